/* OpenSHMEM wait states and transfer counts (issue 12), on Open MPI's oshmem:
 * - shmem_barrier_all: PE r enters r * step_ms after each slot, so PE r waits
 *   (size - 1 - r) * step_ms for the last one. Expected: wait_at_barrier at
 *   main/shmem_barrier_all (model-independent id), per-PE cells, cause the last PE;
 * - shmem_broadcast64 over all PEs (active set 0, 0, size) with root PE 1 entering delay_ms
 *   late. Expected: late_broadcast at main/shmem_broadcast64 on the other PEs, cause PE 1;
 * - transfers: each PE puts `puts` x 8 longs to the next PE, gets `gets` x 16 bytes from it
 *   and adds atomically to PE 0 `atomics` times, then shmem_quiet. Expected: exact counts and
 *   bytes per PE on the window "symmetric memory", and the visits of each call path.
 * Sizes from the enter times the PEs measured themselves. Suite: 4 PEs. */
#define PV_SHMEM
#include "pv.h"

static long psync[2][SHMEM_BCAST_SYNC_SIZE];
static long target[64], bsrc[8], counter;

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5), root = pv_int("root", 1);
    int puts = pv_int("puts", 12), gets = pv_int("gets", 7), atomics = pv_int("atomics", 3);
    double step = pv_dbl("step_ms", 15), delay = pv_dbl("delay_ms", 40);
    double period = pv_dbl("period_ms", step * (pv_size - 1) + delay + 40);
    int n = pv_size, tri = n * (n - 1) / 2;
    double tb[PV_MAXIT], tc[PV_MAXIT];
    long src[64] = {0};
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    if (root >= n) root = 0;
    pv_region_begin("pv_setup");
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++) psync[0][i] = psync[1][i] = SHMEM_SYNC_VALUE;
    long *bcast = shmem_malloc(64 * sizeof(long));
    MPI_Barrier(MPI_COMM_WORLD);
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        tb[k] = pv_at(k * period + pv_rank * step);
        shmem_barrier_all();
        tc[k] = pv_at(k * period + step * (n - 1) + 20 + (pv_rank == root ? delay : 0));
        shmem_broadcast64(bcast, bsrc, 8, root, 0, 0, n, psync[k % 2]);
    }
    for (int i = 0; i < puts; i++) shmem_long_put(target, src, 8, (pv_rank + 1) % n);
    for (int i = 0; i < gets; i++) shmem_getmem(src, target, 16, (pv_rank + 1) % n);
    for (int i = 0; i < atomics; i++) shmem_long_atomic_fetch_add(&counter, 1, 0);
    shmem_quiet();

    double *ab = pv_gather(tb, iters), *ac = pv_gather(tc, iters);
    pv_region_begin("pv_epilogue");
    MPI_Barrier(MPI_COMM_WORLD);
    shmem_free(bcast);
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < n; r++) {
            double w = pv_wait_latest(ab, iters, r, NULL, 0);
            total += w;
            pv_expect_cell("wait_at_barrier", r, "main/shmem_barrier_all", w, iters);
        }
        pv_expect("wait_at_barrier", 0, "main/shmem_barrier_all", total, (n - 1) * iters, n - 1,
                  iters * step * tri / 1e3);
        total = 0;
        for (int r = 0; r < n; r++) {
            if (r == root) continue;
            double w = pv_lag(ac + root * iters, ac + r * iters, iters);
            total += w;
            pv_expect_cell("late_broadcast", r, "main/shmem_broadcast64", w, iters);
        }
        pv_expect("late_broadcast", -1, "main/shmem_broadcast64", total, (n - 1) * iters, root,
                  (n - 1) * iters * delay / 1e3);
        for (int r = 0; r < n; r++) {
            /* Per symmetric object: the puts and gets into `target`, the atomics into
             * `counter` (static variables, named from the symbol table). */
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"symmetric memory\", \"rank\": %d, \"puts\": "
                   "%d, \"put_bytes\": %d, \"gets\": %d, \"get_bytes\": %d, \"atomics\": %d, "
                   "\"objects\": [[\"target \", %d, %d], [\"counter \", %d, %d]]}",
                   r, puts, puts * 64, gets, gets * 16, atomics, puts + gets,
                   puts * 64 + gets * 16, atomics, atomics * 8);
            pv_expect_profile(r, "main/shmem_barrier_all", iters, -1);
            pv_expect_profile(r, "main/shmem_broadcast64", iters, -1);
            pv_expect_profile(r, "main/shmem_long_put", puts, -1);
            pv_expect_profile(r, "main/shmem_getmem", gets, -1);
            pv_expect_profile(r, "main/shmem_long_atomic_fetch_add", atomics, -1);
        }
    }
    return pv_finish();
}

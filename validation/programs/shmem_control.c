/* The balanced OpenSHMEM control (issue 12): every PE does the same work, puts data and a flag
 * to the next PE, waits for its own flag only after a barrier (so the flag is always there),
 * and takes a lock in a turn of its own. Expected: no finding of the SHMEM patterns and no wait state above 5 ms per call
 * path, with exact counts. Suite: 4 PEs. */
#define PV_SHMEM
#include "pv.h"

static long flag, lock;
static long data[512];

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 4);
    double work = pv_dbl("work_ms", 20);
    int n = pv_size, next = (pv_rank + 1) % n;
    long src[512] = {0};
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        pv_spin_ms(work);
        shmem_long_put(data, src, 512, next);
        shmem_fence();
        shmem_long_p(&flag, k + 1, next);
        shmem_barrier_all();
        shmem_long_wait_until(&flag, SHMEM_CMP_GE, k + 1);
        /* One PE at a time takes the lock while the others are in the barrier (Open MPI's
         * lock needs the other PEs to progress: taken while they sleep outside OpenSHMEM it
         * waits for them, and the next PE's turn then finds the lock still held). */
        for (int turn = 0; turn < n; turn++) {
            if (turn == pv_rank) {
                shmem_set_lock(&lock);
                shmem_clear_lock(&lock);
            }
            shmem_barrier_all();
        }
    }
    pv_region_begin("pv_epilogue");
    shmem_barrier_all();
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        pv_expect_none("[\"wait_on_value\", \"wait_on_lock\", \"competing_transfers\", "
                       "\"wait_for_progress\", \"late_broadcast\", \"wait_at_nxn\"]",
                       0.005);
        for (int r = 0; r < n; r++) {
            pv_expect_profile(r, "main/shmem_long_put", iters, (long long)iters * 4096);
            pv_expect_profile(r, "main/shmem_long_p", iters, (long long)iters * 8);
            pv_expect_profile(r, "main/shmem_long_wait_until", iters, -1);
            pv_expect_profile(r, "main/shmem_set_lock", iters, -1);
        }
    }
    return pv_finish();
}

/* Competing Transfers (issue 12), on Open MPI's oshmem: in each slot every PE r > 0 puts
 * `mb` MiB into PE 0 with one shmem_putmem, all at the same time, so the puts compete for
 * PE 0's memory. The expectation is computed from the put intervals the PEs measured
 * themselves, with the pattern's definition: per put, its overlap with the other PEs' puts
 * into PE 0 (summed, at most its duration): competing_transfers at main/shmem_putmem, per PE. Then
 * each PE puts the same amount to the next PE in a slot of its own (no competition).
 * Suite: 4 PEs. */
#define PV_SHMEM
#include "pv.h"

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 4), mb = pv_int("mb", 24);
    double period = pv_dbl("period_ms", 300);
    int n = pv_size;
    size_t bytes = (size_t)mb << 20;
    char *dst = shmem_malloc(bytes * n);
    char *src = malloc(bytes);
    memset(src, pv_rank + 1, bytes);
    double ta[PV_MAXIT], tb[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        ta[k] = pv_at(k * period);
        tb[k] = ta[k];
        if (pv_rank > 0) {
            shmem_putmem(dst + bytes * pv_rank, src, bytes, 0);
            tb[k] = pv_ms();
        }
    }
    /* Alone: PE r puts into PE r + 1 in slot r. */
    double base = iters * period;
    pv_at(base + pv_rank * 200);
    shmem_putmem(dst, src, bytes, (pv_rank + 1) % n);
    pv_at(base + n * 200);

    double *aa = pv_gather(ta, iters), *ab = pv_gather(tb, iters);
    pv_region_begin("pv_epilogue");
    shmem_barrier_all();
    shmem_free(dst);
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        /* Per PE (cube cells: whether the sum passes the findings' 1 % threshold depends on
         * how much the puts overlapped, which the machine's load decides). */
        for (int r = 1; r < n; r++) {
            double cell = 0;
            for (int k = 0; k < iters; k++) {
                double a = aa[r * iters + k], b = ab[r * iters + k], ov = 0;
                for (int q = 1; q < n; q++) {
                    if (q == r) continue;
                    double c = aa[q * iters + k], d = ab[q * iters + k];
                    double lo = a > c ? a : c, hi = b < d ? b : d;
                    if (hi > lo) ov += hi - lo;
                }
                cell += (ov < b - a ? ov : b - a) / 1e3;
            }
            pv_expect_severity("competing_transfers", r, "main/shmem_putmem", cell, 0.15, 0.15,
                               0.002 + 0.001 * iters);
        }
        /* The heap block: the program's first symmetric allocation. */
        for (int r = 1; r < n; r++)
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"symmetric memory\", \"rank\": %d, "
                   "\"puts\": %d, \"objects\": [[\"shmem_malloc #1, %zu B\", %d, %zu]]}",
                   r, iters + 1, bytes * n, iters + 1, bytes * (iters + 1));
        for (int r = 0; r < n; r++)
            pv_expect_profile(r, "main/shmem_putmem", r > 0 ? iters + 1 : 1,
                              (long long)bytes * (r > 0 ? iters + 1 : 1));
        pv_expect_none("[\"wait_on_value\", \"wait_on_lock\", \"wait_for_progress\"]", 0.002);
    }
    free(src);
    return pv_finish();
}

/* Root causes of one-sided wait states (MPI RMA): in every iteration rank 0 works `delay_ms`
 * in the user region `work` before MPI_Win_fence, which the other ranks enter at the start of
 * the slot: they wait at the fence for rank 0's work (Wait at Fence, a window group
 * operation). Every epoch carries a put to the next rank (a fence without transfers need not
 * synchronize); a last fence, entered on time by all, closes the last epoch.
 *
 * Expected, from the definitions (docs/ANALYSIS.md, Root causes): the short-term costs of
 * the window-group family (`delay_rma_group`) at rank 0's main/work are the waits they caused,
 * summed over the waiting ranks and iterations (each waiter's share w / excess of a group
 * operation times the excess, which is rank 0's work); no long-term costs (no wait propagates:
 * everybody meets at the fence); and the critical path runs through rank 0's work: its
 * critical-path time there (with the imbalance child) is the work's time. Ranks >= 2. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 50), period = pv_dbl("period_ms", delay + 50);
    double t[PV_MAXIT + 1], work = 0, mem[8] = {0}, src[8] = {0};
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, sizeof mem, sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    pv_region_end("pv_setup");

    for (int k = 0; k <= iters; k++) {
        t[k] = pv_at(k * period);
        if (pv_rank == 0 && k < iters) {
            pv_region_begin("work");
            double begin = pv_ms();
            t[k] = pv_at(k * period + delay);
            pv_region_end("work");
            work += t[k] - begin;
        }
        MPI_Win_fence(0, win);
        if (k < iters)
            MPI_Put(src, 8, MPI_DOUBLE, (pv_rank + 1) % pv_size, 0, 8, MPI_DOUBLE, win);
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double *all = pv_gather(t, iters + 1);
    if (pv_rank == 0) {
        double waits = 0;
        for (int r = 1; r < pv_size; r++) waits += pv_wait_latest(all, iters + 1, r, NULL, 0);
        double tol = pv_abs_tol(iters * (pv_size - 1));
        /* As in chain_p2p.c: all of the wait is rank 0's delay, most of it in `work`; under
         * load rank 0's other call paths take a share (0.90 in work seen on a loaded CI run). */
        pv_expect_sum("[\"delay_rma_group\"]", 0, "", waits, 0.10, tol);
        pv_expect_sum("[\"delay_rma_group\"]", 0, "main/work", waits * 0.85, 0.18, tol);
        pv_expect_sum("[\"delay_rma_group_longterm\"]", 0, "", 0, 0.05, tol);
        pv_expect_sum("[\"critical_path\", \"critical_path_imbalance\"]", 0, "main/work",
                      work / 1e3, 0.05, tol);
    }
    return pv_finish();
}

/* Wait at Barrier: rank r enters MPI_Barrier r * step_ms after each slot, so rank r waits
 * (size - 1 - r) * step_ms for the last rank. Expected: wait_at_barrier at main/MPI_Barrier of
 * iters * step * (0 + 1 + ... + size-1) (nominal), mostly on rank 0 (half of it with 4 ranks),
 * caused by the last rank; per-rank cube cells. The expected sizes are computed from the
 * measured enter times. Any number of ranks >= 2 (suite: 4, oversubscribed). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double step = pv_dbl("step_ms", 15), period = pv_dbl("period_ms", step * (pv_size - 1) + 40);
    int n = pv_size, tri = n * (n - 1) / 2;
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + pv_rank * step);
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < n; r++) {
            double w = pv_wait_latest(all, iters, r, NULL, 0);
            total += w;
            pv_expect_cell("wait_at_barrier", r, "main/MPI_Barrier", w, iters);
        }
        pv_expect("wait_at_barrier", 0, "main/MPI_Barrier", total, (n - 1) * iters, n - 1,
                  iters * step * tri / 1e3);
        for (int r = 0; r < n; r++) pv_expect_profile(r, "main/MPI_Barrier", iters, -1);
    }
    return pv_finish();
}

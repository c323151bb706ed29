/* Wait at N x N (MPI_Allreduce): every rank enters at each slot except rank `late`, which
 * enters delay_ms later. Expected: wait_at_nxn at main/MPI_Allreduce of
 * (size - 1) * iters * delay_ms (nominal), caused by the late rank, which itself waits (almost)
 * nothing; sizes from the measured enter times. Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5), late = pv_int("late", 2);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    double x = pv_rank, y = 0, t[PV_MAXIT];
    if (late >= pv_size) late = pv_size - 1;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + (pv_rank == late ? delay : 0));
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < pv_size; r++) {
            double w = pv_wait_latest(all, iters, r, NULL, 0);
            total += w;
            pv_expect_cell("wait_at_nxn", r, "main/MPI_Allreduce", w, iters);
        }
        pv_expect("wait_at_nxn", -1, "main/MPI_Allreduce", total, (pv_size - 1) * iters, late,
                  (pv_size - 1) * iters * delay / 1e3);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Allreduce", iters, -1);
        pv_expect_none("[\"wait_at_barrier\", \"late_broadcast\", \"early_reduce\"]", 0.002);
    }
    return pv_finish();
}

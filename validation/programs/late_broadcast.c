/* Late Broadcast (MPI_Bcast): the root (rank `root`, default 1) enters delay_ms after each
 * slot, every other rank at the slot. Expected: late_broadcast at main/MPI_Bcast of
 * (size - 1) * iters * delay_ms (nominal) on the non-root ranks, caused by the root; nothing on
 * the root; sizes from the measured enter times. Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5), root = pv_int("root", 1);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    int buf[64] = {0};
    double t[PV_MAXIT];
    if (root >= pv_size) root = 0;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + (pv_rank == root ? delay : 0));
        MPI_Bcast(buf, 64, MPI_INT, root, MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < pv_size; r++) {
            double w = r == root ? 0 : pv_lag(all + root * iters, all + r * iters, iters);
            total += w;
            if (r == root)
                pv_expect_severity("late_broadcast", r, "main/MPI_Bcast", 0, 0, 0, 0.0001);
            else
                pv_expect_cell("late_broadcast", r, "main/MPI_Bcast", w, iters);
        }
        pv_expect("late_broadcast", -1, "main/MPI_Bcast", total, (pv_size - 1) * iters, root,
                  (pv_size - 1) * iters * delay / 1e3);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Bcast", iters, -1);
    }
    return pv_finish();
}

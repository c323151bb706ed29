/* Early Scan (MPI_Scan): rank `late` (default 1) enters delay_ms after each slot, the others at
 * the slot. Rank r waits for the latest of ranks 0..r only: ranks above `late` wait delay_ms
 * per call, ranks below it and `late` itself nothing. Expected: early_scan at main/MPI_Scan of
 * (size - 1 - late) * iters * delay_ms (nominal), caused by rank `late`, with per-rank cells
 * from the measured enter times. Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5), late = pv_int("late", 1);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    double x = pv_rank, y = 0, t[PV_MAXIT];
    int prefix[256];
    if (late >= pv_size - 1) late = pv_size - 2;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + (pv_rank == late ? delay : 0));
        MPI_Scan(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < pv_size && r < 256; r++) {
            prefix[r] = r;
            double w = pv_wait_latest(all, iters, r, prefix, r + 1);
            total += w;
            if (r == 0 || r == late) /* the latest of its own prefix: exactly 0 */
                pv_expect_severity("early_scan", r, "main/MPI_Scan", 0, 0, 0, 0.0001);
            else
                pv_expect_cell("early_scan", r, "main/MPI_Scan", w, iters);
        }
        pv_expect("early_scan", -1, "main/MPI_Scan", total, (pv_size - 1 - late) * iters, late,
                  (pv_size - 1 - late) * iters * delay / 1e3);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Scan", iters, -1);
    }
    return pv_finish();
}

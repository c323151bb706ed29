/* MPI-3 non-blocking collective: every rank starts MPI_Iallreduce at each slot except rank
 * `late` (default: the last), which starts it delay_ms later. The others compute work_ms
 * (sleep) and then enter MPI_Wait, where they wait for the late rank's start:
 * delay_ms - work_ms per call. The wait shows in the completion call, as wait_at_nxn.
 * Expected: wait_at_nxn at main/MPI_Wait of (size - 1) * iters * (delay - work) (nominal;
 * expected: the latest MPI_Iallreduce enter - own MPI_Wait enter, measured), caused by the late
 * rank; none at main/MPI_Iallreduce. Suite: 3 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5), late = pv_int("late", pv_size - 1);
    double delay = pv_dbl("delay_ms", 50), work = pv_dbl("work_ms", 15);
    double period = pv_dbl("period_ms", delay + 40);
    double x = pv_rank, y = 0, t[2 * PV_MAXIT];
    if (late >= pv_size) late = pv_size - 1;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        MPI_Request rq;
        t[k] = pv_at(k * period + (pv_rank == late ? delay : 0));
        MPI_Iallreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq);
        if (pv_rank != late) pv_nap_ms(work);
        t[iters + k] = pv_ms();
        MPI_Wait(&rq, MPI_STATUS_IGNORE);
    }

    /* per rank: iters Iallreduce enters, then iters Wait enters */
    double *all = pv_gather(t, 2 * iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < pv_size; r++) {
            double w = 0;
            for (int k = 0; k < iters; k++) {
                double latest = -1e300;
                for (int m = 0; m < pv_size; m++)
                    if (all[m * 2 * iters + k] > latest) latest = all[m * 2 * iters + k];
                double wait_enter = all[r * 2 * iters + iters + k];
                if (latest > wait_enter) w += (latest - wait_enter) / 1e3;
            }
            total += w;
            pv_expect_cell("wait_at_nxn", r, "main/MPI_Wait", w, iters);
            pv_expect_severity("wait_at_nxn", r, "main/MPI_Iallreduce", 0, 0, 0, 0.0001);
            pv_expect_profile(r, "main/MPI_Iallreduce", iters, -1);
            pv_expect_profile(r, "main/MPI_Wait", iters, -1);
        }
        pv_expect("wait_at_nxn", -1, "main/MPI_Wait", total, (pv_size - 1) * iters, late,
                  (pv_size - 1) * iters * (delay - work) / 1e3);
    }
    return pv_finish();
}

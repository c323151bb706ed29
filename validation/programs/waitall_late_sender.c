/* Late Sender completed by MPI_Waitall: rank 1 posts MPI_Irecv from ranks 0 and 2 and enters
 * MPI_Waitall at each slot; rank 0 sends near_ms and rank 2 far_ms after the slot. A call
 * completing several receives counts only its largest wait (Scalasca), far_ms, not the sum.
 * Expected: late_sender on rank 1 at main/MPI_Waitall of iters * far_ms (nominal; expected:
 * the later send's enter - the Waitall's enter, measured), caused by rank 2 (the sender of the
 * larger wait); nothing at main/MPI_Irecv. 3 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    pv_need_ranks(3);
    int iters = pv_int("iters", 5);
    double near = pv_dbl("near_ms", 15), far = pv_dbl("far_ms", 45);
    double period = pv_dbl("period_ms", far + 30);
    int a = 0, b = 0, v = pv_rank;
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 1) {
            MPI_Request rq[2];
            pv_at(k * period);
            MPI_Irecv(&a, 1, MPI_INT, 0, k, MPI_COMM_WORLD, &rq[0]);
            MPI_Irecv(&b, 1, MPI_INT, 2, k, MPI_COMM_WORLD, &rq[1]);
            t[k] = pv_ms();
            MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
        } else {
            t[k] = pv_at(k * period + (pv_rank == 0 ? near : far));
            MPI_Send(&v, 1, MPI_INT, 1, k, MPI_COMM_WORLD);
        }
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double latest[PV_MAXIT];
        for (int k = 0; k < iters; k++)
            latest[k] = all[k] > all[2 * iters + k] ? all[k] : all[2 * iters + k];
        pv_expect("late_sender", 1, "main/MPI_Waitall", pv_lag(latest, all + iters, iters), iters,
                  2, iters * far / 1e3);
        pv_expect_severity("late_sender", 1, "main/MPI_Irecv", 0, 0, 0, 0.0001);
        pv_expect_profile(1, "main/MPI_Irecv", 2 * iters, -1);
        pv_expect_profile(1, "main/MPI_Waitall", iters, -1);
        pv_expect_profile(0, "main/MPI_Send", iters, iters * 4LL);
        pv_expect_profile(2, "main/MPI_Send", iters, iters * 4LL);
    }
    return pv_finish();
}

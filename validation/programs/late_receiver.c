/* Late Receiver: rank 0 enters MPI_Ssend at each slot, rank 1 posts the matching MPI_Recv
 * `delay_ms` later; the synchronous send cannot complete before that. Expected: late_receiver
 * on rank 0 at main/MPI_Ssend of iters * delay_ms (nominal; expected: receive enter - send
 * enter as measured), caused by rank 1; no late sender. 2 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    pv_need_ranks(2);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 30);
    int buf[4] = {0};
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 0) {
            t[k] = pv_at(k * period);
            MPI_Ssend(buf, 4, MPI_INT, 1, k, MPI_COMM_WORLD);
        } else {
            t[k] = pv_at(k * period + delay);
            MPI_Recv(buf, 4, MPI_INT, 0, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        pv_expect("late_receiver", 0, "main/MPI_Ssend", pv_lag(all + iters, all, iters), iters, 1,
                  iters * delay / 1e3);
        pv_expect_profile(0, "main/MPI_Ssend", iters, iters * 16LL);
        pv_expect_none("[\"late_sender\"]", 0.002);
    }
    return pv_finish();
}

/* Late Sender, wrong order, different sources: rank 2 receives first from rank 0, then from
 * rank 1. Rank 1 sends at each slot, rank 0 `delay_ms` later, so rank 2 waits for rank 0 while
 * rank 1's earlier message is already there. Every late-sender instance is wrong order.
 * Expected on rank 2 at main/MPI_Recv, each iters * delay_ms (nominal): the findings
 * late_sender and late_sender_wrong_order caused by rank 0, and the cube's sub-metric
 * lswo_different (no lswo_same). 3 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    pv_need_ranks(3);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 30);
    int v = pv_rank;
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + (pv_rank == 0 ? delay : 0));
        if (pv_rank < 2) {
            MPI_Send(&v, 1, MPI_INT, 2, k, MPI_COMM_WORLD);
        } else {
            MPI_Recv(&v, 1, MPI_INT, 0, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&v, 1, MPI_INT, 1, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double s = pv_lag(all, all + 2 * iters, iters), nominal = iters * delay / 1e3;
        pv_expect("late_sender", 2, "main/MPI_Recv", s, iters, 0, nominal);
        pv_expect("late_sender_wrong_order", 2, "main/MPI_Recv", s, iters, 0, nominal);
        pv_expect_cell("lswo_different", 2, "main/MPI_Recv", s, iters);
        pv_expect_severity("lswo_same", 2, "main/MPI_Recv", 0, 0, 0, 0.0001);
        pv_expect_none("[\"late_receiver\"]", 0.002);
        pv_expect_profile(2, "main/MPI_Recv", 2 * iters, 2 * iters * 4LL);
    }
    return pv_finish();
}

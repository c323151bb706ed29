/* Late Sender, wrong order, same source: rank 0 sends tag 2 at each slot and tag 1
 * `delay_ms` later; rank 1 receives tag 1 first (waits) and then tag 2, which was sent before.
 * Expected on rank 1 at main/MPI_Recv, each iters * delay_ms (nominal): the findings
 * late_sender and late_sender_wrong_order caused by rank 0, and the cube's sub-metric
 * lswo_same (no lswo_different). 2 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    pv_need_ranks(2);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 30);
    int v = pv_rank;
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period);
        if (pv_rank == 0) {
            MPI_Send(&v, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
            t[k] = pv_at(k * period + delay);
            MPI_Send(&v, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
        } else {
            MPI_Recv(&v, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&v, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double s = pv_lag(all, all + iters, iters), nominal = iters * delay / 1e3;
        pv_expect("late_sender", 1, "main/MPI_Recv", s, iters, 0, nominal);
        pv_expect("late_sender_wrong_order", 1, "main/MPI_Recv", s, iters, 0, nominal);
        pv_expect_cell("lswo_same", 1, "main/MPI_Recv", s, iters);
        pv_expect_severity("lswo_different", 1, "main/MPI_Recv", 0, 0, 0, 0.0001);
        pv_expect_none("[\"late_receiver\"]", 0.002);
    }
    return pv_finish();
}

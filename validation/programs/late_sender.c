/* Late Sender (blocking): rank 1 enters MPI_Recv at each slot of the schedule, rank 0 enters
 * MPI_Send `delay_ms` later. Expected: late_sender on rank 1 at main/MPI_Recv of
 * iters * delay_ms (nominal; the expectation is the sum of send enter - receive enter as the
 * program measured them), caused by rank 0; exact visits and bytes of both calls; no late
 * receiver and no wrong order. 2 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    pv_need_ranks(2);
    int iters = pv_int("iters", 5), count = pv_int("count", 16);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 30);
    double buf[1024] = {0}, t[PV_MAXIT];
    if (count > 1024) count = 1024;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 0) {
            t[k] = pv_at(k * period + delay);
            MPI_Send(buf, count, MPI_DOUBLE, 1, k, MPI_COMM_WORLD);
        } else {
            t[k] = pv_at(k * period);
            MPI_Recv(buf, count, MPI_DOUBLE, 0, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        pv_expect("late_sender", 1, "main/MPI_Recv", pv_lag(all, all + iters, iters), iters, 0,
                  iters * delay / 1e3);
        pv_expect_profile(0, "main/MPI_Send", iters, (long long)iters * count * 8);
        pv_expect_profile(1, "main/MPI_Recv", iters, (long long)iters * count * 8);
        pv_expect_none("[\"late_receiver\", \"late_sender_wrong_order\"]", 0.002);
    }
    return pv_finish();
}

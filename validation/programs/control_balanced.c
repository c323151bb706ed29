/* Balanced control: the communication of the wait-state programs (Send/Recv ring,
 * Isend/Irecv/Waitall, Ssend/Recv pairs, Barrier, Allreduce, Bcast, Reduce, Scan,
 * Iallreduce/Wait) with every rank entering each operation at the same scheduled instant: no
 * deliberate imbalance. Expected: no wait state above max_ms, summed per kind and call path over
 * ranks, where a pattern program shows 40 ms per call and waiting rank. Default: 2 ms per call
 * and rank plus 5 ms; 8 ms per call and rank under MPICH with more ranks than cores, whose
 * busy-polling ranks delay the wake-up of the others by several ms. Any number of ranks. */
#include "pv.h"
#include <unistd.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double gap = pv_dbl("gap_ms", 10);
    double period = 10 * gap;
    double per_call = PV_MPICH && pv_size > sysconf(_SC_NPROCESSORS_ONLN) ? 8.0 : 2.0;
    double max = pv_dbl("max_ms", per_call * iters * pv_size + 5) / 1e3;
    int n = pv_size, me = pv_rank, right = (me + 1) % n, left = (me + n - 1) % n;
    double x = me, y = 0;
    int a = me, b = 0;

    pv_expect_none("\"wait_states\"", max);
    for (int r = 0; r < n; r++) {
        pv_expect_profile(r, "main/MPI_Send", iters, iters * 4LL);
        pv_expect_profile(r, "main/MPI_Barrier", iters, -1);
    }

    for (int k = 0; k < iters; k++) {
        double t = k * period;
        MPI_Request rq[2];
        /* ring shift: even ranks send first, odd ranks receive first (no deadlock, any n) */
        pv_at(t);
        if (me % 2 == 0) {
            MPI_Send(&a, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
            MPI_Recv(&b, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&b, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&a, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
        }
        pv_at(t + gap);
        MPI_Irecv(&b, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &rq[0]);
        MPI_Isend(&a, 1, MPI_INT, right, 1, MPI_COMM_WORLD, &rq[1]);
        MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
        pv_at(t + 2 * gap);
        MPI_Barrier(MPI_COMM_WORLD);
        pv_at(t + 3 * gap);
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        pv_at(t + 4 * gap);
        MPI_Bcast(&x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        pv_at(t + 5 * gap);
        MPI_Reduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
        pv_at(t + 6 * gap);
        MPI_Scan(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        pv_at(t + 7 * gap);
        /* pairs (0,1), (2,3), ...: synchronous send, receive posted at the same instant */
        if (me % 2 == 0 && me + 1 < n)
            MPI_Ssend(&a, 1, MPI_INT, me + 1, 2, MPI_COMM_WORLD);
        else if (me % 2 == 1)
            MPI_Recv(&b, 1, MPI_INT, me - 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        pv_at(t + 8 * gap);
        MPI_Iallreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq[0]);
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    }
    return pv_finish();
}

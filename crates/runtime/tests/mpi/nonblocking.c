/* Non-blocking and persistent point-to-point: request links. Run with 2 ranks. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, a[8] = {0}, b[8] = {0}, c[8] = {0}, idx, flag = 0, out, ind[2];
    MPI_Request r[2];
    MPI_Status sts[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;
    /* 1. Irecv (wildcard) + Isend, Waitall with ignored statuses. */
    MPI_Irecv(a, 8, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(b, 8, MPI_INT, peer, 100 + rank, MPI_COMM_WORLD, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    /* 2. Irecv + Isend, Waitany twice. */
    MPI_Irecv(a, 2, MPI_INT, peer, 200, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(b, 2, MPI_INT, peer, 200, MPI_COMM_WORLD, &r[1]);
    MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
    MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
    /* 3. Irecv + Isend, Testsome until both done (Waitsome afterwards if needed). */
    MPI_Irecv(a, 1, MPI_INT, peer, 300, MPI_COMM_WORLD, &r[0]);
    MPI_Issend(b, 1, MPI_INT, peer, 300, MPI_COMM_WORLD, &r[1]);
    int left = 2;
    while (left > 0) {
        MPI_Waitsome(2, r, &out, ind, sts);
        if (out != MPI_UNDEFINED) left -= out;
    }
    /* 4. Persistent: 3 rounds of Start/Wait. */
    MPI_Recv_init(c, 4, MPI_INT, peer, 400, MPI_COMM_WORLD, &r[0]);
    MPI_Send_init(b, 4, MPI_INT, peer, 400, MPI_COMM_WORLD, &r[1]);
    for (int i = 0; i < 3; i++) {
        MPI_Startall(2, r);
        MPI_Wait(&r[0], MPI_STATUS_IGNORE);
        MPI_Wait(&r[1], MPI_STATUS_IGNORE);
    }
    MPI_Request_free(&r[0]);
    MPI_Request_free(&r[1]);
    /* 5. Test loop. */
    MPI_Irecv(a, 3, MPI_INT, peer, 500, MPI_COMM_WORLD, &r[0]);
    MPI_Send(b, 3, MPI_INT, peer, 500, MPI_COMM_WORLD);
    while (!flag) MPI_Test(&r[0], &flag, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}

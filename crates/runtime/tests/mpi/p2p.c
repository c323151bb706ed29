/* Blocking point-to-point: exact counts, bytes, peers, tags, wildcards, MPI_PROC_NULL.
 * An ordinary MPI program: it includes no ppw header. Run with 2 ranks. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size;
    double d[16] = {0};
    int n[4] = {0};
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0; i < 5; i++) {
        if (rank == 0) {
            MPI_Send(d, 16, MPI_DOUBLE, 1, 10 + i, MPI_COMM_WORLD);          /* 128 bytes */
            MPI_Recv(n, 4, MPI_INT, 1, 20, MPI_COMM_WORLD, &st);             /* 16 bytes */
        } else if (rank == 1) {
            MPI_Recv(d, 16, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            MPI_Send(n, 4, MPI_INT, 0, 20, MPI_COMM_WORLD);
        }
    }
    /* Sendrecv with a ring; 3 ints each way. */
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Sendrecv(n, 3, MPI_INT, right, 7, n + 1, 3, MPI_INT, left, 7, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    /* Ssend of 1 char; MPI_PROC_NULL must not produce message records. */
    if (rank == 0) MPI_Ssend(n, 1, MPI_CHAR, 1, 99, MPI_COMM_WORLD);
    if (rank == 1) MPI_Recv(n, 1, MPI_CHAR, 0, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(n, 1, MPI_INT, MPI_PROC_NULL, 5, MPI_COMM_WORLD);
    MPI_Recv(n, 1, MPI_INT, MPI_PROC_NULL, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}

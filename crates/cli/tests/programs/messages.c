/* Rank 0 sends N messages (argv[1], default 100) of varying tags and sizes to rank 1; then
 * both meet in a barrier. Run with 2 ranks. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, buf[64] = {0};
    long n = argc > 1 ? atol(argv[1]) : 100;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (long i = 0; i < n; i++) {
        int count = 1 + (int)(i * 7919 % 64), tag = (int)(i % 1000);
        if (rank == 0) MPI_Send(buf, count, MPI_INT, 1, tag, MPI_COMM_WORLD);
        if (rank == 1)
            MPI_Recv(buf, count, MPI_INT, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

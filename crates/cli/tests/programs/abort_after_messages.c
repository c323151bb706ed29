/* Rank 1 calls MPI_Abort after receiving five messages; rank 0 sends them. */
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
    int rank, v = 42;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < 5; i++) {
        if (rank == 0) MPI_Send(&v, 1, MPI_INT, 1, i, MPI_COMM_WORLD);
        if (rank == 1) MPI_Recv(&v, 1, MPI_INT, 0, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (rank == 1) MPI_Abort(MPI_COMM_WORLD, 3);
    sleep(10); /* rank 0 is killed by the abort */
    MPI_Finalize();
    return 0;
}

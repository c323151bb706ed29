/* A rank that dies: argv[1] = "segv" (rank 1 dereferences NULL) or "term" (rank 1 raises
 * SIGTERM). Rank 0 is in a receive that never completes. Run with 2 ranks. */
#include <mpi.h>
#include <signal.h>
#include <string.h>

int main(int argc, char **argv)
{
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < 3; i++) MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        MPI_Send(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
        if (argc > 1 && strcmp(argv[1], "term") == 0) raise(SIGTERM);
        volatile int *p = NULL;
        *p = 1;
    }
    MPI_Recv(&x, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&x, 1, MPI_INT, 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}

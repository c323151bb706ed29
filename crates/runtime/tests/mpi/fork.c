/* A rank forks a child that exits normally (running atexit handlers) without exec: the child
 * shares the rank file's descriptor and must not write to it. Run with 2 ranks. */
#include <mpi.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        pid_t p = fork();
        if (p == 0) exit(0);
        waitpid(p, NULL, 0);
    }
    MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

/* Parent ranks (started by mpirun) spawn 2 children of the same program; parent rank r sends
 * one int to child r over the inter-communicator. Measured, the children join the experiment
 * as ranks 2 and 3 (issue 11). */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    MPI_Comm parent, inter;
    int rank, x = 42;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_get_parent(&parent);
    if (parent == MPI_COMM_NULL) {
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter,
                       MPI_ERRCODES_IGNORE);
        /* parent rank r sends to child r */
        MPI_Send(&x, 1, MPI_INT, rank, 7, inter);
        MPI_Comm_disconnect(&inter);
    } else {
        MPI_Recv(&x, 1, MPI_INT, rank, 7, parent, MPI_STATUS_IGNORE);
        printf("child %d got %d\n", rank, x);
        MPI_Comm_disconnect(&parent);
    }
    MPI_Finalize();
    return 0;
}

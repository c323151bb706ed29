/* Even and odd world ranks form an inter-communicator (MPI_Intercomm_create); local rank i of
 * the evens sends one int to remote rank i, an odd process: peers must translate to the right
 * world rank (issue 11). */
#include <mpi.h>
int main(int argc, char **argv)
{
    int rank, x = 1;
    MPI_Comm half, inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    /* evens and odds; remote leader: world rank 1 for evens, 0 for odds */
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 5, &inter);
    int lr; MPI_Comm_rank(half, &lr);
    /* local rank i of the evens sends to remote rank i (the odds) */
    if (rank % 2 == 0) MPI_Send(&x, 1, MPI_INT, lr, 3, inter);
    else MPI_Recv(&x, 1, MPI_INT, lr, 3, inter, MPI_STATUS_IGNORE);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}

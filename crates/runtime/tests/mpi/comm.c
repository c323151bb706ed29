/* Communicator translation: Comm_split into even/odd world ranks, point-to-point and
 * collectives on the sub-communicator, Comm_dup, Comm_set_name, Comm_free. Run with 4 ranks. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, sub_rank, x[2] = {0}, y[8] = {0};
    MPI_Comm sub, dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    /* Key reverses the order: sub rank 0 is the highest world rank of the color. */
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &sub);
    MPI_Comm_set_name(sub, rank % 2 ? "odd" : "even");
    MPI_Comm_rank(sub, &sub_rank);
    if (sub_rank == 0) MPI_Send(x, 2, MPI_INT, 1, 33, sub);
    else MPI_Recv(x, 2, MPI_INT, 0, 33, sub, MPI_STATUS_IGNORE);
    /* Root 1 of the sub-communicator. */
    MPI_Bcast(y, 8, MPI_INT, 1, sub);
    MPI_Comm_dup(sub, &dup);
    MPI_Barrier(dup);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&sub);
    MPI_Finalize();
    return 0;
}

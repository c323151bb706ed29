/* Collectives with roots and byte conventions. Run with 3 ranks. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size;
    double a[12] = {0}, b[12] = {0};
    MPI_Request r[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Bcast(a, 4, MPI_DOUBLE, 2, MPI_COMM_WORLD);                      /* 32 bytes */
    MPI_Reduce(a, b, 2, MPI_DOUBLE, MPI_SUM, 1, MPI_COMM_WORLD);         /* 16 bytes */
    MPI_Allreduce(a, b, 3, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);         /* 24 bytes */
    MPI_Gather(a, 1, MPI_DOUBLE, b, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);   /* 8 bytes */
    MPI_Scatter(a, 2, MPI_DOUBLE, b, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);  /* 16 bytes */
    MPI_Allgather(a, 1, MPI_DOUBLE, b, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoall(a, 2, MPI_DOUBLE, b, 2, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Scan(a, b, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Allreduce(MPI_IN_PLACE, b, 3, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Ibarrier(MPI_COMM_WORLD, &r[0]);
    MPI_Iallreduce(a, b, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}

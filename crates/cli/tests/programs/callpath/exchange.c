/* The shared library of callpath.c: one level of the call tree lives here. */
#include <mpi.h>

void lib_exchange(int peer, double *buf, int n)
{
    MPI_Sendrecv_replace(buf, n, MPI_DOUBLE, peer, 0, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

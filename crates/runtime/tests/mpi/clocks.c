/* Barriers after rank-dependent delays (tests/clocks.rs): every rank enters each barrier
 * before any rank leaves it, which the trace shows only if the ranks' clocks are corrected. */
#include <mpi.h>
#include <time.h>

int main(int argc, char **argv)
{
    int rank = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < 4; i++) {
        struct timespec d = {0, (long)(rank % 3) * 5000000L};
        nanosleep(&d, NULL);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}

/* Cost of program-counter sampling (bench/sampling/run.sh): rank-local computation with a
 * barrier every 10 million additions, timed inside the program (MPI_Wtime); prints the loop's
 * seconds on rank 0. Usage: compute [rounds] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static volatile double sink;

__attribute__((noinline)) static void work(long n)
{
    double x = 0.0;
    for (long i = 0; i < n; i++)
        x += (double)i * 0.5;
    sink = x;
}

int main(int argc, char **argv)
{
    int rank, rounds = argc > 1 ? atoi(argv[1]) : 100;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int r = 0; r < rounds; r++) {
        work(10000000);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    double t1 = MPI_Wtime();
    if (rank == 0)
        printf("%.6f\n", t1 - t0);
    MPI_Finalize();
    return 0;
}

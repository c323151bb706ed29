/* Many cheap wrapped calls (MPI_Iprobe) from one rank: the cost of trace-buffer flushes
 * (bench/pingpong/flushes.sh). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    int r, flag; MPI_Status st; double t0 = MPI_Wtime();
    for (long i = 0; i < n; i++) MPI_Iprobe(MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &flag, &st);
    printf("%ld calls in %.3f s\n", n, MPI_Wtime() - t0);
    MPI_Finalize();
    return 0;
}

/* The cost of ppw's heap tracking (c/ppw_heap.c) per malloc + free pair: rank 0 times
 * 1,000,000 pairs of a small block (64 bytes, below PPW_HEAP's default minimum: not recorded)
 * and 200,000 pairs of a large one (4096 bytes: recorded, a HEAP record each way), after
 * MPI_Init (the thread is measured then). Prints ns per pair of each. See run.sh. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double pairs(size_t bytes, long n)
{
    volatile char sink = 0;
    double t0 = now();
    for (long i = 0; i < n; i++) {
        char *p = malloc(bytes);
        p[0] = (char)i;
        sink += p[0];
        free(p);
    }
    return (now() - t0) / n * 1e9;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        pairs(64, 100000); /* warm up */
        double small = pairs(64, 1000000);
        double large = pairs(4096, 200000);
        printf("small %.1f ns/pair large %.1f ns/pair\n", small, large);
    }
    MPI_Finalize();
    return 0;
}

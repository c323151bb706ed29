/* A balanced program for the CPU-contention test (issue 13): every rank does the same work
 * between the same collectives. Rank r pins itself to CPU r modulo the CPUs it may use, so
 * that a busy loop the test pins to CPU 0 disturbs rank 0 (and only it, given 2 CPUs).
 * Usage: balanced [iterations] [work units per iteration] */
#define _GNU_SOURCE
#include <mpi.h>
#include <sched.h>
#include <stdlib.h>

static volatile double sink;

static void work(long n)
{
    double x = 0.0;
    for (long i = 0; i < n; i++)
        x += (double)i * 0.5;
    sink = x;
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iters = argc > 1 ? atoi(argv[1]) : 100;
    long n = argc > 2 ? atol(argv[2]) : 2000000;

    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        int cpus = CPU_COUNT(&allowed), want = rank % cpus, seen = 0;
        for (int c = 0; c < CPU_SETSIZE; c++) {
            if (!CPU_ISSET(c, &allowed))
                continue;
            if (seen++ == want) {
                cpu_set_t one;
                CPU_ZERO(&one);
                CPU_SET(c, &one);
                sched_setaffinity(0, sizeof one, &one);
                break;
            }
        }
    }

    double v = 1.0, sum;
    for (int i = 0; i < iters; i++) {
        work(n);
        MPI_Allreduce(&v, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}

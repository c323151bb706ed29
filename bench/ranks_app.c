/* A small MPI program for bench/ranks.sh (issue 37, "Many ranks"): MPI_Init, ITERS iterations
 * of a ring neighbour exchange (MPI_Sendrecv with both neighbours) and an MPI_Allreduce, then
 * MPI_Finalize. It measures its own MPI_Init and MPI_Finalize wall time (CLOCK_MONOTONIC
 * around the calls, so ppw's work inside its wrappers counts) and prints one line per rank
 * after MPI_Finalize:
 *
 *     ranks_app RANK INIT_S FINALIZE_S
 *
 * Usage: mpirun -np N ranks_app [ITERS, default 20]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int iters = argc > 1 ? atoi(argv[1]) : 20;
    double t0 = now();
    MPI_Init(&argc, &argv);
    double init = now() - t0;
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double buf[64], in[64], sum = 0.0;
    for (int i = 0; i < 64; i++) buf[i] = rank + i;
    for (int it = 0; it < iters; it++) {
        MPI_Sendrecv(buf, 64, MPI_DOUBLE, right, 1, in, 64, MPI_DOUBLE, left, 1, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(buf, 64, MPI_DOUBLE, left, 2, in, 64, MPI_DOUBLE, right, 2, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        double local = in[0] + in[63], global = 0.0;
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        sum += global;
    }
    double t1 = now();
    MPI_Finalize();
    double fin = now() - t1;
    printf("ranks_app %d %.6f %.6f\n", rank, init, fin);
    return sum < 0.0;
}

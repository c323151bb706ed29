/* Ping-pong of 200,000 8-byte messages between 2 ranks (100,000 round trips): every rank makes
 * 200,000 MPI calls (MPI_Send + MPI_Recv) in the timed loop. Prints the loop time of rank 0 and
 * the number of MPI calls per rank. Used by run.sh; no ppw header, no relinking.
 *
 * With 1 rank the loop sends to itself (MPI_Irecv, MPI_Send, MPI_Wait per message): no second
 * process, no cross-core polling, so the wrapper cost stands out from the noise.
 * Output: loop wall seconds, MPI calls per rank, loop CPU seconds of the calling thread. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* CPU time of the calling thread: unlike wall time it does not grow while other processes of
 * a loaded machine run. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int rank, size;
    long messages = argc > 1 ? atol(argv[1]) : 200000;
    long trips = messages / 2;
    double x = 0.0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > 2) {
        if (rank == 0) fprintf(stderr, "pingpong: run with 1 or 2 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    int peer = size == 1 ? 0 : 1 - rank;
    if (size == 1) {
        /* Posting the receive first keeps the self-send legal in every MPI (a blocking send
         * to oneself may wait for its receive): 3 calls per message. */
        MPI_Request req;
        double y = 0.0;
        double c0 = cpu_now();
        double t0 = MPI_Wtime();
        for (long i = 0; i < trips; i++) {
            MPI_Irecv(&y, 1, MPI_DOUBLE, peer, 1, MPI_COMM_WORLD, &req);
            MPI_Send(&x, 1, MPI_DOUBLE, peer, 1, MPI_COMM_WORLD);
            MPI_Wait(&req, MPI_STATUS_IGNORE);
        }
        double t1 = MPI_Wtime();
        printf("%.9f %ld %.9f\n", t1 - t0, 3 * trips, cpu_now() - c0);
        MPI_Finalize();
        return 0;
    }
    /* Warm up the connection. */
    for (long i = 0; i < 1000; i++) {
        if (rank == 0) {
            MPI_Send(&x, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
            MPI_Recv(&x, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&x, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&x, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    double c0 = cpu_now();
    double t0 = MPI_Wtime();
    for (long i = 0; i < trips; i++) {
        if (rank == 0) {
            MPI_Send(&x, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
            MPI_Recv(&x, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&x, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&x, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
        }
    }
    double t1 = MPI_Wtime();
    if (rank == 0) printf("%.9f %ld %.9f\n", t1 - t0, 2 * trips, cpu_now() - c0);
    MPI_Finalize();
    return 0;
}

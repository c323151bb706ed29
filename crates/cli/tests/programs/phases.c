/* Two program phases of known behaviour, and a stretch that MPI_Pcontrol keeps out of the
 * measurement (crates/cli/tests/phases.rs).
 *
 *   "exchange" (5 times): rank 0 computes 20 ms before each send, rank 1 receives at once:
 *                         a late sender of 5 x 20 ms on rank 1.
 *   "reduce"   (3 times): rank 1 computes 30 ms before a barrier, rank 0 is there at once:
 *                         a wait at the barrier of 3 x 30 ms on rank 0.
 *   MPI_Pcontrol(0) .. (1): the same exchange with a 50 ms delay, not recorded.
 *
 * Run with 2 ranks. */
#include <mpi.h>
#include <time.h>
#define PPW_WEAK
#include "ppw.h"

static void busy_ms(int ms)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do {
        clock_gettime(CLOCK_MONOTONIC, &t);
    } while ((t.tv_sec - t0.tv_sec) * 1000.0 + (t.tv_nsec - t0.tv_nsec) / 1e6 < ms);
}

static void exchange(int rank, int delay_ms)
{
    int v = 42;
    if (rank == 0) {
        busy_ms(delay_ms);
        MPI_Send(&v, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Pcontrol(0);
    exchange(rank, 50);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Pcontrol(1);

    for (int i = 0; i < 5; i++) {
        ppw_phase_begin("exchange");
        exchange(rank, 20);
        ppw_phase_end("exchange");
    }
    for (int i = 0; i < 3; i++) {
        ppw_phase_begin("reduce");
        if (rank == 1) busy_ms(30);
        MPI_Barrier(MPI_COMM_WORLD);
        ppw_phase_end("reduce");
    }
    MPI_Finalize();
    return 0;
}

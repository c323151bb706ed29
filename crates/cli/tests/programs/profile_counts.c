/* Blocking sends and receives from known call sites, for profile mode's counts (the wrappers'
 * fast path adds them up per call site between folds into the call tree; issue 16, item 4).
 * Rank 0 sends, rank 1 receives (crates/cli/tests/profile_counts.rs has the expectations):
 *
 *   small:   300 x 8 ints (32 bytes)
 *   big:     200 x 100 doubles (800 bytes), a barrier after every 10th (a Rust-path call
 *            between fast-path calls)
 *   null:    50 x 10 ints to / from MPI_PROC_NULL (no message: 0 bytes)
 *   pointer: 50 calls from one call site through a function pointer, alternately MPI_Send and
 *            MPI_Ssend on rank 0, MPI_Recv on rank 1 (1 int each)
 *   paused:  40 more "small" between MPI_Pcontrol(0) and MPI_Pcontrol(1): not recorded
 *   region:  10 more "small" inside the user region "tail"
 *
 * Run with 2 ranks. */
#include <mpi.h>
#define PPW_WEAK
#include "ppw.h"

typedef int (*send_fn)(const void *, int, MPI_Datatype, int, int, MPI_Comm);

static __attribute__((noinline)) void small(int rank, int n)
{
    int v[8] = {0};
    for (int i = 0; i < n; i++) {
        if (rank == 0) MPI_Send(v, 8, MPI_INT, 1, 1, MPI_COMM_WORLD);
        if (rank == 1) MPI_Recv(v, 8, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

static __attribute__((noinline)) void big(int rank, int n)
{
    static double v[100];
    for (int i = 0; i < n; i++) {
        if (rank == 0) MPI_Send(v, 100, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
        if (rank == 1) MPI_Recv(v, 100, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (i % 10 == 9) MPI_Barrier(MPI_COMM_WORLD);
    }
}

static __attribute__((noinline)) void null(int n)
{
    int v[10] = {0};
    MPI_Status st;
    for (int i = 0; i < n; i++) {
        MPI_Send(v, 10, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD);
        MPI_Recv(v, 10, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD, &st);
    }
}

static __attribute__((noinline)) void pointer(int rank, int n)
{
    send_fn fn[2] = {MPI_Send, MPI_Ssend};
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (rank == 0) fn[i % 2](&v, 1, MPI_INT, 1, 4, MPI_COMM_WORLD);
        if (rank == 1) MPI_Recv(&v, 1, MPI_INT, 0, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    small(rank, 300);
    big(rank, 200);
    null(50);
    pointer(rank, 50);
    MPI_Pcontrol(0);
    small(rank, 40);
    MPI_Pcontrol(1);
    if (ppw_region_begin) ppw_region_begin("tail");
    small(rank, 10);
    if (ppw_region_end) ppw_region_end("tail");
    MPI_Finalize();
    return 0;
}

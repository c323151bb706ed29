/* A pipelined wavefront sweep on a 2 x 2 Cartesian grid (crates/cli/tests/topology.rs), the
 * communication of SWEEP3D or NAS LU in miniature. Each of 2 iterations sweeps from the
 * corner (0,0) towards (1,1) (direction +x+y: dimension 0 is x) and back (-x-y), with an
 * MPI_Barrier before every sweep. A sweep passes 4 blocks through the grid: per block a rank
 * receives from its upstream neighbour along x, then along y (where it has them), computes
 * 20 ms and sends to its downstream neighbours. Only the pipeline fill waits: the two ranks
 * one hop from the sweep's origin wait 1 block (20 ms) for their first block, the far corner
 * 2 blocks (40 ms), so every sweep costs 4 blocks = 80 ms of fill and the 4 sweeps 320 ms.
 * The drain (the origin idles while the far corner finishes) is waited in the barrier.
 * The computation sleeps, so that the 4 ranks sharing 2 cores in the tests keep the timing.
 * Run with 4 ranks. */
#include <mpi.h>
#include <time.h>

enum { BLOCKS = 4, BLOCK_MS = 20, ITERATIONS = 2 };

static void compute_ms(int ms)
{
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, NULL);
}

/* One sweep in direction `sign` (+1: towards higher coordinates) along both dimensions. */
static void sweep(MPI_Comm grid, int sign)
{
    int up[2], down[2];
    for (int d = 0; d < 2; d++) {
        /* MPI_Cart_shift: source = the lower neighbour for a positive displacement. */
        MPI_Cart_shift(grid, d, sign, &up[d], &down[d]);
    }
    double block[64] = {0};
    for (int b = 0; b < BLOCKS; b++) {
        for (int d = 0; d < 2; d++) {
            MPI_Recv(block, 64, MPI_DOUBLE, up[d], b, grid, MPI_STATUS_IGNORE);
        }
        compute_ms(BLOCK_MS);
        for (int d = 0; d < 2; d++) {
            MPI_Send(block, 64, MPI_DOUBLE, down[d], b, grid);
        }
    }
}

int main(int argc, char **argv)
{
    int dims[2] = {2, 2}, periods[2] = {0, 0};
    MPI_Comm grid;
    MPI_Init(&argc, &argv);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
    for (int it = 0; it < ITERATIONS; it++) {
        MPI_Barrier(grid);
        sweep(grid, +1);
        MPI_Barrier(grid);
        sweep(grid, -1);
    }
    MPI_Barrier(grid);
    MPI_Comm_free(&grid);
    MPI_Finalize();
    return 0;
}

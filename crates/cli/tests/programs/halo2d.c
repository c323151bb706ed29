/* A 2-D halo exchange on a Cartesian grid (crates/cli/tests/topology.rs). MPI_Cart_create
 * makes a 2 x 2 grid (not periodic); in each of 5 iterations every rank computes 5 ms, the
 * ranks at coordinate 0 along dimension 0 45 ms more, then each rank exchanges a double with
 * its neighbours along dimension 0 and then dimension 1 (MPI_Sendrecv in both directions, the
 * partners from MPI_Cart_shift). The ranks at coordinate 1 along dimension 0 wait for their
 * neighbours at coordinate 0: late senders along dimension 0, from the lower coordinate.
 * Also: MPI_Cart_sub keeps dimension 1 (two 1-D grids of 2), and MPI_Dist_graph_create_adjacent
 * makes a ring (each rank sends to the next). Run with 4 ranks. */
#include <mpi.h>
#include <time.h>

static void busy_ms(int ms)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do {
        clock_gettime(CLOCK_MONOTONIC, &t);
    } while ((t.tv_sec - t0.tv_sec) * 1000.0 + (t.tv_nsec - t0.tv_nsec) / 1e6 < ms);
}

int main(int argc, char **argv)
{
    int size, rank, dims[2] = {2, 2}, periods[2] = {0, 0}, coords[2];
    MPI_Comm grid, row, ring;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
    MPI_Comm_rank(grid, &rank);
    MPI_Cart_coords(grid, rank, 2, coords);
    int keep[2] = {0, 1};
    MPI_Cart_sub(grid, keep, &row);
    int me, next, prev;
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    next = (me + 1) % size;
    prev = (me + size - 1) % size;
    MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 1, &prev, MPI_UNWEIGHTED, 1, &next,
                                   MPI_UNWEIGHTED, MPI_INFO_NULL, 0, &ring);
    double out = rank, in;
    for (int it = 0; it < 5; it++) {
        busy_ms(coords[0] == 0 ? 50 : 5);
        for (int d = 0; d < 2; d++) {
            int lo, hi;
            MPI_Cart_shift(grid, d, 1, &lo, &hi);
            MPI_Sendrecv(&out, 1, MPI_DOUBLE, hi, d, &in, 1, MPI_DOUBLE, lo, d, grid,
                         MPI_STATUS_IGNORE);
            MPI_Sendrecv(&out, 1, MPI_DOUBLE, lo, 10 + d, &in, 1, MPI_DOUBLE, hi, 10 + d, grid,
                         MPI_STATUS_IGNORE);
        }
    }
    MPI_Comm_free(&ring);
    MPI_Comm_free(&row);
    MPI_Comm_free(&grid);
    MPI_Finalize();
    return 0;
}

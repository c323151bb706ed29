/* A known call tree for calling-context tests (crates/cli/tests/callpath.rs), compiled without
 * -finstrument-functions: main -> level1 -> level2 -> level3 -> lib_exchange (in
 * libexchange.so) -> MPI_Sendrecv_replace; level3 -> MPI_Barrier; level1 -> MPI_Allreduce.
 * level2 calls level3 ten times from one loop (one stack: one unwind). Rank 0 sleeps 2 ms in
 * level3 before each exchange. No function ends in an MPI call (a tail call has no frame). */
#include <mpi.h>
#include <unistd.h>

void lib_exchange(int peer, double *buf, int n);
int rank;
volatile int sink;

__attribute__((noinline)) void level3(double *b)
{
    if (rank == 0)
        usleep(2000);
    lib_exchange(rank ^ 1, b, 4);
    MPI_Barrier(MPI_COMM_WORLD);
    sink++;
}

__attribute__((noinline)) void level2(double *b)
{
    for (int i = 0; i < 10; i++)
        level3(b);
    sink++;
}

__attribute__((noinline)) void level1(double *b)
{
    level2(b);
    MPI_Allreduce(MPI_IN_PLACE, b, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    sink++;
}

int main(int argc, char **argv)
{
    double b[4] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    level1(b);
    MPI_Finalize();
    return 0;
}

/* Late sender whose delay is computation in a named function (issue 13: the cause names the
 * function the responsible rank was executing). 2 ranks, 20 rounds: both call other_work()
 * for about 2 ms, then rank 0 calls heavy_work() for about 20 ms before MPI_Send to rank 1,
 * which waits in MPI_Recv. Compiled without -finstrument-functions: only the runtime's
 * program-counter samples can tell heavy_work from the rest of main. */
#include <mpi.h>
#include <time.h>

static volatile double sink;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Spin for `seconds` of wall-clock time. */
__attribute__((noinline)) static void spin(double seconds)
{
    double end = now() + seconds, x = 0.0;
    while (now() < end)
        for (int i = 0; i < 1000; i++)
            x += i * 0.5;
    sink = x;
}

__attribute__((noinline)) void heavy_work(void)
{
    double end = now() + 0.020, x = 0.0;
    while (now() < end)
        for (int i = 0; i < 1000; i++)
            x += i * 0.25;
    sink = x;
}

__attribute__((noinline)) void other_work(void) { spin(0.002); }

int main(int argc, char **argv)
{
    int rank;
    double v = 1.0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int round = 0; round < 20; round++) {
        other_work();
        if (rank == 0) {
            heavy_work();
            MPI_Send(&v, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
        } else if (rank == 1) {
            MPI_Recv(&v, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }
    MPI_Finalize();
    return 0;
}

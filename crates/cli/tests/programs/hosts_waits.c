/* hosts_waits: wait states of known size that do not need the ranks to share a clock (their
 * delays are sleeps after the previous operation, not instants of a common schedule), for the
 * simulated-hosts test (crates/cli/tests/hosts.rs). 4 ranks; argv[1] iterations (default 4)
 * of:
 *   - Late Sender: rank 0 sleeps 200 ms, then sends to rank 1, which is already in MPI_Recv;
 *     rank 3 sleeps 100 ms and sends to rank 2 (late_sender at main/MPI_Recv: 200 ms on rank
 *     1, 100 ms on rank 2);
 *   - Wait at Barrier: ranks 0 and 1 enter at once, rank 3 after 100 ms more, rank 2 after
 *     250 ms, so all but rank 2 enter together, 200 ms after the iteration began, and rank 2
 *     150 ms later (wait_at_barrier at main/MPI_Barrier: 150 ms on ranks 0, 1 and 3).
 * Few long waits rather than many short ones: what the scheduler adds to each wake-up (a few
 * milliseconds on a loaded machine) stays a small part of them.
 * Before and after the loop (inside the user region `clocks`, which keeps its collectives out
 * of the call paths above) rank 0 prints every rank's CLOCK_MONOTONIC read right after a
 * barrier: `PPW_CLOCK when rank ns`, the raw clocks whose differences the analysis corrects. */
#define PPW_WEAK
#include "ppw.h"
#include <errno.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int rank, size;

static void nap_ms(double ms)
{
    struct timespec ts = {(time_t)(ms / 1000), (long)((ms - (time_t)(ms / 1000) * 1000.0) * 1e6)};
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
    }
}

static void region(const char *name, int begin)
{
    if (begin && ppw_region_begin) ppw_region_begin(name);
    if (!begin && ppw_region_end) ppw_region_end(name);
}

/* Every rank's clock right after a barrier, printed by rank 0. */
static void print_clocks(const char *when)
{
    region("clocks", 1);
    struct timespec ts;
    long long all[64], mine;
    MPI_Barrier(MPI_COMM_WORLD);
    clock_gettime(CLOCK_MONOTONIC, &ts);
    mine = (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
    MPI_Gather(&mine, 1, MPI_LONG_LONG, all, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (int r = 0; r < size && r < 64; r++) printf("PPW_CLOCK %s %d %lld\n", when, r, all[r]);
    fflush(stdout);
    region("clocks", 0);
}

int main(int argc, char **argv)
{
    int iters = argc > 1 ? atoi(argv[1]) : 4;
    double buf[16] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size != 4) {
        if (rank == 0) fprintf(stderr, "hosts_waits needs 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    print_clocks("start");
    for (int k = 0; k < iters; k++) {
        if (rank == 0) {
            nap_ms(200);
            MPI_Send(buf, 16, MPI_DOUBLE, 1, k, MPI_COMM_WORLD);
        } else if (rank == 1) {
            MPI_Recv(buf, 16, MPI_DOUBLE, 0, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank == 2) {
            MPI_Recv(buf, 16, MPI_DOUBLE, 3, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            nap_ms(250);
        } else {
            nap_ms(100);
            MPI_Send(buf, 16, MPI_DOUBLE, 2, k, MPI_COMM_WORLD);
            nap_ms(100);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    print_clocks("end");
    MPI_Finalize();
    return 0;
}

/* Hostile names for the HTML report (issue 14): a user region named like a script element and
 * one whose name is not UTF-8, around a late-sender exchange of 4 ranks (rank 0 sleeps 20 ms
 * before each send to rank 1; ranks 2 and 3 exchange at once). The test compiles a copy of
 * this file under a name with quotes and markup, so that call sites name such a file too.
 * Everything runs in a phase whose name holds a `/` and terminal escape sequences (issue 35:
 * it must stay one node of the call-path tree, and reach no terminal raw). */
#define PPW_WEAK
#include "ppw.h"
#include <mpi.h>
#include <time.h>

static void nap(long ms)
{
    struct timespec ts = {0, ms * 1000000L};
    nanosleep(&ts, NULL);
}

int main(int argc, char **argv)
{
    int rank, v = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const char *evil = "<script>document.title='pwned'</script>\"'&";
    const char *bytes = "region-\xff\xfe-latin";
    const char *phase = "I/O phase\x1b]0;pwned\x07\x1b[2J\r\n";
    if (ppw_phase_begin) ppw_phase_begin(phase);
    for (int i = 0; i < 10; i++) {
        if (ppw_region_begin) ppw_region_begin(evil);
        if (rank == 0) {
            nap(20);
            MPI_Send(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
        } else if (rank == 1) {
            MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            int peer = rank == 2 ? 3 : 2;
            MPI_Sendrecv(&rank, 1, MPI_INT, peer, 0, &v, 1, MPI_INT, peer, 0, MPI_COMM_WORLD,
                         MPI_STATUS_IGNORE);
        }
        if (ppw_region_end) ppw_region_end(evil);
        if (ppw_region_begin) ppw_region_begin(bytes);
        MPI_Barrier(MPI_COMM_WORLD);
        if (ppw_region_end) ppw_region_end(bytes);
    }
    if (ppw_phase_end) ppw_phase_end(phase);
    MPI_Finalize();
    return 0;
}

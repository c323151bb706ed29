/* Cause indices of data structures on both sides of a transfer (crates/cli/tests/datastruct.rs,
 * issue 35 item 3). Run with 2 ranks.
 *   - `late`: a static array of 1024 doubles that rank 0 sends with MPI_Ssend to rank 1, which
 *     is 200 ms late to receive it. The send waits for the receiver (Late Receiver): load
 *     imbalance on the sending side, about 0.2 s of waiting, not slow bandwidth.
 *   - `tiny`: a static array of 2 bytes that rank 0 sends 624 times (as LAMMPS's
 *     CommBrick::exchange does); rank 1 receives them all after a barrier, so that no
 *     receive waits. Latency-bound: overhead, not bandwidth.
 *   - `big`: a static array of 1 MiB sent once into a receive posted beforehand: the run's
 *     fast transfer. */
#include <mpi.h>
#include <time.h>

enum { NLATE = 1024, NTINY = 624, NBIG = 1 << 20, LATE_MS = 200 };

static double late[NLATE];
static char tiny[2];
static char big[NBIG];

static void nap_ms(int ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < NLATE; i++) late[i] = i;
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        MPI_Ssend(late, NLATE, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
    } else {
        nap_ms(LATE_MS);
        MPI_Recv(late, NLATE, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }

    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        for (int i = 0; i < NTINY; i++) {
            tiny[0] = (char)i;
            MPI_Send(tiny, 2, MPI_CHAR, 1, 2, MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        for (int i = 0; i < NTINY; i++)
            MPI_Recv(tiny, 2, MPI_CHAR, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }

    MPI_Request req = MPI_REQUEST_NULL;
    if (rank == 1) MPI_Irecv(big, NBIG, MPI_CHAR, 0, 3, MPI_COMM_WORLD, &req);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) MPI_Send(big, NBIG, MPI_CHAR, 1, 3, MPI_COMM_WORLD);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}

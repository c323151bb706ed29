/* The trace of issue 15's comparison with Scalasca: 4 ranks exchange many small messages;
 * every 16th message of rank 1 to rank 0 is sent late (a short busy loop first: Late Sender),
 * and rank 0 receives each pair of messages from ranks 2 and 3 in the opposite order of their
 * sending (rank 3 sends after rank 2 has: Late Sender, Wrong Order). Rank 1 also receives from
 * rank 0 in a ring so that every rank both sends and receives.
 * Usage: smallmsgs ITERATIONS (about 24 events per iteration over the 4 ranks). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static volatile double sink;

static void spin(int n) {
    for (int i = 0; i < n; i++) sink += i * 0.5;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long iters = argc > 1 ? atol(argv[1]) : 100000;
    if (size != 4) {
        if (rank == 0) fprintf(stderr, "smallmsgs needs 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int buf = 0;
    for (long i = 0; i < iters; i++) {
        switch (rank) {
        case 0:
            MPI_Recv(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            /* Wrong order: rank 2 sent first, rank 3 is received first. */
            MPI_Recv(&buf, 1, MPI_INT, 3, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&buf, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&buf, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
            break;
        case 1:
            if (i % 16 == 0) spin(20000);
            MPI_Send(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
            MPI_Recv(&buf, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            break;
        case 2:
            MPI_Send(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
            MPI_Barrier(MPI_COMM_SELF);
            break;
        case 3:
            spin(200);
            MPI_Send(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
            break;
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

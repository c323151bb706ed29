/* A small MPI program with three deliberate bottlenecks, used by scripts/demo.sh:
 *  1. late sender: rank 0 "computes" 30 ms before each send to rank 1, which is already waiting;
 *  2. load imbalance: rank r works (r+1) * 10 ms before a barrier;
 *  3. many small messages: rank 2 sends 300,000 tiny messages to rank 3 one by one (cheap
 *     each on shared memory, but together a few percent of the run), while ranks 0 and 1
 *     sleep, so that the two get the cores of a small machine.
 * Work is sleep-based so that the waits hold on an oversubscribed machine. */
#include <mpi.h>
#include <stdio.h>
#include <time.h>

static void work_ms(int ms) {
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

static void exchange(int rank, int iter) {
    double buf[16] = { iter };
    if (rank == 0) {
        work_ms(30);
        MPI_Send(buf, 16, MPI_DOUBLE, 1, 7, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(buf, 16, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

static void imbalanced_step(int rank) {
    work_ms((rank + 1) * 10);
    MPI_Barrier(MPI_COMM_WORLD);
}

static void halo(int rank) {
    int v = rank;
    if (rank == 2)
        for (int i = 0; i < 300000; i++) MPI_Send(&v, 1, MPI_INT, 3, 1, MPI_COMM_WORLD);
    else if (rank == 3)
        for (int i = 0; i < 300000; i++) MPI_Recv(&v, 1, MPI_INT, 2, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    else
        work_ms(150);
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size < 4) {
        if (rank == 0) fprintf(stderr, "wizard_demo needs 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int iter = 0; iter < 10; iter++) {
        exchange(rank, iter);
        imbalanced_step(rank);
        if (iter == 0) halo(rank);
    }
    double local = rank, sum = 0;
    MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) printf("wizard_demo: done (sum %.0f)\n", sum);
    MPI_Finalize();
    return 0;
}

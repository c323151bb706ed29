/* One-sided counterpart of pingpong.c (issue 11): rank 0 puts 8 bytes into rank 1 and flushes,
 * N times, inside one passive-target epoch (MPI_Win_lock_all ... MPI_Win_unlock_all); rank 1
 * waits in a barrier. 10% warm-up iterations first. Usage: putflush [N] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, n = argc > 1 ? atoi(argv[1]) : 20000;
    double *base, x = 1.0;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(64, 8, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Win_lock_all(0, win);
    if (rank == 0) {
        double t0 = 0;
        for (int i = 0; i < n + n / 10; i++) {
            if (i == n / 10) t0 = MPI_Wtime();
            MPI_Put(&x, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
            MPI_Win_flush(1, win);
        }
        printf("putflush: %d put+flush in %.3f s (%.2f us each)\n", n, MPI_Wtime() - t0,
               (MPI_Wtime() - t0) / n * 1e6);
    }
    MPI_Win_unlock_all(win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}

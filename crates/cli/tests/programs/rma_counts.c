/* One-sided communication with known counts (issue 11): on a window named "counts_win" over
 * MPI_COMM_WORLD (ranks >= 2), every rank r does, to target t = (r + 1) % n:
 *   fence epoch:   PUTS puts of 16 doubles (128 B), then a fence;
 *   lock epoch:    GETS gets of 4 ints (16 B) under an exclusive lock, one flush, unlock;
 *   lock_all:      ACCS accumulates of 2 doubles (16 B), one fetch_and_op (8 B), one
 *                  compare_and_swap (8 B), one Rput of 8 B completed by MPI_Wait, flush_all;
 *   post/start:    rank 0 exposes to rank 1, rank 1 puts 1 int (4 B) into rank 0.
 * A second, unnamed window is created and freed ("win N"). MPI_File_write of 1000 bytes per
 * rank into argv[1] (if given). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PUTS 10
#define GETS 7
#define ACCS 5

int main(int argc, char **argv)
{
    int rank, n;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int t = (rank + 1) % n;
    double *base;
    MPI_Win win;
    MPI_Win_allocate(1024 * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &base,
                     &win);
    MPI_Win_set_name(win, "counts_win");
    double buf[64] = {0};
    int ibuf[16] = {0};

    MPI_Win_fence(0, win);
    for (int i = 0; i < PUTS; i++)
        MPI_Put(buf, 16, MPI_DOUBLE, t, 16 * i, 16, MPI_DOUBLE, win);
    MPI_Win_fence(0, win);

    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, t, 0, win);
    for (int i = 0; i < GETS; i++)
        MPI_Get(ibuf, 4, MPI_INT, t, 0, 4, MPI_INT, win);
    MPI_Win_flush(t, win);
    MPI_Win_unlock(t, win);

    MPI_Win_lock_all(0, win);
    for (int i = 0; i < ACCS; i++)
        MPI_Accumulate(buf, 2, MPI_DOUBLE, t, 200, 2, MPI_DOUBLE, MPI_SUM, win);
    long one = 1, old = 0, cmp = 0;
    MPI_Fetch_and_op(&one, &old, MPI_LONG, t, 300, MPI_SUM, win);
    MPI_Compare_and_swap(&one, &cmp, &old, MPI_LONG, t, 301, win);
    MPI_Request rq;
    MPI_Rput(buf, 1, MPI_DOUBLE, t, 400, 1, MPI_DOUBLE, win, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Win_flush_all(win);
    MPI_Win_unlock_all(win);
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Group world, g;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    if (rank == 0) {
        int peer = 1;
        MPI_Group_incl(world, 1, &peer, &g);
        MPI_Win_post(g, 0, win);
        MPI_Win_wait(win);
        MPI_Group_free(&g);
    } else if (rank == 1) {
        int peer = 0;
        MPI_Group_incl(world, 1, &peer, &g);
        MPI_Win_start(g, 0, win);
        MPI_Put(ibuf, 1, MPI_INT, 0, 500, 1, MPI_INT, win);
        MPI_Win_complete(win);
        MPI_Group_free(&g);
    }
    MPI_Group_free(&world);
    MPI_Win_free(&win);

    MPI_Win w2;
    int local[8];
    MPI_Win_create(local, sizeof local, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w2);
    MPI_Win_fence(0, w2);
    MPI_Win_fence(0, w2);
    MPI_Win_free(&w2);

    if (argc > 1) {
        MPI_File fh;
        char data[1000];
        memset(data, 'x', sizeof data);
        MPI_File_open(MPI_COMM_WORLD, argv[1], MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL,
                      &fh);
        MPI_File_write_at(fh, (MPI_Offset)rank * 1000, data, 1000, MPI_CHAR, MPI_STATUS_IGNORE);
        MPI_File_close(&fh);
    }
    MPI_Finalize();
    return 0;
}

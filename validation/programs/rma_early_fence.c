/* Scalasca's Early Fence (a part of Wait at Fence): `iters` fence epochs on the window
 * "earlyFenceWin". In each epoch rank 0 puts `count` doubles into rank 2 at once and enters
 * the closing MPI_Win_fence `gap_ms` later, together with every rank but rank 1; rank 1
 * computes `late_ms` after that instant, puts `count` doubles into rank 0, computes `tail_ms`
 * more and only then enters the fence. Expected, from the enter times the ranks measured:
 * - Wait at Fence (with its Early Fence part: the cells of both metrics summed) of every
 *   rank: the last fence enter - its own (nominally late_ms + tail_ms per epoch for all
 *   ranks but 1), cause rank 1;
 * - Early Fence on rank 0: rank 1's put start - rank 0's fence enter (nominally late_ms per
 *   epoch, cause rank 1): rank 0 sits in the fence while the transfer into it is still to come;
 * - no Early Fence on rank 2 (the transfer into it started before its fence: its wait is all
 *   Wait at Fence) nor on the ranks nothing is put into (unless a late wake-up of rank 0 moved
 *   its put behind rank 2's fence enter: then that part, as measured).
 * Any number of ranks >= 3 (suite: 3). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    if (pv_size < 3) pv_need_ranks(3);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double gap = pv_dbl("gap_ms", 10), late = pv_dbl("late_ms", 40), tail = pv_dbl("tail_ms", 30),
           period = pv_dbl("period_ms", gap + late + tail + 40);
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    /* Per epoch: this rank's fence enter, and the start of its put (0: none). */
    double fence_t[PV_MAXIT], put_t[PV_MAXIT];
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "earlyFenceWin");
    MPI_Win_fence(0, win); /* opens the first epoch */
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        double f = k * period + gap;
        put_t[k] = 0;
        if (pv_rank == 0) {
            put_t[k] = pv_at(k * period);
            MPI_Put(src, count, MPI_DOUBLE, 2, 0, count, MPI_DOUBLE, win);
            fence_t[k] = pv_at(f);
        } else if (pv_rank == 1) {
            put_t[k] = pv_at(f + late);
            MPI_Put(src, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, win);
            fence_t[k] = pv_at(f + late + tail);
        } else {
            fence_t[k] = pv_at(f);
        }
        MPI_Win_fence(0, win);
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double mine[2 * PV_MAXIT];
    for (int k = 0; k < iters; k++) {
        mine[k] = fence_t[k];
        mine[iters + k] = put_t[k];
    }
    double *all = pv_gather(mine, 2 * iters);
    if (pv_rank == 0) {
        /* Rank r's fence enters: all[r * 2 * iters + k]; puts: all[r * 2 * iters + iters + k]. */
        double total_wait = 0, total_early = 0;
        int n = pv_size;
        double *fences = calloc((size_t)n * iters, sizeof(double));
        for (int r = 0; r < n; r++)
            for (int k = 0; k < iters; k++) fences[r * iters + k] = all[r * 2 * iters + k];
        double tol = 0.005 + 0.0005 * iters;
        for (int r = 0; r < n; r++) {
            double wait = pv_wait_latest(fences, iters, r, NULL, 0), early = 0;
            /* The transfer into r: rank 1's into 0, rank 0's into 2. */
            int origin = r == 0 ? 1 : r == 2 ? 0 : -1;
            for (int k = 0; origin >= 0 && k < iters; k++) {
                double latest = -1e300;
                for (int m = 0; m < n; m++)
                    if (fences[m * iters + k] > latest) latest = fences[m * iters + k];
                double put = all[origin * 2 * iters + iters + k], enter = fences[r * iters + k];
                /* Only a fence that waits, and a put that starts inside it (it ends when the
                 * last rank has entered). */
                if (latest > enter && put > enter && put <= latest) early += (put - enter) / 1e3;
            }
            total_wait += wait;
            total_early += early;
            pv_expect_sum("[\"rma_wait_at_fence\", \"rma_early_fence\"]", r, "main/MPI_Win_fence",
                          wait, 0.1, tol);
            pv_expect_sum("[\"rma_early_fence\"]", r, "main/MPI_Win_fence", early, 0.1, tol);
        }
        pv_expect_full("rma_wait_at_fence", -1, "main/MPI_Win_fence", total_wait, 0.1, -1,
                       (n - 1) * tol, 1, (n - 1) * iters * (late + tail) / 1e3);
        pv_expect_full("rma_early_fence", 0, "main/MPI_Win_fence", total_early, 0.1, -1, tol, 1,
                       iters * late / 1e3);
        pv_say("PPW_EXPECT_WINDOW {\"window\": \"earlyFenceWin\", \"rank\": 0, \"puts\": %d, "
               "\"put_bytes\": %d, \"active_sync_calls\": %d}",
               iters, iters * count * 8, iters + 1);
        free(fences);
    }
    free(mem);
    free(src);
    return pv_finish();
}

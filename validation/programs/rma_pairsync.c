/* Scalasca's pair-wise one-sided synchronization counts (rma_pairsync_count and its part
 * rma_pairsync_unneeded) on the window "pairWin": every rank puts `count` doubles into its
 * right neighbour, and rank 0 also into its left neighbour, in
 * - `fences` fence epochs (fences + 1 calls of MPI_Win_fence: the first opens the first
 *   epoch, the others each close one), then
 * - `epochs` general active target epochs in which every rank exposes its member to all
 *   others and accesses all others (MPI_Win_post and MPI_Win_start with the group of all
 *   other ranks, the puts, MPI_Win_complete, MPI_Win_wait).
 * Expected, exactly, per rank r and call path (ppw counts the other processes a closing
 * synchronization synchronizes with, never the rank itself):
 * - MPI_Win_fence: (fences + 1) x (size - 1) pair-wise synchronizations, of which unneeded
 *   the size - 1 of the first fence (it closes no epoch) and, per closing fence, the members
 *   that put nothing into r: size - 1 - (origins of r);
 * - MPI_Win_complete: epochs x (size - 1), unneeded epochs x (size - 1 - targets of r);
 * - MPI_Win_wait: epochs x (size - 1), unneeded epochs x (size - 1 - origins of r);
 * - none at MPI_Win_post / MPI_Win_start (they close nothing).
 * The cube cells are exclusive: the count metric's own cell holds the needed ones, so the
 * total is the sum of both metrics' cells. Any number of ranks >= 3 (suite: 4). */
#include "pv.h"

/* Does rank o put into rank t in every epoch? */
static int puts_into(int o, int t) {
    if (o == t) return 0;
    return t == (o + 1) % pv_size || (o == 0 && t == pv_size - 1);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    if (pv_size < 3) pv_need_ranks(3);
    int fences = pv_int("fences", 4), epochs = pv_int("epochs", 3), count = pv_int("count", 4);
    int n = pv_size;
    double *mem = calloc((size_t)count * n, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    MPI_Group world, others;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * n * sizeof(double), sizeof(double), MPI_INFO_NULL,
                   MPI_COMM_WORLD, &win);
    MPI_Win_set_name(win, "pairWin");
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    int me[1] = {pv_rank};
    MPI_Group_excl(world, 1, me, &others);
    pv_region_end("pv_setup");

    /* Each put lands in the target's slot for this origin. */
#define PUTS()                                                                                  \
    for (int t = 0; t < n; t++)                                                                 \
        if (puts_into(pv_rank, t))                                                              \
            MPI_Put(src, count, MPI_DOUBLE, t, count * pv_rank, count, MPI_DOUBLE, win);

    pv_at(0);
    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    for (int k = 0; k < fences; k++) {
        PUTS();
        MPI_Win_fence(k == fences - 1 ? MPI_MODE_NOSUCCEED : 0, win);
    }
    for (int k = 0; k < epochs; k++) {
        MPI_Win_post(others, 0, win);
        MPI_Win_start(others, 0, win);
        PUTS();
        MPI_Win_complete(win);
        MPI_Win_wait(win);
    }
    pv_region_begin("pv_epilogue");
    MPI_Group_free(&others);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    if (pv_rank == 0) {
        const char *all = "[\"rma_pairsync_count\", \"rma_pairsync_unneeded\"]",
                   *unneeded = "[\"rma_pairsync_unneeded\"]";
        for (int r = 0; r < n; r++) {
            int origins = 0, targets = 0, puts = 0;
            for (int o = 0; o < n; o++) origins += puts_into(o, r);
            for (int t = 0; t < n; t++) targets += puts_into(r, t);
            puts = targets * (fences + epochs);
            pv_expect_sum(all, r, "main/MPI_Win_fence", (fences + 1) * (n - 1), 0, 0);
            pv_expect_sum(unneeded, r, "main/MPI_Win_fence",
                          (n - 1) + fences * (n - 1 - origins), 0, 0);
            pv_expect_sum(all, r, "main/MPI_Win_complete", epochs * (n - 1), 0, 0);
            pv_expect_sum(unneeded, r, "main/MPI_Win_complete", epochs * (n - 1 - targets), 0, 0);
            pv_expect_sum(all, r, "main/MPI_Win_wait", epochs * (n - 1), 0, 0);
            pv_expect_sum(unneeded, r, "main/MPI_Win_wait", epochs * (n - 1 - origins), 0, 0);
            pv_expect_sum(all, r, "main/MPI_Win_post", 0, 0, 0);
            pv_expect_sum(all, r, "main/MPI_Win_start", 0, 0, 0);
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"pairWin\", \"rank\": %d, \"puts\": %d, "
                   "\"put_bytes\": %d, \"active_sync_calls\": %d}",
                   r, puts, puts * count * 8, fences + 1 + 4 * epochs);
        }
    }
    free(mem);
    free(src);
    return pv_finish();
}

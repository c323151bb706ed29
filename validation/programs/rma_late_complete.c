/* Scalasca's Early Wait and its part Late Complete: `iters` general active target epochs on
 * the window "lateCompleteWin". Rank 0 exposes its member to all other ranks (MPI_Win_post,
 * then at once MPI_Win_wait); every other rank opens an access epoch to rank 0 on time
 * (MPI_Win_start). Rank 1 computes `put_ms`, puts `count` doubles, computes `late_ms` more
 * inside the epoch and only then calls MPI_Win_complete; the other origins put and complete at
 * once. Expected, from the times the ranks measured:
 * - Early Wait on rank 0 (with its Late Complete part: the cells of both metrics summed):
 *   the last MPI_Win_complete enter - the MPI_Win_wait enter (nominally put_ms + late_ms per
 *   epoch), cause rank 1;
 * - Late Complete on rank 0: that complete enter - the later of the last put's start into
 *   rank 0 and the wait enter (nominally late_ms per epoch: the data was there, the epoch
 *   closed late), cause rank 1;
 * - no Early Wait or Late Complete on the origins.
 * Any number of ranks >= 2 (suite: 3). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    if (pv_size < 2) pv_need_ranks(2);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double put_ms = pv_dbl("put_ms", 20), late = pv_dbl("late_ms", 40),
           period = pv_dbl("period_ms", put_ms + late + 40);
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    /* Per epoch: rank 0's wait enter; an origin's put start and complete enter. */
    double wait_t[PV_MAXIT], put_t[PV_MAXIT], done_t[PV_MAXIT];
    double *mem = calloc(count * pv_size, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    MPI_Group world, peers;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * pv_size * sizeof(double), sizeof(double), MPI_INFO_NULL,
                   MPI_COMM_WORLD, &win);
    MPI_Win_set_name(win, "lateCompleteWin");
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    int zero[1] = {0};
    if (pv_rank == 0)
        MPI_Group_excl(world, 1, zero, &peers);
    else
        MPI_Group_incl(world, 1, zero, &peers);
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        wait_t[k] = put_t[k] = done_t[k] = 0;
        pv_at(k * period);
        if (pv_rank == 0) {
            MPI_Win_post(peers, 0, win);
            wait_t[k] = pv_ms();
            MPI_Win_wait(win);
        } else {
            MPI_Win_start(peers, 0, win);
            put_t[k] = pv_rank == 1 ? pv_at(k * period + put_ms) : pv_ms();
            MPI_Put(src, count, MPI_DOUBLE, 0, count * pv_rank, count, MPI_DOUBLE, win);
            done_t[k] = pv_rank == 1 ? pv_at(k * period + put_ms + late) : pv_ms();
            MPI_Win_complete(win);
        }
    }
    pv_region_begin("pv_epilogue");
    MPI_Group_free(&peers);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double mine[3 * PV_MAXIT];
    for (int k = 0; k < iters; k++) {
        mine[k] = wait_t[k];
        mine[iters + k] = put_t[k];
        mine[2 * iters + k] = done_t[k];
    }
    double *all = pv_gather(mine, 3 * iters);
    if (pv_rank == 0) {
        double early = 0, late_c = 0;
        for (int k = 0; k < iters; k++) {
            double last_put = 0, last_done = 0, w = all[k];
            for (int r = 1; r < pv_size; r++) {
                double p = all[r * 3 * iters + iters + k], d = all[r * 3 * iters + 2 * iters + k];
                if (p > last_put) last_put = p;
                if (d > last_done) last_done = d;
            }
            if (last_done > w) {
                early += (last_done - w) / 1e3;
                double from = last_put > w ? last_put : w;
                if (last_done > from) late_c += (last_done - from) / 1e3;
            }
        }
        double tol = 0.005 + 0.0005 * iters;
        pv_expect_sum("[\"rma_early_wait\", \"rma_late_complete\"]", 0, "main/MPI_Win_wait", early,
                      0.1, tol);
        pv_expect_sum("[\"rma_late_complete\"]", 0, "main/MPI_Win_wait", late_c, 0.1, tol);
        pv_expect_full("rma_early_wait", 0, "main/MPI_Win_wait", early, 0.1, -1, tol, 1,
                       iters * (put_ms + late) / 1e3);
        pv_expect_full("rma_late_complete", 0, "main/MPI_Win_wait", late_c, 0.1, -1, tol, 1,
                       iters * late / 1e3);
        for (int r = 1; r < pv_size; r++)
            pv_expect_sum("[\"rma_early_wait\", \"rma_late_complete\"]", r, "", 0, 0, 0);
        pv_say("PPW_EXPECT_WINDOW {\"window\": \"lateCompleteWin\", \"rank\": 1, \"puts\": %d, "
               "\"put_bytes\": %d, \"active_sync_calls\": %d}",
               iters, iters * count * 8, 2 * iters);
    }
    free(mem);
    free(src);
    return pv_finish();
}

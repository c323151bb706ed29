/* PPerfMark winScpwSync (seed 004, Table 3) and Scalasca's Late Post: general active target
 * synchronization on the window "pscwWin". Rank 0 exposes its member to all other ranks
 * (MPI_Win_post ... MPI_Win_wait); every other rank opens an access epoch to rank 0
 * (MPI_Win_start, one MPI_Put of `count` doubles, MPI_Win_complete) on time, while rank 0
 * computes (waste_time) `delay_ms` before posting. Expected: every origin waits for the post
 * from its MPI_Win_start enter, whether the MPI library blocks in start, in the put or in
 * complete (rma_late_post + rma_comm_late_post, any call path: nominal iters * delay_ms per
 * origin, expected from the measured enter times); rank 0 cpu_bound in waste_time; the puts
 * counted on the window. Compile with -finstrument-functions. Any number of ranks >= 2
 * (suite: 4). */
#include "pv.h"

__attribute__((noinline)) void waste_time(double ms) { pv_spin_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    double *mem = calloc(count * pv_size, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    MPI_Group world, peers;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * pv_size * sizeof(double), sizeof(double), MPI_INFO_NULL,
                   MPI_COMM_WORLD, &win);
    MPI_Win_set_name(win, "pscwWin");
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    if (pv_rank == 0) {
        int excl[1] = {0};
        MPI_Group_excl(world, 1, excl, &peers);
    } else {
        int incl[1] = {0};
        MPI_Group_incl(world, 1, incl, &peers);
    }
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period);
        if (pv_rank == 0) {
            waste_time(delay);
            t[k] = pv_ms();
            MPI_Win_post(peers, 0, win);
            MPI_Win_wait(win);
        } else {
            MPI_Win_start(peers, 0, win);
            MPI_Put(src, count, MPI_DOUBLE, 0, count * pv_rank, count, MPI_DOUBLE, win);
            MPI_Win_complete(win);
        }
    }
    pv_region_begin("pv_epilogue");
    MPI_Group_free(&peers);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        for (int r = 1; r < pv_size; r++) {
            double w = pv_lag(all, all + r * iters, iters);
            pv_say("PPW_EXPECT_SEVERITY {\"metrics\": [\"rma_late_post\", \"rma_comm_late_post\"], "
                   "\"rank\": %d, \"callpath_any\": true, \"seconds\": %.6f, \"rel_tol\": 0.05, "
                   "\"abs_tol\": %.4f}",
                   r, w, pv_abs_tol(iters));
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"pscwWin\", \"rank\": %d, \"puts\": %d, "
                   "\"put_bytes\": %d}",
                   r, iters, iters * count * 8);
        }
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": 0, \"callpath\": "
               "\"main/main/waste_time\", \"min_seconds\": %.6f}",
               0.8 * iters * delay / 1e3);
    }
    free(mem);
    free(src);
    return pv_finish();
}

/* PPerfMark winFenceSync (seed 004, Table 3) and Scalasca's Wait at Fence: every rank puts
 * `count` doubles into the next rank's member of the window "fenceWin" in each fence epoch;
 * rank 0 computes (waste_time, spinning) `delay_ms` before each fence, so every other rank
 * waits in MPI_Win_fence for it. A last fence, entered on time by all, closes the last epoch.
 * Expected: rma_wait_at_fence at main/MPI_Win_fence of (size - 1) * iters * delay_ms summed
 * over ranks (nominal; expected: from the measured enter times; per rank the cells of Wait at
 * Fence and of its part Early Fence summed), none on rank 0, cause rank 0;
 * rank 0 cpu_bound in waste_time; the puts counted on the window. Compile with
 * -finstrument-functions. Any number of ranks >= 2 (suite: 4). */
#include "pv.h"

__attribute__((noinline)) void waste_time(double ms) { pv_spin_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    double t[PV_MAXIT + 1];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "fenceWin");
    pv_region_end("pv_setup");

    for (int k = 0; k <= iters; k++) {
        t[k] = pv_at(k * period);
        if (pv_rank == 0 && k < iters) {
            waste_time(delay);
            t[k] = pv_ms();
        }
        MPI_Win_fence(0, win);
        if (k < iters) MPI_Put(src, count, MPI_DOUBLE, (pv_rank + 1) % pv_size, 0, count,
                               MPI_DOUBLE, win);
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double *all = pv_gather(t, iters + 1);
    if (pv_rank == 0) {
        /* The whole Wait at Fence: its cell and that of its part Early Fence (cells are
         * exclusive; a put that a late wake-up delays past its target's next fence enter makes
         * part of that wait an Early Fence). */
        const char *wait = "[\"rma_wait_at_fence\", \"rma_early_fence\"]";
        double total = 0;
        for (int r = 1; r < pv_size; r++) {
            double w = pv_wait_latest(all, iters + 1, r, NULL, 0);
            total += w;
            pv_expect_sum(wait, r, "*MPI_Win_fence", w, 0.05, pv_abs_tol(iters + 1));
        }
        /* Rank 0 waits only where the others woke up late (the closing fence). */
        pv_expect_sum(wait, 0, "*MPI_Win_fence", pv_wait_latest(all, iters + 1, 0, NULL, 0), 0.05,
                      pv_abs_tol(iters + 1));
        pv_expect("rma_wait_at_fence", -1, "*MPI_Win_fence", total,
                  (pv_size - 1) * (iters + 1), 0, (pv_size - 1) * iters * delay / 1e3);
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": 0, \"callpath\": "
               "\"main/main/waste_time\", \"min_seconds\": %.6f}",
               0.8 * iters * delay / 1e3);
        for (int r = 0; r < pv_size; r++)
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"fenceWin\", \"rank\": %d, \"puts\": %d, "
                   "\"put_bytes\": %d}",
                   r, iters, iters * count * 8);
    }
    free(mem);
    free(src);
    return pv_finish();
}

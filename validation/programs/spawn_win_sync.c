/* PPerfMark spawnWinSync (seed 004, Table 3): the parents spawn one child each, merge the
 * inter-communicator into an intra-communicator and create the window "ParentChildWin" over
 * it; in each of `iters` fence epochs every parent puts `count` doubles into its child, and the
 * parents compute (parentFunction) `delay_ms` before each fence, so the children wait in
 * MPI_Win_fence. Then `iters` PSCW epochs on the same window: each child posts to its
 * parent, each parent computes `delay_ms`, starts, puts and completes, so the children wait in
 * MPI_Win_wait (the post and start groups span both worlds). Expected: the children's
 * rma_wait_at_fence (nominally (iters + 1) x delay_ms each) and rma_early_wait (nominally
 * iters x delay_ms each), from the enter times all processes measured on the node's shared
 * clock and gathered over the merged communicator (the children run on no schedule: the
 * parent starts computing when its complete returns, the child posts again when its wait
 * returns, milliseconds later on a loaded machine, which shortens the next Early Wait);
 * the parents cpu_bound in parentFunction; 2 x iters puts per parent counted on the named
 * window. Compile with -finstrument-functions. Open MPI only (see spawn_count.c). Suite: 2
 * parent ranks. */
#include "pv.h"

__attribute__((noinline)) void parentFunction(double ms) { pv_spin_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm parent, inter, all;
    MPI_Comm_get_parent(&parent);
    int iters = 5, count = 8, is_child = parent != MPI_COMM_NULL;
    double delay = 40;
    if (is_child) {
        MPI_Intercomm_merge(parent, 1, &all);
    } else {
        pv_start(argc, argv, 50);
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, pv_size, MPI_INFO_NULL, 0, MPI_COMM_WORLD,
                       &inter, MPI_ERRCODES_IGNORE);
        MPI_Intercomm_merge(inter, 0, &all);
    }
    int me, n;
    MPI_Comm_rank(all, &me);
    MPI_Comm_size(all, &n);
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, all, &win);
    MPI_Win_set_name(win, "ParentChildWin");
    /* Enter times (ms on the node's CLOCK_MONOTONIC, which parents and children share): of
     * each fence, and of the children's MPI_Win_wait / the parents' MPI_Win_complete. */
    double t[2 * PV_MAXIT + 1];
    for (int k = 0; k <= iters; k++) {
        if (!is_child) parentFunction(delay);
        t[k] = pv_now_ns() / 1e6;
        MPI_Win_fence(k == iters ? MPI_MODE_NOSUCCEED : 0, win);
        if (!is_child && k < iters)
            MPI_Put(src, count, MPI_DOUBLE, me + n / 2, 0, count, MPI_DOUBLE, win);
    }
    /* PSCW: parent p and child p + n/2 form each pair. */
    MPI_Group wg, peer;
    int other = is_child ? me - n / 2 : me + n / 2;
    MPI_Win_get_group(win, &wg);
    MPI_Group_incl(wg, 1, &other, &peer);
    for (int k = 0; k < iters; k++) {
        if (is_child) {
            MPI_Win_post(peer, 0, win);
            t[iters + 1 + k] = pv_now_ns() / 1e6;
            MPI_Win_wait(win);
        } else {
            parentFunction(delay);
            MPI_Win_start(peer, 0, win);
            MPI_Put(src, count, MPI_DOUBLE, other, 0, count, MPI_DOUBLE, win);
            t[iters + 1 + k] = pv_now_ns() / 1e6;
            MPI_Win_complete(win);
        }
    }
    MPI_Group_free(&peer);
    MPI_Group_free(&wg);
    MPI_Win_free(&win);
    /* Everybody's times to the first parent (rank 0 of the merged communicator). */
    int per = 2 * iters + 1;
    double *times = me == 0 ? calloc((size_t)n * per, sizeof(double)) : NULL;
    pv_region_begin("pv_epilogue");
    MPI_Gather(t, per, MPI_DOUBLE, times, per, MPI_DOUBLE, 0, all);
    pv_region_end("pv_epilogue");
    MPI_Comm_free(&all);
    free(mem);
    free(src);
    if (is_child) {
        MPI_Comm_disconnect(&parent);
        MPI_Finalize();
        return 0;
    }
    MPI_Comm_disconnect(&inter);
    if (pv_rank == 0) {
        for (int c = 0; c < pv_size; c++) {
            /* Child c (merged rank n/2 + c, experiment rank pv_size + c): its waits in the
             * fences for the last member, and in MPI_Win_wait for its parent's complete, from
             * the measured enter times. The whole waits: cells are exclusive of their parts
             * (Early Fence, Late Complete), which a late put or complete can make non-zero. */
            const double *ct = times + (n / 2 + c) * per, *pt = times + c * per;
            double fence = 0, early = 0;
            for (int k = 0; k <= iters; k++) {
                double latest = ct[k];
                for (int m = 0; m < n; m++)
                    if (times[m * per + k] > latest) latest = times[m * per + k];
                fence += (latest - ct[k]) / 1e3;
            }
            for (int k = 0; k < iters; k++)
                if (pt[iters + 1 + k] > ct[iters + 1 + k])
                    early += (pt[iters + 1 + k] - ct[iters + 1 + k]) / 1e3;
            pv_expect_sum("[\"rma_wait_at_fence\", \"rma_early_fence\"]", pv_size + c,
                          "*MPI_Win_fence", fence, 0.1, 0.01);
            pv_expect_sum("[\"rma_early_wait\", \"rma_late_complete\"]", pv_size + c,
                          "*MPI_Win_wait", early, 0.1, 0.01);
            pv_say("PPW_INFO {\"child\": %d, \"nominal_wait_at_fence\": %.4f, "
                   "\"nominal_early_wait\": %.4f}",
                   pv_size + c, (iters + 1) * delay / 1e3, iters * delay / 1e3);
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"ParentChildWin\", \"rank\": %d, \"puts\": "
                   "%d, \"put_bytes\": %d}",
                   c, 2 * iters, 2 * iters * count * 8);
        }
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": null, \"callpath_suffix\": "
               "\"parentFunction\", \"min_seconds\": %.6f}",
               0.8 * pv_size * (2 * iters + 1) * delay / 1e3);
    }
    free(times);
    return pv_finish();
}

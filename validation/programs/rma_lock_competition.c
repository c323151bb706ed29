/* Scalasca's Lock Competition: ranks 1 and 2 lock rank 0's member of the window "lockWin"
 * exclusively. Rank 1 locks on time, puts, flushes (so that the lock is really held: MPI
 * libraries may acquire a lock lazily, at the first flush or at the unlock), holds it
 * `hold_ms` and unlocks; rank 2 asks for the same lock `ask_ms` later, puts and unlocks, and
 * cannot have it before rank 1 releases it. Rank 0 waits in MPI_Barrier meanwhile (inside MPI,
 * so that passive-target requests to it progress). Expected: rank 2 waits from the call of its
 * epoch that was running when rank 1 released the lock (the lock call, the put or the unlock,
 * depending on the library) until that release (ppw records it at the enter of rank 1's
 * MPI_Win_unlock, the earliest it can happen): rma_lock_competition +
 * rma_comm_lock_competition of iters * (hold_ms - ask_ms) nominally, expected from the
 * measured times; rank 1 waits for no lock. Exactly 3 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    pv_need_ranks(3);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double hold = pv_dbl("hold_ms", 50), ask = pv_dbl("ask_ms", 10),
           period = pv_dbl("period_ms", hold + 50);
    double t[PV_MAXIT], rel[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "lockWin");
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        t[k] = rel[k] = 0;
        if (pv_rank == 1) {
            pv_at(k * period);
            MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
            MPI_Put(src, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, win);
            MPI_Win_flush(0, win);
            rel[k] = pv_at(k * period + hold); /* the release starts here */
            MPI_Win_unlock(0, win);
        } else if (pv_rank == 2) {
            t[k] = pv_at(k * period + ask);
            MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
            MPI_Put(src, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, win);
            MPI_Win_unlock(0, win);
        } else {
            pv_at(k * period);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double mine[2 * PV_MAXIT];
    for (int k = 0; k < iters; k++) {
        mine[k] = t[k];
        mine[iters + k] = rel[k];
    }
    double *all = pv_gather(mine, 2 * iters);
    if (pv_rank == 0) {
        /* rank 2 asks at t (rank 2's row), rank 1 releases at most at rel (rank 1's row). */
        double w = 0;
        for (int k = 0; k < iters; k++) {
            double release = all[2 * iters + iters + k], asked = all[4 * iters + k];
            if (release > asked) w += (release - asked) / 1e3;
        }
        pv_say("PPW_EXPECT_SEVERITY {\"metrics\": [\"rma_lock_competition\", "
               "\"rma_comm_lock_competition\"], \"rank\": 2, \"callpath_any\": true, "
               "\"seconds\": %.6f, \"rel_tol\": 0.1, \"abs_tol\": %.4f}",
               w, 0.002 + 0.002 * iters);
        pv_say("PPW_EXPECT_SEVERITY {\"metrics\": [\"rma_lock_competition\", "
               "\"rma_comm_lock_competition\"], \"rank\": 1, \"callpath_any\": true, "
               "\"seconds\": 0, \"abs_tol\": %.4f}",
               0.002 + 0.001 * iters);
        for (int r = 1; r <= 2; r++)
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"lockWin\", \"rank\": %d, \"puts\": %d, "
                   "\"put_bytes\": %d}",
                   r, iters, iters * count * 8);
    }
    free(mem);
    free(src);
    return pv_finish();
}

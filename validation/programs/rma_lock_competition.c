/* Scalasca's Lock Competition: ranks 1 and 2 lock rank 0's member of the window "lockWin"
 * exclusively. Rank 1 locks on time, puts, flushes (so that the lock is really held: MPI
 * libraries may acquire a lock lazily, at the first flush or at the unlock), holds it
 * `hold_ms` and unlocks; rank 2 asks for the same lock `ask_ms` later, puts, flushes and
 * unlocks, and cannot have it before rank 1 releases it. (On a loaded machine rank 2 can be
 * first; the expectation follows the order the ranks measured.) Rank 0 waits in MPI_Barrier meanwhile (inside MPI,
 * so that passive-target requests to it progress). Expected: rank 2 waits from the call of its
 * epoch that was running when rank 1 released the lock (the lock call, the put or the unlock,
 * depending on the library) until that release (ppw records it at the enter of rank 1's
 * MPI_Win_unlock, the earliest it can happen): rma_lock_competition +
 * rma_comm_lock_competition of iters * (hold_ms - ask_ms) nominally, expected from the
 * measured times; rank 1 waits for no lock unless it came second. Exactly 3 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    pv_need_ranks(3);
    int iters = pv_int("iters", 5), count = pv_int("count", 8);
    double hold = pv_dbl("hold_ms", 50), ask = pv_dbl("ask_ms", 10),
           period = pv_dbl("period_ms", hold + 50);
    /* Per iteration and rank: lock-call enter (asked), lock-call return (acquired: both MPIs
     * here acquire in MPI_Win_lock once a put follows), unlock enter (released). */
    double ask_t[PV_MAXIT], acq_t[PV_MAXIT], rel_t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double));
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "lockWin");
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        ask_t[k] = acq_t[k] = rel_t[k] = 0;
        if (pv_rank == 1 || pv_rank == 2) {
            ask_t[k] = pv_at(k * period + (pv_rank == 2 ? ask : 0));
            MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
            MPI_Put(src, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, win);
            MPI_Win_flush(0, win);
            acq_t[k] = pv_ms();
            /* Rank 1 holds the lock until `hold`, rank 2 releases it at once. */
            rel_t[k] = pv_rank == 1 ? pv_at(k * period + hold) : pv_ms();
            MPI_Win_unlock(0, win);
        } else {
            pv_at(k * period);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double mine[3 * PV_MAXIT];
    for (int k = 0; k < iters; k++) {
        mine[k] = ask_t[k];
        mine[iters + k] = acq_t[k];
        mine[2 * iters + k] = rel_t[k];
    }
    double *all = pv_gather(mine, 3 * iters);
    if (pv_rank == 0) {
        /* Whoever acquired first held the lock; the other waited from its lock call's enter
         * until that holder's release (on a loaded machine rank 2 may come first). */
        double w[3] = {0, 0, 0};
        for (int k = 0; k < iters; k++) {
            double *a = all + 3 * iters, *b = all + 6 * iters; /* rank 1's and rank 2's rows */
            int first = a[iters + k] <= b[iters + k] ? 1 : 2;
            double *h = first == 1 ? a : b, *o = first == 1 ? b : a;
            double until = h[2 * iters + k], asked = o[k];
            if (until > asked) w[first == 1 ? 2 : 1] += (until - asked) / 1e3;
        }
        for (int r = 1; r <= 2; r++)
            pv_say("PPW_EXPECT_SEVERITY {\"metrics\": [\"rma_lock_competition\", "
                   "\"rma_comm_lock_competition\"], \"rank\": %d, \"callpath_any\": true, "
                   "\"seconds\": %.6f, \"rel_tol\": 0.1, \"abs_tol\": %.4f}",
                   r, w[r], 0.002 + 0.002 * iters);
        pv_say("PPW_INFO {\"nominal_lock_competition_rank2\": %.4f}",
               iters * (hold - ask) / 1e3);
        for (int r = 1; r <= 2; r++)
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"lockWin\", \"rank\": %d, \"puts\": %d, "
                   "\"put_bytes\": %d}",
                   r, iters, iters * count * 8);
    }
    free(mem);
    free(src);
    return pv_finish();
}

/* Wait for Progress (seed 003, Section 4), in synchronization and in transfers: in each of
 * `iters` rounds rank 0 computes `busy_ms` outside MPI (sleeping) and then enters
 * MPI_Barrier; meanwhile origin r (every other rank) opens a passive-target epoch on rank 0's
 * member of the window "progressWin" `ask_ms` x r after the round began (MPI_Win_lock,
 * shared, so that the origins do not wait for each other), reads `count` doubles (MPI_Get),
 * adds `count` doubles (MPI_Accumulate, MPI_SUM), and closes it (MPI_Win_unlock), then
 * enters the barrier. Gets,
 * accumulates and the lock protocol of a window from MPI_Win_create may need the target's MPI
 * library to take part, and then the epoch's call that is running when rank 0 enters MPI
 * again waits for it. Where depends on the library and its settings; on this machine:
 * MPICH (ch4:ucx) waits in MPI_Win_lock, Open MPI's osc/pt2pt in MPI_Win_unlock, Open MPI's
 * osc/rdma without network atomics for accumulates (osc_rdma_acc_use_amo=0) in
 * MPI_Accumulate, and the default osc/rdma (vader BTL with CMA and atomics) nowhere: it
 * serves all of it without the target. Expected, from the enter and exit times the ranks
 * measured: every call of the epoch that started while rank 0 was outside MPI and ended
 * after rank 0's barrier enter waited from its enter until then: lock / unlock calls in
 * rma_wait_for_progress, get / accumulate calls in rma_comm_wait_for_progress, cause rank 0,
 * one finding per call path where the waits landed; nothing on rank 0. And, so that a
 * library that stopped needing the target cannot pass unnoticed, the metric that `in`
 * names (sync: rma_wait_for_progress, comm: rma_comm_wait_for_progress, any: both summed)
 * holds at least half of the nominal wait, busy_ms - r x ask_ms per round on origin r.
 * Rank 0 reads its clock after the barrier returns, ppw before: with more ranks than cores
 * (MPICH polls while it waits) rank 0 can lose the CPU in between, and a call that started in
 * that gap waited for progress in the trace but not by rank 0's clock. Such a call (started
 * after every rank had entered the previous barrier, before rank 0 read its clock) may count
 * or not: half of its wait is added to the expectation and half to the tolerance.
 * Any number of ranks >= 2 with (size - 1) x ask_ms < busy_ms (suite: 3). */
#include "pv.h"

/* The calls of an origin's epoch, in order. */
enum { LOCK, GET, ACC, UNLOCK, NCALLS };
static const char *call_path[NCALLS] = {"main/MPI_Win_lock", "main/MPI_Get",
                                        "main/MPI_Accumulate", "main/MPI_Win_unlock"};

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    if (pv_size < 2) pv_need_ranks(2);
    int iters = pv_int("iters", 4), count = pv_int("count", 8);
    double busy = pv_dbl("busy_ms", 90), ask = pv_dbl("ask_ms", 20),
           period = pv_dbl("period_ms", busy + 60);
    const char *in = pv_arg("in") ? pv_arg("in") : "any";
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    /* Per round: rank 0's barrier enter and when it last left MPI before; an origin's enter
     * and exit of each call of its epoch. */
    double t[PV_MAXIT][2 * NCALLS];
    memset(t, 0, sizeof t);
    double *mem = calloc(count, sizeof(double)), *src = calloc(count, sizeof(double)),
           *dst = calloc(count, sizeof(double));
    MPI_Win win;
    pv_region_begin("pv_setup");
    MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "progressWin");
    MPI_Barrier(MPI_COMM_WORLD);
    pv_region_end("pv_setup");
    double left_mpi = pv_ms(); /* rank 0: when it last left MPI */

    for (int k = 0; k < iters; k++) {
        double *m = t[k];
        if (pv_rank == 0) {
            m[1] = left_mpi;
            pv_at(k * period + busy); /* computing, outside MPI */
            m[0] = pv_ms();
        } else {
            m[2 * LOCK] = pv_at(k * period + ask * pv_rank);
            MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
            m[2 * LOCK + 1] = m[2 * GET] = pv_ms();
            MPI_Get(dst, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, win);
            m[2 * GET + 1] = m[2 * ACC] = pv_ms();
            MPI_Accumulate(src, count, MPI_DOUBLE, 0, 0, count, MPI_DOUBLE, MPI_SUM, win);
            m[2 * ACC + 1] = m[2 * UNLOCK] = pv_ms();
            MPI_Win_unlock(0, win);
            m[2 * UNLOCK + 1] = pv_ms();
        }
        MPI_Barrier(MPI_COMM_WORLD);
        left_mpi = pv_ms();
    }
    pv_region_begin("pv_epilogue");
    MPI_Win_free(&win);
    pv_region_end("pv_epilogue");

    double *all = pv_gather(&t[0][0], PV_MAXIT * 2 * NCALLS);
    if (pv_rank == 0) {
        const int n = 2 * NCALLS, stride = PV_MAXIT * n;
        double per_call[NCALLS] = {0}, amb_call[NCALLS] = {0}, tol = 0.005 + 0.0005 * iters,
               nominal_all = 0;
        const char *sync = "[\"rma_wait_for_progress\"]",
                   *comm = "[\"rma_comm_wait_for_progress\"]",
                   *both = "[\"rma_wait_for_progress\", \"rma_comm_wait_for_progress\"]";
        for (int r = 1; r < pv_size; r++) {
            double in_sync = 0, in_comm = 0, amb_sync = 0, amb_comm = 0,
                   nominal = iters * (busy - ask * r) / 1e3;
            for (int k = 0; k < iters; k++) {
                double enter0 = all[k * n], left0 = all[k * n + 1];
                /* When the previous barrier can have completed at the earliest: every rank
                 * had entered it (an origin right after its unlock). */
                double gap = left0;
                if (k > 0) {
                    gap = all[(k - 1) * n];
                    for (int q = 1; q < pv_size; q++) {
                        double in_barrier = all[q * stride + (k - 1) * n + 2 * UNLOCK + 1];
                        if (in_barrier > gap) gap = in_barrier;
                    }
                    if (gap > left0) gap = left0;
                }
                const double *m = all + r * stride + k * n;
                for (int c = 0; c < NCALLS; c++) {
                    double a = m[2 * c], b = m[2 * c + 1];
                    if (!(a < enter0 && b > enter0)) continue;
                    double w = (enter0 - a) / 1e3;
                    int in_sync_call = c == LOCK || c == UNLOCK;
                    /* Started while rank 0 was outside MPI, still running when it entered:
                     * one call per epoch at most (the calls are consecutive). */
                    if (a > left0) {
                        per_call[c] += w;
                        *(in_sync_call ? &in_sync : &in_comm) += w;
                    } else if (a > gap) {
                        amb_call[c] += w;
                        *(in_sync_call ? &amb_sync : &amb_comm) += w;
                    }
                }
            }
            nominal_all += nominal;
            pv_expect_sum(sync, r, "", in_sync + amb_sync / 2, 0.1, tol + amb_sync / 2);
            pv_expect_sum(comm, r, "", in_comm + amb_comm / 2, 0.1, tol + amb_comm / 2);
            /* The deliberate wait happened, in the kind of call `in` names. */
            pv_say("PPW_EXPECT_SEVERITY {\"metrics\": %s, \"rank\": %d, \"callpath_any\": true, "
                   "\"seconds\": %.6f, \"rel_tol\": 0.5, \"abs_tol\": 0.01}",
                   strcmp(in, "sync") == 0 ? sync : strcmp(in, "comm") == 0 ? comm : both, r,
                   nominal);
        }
        pv_expect_sum(both, 0, "", 0, 0, 0);
        /* A finding where the waits landed (summed over the origins), caused by rank 0; its
         * nominal size is all of the origins' waits. */
        for (int c = 0; c < NCALLS; c++)
            if (per_call[c] + amb_call[c] / 2 > 0.02)
                pv_expect_full(c == LOCK || c == UNLOCK ? "rma_wait_for_progress"
                                                        : "rma_comm_wait_for_progress",
                               -1, call_path[c], per_call[c] + amb_call[c] / 2, 0.1, -1,
                               (pv_size - 1) * tol + amb_call[c] / 2, 0, nominal_all);
        for (int r = 1; r < pv_size; r++)
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"progressWin\", \"rank\": %d, \"gets\": %d, "
                   "\"get_bytes\": %d, \"accumulates\": %d, \"accumulate_bytes\": %d, "
                   "\"passive_sync_calls\": %d}",
                   r, iters, iters * count * 8, iters, iters * count * 8, 2 * iters);
    }
    free(mem);
    free(src);
    free(dst);
    return pv_finish();
}

/* A propagation chain through collective operations: barriers of overlapping pairs. Rank r
 * and rank r+1 share the communicator pair[r]. In every iteration rank 0 works `delay_ms` in
 * the user region `work` and then enters the barrier of pair[0]; every other rank r enters the
 * barrier of pair[r-1] at the start of the slot (it waits there for rank r-1) and, once out
 * of it, the barrier of pair[r], where rank r+1 has waited since the start of the slot. Rank 1
 * waits for rank 0's work (a direct wait); rank 2 waits for rank 1, which was late only
 * because it waited; and so on down the ranks. Between the slots every rank sleeps in `main`.
 *
 * Expected, from the delay analysis's definitions (docs/ANALYSIS.md, Root causes), w_r being
 * rank r's wait (rank r-1's enter of pair[r-1]'s barrier minus rank r's, as they measured it):
 * - delay_barrier (short-term) at rank 0's main/work: the sum of w_1 (rank 0's excess over rank
 *   1 in the interval since their previous barrier is its work);
 * - delay_barrier_longterm at rank 0's main/work: the sum of w_2 + ... + w_{n-1}: rank r's
 *   interval with rank r+1 holds no excess of its own but its wait w_r, so rank r+1's wait is
 *   passed back through it (group operations share out without the cap of pairs);
 * - the critical path runs through rank 0's work: its critical-path time there (with the
 *   imbalance child) is the work's time. Ranks >= 3. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 60), period = pv_dbl("period_ms", delay + 80);
    double wait_at[PV_MAXIT] = {0}, enter_at[PV_MAXIT] = {0}, work = 0;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    /* pair[p] = {p, p+1}; a rank is in at most two of them. */
    MPI_Comm left = MPI_COMM_NULL, right = MPI_COMM_NULL;
    pv_region_begin("pv_setup");
    for (int p = 0; p + 1 < pv_size; p++) {
        MPI_Comm c;
        int in = pv_rank == p || pv_rank == p + 1;
        MPI_Comm_split(MPI_COMM_WORLD, in ? 0 : MPI_UNDEFINED, pv_rank, &c);
        if (in && pv_rank == p) right = c;
        if (in && pv_rank == p + 1) left = c;
    }
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 0) {
            pv_at(k * period);
            pv_region_begin("work");
            double t = pv_ms();
            enter_at[k] = pv_at(k * period + delay);
            work += enter_at[k] - t;
            pv_region_end("work");
        } else {
            wait_at[k] = pv_at(k * period);
            MPI_Barrier(left);
            enter_at[k] = pv_ms();
        }
        if (right != MPI_COMM_NULL) MPI_Barrier(right);
    }

    double *waits = pv_gather(wait_at, iters), *enters = pv_gather(enter_at, iters);
    if (pv_rank == 0) {
        int n = pv_size;
        double w1 = pv_lag(enters, waits + iters, iters), later = 0;
        for (int r = 2; r < n; r++)
            later += pv_lag(enters + (r - 1) * iters, waits + r * iters, iters);
        double tol = pv_abs_tol(iters);
        /* As in chain_p2p.c: all of rank 1's wait is rank 0's delay, most of it in `work`. */
        pv_expect_sum("[\"delay_barrier\"]", 0, "", w1, 0.10, tol);
        pv_expect_sum("[\"delay_barrier\"]", 0, "main/work", w1 * 0.85, 0.18, tol);
        /* As in chain_p2p.c: the intermediate ranks' own time between the two barriers (on an
         * oversubscribed machine, time waiting for a CPU) takes a share of what they pass on. */
        pv_expect_sum("[\"delay_barrier_longterm\"]", 0, "main/work", later, 0.20,
                      tol * (n - 2));
        pv_expect_sum("[\"critical_path\", \"critical_path_imbalance\"]", 0, "main/work",
                      work / 1e3, 0.05, tol);
    }
    if (left != MPI_COMM_NULL) MPI_Comm_free(&left);
    if (right != MPI_COMM_NULL) MPI_Comm_free(&right);
    return pv_finish();
}

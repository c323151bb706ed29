/* Root causes of PGAS wait states (OpenSHMEM): in every iteration PE 0 works `delay_ms` in the
 * user region `work`, then sets a flag on PE 1 (shmem_long_p), which has waited for it since
 * the start of the slot (shmem_long_wait_until: Wait on Value); PE 1 then sets the flag of PE
 * 2, and so on down the PEs: a chain of waits on values, each caused by PE 0's work. Finally
 * all PEs meet in shmem_barrier_all, where nobody is late.
 *
 * Expected, from the definitions (docs/ANALYSIS.md, Root causes), w_p being PE p's wait (put
 * time of PE p-1 minus wait enter of PE p, as the PEs measured them): the short-term costs of
 * the Wait on Value family (`delay_wait_on_value`) at PE 0's main/work are the sum of w_1;
 * the long-term ones the sum of w_2 + ... (each wait further down the chain passed back
 * through the waits before it); the critical path runs through PE 0's work. PEs >= 3. */
#define PV_SHMEM
#include "pv.h"

static long flag;

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 4);
    double delay = pv_dbl("delay_ms", 50), period = pv_dbl("period_ms", delay + 60);
    double wait_at[PV_MAXIT] = {0}, put_at[PV_MAXIT] = {0}, work = 0;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 0) {
            pv_at(k * period);
            pv_region_begin("work");
            put_at[k] = pv_at(k * period + delay);
            pv_region_end("work");
            work += put_at[k] - k * period;
        } else {
            wait_at[k] = pv_at(k * period);
            shmem_long_wait_until(&flag, SHMEM_CMP_GE, k + 1);
            put_at[k] = pv_ms();
        }
        if (pv_rank + 1 < pv_size) {
            shmem_long_p(&flag, k + 1, pv_rank + 1);
            shmem_quiet();
        }
    }

    double *aw = pv_gather(wait_at, iters), *ap = pv_gather(put_at, iters);
    pv_region_begin("pv_epilogue");
    shmem_barrier_all();
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        int n = pv_size;
        double w1 = pv_lag(ap, aw + iters, iters), later = 0;
        for (int p = 2; p < n; p++) later += pv_lag(ap + (p - 1) * iters, aw + p * iters, iters);
        double tol = pv_abs_tol(iters);
        /* As in chain_p2p.c: all of PE 1's wait is PE 0's delay, most of it in `work`. */
        pv_expect_sum("[\"delay_wait_on_value\"]", 0, "", w1, 0.10, tol);
        pv_expect_sum("[\"delay_wait_on_value\"]", 0, "main/work", w1 * 0.85, 0.18, tol);
        /* As in chain_p2p.c: the intermediate PEs' own time between the wait and the put takes
         * a share of what they pass on. */
        pv_expect_sum("[\"delay_wait_on_value_longterm\"]", 0, "main/work", later, 0.20,
                      tol * (n - 2));
        pv_expect_sum("[\"critical_path\", \"critical_path_imbalance\"]", 0, "main/work",
                      work / 1e3, 0.05, tol);
    }
    return pv_finish();
}

/* Wait on Lock (issue 12), on Open MPI's oshmem: in each slot every PE asks for one lock
 * (shmem_set_lock) gap_ms after the previous PE, holds it hold_ms (longer than all the gaps,
 * so the PEs queue) and releases it (shmem_clear_lock). Which PE gets the lock next is the
 * library's choice, so the expectation comes from the times the PEs measured themselves, with
 * the pattern's definition: per acquisition, the latest release by another PE between asking
 * and getting the lock - the asking time, summed: wait_on_lock at main/shmem_set_lock. A
 * second lock,
 * taken by every PE in its own slot (never contended), must show no wait. Suite: 4 PEs. */
#define PV_SHMEM
#include "pv.h"

static long lock, quiet_lock;

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 3);
    double gap = pv_dbl("gap_ms", 5), hold = pv_dbl("hold_ms", 40);
    int n = pv_size;
    double period = pv_dbl("period_ms", n * hold + 60);
    double ask[PV_MAXIT], got[PV_MAXIT], rel[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        ask[k] = pv_at(k * period + pv_rank * gap);
        shmem_set_lock(&lock);
        got[k] = pv_ms();
        pv_nap_ms(hold);
        rel[k] = pv_ms();
        shmem_clear_lock(&lock);
    }
    /* Uncontended: each PE alone in its own sub-slot. */
    double base = iters * period;
    pv_at(base + pv_rank * 30);
    shmem_set_lock(&quiet_lock);
    pv_nap_ms(5);
    shmem_clear_lock(&quiet_lock);

    double *aa = pv_gather(ask, iters), *ag = pv_gather(got, iters), *ar = pv_gather(rel, iters);
    pv_region_begin("pv_epilogue");
    shmem_barrier_all();
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < n; r++)
            for (int k = 0; k < iters; k++) {
                double a = aa[r * iters + k], g = ag[r * iters + k], last = a;
                for (int q = 0; q < n; q++)
                    for (int j = 0; j < iters; j++) {
                        double x = ar[q * iters + j];
                        if (q != r && x > last && x <= g) last = x;
                    }
                total += (last - a) / 1e3;
            }
        pv_expect("wait_on_lock", -1, "main/shmem_set_lock", total, (n - 1) * iters, -1,
                  iters * (hold - gap) * n * (n - 1) / 2 / 1e3);
        for (int r = 0; r < n; r++) {
            pv_expect_profile(r, "main/shmem_set_lock", iters + 1, -1);
            pv_expect_profile(r, "main/shmem_clear_lock", iters + 1, -1);
        }
        pv_expect_none("[\"wait_on_value\", \"competing_transfers\", \"rma_lock_competition\"]",
                       0.002);
    }
    return pv_finish();
}

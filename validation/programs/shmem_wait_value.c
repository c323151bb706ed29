/* Wait on Value (issue 12), on Open MPI's oshmem: in iteration k, every PE r > 0 waits in
 * shmem_long_wait_until for flag >= k + 1 from the start of slot k, and PE 0 sets the flag of
 * PE r with shmem_long_p r * step_ms + delay_ms after that start. Expected: wait_on_value at
 * main/shmem_long_wait_until on PE r of (put time - wait enter) summed over iterations, cause
 * PE 0 (the writer), from the times the PEs measured themselves; on PE 0 nothing waits.
 * Suite: 4 PEs. */
#define PV_SHMEM
#include "pv.h"

static long flag;

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 4);
    double step = pv_dbl("step_ms", 15), delay = pv_dbl("delay_ms", 30);
    double period = pv_dbl("period_ms", step * (pv_size - 1) + delay + 40);
    int n = pv_size;
    /* Per iteration: the wait's enter (PEs > 0); PE 0: the put to PE r at [k * n + r]. */
    double tw[PV_MAXIT], tp[PV_MAXIT * 16] = {0};
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    if (n > 16) n = 16;

    for (int k = 0; k < iters; k++) {
        if (pv_rank == 0) {
            for (int r = 1; r < n; r++) {
                tp[k * 16 + r] = pv_at(k * period + r * step + delay);
                shmem_long_p(&flag, k + 1, r);
            }
            shmem_quiet();
        } else {
            tw[k] = pv_at(k * period);
            shmem_long_wait_until(&flag, SHMEM_CMP_GE, k + 1);
        }
    }

    double *aw = pv_gather(tw, iters);
    pv_region_begin("pv_epilogue");
    shmem_barrier_all();
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 1; r < n; r++) {
            double w = 0;
            for (int k = 0; k < iters; k++) {
                double d = tp[k * 16 + r] - aw[r * iters + k];
                if (d > 0) w += d / 1e3;
            }
            total += w;
            pv_expect_cell("wait_on_value", r, "main/shmem_long_wait_until", w, iters);
        }
        pv_expect("wait_on_value", -1, "main/shmem_long_wait_until", total, (n - 1) * iters, 0,
                  iters * ((n - 1) * delay + step * n * (n - 1) / 2) / 1e3);
        pv_expect_none("[\"wait_on_lock\", \"competing_transfers\", \"wait_for_progress\"]",
                       0.002);
        for (int r = 1; r < n; r++)
            pv_expect_profile(r, "main/shmem_long_wait_until", iters, -1);
        pv_expect_profile(0, "main/shmem_long_p", (long long)iters * (n - 1), -1);
    }
    return pv_finish();
}

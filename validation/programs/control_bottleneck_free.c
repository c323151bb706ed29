/* Bottleneck-free control for the issue-5 analyses: every rank does the same sleep-based work
 * in the user region `compute`, then exchanges one bulk message (64 KiB) with its ring
 * neighbours in MPI_Sendrecv and meets in MPI_Allreduce, all entering at the same scheduled
 * instants: no CPU-bound region, no system time, no I/O, no imbalance, no small transfers, no
 * redundant barrier, nothing slow or variable. Expected: no finding of any of those kinds and
 * no wait state above the bound: 2 ms per iteration and rank plus 5 ms, plus the waits that the
 * OS's late wake-ups before the two operations cause (for each, the other ranks' distance to
 * the latest one, from the wake-up times the ranks measured; a loaded machine wakes a rank
 * several ms late now and then). The same for variable_operation at the two operations: a
 * loaded machine can stall a 64 KiB exchange for tens of ms with both ranks inside it, which
 * is variation ppw should report; the bound is the variation the ranks measured themselves
 * (sum over instances of duration - shortest, the finding's cost). Any number of ranks (suite:
 * 2). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5), count = 8192;
    double work = pv_dbl("work_ms", 30), period = work + 30;
    double max = pv_dbl("max_ms", 2.0 * iters * pv_size + 5) / 1e3;
    double woke[2 * PV_MAXIT], took[2 * PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    int n = pv_size, right = (pv_rank + 1) % n, left = (pv_rank + n - 1) % n;
    double *a = calloc(count, sizeof(double)), *b = calloc(count, sizeof(double));
    double x = 1, y = 0;

    pv_expect_none("[\"cpu_bound\", \"system_time\", \"io_blocking\", \"load_imbalance\", "
                   "\"many_small_transfers\", \"redundant_barrier\", \"slow_operation\"]",
                   0);

    for (int i = 0; i < iters; i++) {
        pv_at(i * period);
        pv_region_begin("compute");
        pv_nap_ms(work);
        pv_region_end("compute");
        woke[2 * i] = pv_at(i * period + work + 5);
        MPI_Sendrecv(a, count, MPI_DOUBLE, right, 0, b, count, MPI_DOUBLE, left, 0,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        took[2 * i] = pv_ms() - woke[2 * i];
        woke[2 * i + 1] = pv_at(i * period + work + 15);
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        took[2 * i + 1] = pv_ms() - woke[2 * i + 1];
    }
    free(a);
    free(b);

    double *all = pv_gather(woke, 2 * iters);
    double *dur = pv_gather(took, 2 * iters);
    if (pv_rank == 0) {
        const char *op[2] = {"main/MPI_Sendrecv", "main/MPI_Allreduce"};
        for (int o = 0; o < 2; o++) {
            double shortest = 1e30, sum = 0;
            for (int r = 0; r < pv_size; r++)
                for (int i = 0; i < iters; i++) {
                    double d = dur[r * 2 * iters + 2 * i + o];
                    if (d < shortest) shortest = d;
                    sum += d;
                }
            double varied = (sum - shortest * pv_size * iters) / 1e3;
            pv_expect_none_at("[\"variable_operation\"]", op[o],
                              varied * 1.05 + pv_abs_tol(pv_size * iters));
        }
        double extra = 0;
        for (int k = 0; k < 2 * iters; k++) {
            double latest = 0;
            for (int r = 0; r < pv_size; r++)
                if (all[r * 2 * iters + k] > latest) latest = all[r * 2 * iters + k];
            for (int r = 0; r < pv_size; r++) extra += (latest - all[r * 2 * iters + k]) / 1e3;
        }
        pv_expect_none("\"wait_states\"", max + extra);
    }
    return pv_finish();
}

/* Event-level load imbalance: the user region `kernel` takes (rank + 1) * unit_ms per call on
 * rank `rank`, with no global synchronization between the calls (one MPI_Allreduce at the end).
 * Expected: load_imbalance at main/kernel, worst rank size - 1, of
 * iters * unit_ms * size * (size - 1) / 2 (nominal) = sum over ranks of (max - own) time in
 * the region over the run, expected from the region times the program measured. Sleep-based.
 * Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5);
    double unit = pv_dbl("unit_ms", 10);
    double x = 1, y = 0, total = 0;

    for (int i = 0; i < iters; i++) {
        pv_region_begin("kernel");
        double t0 = pv_ms();
        pv_nap_ms((pv_rank + 1) * unit);
        total += pv_ms() - t0;
        pv_region_end("kernel");
    }
    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    double *all = pv_gather(&total, 1);
    if (pv_rank == 0) {
        double mx = 0, cost = 0;
        for (int r = 0; r < pv_size; r++)
            if (all[r] > mx) mx = all[r];
        for (int r = 0; r < pv_size; r++) cost += (mx - all[r]) / 1e3;
        pv_say("PPW_EXPECT {\"kind\": \"load_imbalance\", \"rank\": %d, \"callpath\": "
               "\"main/kernel\", \"seconds\": %.6f, \"rel_tol\": 0.05, \"abs_tol\": %.4f, "
               "\"nominal\": %.6f}",
               pv_size - 1, cost, pv_abs_tol(pv_size), iters * unit * pv_size * (pv_size - 1) / 2 / 1e3);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/kernel", iters, -1);
    }
    return pv_finish();
}

/* Event-level load imbalance: the user region `kernel` takes (rank + 1) * unit_ms per call on
 * rank `rank`, with no global synchronization between the calls (one MPI_Allreduce at the end).
 * Expected: load_imbalance at main/kernel, worst rank size - 1, of
 * iters * unit_ms * size * (size - 1) / 2 = sum over ranks of (max - own) time in the region;
 * per call the worst rank needs size/((size + 1)/2) times the mean. Sleep-based. Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5);
    double unit = pv_dbl("unit_ms", 10);
    double x = 1, y = 0;

    pv_say("PPW_EXPECT {\"kind\": \"load_imbalance\", \"rank\": %d, \"callpath\": "
           "\"main/kernel\", \"seconds\": %.6f, \"rel_tol\": 0.15, \"rel_tol_above\": 0.3, "
           "\"abs_tol\": 0.005}",
           pv_size - 1, iters * unit * pv_size * (pv_size - 1) / 2 / 1e3);
    for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/kernel", iters, -1);

    for (int i = 0; i < iters; i++) {
        pv_region_begin("kernel");
        pv_nap_ms((pv_rank + 1) * unit);
        pv_region_end("kernel");
    }
    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return pv_finish();
}

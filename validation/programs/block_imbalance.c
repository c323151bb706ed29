/* Block-level load imbalance: program blocks between global synchronizations. In the user
 * region `assemble` rank `heavy` (default 2) sleeps work_ms + extra_ms, the others work_ms; in
 * the region `solve` every rank sleeps work_ms. Each block ends in MPI_Barrier.
 * Expected: load_imbalance with callpath main/assemble (the region responsible), worst rank
 * `heavy`, of iters * (size - 1) * extra_ms: the time the imbalance costs, (max - mean) * size
 * summed over blocks, which the other ranks spend waiting at the barrier; no load_imbalance at
 * main/solve. Sleep-based. Suite: 4 ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5), heavy = pv_int("heavy", 2);
    double work = pv_dbl("work_ms", 20), extra = pv_dbl("extra_ms", 30);
    if (heavy >= pv_size) heavy = pv_size - 1;

    pv_say("PPW_EXPECT {\"kind\": \"load_imbalance\", \"rank\": %d, \"callpath\": "
           "\"main/assemble\", \"seconds\": %.6f, \"rel_tol\": 0.15, \"rel_tol_above\": %.2f, "
           "\"abs_tol\": 0.005}",
           heavy, iters * (pv_size - 1) * extra / 1e3, PV_MPICH ? 0.5 : 0.25);
    pv_say("PPW_EXPECT_NONE {\"kinds\": [\"load_imbalance\"], \"callpath\": \"main/solve\", "
           "\"max_seconds\": %.4f}",
           0.1 * iters * (pv_size - 1) * extra / 1e3);

    for (int i = 0; i < iters; i++) {
        pv_region_begin("assemble");
        pv_nap_ms(work + (pv_rank == heavy ? extra : 0));
        pv_region_end("assemble");
        MPI_Barrier(MPI_COMM_WORLD);
        pv_region_begin("solve");
        pv_nap_ms(work);
        pv_region_end("solve");
        MPI_Barrier(MPI_COMM_WORLD);
    }
    return pv_finish();
}

/* Block-level load imbalance: program blocks between global synchronizations. In the user
 * region `assemble` rank `heavy` (default 2) sleeps work_ms + extra_ms, the others work_ms; in
 * the region `solve` every rank sleeps work_ms. Each block ends in MPI_Barrier.
 * Expected: load_imbalance with callpath main/assemble (the region responsible), worst rank
 * `heavy`, of iters * (size - 1) * extra_ms (nominal): the time the imbalance costs,
 * (max - mean) * size of the region's time per block, summed over blocks (= the time the others
 * wait at the barrier); expected from the region times the program measured. No
 * load_imbalance at main/solve beyond its measured (noise) imbalance. Sleep-based. Suite: 4
 * ranks. */
#include "pv.h"

/* sum over blocks of sum over ranks of (max duration - own duration), seconds; d[r*n+k] ms */
static double cost(const double *d, int n) {
    double s = 0;
    for (int k = 0; k < n; k++) {
        double mx = 0;
        for (int r = 0; r < pv_size; r++)
            if (d[r * n + k] > mx) mx = d[r * n + k];
        for (int r = 0; r < pv_size; r++) s += mx - d[r * n + k];
    }
    return s / 1e3;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5), heavy = pv_int("heavy", 2);
    double work = pv_dbl("work_ms", 20), extra = pv_dbl("extra_ms", 30);
    double d[2 * PV_MAXIT];
    if (heavy >= pv_size) heavy = pv_size - 1;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int i = 0; i < iters; i++) {
        pv_region_begin("assemble");
        double t0 = pv_ms();
        pv_nap_ms(work + (pv_rank == heavy ? extra : 0));
        d[i] = pv_ms() - t0;
        pv_region_end("assemble");
        MPI_Barrier(MPI_COMM_WORLD);
        pv_region_begin("solve");
        t0 = pv_ms();
        pv_nap_ms(work);
        d[iters + i] = pv_ms() - t0;
        pv_region_end("solve");
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *all = pv_gather(d, 2 * iters);
    if (pv_rank == 0) {
        /* split into the two regions' per-rank arrays */
        double *a = calloc((size_t)pv_size * iters, sizeof(double));
        double *s = calloc((size_t)pv_size * iters, sizeof(double));
        for (int r = 0; r < pv_size; r++)
            for (int k = 0; k < iters; k++) {
                a[r * iters + k] = all[r * 2 * iters + k];
                s[r * iters + k] = all[r * 2 * iters + iters + k];
            }
        pv_say("PPW_EXPECT {\"kind\": \"load_imbalance\", \"rank\": %d, \"callpath\": "
               "\"main/assemble\", \"seconds\": %.6f, \"rel_tol\": 0.05, \"abs_tol\": %.4f, "
               "\"nominal\": %.6f}",
               heavy, cost(a, iters), pv_abs_tol(iters * pv_size), iters * (pv_size - 1) * extra / 1e3);
        pv_expect_none_at("[\"load_imbalance\"]", "main/solve", cost(s, iters) + pv_abs_tol(iters * pv_size));
    }
    return pv_finish();
}

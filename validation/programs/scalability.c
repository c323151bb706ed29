/* Scalability pair (run at 2 and at 4 ranks, compared with `ppw compare RUN2 RUN4`): a fixed
 * problem of total work_ms (sleep) divided over the ranks in the user region `parallel_part`,
 * plus serial_ms on rank 0 alone in `serial_part` while the others wait in MPI_Barrier:
 * T(n) = serial + work / n per iteration. The run at n ranks with base_ranks=b prints the
 * comparison's expectations: parallel efficiency of the whole run
 * E = b * T(b) / (n * T(n)) (0.75 for the defaults at 2 and 4 ranks), `parallel_part`
 * scaling perfectly (efficiency 1), and the barrier wait (the serial part's cost) losing
 * efficiency: efficiency of main/MPI_Barrier = b * T_barrier(b) / (n * T_barrier(n)), with
 * T_barrier(n) = (n - 1) * serial summed over ranks, i.e. (b - 1) / (n - 1). See
 * validation/README.md for how the runner is to treat pairs (entries with compare_with). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 4), base = pv_int("base_ranks", 0);
    double serial = pv_dbl("serial_ms", 50), work = pv_dbl("work_ms", 200);
    int n = pv_size;

    if (base > 0 && base != n) {
        double tb = serial + work / base, tn = serial + work / n;
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"efficiency\": %.4f, "
               "\"abs_tol\": 0.05}",
               base, n, base * tb / (n * tn));
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"callpath\": "
               "\"main/parallel_part\", \"efficiency\": 1.0, \"abs_tol\": 0.1}",
               base, n);
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"callpath\": "
               "\"main/MPI_Barrier\", \"efficiency\": %.4f, \"abs_tol\": 0.1}",
               base, n, (double)(base - 1) / (n - 1));
    }
    double t[2 * PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int i = 0; i < iters; i++) {
        if (pv_rank == 0) {
            pv_region_begin("serial_part");
            pv_nap_ms(serial);
            pv_region_end("serial_part");
        }
        t[i] = pv_ms();
        MPI_Barrier(MPI_COMM_WORLD);
        pv_region_begin("parallel_part");
        pv_nap_ms(work / n);
        pv_region_end("parallel_part");
        t[iters + i] = pv_ms();
        MPI_Barrier(MPI_COMM_WORLD);
    }

    /* both barriers are at main/MPI_Barrier: 2 * iters instances per rank */
    double *all = pv_gather(t, 2 * iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < n; r++) total += pv_wait_latest(all, 2 * iters, r, NULL, 0);
        pv_expect("wait_at_barrier", -1, "main/MPI_Barrier", total, 2 * iters * (n - 1), 0,
                  iters * (n - 1) * serial / 1e3);
    }
    return pv_finish();
}

/* Scalability pair (run at 2 and at 4 ranks, compared with `ppw compare RUN2 RUN4`): a fixed
 * problem of total work_ms (sleep) divided over the ranks in the user region `parallel_part`,
 * plus serial_ms on rank 0 alone in `serial_part` while the others wait in MPI_Barrier:
 * T(n) = serial + work / n per iteration. The run at n ranks with base_ranks=b prints the
 * comparison's expectations: parallel efficiency of the whole run
 * E = b * T(b) / (n * T(n)) (nominal 0.75 for the defaults at 2 and 4 ranks), `parallel_part`
 * scaling perfectly (nominal efficiency 1), and the barrier wait (the serial part's cost)
 * losing efficiency: efficiency of main/MPI_Barrier = S(b) / S(n), S its time summed over
 * ranks, nominally (n - 1) * serial, i.e. (b - 1) / (n - 1).
 *
 * The nominal values assume MPI costs nothing. On MPICH with 4 ranks on the 2 VM cores every
 * barrier costs milliseconds (busy polling, time slices): the program itself (measured without
 * ppw) takes 425-455 ms instead of 400, efficiency 0.66-0.70. So, as everywhere in the suite,
 * the expectations are computed from what the runs measured of themselves: every run prints
 * its time and the time at the two call paths (PPW_COMPARE_TIME, pv.h), and the runner
 * computes the efficiencies from the two runs' lines (validation/README.md). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 4), base = pv_int("base_ranks", 0);
    double serial = pv_dbl("serial_ms", 50), work = pv_dbl("work_ms", 200);
    int n = pv_size;

    pv_compare_time();
    if (base > 0 && base != n) {
        double tb = serial + work / base, tn = serial + work / n;
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"nominal\": %.4f, "
               "\"abs_tol\": 0.03}",
               base, n, base * tb / (n * tn));
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"callpath\": "
               "\"main/parallel_part\", \"nominal\": 1.0, \"abs_tol\": 0.03}",
               base, n);
        pv_say("PPW_EXPECT_COMPARE {\"base_ranks\": %d, \"ranks\": %d, \"callpath\": "
               "\"main/MPI_Barrier\", \"nominal\": %.4f, \"abs_tol\": 0.03}",
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
        double b1 = pv_ms();
        pv_region_begin("parallel_part");
        pv_nap_ms(work / n);
        pv_region_end("parallel_part");
        t[iters + i] = pv_ms();
        MPI_Barrier(MPI_COMM_WORLD);
        double b2 = pv_ms();
        pv_compare_add("main/parallel_part", t[iters + i] - b1);
        pv_compare_add("main/MPI_Barrier", (b1 - t[i]) + (b2 - t[iters + i]));
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

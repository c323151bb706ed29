/* Collectives on sub-communicators (MPI_Comm_split by parity): the odd ranks meet in a barrier
 * in the user region `odd_phase`, where the highest odd rank is delay_ms late; the even ranks
 * meet in a balanced barrier in `even_phase` at the same time. The analysis must match
 * collectives per communicator and name the late rank by its world rank. Expected:
 * wait_at_barrier at main/odd_phase/MPI_Barrier of (odd ranks - 1) * iters * delay_ms caused by
 * the last odd rank; the even ranks' barrier (almost) wait-free. Suite: 4 ranks.
 * dup_first=1 duplicates MPI_COMM_WORLD before the split (see validation/README.md: a runtime
 * bug gives the first communicator whose rank 0 is world rank 0 the id of MPI_COMM_WORLD). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    MPI_Comm half, dup = MPI_COMM_NULL;
    pv_region_begin("pv_setup");
    if (pv_int("dup_first", 0)) MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_split(MPI_COMM_WORLD, pv_rank % 2, pv_rank, &half);
    pv_region_end("pv_setup");
    int odd = pv_rank % 2, nodd = pv_size / 2, last_odd = nodd * 2 - 1;
    const char *phase = odd ? "odd_phase" : "even_phase";

    pv_expect("wait_at_barrier", 1, "main/odd_phase/MPI_Barrier", (nodd - 1) * iters * delay / 1e3,
              last_odd);
    for (int r = 0; r < pv_size; r += 2)
        pv_expect_severity("wait_at_barrier", r, "main/even_phase/MPI_Barrier", 0, 0, 0,
                           0.25 * iters * delay / 1e3);
    for (int r = 0; r < pv_size; r++)
        pv_expect_profile(r, r % 2 ? "main/odd_phase/MPI_Barrier" : "main/even_phase/MPI_Barrier",
                          iters, -1);

    for (int k = 0; k < iters; k++) {
        pv_at(k * period + (pv_rank == last_odd ? delay : 0));
        pv_region_begin(phase);
        MPI_Barrier(half);
        pv_region_end(phase);
    }
    MPI_Comm_free(&half);
    if (dup != MPI_COMM_NULL) MPI_Comm_free(&dup);
    return pv_finish();
}

/* Collectives on sub-communicators (MPI_Comm_split by parity): the odd ranks meet in a barrier
 * in the user region `odd_phase`, where the highest odd rank is delay_ms late; the even ranks
 * meet in a balanced barrier in `even_phase` at the same time. The analysis must match
 * collectives per communicator and name the late rank by its world rank. Expected:
 * wait_at_barrier at main/odd_phase/MPI_Barrier of (odd ranks - 1) * iters * delay_ms
 * (nominal; expected from the measured enter times) caused by the last odd rank; the even
 * ranks' barrier wait-free but for their wake-up noise. Suite: 4 ranks.
 * dup_first=1 duplicates MPI_COMM_WORLD before the split. (Without the duplicate, the split
 * communicator of the even ranks is the first one rooted at world rank 0: until commit 0032bf7
 * the runtime gave it MPI_COMM_WORLD's global id 0, and the even barrier was matched with the
 * odd one.) */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double delay = pv_dbl("delay_ms", 40), period = pv_dbl("period_ms", delay + 40);
    double t[PV_MAXIT];
    MPI_Comm half, dup = MPI_COMM_NULL;
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    pv_region_begin("pv_setup");
    if (pv_int("dup_first", 0)) MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_split(MPI_COMM_WORLD, pv_rank % 2, pv_rank, &half);
    pv_region_end("pv_setup");
    int odd = pv_rank % 2, nodd = pv_size / 2, last_odd = nodd * 2 - 1;
    const char *phase = odd ? "odd_phase" : "even_phase";

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + (pv_rank == last_odd ? delay : 0));
        pv_region_begin(phase);
        MPI_Barrier(half);
        pv_region_end(phase);
    }
    MPI_Comm_free(&half);
    if (dup != MPI_COMM_NULL) MPI_Comm_free(&dup);

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        int members[2][128], nm[2] = {0, 0};
        for (int r = 0; r < pv_size && r < 256; r++) members[r % 2][nm[r % 2]++] = r;
        double odd_total = 0;
        for (int r = 0; r < pv_size && r < 256; r++) {
            double w = pv_wait_latest(all, iters, r, members[r % 2], nm[r % 2]);
            if (r % 2) {
                odd_total += w;
                pv_expect_cell("wait_at_barrier", r, "main/odd_phase/MPI_Barrier", w, iters);
            } else {
                pv_expect_cell("wait_at_barrier", r, "main/even_phase/MPI_Barrier", w, iters);
            }
            pv_expect_profile(r, r % 2 ? "main/odd_phase/MPI_Barrier" : "main/even_phase/MPI_Barrier",
                              iters, -1);
        }
        pv_expect("wait_at_barrier", 1, "main/odd_phase/MPI_Barrier", odd_total,
                  (nodd - 1) * iters, last_odd, (nodd - 1) * iters * delay / 1e3);
    }
    return pv_finish();
}

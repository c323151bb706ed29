/* Early Reduce (MPI_Reduce, root 0): the root enters at each slot, contributor r at
 * r * step_ms after it. Scalasca's definition: the root waits until the LAST contributor
 * enters, (size - 1) * step_ms per call (not until the first, step_ms). Expected: early_reduce
 * on rank 0 at main/MPI_Reduce of iters * (size - 1) * step_ms (nominal; expected from the
 * measured enter times), caused by rank size-1; no early_reduce on the other ranks. Suite: 4
 * ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double step = pv_dbl("step_ms", 15), period = pv_dbl("period_ms", step * (pv_size - 1) + 40);
    double x = pv_rank, y = 0, t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        t[k] = pv_at(k * period + pv_rank * step);
        MPI_Reduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        pv_expect("early_reduce", 0, "main/MPI_Reduce", pv_wait_latest(all, iters, 0, NULL, 0),
                  iters, pv_size - 1, iters * (pv_size - 1) * step / 1e3);
        for (int r = 1; r < pv_size; r++)
            pv_expect_severity("early_reduce", r, "main/MPI_Reduce", 0, 0, 0, 0.0001);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Reduce", iters, -1);
    }
    return pv_finish();
}

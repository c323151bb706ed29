/* PPerfMark random-barrier: like intensive-server, but no one process is the bottleneck: in
 * every iteration a randomly chosen rank (the same pseudo-random sequence on every rank) wastes
 * work_ms of computation in waste_time (pv_spin_ms) while the others wait in MPI_Barrier.
 * Table 2: "Paradyn correctly showed that the program was spending too much time in
 * MPI_Barrier; it did not find a computational bottleneck unless the CPU threshold was
 * lowered". ppw: wait_at_barrier at main/main/MPI_Barrier of iters * (size - 1) * work_ms
 * (nominal; expected from the measured barrier enter times).
 * No cpu_bound is required: each rank spends only about 1/size of its time in waste_time.
 * Compile with -finstrument-functions. Suite: 3 ranks. */
#include "pv.h"

__attribute__((noinline)) void waste_time(double ms) { pv_spin_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 8), seed = pv_int("seed", 7);
    double work = pv_dbl("work_ms", 25);

    double t[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    srand(seed);
    MPI_Barrier(MPI_COMM_WORLD);
    for (int i = 0; i < iters; i++) {
        int victim = rand() % pv_size;
        if (pv_rank == victim) waste_time(work);
        t[i] = pv_ms();
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 0; r < pv_size; r++) total += pv_wait_latest(all, iters, r, NULL, 0);
        pv_expect("wait_at_barrier", -1, "main/main/MPI_Barrier", total, (pv_size - 1) * iters, -1,
                  iters * (pv_size - 1) * work / 1e3);
        for (int r = 0; r < pv_size; r++)
            pv_expect_profile(r, "main/main/MPI_Barrier", iters + 1, -1);
    }
    return pv_finish();
}

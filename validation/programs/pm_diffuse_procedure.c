/* PPerfMark diffuse-procedure: a bottleneck distributed over the processes. The ranks take
 * turns (iteration i: rank i % size) running bottleneckProcedure (work_ms of computation,
 * pv_spin_ms) while the others wait in MPI_Barrier; bottleneckProcedure takes the majority of
 * the run's time, but each rank spends only 1/size of its own time in it.
 * Table 2: "much time in MPI_Barrier because processes were late getting to the barrier; also
 * a computational bottleneck". ppw: wait_at_barrier at main/main/MPI_Barrier of
 * iters * (size - 1) * work_ms (nominal; expected from the measured barrier enter times), and
 * cpu_bound at main/main/bottleneckProcedure of iters * work_ms summed over ranks (nominal;
 * expected: the time measured around the calls). Compile
 * with -finstrument-functions. Suite: 3 ranks. */
#include "pv.h"

__attribute__((noinline)) void bottleneckProcedure(double ms) { pv_spin_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 9);
    double work = pv_dbl("work_ms", 25), t[PV_MAXIT], spent = 0;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    MPI_Barrier(MPI_COMM_WORLD);
    for (int i = 0; i < iters; i++) {
        if (pv_rank == i % pv_size) {
            double t0 = pv_ms();
            bottleneckProcedure(work);
            spent += pv_ms() - t0;
        }
        t[i] = pv_ms();
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *all = pv_gather(t, iters), *sp = pv_gather(&spent, 1);
    if (pv_rank == 0) {
        double cpu = 0;
        for (int r = 0; r < pv_size; r++) cpu += sp[r] / 1e3;
        double total = 0;
        for (int r = 0; r < pv_size; r++) total += pv_wait_latest(all, iters, r, NULL, 0);
        pv_expect("wait_at_barrier", -1, "main/main/MPI_Barrier", total, (pv_size - 1) * iters, -1,
                  iters * (pv_size - 1) * work / 1e3);
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": null, \"callpath\": "
               "\"main/main/bottleneckProcedure\", \"seconds\": %.6f, \"rel_tol\": 0.05, "
               "\"abs_tol\": 0.005, \"nominal\": %.6f}",
               cpu, iters * work / 1e3);
    }
    return pv_finish();
}

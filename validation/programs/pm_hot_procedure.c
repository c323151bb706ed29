/* PPerfMark hot-procedure: a bottleneck in a single procedure. bottleneckProcedure computes
 * work_ms (pv_spin_ms) per iteration on every rank; irrelevantProcedure1..3 0.2 ms each.
 * Table 2: "Paradyn correctly found that each process was CPU bound in bottleneckProcedure".
 * ppw: cpu_bound at main/main/bottleneckProcedure of size * iters * work_ms summed over ranks
 * (nominal; expected: the time measured around the calls), and none at the irrelevant
 * procedures. Compile with -finstrument-functions. Suite: 2 ranks. */
#include "pv.h"

__attribute__((noinline)) void bottleneckProcedure(double ms) { pv_spin_ms(ms); }
__attribute__((noinline)) void irrelevantProcedure1(void) { pv_spin_ms(0.2); }
__attribute__((noinline)) void irrelevantProcedure2(void) { pv_spin_ms(0.2); }
__attribute__((noinline)) void irrelevantProcedure3(void) { pv_spin_ms(0.2); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 6);
    double work = pv_dbl("work_ms", 40);

    double spent = 0;

    for (int i = 0; i < iters; i++) {
        irrelevantProcedure1();
        double t0 = pv_ms();
        bottleneckProcedure(work);
        spent += pv_ms() - t0;
        irrelevantProcedure2();
        irrelevantProcedure3();
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *sp = pv_gather(&spent, 1);
    if (pv_rank == 0) {
        double s = 0;
        for (int r = 0; r < pv_size; r++) s += sp[r] / 1e3;
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": 0, \"callpath\": "
               "\"main/main/bottleneckProcedure\", \"seconds\": %.6f, \"rel_tol\": 0.05, "
               "\"abs_tol\": 0.005, \"nominal\": %.6f}",
               s, pv_size * iters * work / 1e3);
        pv_expect_none_at("[\"cpu_bound\"]", "*irrelevantProcedure1", 0);
        pv_expect_none_at("[\"cpu_bound\"]", "*irrelevantProcedure2", 0);
        pv_expect_none_at("[\"cpu_bound\"]", "*irrelevantProcedure3", 0);
    }
    return pv_finish();
}

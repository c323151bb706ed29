/* PPerfMark system-time: a program that spends most of its time executing system calls. Each
 * rank runs system_work, which maps, touches and unmaps anonymous pages until it has used
 * work_ms of system time (about 85% of its CPU time; see pv_burn_sys_ms), iters times, between
 * barriers. Table 2: Paradyn failed ("all hypotheses false: no default metric for system time");
 * ppw must pass: system_time at main/main/system_work of size * iters * work_ms summed over
 * ranks (nominal; expected: the system time the program measured with getrusage around the
 * calls), and no io_blocking (there is no I/O). Compile with -finstrument-functions. Suite: 2 ranks. */
#include "pv.h"

__attribute__((noinline)) void system_work(double ms) { pv_burn_sys_ms(ms); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 4);
    double work = pv_dbl("work_ms", 50);

    double sys = 0;

    for (int i = 0; i < iters; i++) {
        double s0 = pv_sys_ms();
        system_work(work);
        sys += pv_sys_ms() - s0;
        MPI_Barrier(MPI_COMM_WORLD);
    }

    double *all = pv_gather(&sys, 1);
    if (pv_rank == 0) {
        double s = 0;
        for (int r = 0; r < pv_size; r++) s += all[r] / 1e3;
        pv_say("PPW_EXPECT {\"kind\": \"system_time\", \"rank\": 0, \"callpath\": "
               "\"main/main/system_work\", \"seconds\": %.6f, \"rel_tol\": 0.1, \"abs_tol\": "
               "0.01, \"nominal\": %.6f}",
               s, pv_size * iters * work / 1e3);
        pv_expect_none("[\"io_blocking\"]", 0.005);
    }
    return pv_finish();
}

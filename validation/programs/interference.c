/* System interference: a balanced program run with deliberate CPU contention. Every rank does
 * the same computation (a fixed number of loop iterations, calibrated once and agreed on by
 * all ranks) and then exchanges a message with both ring neighbours (MPI_Sendrecv), iters
 * times, with an MPI_Allreduce every 10 iterations. For that phase each rank forks a busy-loop
 * child on its own CPU set (sched_setaffinity to the rank's mask), so the ranks share their
 * CPUs and are descheduled; the child is killed when the phase ends. Expected: a
 * system_interference finding of at least a tenth of the phase's time summed over ranks (each
 * rank should wait for a CPU about half of it), and no slow_operation or variable_operation
 * above 3% of that time: the operations are not slow, the ranks were descheduled. The unloaded
 * control is control_balanced (no system_interference there). Suite: 2 ranks. */
#include "pv.h"
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>

static volatile double sink;

/* `n` rounds of arithmetic: the same work on every rank whatever the CPU share. */
static void work(long n) {
    double x = 1.0;
    for (long i = 0; i < n; i++) x = x * 1.0000001 + 1e-9;
    sink = x;
}

/* A child that only burns CPU on the rank's CPUs until it is killed (or the rank dies). */
static pid_t hog(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    sched_getaffinity(0, sizeof set, &set);
    pid_t pid = fork();
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        sched_setaffinity(0, sizeof set, &set);
        volatile double x = 1.0;
        for (;;) x = x * 1.0000001 + 1e-9;
    }
    return pid;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 150);
    double work_ms = pv_dbl("work_ms", 2);
    int n = pv_size, me = pv_rank, right = (me + 1) % n, left = (me + n - 1) % n;

    /* Calibrate the rounds per work_ms before any load; all ranks take the smallest. */
    long rounds = 100000;
    double t0 = pv_ms();
    work(rounds);
    double took = pv_ms() - t0;
    long mine = (long)(rounds * work_ms / (took > 1e-3 ? took : 1e-3)), agreed = 0;
    MPI_Allreduce(&mine, &agreed, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);

    MPI_Barrier(MPI_COMM_WORLD);
    pid_t child = hog();
    double start = pv_ms();
    int a = me, b = 0;
    double x = 1, y = 0;
    for (int k = 0; k < iters; k++) {
        work(agreed);
        MPI_Sendrecv(&a, 1, MPI_INT, right, 0, &b, 1, MPI_INT, left, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        if (k % 10 == 9) MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    double phase = (pv_ms() - start) / 1e3;
    if (child > 0) {
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
    }

    double *all = pv_gather(&phase, 1);
    if (me == 0) {
        double sum = 0;
        for (int r = 0; r < n; r++) sum += all[r];
        pv_say("PPW_EXPECT {\"kind\": \"system_interference\", \"callpath\": \"main\", "
               "\"min_seconds\": %.6f}",
               0.1 * sum);
        pv_expect_none("[\"slow_operation\", \"variable_operation\"]", 0.03 * sum);
    }
    return pv_finish();
}

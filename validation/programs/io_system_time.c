/* I/O that does not block (issue 13): each rank write()s one byte to /dev/null `count` times.
 * Every call returns at once; the time is CPU time, most of it in the kernel. Expected:
 * system_time at main/write (the wrapped POSIX call, where the CPU samples the runtime takes
 * around I/O calls put the system time), and no io_blocking: the calls never waited. The
 * system time the program measured around its loop (getrusage) is shown as the nominal size.
 * Suite: 2 ranks. */
#include "pv.h"
#include <fcntl.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int count = pv_int("count", 300000);
    int fd = open("/dev/null", O_WRONLY);
    char c = 'x';
    double s0 = pv_sys_ms();
    for (int i = 0; i < count; i++)
        if (write(fd, &c, 1) != 1) break;
    double sys = pv_sys_ms() - s0;
    close(fd);
    double *all = pv_gather(&sys, 1);
    if (pv_rank == 0) {
        double s = 0;
        for (int r = 0; r < pv_size; r++) s += all[r] / 1e3;
        pv_say("PPW_EXPECT {\"kind\": \"system_time\", \"rank\": null, \"callpath\": "
               "\"main/write\", \"nominal\": %.6f}",
               s);
        pv_expect_none("[\"io_blocking\"]", 0);
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/write", count, -1);
    }
    return pv_finish();
}

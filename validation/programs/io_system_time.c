/* I/O that does not block (issue 13): each rank write()s one page `count` times over the first
 * page of an unlinked temporary file (into the page cache: a copy in the kernel, about a
 * microsecond, never a wait). Every call returns at once; the time is CPU time, most of it in
 * the kernel. (One byte to /dev/null cost so little that MPICH's polling in MPI_Init and the
 * final gather, user time, could outweigh it on a loaded machine: the rank's system share
 * then fell below the 25% system_time asks for.) Expected:
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
    char path[] = "/tmp/ppw-io-system-time-XXXXXX", page[4096];
    int fd = mkstemp(path);
    if (fd >= 0) unlink(path);
    memset(page, 'x', sizeof page);
    double s0 = pv_sys_ms();
    for (int i = 0; i < count; i++) {
        if (lseek(fd, 0, SEEK_SET) != 0) break;
        if (write(fd, page, sizeof page) != (ssize_t)sizeof page) break;
    }
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

/* CPU time per region (tests/cpu.rs): a CPU-burning region, a sleeping one and one making
 * many small system calls, each about 150 ms (the burning one also at least 100 ms of CPU
 * time), as ppw.h user regions under the root `main`. */
#define _GNU_SOURCE
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "ppw.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* CPU time of this thread, seconds. */
static double cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static volatile uint64_t sink;

int main(void)
{
    const double span = 0.15;
    /* At least `span` of wall time and 0.1 s of CPU time: on a loaded machine the thread gets
     * only part of a core, and the region still burns a known amount. */
    ppw_region_begin("burn");
    for (double t0 = now(), c0 = cpu(); now() - t0 < span || cpu() - c0 < 0.1;)
        for (int i = 0; i < 10000; i++) sink += (uint64_t)i * i;
    ppw_region_end("burn");
    ppw_region_begin("sleep");
    struct timespec ts = {0, 150000000};
    nanosleep(&ts, NULL);
    ppw_region_end("sleep");
    ppw_region_begin("syscalls");
    for (double t0 = now(); now() - t0 < span;)
        for (int i = 0; i < 100; i++) {
            sink += (uint64_t)syscall(SYS_getpid);
            sink += (uint64_t)syscall(SYS_write, -1, "x", 1); /* EBADF, still a system call */
        }
    ppw_region_end("syscalls");
    return 0;
}

/* A host's clock for tests/clocks.rs, preloaded in front of libppw.so: CLOCK_MONOTONIC
 * shifted by $PPW_TEST_SKEW_NS nanoseconds. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

int clock_gettime(clockid_t id, struct timespec *ts)
{
    static clock_gettime_fn real;
    static long long skew;
    static int known;
    if (!real) real = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    int r = real(id, ts);
    if (r != 0 || id != CLOCK_MONOTONIC) return r;
    if (!known) {
        const char *s = getenv("PPW_TEST_SKEW_NS");
        skew = s ? atoll(s) : 0;
        known = 1;
    }
    long long t = (long long)ts->tv_sec * 1000000000LL + ts->tv_nsec + skew;
    ts->tv_sec = (time_t)(t / 1000000000LL);
    ts->tv_nsec = (long)(t % 1000000000LL);
    return 0;
}

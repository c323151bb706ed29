/* clockskew: a preloaded shim that gives a process the CLOCK_MONOTONIC of another host, for the
 * simulated-hosts test (crates/cli/tests/hosts.rs). Every clock_gettime(CLOCK_MONOTONIC) (and
 * _RAW, _COARSE, CLOCK_BOOTTIME) returns
 *
 *     t' = t + PPW_SKEW_OFFSET_NS + (t - PPW_SKEW_BASE_NS) * PPW_SKEW_DRIFT_PPM / 1e6
 *
 * (offset in ns, drift in parts per million, base: the instant from which the drift counts, in
 * the real clock's ns; all from the environment, 0 if unset). CLOCK_REALTIME is left alone:
 * ppw's runtime reads only CLOCK_MONOTONIC for its timestamps, and hosts keep their wall
 * clocks in step with NTP anyway. clock_nanosleep with TIMER_ABSTIME on a skewed clock gets
 * its target mapped back, so programs sleeping until an instant of their clock still do.
 *
 * The shim must come after libppw.so in LD_PRELOAD: libppw.so calls clock_gettime through its
 * PLT, which resolves to the first definition in the global scope (executable, then the
 * preloaded objects in order, then libc), and that is this one as long as no earlier object
 * defines it. glibc's vDSO is behind libc's clock_gettime, which the shim calls in turn. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

typedef int (*gettime_fn)(clockid_t, struct timespec *);
typedef int (*nanosleep_fn)(clockid_t, int, const struct timespec *, struct timespec *);

static gettime_fn real_gettime;
static nanosleep_fn real_nanosleep;
static int64_t skew_offset, skew_base;
static double skew_drift; /* fraction, not ppm */
static volatile int skew_ready;

static int64_t env_i64(const char *name)
{
    const char *v = getenv(name);
    return v ? strtoll(v, NULL, 10) : 0;
}

/* Idempotent: threads racing here compute the same values. */
static void skew_init(void)
{
    if (__atomic_load_n(&skew_ready, __ATOMIC_ACQUIRE)) return;
    real_gettime = (gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    real_nanosleep = (nanosleep_fn)dlsym(RTLD_NEXT, "clock_nanosleep");
    skew_offset = env_i64("PPW_SKEW_OFFSET_NS");
    skew_base = env_i64("PPW_SKEW_BASE_NS");
    const char *d = getenv("PPW_SKEW_DRIFT_PPM");
    skew_drift = d ? strtod(d, NULL) * 1e-6 : 0.0;
    __atomic_store_n(&skew_ready, 1, __ATOMIC_RELEASE);
}

static int skewed(clockid_t c)
{
    return c == CLOCK_MONOTONIC || c == CLOCK_MONOTONIC_RAW || c == CLOCK_MONOTONIC_COARSE ||
           c == CLOCK_BOOTTIME;
}

static int64_t ns_of(const struct timespec *ts)
{
    return (int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

static void to_ts(int64_t ns, struct timespec *ts)
{
    ts->tv_sec = (time_t)(ns / 1000000000LL);
    ts->tv_nsec = (long)(ns % 1000000000LL);
}

int clock_gettime(clockid_t c, struct timespec *ts)
{
    skew_init();
    int rc = real_gettime(c, ts);
    if (rc != 0 || !skewed(c)) return rc;
    int64_t t = ns_of(ts);
    to_ts(t + skew_offset + (int64_t)((double)(t - skew_base) * skew_drift), ts);
    return 0;
}

int clock_nanosleep(clockid_t c, int flags, const struct timespec *req, struct timespec *rem)
{
    skew_init();
    if (!(flags & TIMER_ABSTIME) || !skewed(c)) return real_nanosleep(c, flags, req, rem);
    /* Invert t' = t + o + (t - b) d: t = (t' - o + b d) / (1 + d). */
    int64_t target = ns_of(req);
    double t = ((double)(target - skew_offset) + (double)skew_base * skew_drift) / (1.0 + skew_drift);
    struct timespec real;
    to_ts(t < 0 ? 0 : (int64_t)t, &real);
    return real_nanosleep(c, flags, &real, rem);
}

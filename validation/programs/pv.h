/* pv.h: helpers shared by the ppw validation programs (see validation/README.md).
 *
 *  - parameters from argv as `name=value` words with defaults (pv_int, pv_dbl);
 *  - a common time schedule: every rank sleeps until the same absolute CLOCK_MONOTONIC instant
 *    (pv_at), so a deliberately late rank is late by exactly its delay, independent of how
 *    skewed the exits of the previous operation were (ranks share the clock: one node);
 *  - expectation lines on rank 0's stdout (pv_expect*, pv_expect_none, pv_expect_profile);
 *  - MPI set-up and epilogue inside the user regions `pv_setup` / `pv_epilogue`, so that they
 *    never add visits or waits to the call paths a program's expectations are about.
 *
 * Every helper is excluded from -finstrument-functions, so with it only the program's own
 * functions appear as regions. */
#ifndef PPW_VALIDATION_PV_H
#define PPW_VALIDATION_PV_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RUSAGE_THREAD */
#endif

#define PPW_WEAK
#include "ppw.h"
#include <errno.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <mpi.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define PV_FN static __attribute__((no_instrument_function, unused))

#ifdef MPICH_VERSION
#define PV_MPICH 1
#else
#define PV_MPICH 0
#endif

static int pv_rank, pv_size;
static int pv_argc;
static char **pv_argv;
static int64_t pv_t0;         /* schedule origin, ns on CLOCK_MONOTONIC */
static __thread double pv_late_max = 0; /* largest lateness of a pv_at wake-up on this rank, ms */
static __thread double pv_late_sum = 0; /* summed lateness, ms */
static __thread int pv_late_n = 0;     /* pv_at calls */

PV_FN int64_t pv_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Sleep for ms milliseconds (sleep-based "work": holds on oversubscribed cores). */
PV_FN void pv_nap_ms(double ms) {
    if (ms <= 0) return;
    struct timespec ts;
    ts.tv_sec = (time_t)(ms / 1000.0);
    ts.tv_nsec = (long)((ms - ts.tv_sec * 1000.0) * 1e6);
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
    }
}

/* Sleep until `ms` milliseconds after the schedule origin, and note how late the wake-up was
 * (on a loaded machine wake-ups come milliseconds late; the epilogue reports it). */
PV_FN void pv_at(double ms) {
    int64_t target = pv_t0 + (int64_t)(ms * 1e6);
    struct timespec ts = {(time_t)(target / 1000000000LL), (long)(target % 1000000000LL)};
    if (pv_now_ns() < target)
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
        }
    double late = (pv_now_ns() - target) / 1e6;
    if (late > pv_late_max) pv_late_max = late;
    pv_late_sum += late;
    pv_late_n++;
}

/* CPU-bound work of a known duration: compute (spin) for `ms` of wall-clock time. The duration
 * does not depend on how the cores are shared (the CPU time does: on a shared core it is less
 * than `ms`), so waits caused by it have a known size. Only where CPU time is the point. */
PV_FN void pv_spin_ms(double ms) {
    volatile double x = 1.0;
    int64_t end = pv_now_ns() + (int64_t)(ms * 1e6);
    while (pv_now_ns() < end)
        for (int i = 0; i < 2000; i++) x = x * 1.0000001 + 1e-9;
}

/* System time of the calling thread, ms. */
PV_FN double pv_sys_ms(void) {
    struct rusage ru;
    getrusage(RUSAGE_THREAD, &ru);
    return ru.ru_stime.tv_sec * 1e3 + ru.ru_stime.tv_usec / 1e3;
}

/* Work in the kernel, not I/O: map 16 anonymous pages, touch them (page faults that zero
 * them), unmap, until this thread has `ms` more system time. About 85% of the CPU time is system
 * time (getppid() or write() to /dev/null loops reach only about 50% on the development VM;
 * reads would count as I/O). */
PV_FN void pv_burn_sys_ms(double ms) {
    double end = pv_sys_ms() + ms;
    while (pv_sys_ms() < end)
        for (int i = 0; i < 20; i++) {
            char *p = mmap(NULL, 16 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED) return;
            for (int j = 0; j < 16; j++) p[j * 4096] = 1;
            munmap(p, 16 * 4096);
        }
}

/* `name=value` from argv, else the default. */
PV_FN const char *pv_arg(const char *name) {
    size_t n = strlen(name);
    for (int i = 1; i < pv_argc; i++)
        if (strncmp(pv_argv[i], name, n) == 0 && pv_argv[i][n] == '=') return pv_argv[i] + n + 1;
    return NULL;
}
PV_FN int pv_int(const char *name, int def) {
    const char *v = pv_arg(name);
    return v ? atoi(v) : def;
}
PV_FN double pv_dbl(const char *name, double def) {
    const char *v = pv_arg(name);
    return v ? atof(v) : def;
}

PV_FN void pv_region_begin(const char *name) {
    if (ppw_region_begin) ppw_region_begin(name);
}
PV_FN void pv_region_end(const char *name) {
    if (ppw_region_end) ppw_region_end(name);
}

/* After MPI_Init(_thread): rank, size, argv, and a schedule origin `lead_ms` after the clock
 * of the last rank to arrive here (the lead covers the skew with which ranks leave the set-up
 * reduction; ranks start up with large skews, so the origin must not be one rank's clock). */
PV_FN void pv_start(int argc, char **argv, double lead_ms) {
    pv_argc = argc;
    pv_argv = argv;
    MPI_Comm_rank(MPI_COMM_WORLD, &pv_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &pv_size);
    pv_region_begin("pv_setup");
    long long mine = pv_now_ns() + (long long)(lead_ms * 1e6), t = 0;
    MPI_Allreduce(&mine, &t, 1, MPI_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
    pv_region_end("pv_setup");
    pv_t0 = t;
}

/* Print one line on rank 0 (printf format), flushed. */
PV_FN void pv_say(const char *fmt, ...) {
    if (pv_rank != 0) return;
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}

/* A finding expectation. rank < 0: any rank; `path` is a full call path, or a suffix if it
 * starts with '*' ("*work/MPI_Recv"). cause < 0: the cause is not checked. rel_above < 0: the
 * upper tolerance is rel_tol as well. */
PV_FN void pv_expect_full(const char *kind, int rank, const char *path, double seconds,
                          double rel_tol, double rel_above, double abs_tol, int cause) {
    char rk[32] = "null", ca[48] = "", ab[48] = "";
    if (rank >= 0) snprintf(rk, sizeof rk, "%d", rank);
    if (cause >= 0) snprintf(ca, sizeof ca, ", \"cause_rank\": %d", cause);
    if (rel_above >= 0) snprintf(ab, sizeof ab, ", \"rel_tol_above\": %.3f", rel_above);
    int suffix = path[0] == '*';
    pv_say("PPW_EXPECT {\"kind\": \"%s\", \"rank\": %s, \"%s\": \"%s\", \"seconds\": %.6f, "
           "\"rel_tol\": %.3f%s, \"abs_tol\": %.4f%s}",
           kind, rk, suffix ? "callpath_suffix" : "callpath", path + suffix, seconds, rel_tol,
           ab, abs_tol, ca);
}

/* A finding expectation with the suite's usual tolerances for a sleep-built wait: at most
 * 10% (and 5 ms) below, up to 25% above on Open MPI and 50% above on MPICH (busy polling on
 * oversubscribed cores delays wake-ups). */
PV_FN void pv_expect(const char *kind, int rank, const char *path, double seconds, int cause) {
    pv_expect_full(kind, rank, path, seconds, 0.10, PV_MPICH ? 0.50 : 0.25, 0.005, cause);
}

/* More ranks than cores. */
PV_FN int pv_oversubscribed(void) { return pv_size > sysconf(_SC_NPROCESSORS_ONLN); }

/* A cube cell (metric, rank, call path) within the tolerances (as for findings); a missing
 * cell counts as 0 seconds. */
PV_FN void pv_expect_severity(const char *metric, int rank, const char *path, double seconds,
                              double rel_tol, double rel_above, double abs_tol) {
    int suffix = path[0] == '*';
    pv_say("PPW_EXPECT_SEVERITY {\"metric\": \"%s\", \"rank\": %d, \"%s\": \"%s\", "
           "\"seconds\": %.6f, \"rel_tol\": %.3f, \"rel_tol_above\": %.3f, \"abs_tol\": %.4f}",
           metric, rank, suffix ? "callpath_suffix" : "callpath", path + suffix, seconds,
           rel_tol, rel_above, abs_tol);
}

/* A cube cell of a deliberately built wait with the suite's tolerances: 10% (and 5 ms) below,
 * 30% above on Open MPI and 60% on MPICH. Under MPICH with more ranks than cores, a rank woken
 * while the others busy-poll on every core may wait a time slice for a core, which shortens
 * its own wait: 20% below there. */
PV_FN void pv_expect_cell(const char *metric, int rank, const char *path, double seconds) {
    pv_expect_severity(metric, rank, path, seconds, PV_MPICH && pv_oversubscribed() ? 0.2 : 0.1,
                       PV_MPICH ? 0.6 : 0.3, 0.005);
}

/* Exact profile counts of (rank, call path); visits/bytes < 0: not checked. */
PV_FN void pv_expect_profile(int rank, const char *path, long long visits, long long bytes) {
    char v[48] = "", b[48] = "";
    if (visits >= 0) snprintf(v, sizeof v, ", \"visits\": %lld", visits);
    if (bytes >= 0) snprintf(b, sizeof b, ", \"bytes\": %lld", bytes);
    int suffix = path[0] == '*';
    pv_say("PPW_EXPECT_PROFILE {\"rank\": %d, \"%s\": \"%s\"%s%s}", rank,
           suffix ? "callpath_suffix" : "callpath", path + suffix, v, b);
}

/* No finding (and no summed cube cell) of `kinds` above max_seconds. `kinds` is JSON: a list
 * `["late_sender", ...]` or the string `"wait_states"` / `"all"`. */
PV_FN void pv_expect_none(const char *kinds, double max_seconds) {
    pv_say("PPW_EXPECT_NONE {\"kinds\": %s, \"max_seconds\": %.4f}", kinds, max_seconds);
}

/* Epilogue: report the schedule's health (largest wake-up lateness over all ranks) and
 * finalize. A lateness of more than a few ms means the machine was too loaded for the schedule
 * and timing expectations may fail for that reason. */
PV_FN int pv_finish(void) {
    pv_region_begin("pv_epilogue");
    double mine[3] = {pv_late_max, pv_late_sum, pv_late_n}, all[3] = {0, 0, 0};
    MPI_Reduce(mine, all, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(mine + 1, all + 1, 2, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    pv_region_end("pv_epilogue");
    pv_say("PPW_INFO {\"wakeup_late_max_ms\": %.3f, \"wakeup_late_mean_ms\": %.3f, \"ranks\": %d, "
           "\"mpi\": \"%s\"}",
           all[0], all[2] > 0 ? all[1] / all[2] : 0.0, pv_size, PV_MPICH ? "mpich" : "openmpi");
    MPI_Finalize();
    return 0;
}

/* Abort unless the program runs on exactly `n` ranks (expectations assume it). */
PV_FN void pv_need_ranks(int n) {
    if (pv_size != n) {
        if (pv_rank == 0) fprintf(stderr, "this program needs %d ranks, got %d\n", n, pv_size);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
}

#endif

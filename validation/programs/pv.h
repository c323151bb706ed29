/* pv.h: helpers shared by the ppw validation programs (see validation/README.md).
 *
 *  - parameters from argv as `name=value` words with defaults (pv_int, pv_dbl);
 *  - a common time schedule: every rank sleeps until the same absolute CLOCK_MONOTONIC instant
 *    (pv_at), so a deliberately late rank is late by its delay, independent of how skewed the
 *    exits of the previous operation were (ranks share the clock: one node);
 *  - the enter times the program measures itself (pv_at's wake-up times), gathered to rank 0
 *    (pv_gather), from which rank 0 computes the waits to expect (pv_lag, pv_wait_latest):
 *    the deliberate delay plus whatever the OS added to the wake-ups, so expectations stay
 *    tight on a loaded machine; the nominal size is printed alongside;
 *  - expectation lines on rank 0's stdout (pv_expect*, pv_expect_none, pv_expect_profile);
 *  - MPI set-up and epilogue inside the user regions `pv_setup` / `pv_epilogue`, so that they
 *    never add visits or waits to the call paths a program's expectations are about.
 *
 * OpenSHMEM programs (built with oshcc) define PV_SHMEM before including this file, call
 * shmem_init() where MPI programs call MPI_Init (Open MPI's oshmem initializes MPI inside it,
 * so the harness keeps using MPI), and pv_finish() ends them with shmem_finalize().
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
#ifdef PV_SHMEM
#include <shmem.h>
#endif
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
static int64_t pv_init_ns;    /* when pv_start began: right after MPI_Init returned */
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

/* Now, in ms after the schedule origin. */
PV_FN double pv_ms(void) { return (pv_now_ns() - pv_t0) / 1e6; }

/* Sleep until `ms` milliseconds after the schedule origin; return when it woke up (pv_ms()),
 * which is what the program records as the enter time of the operation it starts next. On a
 * loaded machine wake-ups come milliseconds late; the epilogue reports by how much. */
PV_FN double pv_at(double ms) {
    int64_t target = pv_t0 + (int64_t)(ms * 1e6);
    struct timespec ts = {(time_t)(target / 1000000000LL), (long)(target % 1000000000LL)};
    if (pv_now_ns() < target)
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
        }
    int64_t now = pv_now_ns();
    double late = (now - target) / 1e6;
    if (late > pv_late_max) pv_late_max = late;
    pv_late_sum += late;
    pv_late_n++;
    return (now - pv_t0) / 1e6;
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
    pv_init_ns = pv_now_ns();
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
 * upper tolerance is rel_tol as well. nominal: the size the parameters ask for (shown). */
PV_FN void pv_expect_full(const char *kind, int rank, const char *path, double seconds,
                          double rel_tol, double rel_above, double abs_tol, int cause,
                          double nominal) {
    char rk[32] = "null", ca[48] = "", ab[48] = "";
    if (rank >= 0) snprintf(rk, sizeof rk, "%d", rank);
    if (cause >= 0) snprintf(ca, sizeof ca, ", \"cause_rank\": %d", cause);
    if (rel_above >= 0) snprintf(ab, sizeof ab, ", \"rel_tol_above\": %.3f", rel_above);
    int suffix = path[0] == '*';
    pv_say("PPW_EXPECT {\"kind\": \"%s\", \"rank\": %s, \"%s\": \"%s\", \"seconds\": %.6f, "
           "\"rel_tol\": %.3f%s, \"abs_tol\": %.4f%s, \"nominal\": %.6f}",
           kind, rk, suffix ? "callpath_suffix" : "callpath", path + suffix, seconds, rel_tol,
           ab, abs_tol, ca, nominal);
}

/* The tolerance of a wait computed from the enter times the program measured itself (pv_at's
 * wake-up times, gathered by pv_gather): 5%, and at least 2 ms plus 0.5 ms per summed
 * instance (the clock the program reads and ppw's corrected timestamps of the same instants
 * differ by tenths of a millisecond). */
PV_FN double pv_abs_tol(int instances) { return 0.002 + 0.0005 * instances; }

/* A finding of `seconds` (from measured enter times) summed over `instances` waits. */
PV_FN void pv_expect(const char *kind, int rank, const char *path, double seconds, int instances,
                     int cause, double nominal) {
    pv_expect_full(kind, rank, path, seconds, 0.05, -1, pv_abs_tol(instances), cause, nominal);
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

/* A cube cell of `seconds` (from measured enter times) summed over `instances` waits. */
PV_FN void pv_expect_cell(const char *metric, int rank, const char *path, double seconds,
                          int instances) {
    pv_expect_severity(metric, rank, path, seconds, 0.05, 0.05, pv_abs_tol(instances));
}

/* The sum of the cube cells of several metrics (`metrics`: a JSON list, e.g.
 * "[\"rma_early_wait\", \"rma_late_complete\"]") of one rank at a call path (or '*' suffix; ""
 * = every call path). Cells are exclusive along the metric tree, so a parent with its
 * children gives the parent's full value; a wait that lands in one of several metrics
 * depending on the MPI library is summed over them. For count metrics `value` is a count
 * (rel_tol = abs_tol = 0: exact). */
PV_FN void pv_expect_sum(const char *metrics, int rank, const char *path, double value,
                         double rel_tol, double abs_tol) {
    char where[256];
    if (!path[0])
        snprintf(where, sizeof where, "\"callpath_any\": true");
    else if (path[0] == '*')
        snprintf(where, sizeof where, "\"callpath_suffix\": \"%s\"", path + 1);
    else
        snprintf(where, sizeof where, "\"callpath\": \"%s\"", path);
    pv_say("PPW_EXPECT_SEVERITY {\"metrics\": %s, \"rank\": %d, %s, \"seconds\": %.6f, "
           "\"rel_tol\": %.3f, \"abs_tol\": %.4f}",
           metrics, rank, where, value, rel_tol, abs_tol);
}

/* Gather n doubles of every rank to rank 0 (rank-major: rank r's k-th value at [r * n + k]),
 * inside the harness region; NULL on the other ranks. */
PV_FN double *pv_gather(const double *mine, int n) {
    double *all = pv_rank == 0 ? calloc((size_t)pv_size * n, sizeof(double)) : NULL;
    pv_region_begin("pv_epilogue");
    MPI_Gather(mine, n, MPI_DOUBLE, all, n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    pv_region_end("pv_epilogue");
    return all;
}

/* Sum over k < n of max(0, late[k] - early[k]), in seconds (times in ms). */
PV_FN double pv_lag(const double *late, const double *early, int n) {
    double s = 0;
    for (int k = 0; k < n; k++)
        if (late[k] > early[k]) s += late[k] - early[k];
    return s / 1e3;
}

/* Rank r's wait for the latest of `members` (all ranks if NULL) in each of n instances, in
 * seconds: sum over k of max(0, max over m of t[m][k] - t[r][k]); t as from pv_gather. */
PV_FN double pv_wait_latest(const double *t, int n, int r, const int *members, int nm) {
    double s = 0;
    if (!members) nm = pv_size;
    for (int k = 0; k < n; k++) {
        double latest = -1e300;
        for (int i = 0; i < nm; i++) {
            int m = members ? members[i] : i;
            if (t[m * n + k] > latest) latest = t[m * n + k];
        }
        if (latest > t[r * n + k]) s += latest - t[r * n + k];
    }
    return s / 1e3;
}

/* The rank that kept the others waiting longest over n instances (t as for pv_wait_latest,
 * all ranks): the latest to enter each instance is charged the waits of all others there.
 * A finding's cause is the rank with the most blame; on a loaded machine the deliberately
 * late rank is not always the last to arrive, so expect the one the program measured. */
PV_FN int pv_cause_latest(const double *t, int n) {
    double *blame = calloc(pv_size, sizeof(double));
    for (int k = 0; k < n; k++) {
        int latest = 0;
        for (int r = 1; r < pv_size; r++)
            if (t[r * n + k] > t[latest * n + k]) latest = r;
        for (int r = 0; r < pv_size; r++) blame[latest] += t[latest * n + k] - t[r * n + k];
    }
    int most = 0;
    for (int r = 1; r < pv_size; r++)
        if (blame[r] > blame[most]) most = r;
    free(blame);
    return most;
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

/* Instances a program records enter times for (iterations are capped at this). */
#define PV_MAXIT 64

/* No finding (and no summed cube cell) of `kinds` at the call path (or '*' suffix) above
 * max_seconds. */
PV_FN void pv_expect_none_at(const char *kinds, const char *path, double max_seconds) {
    int suffix = path[0] == '*';
    pv_say("PPW_EXPECT_NONE {\"kinds\": %s, \"%s\": \"%s\", \"max_seconds\": %.4f}", kinds,
           suffix ? "callpath_suffix" : "callpath", path + suffix, max_seconds);
}

/* No finding (and no summed cube cell) of `kinds` above max_seconds. `kinds` is JSON: a list
 * `["late_sender", ...]` or the string `"wait_states"` / `"all"`. */
PV_FN void pv_expect_none(const char *kinds, double max_seconds) {
    pv_say("PPW_EXPECT_NONE {\"kinds\": %s, \"max_seconds\": %.4f}", kinds, max_seconds);
}

/* Runs compared with `ppw compare` (pairs, validation/README.md): the times a run measured of
 * itself in ppw compare's terms, printed by pv_finish as a PPW_COMPARE_TIME line: the run's
 * time (the longest rank's time between MPI_Init and MPI_Finalize) and, per call path added
 * with pv_compare_add, the time spent there summed over ranks. */
#define PV_MAXCMP 8
static int pv_cmp_on = 0, pv_cmp_n = 0;
static const char *pv_cmp_path[PV_MAXCMP];
static double pv_cmp_ms[PV_MAXCMP];

/* Print the run's time at the end (pv_finish). */
PV_FN void pv_compare_time(void) { pv_cmp_on = 1; }

/* This rank spent `ms` more at call path `path` (a full call path, as ppw names it). */
PV_FN void pv_compare_add(const char *path, double ms) {
    pv_cmp_on = 1;
    int i = 0;
    while (i < pv_cmp_n && strcmp(pv_cmp_path[i], path) != 0) i++;
    if (i == pv_cmp_n) {
        if (pv_cmp_n == PV_MAXCMP) return;
        pv_cmp_path[pv_cmp_n] = path;
        pv_cmp_ms[pv_cmp_n++] = 0;
    }
    pv_cmp_ms[i] += ms;
}

/* The PPW_COMPARE_TIME line, collectively, as the last thing before MPI_Finalize. The ranks
 * share the clock (one node) and leave this reduction at about the same time, so the longest
 * rank's time is rank 0's clock after it less the earliest start (pv_start, right after
 * MPI_Init). Only rank 0 prints: the launchers interleave concurrent output of ranks within
 * lines. The call paths are added in the same order on every rank. */
PV_FN void pv_compare_print(void) {
    double mine[1 + PV_MAXCMP], all[1 + PV_MAXCMP];
    mine[0] = -(double)pv_init_ns; /* ns since boot: exact in a double */
    for (int i = 0; i < pv_cmp_n; i++) mine[1 + i] = pv_cmp_ms[i];
    pv_region_begin("pv_epilogue");
    if (pv_cmp_n > 0) MPI_Reduce(mine + 1, all + 1, pv_cmp_n, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(mine, all, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    pv_region_end("pv_epilogue");
    if (pv_rank != 0) return;
    double time_s = ((double)pv_now_ns() + all[0]) / 1e9;
    char paths[1024] = "";
    size_t k = 0;
    for (int i = 0; i < pv_cmp_n && k < sizeof paths; i++)
        k += snprintf(paths + k, sizeof paths - k, "%s\"%s\": %.6f", i ? ", " : "", pv_cmp_path[i],
                      all[1 + i] / 1e3);
    printf("PPW_COMPARE_TIME {\"ranks\": %d, \"time\": %.6f, \"callpaths\": {%s}}\n", pv_size,
           time_s, paths);
    fflush(stdout);
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
    if (pv_cmp_on) pv_compare_print();
#ifdef PV_SHMEM
    shmem_finalize();
#else
    MPI_Finalize();
#endif
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

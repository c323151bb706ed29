/* Per-thread hot state shared by the C wrappers and Rust (src/thread.rs: `Hot`, repr(C)). */
#ifndef PPW_HOT_H
#define PPW_HOT_H

#include <stdint.h>
#include <time.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

typedef struct ppw_hot {
    /* Non-zero: forward wrapped calls without recording. Bit 0 is set while a wrapped call or
     * a runtime entry point runs on this thread (nested calls), bit 1 once recording was
     * switched off for good (measurement ended or failed). */
    uint32_t depth;
    /* Region id + 1 of the wrapped call in progress (0 = none), for the crash handler. */
    uint32_t inflight;
    /* Enter ticks of that call. */
    uint64_t inflight_t0;
    /* Instrumented functions left out on this thread (filtered or throttled), direct mapped
     * by PPW_SKIP_SLOT: the -finstrument-functions hooks return at once for them. */
    uint64_t skip[32];
} ppw_hot;

#define PPW_SKIP_SLOT(fn) ((((uint64_t)(uintptr_t)(fn)) >> 4) & 31)

/* The calling thread's state, cached in initial-exec TLS (one load, no __tls_get_addr). */
extern __thread ppw_hot *ppw_tls __attribute__((tls_model("initial-exec")));

/* Create the calling thread's state (NULL when measurement is off). */
ppw_hot *ppw_c_attach(void);

/* The event timer: the TSC on x86_64, CLOCK_MONOTONIC ns elsewhere (src/clock.rs agrees). */
static inline __attribute__((no_instrument_function)) uint64_t ppw_ticks(void)
{
#if defined(__x86_64__)
    return __rdtsc();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
#endif
}

#endif

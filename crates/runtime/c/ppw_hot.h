/* Per-thread hot state shared by the C wrappers and Rust (src/thread.rs: `Hot`, repr(C)). */
#ifndef PPW_HOT_H
#define PPW_HOT_H

#include <stdint.h>
#include <time.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

/* One entry of the calling-context cache (src/context.rs: `Entry`, repr(C)): a call from return
 * address `ra` with the wrapper's frame at `sp` has context `id` while each of the `n` stack
 * slots `slots[i][0]` still holds the return address `slots[i][1]`. */
typedef struct ppw_ctx_entry {
    uint64_t ra, sp;
    uint32_t id, n;
    const uint64_t (*slots)[2];
} ppw_ctx_entry;

#define PPW_CTX_ENTRIES 256
/* Regions whose definition the fast path can check (`Hot::seen`). */
#define PPW_SEEN_WORDS 16

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
    /* The trace buffer of raw records (crates/format/src/raw.rs): the next free word, the
     * checkpoint (a record may be written only while cur < lim; the flush timer and
     * MPI_Pcontrol(0) set it to NULL, profile mode leaves both NULL), the allocation. */
    uint64_t *cur;
    uint64_t *lim;
    uint64_t *base;
    uint64_t *end;
    /* The calling-context cache (PPW_CTX_ENTRIES entries; with calling context off its
     * entries hold call-site ids and no slots). */
    const ppw_ctx_entry *ctx;
    /* The last communicator looked up (handle, local id) and the last datatype whose size was
     * asked (handle, size), valid while ppw_cache_generation equals cache_gen (it is bumped by
     * every communicator creation and release and by MPI_Type_free: a handle value may be
     * reused for a new object). */
    uint64_t comm_h;
    uint32_t comm_id, cache_gen;
    uint64_t type_h;
    int64_t type_size;
    /* Regions defined in the rank file so far (bit per region id below 64 * PPW_SEEN_WORDS). */
    uint64_t seen[PPW_SEEN_WORDS];
} ppw_hot;

#define PPW_SKIP_SLOT(fn) ((((uint64_t)(uintptr_t)(fn)) >> 4) & 31)

/* The context cache slot of (ra, sp) (src/context.rs: `slot`). */
static inline __attribute__((no_instrument_function)) unsigned ppw_ctx_slot(uint64_t ra,
                                                                            uint64_t sp)
{
    return (unsigned)(((ra ^ sp) * 0x9E3779B97F4A7C15ull) >> 56) & (PPW_CTX_ENTRIES - 1);
}

/* Misses of the fast path's caches, answered by Rust (src/ffi.rs). */
uint32_t ppw_site_miss(ppw_hot *h, uint64_t ra, uint64_t sp);
uint32_t ppw_comm_miss(ppw_hot *h, uint64_t comm);
void ppw_region_miss(ppw_hot *h, uint32_t region);
extern uint32_t ppw_cache_generation __attribute__((visibility("hidden")));

/* Forget the cached communicator and datatype if a handle may have been reused since. */
static inline __attribute__((no_instrument_function, always_inline)) void
ppw_sync_caches(ppw_hot *h)
{
    uint32_t g = __atomic_load_n(&ppw_cache_generation, __ATOMIC_ACQUIRE);
    if (__builtin_expect(g != h->cache_gen, 0)) {
        h->comm_h = 0;
        h->type_h = 0;
        h->cache_gen = g;
    }
}

/* The ENTER call-site field (call site or calling context id + 1) of a wrapped call with
 * return address `ra` whose wrapper's frame is at `sp`, from the thread's caches. */
static inline __attribute__((no_instrument_function, always_inline)) uint64_t
ppw_site(ppw_hot *h, uint64_t ra, uint64_t sp)
{
    const ppw_ctx_entry *e = &h->ctx[ppw_ctx_slot(ra, sp)];
    if (e->ra == ra && e->sp == sp) {
        const uint64_t(*slot)[2] = e->slots, (*end)[2] = e->slots + e->n;
        for (; slot != end; slot++)
            if (*(volatile const uint64_t *)(uintptr_t)(*slot)[0] != (*slot)[1]) goto miss;
        return (uint64_t)e->id + 1;
    }
miss:
    return (uint64_t)(uint32_t)(ppw_site_miss(h, ra, sp) + 1);
}

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

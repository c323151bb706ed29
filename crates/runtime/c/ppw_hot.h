/* Per-thread hot state shared by the C wrappers and Rust (src/thread.rs: `Hot`, repr(C)). */
#ifndef PPW_HOT_H
#define PPW_HOT_H

#include <stdint.h>
#include <time.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

/* One entry of the calling-context cache (src/context.rs: `Entry`, repr(C)): a call from return
 * address `ra` with the wrapper's frame at `sp` has context `id` while the stack slot
 * `first[0]` still holds the return address `first[1]` (a word holding 0 and 0 when there
 * is nothing to check) and each of the `n` slots `rest[i][0]` still holds `rest[i][1]`. */
typedef struct ppw_ctx_entry {
    uint64_t ra, sp;
    uint64_t first[2];
    uint32_t id, n;
    const uint64_t (*rest)[2];
    uint64_t pad[2];
} ppw_ctx_entry;
_Static_assert(sizeof(ppw_ctx_entry) == 64, "a context entry is 64 bytes");

#define PPW_CTX_ENTRIES 256

/* Profile mode: the calls of one context cache entry's call site since the last fold into the
 * call-path tree (src/thread.rs: `Slot`, repr(C)). Slot i goes with context entry i. */
/* A slot's region with this bit: no calls since the last fold (Rust sets it when it folds). */
#define PPW_SLOT_CLEAN 0x80000000u
typedef struct ppw_pslot {
    uint32_t region; /* region of the calls (0xFFFFFFFF: none yet; see PPW_SLOT_CLEAN) */
    uint32_t id;     /* context (or call-site) id of entry i at the first call since the fold */
    uint64_t ra;     /* return address of entry i at that call */
    uint64_t visits, ticks, min, max;
    uint64_t bytes[2]; /* [0] received, [1] sent */
} ppw_pslot;
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
    /* Profile mode: non-zero while the fast path may add calls to `pslot` (always 0 in trace
     * mode; Rust clears it to pause the recording), and the slots with calls since the last
     * fold, in first-call order (Rust folds them into the tree before anything else touches
     * it). */
    uint32_t prof;
    uint32_t ndirty;
    uint16_t dirty[PPW_CTX_ENTRIES];
    ppw_pslot pslot[PPW_CTX_ENTRIES];
    /* Trace mode with message buffers recorded (src/data.rs): the header bit of a call record
     * whose fourth field is the buffer (format crate, raw::BUFFERED), else 0. */
    uint64_t data;
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

/* The context cache entry of a wrapped call with return address `ra` whose wrapper's frame is
 * at `sp`, if it is cached and its stack slots still hold what they held when it was cached. */
static inline __attribute__((no_instrument_function, always_inline)) int
ppw_ctx_hit(const ppw_ctx_entry *e, uint64_t ra, uint64_t sp)
{
    if (e->ra != ra || e->sp != sp) return 0;
    if (*(volatile const uint64_t *)(uintptr_t)e->first[0] != e->first[1]) return 0;
    for (uint32_t k = 0; k < e->n; k++)
        if (*(volatile const uint64_t *)(uintptr_t)e->rest[k][0] != e->rest[k][1]) return 0;
    return 1;
}

/* The ENTER call-site field (call site or calling context id + 1) of a wrapped call with
 * return address `ra` whose wrapper's frame is at `sp`, from the thread's caches. */
static inline __attribute__((no_instrument_function, always_inline)) uint64_t
ppw_site(ppw_hot *h, uint64_t ra, uint64_t sp)
{
    const ppw_ctx_entry *e = &h->ctx[ppw_ctx_slot(ra, sp)];
    if (ppw_ctx_hit(e, ra, sp)) return (uint64_t)e->id + 1;
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

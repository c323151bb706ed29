/* Heap tracking for data-structure attribution (docs/ANALYSIS.md, Data structures): malloc,
 * calloc, realloc, free, posix_memalign, aligned_alloc and memalign are wrapped; an allocation
 * of at least `ppw_heap_min` bytes is recorded with the address of the call that made it (a
 * HEAP record; the call's return address becomes a HEAP_SITE definition, resolved to function
 * and line after the run), and so is the release of such a block (blocks whose usable size,
 * malloc_usable_size, reaches the minimum). Fortran ALLOCATE and C++ new go through malloc.
 *
 * Not recorded (the same gate as the I/O wrappers, c/ppw_io.c): allocations before the
 * library constructor finished or after the measurement ended (`ppw_heap_on`, set by Rust:
 * trace mode with PPW_DATA and PPW_HEAP not off), on a thread without ppw state (no MPI
 * call, no user region yet), and while a wrapper or the runtime runs on the thread (what MPI
 * allocates inside its calls, ppw's own buffers). The cost when not recording is a compare
 * (small blocks) or a TLS load and two compares.
 *
 * Bootstrap: dlsym may allocate while the real functions are being resolved; those requests
 * are served from a static arena whose blocks are never freed. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ppw_hot.h"

#define NOINSTR __attribute__((no_instrument_function))
#define PPW_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define PPW_LIKELY(x) __builtin_expect(!!(x), 1)

/* Rust (src/data.rs): set at the start of a trace-mode measurement with heap tracking on, and
 * cleared at its end; the smallest block recorded. */
extern volatile uint32_t ppw_heap_on;
extern volatile uint64_t ppw_heap_min;
/* Rust (src/data.rs): record an allocation (`bytes` > 0, from return address `ra`) or a
 * release (`bytes` 0). */
void ppw_heap_event(ppw_hot *h, uint64_t addr, uint64_t bytes, uint64_t ra);

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);

static __thread int ppw_heap_resolving __attribute__((tls_model("initial-exec")));

/* The bootstrap arena (dlsym's own allocations while resolving). */
static _Alignas(16) char ppw_boot[16384];
static size_t ppw_boot_used;

static NOINSTR void *ppw_boot_alloc(size_t n)
{
    size_t at = __atomic_fetch_add(&ppw_boot_used, (n + 15) & ~(size_t)15, __ATOMIC_RELAXED);
    if (at + n > sizeof ppw_boot) return NULL;
    return ppw_boot + at;
}

static NOINSTR int ppw_is_boot(const void *p)
{
    return (const char *)p >= ppw_boot && (const char *)p < ppw_boot + sizeof ppw_boot;
}

static NOINSTR void ppw_heap_resolve(void)
{
    ppw_heap_resolving++;
    *(void **)&real_malloc = dlsym(RTLD_NEXT, "malloc");
    *(void **)&real_calloc = dlsym(RTLD_NEXT, "calloc");
    *(void **)&real_realloc = dlsym(RTLD_NEXT, "realloc");
    *(void **)&real_free = dlsym(RTLD_NEXT, "free");
    *(void **)&real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    *(void **)&real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    *(void **)&real_memalign = dlsym(RTLD_NEXT, "memalign");
    ppw_heap_resolving--;
}

/* Resolve on first use; 0 while resolving (the caller serves from the arena). */
#define PPW_READY(fn) (real_##fn != NULL || (!ppw_heap_resolving && (ppw_heap_resolve(), real_##fn != NULL)))

/* Record an allocation of `n` bytes at `p` from return address `ra`. */
static inline NOINSTR void ppw_heap_note(void *p, size_t n, void *ra)
{
    if (PPW_UNLIKELY(ppw_heap_on) && n >= ppw_heap_min && p != NULL) {
        ppw_hot *h = ppw_tls;
        if (h == NULL || h->depth != 0) return;
        h->depth = 1;
        ppw_heap_event(h, (uint64_t)(uintptr_t)p, n, (uint64_t)(uintptr_t)ra);
        h->depth &= ~1u;
    }
}

/* Record the release of `p` if it was large enough to be recorded. */
static inline NOINSTR void ppw_heap_forget(void *p)
{
    if (PPW_UNLIKELY(ppw_heap_on) && p != NULL) {
        ppw_hot *h = ppw_tls;
        if (h == NULL || h->depth != 0 || malloc_usable_size(p) < ppw_heap_min) return;
        h->depth = 1;
        ppw_heap_event(h, (uint64_t)(uintptr_t)p, 0, 0);
        h->depth &= ~1u;
    }
}

/* Nothing to record on this thread now (the common case, decided before the real call so
 * that the wrapper is a tail call: MPI libraries allocate inside their calls, Open MPI in
 * every passive-target lock). */
static inline NOINSTR int ppw_heap_idle(void)
{
    if (PPW_LIKELY(!ppw_heap_on)) return 1;
    ppw_hot *h = ppw_tls;
    return h == NULL || h->depth != 0;
}

/* Out of line, so that the common path of malloc and free sets up no frame. */
static __attribute__((noinline)) NOINSTR void *ppw_malloc_slow(size_t n, void *ra)
{
    if (!PPW_READY(malloc)) return ppw_boot_alloc(n);
    void *p = real_malloc(n);
    ppw_heap_note(p, n, ra);
    return p;
}

NOINSTR void *malloc(size_t n)
{
    void *(*f)(size_t) = real_malloc;
    if (PPW_LIKELY(f != NULL) && (n < ppw_heap_min || ppw_heap_idle())) return f(n);
    return ppw_malloc_slow(n, __builtin_return_address(0));
}

NOINSTR void *calloc(size_t k, size_t n)
{
    if (!PPW_READY(calloc)) {
        if (n && k > SIZE_MAX / n) return NULL;
        return ppw_boot_alloc(k * n); /* static: already zero */
    }
    void *p = real_calloc(k, n);
    if (n == 0 || k <= SIZE_MAX / n) ppw_heap_note(p, k * n, __builtin_return_address(0));
    return p;
}

NOINSTR void *realloc(void *old, size_t n)
{
    if (PPW_UNLIKELY(ppw_is_boot(old))) {
        void *p = malloc(n);
        /* The arena block's size is not kept: copy at most up to the arena's end. */
        size_t left = (size_t)(ppw_boot + sizeof ppw_boot - (char *)old);
        if (p != NULL) memcpy(p, old, n < left ? n : left);
        return p;
    }
    if (!PPW_READY(realloc)) return ppw_boot_alloc(n);
    ppw_heap_forget(old);
    void *p = real_realloc(old, n);
    ppw_heap_note(p, n, __builtin_return_address(0));
    return p;
}

static __attribute__((noinline)) NOINSTR void ppw_free_slow(void *p)
{
    if (p == NULL || ppw_is_boot(p) || !PPW_READY(free)) return;
    ppw_heap_forget(p);
    real_free(p);
}

NOINSTR void free(void *p)
{
    void (*f)(void *) = real_free;
    if (PPW_LIKELY(f != NULL) && !PPW_UNLIKELY(ppw_is_boot(p)) && ppw_heap_idle()) {
        f(p); /* free(NULL) is a no-op there too */
        return;
    }
    ppw_free_slow(p);
}

NOINSTR int posix_memalign(void **out, size_t align, size_t n)
{
    if (!PPW_READY(posix_memalign)) return ENOMEM;
    int r = real_posix_memalign(out, align, n);
    if (r == 0) ppw_heap_note(*out, n, __builtin_return_address(0));
    return r;
}

NOINSTR void *aligned_alloc(size_t align, size_t n)
{
    if (!PPW_READY(aligned_alloc)) return NULL;
    void *p = real_aligned_alloc(align, n);
    ppw_heap_note(p, n, __builtin_return_address(0));
    return p;
}

NOINSTR void *memalign(size_t align, size_t n)
{
    if (!PPW_READY(memalign)) return NULL;
    void *p = real_memalign(align, n);
    ppw_heap_note(p, n, __builtin_return_address(0));
    return p;
}

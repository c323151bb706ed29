/* ppw_gasp.c: the tool side of GASP 1.5 for UPC in libppw.so: gasp_init, gasp_event_notify(VA),
 * gasp_control, gasp_create_event and the pupc_* user functions; the mapping of UPC events to
 * ppw's records, the per-thread stack that pairs START with END, the throttling of
 * high-frequency events and the counted warnings about bad input.
 *
 * A GASP runtime reports every UPC operation twice (START, END); ppw records an operation as
 * one call, like a wrapped MPI call, when its END arrives (src/gasp.rs makes the records):
 *
 *   shared accesses, upc_mem{put,get,set,cpy}   RMA transfers on "UPC shared memory" (a window
 *                                               over all threads) to the owning thread
 *   non-blocking inits / syncs                  RMA transfers with a request / its completion
 *   upc_notify / upc_wait (split-phase barrier) a non-blocking barrier on the world started in
 *                                               upc_notify and completed in upc_wait, so the
 *                                               analysis measures the wait in upc_wait (thesis
 *                                               Fig. 4-4b: MPI_Ibarrier + MPI_Wait)
 *   upc_barrier                                 a barrier on the world
 *   collectives (upc_all_*)                     collectives on the world, bytes as MPI counts them
 *   upc_lock, upc_lock_attempt, upc_unlock      lock steps on the lock's identity (lock_key)
 *   allocation, fence, exit                     plain calls
 *   upc_forall, user functions, pupc events     regions entered at START and left at END (user
 *                                               code runs inside them)
 *
 * An operation nested in another one (a runtime implementing upc_memcpy with memget + memput)
 * is folded into the outer one, and so are MPI and I/O calls the runtime makes inside an
 * operation (the thread's depth flag is set while it runs, as inside a wrapped MPI call).
 *
 * Throttling (thesis 4.2.2: high-frequency, short events perturb the program and fill the
 * trace): per thread and per (event id, source position), once PPW_GASP_THROTTLE_COUNT
 * (default 1000) occurrences of a transfer, a C memory call, a user function or a cache event
 * are recorded, and if at least 9 in 10 of them took less than PPW_GASP_THROTTLE_NS (default
 * 1000 ns; cache events are markers without duration: the count alone decides), later
 * occurrences are only counted (no timer reading, no record); the counts go into the
 * experiment's notes. PPW_GASP_THROTTLE=off keeps every event.
 *
 * Bad input never crashes: an event without a context, an unknown id, a type the id does not
 * have, an END without START, a START never ended, nesting deeper than the stack are skipped
 * and counted; the counts are printed at exit and written as notes of the rank file.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gasp_upc.h"
#include "ppw_hot.h"
#include "pupc.h"

#define NOINSTR __attribute__((no_instrument_function))
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---- Rust entry points (src/gasp.rs) ----------------------------------------------------- */
typedef struct ppw_gasp_rec {
    uint32_t what;   /* PPW_GR_* */
    uint32_t region; /* local region id */
    uint64_t ra;     /* call site: a return address or a source position (ppw_gasp_source) */
    uint64_t t0, t1;
    int32_t target;  /* transfer target or collective root (thread number, -1 = unknown/none) */
    int32_t target2; /* upc_memcpy: the destination's thread */
    int64_t bytes;   /* transfer bytes, or bytes sent by a collective */
    int64_t bytes2;  /* bytes received by a collective */
    uint64_t handle; /* non-blocking handle (0 = none), or the request serial of a notify */
    uint64_t addr;   /* remote address of the transfer to `target` (see addrfield; 0: none) */
    uint64_t addr2;  /* upc_memcpy: of the put to `target2` */
    uint64_t local;  /* the private buffer of a put (source) or get (destination); 0: none */
} ppw_gasp_rec;
/* src/gasp.rs's Rec (its test checks the same size). */
_Static_assert(sizeof(ppw_gasp_rec) == 88, "ppw_gasp_rec must match src/gasp.rs Rec");
enum {
    PPW_GR_PLAIN = 0,  /* the call only */
    PPW_GR_PUT = 1,    /* RMA put (handle: non-blocking) */
    PPW_GR_GET = 2,    /* RMA get (handle: non-blocking) */
    PPW_GR_COPY = 3,   /* get from target + put to target2 (handle: non-blocking) */
    PPW_GR_COLL = 4,   /* blocking collective on the world */
    PPW_GR_NOTIFY = 5, /* non-blocking barrier started: returns its request serial */
    PPW_GR_WAIT = 6,   /* the barrier of serial `handle` completes */
    PPW_GR_FENCE = 7,  /* every transfer of the thread completes */
    PPW_GR_SYNC = 8,   /* the transfers of `handle` complete */
    PPW_GR_EXIT = 9    /* the call, then the end of the measurement (upc_global_exit) */
};
int ppw_gasp_started(int mythread, int threads);
/* src/ffi.rs (ppw_wrap.h declares it for the MPI wrappers; this file does not include MPI). */
enum { PPW_SYNC_LOCK = 0, PPW_SYNC_UNLOCK = 1 };
void ppw_call_addr_sync(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                        uint32_t what, uint64_t win, uint64_t addr, int32_t ok);
void ppw_call_alloc_cyclic(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                           uint64_t win, uint64_t addr, int64_t bytes, uint64_t old,
                           uint64_t block);
/* src/gasp.rs UPC_WIN: the handle of "UPC shared memory". */
#define PPW_UPC_WIN 0xFFFC000000000001ull
uint64_t ppw_gasp_ticks(uint64_t ns);
uint32_t ppw_gasp_construct(const char *name);
uint32_t ppw_gasp_named(const char *name);
uint64_t ppw_gasp_source(const char *file, int line, int col);
void ppw_gasp_note(const char *text);
void ppw_gasp_region(ppw_hot *h, int op, uint32_t region, uint64_t ra, uint64_t t);
uint64_t ppw_gasp_record(ppw_hot *h, const ppw_gasp_rec *r);

/* ---- the events ---------------------------------------------------------------------------- */
/* How an event is recorded, which arguments it has (see gasp_upc.h). */
enum {
    EV_UNKNOWN = 0,
    EV_PUT,      /* int relaxed, PTS dst, void *src, size_t n */
    EV_GET,      /* int relaxed, void *dst, PTS src, size_t n */
    EV_NBPUT,    /* as PUT; END + handle */
    EV_NBGET,    /* as GET; END + handle */
    EV_MEMPUT,   /* PTS dst, void *src, size_t n */
    EV_MEMGET,   /* void *dst, PTS src, size_t n */
    EV_MEMCPY,   /* PTS dst, PTS src, size_t n */
    EV_MEMSET,   /* PTS dst, int c, size_t n */
    EV_NBMEMPUT, /* as MEMPUT; END + handle */
    EV_NBMEMGET, /* as MEMGET; END + handle */
    EV_NBMEMCPY, /* as MEMCPY; END + handle */
    EV_SYNC,     /* handle */
    EV_TRYSYNC,  /* handle; END + int success */
    EV_DATA,     /* handle: accepted, not recorded */
    EV_NOTIFY,   /* int named, int expr */
    EV_WAIT,     /* int named, int expr */
    EV_BARRIER,  /* int named, int expr */
    EV_FENCE,
    EV_ROOTSRC,  /* broadcast, scatter: PTS dst, PTS src, size_t nbytes, int flags */
    EV_GATHER,   /* PTS dst, PTS src, size_t nbytes, int flags */
    EV_ALL,      /* gather_all, exchange: PTS dst, PTS src, size_t nbytes, int flags */
    EV_PERMUTE,  /* PTS dst, PTS src, PTS perm, size_t nbytes, int flags */
    EV_REDUCE,   /* PTS dst, PTS src, int op, size_t nelems, size_t blk, void *f, int flags, type */
    EV_PREFIX,   /* as REDUCE */
    EV_PLAIN,    /* allocation, lock allocation: the call */
    EV_LOCK,     /* upc_lock, upc_unlock: gasp_upc_lock_t *lck */
    EV_ALLALLOC, /* upc_all_alloc: size_t nblocks, size_t nbytes; END + PTS newptr */
    EV_LOCKTRY,  /* upc_lock_attempt: lck; END + lck, int result */
    EV_CMEM,     /* C malloc / realloc / free: the call (a user region) */
    EV_CEXIT,    /* collective exit: the call (the final barrier, classified as termination) */
    EV_GEXIT,    /* non-collective exit (ATOMIC) */
    EV_FUNC,     /* const char *funcsig: a region */
    EV_FORALL,   /* a region */
    EV_CACHE,    /* ATOMIC: a marker */
    EV_STATIC,   /* ATOMIC, Berkeley's static shared data: accepted, not recorded */
    EV_USER      /* user event: region (START/END) or marker (ATOMIC) */
};
/* Allowed event types per class. */
#define T_SE 1  /* START and END */
#define T_A 2   /* ATOMIC */
#define T_ANY 3

typedef struct {
    uint8_t cls;
    uint8_t types;
    uint8_t throttle; /* may be throttled */
    const char *name;  /* region name (ppw_event's construct table) */
} ppw_gasp_ev;

#define SYS0 _GASP_UPC_SYSEVT_START
#define SYSN 910 /* ids SYS0 .. SYS0 + SYSN - 1 */
static ppw_gasp_ev ppw_gasp_events[SYSN];
/* Region id per system event (filled at the first gasp_init). */
static uint32_t ppw_gasp_regions[SYSN];

static NOINSTR void ev(unsigned id, uint8_t cls, uint8_t types, uint8_t throttle, const char *name)
{
    ppw_gasp_events[id - SYS0] = (ppw_gasp_ev){cls, types, throttle, name};
}

static NOINSTR void ppw_gasp_table(void)
{
    ev(GASP_UPC_ALLOC, EV_PLAIN, T_SE, 0, "upc_alloc");
    ev(GASP_UPC_GLOBAL_ALLOC, EV_PLAIN, T_SE, 0, "upc_global_alloc");
    ev(GASP_UPC_ALL_ALLOC, EV_ALLALLOC, T_SE, 0, "upc_all_alloc");
    ev(GASP_UPC_FREE, EV_PLAIN, T_SE, 0, "upc_free");
    ev(GASP_UPC_GLOBAL_LOCK_ALLOC, EV_PLAIN, T_SE, 0, "upc_global_lock_alloc");
    ev(GASP_UPC_ALL_LOCK_ALLOC, EV_PLAIN, T_SE, 0, "upc_all_lock_alloc");
    ev(GASP_UPC_LOCK_FREE, EV_PLAIN, T_SE, 0, "upc_lock_free");
    /* Lock steps on the lock (wait_on_lock: who held it). */
    ev(GASP_UPC_LOCK_ATTEMPT, EV_LOCKTRY, T_SE, 0, "upc_lock_attempt");
    ev(GASP_UPC_LOCK, EV_LOCK, T_SE, 0, "upc_lock");
    ev(GASP_UPC_UNLOCK, EV_LOCK, T_SE, 0, "upc_unlock");
    ev(GASP_C_MALLOC, EV_CMEM, T_SE, 1, "malloc");
    ev(GASP_C_REALLOC, EV_CMEM, T_SE, 1, "realloc");
    ev(GASP_C_FREE, EV_CMEM, T_SE, 1, "free");
    ev(GASP_C_FUNC, EV_FUNC, T_SE, 1, NULL);
    ev(GASP_UPC_MEMGET, EV_MEMGET, T_SE, 1, "upc_memget");
    ev(GASP_UPC_MEMPUT, EV_MEMPUT, T_SE, 1, "upc_memput");
    ev(GASP_UPC_MEMCPY, EV_MEMCPY, T_SE, 1, "upc_memcpy");
    ev(GASP_UPC_MEMSET, EV_MEMSET, T_SE, 1, "upc_memset");
    ev(GASP_UPC_NOTIFY, EV_NOTIFY, T_SE, 0, "upc_notify");
    ev(GASP_UPC_WAIT, EV_WAIT, T_SE, 0, "upc_wait");
    ev(GASP_UPC_PUT, EV_PUT, T_SE, 1, "upc_put");
    ev(GASP_UPC_GET, EV_GET, T_SE, 1, "upc_get");
    ev(GASP_UPC_NB_GET_INIT, EV_NBGET, T_SE, 1, "upc_get_nb");
    ev(GASP_UPC_NB_PUT_INIT, EV_NBPUT, T_SE, 1, "upc_put_nb");
    ev(GASP_UPC_NB_SYNC, EV_SYNC, T_SE, 0, "upc_sync");
    ev(GASP_BUPC_NB_TRYSYNC, EV_TRYSYNC, T_SE, 0, "upc_trysync");
    ev(GASP_BUPC_NB_MEMGET_INIT, EV_NBMEMGET, T_SE, 1, "upc_memget_nb");
    ev(GASP_BUPC_NB_MEMPUT_INIT, EV_NBMEMPUT, T_SE, 1, "upc_memput_nb");
    ev(GASP_BUPC_NB_MEMCPY_INIT, EV_NBMEMCPY, T_SE, 1, "upc_memcpy_nb");
    ev(GASP_BUPC_STATIC_SHARED, EV_STATIC, T_A, 0, NULL);
    ev(GASP_UPC_COLLECTIVE_EXIT, EV_CEXIT, T_SE, 0, "upc_collective_exit");
    ev(GASP_UPC_NONCOLLECTIVE_EXIT, EV_GEXIT, T_A, 0, "upc_global_exit");
    ev(GASP_UPC_ALL_BROADCAST, EV_ROOTSRC, T_SE, 0, "upc_all_broadcast");
    ev(GASP_UPC_ALL_SCATTER, EV_ROOTSRC, T_SE, 0, "upc_all_scatter");
    ev(GASP_UPC_ALL_GATHER, EV_GATHER, T_SE, 0, "upc_all_gather");
    ev(GASP_UPC_ALL_GATHER_ALL, EV_ALL, T_SE, 0, "upc_all_gather_all");
    ev(GASP_UPC_ALL_EXCHANGE, EV_ALL, T_SE, 0, "upc_all_exchange");
    ev(GASP_UPC_ALL_PERMUTE, EV_PERMUTE, T_SE, 0, "upc_all_permute");
    ev(GASP_UPC_ALL_REDUCE, EV_REDUCE, T_SE, 0, "upc_all_reduce");
    ev(GASP_UPC_ALL_PREFIX_REDUCE, EV_PREFIX, T_SE, 0, "upc_all_prefix_reduce");
    ev(GASP_UPC_BARRIER, EV_BARRIER, T_SE, 0, "upc_barrier");
    ev(GASP_UPC_FENCE, EV_FENCE, T_SE, 0, "upc_fence");
    ev(GASP_UPC_FORALL, EV_FORALL, T_SE, 0, "upc_forall");
    ev(GASP_UPC_NB_GET_DATA, EV_DATA, T_SE, 0, NULL);
    ev(GASP_UPC_NB_PUT_DATA, EV_DATA, T_SE, 0, NULL);
    ev(GASP_UPC_CACHE_MISS, EV_CACHE, T_A, 1, "upc_cache_miss");
    ev(GASP_UPC_CACHE_HIT, EV_CACHE, T_A, 1, "upc_cache_hit");
    ev(GASP_UPC_CACHE_INVALIDATE, EV_CACHE, T_A, 1, "upc_cache_invalidate");
}

/* ---- per-thread state: the GASP context ---------------------------------------------------- */
#define PPW_GASP_MAGIC 0x70707767u /* "ppwg" */
#define STACK 64                   /* open events per thread */
#define SITES 4096                 /* (event, source position) pairs tracked per thread */
#define USER_MAX (GASP_UPC_USEREVT_END - GASP_UPC_USEREVT_START + 1)

/* One (event id, source position) of a thread: its call site and throttling state. Counters
 * are written by the owning thread only and read at exit (relaxed atomics). */
typedef struct ppw_gasp_site {
    const char *file; /* NULL: keyed by the caller's return address instead */
    uint64_t key;     /* line/column, or the return address when file is NULL */
    uint32_t tag;
    uint32_t used;
    uint64_t ra;       /* the call site recorded */
    uint64_t n;        /* occurrences recorded */
    uint64_t quick;    /* those shorter than the threshold */
    uint64_t skipped;  /* occurrences only counted (throttled) */
    uint64_t skipped_bytes;
    int line;
    int throttled;
} ppw_gasp_site;

enum { ST_SKIP = 0, ST_LEAF = 1, ST_REGION = 2 };

typedef struct {
    uint32_t tag;
    uint8_t cls;
    uint8_t state;
    int32_t target, target2;
    int64_t bytes, bytes2;
    uint64_t addr, addr2, local;
    uint64_t t0;
    uint64_t ra;
    uint32_t region;
    ppw_gasp_site *site;
} ppw_gasp_open;

struct _gasp_context_S {
    uint32_t magic;
    int upc;       /* a UPC context (other models' events are ignored) */
    int on;        /* the last value given to gasp_control (1 before any call) */
    int inupcall;  /* inside an upcall into the program: its events are ignored */
    int mythread;  /* this thread's UPC thread number / the number of threads */
    int threads;
    int depth;     /* open events */
    int overflow;  /* open events beyond STACK */
    uint64_t barrier; /* request serial of the pending upc_notify (0 = none) */
    /* The fast path: the throttled site seen last (file NULL: none) and how many of its
     * STARTs are open on top of the stack without being pushed. */
    const char *fast_file;
    int fast_line, fast_col;
    unsigned fast_tag;
    int fast_cls;
    uint64_t fast_open;
    ppw_gasp_site *fast_site;
    ppw_gasp_site *last_site; /* the site found last (site_of's one-entry cache) */
    ppw_gasp_open stack[STACK];
    unsigned nuser;
    const char *user_names[USER_MAX];
    uint32_t user_regions[USER_MAX];
    unsigned nsites;
    ppw_gasp_site *sites; /* SITES entries, open addressing */
    struct _gasp_context_S *next;
};

/* The calling thread's UPC context (for pupc_*), and every context (for the summary). */
static __thread gasp_context_t ppw_gasp_mine = NULL;
static gasp_context_t ppw_gasp_all = NULL;
static pthread_mutex_t ppw_gasp_lock = PTHREAD_MUTEX_INITIALIZER;

/* The upcalls (gasp_upc.h, crates/runtime/upc/ppw_gaspu.upc), if the program has them. */
extern void ppw_gaspu_init(int *mythread, int *threads) __attribute__((weak));
extern int ppw_gaspu_threadof(gasp_upc_PTS_t *pts) __attribute__((weak));
extern size_t ppw_gaspu_addrfield(gasp_upc_PTS_t *pts) __attribute__((weak));

/* Settings and upcalls, set by the first gasp_init. */
static pthread_once_t ppw_gasp_once = PTHREAD_ONCE_INIT;
static uint64_t ppw_throttle_n = 1000;
static uint64_t ppw_throttle_ns = 1000;
static uint64_t ppw_throttle_ticks = 0;
static void (*ppw_up_init)(int *, int *) = NULL;
static int (*ppw_up_threadof)(gasp_upc_PTS_t *) = NULL;
static size_t (*ppw_up_addrfield)(gasp_upc_PTS_t *) = NULL;

/* ---- counted warnings ------------------------------------------------------------------------ */
enum {
    W_NOCTX = 0, /* no context: before gasp_init, NULL, or not one of ppw's */
    W_UNKNOWN,   /* unknown event id */
    W_TYPE,      /* an event type the id does not have */
    W_NOSTART,   /* END without START */
    W_NOEND,     /* START without END (closed when an enclosing event ended) */
    W_DEEP,      /* nested deeper than STACK */
    W_MODEL,     /* events of a model other than UPC */
    W_USERMAX,   /* gasp_create_event ran out of ids */
    W_N
};
static const char *const ppw_w_what[W_N] = {
    "without a context (before gasp_init, or not a context gasp_init returned)",
    "with an unknown event id",
    "with an event type its event id does not have",
    "ending an event that was not started",
    "starting an event that was never ended (closed with an enclosing event)",
    "nested deeper than 64 events",
    "of a model other than UPC",
    "creating more user events than the 900 ids GASP has",
};
static uint64_t ppw_w_count[W_N];
/* The first example of each: event id, file, line. */
static struct {
    unsigned tag;
    const char *file;
    int line;
} ppw_w_first[W_N];

static NOINSTR void warn(int w, unsigned tag, const char *file, int line)
{
    if (__atomic_fetch_add(&ppw_w_count[w], 1, __ATOMIC_RELAXED) == 0) {
        ppw_w_first[w].tag = tag;
        ppw_w_first[w].file = file;
        ppw_w_first[w].line = line;
        fprintf(stderr, "ppw: GASP: event %u at %s:%d: a notification %s; further ones are counted\n",
                tag, file ? file : "?", line, ppw_w_what[w]);
    }
}

/* ---- set-up ---------------------------------------------------------------------------------- */
static NOINSTR uint64_t env_u64(const char *name, uint64_t dflt)
{
    const char *v = getenv(name);
    if (!v || !*v) return dflt;
    char *end = NULL;
    unsigned long long x = strtoull(v, &end, 10);
    return (end && *end == 0) ? (uint64_t)x : dflt;
}

static NOINSTR void ppw_gasp_setup(void)
{
    ppw_gasp_table();
    for (unsigned i = 0; i < SYSN; i++)
        ppw_gasp_regions[i] = ppw_gasp_events[i].name ? ppw_gasp_construct(ppw_gasp_events[i].name)
                                                      : UINT32_MAX;
    const char *t = getenv("PPW_GASP_THROTTLE");
    if (t && (strcmp(t, "off") == 0 || strcmp(t, "0") == 0)) ppw_throttle_n = 0;
    else ppw_throttle_n = env_u64("PPW_GASP_THROTTLE_COUNT", 1000);
    ppw_throttle_ns = env_u64("PPW_GASP_THROTTLE_NS", 1000);
    ppw_throttle_ticks = ppw_gasp_ticks(ppw_throttle_ns);
    /* The weak references make an executable linked with -lppw export the upcalls; a program
     * that only gets libppw.so preloaded must export them itself (-rdynamic). */
    ppw_up_init = ppw_gaspu_init;
    ppw_up_threadof = ppw_gaspu_threadof;
    if (!ppw_up_init) ppw_up_init = (void (*)(int *, int *))dlsym(RTLD_DEFAULT, "ppw_gaspu_init");
    if (!ppw_up_threadof)
        ppw_up_threadof = (int (*)(gasp_upc_PTS_t *))dlsym(RTLD_DEFAULT, "ppw_gaspu_threadof");
    ppw_up_addrfield = ppw_gaspu_addrfield;
    if (!ppw_up_addrfield)
        ppw_up_addrfield =
            (size_t(*)(gasp_upc_PTS_t *))dlsym(RTLD_DEFAULT, "ppw_gaspu_addrfield");
}

/* The launcher's idea of this process' rank and size (-1 if it has none). */
static NOINSTR void env_rank(int *rank, int *size)
{
    static const char *const pairs[][2] = {{"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
                                           {"PMI_RANK", "PMI_SIZE"},
                                           {"PMIX_RANK", "OMPI_COMM_WORLD_SIZE"},
                                           {"SLURM_PROCID", "SLURM_NTASKS"}};
    *rank = *size = -1;
    for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        const char *r = getenv(pairs[i][0]), *s = getenv(pairs[i][1]);
        if (r && s) {
            *rank = atoi(r);
            *size = atoi(s);
            return;
        }
    }
}

NOINSTR gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    ppw_hot *h = ppw_tls;
    if (!h) h = ppw_c_attach();
    if (h) h->depth |= 1;
    pthread_once(&ppw_gasp_once, ppw_gasp_setup);
    gasp_context_t c = (gasp_context_t)calloc(1, sizeof *c);
    if (!c) {
        if (h) h->depth &= ~1u;
        return NULL;
    }
    c->magic = PPW_GASP_MAGIC;
    c->on = 1;
    c->upc = srcmodel == GASP_MODEL_UPC;
    c->mythread = c->threads = -1;
    if (c->upc) {
        c->sites = (ppw_gasp_site *)calloc(SITES, sizeof *c->sites);
        if (ppw_up_init) {
            c->inupcall = 1;
            ppw_up_init(&c->mythread, &c->threads);
            c->inupcall = 0;
        } else {
            env_rank(&c->mythread, &c->threads);
        }
        if (c->threads < 1 || c->mythread < 0 || c->mythread >= c->threads)
            c->mythread = c->threads = -1;
        int rank = ppw_gasp_started(c->mythread, c->threads);
        if (c->mythread < 0) {
            c->mythread = rank;
            c->threads = rank + 1;
        }
        ppw_gasp_mine = c;
    }
    pthread_mutex_lock(&ppw_gasp_lock);
    c->next = ppw_gasp_all;
    ppw_gasp_all = c;
    pthread_mutex_unlock(&ppw_gasp_lock);
    if (h) h->depth &= ~1u;
    return c;
}

/* ---- helpers ----------------------------------------------------------------------------- */
/* The thread owning a pointer-to-shared (-1 if ppw cannot ask the program). */
static NOINSTR int owner(gasp_context_t c, gasp_upc_PTS_t *p)
{
    if (!p || !ppw_up_threadof) return -1;
    c->inupcall = 1;
    int t = ppw_up_threadof(p);
    c->inupcall = 0;
    return (t >= 0 && t < c->threads) ? t : -1;
}

/* The remote address of pointer-to-shared `p` for the records: its upc_addrfield (the offset
 * in the owner's part of the shared space: for a collectively allocated object the same on
 * every thread, so it plays the part of a symmetric address), marked with bit 60 (above every
 * user-space address: the reader keeps it as it is). 0 without the upcall. */
static NOINSTR uint64_t addrfield(gasp_context_t c, gasp_upc_PTS_t *p)
{
    if (!p || !ppw_up_addrfield) return 0;
    c->inupcall = 1;
    uint64_t a = (uint64_t)ppw_up_addrfield(p);
    c->inupcall = 0;
    return (1ull << 60) | (a & ((1ull << 60) - 1));
}

/* FNV-1a (64 bits) of `n` bytes, continuing from `h`. */
static NOINSTR uint64_t fnv1a(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* Bytes of a lock pointer read without the upcalls: sizeof(upc_lock_t *) in the packed
 * pointer-to-shared representation, the default of Berkeley UPC and GCC UPC. */
#define PPW_UPC_LOCK_BYTES 8

/* The identity of a UPC lock, the same on every thread: the address of its lock steps.
 * GASP's lock argument is the address of a location holding the lock pointer (a upc_lock_t *,
 * a pointer-to-shared), valid only during the notification: Berkeley UPC passes the address of
 * its lock function's own by-value copy (`, &lockptr`), a stack address that differs between
 * threads and between calls. The identity is therefore taken from the pointer-to-shared in that
 * location, read now: with the upcalls its thread and address field (upc_threadof and
 * upc_addrfield of `*(shared void **)lck`, as for transfers), hashed as two 64-bit integers;
 * without them its first PPW_UPC_LOCK_BYTES bytes. FNV-1a of those 16 or 8 bytes, cut to 61
 * bits and marked with bit 61 (above every user-space address: the reader keeps it as it is).
 * 0: no lock (a NULL argument). The allocation and free events carry the same kind of argument
 * and would give the same identity; they are recorded as plain calls (a lock freed and
 * allocated again at the same place keeps its identity, harmless: its epochs are closed). */
static NOINSTR uint64_t lock_key(gasp_context_t c, gasp_upc_lock_t *lck)
{
    if (!lck) return 0;
    uint64_t h = 0xcbf29ce484222325ull;
    if (ppw_up_threadof && ppw_up_addrfield) {
        c->inupcall = 1;
        uint64_t parts[2] = {(uint64_t)(int64_t)ppw_up_threadof(lck),
                             (uint64_t)ppw_up_addrfield(lck)};
        c->inupcall = 0;
        h = fnv1a(h, parts, sizeof parts);
    } else {
        h = fnv1a(h, lck, PPW_UPC_LOCK_BYTES);
    }
    return (1ull << 61) | (h & ((1ull << 61) - 1));
}

/* The site of (tag, file, line) or (tag, return address); NULL when the table is full. */
static NOINSTR ppw_gasp_site *site_of(gasp_context_t c, unsigned tag, const char *file, int line,
                                       int col, uint64_t ra)
{
    if (UNLIKELY(!c->sites)) return NULL;
    uint64_t key = file ? ((uint64_t)(uint32_t)line << 32 | (uint32_t)col) : ra;
    ppw_gasp_site *last = c->last_site;
    if (last && last->tag == tag && last->file == file && last->key == key) return last;
    uint64_t hsh = ((uint64_t)(uintptr_t)file ^ key * 0x9E3779B97F4A7C15ull ^ tag) *
                   0xBF58476D1CE4E5B9ull;
    unsigned i = (unsigned)(hsh >> 52) & (SITES - 1);
    for (unsigned k = 0; k < 16; k++, i = (i + 1) & (SITES - 1)) {
        ppw_gasp_site *s = &c->sites[i];
        if (LIKELY(s->used)) {
            if (s->tag == tag && s->file == file && s->key == key) return c->last_site = s;
            continue;
        }
        s->used = 1;
        s->tag = tag;
        s->file = file;
        s->key = key;
        s->line = line;
        s->ra = file ? ppw_gasp_source(file, line, col) : ra;
        c->nsites++;
        return c->last_site = s;
    }
    return NULL;
}

/* Size of a reduction's element type. */
static NOINSTR int64_t red_size(int type)
{
    switch (type) {
    case GASP_UPC_REDUCTION_C: case GASP_UPC_REDUCTION_UC: return 1;
    case GASP_UPC_REDUCTION_S: case GASP_UPC_REDUCTION_US: return 2;
    case GASP_UPC_REDUCTION_I: case GASP_UPC_REDUCTION_UI: case GASP_UPC_REDUCTION_F: return 4;
    case GASP_UPC_REDUCTION_L: case GASP_UPC_REDUCTION_UL: case GASP_UPC_REDUCTION_D: return 8;
    case GASP_UPC_REDUCTION_LD: return (int64_t)sizeof(long double);
    default: return 0;
    }
}

/* The bytes of a transfer from its START arguments (used when it is only counted). */
static NOINSTR int64_t bytes_only(int cls, va_list *ap)
{
    switch (cls) {
    case EV_PUT: case EV_GET: case EV_NBPUT: case EV_NBGET:
        (void)va_arg(*ap, int);
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        return (int64_t)va_arg(*ap, size_t);
    case EV_MEMPUT: case EV_MEMGET: case EV_MEMCPY:
    case EV_NBMEMPUT: case EV_NBMEMGET: case EV_NBMEMCPY:
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        return (int64_t)va_arg(*ap, size_t);
    case EV_MEMSET:
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, int);
        return (int64_t)va_arg(*ap, size_t);
    case EV_CMEM:
        return 0;
    case EV_CACHE:
        return (int64_t)va_arg(*ap, size_t);
    default:
        return 0;
    }
}

/* The START arguments of a leaf operation: targets and bytes into `o`. */
static NOINSTR void leaf_args(gasp_context_t c, ppw_gasp_open *o, va_list *ap)
{
    int64_t n = c->threads > 0 ? c->threads : 1, me = c->mythread;
    void *p, *q;
    o->target = o->target2 = -1;
    o->bytes = o->bytes2 = 0;
    o->addr = o->addr2 = o->local = 0;
    switch (o->cls) {
    case EV_PUT: case EV_NBPUT:
        (void)va_arg(*ap, int);
        p = va_arg(*ap, void *);
        o->local = (uint64_t)(uintptr_t)va_arg(*ap, void *);
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->addr = addrfield(c, p);
        break;
    case EV_GET: case EV_NBGET:
        (void)va_arg(*ap, int);
        o->local = (uint64_t)(uintptr_t)va_arg(*ap, void *);
        p = va_arg(*ap, void *);
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->addr = addrfield(c, p);
        break;
    case EV_MEMPUT: case EV_NBMEMPUT:
        p = va_arg(*ap, void *);
        o->local = (uint64_t)(uintptr_t)va_arg(*ap, void *);
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->addr = addrfield(c, p);
        break;
    case EV_MEMGET: case EV_NBMEMGET:
        o->local = (uint64_t)(uintptr_t)va_arg(*ap, void *);
        p = va_arg(*ap, void *);
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->addr = addrfield(c, p);
        break;
    case EV_MEMCPY: case EV_NBMEMCPY:
        q = va_arg(*ap, void *); /* destination */
        p = va_arg(*ap, void *); /* source */
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->target2 = owner(c, q);
        o->addr = addrfield(c, p);
        o->addr2 = addrfield(c, q);
        break;
    case EV_MEMSET:
        p = va_arg(*ap, void *);
        (void)va_arg(*ap, int);
        o->bytes = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        o->addr = addrfield(c, p);
        break;
    case EV_ROOTSRC: { /* broadcast / scatter: the source's thread is the root */
        (void)va_arg(*ap, void *);
        p = va_arg(*ap, void *);
        int64_t b = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        if (o->target < 0) break;
        if (o->target == me) o->bytes = b * (n - 1);
        else o->bytes2 = b;
        break;
    }
    case EV_GATHER: { /* the destination's thread is the root */
        p = va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        int64_t b = (int64_t)va_arg(*ap, size_t);
        o->target = owner(c, p);
        if (o->target < 0) break;
        if (o->target == me) o->bytes2 = b * (n - 1);
        else o->bytes = b;
        break;
    }
    case EV_ALL: {
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        int64_t b = (int64_t)va_arg(*ap, size_t);
        o->bytes = o->bytes2 = b * (n - 1);
        break;
    }
    case EV_PERMUTE: {
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        int64_t b = (int64_t)va_arg(*ap, size_t);
        o->bytes = o->bytes2 = b;
        break;
    }
    case EV_REDUCE: case EV_PREFIX: {
        p = va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, int);
        (void)va_arg(*ap, size_t);
        (void)va_arg(*ap, size_t);
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, int);
        int64_t e = red_size(va_arg(*ap, int));
        if (o->cls == EV_PREFIX) {
            o->bytes = e * (n - 1 - me);
            o->bytes2 = e * me;
            break;
        }
        o->target = owner(c, p);
        if (o->target < 0) break;
        if (o->target == me) o->bytes2 = e * (n - 1);
        else o->bytes = e;
        break;
    }
    case EV_SYNC: case EV_TRYSYNC:
        o->bytes2 = (int64_t)(uintptr_t)va_arg(*ap, void *); /* the handle */
        break;
    case EV_LOCK: case EV_LOCKTRY: /* the lock, read while its location is valid */
        o->bytes2 = (int64_t)lock_key(c, va_arg(*ap, gasp_upc_lock_t *));
        break;
    default:
        break;
    }
}

/* The handle at the end of a non-blocking initiation's END arguments. */
static NOINSTR uint64_t end_handle(int cls, va_list *ap)
{
    switch (cls) {
    case EV_NBPUT: case EV_NBGET:
        (void)va_arg(*ap, int);
        /* fall through */
    case EV_NBMEMPUT: case EV_NBMEMGET: case EV_NBMEMCPY:
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, void *);
        (void)va_arg(*ap, size_t);
        break;
    default:
        return 0;
    }
    void *hd = va_arg(*ap, void *);
    /* Trivial handles: the transfer completed in its initiation. */
    if (hd == GASP_UPC_NB_TRIVIAL || hd == GASP_UPC_NBI_TRIVIAL) return 0;
    return (uint64_t)(uintptr_t)hd;
}

/* A throttled occurrence: only counted. */
static inline __attribute__((always_inline)) void count_skipped(ppw_gasp_site *s, int cls,
                                                                va_list *ap)
{
    int64_t b = bytes_only(cls, ap);
    __atomic_store_n(&s->skipped, s->skipped + 1, __ATOMIC_RELAXED);
    __atomic_store_n(&s->skipped_bytes, s->skipped_bytes + (uint64_t)b, __ATOMIC_RELAXED);
}

/* The fast path (ppw_gasp_fast) takes over the next occurrences of throttled site `s`. */
static NOINSTR void remember_fast(gasp_context_t c, ppw_gasp_site *s, int cls, const char *file,
                                  int line, int col)
{
    if (!file) return;
    c->fast_site = s;
    c->fast_cls = cls;
    c->fast_tag = s->tag;
    c->fast_line = line;
    c->fast_col = col;
    c->fast_file = file;
}

/* The STARTs the fast path only counted become stack entries (before any other event is
 * handled, so that END matching stays exact). */
static NOINSTR void materialize(gasp_context_t c)
{
    for (; c->fast_open > 0; c->fast_open--) {
        if (c->depth >= STACK) {
            c->overflow++;
            continue;
        }
        ppw_gasp_open *o = &c->stack[c->depth++];
        o->tag = c->fast_tag;
        o->cls = (uint8_t)c->fast_cls;
        o->state = ST_SKIP;
        o->site = NULL;
    }
}

/* The cheapest path, for occurrences of the throttled site seen last while measuring and not
 * nested in anything: a START or an ATOMIC is counted, an END closes a START counted here. No
 * timer reading, no stack entry. Returns 0 to take the general path. */
static inline __attribute__((always_inline)) int ppw_gasp_fast(gasp_context_t c,
                                                               gasp_evttype_t type,
                                                               va_list *ap)
{
    ppw_hot *h = ppw_tls;
    if (UNLIKELY(!h || h->depth)) return 0;
    if (type == GASP_END) {
        if (c->fast_open == 0) return 0;
        c->fast_open--;
        return 1;
    }
    if ((type == GASP_ATOMIC) != (c->fast_cls == EV_CACHE)) return 0;
    count_skipped(c->fast_site, c->fast_cls, ap);
    if (type == GASP_START) c->fast_open++;
    return 1;
}

static NOINSTR ppw_hot *thread_state(void)
{
    ppw_hot *h = ppw_tls;
    if (UNLIKELY(!h)) h = ppw_c_attach();
    return h;
}

/* ---- events ---------------------------------------------------------------------------------- */
static NOINSTR uint32_t region_of(gasp_context_t c, unsigned tag, const ppw_gasp_ev *d,
                                  va_list *ap)
{
    if (d->cls == EV_USER) return c->user_regions[tag - GASP_UPC_USEREVT_START];
    if (d->cls == EV_FUNC) {
        const char *sig = va_arg(*ap, const char *);
        return ppw_gasp_named(sig ? sig : "(unknown function)");
    }
    return ppw_gasp_regions[tag - SYS0];
}

/* Close the open event `o` (its END arrived, or an enclosing event's END did). */
static NOINSTR void close_open(gasp_context_t c, ppw_hot *h, ppw_gasp_open *o, va_list *ap,
                               int matched)
{
    if (o->state == ST_SKIP) return;
    uint64_t t1 = ppw_ticks();
    if (o->state == ST_REGION) {
        ppw_gasp_region(h, 1, o->region, o->ra, t1);
    } else if (o->cls == EV_ALLALLOC) {
        /* A collective allocation: the object (its address field, the same on every
         * thread), its size and its blocks (nblocks blocks of nbytes, dealt to the threads in
         * turn), for the transfers per shared object and its distribution. */
        uint64_t addr = 0, block = 0;
        int64_t bytes = 0;
        if (matched) {
            size_t nblocks = va_arg(*ap, size_t), nbytes = va_arg(*ap, size_t);
            addr = addrfield(c, va_arg(*ap, void *));
            bytes = (int64_t)(nblocks * nbytes);
            block = nbytes;
        }
        h->inflight = 0;
        ppw_call_alloc_cyclic(h, o->region, (void *)(uintptr_t)o->ra, o->t0, t1, PPW_UPC_WIN,
                              addr, bytes, 0, block);
        h->depth &= ~1u;
    } else if ((o->cls == EV_LOCK || o->cls == EV_LOCKTRY) && o->bytes2 != 0) {
        /* Exclusive lock steps (ppw_wrap.h's PGAS synchronization): requested at upc_lock's
         * START, acquired at its END (upc_lock_attempt: if it returned 1), released at
         * upc_unlock's START, on the lock's identity (lock_key; without a lock, below: the
         * call only). */
        int ok = 1;
        if (o->cls == EV_LOCKTRY) {
            ok = 0;
            if (matched) {
                (void)va_arg(*ap, void *);
                ok = va_arg(*ap, int);
            }
        }
        uint64_t key = (uint64_t)o->bytes2;
        int unlock = o->tag == GASP_UPC_UNLOCK;
        h->inflight = 0;
        ppw_call_addr_sync(h, o->region, (void *)(uintptr_t)o->ra, o->t0, t1,
                           unlock ? PPW_SYNC_UNLOCK : PPW_SYNC_LOCK, PPW_UPC_WIN, key, ok);
        h->depth &= ~1u;
    } else {
        ppw_gasp_rec r = {0, o->region, o->ra, o->t0, t1, o->target, o->target2,
                          o->bytes, o->bytes2, 0, o->addr, o->addr2, o->local};
        switch (o->cls) {
        case EV_PUT: case EV_MEMPUT: case EV_MEMSET:
            r.what = PPW_GR_PUT;
            break;
        case EV_NBPUT: case EV_NBMEMPUT:
            r.what = PPW_GR_PUT;
            r.handle = matched ? end_handle(o->cls, ap) : 0;
            break;
        case EV_GET: case EV_MEMGET:
            r.what = PPW_GR_GET;
            break;
        case EV_NBGET: case EV_NBMEMGET:
            r.what = PPW_GR_GET;
            r.handle = matched ? end_handle(o->cls, ap) : 0;
            break;
        case EV_MEMCPY:
            r.what = PPW_GR_COPY;
            break;
        case EV_NBMEMCPY:
            r.what = PPW_GR_COPY;
            r.handle = matched ? end_handle(o->cls, ap) : 0;
            break;
        case EV_ROOTSRC: case EV_GATHER: case EV_ALL: case EV_PERMUTE: case EV_REDUCE:
        case EV_PREFIX: case EV_BARRIER:
            r.what = PPW_GR_COLL;
            break;
        case EV_NOTIFY:
            r.what = PPW_GR_NOTIFY;
            break;
        case EV_WAIT:
            r.what = c->barrier ? PPW_GR_WAIT : PPW_GR_PLAIN;
            r.handle = c->barrier;
            c->barrier = 0;
            break;
        case EV_FENCE:
            r.what = PPW_GR_FENCE;
            break;
        case EV_SYNC:
            r.what = PPW_GR_SYNC;
            r.handle = (uint64_t)o->bytes2;
            break;
        case EV_TRYSYNC: {
            int ok = 0;
            if (matched) {
                (void)va_arg(*ap, void *);
                ok = va_arg(*ap, int);
            }
            r.what = ok ? PPW_GR_SYNC : PPW_GR_PLAIN;
            r.handle = (uint64_t)o->bytes2;
            break;
        }
        default:
            r.what = PPW_GR_PLAIN;
            break;
        }
        if (r.what == PPW_GR_SYNC &&
            (r.handle == 0 || r.handle == (uint64_t)(uintptr_t)GASP_UPC_NBI_TRIVIAL))
            r.what = PPW_GR_PLAIN;
        r.bytes2 = o->cls == EV_SYNC || o->cls == EV_TRYSYNC ? 0 : r.bytes2;
        h->inflight = 0;
        uint64_t serial = ppw_gasp_record(h, &r);
        if (o->cls == EV_NOTIFY) c->barrier = serial;
        h->depth &= ~1u;
    }
    ppw_gasp_site *s = o->site;
    if (s && matched && !s->throttled) {
        s->n++;
        s->quick += t1 - o->t0 < ppw_throttle_ticks;
        /* Decided once, after the first N: throttled if 9 in 10 were short (a rare long one,
         * a preemption or a page fault, does not keep a tight loop recorded). */
        if (ppw_throttle_n && s->n == ppw_throttle_n && s->quick * 10 >= ppw_throttle_n * 9)
            __atomic_store_n(&s->throttled, 1, __ATOMIC_RELAXED);
    }
}

static NOINSTR void on_start(gasp_context_t c, ppw_hot *h, unsigned tag, const ppw_gasp_ev *d,
                             const char *file, int line, int col, uint64_t ra, va_list *ap)
{
    if (UNLIKELY(c->depth >= STACK)) {
        c->overflow++;
        warn(W_DEEP, tag, file, line);
        return;
    }
    ppw_gasp_open *o = &c->stack[c->depth++];
    o->tag = tag;
    o->cls = d->cls;
    o->state = ST_SKIP;
    o->site = NULL;
    /* Off, or inside another UPC operation (or another wrapped call): matched, not recorded. */
    if (!c->on || (h->depth & 1) || d->cls == EV_DATA) return;
    ppw_gasp_site *s = site_of(c, tag, file, line, col, ra);
    if (s) {
        if (s->throttled) {
            count_skipped(s, d->cls, ap);
            remember_fast(c, s, d->cls, file, line, col);
            return;
        }
        if (d->throttle) o->site = s;
        ra = s->ra;
    }
    o->ra = ra;
    o->region = region_of(c, tag, d, ap);
    if (d->cls == EV_FUNC || d->cls == EV_FORALL || d->cls == EV_USER) {
        o->state = ST_REGION;
        o->t0 = ppw_ticks();
        ppw_gasp_region(h, 0, o->region, ra, o->t0);
        return;
    }
    leaf_args(c, o, ap);
    o->state = ST_LEAF;
    /* Everything the runtime does until the END (MPI, I/O, nested UPC events) belongs to this
     * operation; the in-flight marker lets the crash handler record it. */
    h->depth |= 1;
    o->t0 = ppw_ticks();
    h->inflight = o->region + 1;
    h->inflight_t0 = o->t0;
}

static NOINSTR void on_end(gasp_context_t c, ppw_hot *h, unsigned tag, const char *file,
                           int line, va_list *ap)
{
    if (UNLIKELY(c->overflow > 0)) {
        c->overflow--;
        return;
    }
    int k = c->depth - 1;
    if (UNLIKELY(k < 0 || c->stack[k].tag != tag)) {
        while (k >= 0 && c->stack[k].tag != tag) k--;
        if (k < 0) {
            warn(W_NOSTART, tag, file, line);
            return;
        }
        /* The events opened after it were never ended: close them first. */
        for (int i = c->depth - 1; i > k; i--) {
            warn(W_NOEND, c->stack[i].tag, file, line);
            close_open(c, h, &c->stack[i], ap, 0);
        }
        c->depth = k + 1;
    }
    c->depth = k;
    close_open(c, h, &c->stack[k], ap, 1);
}

static NOINSTR void on_atomic(gasp_context_t c, ppw_hot *h, unsigned tag, const ppw_gasp_ev *d,
                              const char *file, int line, int col, uint64_t ra, va_list *ap)
{
    if (!c->on || (h->depth & 1) || d->cls == EV_STATIC) return;
    if (d->cls == EV_GEXIT) {
        uint64_t t = ppw_ticks();
        ppw_gasp_rec r = {PPW_GR_EXIT, ppw_gasp_regions[tag - SYS0], ra, t, t, -1, -1, 0, 0, 0, 0, 0, 0};
        if (file) r.ra = ppw_gasp_source(file, line, col);
        ppw_gasp_record(h, &r);
        return;
    }
    ppw_gasp_site *s = site_of(c, tag, file, line, col, ra);
    if (s) {
        if (s->throttled) {
            count_skipped(s, d->cls, ap);
            remember_fast(c, s, d->cls, file, line, col);
            return;
        }
        /* A marker has no duration: only its count decides. */
        if (d->throttle && ppw_throttle_n && ++s->n == ppw_throttle_n)
            __atomic_store_n(&s->throttled, 1, __ATOMIC_RELAXED);
    }
    ppw_gasp_region(h, 2, region_of(c, tag, d, ap), 0, ppw_ticks());
}

static const ppw_gasp_ev ppw_gasp_user_ev = {EV_USER, T_ANY, 0, NULL};

static NOINSTR void ppw_gasp_event(gasp_context_t c, uint64_t ra, unsigned tag,
                                   gasp_evttype_t type, const char *file, int line, int col,
                                   va_list *ap)
{
    if (UNLIKELY(!c || c->magic != PPW_GASP_MAGIC)) {
        warn(W_NOCTX, tag, file, line);
        return;
    }
    if (UNLIKELY(c->inupcall)) return;
    if (UNLIKELY(c->fast_open)) materialize(c);
    if (UNLIKELY(!c->upc)) {
        warn(W_MODEL, tag, file, line);
        return;
    }
    ppw_hot *h = thread_state();
    /* Measurement ended, or a signal handler runs on this thread. */
    if (UNLIKELY(!h || (h->depth & ~1u))) return;
    const ppw_gasp_ev *d;
    if (LIKELY(tag - SYS0 < SYSN)) {
        d = &ppw_gasp_events[tag - SYS0];
    } else if (tag - GASP_UPC_USEREVT_START < c->nuser) {
        d = &ppw_gasp_user_ev;
    } else {
        warn(W_UNKNOWN, tag, file, line);
        return;
    }
    if (UNLIKELY(d->cls == EV_UNKNOWN)) {
        warn(W_UNKNOWN, tag, file, line);
        return;
    }
    int t = type == GASP_ATOMIC ? T_A : (type == GASP_START || type == GASP_END) ? T_SE : 0;
    if (UNLIKELY(!(d->types & t))) {
        warn(W_TYPE, tag, file, line);
        return;
    }
    if (type == GASP_START) on_start(c, h, tag, d, file, line, col, ra, ap);
    else if (type == GASP_END) on_end(c, h, tag, file, line, ap);
    else on_atomic(c, h, tag, d, file, line, col, ra, ap);
}

/* The event is the throttled site the fast path knows (a NULL file never is). */
#define FAST_HIT(c, tag, file, line, col)                                                   \
    (LIKELY((c) != NULL) && (c)->fast_file == (file) && (c)->fast_tag == (tag) &&           \
     (c)->fast_line == (line) && (c)->fast_col == (col) && (file) != NULL)

NOINSTR void gasp_event_notifyVA(gasp_context_t context, unsigned int evttag,
                                 gasp_evttype_t evttype, const char *filename, int linenum,
                                 int colnum, va_list varargs)
{
    va_list ap;
    va_copy(ap, varargs);
    if (!(FAST_HIT(context, evttag, filename, linenum, colnum) &&
          ppw_gasp_fast(context, evttype, &ap)))
        ppw_gasp_event(context, (uint64_t)(uintptr_t)__builtin_return_address(0), evttag,
                       evttype, filename, linenum, colnum, &ap);
    va_end(ap);
}

NOINSTR void gasp_event_notify(gasp_context_t context, unsigned int evttag,
                               gasp_evttype_t evttype, const char *filename, int linenum,
                               int colnum, ...)
{
    va_list ap;
    va_start(ap, colnum);
    if (!(FAST_HIT(context, evttag, filename, linenum, colnum) &&
          ppw_gasp_fast(context, evttype, &ap)))
        ppw_gasp_event(context, (uint64_t)(uintptr_t)__builtin_return_address(0), evttag,
                       evttype, filename, linenum, colnum, &ap);
    va_end(ap);
}

NOINSTR int gasp_control(gasp_context_t context, int on)
{
    if (!context || context->magic != PPW_GASP_MAGIC) {
        warn(W_NOCTX, 0, NULL, 0);
        return 1;
    }
    int prev = context->on;
    if (context->fast_open) materialize(context);
    context->fast_file = NULL; /* the fast path counts only while measuring */
    context->on = on;
    return prev;
}

NOINSTR unsigned int gasp_create_event(gasp_context_t context, const char *name,
                                       const char *desc)
{
    (void)desc;
    if (!context || context->magic != PPW_GASP_MAGIC) {
        warn(W_NOCTX, 0, NULL, 0);
        return GASP_UPC_EVT_NONE;
    }
    if (context->nuser >= USER_MAX) {
        warn(W_USERMAX, 0, NULL, 0);
        return GASP_UPC_EVT_NONE;
    }
    char buf[48];
    if (!name) {
        snprintf(buf, sizeof buf, "user event %u", GASP_UPC_USEREVT_START + context->nuser);
        name = buf;
    }
    ppw_hot *h = thread_state();
    if (h) h->depth |= 1;
    unsigned i = context->nuser;
    context->user_names[i] = strdup(name);
    context->user_regions[i] = ppw_gasp_named(name);
    if (h) h->depth &= ~1u;
    context->nuser = i + 1;
    return GASP_UPC_USEREVT_START + i;
}

/* ---- pupc: the user functions, on the calling thread's UPC context ------------------------- */
NOINSTR int pupc_control(int on) { return gasp_control(ppw_gasp_mine, on); }

NOINSTR unsigned int pupc_create_event(const char *name, const char *desc)
{
    return gasp_create_event(ppw_gasp_mine, name, desc);
}

#define PPW_PUPC(fn, type)                                                                  \
    NOINSTR void fn(unsigned int evttag, ...)                                               \
    {                                                                                       \
        va_list ap;                                                                         \
        va_start(ap, evttag);                                                               \
        ppw_gasp_event(ppw_gasp_mine, (uint64_t)(uintptr_t)__builtin_return_address(0),    \
                       evttag, type, NULL, 0, 0, &ap);                                      \
        va_end(ap);                                                                         \
    }
PPW_PUPC(pupc_event_start, GASP_START)
PPW_PUPC(pupc_event_end, GASP_END)
PPW_PUPC(pupc_event_atomic, GASP_ATOMIC)

/* ---- the end: warnings and throttled events into the rank file's notes --------------------- */
#define MAX_NOTES 32

static NOINSTR const char *base(const char *f)
{
    if (!f) return "?";
    const char *s = strrchr(f, '/');
    return s ? s + 1 : f;
}

/* Called by the runtime at the end of the measurement (src/process.rs, `finish`). */
NOINSTR void ppw_gasp_c_finish(void)
{
    char text[1024];
    uint64_t total = 0;
    int len = 0;
    for (int w = 0; w < W_N; w++) total += __atomic_load_n(&ppw_w_count[w], __ATOMIC_RELAXED);
    if (total) {
        len = snprintf(text, sizeof text, "GASP: %llu bad notification(s), skipped or closed early:",
                       (unsigned long long)total);
        const char *sep = "";
        for (int w = 0; w < W_N && len < (int)sizeof text; w++) {
            uint64_t n = __atomic_load_n(&ppw_w_count[w], __ATOMIC_RELAXED);
            if (!n) continue;
            len += snprintf(text + len, sizeof text - (size_t)len, "%s %llu %s (first: event %u at %s:%d)",
                            sep, (unsigned long long)n, ppw_w_what[w], ppw_w_first[w].tag,
                            base(ppw_w_first[w].file), ppw_w_first[w].line);
            sep = ";";
        }
        ppw_gasp_note(text);
        fprintf(stderr, "ppw: %s\n", text);
    }
    pthread_mutex_lock(&ppw_gasp_lock);
    int notes = 0, more = 0;
    for (gasp_context_t c = ppw_gasp_all; c; c = c->next) {
        for (unsigned i = 0; c->sites && i < SITES; i++) {
            ppw_gasp_site *s = &c->sites[i];
            if (!s->used || !__atomic_load_n(&s->throttled, __ATOMIC_RELAXED)) continue;
            uint64_t skipped = __atomic_load_n(&s->skipped, __ATOMIC_RELAXED);
            if (skipped == 0) continue;
            if (notes >= MAX_NOTES) {
                more++;
                continue;
            }
            notes++;
            const ppw_gasp_ev *d = &ppw_gasp_events[s->tag - SYS0];
            const char *name = s->tag - SYS0 < SYSN && d->name ? d->name : "user function";
            char where[300];
            if (s->file) snprintf(where, sizeof where, "%s:%d", base(s->file), s->line);
            else snprintf(where, sizeof where, "call site %#llx", (unsigned long long)s->key);
            snprintf(text, sizeof text,
                     "GASP: throttled %s at %s: %llu more event(s) (%llu bytes) counted, not "
                     "recorded, after %llu recorded (PPW_GASP_THROTTLE)",
                     name, where, (unsigned long long)skipped,
                     (unsigned long long)__atomic_load_n(&s->skipped_bytes, __ATOMIC_RELAXED),
                     (unsigned long long)s->n);
            ppw_gasp_note(text);
        }
    }
    pthread_mutex_unlock(&ppw_gasp_lock);
    if (more) {
        snprintf(text, sizeof text, "GASP: %d more throttled site(s) not listed", more);
        ppw_gasp_note(text);
    }
}

/* The thin C side of the MPI wrappers: hot-path helpers and the per-kind PRE/POST macros that
 * the generated wrappers (generated/mpi_wrappers.c, made from build/mpi.tbl by gen/wrappers.rs)
 * expand.
 *
 * A generated wrapper looks like this (MPI_Send, kind `send`):
 *
 *   int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
 *   {
 *       PPW_WRAP_BEGIN(PMPI_Send(buf, ...), __builtin_return_address(0));  // nested? forward
 *       const uint32_t ppw_region = 4;                                     // row index
 *       PPW_PROFILE_send(PMPI_Send(buf, ...))   // profile mode: count the call, return
 *       PPW_PRE_send()                       // prepare the call's raw record (fast path)
 *       PPW_CALL(int ppw_ret = PMPI_Send(buf, ...));   // ticks, in-flight marker, PMPI, ticks
 *       PPW_POST_send()                      // commit it (or hand it to Rust)
 *       PPW_WRAP_END;
 *       return ppw_ret;
 *   }
 *
 * Most kinds make ONE call into Rust with everything after the MPI call (ppw_call_*); blocking
 * sends and receives record themselves (see "the fast path" below); only their kinds have a
 * PPW_PROFILE_ line (gen/wrappers.rs: PROFILE_KINDS).
 * The macros below refer to parameters by the MPI standard's names, as the table spells them.
 * All logic (buffers, profiles, tables, files) lives in Rust (src/); C only knows mpi.h, the
 * raw record layout and the caches the fast path reads.
 */
#ifndef PPW_WRAP_H
#define PPW_WRAP_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "mpi_regions.h"
#include "ppw_hot.h"

#if defined(OPEN_MPI)
/* Handles are pointers. */
#define PPW_H(x) ((uint64_t)(uintptr_t)(x))
#define PPW_COMM(h) ((MPI_Comm)(uintptr_t)(h))
#else
/* MPICH: handles are ints. */
#define PPW_H(x) ((uint64_t)(uint32_t)(x))
#define PPW_COMM(h) ((MPI_Comm)(int)(uint32_t)(h))
#endif

_Static_assert(sizeof(MPI_Fint) == sizeof(int), "ppw assumes MPI_Fint is int");
#define PPW_FSTATUS_SIZE ((int)(sizeof(MPI_Status) / sizeof(MPI_Fint)))
/* Arrays up to this size live on the stack; larger ones are malloc'ed. */
#define PPW_STACK 32

/* ---- calls into Rust (src/ffi.rs) ------------------------------------------------------- */
typedef struct ppw_done {
    uint64_t handle;
    int32_t source;
    int32_t tag;
    int64_t bytes;
    int32_t cancelled;
    int32_t pad;
} ppw_done;

/* One-sided transfer kinds (ppw_call_rma; the native RMA op codes) and window
 * synchronizations (ppw_call_win, src/ffi.rs). */
enum { PPW_RMA_PUT = 0, PPW_RMA_GET = 1, PPW_RMA_ATOMIC = 2, PPW_RMA_ACC = 3 };
enum {
    PPW_WIN_FENCE = 0, PPW_WIN_CREATE = 1, PPW_WIN_FREE = 2, PPW_WIN_POST = 3,
    PPW_WIN_START = 4, PPW_WIN_COMPLETE = 5, PPW_WIN_WAIT = 6, PPW_WIN_TEST = 7,
    PPW_WIN_LOCK = 8, PPW_WIN_LOCK_ALL = 9, PPW_WIN_UNLOCK = 10, PPW_WIN_UNLOCK_ALL = 11,
    PPW_WIN_FLUSH = 12, PPW_WIN_FLUSH_ALL = 13
};
enum { PPW_ISEND = 0, PPW_IRECV = 1, PPW_SEND_INIT = 2, PPW_RECV_INIT = 3 };
#define PPW_ANY_TAG ((int32_t)0x80000000) /* ppw_event::ANY_TAG */
#define PPW_NONE (-2)                     /* "no message" peer */

#define PPW_ARGS ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1
void ppw_call_plain(PPW_ARGS);
void ppw_call_recv(PPW_ARGS, uint64_t comm, int32_t peer, int32_t tag, int64_t bytes);
void ppw_call_sendrecv(PPW_ARGS, uint64_t comm, int32_t dest, int32_t stag, int64_t sbytes,
                       int32_t src, int32_t rtag, int64_t rbytes, const void *sbuf,
                       const void *rbuf);
void ppw_call_post(PPW_ARGS, uint32_t kind, uint64_t comm, int32_t peer, int32_t tag,
                   int64_t bytes, uint64_t request);
void ppw_call_start(PPW_ARGS, const uint64_t *requests, int32_t n);
void ppw_call_complete(PPW_ARGS, const ppw_done *done, int32_t n);
void ppw_call_free(PPW_ARGS, uint64_t request, int32_t cancel);
void ppw_call_coll(PPW_ARGS, uint64_t comm, int32_t root, int64_t sent, int64_t received,
                   uint64_t request);
void ppw_call_abort(ppw_hot *h, uint32_t region, void *ra, uint64_t t0);
void ppw_msg_probe(uint64_t message, uint64_t comm);
uint64_t ppw_msg_take(uint64_t message);
void ppw_comm_freed(uint64_t comm);
void ppw_comm_named(uint64_t comm, const char *name);
void ppw_mpi_finalizing(void);
void ppw_call_rma(PPW_ARGS, uint32_t op, uint64_t win, int32_t target, int64_t bytes,
                  uint64_t request);
void ppw_call_win(PPW_ARGS, uint32_t what, uint64_t win, int32_t target, int32_t flag,
                  uint32_t group);
void ppw_call_fileio(PPW_ARGS, int64_t bytes, int32_t write);
/* PGAS models (ppw_shmem.h, ARMCI, GASP): their global memory, transfers with the remote
 * address, and synchronization on an address (locks, wait on a value). */
enum { PPW_SYNC_LOCK = 0, PPW_SYNC_UNLOCK = 1, PPW_SYNC_WAIT_VALUE = 2 };
void ppw_memory_created(uint64_t h, uint64_t global, const int32_t *members, int32_t n,
                        const char *name);
void ppw_call_pgas_rma(PPW_ARGS, uint32_t op, uint64_t win, int32_t target, int64_t bytes,
                       uint64_t addr);
void ppw_call_addr_sync(PPW_ARGS, uint32_t what, uint64_t win, uint64_t addr, int32_t ok);
void ppw_call_alloc(PPW_ARGS, uint64_t win, uint64_t addr, int64_t bytes, uint64_t old);
void ppw_win_freed(uint64_t win);
void ppw_win_named(uint64_t win, const char *name);
void ppw_comm_touch(uint64_t comm);
int ppw_comm_known(uint64_t comm);
void ppw_cpu_pre(ppw_hot *h);
void ppw_mpi_finalized(void);
extern const uint32_t ppw_setup_region;

/* ---- C helpers (c/ppw_core.c) ------------------------------------------------------------ */
void ppw_c_after_init(int provided);
void ppw_c_comm_new(MPI_Comm c);
void ppw_c_win_new(MPI_Win w, MPI_Comm comm);
void ppw_c_spawned(MPI_Comm inter, MPI_Comm comm, int root);
uint32_t ppw_c_group_id(MPI_Group g);
void *ppw_fsym(void **cache, int mangling, const char *lower);
char *ppw_fstr(const char *s, size_t len);

/* The addresses Fortran code passes for MPI_IN_PLACE and the status-ignore sentinels where C's
 * constants do not tell them (set after MPI_Init by ppw_c_after_init; NULL: none). */
typedef struct ppw_fsentinels {
    const void *in_place[5];         /* Open MPI's four manglings, MPICH's mpi_f08 one */
    void *const *in_place_var;       /* MPICH: the variable holding mpif.h's MPI_IN_PLACE */
    const MPI_Fint *status_ignore;   /* MPICH's mpi_f08 MPI_STATUS_IGNORE */
    const MPI_Fint *statuses_ignore; /* MPICH's mpi_f08 MPI_STATUSES_IGNORE */
} ppw_fsentinels;
extern ppw_fsentinels ppw_fsent;

/* ---- wrapper skeleton -------------------------------------------------------------------- */
#define PPW_LIKELY(x) __builtin_expect(!!(x), 1)
#define PPW_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* Attach the thread on first use; forward to PMPI when nested or not measuring. */
#define PPW_WRAP_BEGIN(forward, ra) PPW_WRAP_BEGIN_CAP(forward, ra, (void)0)

/* The same for an MPI function that statically linked OpenCoarrays' statements are derived
 * from (c/ppw_caf.c): a call made inside such a statement (from the statement's own code, or
 * later while it is open) runs `capture`, which hands its arguments to the statement, and is
 * forwarded unrecorded. */
#define PPW_WRAP_BEGIN_CAP(forward, ra, capture)                                            \
    ppw_hot *ppw_h = ppw_tls;                                                               \
    if (PPW_UNLIKELY(ppw_h == NULL || ppw_h->depth != 0)) {                                 \
        if (ppw_h == NULL) ppw_h = ppw_c_attach();                                          \
        if (ppw_h == NULL || ppw_h->depth != 0) {                                           \
            if (ppw_h != NULL && (ppw_h->depth & PPW_IN_CAF)) capture;                      \
            return forward;                                                                 \
        }                                                                                   \
    }                                                                                       \
    if (PPW_UNLIKELY((uintptr_t)(ra) - ppw_caf_lib_lo < ppw_caf_lib_span) &&                \
        ppw_caf_derive(ppw_h, (ra))) {                                                      \
        capture;                                                                            \
        return forward;                                                                     \
    }                                                                                       \
    ppw_h->depth = 1;                                                                       \
    void *ppw_ra = (ra);

/* ---- statically linked OpenCoarrays (c/ppw_caf.c) ---------------------------------------- */
/* `Hot::depth` bit: the thread is inside a coarray statement derived from its MPI calls. */
#define PPW_IN_CAF 4u
/* The code of a statically linked OpenCoarrays (0, 0: none): calls from there may belong to
 * a coarray statement. */
extern uint64_t ppw_caf_lib_lo, ppw_caf_lib_span;
int ppw_caf_derive(ppw_hot *h, void *ra);
void ppw_caf_cap_rma(int target, int64_t bytes, uint64_t disp, uint64_t win);
void ppw_caf_cap_coll(uint64_t comm, int root, int64_t bytes);
void ppw_caf_cap_peer(int dest, uint64_t comm);
void ppw_caf_cap_newcomm(const MPI_Comm *comm);
void ppw_caf_cap_win(const MPI_Win *win, int64_t size);
#define PPW_CAF_CAP_RMA(count, type)                                                        \
    ppw_caf_cap_rma(target_rank, (int64_t)(count) * ppw_tsize(type), (uint64_t)target_disp, \
                    PPW_H(win))
#define PPW_CAF_CAP_MPI_Put() PPW_CAF_CAP_RMA(origin_count, origin_datatype)
#define PPW_CAF_CAP_MPI_Get() PPW_CAF_CAP_RMA(origin_count, origin_datatype)
#define PPW_CAF_CAP_MPI_Accumulate() PPW_CAF_CAP_RMA(origin_count, origin_datatype)
#define PPW_CAF_CAP_MPI_Get_accumulate() PPW_CAF_CAP_RMA(target_count, target_datatype)
#define PPW_CAF_CAP_MPI_Fetch_and_op() PPW_CAF_CAP_RMA(1, datatype)
#define PPW_CAF_CAP_MPI_Compare_and_swap() PPW_CAF_CAP_RMA(1, datatype)
#define PPW_CAF_CAP_MPI_Barrier() ppw_caf_cap_coll(PPW_H(comm), -1, 0)
#define PPW_CAF_CAP_MPI_Allreduce() ppw_caf_cap_coll(PPW_H(comm), -1, (int64_t)count * ppw_tsize(datatype))
#define PPW_CAF_CAP_MPI_Reduce() ppw_caf_cap_coll(PPW_H(comm), root, (int64_t)count * ppw_tsize(datatype))
#define PPW_CAF_CAP_MPI_Bcast() ppw_caf_cap_coll(PPW_H(comm), root, (int64_t)count * ppw_tsize(datatype))
#define PPW_CAF_CAP_MPI_Send() ppw_caf_cap_peer(dest, PPW_H(comm))
#define PPW_CAF_CAP_MPI_Isend() ppw_caf_cap_peer(dest, PPW_H(comm))
#define PPW_CAF_CAP_MPI_Comm_split() ppw_caf_cap_newcomm(newcomm)
#define PPW_CAF_CAP_MPI_Win_allocate() ppw_caf_cap_win(win, (int64_t)size)
#define PPW_CAF_CAP_MPI_Win_create() ppw_caf_cap_win(win, (int64_t)size)

#define PPW_FWRAP_BEGIN(forward, ra)                                                        \
    ppw_hot *ppw_h = ppw_tls;                                                               \
    if (PPW_UNLIKELY(ppw_h == NULL || ppw_h->depth != 0)) {                                 \
        if (ppw_h == NULL) ppw_h = ppw_c_attach();                                          \
        if (ppw_h == NULL || ppw_h->depth != 0) { forward; return; }                        \
    }                                                                                       \
    ppw_h->depth = 1;                                                                       \
    void *ppw_ra = (ra);

/* The in-flight marker lets the crash handler record a call that never returned. */
#define PPW_CALL(stmt)                                                                      \
    uint64_t ppw_t0 = ppw_ticks();                                                          \
    ppw_h->inflight = ppw_region + 1;                                                       \
    ppw_h->inflight_t0 = ppw_t0;                                                            \
    stmt;                                                                                   \
    uint64_t ppw_t1 = ppw_ticks();                                                          \
    ppw_h->inflight = 0;

/* Bit 0: inside a wrapper; bit 1: recording switched off for good (set by Rust). */
#define PPW_WRAP_END ppw_h->depth &= ~1u

#define PPW_A ppw_h, ppw_region, ppw_ra, ppw_t0, ppw_t1

/* ---- helpers ----------------------------------------------------------------------------- */
static inline int64_t ppw_tsize(MPI_Datatype t)
{
    int s = 0;
    if (t == MPI_DATATYPE_NULL) return 0;
    PMPI_Type_size(t, &s);
    return s;
}

/* Bytes received according to a status: what PMPI_Get_count(status, MPI_BYTE) returns, read
 * from the status' public count fields (saves a library call per receive). */
static inline int64_t ppw_count(const MPI_Status *st)
{
#if defined(OPEN_MPI)
    return (int64_t)st->_ucount;
#elif defined(MPICH)
    return (int64_t)(((uint64_t)((uint32_t)st->count_hi_and_cancelled >> 1) << 32) |
                     (uint32_t)st->count_lo);
#else
    int n = 0;
    PMPI_Get_count(st, MPI_BYTE, &n);
    return n == MPI_UNDEFINED || n < 0 ? 0 : n;
#endif
}

static inline int ppw_cancelled(const MPI_Status *st)
{
#if defined(OPEN_MPI)
    return st->_cancelled != 0;
#elif defined(MPICH)
    return st->count_hi_and_cancelled & 1;
#else
    int c = 0;
    PMPI_Test_cancelled(st, &c);
    return c;
#endif
}

static inline void ppw_fill(ppw_done *d, uint64_t handle, MPI_Status *st)
{
    d->handle = handle;
    d->source = st->MPI_SOURCE;
    d->tag = st->MPI_TAG;
    d->bytes = ppw_count(st);
    d->cancelled = ppw_cancelled(st);
    d->pad = 0;
}

/* The size of datatype `t`, cached per thread for the last datatype asked (the wrapper called
 * ppw_sync_caches first: MPI_Type_free invalidates every cache). */
static inline int64_t ppw_tsize_cached(ppw_hot *h, MPI_Datatype t)
{
    if (PPW_LIKELY(PPW_H(t) == h->type_h)) return h->type_size;
    int64_t s = ppw_tsize(t);
    h->type_h = PPW_H(t);
    h->type_size = s;
    return s;
}

/* ---- the fast path ---------------------------------------------------------------------
 * A blocking call with one message record is recorded by the wrapper itself as one raw CALL
 * record (crates/format/src/raw.rs: header, enter and exit ticks, the ENTER call-site field,
 * the communicator id, peer and tag, bytes), with the thread's caches for the region
 * definition, the communicator id and the calling context; their misses ask Rust. The record
 * is prepared in the thread's buffer before the MPI call, so that only the buffer position
 * stays live across it, and committed after it (a crash in between leaves the buffer as it
 * was: the in-flight marker tells that call). When the buffer cannot take it (profile mode,
 * a flush due, the recording paused) the record is prepared on the stack, with the
 * communicator's handle and the return address, and handed to Rust (ppw_call_raw). The writer
 * thread turns it into ENTER, SEND/RECV, EXIT. Profile mode has its own body (below), which
 * records no event. */
#define PPW_RAW_CALL 0x7Full
#define PPW_RAW_AT_EXIT (1ull << 24)
#define PPW_RAW_MESSAGE (1ull << 25)
/* No message (MPI_PROC_NULL, a failed call): attribute kind 0, its four words skipped. */
#define PPW_RAW_PLAIN (PPW_RAW_CALL | 4ull << 16)
#define PPW_RAW_SEND_AT_ENTER (PPW_RAW_CALL | 0x03ull << 8 | 4ull << 16 | PPW_RAW_MESSAGE)
#if defined(MPICH)
/* MPICH's status count word goes into the record as the library left it (one load; the
 * transcoder decodes it: ppw_format::raw::MPICH_COUNT). */
#define PPW_RAW_RECV_COUNT (1ull << 26)
_Static_assert(offsetof(MPI_Status, count_hi_and_cancelled) ==
                   offsetof(MPI_Status, count_lo) + sizeof(int),
               "MPICH's count words are adjacent");
static inline int64_t ppw_recv_count(const MPI_Status *st)
{
    uint64_t w;
    memcpy(&w, &st->count_lo, sizeof w);
    return (int64_t)w;
}
#else
#define PPW_RAW_RECV_COUNT 0ull
static inline int64_t ppw_recv_count(const MPI_Status *st) { return ppw_count(st); }
#endif
#define PPW_RAW_RECV_AT_EXIT                                                                \
    (PPW_RAW_CALL | 0x04ull << 8 | 4ull << 16 | PPW_RAW_AT_EXIT | PPW_RAW_MESSAGE |         \
     PPW_RAW_RECV_COUNT)
/* Four fields: the message's three words and its buffer (PPW_RAW_BUFFERED in the header when
 * the thread records buffers, `ppw_hot.data`; a plain record ignores them). */
#define PPW_RAW_WORDS 8
_Static_assert(PPW_MPI_NREGIONS <= 64 * PPW_SEEN_WORDS, "MPI regions fit the seen bits");

/* Data-structure attribution (src/data.rs): the buffer of the message or transfer just
 * recorded, as a BUFFER record (a payload record of 8 bytes) after the call's record. */
extern volatile uint32_t ppw_data_on;
void ppw_data_buf_slow(ppw_hot *h, uint64_t t, uint64_t addr);
#define PPW_RAW_BUFFER (0x86ull | 1ull << 16 | 8ull << 32)
static inline __attribute__((always_inline)) void ppw_data_buf(ppw_hot *h, uint64_t t,
                                                              const void *buf)
{
    if (!ppw_data_on) return;
    uint64_t *p = h->cur;
    if (PPW_LIKELY(p != NULL && p < __atomic_load_n(&h->lim, __ATOMIC_RELAXED))) {
        p[0] = PPW_RAW_BUFFER;
        p[1] = t;
        p[2] = (uint64_t)(uintptr_t)buf;
        h->cur = p + 3;
    } else
        ppw_data_buf_slow(h, t, (uint64_t)(uintptr_t)buf);
}

/* A prepared call record: `p` in the thread's buffer (fast), or NULL with the record in
 * `stack` (handed to Rust). */
typedef struct ppw_rec {
    uint64_t *p;
    uint64_t *stack; /* PPW_RAW_WORDS words of the wrapper's stack (PPW_REC) */
} ppw_rec;
/* Declare the call record `ppw_r` (a separate array for the stack record lets the compiler
 * keep `p` in a register). */
#define PPW_REC                                                                             \
    uint64_t ppw_stack[PPW_RAW_WORDS];                                                      \
    ppw_rec ppw_r = {NULL, ppw_stack};

void ppw_call_raw(ppw_hot *h, const uint64_t *rec);

/* The wrapper's frame: keys the calling-context cache with the return address. */
#define PPW_FRAME ((uint64_t)(uintptr_t)__builtin_frame_address(0))

/* Prepare the record of a call of `region` with header `header` on communicator `comm`. */
static inline __attribute__((always_inline)) void ppw_rec_begin(ppw_hot *h, ppw_rec *r,
                                                               uint32_t region, void *ra,
                                                               uint64_t sp, uint64_t header,
                                                               uint64_t comm)
{
    uint64_t *p = h->cur;
    if (PPW_UNLIKELY(p >= __atomic_load_n(&h->lim, __ATOMIC_RELAXED))) {
        uint64_t *q = r->stack;
        q[0] = header | (uint64_t)region << 32;
        q[3] = (uint64_t)(uintptr_t)ra; /* Rust's call site */
        q[4] = comm;
        r->p = NULL;
        return;
    }
    if (PPW_UNLIKELY(!(h->seen[region >> 6] >> (region & 63) & 1))) ppw_region_miss(h, region);
    uint32_t cid = h->comm_id;
    if (PPW_UNLIKELY(comm != h->comm_h)) cid = ppw_comm_miss(h, comm);
    p[0] = header | (uint64_t)region << 32;
    p[3] = ppw_site(h, (uint64_t)(uintptr_t)ra, sp);
    p[4] = cid;
    r->p = p;
}

/* The message words of a record known at its enter: peer and tag, bytes. */
static inline __attribute__((always_inline)) void ppw_rec_msg(ppw_rec *r, uint64_t w5,
                                                             uint64_t w6)
{
    uint64_t *p = r->p ? r->p : r->stack;
    p[5] = w5;
    p[6] = w6;
}

/* The message's buffer (recorded if the thread records buffers). */
static inline __attribute__((always_inline)) void ppw_rec_buf(ppw_hot *h, ppw_rec *r,
                                                             const void *buf)
{
    uint64_t *p = r->p ? r->p : r->stack;
    p[0] |= h->data;
    p[7] = (uint64_t)(uintptr_t)buf;
}

/* Commit the record with its exit ticks (the enter ticks are read back from the in-flight
 * marker: nothing but the record's place stays live across the MPI call); `ok`: the call
 * moved its message (else the record keeps none). `at_exit`: the message words `w5`, `w6` are
 * known only now. */
static inline __attribute__((always_inline)) void ppw_rec_end(ppw_hot *h, ppw_rec *r,
                                                             uint64_t t1, int ok, int at_exit,
                                                             uint64_t w5, uint64_t w6)
{
    uint64_t *p = r->p ? r->p : r->stack;
    p[1] = h->inflight_t0;
    p[2] = t1;
    if (at_exit) {
        p[5] = w5;
        p[6] = w6;
    }
    if (PPW_UNLIKELY(!ok)) p[0] &= ~0xFF00ull;
    if (PPW_LIKELY(r->p != NULL))
        h->cur = p + PPW_RAW_WORDS;
    else
        ppw_call_raw(h, p);
}

/* The message words of a message: peer and tag. */
static inline uint64_t ppw_peer_tag(int32_t peer, int32_t tag)
{
    return (uint64_t)(uint32_t)peer | (uint64_t)(uint32_t)tag << 32;
}

/* ---- profile mode's fast path ---------------------------------------------------------
 * In profile mode (the thread's `prof` flag, which Rust sets and clears) a blocking send or
 * receive records no event at all: the wrapper adds it to the slot of its context
 * cache entry (ppw_hot.h: ppw_pslot; visits, ticks, min, max, bytes), and the thread folds its
 * slots into the call-path tree before anything else touches the tree (src/thread.rs:
 * Thread::fold). A context miss asks Rust first (which folds, then caches the context); a
 * context that cannot be cached, or the recording paused by MPI_Pcontrol(0) (which clears
 * `prof`), leaves the call to the trace path's macros, which hand it to Rust. */
void ppw_prof_rekey(ppw_hot *h, ppw_pslot *s, uint32_t region);

/* The slot of a call from `ra_p` with the wrapper's frame at `sp` (profiling: `prof` is set),
 * or NULL (see above). */
static inline __attribute__((always_inline)) ppw_pslot *ppw_prof_slot(ppw_hot *h, void *ra_p,
                                                                      uint64_t sp)
{
    uint64_t ra = (uint64_t)(uintptr_t)ra_p;
    unsigned i = ppw_ctx_slot(ra, sp);
    const ppw_ctx_entry *e = &h->ctx[i];
    if (PPW_LIKELY(ppw_ctx_hit(e, ra, sp))) return &h->pslot[i];
    ppw_site_miss(h, ra, sp);
    return ppw_ctx_hit(e, ra, sp) ? &h->pslot[i] : NULL;
}

/* The first call of `region` in slot `s` since the last fold: the slot takes the context of
 * its entry and goes on the list that Rust folds. A slot that still holds another region's
 * calls (two functions called from one site through a pointer) is handed over by Rust. */
static inline __attribute__((always_inline)) void ppw_prof_first(ppw_hot *h, ppw_pslot *s,
                                                                uint32_t region)
{
    if (s->region == (region | PPW_SLOT_CLEAN))
        s->region = region;
    else
        ppw_prof_rekey(h, s, region);
    unsigned i = (unsigned)(s - h->pslot);
    s->id = h->ctx[i].id;
    s->ra = h->ctx[i].ra;
    h->dirty[h->ndirty++] = (uint16_t)i;
}

/* Add a call of `region` that took `d` ticks and moved `bytes` (received: dir 0, sent: dir 1)
 * to slot `s`. */
static inline __attribute__((always_inline)) void ppw_prof_add(ppw_hot *h, ppw_pslot *s,
                                                              uint32_t region, uint64_t d,
                                                              unsigned dir, uint64_t bytes)
{
    if (PPW_UNLIKELY(s->region != region)) ppw_prof_first(h, s, region);
    s->visits++;
    s->ticks += d;
    if (d < s->min) s->min = d;
    if (d > s->max) s->max = d;
    s->bytes[dir] += bytes;
}

/* A wrapper's profile-mode body: `pre` (declarations and statements before the call), then
 * `call` with its ticks, added to the slot with `bytes` (evaluated after the call) if it
 * succeeded; returns the call's result. Otherwise (not profiling, no slot) the wrapper goes
 * on to the trace path's macros. */
#define PPW_PROFILE_BODY(call, dir, pre, bytes)                                             \
    if (PPW_UNLIKELY(__atomic_load_n(&ppw_h->prof, __ATOMIC_RELAXED))) {                    \
        ppw_pslot *ppw_s = ppw_prof_slot(ppw_h, ppw_ra, PPW_FRAME);                         \
        if (PPW_LIKELY(ppw_s != NULL)) {                                                    \
            pre                                                                             \
            PPW_CALL(int ppw_pret = call);                                                  \
            ppw_prof_add(ppw_h, ppw_s, ppw_region, ppw_t1 - ppw_h->inflight_t0, dir,        \
                         ppw_pret == MPI_SUCCESS ? (bytes) : 0);                            \
            PPW_WRAP_END;                                                                   \
            return ppw_pret;                                                                \
        }                                                                                   \
    }

static inline int ppw_comm_size(MPI_Comm c)
{
    int n = 0;
    PMPI_Comm_size(c, &n);
    return n;
}

static inline int ppw_comm_rank(MPI_Comm c)
{
    int r = 0;
    PMPI_Comm_rank(c, &r);
    return r;
}

/* The number of processes an argument array of a collective on `c` has one entry for (the
 * remote group's size for an inter-communicator). */
static inline int ppw_comm_peers(MPI_Comm c)
{
    int inter = 0, n = 0;
    if (c == MPI_COMM_NULL) return 0;
    PMPI_Comm_test_inter(c, &inter);
    if (inter)
        PMPI_Comm_remote_size(c, &n);
    else
        PMPI_Comm_size(c, &n);
    return n;
}

static inline int ppw_nonneg(int n) { return n > 0 ? n : 0; }

/* ---- Fortran arguments ------------------------------------------------------------------- */
/* A Fortran buffer argument as C sees it: Fortran's MPI_IN_PLACE becomes C's. */
static inline void *ppw_fbuf(const void *p)
{
    if (p == NULL) return NULL;
    for (int i = 0; i < 5; i++)
        if (p == ppw_fsent.in_place[i]) return MPI_IN_PLACE;
    if (ppw_fsent.in_place_var && p == *ppw_fsent.in_place_var) return MPI_IN_PLACE;
    return (void *)p;
}

static inline int ppw_fstatus_ignore(const MPI_Fint *p)
{
    return p == MPI_F_STATUS_IGNORE || (p != NULL && p == ppw_fsent.status_ignore);
}

static inline int ppw_fstatuses_ignore(const MPI_Fint *p)
{
    return p == MPI_F_STATUSES_IGNORE || (p != NULL && p == ppw_fsent.statuses_ignore);
}

/* ---- initialization and termination ------------------------------------------------------ */
#define PPW_PRE_init() ppw_cpu_pre(ppw_h);
/* ppw's own set-up after PMPI_Init (rank file, clock offset) is recorded as PPW_SETUP. */
#define PPW_POST_init()                                                                     \
    if (ppw_ret == MPI_SUCCESS) ppw_c_after_init(MPI_THREAD_SINGLE);                        \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
#define PPW_PRE_init_thread() ppw_cpu_pre(ppw_h);
#define PPW_POST_init_thread()                                                              \
    if (ppw_ret == MPI_SUCCESS) ppw_c_after_init(*provided);                                \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
#define PPW_PRE_finalize() ppw_mpi_finalizing();
#define PPW_POST_finalize()                                                                 \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_mpi_finalized();
#define PPW_PRE_abort() ppw_call_abort(ppw_h, ppw_region, ppw_ra, ppw_ticks());
#define PPW_POST_abort()

#define PPW_PRE_plain()
#define PPW_POST_plain() ppw_call_plain(PPW_A);

/* Blocks of memory for communication (MPI_Alloc_mem, shmem_malloc) as heap blocks of the
 * program (src/data.rs; c/ppw_heap.c records malloc's): allocated at the caller's line, of any
 * size, when heap tracking is on. */
extern volatile uint32_t ppw_heap_on;
void ppw_heap_event(ppw_hot *h, uint64_t addr, uint64_t bytes, uint64_t ra);
#define PPW_HEAP_BLOCK(addr, bytes)                                                         \
    if (ppw_heap_on && (addr) != NULL)                                                      \
        ppw_heap_event(ppw_h, (uint64_t)(uintptr_t)(addr), (uint64_t)(bytes),               \
                       (uint64_t)(uintptr_t)ppw_ra);
#define PPW_HEAP_FREE(addr)                                                                 \
    if (ppw_heap_on && (addr) != NULL) ppw_heap_event(ppw_h, (uint64_t)(uintptr_t)(addr), 0, 0);
#define PPW_PRE_alloc_mem()
#define PPW_POST_alloc_mem()                                                                \
    ppw_call_plain(PPW_A);                                                                  \
    if (ppw_ret == MPI_SUCCESS && size > 0) PPW_HEAP_BLOCK(*(void **)baseptr, size)
#define PPW_PRE_free_mem()
#define PPW_POST_free_mem()                                                                 \
    ppw_call_plain(PPW_A);                                                                  \
    if (ppw_ret == MPI_SUCCESS) PPW_HEAP_FREE(base)

/* ---- blocking point-to-point ------------------------------------------------------------- */
#define PPW_STATUS_OR_OWN(st)                                                               \
    MPI_Status ppw_own_status;                                                              \
    if ((st) == MPI_STATUS_IGNORE) (st) = &ppw_own_status;

/* Profile mode (the C wrappers; the Fortran ones take the trace path's macros, which hand
 * the call to Rust). A send to MPI_PROC_NULL counts no bytes. */
#define PPW_PROFILE_send(call)                                                              \
    PPW_PROFILE_BODY(call, 1,                                                               \
                     ppw_sync_caches(ppw_h);                                                \
                     uint64_t ppw_pb = dest == MPI_PROC_NULL                                \
                                           ? 0                                              \
                                           : (uint64_t)count * ppw_tsize_cached(ppw_h, datatype);, \
                     ppw_pb)
#define PPW_PRE_send()                                                                      \
    ppw_sync_caches(ppw_h);                                                                 \
    PPW_REC                                                                                 \
    ppw_rec_begin(ppw_h, &ppw_r, ppw_region, ppw_ra, PPW_FRAME,                             \
                  dest != MPI_PROC_NULL ? PPW_RAW_SEND_AT_ENTER : PPW_RAW_PLAIN, PPW_H(comm)); \
    ppw_rec_msg(&ppw_r, ppw_peer_tag(dest, tag),                                            \
                (uint64_t)((int64_t)count * ppw_tsize_cached(ppw_h, datatype)));            \
    ppw_rec_buf(ppw_h, &ppw_r, buf);
#define PPW_POST_send() ppw_rec_end(ppw_h, &ppw_r, ppw_t1, ppw_ret == MPI_SUCCESS, 0, 0, 0);

/* (The body's own `status` stands for the caller's, or for its own when that is ignored. A
 * receive from MPI_PROC_NULL has an empty status: its count is 0.) */
#define PPW_PROFILE_recv(call)                                                              \
    PPW_PROFILE_BODY(call, 0,                                                               \
                     MPI_Status *ppw_st0 = status;                                          \
                     MPI_Status ppw_pown;                                                   \
                     MPI_Status *status = ppw_st0 == MPI_STATUS_IGNORE ? &ppw_pown : ppw_st0;, \
                     (uint64_t)ppw_count(status))
#define PPW_PRE_recv()                                                                      \
    ppw_sync_caches(ppw_h);                                                                 \
    PPW_STATUS_OR_OWN(status)                                                               \
    PPW_REC                                                                                 \
    ppw_rec_begin(ppw_h, &ppw_r, ppw_region, ppw_ra, PPW_FRAME, PPW_RAW_RECV_AT_EXIT,       \
                  PPW_H(comm));                                                             \
    ppw_rec_buf(ppw_h, &ppw_r, buf);
#define PPW_POST_recv()                                                                     \
    {                                                                                       \
        int ppw_ok = ppw_ret == MPI_SUCCESS && status->MPI_SOURCE != MPI_PROC_NULL;         \
        uint64_t ppw_w5 = 0, ppw_w6 = 0;                                                    \
        if (ppw_ok) {                                                                       \
            ppw_w5 = ppw_peer_tag(status->MPI_SOURCE, status->MPI_TAG);                     \
            ppw_w6 = (uint64_t)ppw_recv_count(status);                                      \
        }                                                                                   \
        ppw_rec_end(ppw_h, &ppw_r, ppw_t1, ppw_ok, 1, ppw_w5, ppw_w6);                      \
    }

/* MPI_Type_free: the datatype-size caches (ppw_tsize_cached) forget every handle. */
#define PPW_PRE_type_free() __atomic_fetch_add(&ppw_cache_generation, 1, __ATOMIC_RELEASE);
#define PPW_POST_type_free()                                                                \
    __atomic_fetch_add(&ppw_cache_generation, 1, __ATOMIC_RELEASE);                         \
    ppw_call_plain(PPW_A);

#define PPW_PRE_sendrecv()                                                                  \
    ppw_sync_caches(ppw_h);                                                                 \
    int64_t ppw_sbytes = (int64_t)sendcount * ppw_tsize_cached(ppw_h, sendtype);             \
    PPW_STATUS_OR_OWN(status)
/* The record of MPI_Sendrecv(_replace), with its send and receive buffers. */
#define PPW_SENDRECV_POST(sbuf, rbuf)                                                       \
    ppw_call_sendrecv(PPW_A, PPW_H(comm), dest == MPI_PROC_NULL ? PPW_NONE : dest, sendtag, \
                      ppw_sbytes,                                                           \
                      (ppw_ret == MPI_SUCCESS && status->MPI_SOURCE != MPI_PROC_NULL)       \
                          ? status->MPI_SOURCE                                              \
                          : PPW_NONE,                                                       \
                      status->MPI_TAG, ppw_count(status), (sbuf), (rbuf));
#define PPW_POST_sendrecv() PPW_SENDRECV_POST(sendbuf, recvbuf)

#define PPW_PRE_sendrecv_replace()                                                          \
    int64_t ppw_sbytes = (int64_t)count * ppw_tsize_cached(ppw_h, datatype);                 \
    PPW_STATUS_OR_OWN(status)
#define PPW_POST_sendrecv_replace() PPW_SENDRECV_POST(buf, buf)

/* Matched probes: remember the communicator of the message for MPI_(I)mrecv. */
#define PPW_PRE_mprobe()
#define PPW_POST_mprobe()                                                                   \
    if (ppw_ret == MPI_SUCCESS && *message != MPI_MESSAGE_NULL &&                           \
        *message != MPI_MESSAGE_NO_PROC)                                                    \
        ppw_msg_probe(PPW_H(*message), PPW_H(comm));                                        \
    ppw_call_plain(PPW_A);
#define PPW_PRE_improbe()
#define PPW_POST_improbe()                                                                  \
    if (ppw_ret == MPI_SUCCESS && *flag && *message != MPI_MESSAGE_NULL &&                  \
        *message != MPI_MESSAGE_NO_PROC)                                                    \
        ppw_msg_probe(PPW_H(*message), PPW_H(comm));                                        \
    ppw_call_plain(PPW_A);
#define PPW_PRE_mrecv()                                                                     \
    uint64_t ppw_mcomm = ppw_msg_take(PPW_H(*message));                                     \
    PPW_STATUS_OR_OWN(status)
#define PPW_POST_mrecv()                                                                    \
    if (ppw_mcomm && ppw_ret == MPI_SUCCESS && status->MPI_SOURCE != MPI_PROC_NULL)         \
        ppw_call_recv(PPW_A, ppw_mcomm, status->MPI_SOURCE, status->MPI_TAG,                \
                      ppw_count(status));                                                   \
    else                                                                                    \
        ppw_call_plain(PPW_A);

/* ---- non-blocking and persistent point-to-point ------------------------------------------ */
#define PPW_POST_REQ(kind, peer, null_peer, tagv)                                           \
    if (ppw_ret == MPI_SUCCESS && (peer) != (null_peer)) {                                  \
        ppw_call_post(PPW_A, kind, PPW_H(comm),                                             \
                      (peer) == MPI_ANY_SOURCE ? -1 : (peer),                               \
                      (tagv) == MPI_ANY_TAG ? PPW_ANY_TAG : (tagv), ppw_bytes,              \
                      PPW_H(*request));                                                     \
        if ((kind) == PPW_ISEND || (kind) == PPW_IRECV) ppw_data_buf(ppw_h, ppw_t1, buf);   \
    } else                                                                                  \
        ppw_call_plain(PPW_A);

#define PPW_PRE_isend()                                                                     \
    ppw_sync_caches(ppw_h);                                                                 \
    int64_t ppw_bytes = (int64_t)count * ppw_tsize_cached(ppw_h, datatype);
#define PPW_POST_isend() PPW_POST_REQ(PPW_ISEND, dest, MPI_PROC_NULL, tag)
#define PPW_PRE_irecv()                                                                     \
    ppw_sync_caches(ppw_h);                                                                 \
    int64_t ppw_bytes = (int64_t)count * ppw_tsize_cached(ppw_h, datatype);
#define PPW_POST_irecv() PPW_POST_REQ(PPW_IRECV, source, MPI_PROC_NULL, tag)
#define PPW_PRE_send_init() PPW_PRE_isend()
#define PPW_POST_send_init() PPW_POST_REQ(PPW_SEND_INIT, dest, MPI_PROC_NULL, tag)
#define PPW_PRE_recv_init() PPW_PRE_irecv()
#define PPW_POST_recv_init() PPW_POST_REQ(PPW_RECV_INIT, source, MPI_PROC_NULL, tag)
#define PPW_PRE_imrecv()                                                                    \
    int64_t ppw_bytes = (int64_t)count * ppw_tsize_cached(ppw_h, datatype);                  \
    uint64_t ppw_mcomm = ppw_msg_take(PPW_H(*message));
#define PPW_POST_imrecv()                                                                   \
    if (ppw_ret == MPI_SUCCESS && ppw_mcomm)                                                \
        ppw_call_post(PPW_A, PPW_IRECV, ppw_mcomm, -1, PPW_ANY_TAG, ppw_bytes,              \
                      PPW_H(*request));                                                     \
    else                                                                                    \
        ppw_call_plain(PPW_A);

/* Copy request handles before PMPI overwrites them (completion sets them to MPI_REQUEST_NULL). */
#define PPW_SAVE_REQS(n, reqs)                                                              \
    int ppw_n = (n) > 0 ? (n) : 0;                                                          \
    uint64_t ppw_rstack[PPW_STACK];                                                         \
    uint64_t *ppw_rq = ppw_n <= PPW_STACK ? ppw_rstack                                      \
                                          : (uint64_t *)malloc(ppw_n * sizeof(uint64_t));   \
    for (int ppw_i = 0; ppw_rq && ppw_i < ppw_n; ppw_i++) ppw_rq[ppw_i] = PPW_H((reqs)[ppw_i]);
#define PPW_FREE_REQS                                                                       \
    if (ppw_rq != ppw_rstack) free(ppw_rq);

#define PPW_PRE_start() PPW_SAVE_REQS(1, request)
#define PPW_POST_start()                                                                    \
    ppw_call_start(PPW_A, ppw_rq, ppw_n);                                                   \
    PPW_FREE_REQS
#define PPW_PRE_startall() PPW_SAVE_REQS(count, array_of_requests)
#define PPW_POST_startall() PPW_POST_start()

#define PPW_PRE_request_free() uint64_t ppw_req = PPW_H(*request);
#define PPW_POST_request_free() ppw_call_free(PPW_A, ppw_req, 0);
#define PPW_PRE_cancel() uint64_t ppw_req = PPW_H(*request);
#define PPW_POST_cancel() ppw_call_free(PPW_A, ppw_req, 1);

/* ---- completion -------------------------------------------------------------------------- */
#define PPW_NULL_REQ PPW_H(MPI_REQUEST_NULL)

#define PPW_PRE_wait()                                                                      \
    uint64_t ppw_req = PPW_H(*request);                                                     \
    PPW_STATUS_OR_OWN(status)
#define PPW_POST_wait()                                                                     \
    if (ppw_ret == MPI_SUCCESS && ppw_req != PPW_NULL_REQ) {                                \
        ppw_done ppw_d;                                                                     \
        ppw_fill(&ppw_d, ppw_req, status);                                                  \
        ppw_call_complete(PPW_A, &ppw_d, 1);                                                \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_test() PPW_PRE_wait()
#define PPW_POST_test()                                                                     \
    if (ppw_ret == MPI_SUCCESS && *flag && ppw_req != PPW_NULL_REQ) {                       \
        ppw_done ppw_d;                                                                     \
        ppw_fill(&ppw_d, ppw_req, status);                                                  \
        ppw_call_complete(PPW_A, &ppw_d, 1);                                                \
    } else                                                                                  \
        ppw_call_plain(PPW_A);

/* Status arrays: substitute our own when the caller ignores them. */
#define PPW_STATUSES_OR_OWN(sts, n)                                                         \
    MPI_Status ppw_sstack[PPW_STACK];                                                       \
    MPI_Status *ppw_sown = NULL;                                                            \
    if ((sts) == MPI_STATUSES_IGNORE) {                                                     \
        ppw_sown = (n) <= PPW_STACK ? ppw_sstack                                            \
                                    : (MPI_Status *)malloc(((n) + 1) * sizeof(MPI_Status)); \
        if (ppw_sown) (sts) = ppw_sown;                                                     \
    }
#define PPW_FREE_STATUSES                                                                   \
    if (ppw_sown && ppw_sown != ppw_sstack) free(ppw_sown);

/* Completed requests are gathered into ppw_done records (stack or heap). */
#define PPW_DONE_ALLOC(n)                                                                   \
    ppw_done ppw_dstack[PPW_STACK];                                                         \
    ppw_done *ppw_dv = (n) <= PPW_STACK ? ppw_dstack                                        \
                                        : (ppw_done *)malloc(((n) + 1) * sizeof(ppw_done)); \
    int ppw_nd = 0;
#define PPW_DONE_FREE                                                                       \
    if (ppw_dv != ppw_dstack) free(ppw_dv);

#define PPW_PRE_waitall()                                                                   \
    PPW_SAVE_REQS(count, array_of_requests)                                                 \
    PPW_STATUSES_OR_OWN(array_of_statuses, ppw_n)
#define PPW_ALL_DONE(ok)                                                                    \
    if ((ok) && ppw_rq) {                                                                   \
        PPW_DONE_ALLOC(ppw_n)                                                               \
        for (int ppw_i = 0; ppw_dv && ppw_i < ppw_n; ppw_i++)                               \
            if (ppw_rq[ppw_i] != PPW_NULL_REQ)                                              \
                ppw_fill(&ppw_dv[ppw_nd++], ppw_rq[ppw_i], &array_of_statuses[ppw_i]);      \
        ppw_call_complete(PPW_A, ppw_dv, ppw_dv ? ppw_nd : 0);                              \
        PPW_DONE_FREE                                                                       \
    } else                                                                                  \
        ppw_call_plain(PPW_A);                                                              \
    PPW_FREE_STATUSES                                                                       \
    PPW_FREE_REQS
#define PPW_POST_waitall() PPW_ALL_DONE(ppw_ret == MPI_SUCCESS)
#define PPW_PRE_testall() PPW_PRE_waitall()
#define PPW_POST_testall() PPW_ALL_DONE(ppw_ret == MPI_SUCCESS && *flag)

#define PPW_PRE_waitany()                                                                   \
    PPW_SAVE_REQS(count, array_of_requests)                                                 \
    PPW_STATUS_OR_OWN(status)
#define PPW_ANY_DONE(ok)                                                                    \
    if ((ok) && ppw_rq && *index != MPI_UNDEFINED && *index - ppw_ibase >= 0 &&             \
        *index - ppw_ibase < ppw_n) {                                                       \
        ppw_done ppw_d;                                                                     \
        ppw_fill(&ppw_d, ppw_rq[*index - ppw_ibase], status);                               \
        ppw_call_complete(PPW_A, &ppw_d, 1);                                                \
    } else                                                                                  \
        ppw_call_plain(PPW_A);                                                              \
    PPW_FREE_REQS
#define PPW_POST_waitany() PPW_ANY_DONE(ppw_ret == MPI_SUCCESS)
#define PPW_PRE_testany() PPW_PRE_waitany()
#define PPW_POST_testany() PPW_ANY_DONE(ppw_ret == MPI_SUCCESS && *flag)

#define PPW_PRE_waitsome()                                                                  \
    PPW_SAVE_REQS(incount, array_of_requests)                                               \
    PPW_STATUSES_OR_OWN(array_of_statuses, ppw_n)
#define PPW_POST_waitsome()                                                                 \
    if (ppw_ret == MPI_SUCCESS && ppw_rq && *outcount != MPI_UNDEFINED && *outcount > 0) {  \
        PPW_DONE_ALLOC(*outcount)                                                           \
        for (int ppw_k = 0; ppw_dv && ppw_k < *outcount; ppw_k++) {                         \
            int ppw_i = array_of_indices[ppw_k] - ppw_ibase;                                \
            if (ppw_i >= 0 && ppw_i < ppw_n)                                                \
                ppw_fill(&ppw_dv[ppw_nd++], ppw_rq[ppw_i], &array_of_statuses[ppw_k]);      \
        }                                                                                   \
        ppw_call_complete(PPW_A, ppw_dv, ppw_dv ? ppw_nd : 0);                              \
        PPW_DONE_FREE                                                                       \
    } else                                                                                  \
        ppw_call_plain(PPW_A);                                                              \
    PPW_FREE_STATUSES                                                                       \
    PPW_FREE_REQS

/* ---- collectives ------------------------------------------------------------------------- */
/* Byte convention (crates/runtime/README.md): bytes this rank sends to / receives from OTHER
 * members, as described by the arguments; data a rank keeps for itself is not counted. Summed
 * over the members, sent == received for every collective instance. */
#define PPW_COLL_VARS                                                                       \
    int64_t ppw_sent = 0, ppw_recvd = 0;                                                    \
    int ppw_root = -1;                                                                      \
    int ppw_n = ppw_comm_size(comm), ppw_me = ppw_comm_rank(comm);                          \
    (void)ppw_me;
#define PPW_SUM_OTHERS(counts, tsize, out)                                                  \
    for (int ppw_i = 0; ppw_i < ppw_n; ppw_i++)                                             \
        if (ppw_i != ppw_me) out += (int64_t)(counts)[ppw_i] * (tsize);

#define PPW_BYTES_barrier PPW_COLL_VARS
#define PPW_BYTES_bcast                                                                     \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) ppw_sent = (int64_t)count * ppw_tsize(datatype) * (ppw_n - 1);      \
    else ppw_recvd = (int64_t)count * ppw_tsize(datatype);
#define PPW_BYTES_gather                                                                    \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) ppw_recvd = (int64_t)recvcount * ppw_tsize(recvtype) * (ppw_n - 1); \
    else ppw_sent = (int64_t)sendcount * ppw_tsize(sendtype);
#define PPW_BYTES_gatherv                                                                   \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) { PPW_SUM_OTHERS(recvcounts, ppw_tsize(recvtype), ppw_recvd) }      \
    else ppw_sent = (int64_t)sendcount * ppw_tsize(sendtype);
#define PPW_BYTES_scatter                                                                   \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) ppw_sent = (int64_t)sendcount * ppw_tsize(sendtype) * (ppw_n - 1);  \
    else ppw_recvd = (int64_t)recvcount * ppw_tsize(recvtype);
#define PPW_BYTES_scatterv                                                                  \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) { PPW_SUM_OTHERS(sendcounts, ppw_tsize(sendtype), ppw_sent) }       \
    else ppw_recvd = (int64_t)recvcount * ppw_tsize(recvtype);
#define PPW_BYTES_allgather                                                                 \
    PPW_COLL_VARS                                                                           \
    int64_t ppw_piece = sendbuf == MPI_IN_PLACE ? (int64_t)recvcount * ppw_tsize(recvtype)  \
                                                : (int64_t)sendcount * ppw_tsize(sendtype); \
    ppw_sent = ppw_piece * (ppw_n - 1);                                                     \
    ppw_recvd = (int64_t)recvcount * ppw_tsize(recvtype) * (ppw_n - 1);
#define PPW_BYTES_allgatherv                                                                \
    PPW_COLL_VARS                                                                           \
    int64_t ppw_piece = sendbuf == MPI_IN_PLACE                                             \
                            ? (int64_t)recvcounts[ppw_me] * ppw_tsize(recvtype)             \
                            : (int64_t)sendcount * ppw_tsize(sendtype);                     \
    ppw_sent = ppw_piece * (ppw_n - 1);                                                     \
    PPW_SUM_OTHERS(recvcounts, ppw_tsize(recvtype), ppw_recvd)
#define PPW_BYTES_alltoall                                                                  \
    PPW_COLL_VARS                                                                           \
    int64_t ppw_piece = sendbuf == MPI_IN_PLACE ? (int64_t)recvcount * ppw_tsize(recvtype)  \
                                                : (int64_t)sendcount * ppw_tsize(sendtype); \
    ppw_sent = ppw_piece * (ppw_n - 1);                                                     \
    ppw_recvd = (int64_t)recvcount * ppw_tsize(recvtype) * (ppw_n - 1);
#define PPW_BYTES_alltoallv                                                                 \
    PPW_COLL_VARS                                                                           \
    if (sendbuf == MPI_IN_PLACE) { PPW_SUM_OTHERS(recvcounts, ppw_tsize(recvtype), ppw_sent) } \
    else { PPW_SUM_OTHERS(sendcounts, ppw_tsize(sendtype), ppw_sent) }                      \
    PPW_SUM_OTHERS(recvcounts, ppw_tsize(recvtype), ppw_recvd)
/* The argument arrays have ppw_comm_peers entries (the remote group on an inter-communicator,
 * where no entry is this process' own). */
#define PPW_BYTES_alltoallw                                                                 \
    PPW_COLL_VARS                                                                           \
    int ppw_inter = 0, ppw_np = ppw_comm_peers(comm);                                       \
    PMPI_Comm_test_inter(comm, &ppw_inter);                                                 \
    for (int ppw_i = 0; ppw_i < ppw_np; ppw_i++) {                                          \
        if (ppw_i == ppw_me && !ppw_inter) continue;                                        \
        ppw_recvd += (int64_t)recvcounts[ppw_i] * ppw_tsize(recvtypes[ppw_i]);              \
        ppw_sent += sendbuf == MPI_IN_PLACE                                                 \
                        ? (int64_t)recvcounts[ppw_i] * ppw_tsize(recvtypes[ppw_i])          \
                        : (int64_t)sendcounts[ppw_i] * ppw_tsize(sendtypes[ppw_i]);         \
    }
#define PPW_BYTES_reduce                                                                    \
    PPW_COLL_VARS ppw_root = root;                                                          \
    if (ppw_me == root) ppw_recvd = (int64_t)count * ppw_tsize(datatype) * (ppw_n - 1);     \
    else ppw_sent = (int64_t)count * ppw_tsize(datatype);
#define PPW_BYTES_allreduce                                                                 \
    PPW_COLL_VARS                                                                           \
    ppw_sent = ppw_recvd = (int64_t)count * ppw_tsize(datatype) * (ppw_n - 1);
#define PPW_BYTES_redscat                                                                   \
    PPW_COLL_VARS                                                                           \
    PPW_SUM_OTHERS(recvcounts, ppw_tsize(datatype), ppw_sent)                               \
    ppw_recvd = (int64_t)recvcounts[ppw_me] * ppw_tsize(datatype) * (ppw_n - 1);
#define PPW_BYTES_redscatb                                                                  \
    PPW_COLL_VARS                                                                           \
    ppw_sent = ppw_recvd = (int64_t)recvcount * ppw_tsize(datatype) * (ppw_n - 1);
#define PPW_BYTES_scan                                                                      \
    PPW_COLL_VARS                                                                           \
    ppw_sent = (int64_t)count * ppw_tsize(datatype) * (ppw_n - 1 - ppw_me);                 \
    ppw_recvd = (int64_t)count * ppw_tsize(datatype) * ppw_me;

#define PPW_PRE_coll(k) PPW_BYTES_##k
#define PPW_POST_coll(k)                                                                    \
    ppw_call_coll(PPW_A, PPW_H(comm), ppw_root, ppw_sent, ppw_recvd, 0);
#define PPW_PRE_icoll(k) PPW_BYTES_##k
#define PPW_POST_icoll(k)                                                                   \
    if (ppw_ret == MPI_SUCCESS)                                                             \
        ppw_call_coll(PPW_A, PPW_H(comm), ppw_root, ppw_sent, ppw_recvd, PPW_H(*request));  \
    else                                                                                    \
        ppw_call_plain(PPW_A);

/* ---- communicators ----------------------------------------------------------------------- */
#define PPW_PRE_newcomm(out)
#define PPW_POST_newcomm(out)                                                               \
    ppw_call_plain(PPW_A);                                                                  \
    if (ppw_ret == MPI_SUCCESS) ppw_c_comm_new(*out);
#define PPW_PRE_comm_free() uint64_t ppw_ch = PPW_H(*comm);
#define PPW_POST_comm_free()                                                                \
    if (ppw_ret == MPI_SUCCESS) ppw_comm_freed(ppw_ch);                                     \
    ppw_call_plain(PPW_A);
#define PPW_PRE_comm_set_name()
#define PPW_POST_comm_set_name()                                                            \
    if (ppw_ret == MPI_SUCCESS) ppw_comm_named(PPW_H(comm), comm_name);                     \
    ppw_call_plain(PPW_A);

/* ---- one-sided communication --------------------------------------------------------------- */
/* Window creation: define the window (collective over `comm`: its rank 0 broadcasts the global
 * id), then the call's COLLECTIVE record on it. */
#define PPW_PRE_win_new(out)
#define PPW_POST_win_new(out)                                                               \
    if (ppw_ret == MPI_SUCCESS) {                                                           \
        ppw_c_win_new(*out, comm);                                                          \
        ppw_call_win(PPW_A, PPW_WIN_CREATE, PPW_H(*out), -1, 0, 0);                         \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_win_free() uint64_t ppw_wh = PPW_H(*win);
#define PPW_POST_win_free()                                                                 \
    if (ppw_ret == MPI_SUCCESS) {                                                           \
        ppw_call_win(PPW_A, PPW_WIN_FREE, ppw_wh, -1, 0, 0);                                \
        ppw_win_freed(ppw_wh);                                                              \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_win_set_name()
#define PPW_POST_win_set_name()                                                             \
    if (ppw_ret == MPI_SUCCESS) ppw_win_named(PPW_H(win), win_name);                        \
    ppw_call_plain(PPW_A);

/* Transfers: bytes = origin count x Type_size(origin type); the target is window-local. */
#define PPW_RMA_POST(k, req, local)                                                         \
    if (ppw_ret == MPI_SUCCESS && target_rank != MPI_PROC_NULL) {                           \
        ppw_call_rma(PPW_A, PPW_RMA_##k, PPW_H(win), target_rank, ppw_bytes, (req));        \
        ppw_data_buf(ppw_h, ppw_t1, (local));                                               \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_rma(k) int64_t ppw_bytes = (int64_t)origin_count * ppw_tsize(origin_datatype);
#define PPW_POST_rma(k) PPW_RMA_POST(k, 0, origin_addr)
#define PPW_PRE_rma1() int64_t ppw_bytes = ppw_tsize(datatype);
#define PPW_POST_rma1() PPW_RMA_POST(ATOMIC, 0, origin_addr)
#define PPW_PRE_rrma(k) PPW_PRE_rma(k)
#define PPW_POST_rrma(k) PPW_RMA_POST(k, PPW_H(*request), origin_addr)

/* Synchronization (see ppw_call_win). */
#define PPW_WIN_POST_SYNC(k, target, flag, group)                                           \
    if (ppw_ret == MPI_SUCCESS)                                                             \
        ppw_call_win(PPW_A, PPW_WIN_##k, PPW_H(win), (target), (flag), (group));            \
    else                                                                                    \
        ppw_call_plain(PPW_A);
#define PPW_PRE_winsync(k)
#define PPW_POST_winsync(k) PPW_WIN_POST_SYNC(k, -1, 0, 0)
#define PPW_PRE_win_target(k)
#define PPW_POST_win_target(k)                                                              \
    if (rank == MPI_PROC_NULL) {                                                            \
        ppw_call_plain(PPW_A);                                                              \
    } else                                                                                  \
        PPW_WIN_POST_SYNC(k, rank, 0, 0)
#define PPW_PRE_win_lock()
#define PPW_POST_win_lock()                                                                 \
    if (rank == MPI_PROC_NULL) {                                                            \
        ppw_call_plain(PPW_A);                                                              \
    } else                                                                                  \
        PPW_WIN_POST_SYNC(LOCK, rank, lock_type == MPI_LOCK_EXCLUSIVE, 0)
#define PPW_PRE_win_test()
#define PPW_POST_win_test() PPW_WIN_POST_SYNC(TEST, -1, *flag, 0)
/* Post/start: the group (world ranks) becomes a Group definition, read before the call. */
#define PPW_PRE_gats(k) uint32_t ppw_group = ppw_c_group_id(group);
#define PPW_POST_gats(k) PPW_WIN_POST_SYNC(k, -1, 0, ppw_group)

/* ---- MPI-IO -------------------------------------------------------------------------------- */
#define PPW_FILEIO_0 int64_t ppw_bytes = 0; const int32_t ppw_write = 0;
#define PPW_FILEIO_READ                                                                     \
    int64_t ppw_bytes = (int64_t)count * ppw_tsize(datatype);                               \
    const int32_t ppw_write = 0;
#define PPW_FILEIO_WRITE                                                                    \
    int64_t ppw_bytes = (int64_t)count * ppw_tsize(datatype);                               \
    const int32_t ppw_write = 1;
#define PPW_PRE_fileio(k) PPW_FILEIO_##k
#define PPW_POST_fileio(k)                                                                  \
    if (ppw_ret == MPI_SUCCESS)                                                             \
        ppw_call_fileio(PPW_A, ppw_bytes, ppw_write);                                       \
    else                                                                                    \
        ppw_call_plain(PPW_A);

/* ---- dynamic processes --------------------------------------------------------------------- */
/* A group operation over `comm` (root comm-local), then the new inter-communicator; a spawn
 * also numbers the new processes (ppw_c_spawned). */
#define PPW_PRE_spawn(out)
#define PPW_POST_spawn(out)                                                                 \
    ppw_call_coll(PPW_A, PPW_H(comm), root, 0, 0, 0);                                       \
    if (ppw_ret == MPI_SUCCESS) ppw_c_comm_new(*out);
#define PPW_PRE_spawned(out)
#define PPW_POST_spawned(out)                                                               \
    ppw_call_coll(PPW_A, PPW_H(comm), root, 0, 0, 0);                                       \
    if (ppw_ret == MPI_SUCCESS) ppw_c_spawned(*out, comm, root);
#define PPW_PRE_get_parent()
#define PPW_POST_get_parent()                                                               \
    ppw_call_plain(PPW_A);                                                                  \
    if (ppw_ret == MPI_SUCCESS && *parent != MPI_COMM_NULL) ppw_comm_touch(PPW_H(*parent));

#endif

/* The PRE/POST macros of the coarray wrappers (generated/caf_wrappers.c, made from
 * build/caf.tbl by gen/wrappers.rs), on top of the MPI ones of ppw_wrap.h.
 *
 * Fortran coarrays map onto records the other models already have (docs/MODEL.md, "Coarray
 * Fortran"): images are MPI_COMM_WORLD ranks (image i = rank i-1; OpenCoarrays initializes MPI
 * inside _gfortran_caf_init); every registered coarray, lock and event variable is a window of
 * PGAS memory over all images, numbered in registration order (the same on every image);
 * puts, gets and atomics are transfers on it to the target image's rank; `sync all`, `sync
 * team` and the co_* subroutines are collectives on the current team's communicator; `sync
 * images` is pairwise synchronization: a zero-byte message to and from every listed image;
 * lock/unlock and critical/end critical are locks, `event wait` a wait-on-value of the event
 * variable that `event post` (an atomic on it) satisfies. The wrapper sets the thread's
 * nesting bit, so the MPI calls OpenCoarrays makes inside a statement are forwarded
 * unrecorded and their time is the statement's.
 */
#ifndef PPW_CAF_H
#define PPW_CAF_H

#include <stddef.h>
#include <stdint.h>
#include "ppw_wrap.h"
#include "caf_regions.h"

/* The message tag of `sync images` (its zero-byte messages on the team's communicator). */
#define PPW_CAF_SYNC_TAG 0x7CAF5C00
/* The address ppw records for byte `offset` of a coarray: the same on every image, never 0
 * (no address) and far from anything a process maps. */
#define PPW_CAF_ADDR(offset) ((1ull << 44) | ((uint64_t)(offset) & 0xFFFFFFFFFull))

/* Fill the cached pointer `p` to the next definition of `name` on first use. */
void *ppw_next_entry(const char *name);
/* A wrapper, its name and its cached pointer (generated/caf_wrappers.c: ppw_caf_entries),
 * for the detours into a statically linked OpenCoarrays (src/caf_static.rs). */
typedef struct {
    const char *name;
    void *wrapper;
    void **next;
} ppw_next_row;
#define PPW_NEXT(p, name)                                                                   \
    if (PPW_UNLIKELY(__atomic_load_n(&(p), __ATOMIC_ACQUIRE) == NULL))                      \
        __atomic_store_n(&(p), (__typeof__(p))ppw_next_entry(name), __ATOMIC_RELEASE);

/* c/ppw_caf.c */
void ppw_c_caf_started(void);
void ppw_caf_registered(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                        void **token, size_t size, int type);
int ppw_caf_team_rank(int image);
uint64_t ppw_caf_comm(void);
int ppw_caf_team_size(void);
void ppw_caf_change_team(void **team);
void ppw_caf_end_team(void);
uint64_t ppw_caf_team_comm(void **team);
void ppw_caf_sync_images(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                         int count, const int *images);
uint32_t ppw_caf_atomic_region(int op, const void *old);
/* src/ffi.rs */
void ppw_call_pairsync(PPW_ARGS, uint64_t comm, const int32_t *peers, int32_t n, int32_t tag);

/* ---- lookups the transfers make on every statement (inline: a put is a few hundred
 * instructions in all, docs/BENCHMARKS.md) ---------------------------------------------------- */
#define PPW_CAF_HIDDEN __attribute__((visibility("hidden")))

/* The window handle of coarray k: not a user-space pointer, not an MPICH handle. */
#define PPW_CAF_WIN 0xFFFC000000000000ull

/* The teams: `change team` pushes one, `end team` pops it (c/ppw_caf.c). */
typedef struct {
    MPI_Comm comm;
    int size;
    int me;     /* this image's rank in the team */
    int *world; /* world rank of each team rank */
} ppw_caf_team;
extern PPW_CAF_HIDDEN ppw_caf_team ppw_teams[];
extern PPW_CAF_HIDDEN int ppw_nteams; /* 0: the initial team, MPI_COMM_WORLD */
extern PPW_CAF_HIDDEN int ppw_world_size, ppw_world_me;

/* World rank of image `image` (1-based) of the current team; 0 is this image; -1 if none. */
static inline int ppw_caf_rank(int image)
{
    if (PPW_LIKELY(ppw_nteams == 0)) {
        if (image == 0) return ppw_world_me;
        return image >= 1 && image <= ppw_world_size ? image - 1 : -1;
    }
    const ppw_caf_team *t = &ppw_teams[ppw_nteams - 1];
    if (image == 0) return t->world[t->me];
    return image >= 1 && image <= t->size ? t->world[image - 1] : -1;
}

/* The coarrays: token -> registration number, open addressing (a program with more coarrays
 * loses the rest). The registering thread writes a slot's token last (release). */
#define PPW_CAF_SLOTS 8192
typedef struct {
    const void *token;
    uint32_t id;
    uint8_t critical;
} ppw_caf_slot;
extern PPW_CAF_HIDDEN ppw_caf_slot ppw_coarrays[PPW_CAF_SLOTS];

static inline size_t ppw_caf_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    return (size_t)(x & (PPW_CAF_SLOTS - 1));
}

static inline ppw_caf_slot *ppw_caf_find(const void *token)
{
    if (!token) return NULL;
    for (size_t i = ppw_caf_hash(token), n = 0; n < PPW_CAF_SLOTS; i = (i + 1) & (PPW_CAF_SLOTS - 1), n++) {
        const void *k = __atomic_load_n(&ppw_coarrays[i].token, __ATOMIC_ACQUIRE);
        if (k == token) return &ppw_coarrays[i];
        if (k == NULL) return NULL;
    }
    return NULL;
}

/* The window of the coarray of `token` (an unregistered token: window 0, which ppw does not
 * know and records as unknown memory). */
static inline uint64_t ppw_caf_win(const void *token)
{
    ppw_caf_slot *s = ppw_caf_find(token);
    return s ? PPW_CAF_WIN | s->id : 0;
}

static inline int ppw_caf_is_critical(const void *token)
{
    ppw_caf_slot *s = ppw_caf_find(token);
    return s && s->critical;
}

/* gfortran 8+ array descriptors: base, offset, dtype{elem_len, version, rank, type,
 * attribute}, span, then per dimension stride, lower and upper bound. */
typedef struct {
    void *base;
    size_t offset;
    size_t elem_len;
    int version;
    signed char rank;
    signed char type;
    signed short attribute;
    ptrdiff_t span;
    struct {
        ptrdiff_t stride, lower, upper;
    } dim[];
} ppw_caf_desc;

static inline int64_t ppw_caf_bytes(const void *desc)
{
    const ppw_caf_desc *d = (const ppw_caf_desc *)desc;
    if (!d || d->rank < 0 || d->rank > 15) return 0;
    int64_t n = (int64_t)d->elem_len;
    for (int i = 0; i < d->rank; i++) {
        ptrdiff_t e = d->dim[i].upper - d->dim[i].lower + 1;
        n *= e > 0 ? e : 0;
    }
    return n;
}

static inline const void *ppw_caf_base(const void *desc)
{
    return desc ? ((const ppw_caf_desc *)desc)->base : NULL;
}

/* ---- initialization and termination */
#define PPW_PRE_cafinit() ppw_cpu_pre(ppw_h);
#define PPW_POST_cafinit()                                                                  \
    ppw_c_caf_started();                                                                    \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
#define PPW_PRE_caffinalize() ppw_mpi_finalizing();
#define PPW_POST_caffinalize()                                                              \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_mpi_finalized();
/* `stop` finalizes MPI and exits inside: ppw ends its measurement first. */
#define PPW_PRE_cafstop() ppw_mpi_finalizing();
#define PPW_POST_cafstop()
/* `error stop` aborts every image. */
#define PPW_PRE_caferror() ppw_call_abort(ppw_h, ppw_region, ppw_ra, ppw_ticks());
#define PPW_POST_caferror()

#define PPW_PRE_cafplain()
#define PPW_POST_cafplain() ppw_call_plain(PPW_A);

/* ---- coarray memory */
#define PPW_PRE_cafregister()
#define PPW_POST_cafregister() ppw_caf_registered(PPW_A, token, size, type);
#define PPW_PRE_cafderegister()
#define PPW_POST_cafderegister() ppw_call_plain(PPW_A);

/* ---- transfers: `bytes` to or from image `image` (0: this image) of the coarray of `token`,
 * at byte `offset` of it; puts and gets also record their local buffer. */
#define PPW_CAF_RMA(k, token, image, bytes, offset, local)                                  \
    {                                                                                       \
        int ppw_target = ppw_caf_rank(image);                                               \
        if (ppw_target >= 0) {                                                              \
            ppw_call_pgas_rma(PPW_A, PPW_RMA_##k, ppw_caf_win(token), ppw_target,           \
                              (int64_t)(bytes), PPW_CAF_ADDR(offset));                      \
            const void *ppw_local = (local);                                                \
            if (ppw_local) ppw_data_buf(ppw_h, ppw_t1, ppw_local);                          \
        } else                                                                              \
            ppw_call_plain(PPW_A);                                                          \
    }
#define PPW_PRE_cafsend()
#define PPW_POST_cafsend()                                                                  \
    PPW_CAF_RMA(PUT, token, image_index, ppw_caf_bytes(dest), offset, ppw_caf_base(src))
#define PPW_PRE_cafget()
#define PPW_POST_cafget()                                                                   \
    PPW_CAF_RMA(GET, token, image_index, ppw_caf_bytes(src), offset, ppw_caf_base(dest))
#define PPW_PRE_cafsendget()
#define PPW_POST_cafsendget()                                                               \
    PPW_CAF_RMA(PUT, dst_token, dst_image_index, ppw_caf_bytes(dest), dst_offset,          \
                (const void *)0)
#define PPW_PRE_cafsend_ref()
#define PPW_POST_cafsend_ref()                                                              \
    PPW_CAF_RMA(PUT, token, image_index, ppw_caf_bytes(src), 0, ppw_caf_base(src))
#define PPW_PRE_cafget_ref()
#define PPW_POST_cafget_ref()                                                               \
    PPW_CAF_RMA(GET, token, image_index, ppw_caf_bytes(dst), 0, ppw_caf_base(dst))
#define PPW_PRE_cafsendget_ref()
#define PPW_POST_cafsendget_ref()                                                           \
    PPW_CAF_RMA(PUT, dst_token, dst_image_index, 0, 0, (const void *)0)
#define PPW_PRE_cafatomic()
#define PPW_POST_cafatomic() PPW_CAF_RMA(ATOMIC, token, image_index, kind, offset, (const void *)0)
/* atomic_op: the region names the operation (atomic_add ... atomic_fetch_xor). */
#define PPW_PRE_cafatomic_op()
#define PPW_POST_cafatomic_op()                                                             \
    {                                                                                       \
        uint32_t ppw_region_op = ppw_caf_atomic_region(op, old);                            \
        int ppw_target = ppw_caf_rank(image_index);                                         \
        if (ppw_target >= 0)                                                                \
            ppw_call_pgas_rma(ppw_h, ppw_region_op, ppw_ra, ppw_t0, ppw_t1, PPW_RMA_ATOMIC, \
                              ppw_caf_win(token), ppw_target, (int64_t)kind,                \
                              PPW_CAF_ADDR(offset));                                        \
        else                                                                                \
            ppw_call_plain(ppw_h, ppw_region_op, ppw_ra, ppw_t0, ppw_t1);                   \
    }

/* ---- locks and events: a lock variable is identified by its coarray, its image (the rank
 * owning it) and its index; `critical` is a lock on the critical section's token. An event
 * variable is its coarray and index on the posting target (its owner waits on it). */
#define PPW_CAF_LOCK_ADDR(image, index)                                                     \
    PPW_CAF_ADDR(((uint64_t)(uint16_t)ppw_caf_rank(image) << 20) | ((uint64_t)(index) & 0xFFFFFull))
#define PPW_PRE_caflock()
#define PPW_POST_caflock()                                                                  \
    ppw_call_addr_sync(ppw_h, ppw_caf_is_critical(token) ? PPW_R_caf_critical : ppw_region, \
                       ppw_ra, ppw_t0, ppw_t1, PPW_SYNC_LOCK, ppw_caf_win(token),           \
                       PPW_CAF_LOCK_ADDR(image_index, index),                               \
                       acquired_lock ? *acquired_lock != 0 : 1);
#define PPW_PRE_cafunlock()
#define PPW_POST_cafunlock()                                                                \
    ppw_call_addr_sync(ppw_h,                                                               \
                       ppw_caf_is_critical(token) ? PPW_R_caf_end_critical : ppw_region,    \
                       ppw_ra, ppw_t0, ppw_t1, PPW_SYNC_UNLOCK, ppw_caf_win(token),         \
                       PPW_CAF_LOCK_ADDR(image_index, index), 1);
#define PPW_PRE_cafevent_post()
#define PPW_POST_cafevent_post()                                                            \
    PPW_CAF_RMA(ATOMIC, token, image_index, sizeof(int), index, (const void *)0)
#define PPW_PRE_cafevent_wait()
#define PPW_POST_cafevent_wait()                                                            \
    ppw_call_addr_sync(PPW_A, PPW_SYNC_WAIT_VALUE, ppw_caf_win(token), PPW_CAF_ADDR(index), 1);

/* ---- image control and collectives on the current team's communicator */
#define PPW_PRE_cafsync_all()
#define PPW_POST_cafsync_all() ppw_call_coll(PPW_A, ppw_caf_comm(), -1, 0, 0, 0);
#define PPW_PRE_cafsync_images()
#define PPW_POST_cafsync_images() ppw_caf_sync_images(PPW_A, count, images);
#define PPW_PRE_cafsync_team()
#define PPW_POST_cafsync_team() ppw_call_coll(PPW_A, ppw_caf_team_comm(team), -1, 0, 0, 0);
/* co_sum/min/max/reduce: every image contributes its array; with a result image only that
 * image receives (bytes per other member, as the MPI collectives count). */
#define PPW_PRE_cafco(result)
#define PPW_POST_cafco(result)                                                              \
    {                                                                                       \
        int64_t ppw_b = ppw_caf_bytes(a), ppw_o = ppw_caf_team_size() - 1;                  \
        int ppw_root = (result) > 0 ? ppw_caf_team_rank(result) : -1;                       \
        int ppw_me = ppw_caf_team_rank(0);                                  \
        ppw_call_coll(PPW_A, ppw_caf_comm(), ppw_root, ppw_b * ppw_o,                       \
                      ppw_root < 0 ? ppw_b * ppw_o : (ppw_me == ppw_root ? ppw_b * ppw_o : 0), \
                      0);                                                                   \
    }
#define PPW_PRE_cafbcast()
#define PPW_POST_cafbcast()                                                                 \
    {                                                                                       \
        int64_t ppw_b = ppw_caf_bytes(a), ppw_o = ppw_caf_team_size() - 1;                  \
        int ppw_root = ppw_caf_team_rank(source_image);                                     \
        int ppw_me = ppw_caf_team_rank(0);                                  \
        ppw_call_coll(PPW_A, ppw_caf_comm(), ppw_root, ppw_me == ppw_root ? ppw_b * ppw_o : 0, \
                      ppw_me == ppw_root ? 0 : ppw_b, 0);                                   \
    }

/* ---- teams: the current team decides what an image index and `sync all` mean */
#define PPW_PRE_cafchange_team()
#define PPW_POST_cafchange_team()                                                           \
    ppw_caf_change_team(team);                                                              \
    ppw_call_plain(PPW_A);
#define PPW_PRE_cafend_team()
#define PPW_POST_cafend_team()                                                              \
    ppw_caf_end_team();                                                                     \
    ppw_call_plain(PPW_A);

#endif

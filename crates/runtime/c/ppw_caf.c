/* Coarray Fortran (c/ppw_caf.h): what the wrappers of build/caf.tbl need to know about the
 * running coarray program.
 *
 * - The coarrays: every token registered by the program gets the next number, the same on
 *   every image because coarrays are registered collectively in program order; coarray k is
 *   the PGAS window PPW_CAF_WIN | k over all images (global id 2^58 | 2^54 | k+1), defined at
 *   its registration. The token -> number table is written by the registering thread only
 *   (registration is an image control statement) and read lock-free by the transfers.
 * - The teams: `change team` pushes the team's communicator and its members' world ranks,
 *   `end team` pops them; image indices and `sync all` refer to the innermost team.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ppw_caf.h"

#define NOINSTR __attribute__((no_instrument_function))

/* The window handle of coarray k: not a user-space pointer, not an MPICH handle. */
#define PPW_CAF_WIN 0xFFFC000000000000ull

/* gfortran's caf_register_t values this file looks at. */
enum { CAF_LOCK_STATIC = 2, CAF_LOCK_ALLOC = 3, CAF_CRITICAL = 4, CAF_ALLOCATE_ONLY = 8 };
/* gfortran's atomic_op codes. */
enum { CAF_ATOMIC_ADD = 1, CAF_ATOMIC_AND = 2, CAF_ATOMIC_OR = 3, CAF_ATOMIC_XOR = 5 };

uint32_t ppw_c_rank_offset(void);

NOINSTR void *ppw_next_entry(const char *name)
{
    void *p = dlsym(RTLD_NEXT, name);
    if (!p) {
        fprintf(stderr, "ppw: the program calls %s but no library after libppw.so defines it\n",
                name);
        abort();
    }
    return p;
}

/* ---- images and teams -------------------------------------------------------------------- */
#define PPW_CAF_TEAMS 16
typedef struct {
    MPI_Comm comm;
    int size;
    int me;       /* this image's rank in the team */
    int *world;   /* world rank of each team rank */
} ppw_caf_team;
static ppw_caf_team ppw_teams[PPW_CAF_TEAMS];
static int ppw_nteams = 0; /* 0: the initial team, MPI_COMM_WORLD */
static int ppw_world_size = 0, ppw_world_me = 0;

NOINSTR void ppw_c_caf_started(void)
{
    int flag = 0, provided = MPI_THREAD_SINGLE;
    if (ppw_world_size > 0) return;
    PMPI_Initialized(&flag);
    if (!flag) {
        fprintf(stderr, "ppw: _gfortran_caf_init returned but MPI is not initialized: this "
                        "coarray library does not run on MPI, its calls are not recorded\n");
        return;
    }
    PMPI_Query_thread(&provided);
    ppw_c_after_init(provided);
    PMPI_Comm_size(MPI_COMM_WORLD, &ppw_world_size);
    PMPI_Comm_rank(MPI_COMM_WORLD, &ppw_world_me);
}

/* World rank of image `image` (1-based) of the current team; 0 is this image; -1 if none. */
NOINSTR int ppw_caf_rank(int image)
{
    if (image == 0) return ppw_nteams ? ppw_teams[ppw_nteams - 1].world[ppw_teams[ppw_nteams - 1].me]
                                      : ppw_world_me;
    if (ppw_nteams == 0) return image >= 1 && image <= ppw_world_size ? image - 1 : -1;
    ppw_caf_team *t = &ppw_teams[ppw_nteams - 1];
    return image >= 1 && image <= t->size ? t->world[image - 1] : -1;
}

/* Rank in the current team's communicator of image `image` (1-based; 0: this image). */
NOINSTR int ppw_caf_team_rank(int image)
{
    if (image == 0) return ppw_nteams ? ppw_teams[ppw_nteams - 1].me : ppw_world_me;
    return image - 1;
}

NOINSTR int ppw_caf_team_size(void)
{
    return ppw_nteams ? ppw_teams[ppw_nteams - 1].size : ppw_world_size;
}

NOINSTR uint64_t ppw_caf_comm(void)
{
    return ppw_nteams ? PPW_H(ppw_teams[ppw_nteams - 1].comm) : PPW_H(MPI_COMM_WORLD);
}

/* The communicator of `team` (OpenCoarrays' extension _gfortran_caf_get_communicator). */
static NOINSTR MPI_Comm ppw_caf_team_mpi(void **team)
{
    static int (*get)(void **) = NULL;
    if (!get) get = (int (*)(void **))dlsym(RTLD_NEXT, "_gfortran_caf_get_communicator");
    if (!get || !team) return MPI_COMM_NULL;
    return MPI_Comm_f2c((MPI_Fint)get(team));
}

NOINSTR uint64_t ppw_caf_team_comm(void **team)
{
    MPI_Comm c = ppw_caf_team_mpi(team);
    if (c == MPI_COMM_NULL) return ppw_caf_comm();
    ppw_comm_touch(PPW_H(c));
    return PPW_H(c);
}

static int ppw_teams_lost = 0; /* levels deeper than PPW_CAF_TEAMS: not tracked */

NOINSTR void ppw_caf_change_team(void **team)
{
    MPI_Comm c = ppw_caf_team_mpi(team);
    MPI_Group g = MPI_GROUP_NULL, w = MPI_GROUP_NULL;
    if (ppw_nteams >= PPW_CAF_TEAMS) {
        ppw_teams_lost++;
        return;
    }
    /* A team whose communicator is unknown stays the current one. */
    if (c == MPI_COMM_NULL) c = ppw_nteams ? ppw_teams[ppw_nteams - 1].comm : MPI_COMM_WORLD;
    ppw_caf_team *t = &ppw_teams[ppw_nteams];
    t->comm = c;
    PMPI_Comm_size(c, &t->size);
    PMPI_Comm_rank(c, &t->me);
    t->world = (int *)malloc((size_t)t->size * sizeof(int));
    int *mine = (int *)malloc((size_t)t->size * sizeof(int));
    if (!t->world || !mine) {
        free(t->world);
        free(mine);
        ppw_teams_lost++;
        return;
    }
    for (int i = 0; i < t->size; i++) mine[i] = i;
    PMPI_Comm_group(c, &g);
    PMPI_Comm_group(MPI_COMM_WORLD, &w);
    PMPI_Group_translate_ranks(g, t->size, mine, w, t->world);
    PMPI_Group_free(&g);
    PMPI_Group_free(&w);
    free(mine);
    ppw_comm_touch(PPW_H(c));
    ppw_nteams++;
}

NOINSTR void ppw_caf_end_team(void)
{
    if (ppw_teams_lost > 0) {
        ppw_teams_lost--;
        return;
    }
    if (ppw_nteams == 0) return;
    ppw_nteams--;
    free(ppw_teams[ppw_nteams].world);
    ppw_teams[ppw_nteams].world = NULL;
}

/* ---- coarrays ------------------------------------------------------------------------------ */
#define PPW_CAF_SLOTS 8192 /* open addressing; a program with more coarrays loses the rest */
typedef struct {
    const void *token; /* written last (release): a reader that sees it sees the rest */
    uint32_t id;
    uint8_t critical;
} ppw_caf_slot;
static ppw_caf_slot ppw_coarrays[PPW_CAF_SLOTS];
static uint32_t ppw_ncoarrays = 0;

static NOINSTR size_t ppw_caf_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    return (size_t)(x & (PPW_CAF_SLOTS - 1));
}

static NOINSTR ppw_caf_slot *ppw_caf_find(const void *token)
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
NOINSTR uint64_t ppw_caf_win(const void *token)
{
    ppw_caf_slot *s = ppw_caf_find(token);
    return s ? PPW_CAF_WIN | s->id : 0;
}

NOINSTR int ppw_caf_is_critical(const void *token)
{
    ppw_caf_slot *s = ppw_caf_find(token);
    return s && s->critical;
}

NOINSTR void ppw_caf_registered(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                                void **token, size_t size, int type)
{
    const void *tok = token ? *token : NULL;
    /* gfortran registers static coarrays in constructors that run before the program's own
     * _gfortran_caf_init, and OpenCoarrays initializes MPI inside the first registration:
     * ppw starts there. */
    if (ppw_world_size <= 0) ppw_c_caf_started();
    if (!tok || type == CAF_ALLOCATE_ONLY || ppw_caf_find(tok) || ppw_world_size <= 0) {
        ppw_call_plain(h, region, ra, t0, t1);
        return;
    }
    uint32_t id = ppw_ncoarrays++;
    for (size_t i = ppw_caf_hash(tok), n = 0; n < PPW_CAF_SLOTS; i = (i + 1) & (PPW_CAF_SLOTS - 1), n++) {
        if (ppw_coarrays[i].token == NULL) {
            ppw_coarrays[i].id = id;
            ppw_coarrays[i].critical = type == CAF_CRITICAL;
            __atomic_store_n(&ppw_coarrays[i].token, tok, __ATOMIC_RELEASE);
            break;
        }
    }
    const char *what = type == CAF_CRITICAL                               ? "critical section"
                       : type == CAF_LOCK_STATIC || type == CAF_LOCK_ALLOC ? "lock"
                       : type == 5 || type == 6                            ? "event"
                                                                           : "coarray";
    char name[64];
    snprintf(name, sizeof name, "%s %u", what, id + 1);
    int32_t *m = (int32_t *)malloc((size_t)ppw_world_size * sizeof(int32_t));
    if (m) {
        for (int i = 0; i < ppw_world_size; i++) m[i] = (int32_t)ppw_c_rank_offset() + i;
        ppw_memory_created(PPW_CAF_WIN | id, (1ull << 58) | (1ull << 54) | (id + 1ull), m,
                           ppw_world_size, name);
        free(m);
    }
    /* The coarray's bytes on every image, for the shared-data distribution. */
    ppw_call_alloc(h, region, ra, t0, t1, PPW_CAF_WIN | id, 0, (int64_t)size, 0);
}

/* ---- descriptors (gfortran 8+ array descriptors: base, offset, dtype{elem_len, version,
 * rank, type, attribute}, span, then per dimension stride, lower and upper bound) ------------ */
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

NOINSTR int64_t ppw_caf_bytes(const void *desc)
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

NOINSTR const void *ppw_caf_base(const void *desc)
{
    return desc ? ((const ppw_caf_desc *)desc)->base : NULL;
}

/* ---- statements ---------------------------------------------------------------------------- */
NOINSTR void ppw_caf_sync_images(ppw_hot *h, uint32_t region, void *ra, uint64_t t0,
                                 uint64_t t1, int count, const int *images)
{
    int n = ppw_caf_team_size(), me = ppw_caf_team_rank(0), k = 0;
    /* Most statements name a few images: no allocation for up to 64 partners. */
    int32_t small[64];
    int32_t *peers = n <= 64 ? small : (int32_t *)malloc((size_t)n * sizeof(int32_t));
    if (!peers) {
        ppw_call_plain(h, region, ra, t0, t1);
        return;
    }
    if (count < 0) { /* sync images (*) */
        for (int i = 0; i < n; i++)
            if (i != me) peers[k++] = i;
    } else {
        for (int i = 0; i < count && k < n; i++) {
            int r = images ? images[i] - 1 : -1;
            if (r >= 0 && r < n && r != me) peers[k++] = r;
        }
    }
    ppw_call_pairsync(h, region, ra, t0, t1, ppw_caf_comm(), peers, k, PPW_CAF_SYNC_TAG);
    if (peers != small) free(peers);
}

NOINSTR uint32_t ppw_caf_atomic_region(int op, const void *old)
{
    int fetch = old != NULL;
    switch (op) {
    case CAF_ATOMIC_AND: return fetch ? PPW_R_caf_atomic_fetch_and : PPW_R_caf_atomic_and;
    case CAF_ATOMIC_OR: return fetch ? PPW_R_caf_atomic_fetch_or : PPW_R_caf_atomic_or;
    case CAF_ATOMIC_XOR: return fetch ? PPW_R_caf_atomic_fetch_xor : PPW_R_caf_atomic_xor;
    default: return fetch ? PPW_R_caf_atomic_fetch_add : PPW_R__gfortran_caf_atomic_op;
    }
}

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
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <sys/mman.h>
#include <unistd.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ppw_caf.h"

#define NOINSTR __attribute__((no_instrument_function))

/* gfortran's caf_register_t values this file looks at. */
enum { CAF_LOCK_STATIC = 2, CAF_LOCK_ALLOC = 3, CAF_CRITICAL = 4, CAF_ALLOCATE_ONLY = 8 };
/* gfortran's atomic_op codes. */
enum { CAF_ATOMIC_ADD = 1, CAF_ATOMIC_AND = 2, CAF_ATOMIC_OR = 3, CAF_ATOMIC_XOR = 5 };

uint32_t ppw_c_rank_offset(void);

static void ppw_caf_rebind(void);
static pthread_once_t ppw_caf_rebound = PTHREAD_ONCE_INIT;

NOINSTR void *ppw_next_entry(const char *name)
{
    pthread_once(&ppw_caf_rebound, ppw_caf_rebind);
    void *p = dlsym(RTLD_NEXT, name);
    if (!p) {
        fprintf(stderr, "ppw: the program calls %s but no library after libppw.so defines it\n",
                name);
        abort();
    }
    return p;
}

/* ---- the library's own calls -------------------------------------------------------------
 *
 * Every MPI call OpenCoarrays makes is part of a coarray statement, whose wrapper records it;
 * the MPI wrappers only forward such nested calls. A put makes about ten of them (window lock,
 * put, unlock, group translations, a temporary's malloc and free), so forwarding cost more
 * than recording the statement (docs/BENCHMARKS.md, "Coarray statements"). At the first
 * coarray call ppw points the shared coarray library's own PLT slots past its wrappers: MPI_x
 * to PMPI_x, its calls of its own _gfortran_caf_* functions and of the allocator to their next
 * definitions. MPI_Init, MPI_Init_thread, MPI_Finalize and MPI_Abort keep their wrappers (ppw's
 * start and end must see them whoever calls them). A statically linked library has no PLT of
 * its own: its calls are derived instead (below). */
typedef struct {
    uintptr_t lo, hi; /* the object's read-only-after-relocation range */
} ppw_relro;

static NOINSTR void *ppw_caf_direct(const char *name)
{
    static const char *const keep[] = {"MPI_Init", "MPI_Init_thread", "MPI_Finalize", "MPI_Abort"};
    static const char *const heap[] = {"malloc", "calloc", "realloc", "free", "posix_memalign"};
    char buf[96];
    if (strncmp(name, "MPI_", 4) == 0) {
        for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++)
            if (strcmp(name, keep[i]) == 0) return NULL;
        if (snprintf(buf, sizeof buf, "P%s", name) >= (int)sizeof buf) return NULL;
        return dlsym(RTLD_DEFAULT, buf);
    }
    if (strncmp(name, "_gfortran_caf_", 14) == 0) return dlsym(RTLD_NEXT, name);
    for (size_t i = 0; i < sizeof heap / sizeof heap[0]; i++)
        if (strcmp(name, heap[i]) == 0) return dlsym(RTLD_NEXT, name);
    return NULL;
}

static NOINSTR void ppw_caf_patch(void **slot, void *to, const ppw_relro *r)
{
    uintptr_t a = (uintptr_t)slot;
    if (a >= r->lo && a < r->hi) {
        uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
        void *start = (void *)(a & ~(page - 1));
        if (mprotect(start, page, PROT_READ | PROT_WRITE) != 0) return;
        __atomic_store_n(slot, to, __ATOMIC_RELEASE);
        mprotect(start, page, PROT_READ);
    } else {
        __atomic_store_n(slot, to, __ATOMIC_RELEASE);
    }
}

/* The executable's PLT slots a statically linked OpenCoarrays calls through, with where its
 * calls should go instead (ppw_caf_rebind_exe). */
#define PPW_CAF_EXE_SLOTS 512
typedef struct {
    uint64_t slot[PPW_CAF_EXE_SLOTS], to[PPW_CAF_EXE_SLOTS];
    size_t n;
    int done;
} ppw_caf_exe;

static NOINSTR int ppw_caf_rebind_one(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    ppw_caf_exe *exe = (ppw_caf_exe *)data;
    const char *name = info->dlpi_name ? info->dlpi_name : "";
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    if (exe) {
        /* The executable comes first, with an empty name. */
        if (exe->done++ || name[0] != '\0') return 1;
    } else if (strncmp(base, "libcaf_", 7) != 0) {
        return 0;
    }
    uintptr_t at = info->dlpi_addr;
    const ElfW(Dyn) *dyn = NULL;
    ppw_relro relro = {0, 0};
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_DYNAMIC) dyn = (const ElfW(Dyn) *)(at + ph->p_vaddr);
        if (ph->p_type == PT_GNU_RELRO) {
            relro.lo = at + ph->p_vaddr;
            relro.hi = relro.lo + ph->p_memsz;
        }
    }
    if (!dyn) return 0;
    uintptr_t jmprel = 0, pltrelsz = 0, symtab = 0, strtab = 0;
    int rela = 1;
    for (; dyn->d_tag != DT_NULL; dyn++) {
        switch (dyn->d_tag) {
        case DT_JMPREL: jmprel = dyn->d_un.d_ptr; break;
        case DT_PLTRELSZ: pltrelsz = dyn->d_un.d_val; break;
        case DT_SYMTAB: symtab = dyn->d_un.d_ptr; break;
        case DT_STRTAB: strtab = dyn->d_un.d_ptr; break;
        case DT_PLTREL: rela = dyn->d_un.d_val == DT_RELA; break;
        default: break;
        }
    }
    if (!jmprel || !pltrelsz || !symtab || !strtab || !rela) return 0;
    /* The dynamic linker relocates these entries in place on most targets, not on all. */
    if (jmprel < at) jmprel += at;
    if (symtab < at) symtab += at;
    if (strtab < at) strtab += at;
    const ElfW(Rela) *r = (const ElfW(Rela) *)jmprel;
    const ElfW(Sym) *syms = (const ElfW(Sym) *)symtab;
    const char *strs = (const char *)strtab;
    for (size_t i = 0; i < pltrelsz / sizeof *r; i++) {
        if (ELF64_R_TYPE(r[i].r_info) != R_X86_64_JUMP_SLOT) continue;
        const ElfW(Sym) *sym = &syms[ELF64_R_SYM(r[i].r_info)];
        if (sym->st_shndx != SHN_UNDEF && ELF64_ST_BIND(sym->st_info) != STB_GLOBAL) continue;
        const char *sname = strs + sym->st_name;
        /* The executable defines its coarray functions itself (no slots for them). */
        if (exe && strncmp(sname, "_gfortran_caf_", 14) == 0) continue;
        void *to = ppw_caf_direct(sname);
        if (!to) continue;
        if (exe) {
            /* The program's own calls share the slot: the slot keeps the wrapper, the
             * library's call sites are redirected instead. */
            if (exe->n < PPW_CAF_EXE_SLOTS) {
                exe->slot[exe->n] = at + r[i].r_offset;
                exe->to[exe->n++] = (uint64_t)(uintptr_t)to;
            }
            continue;
        }
        ppw_caf_patch((void **)(at + r[i].r_offset), to, &relro);
    }
    return exe != NULL;
}

/* src/detour.rs: redirect the calls and jumps in [lo, hi) through `slots` to `to`. */
size_t ppw_redirect_calls(uint64_t lo, uint64_t hi, const uint64_t *slots, const uint64_t *to,
                          size_t n);

/* A statically linked OpenCoarrays at [lo, hi) whose statements all go through detours
 * (src/caf_static.rs): its MPI and allocator calls go through the executable's PLT slots,
 * which the program's own calls share, so the slots keep the wrappers and the library's call
 * sites are redirected to the direct targets instead (as ppw_caf_rebind does for the shared
 * library's slots). Called from the library constructor; the number of sites redirected. */
NOINSTR size_t ppw_caf_rebind_exe(uint64_t lo, uint64_t hi)
{
#if defined(__x86_64__)
    static ppw_caf_exe exe;
    exe.n = 0;
    exe.done = 0;
    dl_iterate_phdr(ppw_caf_rebind_one, &exe);
    return ppw_redirect_calls(lo, hi, exe.slot, exe.to, exe.n);
#else
    (void)lo;
    (void)hi;
    return 0;
#endif
}

static NOINSTR void ppw_caf_rebind(void)
{
#if defined(__x86_64__)
    dl_iterate_phdr(ppw_caf_rebind_one, NULL);
#endif
}

/* ---- images and teams -------------------------------------------------------------------- */
#define PPW_CAF_TEAMS 16
ppw_caf_team ppw_teams[PPW_CAF_TEAMS];
int ppw_nteams = 0; /* 0: the initial team, MPI_COMM_WORLD */
int ppw_world_size = 0, ppw_world_me = 0;

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

/* The communicator of the current team: OpenCoarrays keeps it in its global CAF_COMM_WORLD
 * (MPI_COMM_NULL if the library does not export it). Its _gfortran_caf_get_communicator
 * would be the documented way, but version 2.10 aborts the program when given a team and
 * returns the last team formed, not the current one, without. `sync team (t)` is recorded on
 * the current team's communicator, which is t's when t is the current team. */
static NOINSTR MPI_Comm ppw_caf_team_mpi(void **team)
{
    static MPI_Comm *current = NULL;
    static int looked = 0;
    (void)team;
    if (!looked) {
        current = (MPI_Comm *)dlsym(RTLD_DEFAULT, "CAF_COMM_WORLD");
        looked = 1;
    }
    return current ? *current : MPI_COMM_NULL;
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
    /* Every member of the team changes to it together: define it collectively. */
    if (!ppw_comm_known(PPW_H(c))) ppw_c_comm_new(c);
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
ppw_caf_slot ppw_coarrays[PPW_CAF_SLOTS];
static uint32_t ppw_ncoarrays = 0;

/* ---- the program's coarray variables: gfortran keeps the token of a static coarray X in a
 * variable `_F.caf_token__X` (X mangled as usual: `__mod_MOD_x`), the token of a critical
 * section in `caf_token.N`; src/caf_static.rs hands their addresses over at start-up. A
 * coarray registered through one of them is named after it. */
#define PPW_CAF_VARS 1024
static struct {
    uint64_t addr;
    char *name; /* NULL: a critical section */
} ppw_caf_vars[PPW_CAF_VARS];
static int ppw_ncaf_vars = 0;

NOINSTR void ppw_caf_static_token(uint64_t addr, const char *name)
{
    if (ppw_ncaf_vars >= PPW_CAF_VARS) return;
    ppw_caf_vars[ppw_ncaf_vars].addr = addr;
    ppw_caf_vars[ppw_ncaf_vars].name = name ? strdup(name) : NULL;
    ppw_ncaf_vars++;
}

/* The variable holding a token: the one at `var` (shared library: the register call's token
 * argument), or else the one whose token the MPI window at `inside` belongs to (static: the
 * window lies in OpenCoarrays' token structure the variable points to). -1: none. */
static NOINSTR int ppw_caf_var(void **var, const void *inside)
{
    for (int i = 0; i < ppw_ncaf_vars; i++)
        if (var && (uint64_t)(uintptr_t)var == ppw_caf_vars[i].addr) return i;
    for (int i = 0; inside && i < ppw_ncaf_vars; i++) {
        const char *tok = *(const char *const *)(uintptr_t)ppw_caf_vars[i].addr;
        if (tok && (const char *)inside >= tok && (const char *)inside < tok + 256) return i;
    }
    return -1;
}

/* A registration (`var`: the token variable if known, `inside`: see ppw_caf_var) of `size`
 * bytes and gfortran's caf_register_t `type` (-1: unknown, -2: unknown, but a lock, event or
 * critical section) gave `tok`: define its window. */
static NOINSTR void ppw_caf_define(ppw_hot *h, uint32_t region, void *ra, uint64_t t0,
                                   uint64_t t1, const void *tok, void **var, const void *inside,
                                   size_t size, int type)
{
    if (!tok || type == CAF_ALLOCATE_ONLY || ppw_caf_find(tok) || ppw_world_size <= 0) {
        ppw_call_plain(h, region, ra, t0, t1);
        return;
    }
    int v = ppw_caf_var(var, inside);
    /* Type unknown (statically linked): `caf_token.N` holds a critical section's token, or
     * the token of a coarray of the main program; a registration that initialized its
     * memory with one-sided calls (`lockish`: locks, events, critical sections do) is taken
     * for the critical section. */
    if (type == -2) type = v >= 0 && !ppw_caf_vars[v].name ? CAF_CRITICAL : -1;
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
    char name[160];
    if (v >= 0 && ppw_caf_vars[v].name)
        snprintf(name, sizeof name, "%s", ppw_caf_vars[v].name);
    else
        snprintf(name, sizeof name, "%s %u", what, id + 1);
    int32_t *m = (int32_t *)malloc((size_t)ppw_world_size * sizeof(int32_t));
    if (m) {
        for (int i = 0; i < ppw_world_size; i++) m[i] = (int32_t)ppw_c_rank_offset() + i;
        ppw_memory_created(PPW_CAF_WIN | id, (1ull << 58) | (1ull << 54) | (id + 1ull), m,
                           ppw_world_size, name);
        free(m);
    }
    /* The coarray's bytes on every image, for the shared-data distribution. */
    ppw_call_alloc(h, region, ra, t0, t1, PPW_CAF_WIN | id, PPW_CAF_ADDR(0), (int64_t)size, 0);
}

NOINSTR void ppw_caf_registered(ppw_hot *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                                void **token, size_t size, int type)
{
    /* gfortran registers static coarrays in constructors that run before the program's own
     * _gfortran_caf_init, and OpenCoarrays initializes MPI inside the first registration:
     * ppw starts there. */
    if (ppw_world_size <= 0) ppw_c_caf_started();
    ppw_caf_define(h, region, ra, t0, t1, token ? *token : NULL, token, NULL, size, type);
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

/* ---- statically linked OpenCoarrays -------------------------------------------------------
 *
 * A program linked with libcaf_openmpi.a (`caf`'s default) defines the _gfortran_caf_*
 * functions itself: its calls of them are direct and no preloaded wrapper sees them. ppw
 * derives the statements from what it does see, OpenCoarrays' own MPI calls:
 *
 * - src/caf_static.rs finds the coarray functions in the executable's symbol table at start-up
 *   (ppw_caf_static_func, ppw_caf_static_block).
 * - An MPI call made from the library's code (PPW_WRAP_BEGIN_CAP in ppw_wrap.h) unwinds its
 *   stack (ppw_caf_derive). The outermost frame inside a coarray function is the statement;
 *   the frame outside it is the program's, and its return address is the statement's call
 *   site, with the same calling context the shared library's wrapper would record. The
 *   statement starts there (the enter time of its first MPI call), and its return address on
 *   the stack is replaced by ppw_caf_return, so that ppw sees the statement end.
 * - Until it ends, the thread's MPI calls are forwarded unrecorded; the ones the statement's
 *   records need hand over their arguments (the PPW_CAF_CAP_ macros): the target, bytes,
 *   window and displacement of one-sided calls, the communicator, root and bytes of
 *   collectives, the destinations of sends (`sync images`), the window of a registration.
 * - ppw_caf_return records the statement as the wrapper of the shared library does
 *   (c/ppw_caf.h), then returns to the program.
 *
 * What the MPI calls cannot tell (docs/MODEL.md, "Statically linked"): a critical section's
 * lock from a lock variable, the operation of atomic_op, a statement's bytes that moved
 * inside the image, and teams (images are world ranks). */

enum {
    PPW_CD_NONE = 0, /* not derived: its MPI calls are recorded as they are (init, stop) */
    PPW_CD_PLAIN,
    PPW_CD_BARRIER,
    PPW_CD_CO,
    PPW_CD_BCAST,
    PPW_CD_SYNC_IMAGES,
    PPW_CD_PUT,
    PPW_CD_GET,
    PPW_CD_ATOMIC,
    PPW_CD_LOCK,
    PPW_CD_UNLOCK,
    PPW_CD_EVENT_POST,
    PPW_CD_EVENT_WAIT,
    PPW_CD_REGISTER,
    PPW_CD_FINAL, /* finalization or `stop`: ppw ends its measurement before OpenCoarrays' calls */
};

static const struct {
    const char *name;
    uint32_t region;
    int kind;
} ppw_caf_kinds[] = {
    {"_gfortran_caf_init", PPW_R__gfortran_caf_init, PPW_CD_NONE},
    {"_gfortran_caf_finalize", PPW_R__gfortran_caf_finalize, PPW_CD_FINAL},
    {"finalize_internal", PPW_R__gfortran_caf_finalize, PPW_CD_FINAL},
    {"_gfortran_caf_stop_numeric", PPW_R__gfortran_caf_stop_numeric, PPW_CD_FINAL},
    {"_gfortran_caf_stop_str", PPW_R__gfortran_caf_stop_str, PPW_CD_FINAL},
    {"_gfortran_caf_error_stop", PPW_R__gfortran_caf_error_stop, PPW_CD_NONE},
    {"_gfortran_caf_error_stop_str", PPW_R__gfortran_caf_error_stop_str, PPW_CD_NONE},
    {"_gfortran_caf_fail_image", PPW_R__gfortran_caf_fail_image, PPW_CD_NONE},
    {"_gfortran_caf_register", PPW_R__gfortran_caf_register, PPW_CD_REGISTER},
    {"_gfortran_caf_deregister", PPW_R__gfortran_caf_deregister, PPW_CD_PLAIN},
    {"_gfortran_caf_send", PPW_R__gfortran_caf_send, PPW_CD_PUT},
    {"_gfortran_caf_get", PPW_R__gfortran_caf_get, PPW_CD_GET},
    {"_gfortran_caf_sendget", PPW_R__gfortran_caf_sendget, PPW_CD_PUT},
    {"_gfortran_caf_send_by_ref", PPW_R__gfortran_caf_send_by_ref, PPW_CD_PUT},
    {"_gfortran_caf_get_by_ref", PPW_R__gfortran_caf_get_by_ref, PPW_CD_GET},
    {"_gfortran_caf_sendget_by_ref", PPW_R__gfortran_caf_sendget_by_ref, PPW_CD_PUT},
    {"_gfortran_caf_is_present", PPW_R__gfortran_caf_is_present, PPW_CD_PLAIN},
    {"_gfortran_caf_atomic_define", PPW_R__gfortran_caf_atomic_define, PPW_CD_ATOMIC},
    {"_gfortran_caf_atomic_ref", PPW_R__gfortran_caf_atomic_ref, PPW_CD_ATOMIC},
    {"_gfortran_caf_atomic_cas", PPW_R__gfortran_caf_atomic_cas, PPW_CD_ATOMIC},
    {"_gfortran_caf_atomic_op", PPW_R__gfortran_caf_atomic_op, PPW_CD_ATOMIC},
    {"_gfortran_caf_sync_all", PPW_R__gfortran_caf_sync_all, PPW_CD_BARRIER},
    {"_gfortran_caf_sync_team", PPW_R__gfortran_caf_sync_team, PPW_CD_BARRIER},
    {"_gfortran_caf_sync_images", PPW_R__gfortran_caf_sync_images, PPW_CD_SYNC_IMAGES},
    {"_gfortran_caf_sync_memory", PPW_R__gfortran_caf_sync_memory, PPW_CD_PLAIN},
    {"_gfortran_caf_lock", PPW_R__gfortran_caf_lock, PPW_CD_LOCK},
    {"_gfortran_caf_unlock", PPW_R__gfortran_caf_unlock, PPW_CD_UNLOCK},
    {"mutex_lock", PPW_R__gfortran_caf_lock, PPW_CD_LOCK},
    {"mutex_unlock", PPW_R__gfortran_caf_unlock, PPW_CD_UNLOCK},
    {"_gfortran_caf_event_post", PPW_R__gfortran_caf_event_post, PPW_CD_EVENT_POST},
    {"_gfortran_caf_event_wait", PPW_R__gfortran_caf_event_wait, PPW_CD_EVENT_WAIT},
    {"_gfortran_caf_event_query", PPW_R__gfortran_caf_event_query, PPW_CD_PLAIN},
    {"_gfortran_caf_co_sum", PPW_R__gfortran_caf_co_sum, PPW_CD_CO},
    {"_gfortran_caf_co_min", PPW_R__gfortran_caf_co_min, PPW_CD_CO},
    {"_gfortran_caf_co_max", PPW_R__gfortran_caf_co_max, PPW_CD_CO},
    {"_gfortran_caf_co_reduce", PPW_R__gfortran_caf_co_reduce, PPW_CD_CO},
    {"_gfortran_caf_co_broadcast", PPW_R__gfortran_caf_co_broadcast, PPW_CD_BCAST},
    {"_gfortran_caf_form_team", PPW_R__gfortran_caf_form_team, PPW_CD_PLAIN},
    {"_gfortran_caf_change_team", PPW_R__gfortran_caf_change_team, PPW_CD_PLAIN},
    {"_gfortran_caf_end_team", PPW_R__gfortran_caf_end_team, PPW_CD_PLAIN},
};

#define PPW_CAF_FUNCS 64
static struct {
    uint64_t lo, hi;
    uint32_t region;
    int kind;
} ppw_caf_funcs[PPW_CAF_FUNCS];
static int ppw_ncaf_funcs = 0;
uint64_t ppw_caf_lib_lo = 0, ppw_caf_lib_span = 0;

/* src/caf_static.rs */
size_t ppw_unwind_frames(uint64_t ra, uint64_t *out, size_t max);

/* A coarray function of the executable at [lo, hi): 1 if ppw knows it. */
NOINSTR int ppw_caf_static_func(const char *name, uint64_t lo, uint64_t hi)
{
    for (size_t i = 0; i < sizeof ppw_caf_kinds / sizeof ppw_caf_kinds[0]; i++) {
        if (strcmp(name, ppw_caf_kinds[i].name) != 0 || ppw_ncaf_funcs >= PPW_CAF_FUNCS) continue;
        ppw_caf_funcs[ppw_ncaf_funcs].lo = lo;
        ppw_caf_funcs[ppw_ncaf_funcs].hi = hi;
        ppw_caf_funcs[ppw_ncaf_funcs].region = ppw_caf_kinds[i].region;
        ppw_caf_funcs[ppw_ncaf_funcs].kind = ppw_caf_kinds[i].kind;
        ppw_ncaf_funcs++;
        return 1;
    }
    return 0;
}

NOINSTR void ppw_caf_static_block(uint64_t lo, uint64_t hi)
{
    if (hi > lo && ppw_ncaf_funcs > 0) {
        ppw_caf_lib_lo = lo;
        ppw_caf_lib_span = hi - lo;
    }
}

/* The statement open on this thread and what its MPI calls handed over. */
#define PPW_CD_PEERS 64
typedef struct {
    int open;
    int kind;
    uint32_t region;
    uint64_t ra; /* the statement's return address into the program */
    uint64_t t0;
    int nrma;   /* one-sided calls: the first one's target, window and displacement */
    int target;
    uint64_t win, disp;
    int64_t bytes;
    int ncoll;  /* the last collective's communicator, root and bytes */
    uint64_t comm;
    int root;
    int64_t coll_bytes;
    uint64_t peer_comm;
    const MPI_Comm *newcomm; /* form team: the team's communicator */
    int npeers;
    int32_t peers[PPW_CD_PEERS];
    const MPI_Win *win_out;
    int64_t win_size;
} ppw_caf_stmt;
static __thread ppw_caf_stmt ppw_cd;

#if defined(__x86_64__)
/* Where a derived statement returns to: save the return value registers, get the program's
 * return address into the slot that the frame's unwind information names (so that the
 * calling context recorded from inside is the program's), record, return there. Entered with
 * %rsp 16-byte aligned (the statement's `ret` popped the slot at %rsp - 8). */
void ppw_caf_return(void);
uint64_t ppw_caf_return_address(void);
void ppw_caf_close(void);
__asm__(".text\n"
        ".p2align 4\n"
        ".type ppw_caf_return,@function\n"
        "ppw_caf_return:\n"
        ".cfi_startproc\n"
        ".cfi_def_cfa %rsp, 0\n"
        ".cfi_offset %rip, -8\n"
        "subq $8, %rsp\n"
        ".cfi_def_cfa_offset 8\n"
        "pushq %rax\n"
        ".cfi_def_cfa_offset 16\n"
        "pushq %rdx\n"
        ".cfi_def_cfa_offset 24\n"
        "subq $40, %rsp\n"
        ".cfi_def_cfa_offset 64\n"
        "movdqu %xmm0, 0(%rsp)\n"
        "movdqu %xmm1, 16(%rsp)\n"
        "call ppw_caf_return_address\n"
        "movq %rax, 56(%rsp)\n"
        "call ppw_caf_close\n"
        "movdqu 0(%rsp), %xmm0\n"
        "movdqu 16(%rsp), %xmm1\n"
        "addq $40, %rsp\n"
        ".cfi_def_cfa_offset 24\n"
        "popq %rdx\n"
        ".cfi_def_cfa_offset 16\n"
        "popq %rax\n"
        ".cfi_def_cfa_offset 8\n"
        "ret\n"
        ".cfi_endproc\n"
        ".size ppw_caf_return, .-ppw_caf_return\n");

NOINSTR uint64_t ppw_caf_return_address(void)
{
    return ppw_cd.ra;
}
#endif

/* A call with return address `ra` into the library's code: start the statement it belongs
 * to, if it belongs to one ppw derives. 1: started (the call is forwarded unrecorded). */
/* The stacks statements were found on, per thread: a statement made again from the same call
 * site, with the same frames between it and the MPI call, is found without unwinding (an
 * unwind costs microseconds). An entry is keyed by the MPI call's return address and this
 * function's frame address, and holds every return-address slot from the MPI call's to the
 * program's with its value: a hit re-reads them, so the frames are those that were unwound
 * (as the calling-context cache does, src/context.rs). */
static int ppw_caf_open(ppw_hot *h, int f, uint64_t user, uint64_t *slot);
#define PPW_CD_CACHE 64
#define PPW_CD_DEPTH 12
typedef struct {
    uint64_t ra, sp;
    int n, f; /* slots checked; the coarray function */
    uint64_t slot[PPW_CD_DEPTH], value[PPW_CD_DEPTH];
} ppw_cd_entry;
static __thread ppw_cd_entry ppw_cd_cache[PPW_CD_CACHE];

NOINSTR int ppw_caf_derive(ppw_hot *h, void *ra)
{
#if defined(__x86_64__)
    uint64_t key = (uint64_t)(uintptr_t)ra, sp = (uint64_t)(uintptr_t)__builtin_frame_address(0);
    ppw_cd_entry *e = &ppw_cd_cache[((key ^ (sp >> 4)) * 0x9E3779B97F4A7C15ull) >> 58];
    if (e->ra == key && e->sp == sp && e->n > 0) {
        int ok = 1;
        for (int i = 0; i < e->n && ok; i++)
            ok = *(volatile uint64_t *)(uintptr_t)e->slot[i] == e->value[i];
        if (ok) {
            int f = e->f;
            uint64_t user = e->value[e->n - 1], *slot = (uint64_t *)(uintptr_t)e->slot[e->n - 1];
            return ppw_caf_open(h, f, user, slot);
        }
    }
    uint64_t fr[2 * 48];
    size_t n = ppw_unwind_frames((uint64_t)(uintptr_t)ra, fr, 48);
    int at = -1, f = -1;
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < ppw_ncaf_funcs; k++)
            if (fr[2 * i] - 1 >= ppw_caf_funcs[k].lo && fr[2 * i] - 1 < ppw_caf_funcs[k].hi) {
                /* Inside initialization or termination (a first registration initializes
                 * OpenCoarrays and MPI): the MPI calls are recorded as they are. */
                if (ppw_caf_funcs[k].kind == PPW_CD_NONE) return 0;
                at = (int)i;
                f = k;
            }
    if (at < 0 || (size_t)at + 1 >= n) return 0;
    if (ppw_caf_funcs[f].kind == PPW_CD_FINAL) {
        /* As the shared library's wrapper does before finalizing: the measurement ends
         * here, and the rest of the thread's MPI calls are forwarded. */
        h->depth = 1;
        ppw_mpi_finalizing();
        h->depth |= PPW_IN_CAF;
        return 1;
    }
    uint64_t user = fr[2 * (at + 1)], *slot = (uint64_t *)(uintptr_t)fr[2 * (at + 1) + 1];
    if (*slot != user) return 0;
    if (at + 2 <= PPW_CD_DEPTH && ppw_caf_funcs[f].kind != PPW_CD_FINAL) {
        e->ra = key;
        e->sp = sp;
        e->f = f;
        e->n = at + 2;
        for (int i = 0; i < at + 2; i++) {
            e->slot[i] = fr[2 * i + 1];
            e->value[i] = fr[2 * i];
        }
    }
    return ppw_caf_open(h, f, user, slot);
#else
    (void)h;
    (void)ra;
    return 0;
#endif
}

/* Start the statement of coarray function `f` whose return address `user` into the program
 * lies in `slot`. 1: started. */
static NOINSTR int ppw_caf_open(ppw_hot *h, int f, uint64_t user, uint64_t *slot)
{
#if defined(__x86_64__)
    if (ppw_world_size <= 0) {
        PMPI_Comm_size(MPI_COMM_WORLD, &ppw_world_size);
        PMPI_Comm_rank(MPI_COMM_WORLD, &ppw_world_me);
    }
    memset(&ppw_cd, 0, offsetof(ppw_caf_stmt, peers));
    ppw_cd.open = 1;
    ppw_cd.kind = ppw_caf_funcs[f].kind;
    ppw_cd.region = ppw_caf_funcs[f].region;
    ppw_cd.ra = user;
    ppw_cd.t0 = ppw_ticks();
    ppw_cd.root = -1;
    *slot = (uint64_t)(uintptr_t)ppw_caf_return;
    h->depth |= PPW_IN_CAF;
    return 1;
#else
    (void)h;
    (void)f;
    (void)user;
    (void)slot;
    return 0;
#endif
}

NOINSTR void ppw_caf_cap_rma(int target, int64_t bytes, uint64_t disp, uint64_t win)
{
    if (ppw_cd.nrma++ == 0) {
        ppw_cd.target = target;
        ppw_cd.win = win;
        ppw_cd.disp = disp;
    }
    if (target == ppw_cd.target && win == ppw_cd.win) ppw_cd.bytes += bytes;
}

NOINSTR void ppw_caf_cap_coll(uint64_t comm, int root, int64_t bytes)
{
    ppw_cd.ncoll++;
    ppw_cd.comm = comm;
    ppw_cd.root = root;
    ppw_cd.coll_bytes = bytes;
}

/* Communicators of teams formed in statically linked programs (defined to ppw at `form
 * team`, by all their members together): `sync images` inside a team is recorded on its
 * team's communicator when that is one of them, else on the world's (image indices of the
 * initial team are world ranks). */
#define PPW_CD_TEAMS 64
static uint64_t ppw_cd_teams[PPW_CD_TEAMS];
static int ppw_cd_nteams = 0;

static NOINSTR int ppw_cd_known(uint64_t comm)
{
    for (int i = 0; i < ppw_cd_nteams; i++)
        if (ppw_cd_teams[i] == comm) return 1;
    return 0;
}

NOINSTR void ppw_caf_cap_newcomm(const MPI_Comm *comm)
{
    ppw_cd.newcomm = comm;
}

NOINSTR void ppw_caf_cap_peer(int dest, uint64_t comm)
{
    ppw_cd.peer_comm = comm;
    for (int i = 0; i < ppw_cd.npeers; i++)
        if (ppw_cd.peers[i] == dest) return;
    if (ppw_cd.npeers < PPW_CD_PEERS) ppw_cd.peers[ppw_cd.npeers++] = dest;
}

NOINSTR void ppw_caf_cap_win(const MPI_Win *win, int64_t size)
{
    ppw_cd.win_out = win;
    ppw_cd.win_size = size;
}

/* The window of an MPI window a statically linked registration created (0: unknown). */
static NOINSTR uint64_t ppw_caf_static_win(uint64_t mpi_win)
{
    return ppw_caf_win((const void *)(uintptr_t)mpi_win);
}

/* The statement ended (called by ppw_caf_return): record it as c/ppw_caf.h does. */
NOINSTR void ppw_caf_close(void)
{
    ppw_hot *h = ppw_tls;
    ppw_caf_stmt *s = &ppw_cd;
    s->open = 0;
    if (!h || !(h->depth & PPW_IN_CAF)) return; /* recording ended meanwhile */
    h->depth = (h->depth & ~PPW_IN_CAF) | 1u;
    uint64_t t1 = ppw_ticks();
    void *ra = (void *)(uintptr_t)s->ra;
    uint32_t region = s->region;
#define PPW_S h, region, ra, s->t0, t1
    /* Collectives on the communicator OpenCoarrays used (the current team's; every member
     * takes part, so it may be defined here). */
    uint64_t comm = ppw_caf_comm();
    int size = ppw_world_size, me = ppw_world_me;
    if (s->ncoll > 0 && s->comm != PPW_H(MPI_COMM_NULL)) {
        comm = s->comm;
        if (!ppw_comm_known(comm)) ppw_c_comm_new(PPW_COMM(comm));
        PMPI_Comm_size(PPW_COMM(comm), &size);
        PMPI_Comm_rank(PPW_COMM(comm), &me);
    }
    if (s->newcomm && *s->newcomm != MPI_COMM_NULL) {
        /* Every member forms the team here: define it collectively (one identity for all). */
        if (!ppw_comm_known(PPW_H(*s->newcomm))) ppw_c_comm_new(*s->newcomm);
        if (ppw_cd_nteams < PPW_CD_TEAMS) ppw_cd_teams[ppw_cd_nteams++] = PPW_H(*s->newcomm);
    }
    switch (s->kind) {
    case PPW_CD_BARRIER:
        ppw_call_coll(PPW_S, comm, -1, 0, 0, 0);
        break;
    case PPW_CD_CO:
    case PPW_CD_BCAST: {
        int64_t b = s->coll_bytes, o = size - 1;
        int root = s->root;
        if (s->kind == PPW_CD_CO)
            ppw_call_coll(PPW_S, comm, root, b * o,
                          root < 0 ? b * o : (me == root ? b * o : 0), 0);
        else
            ppw_call_coll(PPW_S, comm, root, me == root ? b * o : 0, me == root ? 0 : b, 0);
        break;
    }
    case PPW_CD_SYNC_IMAGES:
        ppw_call_pairsync(PPW_S, ppw_cd_known(s->peer_comm) ? s->peer_comm : ppw_caf_comm(),
                          s->peers, s->npeers, PPW_CAF_SYNC_TAG);
        break;
    case PPW_CD_PUT:
    case PPW_CD_GET:
    case PPW_CD_ATOMIC:
    case PPW_CD_EVENT_POST:
        if (s->nrma > 0) {
            uint32_t op = s->kind == PPW_CD_PUT ? PPW_RMA_PUT
                          : s->kind == PPW_CD_GET ? PPW_RMA_GET
                                                  : PPW_RMA_ATOMIC;
            ppw_call_pgas_rma(PPW_S, op, ppw_caf_static_win(s->win), s->target, s->bytes,
                              PPW_CAF_ADDR(s->disp));
        } else
            ppw_call_plain(PPW_S);
        break;
    case PPW_CD_LOCK:
    case PPW_CD_UNLOCK:
        if (s->nrma > 0 && ppw_caf_is_critical((const void *)(uintptr_t)s->win))
            region = s->kind == PPW_CD_LOCK ? PPW_R_caf_critical : PPW_R_caf_end_critical;
        if (s->nrma > 0)
            ppw_call_addr_sync(PPW_S, s->kind == PPW_CD_LOCK ? PPW_SYNC_LOCK : PPW_SYNC_UNLOCK,
                               ppw_caf_static_win(s->win),
                               PPW_CAF_ADDR(((uint64_t)(uint16_t)s->target << 20) |
                                            (s->disp & 0xFFFFFull)),
                               1);
        else
            ppw_call_plain(PPW_S);
        break;
    case PPW_CD_EVENT_WAIT:
        if (s->nrma > 0)
            ppw_call_addr_sync(PPW_S, PPW_SYNC_WAIT_VALUE, ppw_caf_static_win(s->win),
                               PPW_CAF_ADDR(s->disp), 1);
        else
            ppw_call_plain(PPW_S);
        break;
    case PPW_CD_REGISTER:
        if (s->win_out)
            ppw_caf_define(PPW_S, (const void *)(uintptr_t)PPW_H(*s->win_out), NULL,
                           s->win_out, (size_t)s->win_size, s->nrma > 0 ? -2 : -1);
        else
            ppw_call_plain(PPW_S);
        break;
    default:
        ppw_call_plain(PPW_S);
    }
#undef PPW_S
    h->depth &= ~1u;
}

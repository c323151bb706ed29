/* The C core of libppw.so: thread attach (TLS), library constructor and exit hook, signal
 * handlers, the MPI helpers that need mpi.h (after-init, clock offsets, communicator ids),
 * the Fortran symbol resolver and Init entry points, the user API (ppw.h) and the
 * -finstrument-functions hooks. Everything here is `no_instrument_function` (the whole file is
 * compiled without -finstrument-functions, and the attribute guards against inlining into
 * instrumented code). All decisions are made in Rust (src/ffi.rs).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ppw_hot.h"
#include "ppw.h"

#ifdef PPW_MPI
#include "ppw_shmem.h"
#include "ppw_wrap.h"
#endif

#define NOINSTR __attribute__((no_instrument_function))

/* ---- Rust entry points (src/ffi.rs) ------------------------------------------------------ */
ppw_hot *ppw_attach(void);
void ppw_thread_exit(ppw_hot *h);
void ppw_start(void);
void ppw_exit(int in_handler);
void ppw_on_signal(int signo);
void ppw_user(ppw_hot *h, int op, const char *name, void *ra, uint64_t t);
void ppw_cyg(ppw_hot *h, int enter, void *fn, void *site, uint64_t t);
#ifdef PPW_MPI
void ppw_mpi_started(int rank, int size, uint64_t world, uint64_t self, int provided,
                     uint32_t offset, uint32_t group);
void ppw_comm_created(uint64_t comm, uint64_t global, const int32_t *members, int32_t n);
void ppw_topology(uint64_t comm, uint32_t kind, const int32_t *a, int32_t na, const int32_t *b,
                  int32_t nb, const int32_t *c, int32_t nc);
void ppw_win_created(uint64_t win, uint64_t global, const int32_t *members, int32_t n,
                     uint32_t serial);
uint32_t ppw_group_defined(const int32_t *members, int32_t n);
void ppw_pcontrol(ppw_hot *h, int level, uint64_t t);
#endif

/* ---- flavor ------------------------------------------------------------------------------ */
#if defined(PPW_MPI) && defined(OPEN_MPI)
const char ppw_runtime_mpi_flavor[] = "openmpi";
#elif defined(PPW_MPI) && defined(MPICH)
const char ppw_runtime_mpi_flavor[] = "mpich";
#elif defined(PPW_MPI)
const char ppw_runtime_mpi_flavor[] = "mpi";
#else
const char ppw_runtime_mpi_flavor[] = "none";
#endif

/* ---- thread attach ----------------------------------------------------------------------- */
__thread ppw_hot *ppw_tls __attribute__((tls_model("initial-exec"))) = NULL;

/* Installed after a thread's state was released: depth 1 forwards everything. */
ppw_hot ppw_dead_state = {.depth = 1};
#define ppw_dead ppw_dead_state
static pthread_key_t ppw_key;
static pthread_once_t ppw_key_once = PTHREAD_ONCE_INIT;

static NOINSTR void ppw_key_destructor(void *p)
{
    ppw_tls = &ppw_dead;
    if (p && p != &ppw_dead) ppw_thread_exit((ppw_hot *)p);
}

static NOINSTR void ppw_make_key(void) { pthread_key_create(&ppw_key, ppw_key_destructor); }

NOINSTR ppw_hot *ppw_c_attach(void)
{
    ppw_hot *h = ppw_tls;
    if (h) return h;
    pthread_once(&ppw_key_once, ppw_make_key);
    /* Guard against recursion while Rust sets the thread up. */
    ppw_tls = &ppw_dead;
    h = ppw_attach();
    ppw_tls = h;
    if (h) pthread_setspecific(ppw_key, h);
    return h;
}

/* The calling thread is ppw's own (the buffer writer): every wrapper forwards on it. */
NOINSTR void ppw_c_ignore_thread(void) { ppw_tls = &ppw_dead; }

/* The calling thread's state without attaching it (NULL if none). */
NOINSTR ppw_hot *ppw_c_current(void) { return ppw_tls; }

/* ---- signals ----------------------------------------------------------------------------- */
/* ppw owns these (c/ppw_io.c): its handler runs first and passes the signal on to the program's
 * disposition; when that is the default action (the process ends by the signal), it ends the
 * measurement first (ppw_c_fatal_signal). */
static const int ppw_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGINT};
#define PPW_NSIG ((int)(sizeof ppw_signals / sizeof ppw_signals[0]))
static volatile sig_atomic_t ppw_in_signal = 0;
/* c/ppw_io.c */
void ppw_sig_own(int sig);
int ppw_c_in_handler(void);
void ppw_c_io_enable(int on);

NOINSTR void ppw_c_fatal_signal(int sig)
{
    if (!ppw_in_signal) {
        ppw_in_signal = 1;
        ppw_on_signal(sig);
    }
}

NOINSTR void ppw_c_install_signals(void)
{
    for (int i = 0; i < PPW_NSIG; i++) ppw_sig_own(ppw_signals[i]);
}

/* ---- constructor and exit ---------------------------------------------------------------- */
static NOINSTR void ppw_c_exit(void)
{
    ppw_c_io_enable(0);
    /* exit() in a signal handler of the program: the interrupted code may hold ppw's locks. */
    ppw_exit(ppw_c_in_handler());
}

__attribute__((constructor)) static NOINSTR void ppw_c_constructor(void)
{
    ppw_start();
    atexit(ppw_c_exit);
    ppw_c_install_signals();
    ppw_c_io_enable(1);
}

/* ---- user API (ppw.h) -------------------------------------------------------------------- */
static NOINSTR void ppw_user_call(int op, const char *name, void *ra)
{
    ppw_hot *h = ppw_tls;
    if (!h) h = ppw_c_attach();
    if (!h || h->depth) return;
    h->depth |= 1;
    ppw_user(h, op, name, ra, ppw_ticks());
    h->depth &= ~1u;
}

NOINSTR void ppw_region_begin(const char *name)
{
    ppw_user_call(0, name, __builtin_return_address(0));
}

NOINSTR void ppw_region_end(const char *name) { ppw_user_call(1, name, __builtin_return_address(0)); }

NOINSTR void ppw_phase(const char *name) { ppw_user_call(2, name, __builtin_return_address(0)); }

NOINSTR void ppw_phase_begin(const char *name)
{
    ppw_user_call(3, name, __builtin_return_address(0));
}

NOINSTR void ppw_phase_end(const char *name) { ppw_user_call(4, name, __builtin_return_address(0)); }

/* Fortran: `call ppw_phase_begin('solve')` (gfortran and most compilers: lower case with one
 * or two trailing underscores; the CHARACTER length comes as a hidden size_t argument). */
#define PPW_FUSER(sym, op)                                                                  \
    NOINSTR void sym(const char *name, size_t len)                                          \
    {                                                                                       \
        while (len > 0 && name[len - 1] == ' ') len--;                                      \
        char buf[256];                                                                      \
        if (len >= sizeof buf) len = sizeof buf - 1;                                        \
        memcpy(buf, name, len);                                                             \
        buf[len] = 0;                                                                       \
        ppw_user_call(op, buf, __builtin_return_address(0));                                \
    }
PPW_FUSER(ppw_region_begin_, 0)
PPW_FUSER(ppw_region_begin__, 0)
PPW_FUSER(ppw_region_end_, 1)
PPW_FUSER(ppw_region_end__, 1)
PPW_FUSER(ppw_phase_, 2)
PPW_FUSER(ppw_phase__, 2)
PPW_FUSER(ppw_phase_begin_, 3)
PPW_FUSER(ppw_phase_begin__, 3)
PPW_FUSER(ppw_phase_end_, 4)
PPW_FUSER(ppw_phase_end__, 4)

/* Used by the Rust API (src/api.rs): the same, with an explicit return address. */
NOINSTR void ppw_c_user(int op, const char *name, void *ra) { ppw_user_call(op, name, ra); }

/* ---- -finstrument-functions -------------------------------------------------------------- */
NOINSTR void __cyg_profile_func_enter(void *fn, void *site)
{
    ppw_hot *h = ppw_tls;
    if (!h) h = ppw_c_attach();
    if (!h || h->depth || h->skip[PPW_SKIP_SLOT(fn)] == (uint64_t)(uintptr_t)fn) return;
    h->depth |= 1;
    ppw_cyg(h, 1, fn, site, ppw_ticks());
    h->depth &= ~1u;
}

NOINSTR void __cyg_profile_func_exit(void *fn, void *site)
{
    ppw_hot *h = ppw_tls;
    if (!h || h->depth || h->skip[PPW_SKIP_SLOT(fn)] == (uint64_t)(uintptr_t)fn) return;
    h->depth |= 1;
    ppw_cyg(h, 0, fn, site, ppw_ticks());
    h->depth &= ~1u;
}

/* ---- time -------------------------------------------------------------------------------- */
NOINSTR uint64_t ppw_c_mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

#ifdef PPW_MPI
/* ---- MPI helpers ------------------------------------------------------------------------- */
static MPI_Group ppw_world_group = MPI_GROUP_NULL;
static int ppw_world_rank = 0;
static int ppw_inited = 0;
/* Starts at 1: (rank 0 << 32) | 0 would be 0, the global id of MPI_COMM_WORLD. */
static uint32_t ppw_comm_counter = 1;

/* Dynamic processes: experiment ranks are MPI_COMM_WORLD ranks plus the offset of this process
 * group (0 for the processes mpirun started; a spawned group gets the next free numbers from
 * its parents, see ppw_c_spawned). `ppw_next_rank` / `ppw_next_group`: what the next spawn of
 * this process hands out (agreed over the spawning communicator from its root). */
static uint32_t ppw_rank_offset = 0;
static uint64_t ppw_next_rank = 1;
static uint64_t ppw_next_group = 1;
static void ppw_c_intercomm_new(MPI_Comm c);
static void ppw_c_topology(MPI_Comm c);
static void ppw_c_fortran_sentinels(void);

NOINSTR void ppw_c_after_init(int provided)
{
    int rank = 0, size = 1;
    uint64_t info[2] = {0, 0};
    MPI_Comm parent = MPI_COMM_NULL;
    if (ppw_inited) return;
    ppw_inited = 1;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &size);
    /* A spawned process learns its group's first rank and id from its parents (the parents'
     * side is ppw_c_spawned, right after their PMPI_Comm_spawn returned). */
    PMPI_Comm_get_parent(&parent);
    if (parent != MPI_COMM_NULL) PMPI_Bcast(info, 2, MPI_UINT64_T, 0, parent);
    ppw_rank_offset = (uint32_t)info[0];
    ppw_next_rank = info[0] + (uint64_t)size;
    ppw_next_group = info[1] + 1;
    ppw_world_rank = (int)ppw_rank_offset + rank;
    PMPI_Comm_group(MPI_COMM_WORLD, &ppw_world_group);
    ppw_c_fortran_sentinels();
    ppw_mpi_started(rank, size, PPW_H(MPI_COMM_WORLD), PPW_H(MPI_COMM_SELF), provided,
                    ppw_rank_offset, (uint32_t)info[1]);
    if (parent != MPI_COMM_NULL) ppw_c_intercomm_new(parent);
    /* ppw's handlers stay in front of what MPI_Init installed through sigaction(); this
     * catches handlers set behind its back (they become the program's disposition). */
    ppw_c_install_signals();
}

/* FNV-1a hash of the kernel's boot id: processes with equal hashes run under one kernel and
 * read the same CLOCK_MONOTONIC. 0 if unknown. */
static NOINSTR uint64_t ppw_boot_hash(void)
{
    static uint64_t cached = 1;
    if (cached != 1) return cached;
    uint64_t h = 0;
    FILE *f = fopen("/proc/sys/kernel/random/boot_id", "r");
    if (f) {
        h = 1469598103934665603ull;
        int ch;
        while ((ch = fgetc(f)) != EOF && ch != '\n') h = (h ^ (uint64_t)(unsigned char)ch) * 1099511628211ull;
        fclose(f);
    }
    cached = h;
    return h;
}

/* ---- clock offsets, once per host ------------------------------------------------------- */
/* A host is a kernel boot id: its processes read one CLOCK_MONOTONIC. Rank 0 measures nothing
 * and ranks under its kernel need nothing (their offset is exactly 0); on every other host one
 * leader (its lowest rank) measures the offset to rank 0 and gives it, with its own
 * CLOCK_MONOTONIC reference point, to the other ranks of its host, which record it as theirs
 * (valid for them: the reference point is on their clock too). Rank 0's ping-pong work grows
 * with the hosts, not the ranks. Roles are decided at the first measurement (at MPI_Init: with
 * no communication when ppw_c_agree_world found one kernel, else by splitting
 * MPI_COMM_WORLD) and kept for the second (before MPI_Finalize), which then needs no
 * collective over the world. */
enum { PPW_CLOCK_UNSET, PPW_CLOCK_ROOT, PPW_CLOCK_SAME, PPW_CLOCK_LEADER, PPW_CLOCK_MEMBER };
static int ppw_clock_role = PPW_CLOCK_UNSET;
/* Every rank runs under rank 0's kernel (1), not (0), not known yet (-1): ppw_c_agree_world. */
static int ppw_one_kernel = -1;
/* The ranks of this host other than its leader, with it (NULL: no other ranks, or rank 0's
 * host). */
static MPI_Comm ppw_host_comm = MPI_COMM_NULL;
/* Rank 0 and the leaders (NULL on other ranks), for the ping-pong: a communicator of ppw's
 * own, so that no message of the program can match. */
static MPI_Comm ppw_clock_comm = MPI_COMM_NULL;

/* FNV-1a hash of the NUL-terminated `s` (0 for an empty string). */
static NOINSTR uint64_t ppw_hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    if (!*s) return 0;
    for (; *s; s++) h = (h ^ (uint64_t)(unsigned char)*s) * 1099511628211ull;
    return h;
}

/* At MPI_Init, collective over MPI_COMM_WORLD (before the program can use it): make the
 * NUL-terminated experiment directory each rank proposes in `buf` (`len` bytes) the same on
 * all ranks, and learn whether all ranks run under one kernel. One allreduce of hashes does
 * both when the ranks agree (`ppw run` gives them one PPW_DIR): a hash is the same on all
 * ranks if the OR of the hashes equals their AND, the complement of the OR of their
 * complements. Otherwise world rank 0's directory is broadcast. On an oversubscribed node
 * every collective costs time that grows with the ranks (with MPICH's polling ranks an
 * allreduce of 16 bytes took 0.45 s at 64 ranks on 2 cores, one of 4 KiB twice that), so
 * ppw's start has this small one only when there is one host. */
NOINSTR void ppw_c_agree_world(char *buf, int len)
{
    if (!ppw_inited || len <= 0) return;
    buf[len - 1] = 0;
    uint64_t h = ppw_boot_hash(), d = ppw_hash_str(buf);
    uint64_t w[4] = {h, ~h, d, ~d}, r[4] = {0, 0, 0, 0};
    PMPI_Allreduce(w, r, 4, MPI_UINT64_T, MPI_BOR, MPI_COMM_WORLD);
    /* Decided from the result alone, alike on every rank. */
    ppw_one_kernel = r[0] != 0 && r[0] == ~r[1];
    if (r[2] == 0 || r[2] != ~r[3]) PMPI_Bcast(buf, len, MPI_CHAR, 0, MPI_COMM_WORLD);
}

/* True if every member of `c` has the same `hash`. Collective over `c`. */
static NOINSTR int ppw_uniform(MPI_Comm c, uint64_t hash)
{
    uint64_t mm[2] = {hash, ~hash}, r[2] = {0, 0};
    PMPI_Allreduce(mm, r, 2, MPI_UINT64_T, MPI_MIN, c);
    return r[0] == ~r[1];
}

/* Decide this rank's role (see above). Collective over MPI_COMM_WORLD unless all ranks run
 * under one kernel. */
static NOINSTR void ppw_clock_roles(void)
{
    int me = 0;
    PMPI_Comm_rank(MPI_COMM_WORLD, &me);
    if (ppw_one_kernel == 1) {
        ppw_clock_role = me == 0 ? PPW_CLOCK_ROOT : PPW_CLOCK_SAME;
        return;
    }
    /* The ranks by boot id (an unknown one, 0, is a host of its own): by 31 bits of its hash;
     * a group whose hashes differ (the 31 bits collide) splits again by 31 others, and if
     * those collide too, each of its ranks is alone. */
    uint64_t mine = ppw_boot_hash();
    MPI_Comm host = MPI_COMM_NULL;
    PMPI_Comm_split(MPI_COMM_WORLD, mine ? (int)(mine & 0x7fffffff) : MPI_UNDEFINED, me, &host);
    if (host != MPI_COMM_NULL && !ppw_uniform(host, mine)) {
        MPI_Comm second = MPI_COMM_NULL;
        PMPI_Comm_split(host, (int)((mine >> 31) & 0x7fffffff), me, &second);
        PMPI_Comm_free(&host);
        host = second;
        if (!ppw_uniform(host, mine)) PMPI_Comm_free(&host);
    }
    int hme = 0, hn = 1, leader = me;
    if (host != MPI_COMM_NULL) {
        MPI_Group hg, wg;
        int zero = 0;
        PMPI_Comm_rank(host, &hme);
        PMPI_Comm_size(host, &hn);
        PMPI_Comm_group(host, &hg);
        PMPI_Comm_group(MPI_COMM_WORLD, &wg);
        PMPI_Group_translate_ranks(hg, 1, &zero, wg, &leader);
        PMPI_Group_free(&hg);
        PMPI_Group_free(&wg);
    }
    if (me == 0)
        ppw_clock_role = PPW_CLOCK_ROOT;
    else if (leader == 0)
        ppw_clock_role = PPW_CLOCK_SAME;
    else
        ppw_clock_role = hme == 0 ? PPW_CLOCK_LEADER : PPW_CLOCK_MEMBER;
    if (hn > 1 && (ppw_clock_role == PPW_CLOCK_LEADER || ppw_clock_role == PPW_CLOCK_MEMBER))
        ppw_host_comm = host;
    else if (host != MPI_COMM_NULL)
        PMPI_Comm_free(&host);
    /* Rank 0 first (the key orders by world rank), then the leaders. */
    int pings = ppw_clock_role == PPW_CLOCK_ROOT || ppw_clock_role == PPW_CLOCK_LEADER;
    PMPI_Comm_split(MPI_COMM_WORLD, pings ? 0 : MPI_UNDEFINED, me, &ppw_clock_comm);
}

/* Offset of this rank's CLOCK_MONOTONIC to rank 0's (rank 0 time = local + offset) at local
 * time `mono`, with the round trip `rtt` of the measurement: the ping-pong exchange with the
 * smallest round trip out of `rounds` (KOJAK's scheme), offset = t_root - (t_send + t_recv)
 * / 2, measured by one leader per host (see above). Ranks under rank 0's kernel get 0 (a
 * measured offset would only add error, and on an oversubscribed node costs real time).
 * The first time (at MPI_Init, after ppw_c_agree_world) collective over all ranks unless they
 * all run under one kernel; later over each host's ranks and the leaders with rank 0. */
NOINSTR void ppw_c_clock_offset(int rounds, int64_t *offset, uint64_t *rtt, uint64_t *mono)
{
    uint64_t best = UINT64_MAX;
    *offset = 0;
    *rtt = 0;
    *mono = ppw_c_mono_ns();
    if (!ppw_inited) return;
    if (ppw_clock_role == PPW_CLOCK_UNSET) ppw_clock_roles();
    switch (ppw_clock_role) {
    case PPW_CLOCK_ROOT: {
        /* The leaders in the order they arrive, each for all its rounds. */
        int n = 1;
        if (ppw_clock_comm != MPI_COMM_NULL) PMPI_Comm_size(ppw_clock_comm, &n);
        for (int l = 1; l < n; l++) {
            MPI_Status st;
            int64_t x = 0;
            PMPI_Recv(&x, 1, MPI_INT64_T, MPI_ANY_SOURCE, 7301, ppw_clock_comm, &st);
            int r = st.MPI_SOURCE;
            for (int k = 0; k < rounds; k++) {
                if (k > 0) PMPI_Recv(&x, 1, MPI_INT64_T, r, 7301, ppw_clock_comm, MPI_STATUS_IGNORE);
                x = (int64_t)ppw_c_mono_ns();
                PMPI_Send(&x, 1, MPI_INT64_T, r, 7302, ppw_clock_comm);
            }
        }
        return;
    }
    case PPW_CLOCK_LEADER:
        for (int k = 0; k < rounds && ppw_clock_comm != MPI_COMM_NULL; k++) {
            int64_t x = 0;
            uint64_t ts = ppw_c_mono_ns();
            PMPI_Send(&x, 1, MPI_INT64_T, 0, 7301, ppw_clock_comm);
            PMPI_Recv(&x, 1, MPI_INT64_T, 0, 7302, ppw_clock_comm, MPI_STATUS_IGNORE);
            uint64_t tr = ppw_c_mono_ns();
            if (tr - ts < best) {
                best = tr - ts;
                *rtt = best;
                *mono = ts + best / 2;
                *offset = x - (int64_t)(ts + best / 2);
            }
        }
        /* The leader gives its measurement to the other ranks of its host. */
        __attribute__((fallthrough));
    case PPW_CLOCK_MEMBER:
        if (ppw_host_comm != MPI_COMM_NULL) {
            int64_t m[3] = {(int64_t)*mono, *offset, (int64_t)*rtt};
            PMPI_Bcast(m, 3, MPI_INT64_T, 0, ppw_host_comm);
            *mono = (uint64_t)m[0];
            *offset = m[1];
            *rtt = (uint64_t)m[2];
        }
        return;
    default:
        return;
    }
}

/* Groups spanning MPI_COMM_WORLDs (merged spawn inter-communicators, windows over them) with
 * their members' experiment ranks, learnt collectively when they were created: a group that
 * is not collective to define (MPI_Win_post/start) translates its foreign members through
 * them. Bounded; kept until the end. */
#define PPW_FOREIGN_MAX 64
static struct {
    MPI_Group g;
    int32_t *m;
    int n;
} ppw_foreign[PPW_FOREIGN_MAX];
static int ppw_nforeign = 0;
static pthread_mutex_t ppw_foreign_lock = PTHREAD_MUTEX_INITIALIZER;

static NOINSTR void ppw_foreign_add(MPI_Comm c, const int32_t *m, int n)
{
    if (n <= 0) return;
    int32_t *copy = (int32_t *)malloc((size_t)n * sizeof(int32_t));
    if (!copy) return;
    memcpy(copy, m, (size_t)n * sizeof(int32_t));
    pthread_mutex_lock(&ppw_foreign_lock);
    if (ppw_nforeign < PPW_FOREIGN_MAX) {
        PMPI_Comm_group(c, &ppw_foreign[ppw_nforeign].g);
        ppw_foreign[ppw_nforeign].m = copy;
        ppw_foreign[ppw_nforeign].n = n;
        ppw_nforeign++;
        copy = NULL;
    }
    pthread_mutex_unlock(&ppw_foreign_lock);
    free(copy);
}

/* Fill the MPI_UNDEFINED entries of `out` (members of `g` as experiment ranks) from the
 * groups of ppw_foreign. */
static NOINSTR void ppw_foreign_fill(MPI_Group g, int32_t *out, int n)
{
    if (__atomic_load_n(&ppw_nforeign, __ATOMIC_RELAXED) == 0) return;
    int *in = (int *)malloc(((size_t)n + 1) * sizeof(int));
    int *t = (int *)malloc(((size_t)n + 1) * sizeof(int));
    pthread_mutex_lock(&ppw_foreign_lock);
    for (int k = 0; in && t && k < ppw_nforeign; k++) {
        int missing = 0;
        for (int i = 0; i < n; i++) {
            in[i] = i;
            missing |= out[i] == MPI_UNDEFINED;
        }
        if (!missing) break;
        PMPI_Group_translate_ranks(g, n, in, ppw_foreign[k].g, t);
        for (int i = 0; i < n; i++)
            if (out[i] == MPI_UNDEFINED && t[i] != MPI_UNDEFINED && t[i] < ppw_foreign[k].n)
                out[i] = ppw_foreign[k].m[t[i]];
    }
    pthread_mutex_unlock(&ppw_foreign_lock);
    free(in);
    free(t);
}

/* Members of `c` as world ranks (local group for inter-communicators). */
static NOINSTR int32_t *ppw_members(MPI_Comm c, int *n)
{
    MPI_Group g;
    *n = 0;
    PMPI_Comm_size(c, n);
    int32_t *out = (int32_t *)malloc((*n + 1) * sizeof(int32_t));
    int *in = (int *)malloc((*n + 1) * sizeof(int));
    if (!out || !in) {
        free(out);
        free(in);
        *n = 0;
        return NULL;
    }
    for (int i = 0; i < *n; i++) in[i] = i;
    PMPI_Comm_group(c, &g);
    PMPI_Group_translate_ranks(g, *n, in, ppw_world_group, (int *)out);
    PMPI_Group_free(&g);
    free(in);
    for (int i = 0; i < *n; i++)
        if (out[i] != MPI_UNDEFINED) out[i] += (int32_t)ppw_rank_offset;
    return out;
}

/* ppw_members for c/ppw_armci.c (NULL before ppw saw MPI start). */
NOINSTR int32_t *ppw_c_comm_members(MPI_Comm c, int *n)
{
    *n = 0;
    return ppw_world_group == MPI_GROUP_NULL ? NULL : ppw_members(c, n);
}

/* A communicator was created: agree on a global id (rank 0 of the new communicator broadcasts
 * (world rank << 32 | its creation counter)) and define it. Collective over `c`. */
NOINSTR void ppw_c_comm_new(MPI_Comm c)
{
    int inter = 0, me = 0, n = 0;
    uint64_t gid;
    if (c == MPI_COMM_NULL || ppw_world_group == MPI_GROUP_NULL) return;
    PMPI_Comm_test_inter(c, &inter);
    if (inter) {
        ppw_c_intercomm_new(c);
        return;
    }
    PMPI_Comm_rank(c, &me);
    uint32_t counter = __atomic_fetch_add(&ppw_comm_counter, 1, __ATOMIC_RELAXED);
    gid = ((uint64_t)(uint32_t)ppw_world_rank << 32) | counter;
    PMPI_Bcast(&gid, 1, MPI_UINT64_T, 0, c);
    int32_t *m = ppw_members(c, &n);
    /* Members from another MPI_COMM_WORLD (a merged spawn inter-communicator) are not in the
     * world group: ask every member for its experiment rank instead. Every member sees such
     * foreign members if there are any, so all of them take this branch together. */
    int foreign = 0;
    for (int i = 0; m && i < n; i++) foreign |= m[i] == MPI_UNDEFINED;
    if (foreign) {
        int32_t r = ppw_world_rank;
        PMPI_Allgather(&r, 1, MPI_INT32_T, m, 1, MPI_INT32_T, c);
        ppw_foreign_add(c, m, n);
    }
    ppw_comm_created(PPW_H(c), gid, m, n);
    free(m);
    ppw_c_topology(c);
}

/* The virtual topology of a new intra-communicator, if it has one (MPI_Cart_create and
 * MPI_Cart_sub, MPI_Graph_create, MPI_Dist_graph_create(_adjacent), and duplicates of such
 * communicators, which inherit it): this rank's coordinates or neighbours. */
static NOINSTR void ppw_c_topology(MPI_Comm c)
{
    int status = MPI_UNDEFINED;
    if (PMPI_Topo_test(c, &status) != MPI_SUCCESS) return;
    if (status == MPI_CART) {
        int nd = 0;
        PMPI_Cartdim_get(c, &nd);
        if (nd <= 0 || nd > 64) return;
        int dims[64], periods[64], coords[64];
        if (PMPI_Cart_get(c, nd, dims, periods, coords) != MPI_SUCCESS) return;
        ppw_topology(PPW_H(c), 1, dims, nd, periods, nd, coords, nd);
    } else if (status == MPI_GRAPH) {
        int me = 0, k = 0;
        PMPI_Comm_rank(c, &me);
        if (PMPI_Graph_neighbors_count(c, me, &k) != MPI_SUCCESS || k < 0) return;
        int *nb = malloc(sizeof(int) * (size_t)(k + 1));
        if (!nb) return;
        if (PMPI_Graph_neighbors(c, me, k, nb) == MPI_SUCCESS)
            ppw_topology(PPW_H(c), 2, nb, k, nb, k, NULL, 0);
        free(nb);
    } else if (status == MPI_DIST_GRAPH) {
        int in = 0, out = 0, weighted = 0;
        if (PMPI_Dist_graph_neighbors_count(c, &in, &out, &weighted) != MPI_SUCCESS) return;
        if (in < 0 || out < 0) return;
        int *buf = malloc(sizeof(int) * (size_t)(2 * (in + out) + 2));
        if (!buf) return;
        int *src = buf, *dst = buf + in, *sw = buf + in + out, *dw = sw + in;
        if (PMPI_Dist_graph_neighbors(c, in, src, weighted ? sw : MPI_UNWEIGHTED, out, dst,
                                      weighted ? dw : MPI_UNWEIGHTED) == MPI_SUCCESS)
            ppw_topology(PPW_H(c), 3, dst, out, src, in, NULL, 0);
        free(buf);
    }
}

/* An inter-communicator was created (Intercomm_create, spawn, connect/accept, a spawned
 * process' parent): collective over both groups. Point-to-point ranks on it name processes of
 * the remote group, so its members are the remote group's experiment ranks, learnt by an
 * all-gather over the inter-communicator (which works across MPI_COMM_WORLDs, unlike a
 * translation through the world group). Both groups agree on the global id: a second
 * all-gather tells each group the other's smallest rank and largest creation counter. */
static NOINSTR void ppw_c_intercomm_new(MPI_Comm c)
{
    int nr = 0;
    PMPI_Comm_remote_size(c, &nr);
    uint32_t counter = __atomic_fetch_add(&ppw_comm_counter, 1, __ATOMIC_RELAXED);
    int64_t mine[2] = {ppw_world_rank, counter};
    int64_t *remote = (int64_t *)malloc(((size_t)nr + 1) * 2 * sizeof(int64_t));
    int32_t *members = (int32_t *)malloc(((size_t)nr + 1) * sizeof(int32_t));
    if (!remote || !members || nr <= 0) {
        free(remote);
        free(members);
        return;
    }
    PMPI_Allgather(mine, 2, MPI_INT64_T, remote, 2, MPI_INT64_T, c);
    int64_t rmin = INT64_MAX, rmax = 0;
    for (int i = 0; i < nr; i++) {
        members[i] = (int32_t)remote[2 * i];
        if (remote[2 * i] < rmin) rmin = remote[2 * i];
        if (remote[2 * i + 1] > rmax) rmax = remote[2 * i + 1];
    }
    /* Send the remote group's summary back: what arrives is the summary of the own group. */
    int64_t theirs[2] = {rmin, rmax};
    PMPI_Allgather(theirs, 2, MPI_INT64_T, remote, 2, MPI_INT64_T, c);
    int64_t lmin = remote[0], lmax = remote[1];
    uint64_t lo = (uint64_t)(lmin < rmin ? lmin : rmin), hi = (uint64_t)(lmin < rmin ? rmin : lmin);
    uint64_t cnt = (uint64_t)(lmax > rmax ? lmax : rmax);
    uint64_t gid = (1ull << 62) | ((lo & 0xFFFFF) << 40) | ((hi & 0xFFFFF) << 20) | (cnt & 0xFFFFF);
    ppw_comm_created(PPW_H(c), gid, members, nr);
    free(remote);
    free(members);
}

/* MPI_Comm_spawn(_multiple) returned on a parent (collective over `comm`, root comm-local):
 * agree on the new group's first experiment rank and id (the root's), hand them to the
 * children (their ppw_c_after_init receives them), define the inter-communicator. */
NOINSTR void ppw_c_spawned(MPI_Comm inter, MPI_Comm comm, int root)
{
    uint64_t info[2] = {ppw_next_rank, ppw_next_group};
    int nr = 0, me = 0;
    if (inter == MPI_COMM_NULL || ppw_world_group == MPI_GROUP_NULL) return;
    PMPI_Bcast(info, 2, MPI_UINT64_T, root, comm);
    PMPI_Comm_remote_size(inter, &nr);
    ppw_next_rank = info[0] + (uint64_t)nr;
    ppw_next_group = info[1] + 1;
    PMPI_Comm_rank(inter, &me);
    PMPI_Bcast(info, 2, MPI_UINT64_T, me == 0 ? MPI_ROOT : MPI_PROC_NULL, inter);
    ppw_c_intercomm_new(inter);
}

/* A communicator ppw has not seen being created (made by an unwrapped call): define it from
 * local information only. Not collective; its global id is local to this rank. */
NOINSTR void ppw_c_comm_describe(uint64_t h)
{
    int n = 0;
    MPI_Comm c = PPW_COMM(h);
    if (ppw_world_group == MPI_GROUP_NULL) return;
    uint32_t counter = __atomic_fetch_add(&ppw_comm_counter, 1, __ATOMIC_RELAXED);
    uint64_t gid = (1ull << 62) | ((uint64_t)(uint32_t)ppw_world_rank << 32) | counter;
    int32_t *m = ppw_members(c, &n);
    ppw_comm_created(h, gid, m, n);
    free(m);
}

/* Members of group `g` as world ranks (MPI_UNDEFINED for processes outside the world). */
static NOINSTR int32_t *ppw_group_members(MPI_Group g, int *n)
{
    *n = 0;
    PMPI_Group_size(g, n);
    int32_t *out = (int32_t *)malloc((*n + 1) * sizeof(int32_t));
    int *in = (int *)malloc((*n + 1) * sizeof(int));
    if (!out || !in) {
        free(out);
        free(in);
        *n = 0;
        return NULL;
    }
    for (int i = 0; i < *n; i++) in[i] = i;
    PMPI_Group_translate_ranks(g, *n, in, ppw_world_group, (int *)out);
    free(in);
    for (int i = 0; i < *n; i++)
        if (out[i] != MPI_UNDEFINED) out[i] += (int32_t)ppw_rank_offset;
    return out;
}

/* Windows created so far by this process (the default name "win N" of the creating
 * communicator's rank 0). */
static uint32_t ppw_win_counter = 0;

/* A window was created over `comm`: agree on a global id and a serial for its default name (rank
 * 0 of `comm` broadcasts its own), members are the window's group. Collective over `comm`. */
NOINSTR void ppw_c_win_new(MPI_Win w, MPI_Comm comm)
{
    MPI_Group g;
    int n = 0;
    if (w == MPI_WIN_NULL || ppw_world_group == MPI_GROUP_NULL) return;
    uint32_t counter = __atomic_fetch_add(&ppw_comm_counter, 1, __ATOMIC_RELAXED);
    uint32_t serial = __atomic_fetch_add(&ppw_win_counter, 1, __ATOMIC_RELAXED);
    uint64_t ids[2] = {((uint64_t)(uint32_t)ppw_world_rank << 32) | counter, serial};
    PMPI_Bcast(ids, 2, MPI_UINT64_T, 0, comm);
    if (PMPI_Win_get_group(w, &g) != MPI_SUCCESS) return;
    int32_t *m = ppw_group_members(g, &n);
    PMPI_Group_free(&g);
    /* Members from another MPI_COMM_WORLD (a window over a merged spawn inter-communicator):
     * the window's group is `comm`'s in `comm`'s order, so ask every member for its
     * experiment rank. All members see the foreign ones, so all take this branch together. */
    int foreign = 0;
    for (int i = 0; m && i < n; i++) foreign |= m[i] == MPI_UNDEFINED;
    if (foreign) {
        int32_t r = ppw_world_rank;
        PMPI_Allgather(&r, 1, MPI_INT32_T, m, 1, MPI_INT32_T, comm);
        ppw_foreign_add(comm, m, n);
    }
    ppw_win_created(PPW_H(w), ids[0], m, n, (uint32_t)ids[1]);
    free(m);
}

/* The local id of the Group definition of `g` (MPI_Win_post/start), defined on first use. */
NOINSTR uint32_t ppw_c_group_id(MPI_Group g)
{
    int n = 0;
    if (g == MPI_GROUP_NULL || ppw_world_group == MPI_GROUP_NULL) return UINT32_MAX;
    int32_t *m = ppw_group_members(g, &n);
    if (m) ppw_foreign_fill(g, m, n);
    uint32_t id = ppw_group_defined(m, n);
    free(m);
    return id;
}

/* ---- OpenSHMEM (c/ppw_shmem.h) ---------------------------------------------------------- */
/* shmem_init returned: Open MPI's oshmem initialized MPI inside it, so ppw starts as after
 * MPI_Init, and defines the window of symmetric memory over all PEs (global id 2^58 | 1,
 * the same on every PE). */
NOINSTR void ppw_c_shmem_started(int provided)
{
    int flag = 0, n = 0;
    PMPI_Initialized(&flag);
    if (!flag) {
        fprintf(stderr, "ppw: shmem_init returned but MPI is not initialized: this OpenSHMEM is "
                        "not Open MPI's oshmem, its calls are not recorded\n");
        return;
    }
    ppw_c_after_init(provided);
    PMPI_Comm_size(MPI_COMM_WORLD, &n);
    int32_t *m = (int32_t *)malloc(((size_t)n + 1) * sizeof(int32_t));
    if (!m) return;
    for (int i = 0; i < n; i++) m[i] = (int32_t)ppw_rank_offset + i;
    ppw_memory_created(PPW_SHMEM_WIN, (1ull << 58) | 1, m, n, "symmetric memory");
    free(m);
}

/* The world rank of this process's rank 0 (non-zero in processes spawned by MPI_Comm_spawn). */
NOINSTR uint32_t ppw_c_rank_offset(void)
{
    return ppw_rank_offset;
}

NOINSTR int ppw_c_shmem_my_pe(void)
{
    return ppw_world_rank - (int)ppw_rank_offset;
}

NOINSTR void ppw_missing_entry(const char *name)
{
    fprintf(stderr, "ppw: the program calls a wrapped function but its library has no %s\n",
            name);
    abort();
}

/* ---- Fortran ----------------------------------------------------------------------------- */
/* Resolve the MPI library's own Fortran entry `lower` ("pmpi_send") in the calling mangling
 * (0: name_, 1: name__, 2: name, 3: NAME), falling back to the others. Mangling 4 is mpi_f08
 * (`mpi_send_f08_`): its profiling entry `pmpi_send_f08_` (Open MPI) or else the library's
 * `mpi_send_f08_` itself (MPICH exports no pmpi_*_f08_; its mpi_*_f08_ call PMPI_* in C), never
 * an mpif.h binding. */
NOINSTR void *ppw_fsym(void **cache, int mangling, const char *lower)
{
    char names[4][96];
    void *p = __atomic_load_n(&cache[mangling], __ATOMIC_ACQUIRE);
    if (p) return p;
    size_t len = strlen(lower);
    if (len > 90) return NULL;
    if (mangling == 4) {
        snprintf(names[0], sizeof names[0], "%s_f08_", lower);
        snprintf(names[1], sizeof names[1], "%s_f08_", lower + 1);
        p = dlsym(RTLD_NEXT, names[0]);
        if (!p) p = dlsym(RTLD_NEXT, names[1]);
        if (!p) fprintf(stderr, "ppw: cannot find the MPI Fortran entry %s\n", names[0]);
        __atomic_store_n(&cache[mangling], p, __ATOMIC_RELEASE);
        return p;
    }
    snprintf(names[0], sizeof names[0], "%s_", lower);
    snprintf(names[1], sizeof names[1], "%s__", lower);
    snprintf(names[2], sizeof names[2], "%s", lower);
    for (size_t i = 0; i <= len; i++)
        names[3][i] = (lower[i] >= 'a' && lower[i] <= 'z') ? (char)(lower[i] - 32) : lower[i];
    p = dlsym(RTLD_NEXT, names[mangling]);
    for (int i = 0; !p && i < 4; i++) p = dlsym(RTLD_NEXT, names[i]);
    if (!p) fprintf(stderr, "ppw: cannot find the MPI Fortran entry %s\n", names[mangling]);
    __atomic_store_n(&cache[mangling], p, __ATOMIC_RELEASE);
    return p;
}

/* A Fortran CHARACTER argument of `len` characters as a C string (trailing blanks removed;
 * malloc'ed, NULL if out of memory). */
NOINSTR char *ppw_fstr(const char *s, size_t len)
{
    if (s == NULL) return NULL;
    while (len > 0 && s[len - 1] == ' ') len--;
    char *c = (char *)malloc(len + 1);
    if (c == NULL) return NULL;
    memcpy(c, s, len);
    c[len] = 0;
    return c;
}

ppw_fsentinels ppw_fsent;

/* Look up the Fortran sentinels (ppw_fbuf, ppw_fstatus_ignore): Open MPI's MPI_IN_PLACE common
 * block in its four manglings (the same for mpif.h, `use mpi` and mpi_f08), MPICH's pointer to
 * the mpif.h one (set when its Fortran layer initializes, so read at each use) and its mpi_f08
 * objects. Symbols a library does not have stay NULL. */
static NOINSTR void ppw_c_fortran_sentinels(void)
{
    static const char *const in_place[5] = {"mpi_fortran_in_place_", "mpi_fortran_in_place",
                                            "mpi_fortran_in_place__", "MPI_FORTRAN_IN_PLACE",
                                            "MPIR_F08_MPI_IN_PLACE"};
    for (int i = 0; i < 5; i++) ppw_fsent.in_place[i] = dlsym(RTLD_DEFAULT, in_place[i]);
    ppw_fsent.in_place_var = (void *const *)dlsym(RTLD_DEFAULT, "MPIR_F_MPI_IN_PLACE");
    ppw_fsent.status_ignore =
        (const MPI_Fint *)dlsym(RTLD_DEFAULT, "MPIR_F08_MPI_STATUS_IGNORE_OBJ");
    ppw_fsent.statuses_ignore =
        (const MPI_Fint *)dlsym(RTLD_DEFAULT, "MPIR_F08_MPI_STATUSES_IGNORE_OBJ");
}

typedef void (*ppw_finit_t)(MPI_Fint *ierr);
typedef void (*ppw_finit_thread_t)(MPI_Fint *required, MPI_Fint *provided, MPI_Fint *ierr);
static void *ppw_fcache_init[5], *ppw_fcache_init_thread[5];

static NOINSTR void ppw_f_init(int m, void *ra, MPI_Fint *ierr)
{
    ppw_finit_t fn = (ppw_finit_t)ppw_fsym(ppw_fcache_init, m, "pmpi_init");
    if (!fn) {
        *ierr = MPI_ERR_OTHER;
        return;
    }
    PPW_FWRAP_BEGIN(fn(ierr), ra);
    const uint32_t ppw_region = PPW_R_MPI_Init;
    ppw_cpu_pre(ppw_h);
    PPW_CALL(fn(ierr); int ppw_ret = (int)*ierr);
    if (ppw_ret == MPI_SUCCESS) ppw_c_after_init(MPI_THREAD_SINGLE);
    ppw_call_plain(PPW_A);
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
    PPW_WRAP_END;
}

static NOINSTR void ppw_f_init_thread(int m, void *ra, MPI_Fint *required, MPI_Fint *provided,
                                      MPI_Fint *ierr)
{
    ppw_finit_thread_t fn =
        (ppw_finit_thread_t)ppw_fsym(ppw_fcache_init_thread, m, "pmpi_init_thread");
    if (!fn) {
        *ierr = MPI_ERR_OTHER;
        return;
    }
    PPW_FWRAP_BEGIN(fn(required, provided, ierr), ra);
    const uint32_t ppw_region = PPW_R_MPI_Init_thread;
    ppw_cpu_pre(ppw_h);
    PPW_CALL(fn(required, provided, ierr); int ppw_ret = (int)*ierr);
    if (ppw_ret == MPI_SUCCESS) ppw_c_after_init((int)*provided);
    ppw_call_plain(PPW_A);
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
    PPW_WRAP_END;
}

#define PPW_FINIT(sym, m)                                                                   \
    NOINSTR void sym(MPI_Fint *ierr) { ppw_f_init(m, __builtin_return_address(0), ierr); }
PPW_FINIT(mpi_init_, 0)
PPW_FINIT(mpi_init__, 1)
PPW_FINIT(mpi_init, 2)
PPW_FINIT(MPI_INIT, 3)
#define PPW_FINIT_THREAD(sym, m)                                                            \
    NOINSTR void sym(MPI_Fint *required, MPI_Fint *provided, MPI_Fint *ierr)                \
    {                                                                                       \
        ppw_f_init_thread(m, __builtin_return_address(0), required, provided, ierr);        \
    }
PPW_FINIT_THREAD(mpi_init_thread_, 0)
PPW_FINIT_THREAD(mpi_init_thread__, 1)
PPW_FINIT_THREAD(mpi_init_thread, 2)
PPW_FINIT_THREAD(MPI_INIT_THREAD, 3)
/* mpi_f08: `ierror` is optional (NULL when left out). */
NOINSTR void mpi_init_f08_(MPI_Fint *ierr)
{
    MPI_Fint e;
    ppw_f_init(4, __builtin_return_address(0), ierr ? ierr : &e);
}
NOINSTR void mpi_init_thread_f08_(MPI_Fint *required, MPI_Fint *provided, MPI_Fint *ierr)
{
    MPI_Fint e;
    ppw_f_init_thread(4, __builtin_return_address(0), required, provided, ierr ? ierr : &e);
}

/* ---- MPI_Pcontrol ------------------------------------------------------------------------ */
/* Level 0 switches the recording of wrapped calls off, 1 on again (as mpiP treats it; the MPI
 * standard asks for these two meanings); other levels are passed on and change nothing. The
 * extra arguments the standard allows are not looked at. */
static NOINSTR void ppw_c_pcontrol(int level)
{
    ppw_hot *h = ppw_tls;
    if (!h) h = ppw_c_attach();
    if (!h || h->depth) return;
    h->depth |= 1;
    ppw_pcontrol(h, level, ppw_ticks());
    h->depth &= ~1u;
}

NOINSTR int MPI_Pcontrol(const int level, ...)
{
    ppw_c_pcontrol(level);
    return PMPI_Pcontrol(level);
}

/* Fortran's MPI_PCONTROL(LEVEL) has no IERROR. */
#define PPW_FPCONTROL(sym)                                                                  \
    NOINSTR void sym(MPI_Fint *level)                                                       \
    {                                                                                       \
        ppw_c_pcontrol((int)*level);                                                        \
        PMPI_Pcontrol((int)*level);                                                         \
    }
PPW_FPCONTROL(mpi_pcontrol_)
PPW_FPCONTROL(mpi_pcontrol__)
PPW_FPCONTROL(mpi_pcontrol)
PPW_FPCONTROL(MPI_PCONTROL)
PPW_FPCONTROL(mpi_pcontrol_f08_)
#endif

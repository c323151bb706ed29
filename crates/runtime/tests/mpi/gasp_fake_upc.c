/* gasp_fake_upc.c: a stand-in for a GASP-instrumented UPC runtime and a UPC program running on
 * it, to test libppw.so's GASP tool interface without a UPC compiler (Debian has none).
 *
 * The "runtime" part plays what Berkeley UPC's instrumented runtime does: every UPC thread is a
 * process started by the launcher (MYTHREAD / THREADS from its environment), shared memory is
 * one file mapped by all of them (argv[1]), a pointer-to-shared is a (thread, offset) pair,
 * and every operation calls gasp_event_notify before (START) and after (END) it does its work,
 * with the argument lists of gasp_upc.h, pointers-to-shared passed by address, and the UPC
 * source position of the "program" (file "stencil.upc", the line numbers below). gasp_init
 * is called once the runtime is up, before the program's main. It also defines the upcalls
 * ppw_gaspu_init / ppw_gaspu_threadof that a real tool gets from ppw_gaspu.upc (left out with
 * -DNO_UPCALLS). The GASP entry points are weak: without libppw.so the runtime runs
 * uninstrumented (the benchmark's baseline). With -DFAKE_MPI_CONDUIT the runtime runs over MPI
 * like Berkeley UPC's mpi-conduit: MPI_Init before gasp_init, its barriers are MPI_Barrier.
 *
 * Modes (argv[2]):
 *   main   every kind of event with known counts, bytes and targets (crates/runtime/tests/gasp.rs
 *          has the expected records), and a split-phase barrier that the last thread enters
 *          300 ms late;
 *   bad    bad input: an event before gasp_init, unknown ids, a wrong event type, an END
 *          without START, a START never ended, an event without a source file, a lock event
 *          without a lock;
 *   loop N a upc_forall of N fine-grained gets (one source line) between two barriers; thread
 *          0 prints the loop's time (throttling test and benchmark);
 *   lock   two or more threads compete for one lock: thread 0 takes it, waits until every
 *          other thread waits in upc_lock for it (the runtime counts its waiters), holds it
 *          300 ms more and releases it; then every thread takes a lock of its own once (no
 *          waiting) (crates/cli/tests/gasp.rs: one wait_on_lock of at least 300 ms per
 *          waiting thread);
 *   array  `shared double *a = upc_all_alloc(256, sizeof(double))` (blocking factor 1: element
 *          i on thread i % THREADS), then every thread reads the contiguous share of the
 *          elements it works on (i from MYTHREAD * 256 / THREADS), one get per element, local
 *          ones too (as a runtime built with GASP's --inst-local reports them): the shared data
 *          distribution test (crates/cli/tests/distribution.rs);
 *   chain  a propagation chain of lock waits for the root-cause analysis (three or more
 *          threads; crates/cli/tests/gasp.rs, gasp_root_cause_chain). Each thread t has a lock
 *          L_t in its own block. Twice: every thread takes its own lock (line 500, free), all
 *          meet in upc_barrier (501); thread 0 then works CHAIN_WORK_MS in the user event
 *          `work` (pupc) while every thread t > 0 asks for L_{t-1} (upc_lock, 503); every
 *          thread releases its own lock (504), then the one it waited for (505), and all meet
 *          in upc_barrier again (506), where only the hand-offs make anybody late. So thread
 *          1 waits for thread 0's work, thread 2 for thread 1, which was late only because it
 *          waited, and so on down the threads. The threads record on CLOCK_MONOTONIC (s) when
 *          their upc_lock(L_{t-1}) began to wait and got the lock (inside the call, next to its
 *          GASP events: a thread descheduled before the call does not count that as
 *          waiting), when thread 0 went on to upc_unlock(L_0), and when `work` began and ended;
 *          thread 0 writes them to SEGMENT-FILE.chain, a line `t k lock unlock work_begin
 *          work_end` per thread and round (0 where it does not apply).
 *
 * Locks as Berkeley UPC passes them: a upc_lock_t * is a pointer-to-shared (here a pts_t to the
 * lock word in the owner's block); the lock functions take it by value, and their GASP
 * arguments are the address of that copy (Berkeley's `, &lockptr`), which lies on the stack of
 * the lock function, at a depth that differs between threads and between calls, and is
 * overwritten when the function returns (GASP: valid only during the notification). The same
 * for the lock of upc_all_lock_alloc's END (`, &retval`) and of upc_lock_free.
 */
#define _GNU_SOURCE
#include <alloca.h>
#include <fcntl.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "gasp_upc.h"
#include "pupc.h"
#ifdef FAKE_MPI_CONDUIT
#include <mpi.h>
#endif

#pragma weak gasp_init
#pragma weak gasp_event_notify
#pragma weak gasp_control
#pragma weak pupc_control
#pragma weak pupc_create_event
#pragma weak pupc_event_start
#pragma weak pupc_event_end
#pragma weak pupc_event_atomic

#define SRC "stencil.upc"
#define BLOCK 4096

/* ---- the runtime -------------------------------------------------------------------------- */
typedef struct {
    uint32_t thread;
    uint32_t offset;
} pts_t; /* a pointer-to-shared */

typedef struct {
    int arrived;  /* barrier arrivals */
    int sense;    /* flips when all have arrived */
    int held;     /* lock mode: thread 0 holds the lock the others compete for */
    int waiters;  /* threads waiting in upc_lock (the runtime's queue) */
    int pad[12];
    char data[]; /* THREADS blocks of BLOCK bytes */
} segment_t;

static int MYTHREAD = 0, THREADS = 1;
static segment_t *seg;
static gasp_context_t ctx;
static int inst; /* a GASP tool is present */
static int my_sense;

#define EV(tag, type, line, ...)                                                            \
    do {                                                                                    \
        if (inst) gasp_event_notify(ctx, tag, type, SRC, line, 0, ##__VA_ARGS__);            \
    } while (0)
#define START(tag, line, ...) EV(tag, GASP_START, line, ##__VA_ARGS__)
#define END(tag, line, ...) EV(tag, GASP_END, line, ##__VA_ARGS__)

#ifndef NO_UPCALLS
void ppw_gaspu_init(int *mythread, int *threads)
{
    *mythread = MYTHREAD;
    *threads = THREADS;
}
int ppw_gaspu_threadof(gasp_upc_PTS_t *p) { return (int)((const pts_t *)p)->thread; }
size_t ppw_gaspu_addrfield(gasp_upc_PTS_t *p) { return ((const pts_t *)p)->offset; }
#endif

static char *addr(pts_t p) { return seg->data + (size_t)p.thread * BLOCK + p.offset; }

static void env_rank(void)
{
    const char *r = getenv("OMPI_COMM_WORLD_RANK"), *n = getenv("OMPI_COMM_WORLD_SIZE");
    if (!r || !n) {
        r = getenv("PMI_RANK");
        n = getenv("PMI_SIZE");
    }
    if (r && n) {
        MYTHREAD = atoi(r);
        THREADS = atoi(n);
    }
}

/* The runtime's own barrier (no events): arrive, then wait for the others. */
static void arrive(void)
{
    my_sense = !my_sense;
    if (__atomic_add_fetch(&seg->arrived, 1, __ATOMIC_ACQ_REL) == THREADS) {
        __atomic_store_n(&seg->arrived, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&seg->sense, my_sense, __ATOMIC_RELEASE);
    }
}
static void await(void)
{
    while (__atomic_load_n(&seg->sense, __ATOMIC_ACQUIRE) != my_sense) sched_yield();
}
static void sync_all(void)
{
#ifdef FAKE_MPI_CONDUIT
    MPI_Barrier(MPI_COMM_WORLD);
#else
    arrive();
    await();
#endif
}

static void runtime_init(const char *path, int *argc, char ***argv)
{
#ifdef FAKE_MPI_CONDUIT
    MPI_Init(argc, argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &MYTHREAD);
    MPI_Comm_size(MPI_COMM_WORLD, &THREADS);
#else
    env_rank();
#endif
    size_t len = sizeof(segment_t) + (size_t)THREADS * BLOCK;
    int fd = open(path, O_RDWR | O_CREAT, 0600);
    if (fd < 0 || ftruncate(fd, (off_t)len) != 0) {
        perror(path);
        exit(2);
    }
    seg = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (seg == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    close(fd);
    inst = gasp_init != NULL && getenv("FAKE_UPC_NO_GASP") == NULL;
    if (inst) ctx = gasp_init(GASP_MODEL_UPC, argc, argv);
    sync_all();
}

/* Operations, each between its START and END notification. */
static void upc_put(int line, pts_t dst, const void *src, size_t n)
{
    START(GASP_UPC_PUT, line, 1, &dst, src, n);
    memcpy(addr(dst), src, n);
    END(GASP_UPC_PUT, line, 1, &dst, src, n);
}
static void upc_get(int line, void *dst, pts_t src, size_t n)
{
    START(GASP_UPC_GET, line, 1, dst, &src, n);
    memcpy(dst, addr(src), n);
    END(GASP_UPC_GET, line, 1, dst, &src, n);
}
static void upc_memput(int line, pts_t dst, const void *src, size_t n)
{
    START(GASP_UPC_MEMPUT, line, &dst, src, n);
    memcpy(addr(dst), src, n);
    END(GASP_UPC_MEMPUT, line, &dst, src, n);
}
static void upc_memget(int line, void *dst, pts_t src, size_t n)
{
    START(GASP_UPC_MEMGET, line, dst, &src, n);
    memcpy(dst, addr(src), n);
    END(GASP_UPC_MEMGET, line, dst, &src, n);
}
static void upc_memset(int line, pts_t dst, int c, size_t n)
{
    START(GASP_UPC_MEMSET, line, &dst, c, n);
    memset(addr(dst), c, n);
    END(GASP_UPC_MEMSET, line, &dst, c, n);
}
static void upc_memcpy(int line, pts_t dst, pts_t src, size_t n)
{
    START(GASP_UPC_MEMCPY, line, &dst, &src, n);
    memmove(addr(dst), addr(src), n);
    END(GASP_UPC_MEMCPY, line, &dst, &src, n);
}
/* A direct access implemented non-blocking: init now, data at the sync. */
static gasp_upc_nb_handle_t get_nb(int line, void *dst, pts_t src, size_t n, void *handle)
{
    START(GASP_UPC_NB_GET_INIT, line, 1, dst, &src, n);
    memcpy(dst, addr(src), n);
    END(GASP_UPC_NB_GET_INIT, line, 1, dst, &src, n, (gasp_upc_nb_handle_t)handle);
    return handle;
}
static void put_nb_trivial(int line, pts_t dst, const void *src, size_t n)
{
    START(GASP_UPC_NB_PUT_INIT, line, 1, &dst, src, n);
    memcpy(addr(dst), src, n);
    END(GASP_UPC_NB_PUT_INIT, line, 1, &dst, src, n, GASP_NB_TRIVIAL);
}
static void sync_nb(int line, gasp_upc_nb_handle_t h)
{
    START(GASP_UPC_NB_SYNC, line, h);
    END(GASP_UPC_NB_SYNC, line, h);
}
static void upc_notify(int line)
{
    START(GASP_UPC_NOTIFY, line, 0, 0);
    arrive();
    END(GASP_UPC_NOTIFY, line, 0, 0);
}
static void upc_wait(int line)
{
    START(GASP_UPC_WAIT, line, 0, 0);
    await();
    END(GASP_UPC_WAIT, line, 0, 0);
}
static void upc_barrier_event(int line) /* a runtime reporting upc_barrier as one event */
{
    START(GASP_UPC_BARRIER, line, 1, 7);
    sync_all();
    END(GASP_UPC_BARRIER, line, 1, 7);
}
/* Locks (see the top): a upc_lock_t * is a pts_t to the lock word, in the owner's block. */
#define NOINLINE __attribute__((noinline))
static int *lock_word(pts_t l) { return (int *)addr(l); }

/* Where the by-value copy of the last lock function lay (the test checks that they differ). */
static uintptr_t last_copy;
static unsigned lock_calls;

/* Overwrite a finished event's argument copy: what a tool kept beyond the notification is
 * garbage afterwards, as on a real runtime's reused stack. */
static void scribble(pts_t *copy)
{
    last_copy = (uintptr_t)copy;
    memset(copy, 0xA5, sizeof *copy);
    __asm__ volatile("" : : "r"(copy) : "memory");
}

/* Chain mode's measurement of a lock call (NULL: none): [0] right after the call's start
 * event, [1] right before its end event, the moments ppw records, so that a thread
 * descheduled just before or after the call does not count that time as waiting. */
static double *lock_stamps;
static double now(void);

/* The lock functions proper, called below a stack gap that differs per thread and per call. */
static NOINLINE void lock_fn(int line, pts_t lockptr)
{
    START(GASP_UPC_LOCK, line, &lockptr);
    if (lock_stamps) lock_stamps[0] = now();
    if (__atomic_exchange_n(lock_word(lockptr), 1, __ATOMIC_ACQUIRE)) {
        __atomic_add_fetch(&seg->waiters, 1, __ATOMIC_ACQ_REL);
        while (__atomic_exchange_n(lock_word(lockptr), 1, __ATOMIC_ACQUIRE)) sched_yield();
    }
    if (lock_stamps) lock_stamps[1] = now();
    END(GASP_UPC_LOCK, line, &lockptr);
    scribble(&lockptr);
}
static NOINLINE int lock_attempt_fn(int line, pts_t lockptr)
{
    START(GASP_UPC_LOCK_ATTEMPT, line, &lockptr);
    int got = !__atomic_exchange_n(lock_word(lockptr), 1, __ATOMIC_ACQUIRE);
    END(GASP_UPC_LOCK_ATTEMPT, line, &lockptr, got);
    scribble(&lockptr);
    return got;
}
static NOINLINE void unlock_fn(int line, pts_t lockptr)
{
    START(GASP_UPC_UNLOCK, line, &lockptr);
    __atomic_store_n(lock_word(lockptr), 0, __ATOMIC_RELEASE);
    END(GASP_UPC_UNLOCK, line, &lockptr);
    scribble(&lockptr);
}
static NOINLINE pts_t all_lock_alloc_fn(int line, pts_t where)
{
    pts_t retval = where; /* a fresh segment: the lock word is 0 (free) */
    START(GASP_UPC_ALL_LOCK_ALLOC, line);
    END(GASP_UPC_ALL_LOCK_ALLOC, line, &retval);
    pts_t r = retval;
    scribble(&retval);
    return r;
}
static NOINLINE void lock_free_fn(int line, pts_t lockptr)
{
    START(GASP_UPC_LOCK_FREE, line, &lockptr);
    END(GASP_UPC_LOCK_FREE, line, &lockptr);
    scribble(&lockptr);
}

/* A stack gap of 256 to 4096 bytes (steps larger than any difference between the frames of the
 * lock functions), different for each thread and for 16 consecutive calls; the callers are not
 * inlined, so the gap is gone when they return. */
#define GAP() __asm__ volatile("" : : "r"(alloca(256 * (1 + (MYTHREAD * 5 + lock_calls++) % 16))) : "memory")
static NOINLINE void upc_lock(int line, pts_t l)
{
    GAP();
    lock_fn(line, l);
}
static NOINLINE int upc_lock_attempt(int line, pts_t l)
{
    GAP();
    return lock_attempt_fn(line, l);
}
static NOINLINE void upc_unlock(int line, pts_t l)
{
    GAP();
    unlock_fn(line, l);
}
static NOINLINE pts_t upc_all_lock_alloc(int line, pts_t where)
{
    GAP();
    return all_lock_alloc_fn(line, where);
}
static NOINLINE void upc_lock_free(int line, pts_t l)
{
    GAP();
    lock_free_fn(line, l);
}
static void upc_all_broadcast(int line, pts_t dst, pts_t src, size_t n)
{
    START(GASP_UPC_ALL_BROADCAST, line, &dst, &src, n, 0);
    sync_all();
    pts_t mine = {(uint32_t)MYTHREAD, dst.offset};
    memcpy(addr(mine), addr(src), n);
    sync_all();
    END(GASP_UPC_ALL_BROADCAST, line, &dst, &src, n, 0);
}
static void upc_all_reduceD(int line, pts_t dst, pts_t src, size_t nelems)
{
    START(GASP_UPC_ALL_REDUCE, line, &dst, &src, 0, nelems, (size_t)1, (void *)0, 0,
          GASP_UPC_REDUCTION_D);
    sync_all();
    sync_all();
    END(GASP_UPC_ALL_REDUCE, line, &dst, &src, 0, nelems, (size_t)1, (void *)0, 0,
        GASP_UPC_REDUCTION_D);
}

/* ---- the program ------------------------------------------------------------------------- */
static int failures;
static void check(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "thread %d: check failed: %s\n", MYTHREAD, what);
        failures++;
    }
}

static pts_t at(int thread, unsigned offset) { return (pts_t){(uint32_t)thread, offset}; }

static void work(void)
{
    START(GASP_C_FUNC, 10, "void work(void)");
    int next = (MYTHREAD + 1) % THREADS, prev = (MYTHREAD + THREADS - 1) % THREADS;
    char buf[256];
    memset(buf, MYTHREAD, sizeof buf);
    for (int i = 0; i < 5; i++) upc_put(20, at(next, 8u * (unsigned)i), buf, 8);
    for (int i = 0; i < 3; i++) upc_get(21, buf, at(next, 64), 16);
    upc_memput(22, at(next, 512), buf, 100);
    upc_memget(23, buf, at(next, 512), 200);
    upc_memset(24, at(next, 1024), 0, 50);
    upc_memcpy(25, at(next, 2048), at(prev, 0), 64);
    gasp_upc_nb_handle_t h = get_nb(26, buf, at(next, 0), 32, (void *)0x5a5a0);
    put_nb_trivial(27, at(next, 3072), buf, 8);
    sync_nb(28, h);
    END(GASP_C_FUNC, 10, "void work(void)");
}

/* The lock of main mode: in thread 1's block (thread 0's with one thread). */
#define MAIN_LOCK_OFFSET 4032u

static void locks_and_allocation(void)
{
    pts_t l = upc_all_lock_alloc(40, at(1 % THREADS, MAIN_LOCK_OFFSET));
    upc_lock(41, l);
    upc_unlock(42, l);
    while (!upc_lock_attempt(43, l)) sched_yield();
    upc_unlock(44, l);
    sync_all();
    upc_lock_free(45, l);
    pts_t p = at(MYTHREAD, 0);
    START(GASP_UPC_ALL_ALLOC, 50, (size_t)THREADS, (size_t)64);
    END(GASP_UPC_ALL_ALLOC, 50, (size_t)THREADS, (size_t)64, &p);
    START(GASP_UPC_ALLOC, 51, (size_t)128);
    END(GASP_UPC_ALLOC, 51, (size_t)128, &p);
    START(GASP_UPC_FREE, 52, &p);
    END(GASP_UPC_FREE, 52, &p);
    START(GASP_UPC_GLOBAL_ALLOC, 53, (size_t)2, (size_t)32);
    END(GASP_UPC_GLOBAL_ALLOC, 53, (size_t)2, (size_t)32, &p);
}

static void main_mode(void)
{
    work();
    locks_and_allocation();
    upc_all_broadcast(60, at(0, 256), at(0, 1024), 256);
    upc_all_reduceD(61, at(0, 128), at(0, 0), (size_t)THREADS);
    /* A forall of 10 gets from one line (far below the throttling count). */
    START(GASP_UPC_FORALL, 70);
    char v[8];
    for (int i = 0; i < 10; i++) upc_get(71, v, at(i % THREADS, 8), 8);
    END(GASP_UPC_FORALL, 70);
    EV(GASP_UPC_CACHE_HIT, GASP_ATOMIC, 72, (size_t)8);
    EV(GASP_UPC_CACHE_MISS, GASP_ATOMIC, 72, (size_t)8, (size_t)64);
    /* The split-phase barrier: the last thread notifies 300 ms late, the others wait in
     * upc_wait (after some work between notify and wait). */
    if (MYTHREAD == THREADS - 1) usleep(300000);
    upc_notify(80);
    upc_put(81, at((MYTHREAD + 1) % THREADS, 16), v, 8);
    upc_wait(82);
    upc_barrier_event(83);
    /* User events through pupc (ppw's implementation, no source position). */
    if (inst) {
        unsigned e = pupc_create_event("phase", "step %d");
        check(e >= GASP_UPC_USEREVT_START && e <= GASP_UPC_USEREVT_END, "user event id");
        pupc_event_start(e, 1);
        upc_put(90, at((MYTHREAD + 1) % THREADS, 24), v, 8);
        pupc_event_end(e, 1);
        pupc_event_atomic(e, 2);
        /* Measurement off (through pupc, the user's function): these two puts are not
         * recorded. */
        check(pupc_control(0) == 1, "pupc_control(0) returns 1");
        upc_put(91, at((MYTHREAD + 1) % THREADS, 32), v, 8);
        upc_put(91, at((MYTHREAD + 1) % THREADS, 40), v, 8);
        check(gasp_control(ctx, 1) == 0, "gasp_control(1) returns 0");
    }
}

static void bad_mode(void)
{
    char v[8] = {0};
    pts_t p = at((MYTHREAD + 1) % THREADS, 0);
    /* Unknown ids: a system id nobody defines, a user id never created. */
    START(4242, 100);
    END(4242, 100);
    EV(150, GASP_ATOMIC, 101);
    /* A put as ATOMIC (puts are START/END). */
    EV(GASP_UPC_PUT, GASP_ATOMIC, 102, 1, &p, v, (size_t)8);
    /* END without START. */
    pts_t l = at(0, MAIN_LOCK_OFFSET);
    END(GASP_UPC_UNLOCK, 103, &l);
    /* A lock event without a lock (NULL): the call only. */
    START(GASP_UPC_LOCK, 107, (gasp_upc_lock_t *)NULL);
    END(GASP_UPC_LOCK, 107, (gasp_upc_lock_t *)NULL);
    /* A user function never ended: closed when the forall around it ends. */
    START(GASP_UPC_FORALL, 104);
    START(GASP_C_FUNC, 105, "void leaky(void)");
    upc_get(106, v, p, 8);
    END(GASP_UPC_FORALL, 104);
    /* No source position (allowed): recorded with the caller's address as call site. */
    if (inst) {
        gasp_event_notify(ctx, GASP_UPC_PUT, GASP_START, NULL, 0, 0, 1, &p, v, (size_t)8);
        memcpy(addr(p), v, 8);
        gasp_event_notify(ctx, GASP_UPC_PUT, GASP_END, NULL, 0, 0, 1, &p, v, (size_t)8);
    }
}

/* Lock contention (see the top). The lock everybody competes for is in thread 0's block, each
 * thread's own lock in its block at another offset: the same offset on every thread, so only
 * the thread tells them apart. */
#define LOCK_SHARED_OFFSET 4000u
#define LOCK_OWN_OFFSET 4032u

static void lock_mode(void)
{
    pts_t shared_lock = at(0, LOCK_SHARED_OFFSET), own = at(MYTHREAD, LOCK_OWN_OFFSET);
    uintptr_t copies[4];
    sync_all();
    /* One source line for every thread, as in an SPMD program; thread 0 gets there first. */
    if (MYTHREAD != 0)
        while (!__atomic_load_n(&seg->held, __ATOMIC_ACQUIRE)) sched_yield();
    upc_lock(400, shared_lock);
    copies[0] = last_copy;
    if (MYTHREAD == 0) {
        __atomic_store_n(&seg->held, 1, __ATOMIC_RELEASE);
        while (__atomic_load_n(&seg->waiters, __ATOMIC_ACQUIRE) < THREADS - 1) sched_yield();
        usleep(300000); /* the hold time: every other thread waits at least this long */
    }
    upc_unlock(401, shared_lock);
    copies[1] = last_copy;
    upc_lock(402, own);
    copies[2] = last_copy;
    upc_unlock(403, own);
    copies[3] = last_copy;
    /* The stand-in's promise: no two notifications of a thread saw the same address, and the
     * threads' first ones differ too (kept in the segment's data, beyond the locks). */
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < i; j++) check(copies[i] != copies[j], "a fresh copy per call");
    uintptr_t *first = (uintptr_t *)(seg->data + (size_t)THREADS * BLOCK - 8 * (size_t)THREADS);
    first[MYTHREAD] = copies[0];
    sync_all();
    for (int t = 0; t < THREADS; t++)
        check(t == MYTHREAD || first[t] != copies[0], "a different copy per thread");
}

static void array_mode(void)
{
    enum { N = 256, BASE = 1024 };
    pts_t a = at(0, BASE);
    START(GASP_UPC_ALL_ALLOC, 300, (size_t)N, sizeof(double));
    END(GASP_UPC_ALL_ALLOC, 300, (size_t)N, sizeof(double), &a);
    sync_all();
    double v, s = 0;
    for (long i = (long)MYTHREAD * N / THREADS; i < (long)(MYTHREAD + 1) * N / THREADS; i++) {
        upc_get(302, &v, at((int)(i % THREADS), BASE + (unsigned)(i / THREADS) * 8), sizeof v);
        s += v;
    }
    check(s == s, "sum");
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void loop_mode(long n)
{
    double x = 0, v;
    sync_all();
    double t0 = now();
    START(GASP_UPC_FORALL, 200);
    for (long i = 0; i < n; i++) {
        upc_get(201, &v, at((int)(i % THREADS), (unsigned)(i % 64) * 8), sizeof v);
        x += v;
    }
    END(GASP_UPC_FORALL, 200);
    double t1 = now();
    sync_all();
    if (MYTHREAD == 0)
        printf("loop: %ld gets in %.6f s, %.2f ns per get (%g)\n", n, t1 - t0,
               (t1 - t0) * 1e9 / (double)n, x);
}

/* Chain mode (see the top): the locks and the recorded times are in each thread's block. */
#define CHAIN_ROUNDS 2
#define CHAIN_WORK_MS 150
#define CHAIN_LOCK_OFFSET 4064u
#define CHAIN_TIMES_OFFSET 0u
enum { T_LOCK, T_UNLOCK, T_WORK_BEGIN, T_WORK_END, T_N };

static void chain_mode(const char *segment_path)
{
    if (THREADS < 2) {
        check(0, "chain mode needs two or more threads");
        return;
    }
    pts_t own = at(MYTHREAD, CHAIN_LOCK_OFFSET);
    pts_t prev = at((MYTHREAD + THREADS - 1) % THREADS, CHAIN_LOCK_OFFSET);
    unsigned work_ev = inst ? pupc_create_event("work", "round %d") : 0;
    /* The measurements travel outside UPC (plain stores into the thread's own block, read
     * after the last barrier): they are the test's, not the program's operations. */
    double(*times)[T_N] = (double(*)[T_N])addr(at(MYTHREAD, CHAIN_TIMES_OFFSET));
    for (int k = 0; k < CHAIN_ROUNDS; k++) {
        upc_lock(500, own);
        upc_barrier_event(501);
        if (MYTHREAD == 0) {
            times[k][T_WORK_BEGIN] = now();
            if (inst) pupc_event_start(work_ev, k);
            usleep(CHAIN_WORK_MS * 1000);
            if (inst) pupc_event_end(work_ev, k);
            times[k][T_WORK_END] = now();
            times[k][T_UNLOCK] = now();
        } else {
            double st[2] = {0, 0};
            lock_stamps = st;
            upc_lock(503, prev);
            lock_stamps = NULL;
            times[k][T_LOCK] = st[0];
            times[k][T_UNLOCK] = st[1];
        }
        upc_unlock(504, own);
        if (MYTHREAD != 0) upc_unlock(505, prev);
        upc_barrier_event(506);
    }
    /* The barrier made every thread's times visible here. */
    if (MYTHREAD != 0) return;
    char path[4096];
    snprintf(path, sizeof path, "%s.chain", segment_path);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        failures++;
        return;
    }
    for (int t = 0; t < THREADS; t++) {
        double(*tt)[T_N] = (double(*)[T_N])addr(at(t, CHAIN_TIMES_OFFSET));
        for (int k = 0; k < CHAIN_ROUNDS; k++)
            fprintf(f, "%d %d %.9f %.9f %.9f %.9f\n", t, k, tt[k][T_LOCK], tt[k][T_UNLOCK],
                    tt[k][T_WORK_BEGIN], tt[k][T_WORK_END]);
    }
    check(fclose(f) == 0, "writing the chain times");
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s SEGMENT-FILE main|bad|lock|array|chain|loop N\n", argv[0]);
        return 2;
    }
    const char *mode = argv[2];
    if (strcmp(mode, "bad") == 0 && gasp_event_notify) {
        /* Before gasp_init: no context yet. */
        gasp_event_notify(NULL, GASP_UPC_BARRIER, GASP_START, SRC, 99, 0, 0, 0);
    }
    const char *segment = argv[1]; /* argv as the program got it (gasp_init may change it) */
    runtime_init(segment, &argc, &argv);
    if (strcmp(mode, "main") == 0) main_mode();
    else if (strcmp(mode, "bad") == 0) bad_mode();
    else if (strcmp(mode, "loop") == 0) loop_mode(argc > 3 ? atol(argv[3]) : 1000000);
    else if (strcmp(mode, "array") == 0) array_mode();
    else if (strcmp(mode, "lock") == 0) lock_mode();
    else if (strcmp(mode, "chain") == 0) chain_mode(segment);
    /* The final implicit barrier. */
    START(GASP_UPC_COLLECTIVE_EXIT, 0, failures);
    sync_all();
    END(GASP_UPC_COLLECTIVE_EXIT, 0, failures);
#ifdef FAKE_MPI_CONDUIT
    MPI_Finalize();
#endif
    return failures ? 1 : 0;
}

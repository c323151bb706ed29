/* POSIX and stdio I/O wrappers, and the signal-handler guard.
 *
 * Every wrapper forwards to the next definition (`dlsym(RTLD_NEXT)`, resolved on first use)
 * and records the call as a region with an IO{bytes, fd} record, through one call into Rust
 * (`ppw_io`, src/ffi.rs). Not recorded:
 *   - I/O before the library constructor finished or after the measurement ended (`ppw_io_on`);
 *   - I/O on a thread that has no ppw state yet: I/O alone never attaches a thread, so MPI
 *     libraries' helper threads (PMIx, progress threads) stay invisible; the main thread and
 *     every thread that made a wrapped MPI call or entered a user region are recorded;
 *   - I/O while a wrapper or the runtime itself runs on the thread (the depth flag): the
 *     runtime's own rank-file writes and everything an MPI call does inside;
 *   - I/O in signal handlers: handlers installed with sigaction/signal are run through a
 *     trampoline that raises the depth for their duration.
 * The cost when not recording is one TLS load and two compares.
 *
 * Bootstrap: dlsym may itself read files or allocate; a wrapper entered while its own symbol is
 * being resolved uses the raw system call (POSIX calls) or fails with ENOSYS (stdio).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#include "ppw_hot.h"

#define NOINSTR __attribute__((no_instrument_function))
#define PPW_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* Rust (src/ffi.rs). */
void ppw_io_pre(ppw_hot *h, uint64_t t0);
void ppw_io(ppw_hot *h, uint32_t index, void *ra, uint64_t t0, uint64_t t1, int64_t bytes,
            int32_t fd, int32_t write);
extern const uint32_t ppw_io_base;

/* The recorded I/O functions: the index is the region id minus `ppw_io_base` (src/regions.rs
 * reads these names; each has a row in ppw_event::CONSTRUCTS). */
enum {
    IO_OPEN, IO_OPEN64, IO_OPENAT, IO_CREAT, IO_CLOSE, IO_READ, IO_WRITE, IO_PREAD, IO_PWRITE,
    IO_PREAD64, IO_PWRITE64, IO_READV, IO_WRITEV, IO_FSYNC, IO_FDATASYNC, IO_FOPEN, IO_FOPEN64,
    IO_FCLOSE, IO_FREAD, IO_FWRITE, IO_FFLUSH, IO_COUNT
};
const char *const ppw_io_names[] = {
    "open", "open64", "openat", "creat", "close", "read", "write", "pread", "pwrite",
    "pread64", "pwrite64", "readv", "writev", "fsync", "fdatasync", "fopen", "fopen64",
    "fclose", "fread", "fwrite", "fflush"};
const int ppw_io_count = IO_COUNT;
_Static_assert(sizeof ppw_io_names / sizeof ppw_io_names[0] == IO_COUNT, "I/O name list");

/* Set by the library constructor once the runtime is up, cleared when the measurement ends. */
volatile int ppw_io_on = 0;

NOINSTR void ppw_c_io_enable(int on) { ppw_io_on = on; }

static __thread int ppw_resolving __attribute__((tls_model("initial-exec")));

static NOINSTR void *ppw_next(const char *name)
{
    ppw_resolving++;
    void *p = dlsym(RTLD_NEXT, name);
    ppw_resolving--;
    return p;
}

#define REAL(type, fn) static __typeof__(type) real_##fn
#define RESOLVE(fn) (real_##fn ? 1 : (ppw_resolving ? 0 : ((*(void **)&real_##fn = ppw_next(#fn)) != NULL)))

/* Recording gate: the thread has state, nothing of ppw runs on it, the measurement is on. */
#define IO_GATE(forward)                                                                    \
    ppw_hot *ppw_h = ppw_tls;                                                               \
    if (PPW_UNLIKELY(ppw_h == NULL || ppw_h->depth != 0 || !ppw_io_on)) return forward;     \
    ppw_h->depth = 1;                                                                       \
    uint64_t ppw_t0 = ppw_ticks();                                                          \
    ppw_h->inflight = ppw_io_base + ppw_idx + 1;                                            \
    ppw_h->inflight_t0 = ppw_t0;                                                            \
    ppw_io_pre(ppw_h, ppw_t0);

#define IO_DONE(bytes, fd, wr)                                                              \
    uint64_t ppw_t1 = ppw_ticks();                                                          \
    ppw_h->inflight = 0;                                                                    \
    int ppw_errno = errno;                                                                  \
    ppw_io(ppw_h, ppw_idx, __builtin_return_address(0), ppw_t0, ppw_t1, (bytes), (fd), (wr)); \
    errno = ppw_errno;                                                                      \
    ppw_h->depth &= ~1u;

/* ---- POSIX ------------------------------------------------------------------------------- */
REAL(int (*)(const char *, int, ...), open);
REAL(int (*)(const char *, int, ...), open64);
REAL(int (*)(int, const char *, int, ...), openat);
REAL(int (*)(const char *, mode_t), creat);
REAL(int (*)(int), close);
REAL(ssize_t (*)(int, void *, size_t), read);
REAL(ssize_t (*)(int, const void *, size_t), write);
REAL(ssize_t (*)(int, void *, size_t, off_t), pread);
REAL(ssize_t (*)(int, const void *, size_t, off_t), pwrite);
REAL(ssize_t (*)(int, void *, size_t, off64_t), pread64);
REAL(ssize_t (*)(int, const void *, size_t, off64_t), pwrite64);
REAL(ssize_t (*)(int, const struct iovec *, int), readv);
REAL(ssize_t (*)(int, const struct iovec *, int), writev);
REAL(int (*)(int), fsync);
REAL(int (*)(int), fdatasync);

static NOINSTR mode_t ppw_mode(int flags, va_list ap)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(ap, int) : 0;
}

#define OPEN_LIKE(fn, idx, sysno_call)                                                      \
    NOINSTR int fn(const char *path, int flags, ...)                                        \
    {                                                                                       \
        va_list ap;                                                                         \
        va_start(ap, flags);                                                                \
        mode_t mode = ppw_mode(flags, ap);                                                  \
        va_end(ap);                                                                         \
        if (!RESOLVE(fn)) return (int)sysno_call;                                           \
        const uint32_t ppw_idx = idx;                                                       \
        IO_GATE(real_##fn(path, flags, mode));                                              \
        int r = real_##fn(path, flags, mode);                                               \
        IO_DONE(0, r, 0);                                                                   \
        return r;                                                                           \
    }
OPEN_LIKE(open, IO_OPEN, syscall(SYS_openat, AT_FDCWD, path, flags, mode))
OPEN_LIKE(open64, IO_OPEN64, syscall(SYS_openat, AT_FDCWD, path, flags | O_LARGEFILE, mode))

NOINSTR int openat(int dirfd, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t mode = ppw_mode(flags, ap);
    va_end(ap);
    if (!RESOLVE(openat)) return (int)syscall(SYS_openat, dirfd, path, flags, mode);
    const uint32_t ppw_idx = IO_OPENAT;
    IO_GATE(real_openat(dirfd, path, flags, mode));
    int r = real_openat(dirfd, path, flags, mode);
    IO_DONE(0, r, 0);
    return r;
}

NOINSTR int creat(const char *path, mode_t mode)
{
    if (!RESOLVE(creat))
        return (int)syscall(SYS_openat, AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, mode);
    const uint32_t ppw_idx = IO_CREAT;
    IO_GATE(real_creat(path, mode));
    int r = real_creat(path, mode);
    IO_DONE(0, r, 0);
    return r;
}

#define FD_CALL(ret, fn, idx, params, args, sysno_call)                                     \
    NOINSTR ret fn params                                                                   \
    {                                                                                       \
        if (!RESOLVE(fn)) return (ret)sysno_call;                                           \
        const uint32_t ppw_idx = idx;                                                       \
        IO_GATE(real_##fn args);                                                            \
        ret r = real_##fn args;                                                             \
        IO_DONE(0, fd, 0);                                                                  \
        return r;                                                                           \
    }
FD_CALL(int, close, IO_CLOSE, (int fd), (fd), syscall(SYS_close, fd))
FD_CALL(int, fsync, IO_FSYNC, (int fd), (fd), syscall(SYS_fsync, fd))
FD_CALL(int, fdatasync, IO_FDATASYNC, (int fd), (fd), syscall(SYS_fdatasync, fd))

#define RW_CALL(fn, idx, wr, params, args, sysno_call)                                      \
    NOINSTR ssize_t fn params                                                               \
    {                                                                                       \
        if (!RESOLVE(fn)) return (ssize_t)sysno_call;                                       \
        const uint32_t ppw_idx = idx;                                                       \
        IO_GATE(real_##fn args);                                                            \
        ssize_t r = real_##fn args;                                                         \
        IO_DONE(r > 0 ? r : 0, fd, wr);                                                     \
        return r;                                                                           \
    }
RW_CALL(read, IO_READ, 0, (int fd, void *buf, size_t n), (fd, buf, n),
        syscall(SYS_read, fd, buf, n))
RW_CALL(write, IO_WRITE, 1, (int fd, const void *buf, size_t n), (fd, buf, n),
        syscall(SYS_write, fd, buf, n))
RW_CALL(pread, IO_PREAD, 0, (int fd, void *buf, size_t n, off_t off), (fd, buf, n, off),
        syscall(SYS_pread64, fd, buf, n, off))
RW_CALL(pwrite, IO_PWRITE, 1, (int fd, const void *buf, size_t n, off_t off),
        (fd, buf, n, off), syscall(SYS_pwrite64, fd, buf, n, off))
RW_CALL(pread64, IO_PREAD64, 0, (int fd, void *buf, size_t n, off64_t off), (fd, buf, n, off),
        syscall(SYS_pread64, fd, buf, n, off))
RW_CALL(pwrite64, IO_PWRITE64, 1, (int fd, const void *buf, size_t n, off64_t off),
        (fd, buf, n, off), syscall(SYS_pwrite64, fd, buf, n, off))
RW_CALL(readv, IO_READV, 0, (int fd, const struct iovec *iov, int n), (fd, iov, n),
        syscall(SYS_readv, fd, iov, n))
RW_CALL(writev, IO_WRITEV, 1, (int fd, const struct iovec *iov, int n), (fd, iov, n),
        syscall(SYS_writev, fd, iov, n))

/* _FORTIFY_SOURCE builds (Debian's packages) call the checking variants. */
REAL(ssize_t (*)(int, void *, size_t, size_t), __read_chk);
REAL(ssize_t (*)(int, void *, size_t, off_t, size_t), __pread_chk);
REAL(ssize_t (*)(int, void *, size_t, off64_t, size_t), __pread64_chk);
REAL(int (*)(const char *, int), __open_2);
REAL(int (*)(const char *, int), __open64_2);
RW_CALL(__read_chk, IO_READ, 0, (int fd, void *buf, size_t n, size_t len), (fd, buf, n, len),
        (errno = ENOSYS, -1))
RW_CALL(__pread_chk, IO_PREAD, 0, (int fd, void *buf, size_t n, off_t off, size_t len),
        (fd, buf, n, off, len), (errno = ENOSYS, -1))
RW_CALL(__pread64_chk, IO_PREAD64, 0, (int fd, void *buf, size_t n, off64_t off, size_t len),
        (fd, buf, n, off, len), (errno = ENOSYS, -1))
#define OPEN2(fn, idx)                                                                      \
    NOINSTR int fn(const char *path, int flags)                                             \
    {                                                                                       \
        if (!RESOLVE(fn)) return (int)syscall(SYS_openat, AT_FDCWD, path, flags, 0);        \
        const uint32_t ppw_idx = idx;                                                       \
        IO_GATE(real_##fn(path, flags));                                                    \
        int r = real_##fn(path, flags);                                                     \
        IO_DONE(0, r, 0);                                                                   \
        return r;                                                                           \
    }
OPEN2(__open_2, IO_OPEN)
OPEN2(__open64_2, IO_OPEN64)

/* ---- stdio ------------------------------------------------------------------------------- */
REAL(FILE *(*)(const char *, const char *), fopen);
REAL(FILE *(*)(const char *, const char *), fopen64);
REAL(int (*)(FILE *), fclose);
REAL(size_t (*)(void *, size_t, size_t, FILE *), fread);
REAL(size_t (*)(const void *, size_t, size_t, FILE *), fwrite);
REAL(int (*)(FILE *), fflush);
REAL(size_t (*)(void *, size_t, size_t, size_t, FILE *), __fread_chk);

static NOINSTR int ppw_fileno(FILE *f) { return f ? fileno_unlocked(f) : -1; }

#define FOPEN_LIKE(fn, idx)                                                                 \
    NOINSTR FILE *fn(const char *path, const char *mode)                                    \
    {                                                                                       \
        if (!RESOLVE(fn)) {                                                                 \
            errno = ENOSYS;                                                                 \
            return NULL;                                                                    \
        }                                                                                   \
        const uint32_t ppw_idx = idx;                                                       \
        IO_GATE(real_##fn(path, mode));                                                     \
        FILE *r = real_##fn(path, mode);                                                    \
        IO_DONE(0, ppw_fileno(r), 0);                                                       \
        return r;                                                                           \
    }
FOPEN_LIKE(fopen, IO_FOPEN)
FOPEN_LIKE(fopen64, IO_FOPEN64)

NOINSTR int fclose(FILE *f)
{
    if (!RESOLVE(fclose)) {
        errno = ENOSYS;
        return EOF;
    }
    const uint32_t ppw_idx = IO_FCLOSE;
    IO_GATE(real_fclose(f));
    int fd = ppw_fileno(f);
    int r = real_fclose(f);
    IO_DONE(0, fd, 0);
    return r;
}

NOINSTR int fflush(FILE *f)
{
    if (!RESOLVE(fflush)) {
        errno = ENOSYS;
        return EOF;
    }
    const uint32_t ppw_idx = IO_FFLUSH;
    IO_GATE(real_fflush(f));
    int r = real_fflush(f);
    IO_DONE(0, ppw_fileno(f), 1);
    return r;
}

NOINSTR size_t fread(void *p, size_t size, size_t n, FILE *f)
{
    if (!RESOLVE(fread)) {
        errno = ENOSYS;
        return 0;
    }
    const uint32_t ppw_idx = IO_FREAD;
    IO_GATE(real_fread(p, size, n, f));
    size_t r = real_fread(p, size, n, f);
    IO_DONE((int64_t)(r * size), ppw_fileno(f), 0);
    return r;
}

NOINSTR size_t __fread_chk(void *p, size_t len, size_t size, size_t n, FILE *f)
{
    if (!RESOLVE(__fread_chk)) {
        errno = ENOSYS;
        return 0;
    }
    const uint32_t ppw_idx = IO_FREAD;
    IO_GATE(real___fread_chk(p, len, size, n, f));
    size_t r = real___fread_chk(p, len, size, n, f);
    IO_DONE((int64_t)(r * size), ppw_fileno(f), 0);
    return r;
}

NOINSTR size_t fwrite(const void *p, size_t size, size_t n, FILE *f)
{
    if (!RESOLVE(fwrite)) {
        errno = ENOSYS;
        return 0;
    }
    const uint32_t ppw_idx = IO_FWRITE;
    IO_GATE(real_fwrite(p, size, n, f));
    size_t r = real_fwrite(p, size, n, f);
    IO_DONE((int64_t)(r * size), ppw_fileno(f), 1);
    return r;
}

/* ---- signal handlers --------------------------------------------------------------------- */
/* Handlers the program installs run through ppw_sig_call, which marks the thread as busy
 * (depth + 4; a thread without state gets the dead state) so that nothing is recorded inside
 * them. sigaction() and signal() report the program's own handler back.
 *
 * The fatal signals ppw records (c/ppw_core.c) are *owned* from the library constructor on: the
 * kernel-level handler is always ppw's, and the program's disposition (what its sigaction calls
 * set and what they report back, SIG_DFL when nothing else) is kept in ppw_user_sa. ppw's
 * handler (ppw_sig_handler) passes each signal on: to the program's handler, with the same
 * arguments (also the signal mask and flags are the program's), or, under the default action,
 * it records the end of the measurement and the process dies by the signal. So a library that
 * installs its crash reporter only where no handler is set (Open MPI in MPI_Init: "Process
 * received signal") sees none and installs it, its report is what it would be without ppw, and
 * ppw records when the reporter re-raises the signal under the default action. */
typedef int (*ppw_sigaction_t)(int, const struct sigaction *, struct sigaction *);
static ppw_sigaction_t real_sigaction;
#define PPW_NSIGS 65
static struct sigaction ppw_user_sa[PPW_NSIGS];
static volatile sig_atomic_t ppw_owned[PPW_NSIGS];
static NOINSTR void ppw_sig_handler(int sig, siginfo_t *si, void *ctx);
/* c/ppw_core.c: end the measurement (once) for a signal that kills the process. */
void ppw_c_fatal_signal(int sig);
/* Program handlers running on this thread (an exit() in one must not wait for ppw's locks). */
static __thread int ppw_handlers __attribute__((tls_model("initial-exec")));
extern ppw_hot ppw_dead_state;

NOINSTR int ppw_real_sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
    if (!real_sigaction) real_sigaction = (ppw_sigaction_t)ppw_next("sigaction");
    if (!real_sigaction) return (int)syscall(SYS_rt_sigaction, sig, act, old, _NSIG / 8);
    return real_sigaction(sig, act, old);
}

/* True while a handler of the program runs on the calling thread. */
NOINSTR int ppw_c_in_handler(void) { return ppw_handlers > 0; }

/* Run the program's handler `u` (neither SIG_DFL nor SIG_IGN) with the signal's arguments.
 * Inlined, so that a backtrace printed by the handler shows one frame of ppw's. */
static inline __attribute__((always_inline)) NOINSTR void ppw_sig_call(const struct sigaction *u, int sig, siginfo_t *si, void *ctx)
{
    ppw_hot *h = ppw_tls;
    if (h)
        h->depth += 4;
    else
        ppw_tls = &ppw_dead_state;
    ppw_handlers++;
    if (u->sa_flags & SA_SIGINFO)
        u->sa_sigaction(sig, si, ctx);
    else
        u->sa_handler(sig);
    ppw_handlers--;
    if (h)
        h->depth -= 4;
    else if (ppw_tls == &ppw_dead_state)
        ppw_tls = NULL;
}

static NOINSTR void ppw_sig_trampoline(int sig, siginfo_t *si, void *ctx)
{
    struct sigaction u = ppw_user_sa[sig];
    if (u.sa_handler != SIG_IGN && u.sa_handler != SIG_DFL) ppw_sig_call(&u, sig, si, ctx);
}

/* A handler function (sa_handler and sa_sigaction share their storage). */
static NOINSTR int ppw_is_function(const struct sigaction *a)
{
    return a->sa_handler != SIG_IGN && a->sa_handler != SIG_DFL;
}

/* The kernel-level action of an owned signal whose program disposition is `prog`. */
static NOINSTR void ppw_owned_action(const struct sigaction *prog, struct sigaction *k)
{
    if (prog->sa_handler == SIG_IGN) {
        *k = *prog;
        return;
    }
    if (prog->sa_handler == SIG_DFL) {
        memset(k, 0, sizeof *k);
        sigemptyset(&k->sa_mask);
        k->sa_flags = SA_SIGINFO | SA_ONSTACK;
    } else {
        *k = *prog;
        /* SA_RESETHAND is emulated by ppw_sig_handler (which must stay). */
        k->sa_flags = (prog->sa_flags | SA_SIGINFO) & ~SA_RESETHAND;
    }
    k->sa_sigaction = ppw_sig_handler;
}

/* Put ppw's handler in front of signal `sig` for good (called at load time and after MPI_Init,
 * where an MPI library may have set a handler without going through sigaction()). What the
 * kernel had, unless it is ppw's own, becomes the program's disposition. */
NOINSTR void ppw_sig_own(int sig)
{
    struct sigaction cur, k;
    if (sig <= 0 || sig >= PPW_NSIGS || ppw_real_sigaction(sig, NULL, &cur) != 0) return;
    int info = (cur.sa_flags & SA_SIGINFO) != 0;
    if (info && cur.sa_sigaction == ppw_sig_handler) {
        if (ppw_owned[sig]) return;
    } else if (!(info && cur.sa_sigaction == ppw_sig_trampoline)) {
        /* (behind the trampoline is a program handler already in ppw_user_sa) */
        ppw_user_sa[sig] = cur;
    }
    ppw_owned_action(&ppw_user_sa[sig], &k);
    if (ppw_real_sigaction(sig, &k, NULL) == 0) ppw_owned[sig] = 1;
}

/* ppw's handler of an owned signal: pass it on to the program's disposition. Under the default
 * action (the process ends by the signal) the measurement is ended first, then the signal is
 * delivered again under the default action, as without ppw. */
static NOINSTR void ppw_sig_handler(int sig, siginfo_t *si, void *ctx)
{
    int saved = errno;
    struct sigaction u = ppw_user_sa[sig];
    if (u.sa_handler == SIG_IGN) return;
    if (u.sa_handler != SIG_DFL) {
        if (u.sa_flags & SA_RESETHAND) {
            struct sigaction d, k;
            memset(&d, 0, sizeof d);
            d.sa_handler = SIG_DFL;
            sigemptyset(&d.sa_mask);
            ppw_user_sa[sig] = d;
            ppw_owned_action(&d, &k);
            ppw_real_sigaction(sig, &k, NULL);
        }
        ppw_sig_call(&u, sig, si, ctx);
        errno = saved;
        return;
    }
    ppw_c_fatal_signal(sig);
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    ppw_real_sigaction(sig, &dfl, NULL);
    raise(sig);
    errno = saved;
}

NOINSTR int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
    if (sig <= 0 || sig >= PPW_NSIGS) return ppw_real_sigaction(sig, act, old);
    struct sigaction prev = ppw_user_sa[sig];
    int r = 0;
    if (ppw_owned[sig]) {
        /* The kernel keeps ppw's handler; the program's disposition is recorded. */
        if (act) {
            struct sigaction k;
            ppw_owned_action(act, &k);
            ppw_user_sa[sig] = *act;
            r = ppw_real_sigaction(sig, &k, NULL);
            if (r != 0) ppw_user_sa[sig] = prev;
        }
        if (r == 0 && old) *old = prev;
        return r;
    }
    if (act && ppw_is_function(act)) {
        struct sigaction t = *act;
        t.sa_flags |= SA_SIGINFO;
        t.sa_sigaction = ppw_sig_trampoline;
        ppw_user_sa[sig] = *act;
        r = ppw_real_sigaction(sig, &t, old);
    } else {
        r = ppw_real_sigaction(sig, act, old);
    }
    if (r == 0 && old && (old->sa_flags & SA_SIGINFO) &&
        old->sa_sigaction == ppw_sig_trampoline)
        *old = prev;
    return r;
}

NOINSTR sighandler_t signal(int sig, sighandler_t handler)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(sig, &sa, &old) < 0) return SIG_ERR;
    return (old.sa_flags & SA_SIGINFO) ? (sighandler_t)(void *)old.sa_sigaction : old.sa_handler;
}

/* Component costs of recording one MPI call, measured on this machine (thread CPU time, the
 * best of several repetitions, so that other processes on a loaded machine disturb it little).
 *
 *   timer      one __rdtsc() reading (the wrappers take two per call)
 *   tls        one initial-exec TLS load + store (the wrappers' thread-state check)
 *   thread cpu one getrusage(RUSAGE_THREAD) / clock_gettime(CLOCK_THREAD_CPUTIME_ID)
 *   rust_*     one call of the runtime's Rust entry point for a blocking send
 *              (`ppw_call_send`: ENTER, SEND, EXIT records or the profile update, plus the
 *              amortized flush in trace mode), with constant timestamps: no timer reading
 *   wrapper    a whole wrapped MPI_Send to MPI_PROC_NULL (no message: PMPI returns at once)
 *              minus the same call without ppw (run the program uninstrumented for that)
 *
 * Build and run under the runtime (run.sh does this):
 *   mpicc -O2 -o micro micro.c -ldl
 *   LD_PRELOAD=libppw.so PPW_DIR=/tmp/x PPW_MODE=trace mpirun -np 1 ./micro
 * Output: one "name ns" line per component.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include <x86intrin.h>

static double cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static __thread uint64_t tls_word __attribute__((tls_model("initial-exec")));
static volatile uint64_t sink;

typedef void *(*attach_t)(void);
typedef void (*send_t)(void *h, uint32_t region, void *ra, uint64_t t0, uint64_t t1,
                       uint64_t comm, int32_t peer, int32_t tag, int64_t bytes);

#define REPS 41
#define BEST(name, n, body)                                                                 \
    do {                                                                                    \
        double best = 1e30;                                                                 \
        for (int r = 0; r < REPS; r++) {                                                    \
            double c0 = cpu();                                                              \
            for (long i = 0; i < (n); i++) { body; }                                        \
            double d = cpu() - c0;                                                          \
            if (d < best) best = d;                                                         \
        }                                                                                   \
        printf("%-12s %8.2f\n", name, best * 1e9 / (n));                                    \
    } while (0)

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 200000;
    MPI_Init(&argc, &argv);
    BEST("timer", n, sink += __rdtsc());
    BEST("tls", n, tls_word += i; sink += tls_word);
    struct rusage ru;
    BEST("getrusage", n / 20, getrusage(RUSAGE_THREAD, &ru); sink += ru.ru_utime.tv_usec);
    struct timespec ts;
    BEST("threadcpu", n / 20, clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); sink += ts.tv_nsec);
    double x = 0;
    BEST("wrapper", n, MPI_Send(&x, 1, MPI_DOUBLE, MPI_PROC_NULL, 1, MPI_COMM_WORLD));
    attach_t attach = (attach_t)dlsym(RTLD_DEFAULT, "ppw_c_attach");
    send_t send = (send_t)dlsym(RTLD_DEFAULT, "ppw_call_send");
    if (attach && send) {
        void *h = attach();
        /* As the C wrappers do around the call into Rust: the thread is inside ppw (its own
         * rank-file writes must not be recorded as I/O). */
        *(volatile uint32_t *)h = 1;
        uint64_t world = (uint64_t)(uintptr_t)MPI_COMM_WORLD;
        uint64_t t = __rdtsc();
        /* Region 4 is MPI_Send (row order of build/mpi.tbl). */
        BEST("rust_send", n, t += 300 + (i & 63); send(h, 4, (void *)main, t, t + 100, world, 0, 1, 8));
        *(volatile uint32_t *)h = 0;
    }
    MPI_Finalize();
    return 0;
}

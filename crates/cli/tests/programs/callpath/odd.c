/* Stacks the unwinder cannot simply walk (issue 13, bad input), with 2 ranks:
 * - a signal handler that calls write() (async-signal-safe, wrapped by ppw as I/O): its
 *   calling context crosses the kernel's signal frame;
 * - machine code generated at run time ("JIT", no symbols, no unwind tables) that calls
 *   jit_target(), which calls MPI_Barrier: the unwinder stops at the generated code;
 * - recursion 200 levels deep that calls MPI_Allreduce at the bottom (cut by the depth limit).
 * Every one must give a call path with a placeholder where names are unknown, and no crash. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <mpi.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int devnull = -1;

static void on_signal(int sig)
{
    (void)sig;
    static const char msg[] = "signal\n";
    if (write(devnull, msg, sizeof msg - 1) < 0)
        _exit(3);
}

__attribute__((noinline)) static void jit_target(void)
{
    MPI_Barrier(MPI_COMM_WORLD);
}

/* sub rsp,8; movabs rax,imm64; call rax; add rsp,8; ret */
static void (*make_jit(void (*target)(void)))(void)
{
    unsigned char code[] = {0x48, 0x83, 0xEC, 0x08, 0x48, 0xB8, 0, 0, 0, 0, 0, 0, 0, 0,
                            0xFF, 0xD0, 0x48, 0x83, 0xC4, 0x08, 0xC3};
    uint64_t addr = (uint64_t)(uintptr_t)target;
    memcpy(code + 6, &addr, sizeof addr);
    void *page = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS,
                      -1, 0);
    if (page == MAP_FAILED)
        return NULL;
    memcpy(page, code, sizeof code);
    return (void (*)(void))page;
}

__attribute__((noinline)) static int recurse(int n)
{
    if (n == 0) {
        int one = 1, sum = 0;
        MPI_Allreduce(&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        return sum;
    }
    return recurse(n - 1) + 1; /* not a tail call */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    devnull = open("/dev/null", O_WRONLY);
    signal(SIGUSR1, on_signal);
    for (int i = 0; i < 3; i++)
        raise(SIGUSR1);
    void (*jit)(void) = make_jit(jit_target);
    if (jit)
        for (int i = 0; i < 3; i++)
            jit();
    int r = recurse(200);
    close(devnull);
    MPI_Finalize();
    return r == 202 ? 0 : 1;
}

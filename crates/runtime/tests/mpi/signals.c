/* The program's own signal handlers under ppw (no MPI): a plain SIGINT handler after which the
 * program goes on, then an SA_SIGINFO | SA_RESETHAND SIGSEGV handler that reports the fault and
 * returns, so that the fault repeats under the default action and kills the process. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ppw.h"

/* Built with PPW_WEAK: the regions exist only under ppw. */
#define BEGIN(name) if (ppw_region_begin) ppw_region_begin(name)
#define END(name) if (ppw_region_end) ppw_region_end(name)

static volatile sig_atomic_t interrupts;

static void on_int(int sig)
{
    (void)sig;
    interrupts++;
}

static void on_segv(int sig, siginfo_t *si, void *ctx)
{
    char buf[128];
    (void)ctx;
    int n = snprintf(buf, sizeof buf, "handler: signal %d code %d address %p\n", sig, si->si_code,
                     si->si_addr);
    if (write(1, buf, (size_t)n) < 0) _exit(3);
}

int main(void)
{
    struct sigaction sa, old;
    BEGIN("before");
    signal(SIGINT, on_int);
    raise(SIGINT);
    END("before");
    sigaction(SIGINT, NULL, &old);
    printf("interrupts %d, own handler reported back %d\n", (int)interrupts,
           old.sa_handler == on_int);
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    BEGIN("after");
    fflush(stdout);
    *(volatile int *)16 = 1;
    END("after");
    return 0;
}

/* A function of about 50 ns called 10 M times (bench/throttle/run.sh): the cost of
 * -finstrument-functions under ppw with and without throttling. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;

__attribute__((noinline)) void work50(unsigned long i)
{
    unsigned long x = i;
    for (int k = 0; k < 80; k++) x = x * 6364136223846793005ul + 1442695040888963407ul;
    sink += x;
}

__attribute__((no_instrument_function)) static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    double t0 = now();
    for (long i = 0; i < n; i++) work50((unsigned long)i);
    double t = now() - t0;
    printf("%ld calls in %.3f s: %.1f ns per call\n", n, t, t / n * 1e9);
    return 0;
}

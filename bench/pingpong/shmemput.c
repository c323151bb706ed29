/* OpenSHMEM counterpart of putflush.c (issue 12): PE 0 puts 8 bytes into PE 1 with
 * shmem_putmem and completes it with shmem_quiet, N times; 10% warm-up iterations first.
 * Build with oshcc. Usage: shmemput [N] */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double target;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000;
    double x = 1.0;
    shmem_init();
    if (shmem_my_pe() == 0) {
        double t0 = 0;
        for (int i = 0; i < n + n / 10; i++) {
            if (i == n / 10) t0 = now();
            shmem_putmem(&target, &x, sizeof x, 1);
            shmem_quiet();
        }
        printf("shmemput: %d putmem+quiet in %.3f s (%.2f us each)\n", n, now() - t0,
               (now() - t0) / n * 1e6);
    }
    shmem_barrier_all();
    shmem_finalize();
    return 0;
}

/* Performance counters per region (crates/cli/tests/counters.rs): the user region "touch"
 * writes one byte into each of PAGES fresh pages (one page fault each), the region "spin"
 * computes about 20 ms and "nap" sleeps in 10 pieces (context switches). */
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#define PPW_WEAK
#include "ppw.h"

#define PAGES 2000

static volatile double sink;

int main(void)
{
    char *p = mmap(NULL, PAGES * 4096L, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                   -1, 0);
    if (p == MAP_FAILED) return 1;
    ppw_region_begin("touch");
    for (long i = 0; i < PAGES; i++) p[i * 4096] = 1;
    ppw_region_end("touch");

    ppw_region_begin("spin");
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do {
        for (int i = 0; i < 1000; i++) sink += i;
        clock_gettime(CLOCK_MONOTONIC, &t);
    } while ((t.tv_sec - t0.tv_sec) * 1e3 + (t.tv_nsec - t0.tv_nsec) / 1e6 < 20);
    ppw_region_end("spin");

    ppw_region_begin("nap");
    for (int i = 0; i < 10; i++) {
        struct timespec d = {0, 1000000};
        nanosleep(&d, NULL);
    }
    ppw_region_end("nap");
    munmap(p, PAGES * 4096L);
    return 0;
}

/* Filter matching inside the measured program (issue 35, item 12): about 0.4 s of work, then
 * one user region with a 2 MB name (a demangled C++ name of nested templates can be that long)
 * and 1,000 user regions of ordinary names, each entered once. Under a filter of 10,000 rules
 * every new name is matched against the rules once. Prints the program's own run time.
 *   bench/filter/run.sh */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define PPW_WEAK
#include "ppw.h"

static volatile double sink;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(void)
{
    double t0 = now();
    while (now() - t0 < 0.4) sink += 1;
    const char *part = "Eigen::Matrix<double, 3, 3, 0, 3, 3>, ";
    size_t n = 2u << 20, len = strlen(part);
    char *huge = malloc(n + 64);
    strcpy(huge, "std::vector<");
    size_t at = strlen(huge);
    while (at + len < n) {
        memcpy(huge + at, part, len);
        at += len;
    }
    strcpy(huge + at, "std::allocator<void> >::push_back()");
    if (ppw_region_begin) ppw_region_begin(huge);
    sink += 1;
    if (ppw_region_end) ppw_region_end(huge);
    char name[64];
    for (int i = 0; i < 1000; i++) {
        snprintf(name, sizeof name, "app::detail::helper_%d", i);
        if (ppw_region_begin) ppw_region_begin(name);
        sink += i;
        if (ppw_region_end) ppw_region_end(name);
    }
    printf("%.3f s\n", now() - t0);
    free(huge);
    return 0;
}

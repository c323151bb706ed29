/* A plain (non-MPI) program with ppw.h user regions and a phase marker. */
#define PPW_WEAK
#include "ppw.h"
#include <stdio.h>
#include <time.h>

static void nap(long ms) {
    struct timespec ts = { 0, ms * 1000000L };
    nanosleep(&ts, NULL);
}

int main(void) {
    for (int i = 0; i < 3; i++) {
        if (ppw_region_begin) ppw_region_begin("compute");
        nap(5);
        if (ppw_region_end) ppw_region_end("compute");
    }
    if (ppw_phase) ppw_phase("done");
    printf("plain_regions: ok\n");
    return 0;
}

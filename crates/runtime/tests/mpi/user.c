/* A plain (non-MPI) program with ppw.h user regions, a phase marker and functions compiled
 * with -finstrument-functions. */
#include "ppw.h"

static volatile double sink;

static void leaf(int i) { sink += i; }

static void compute(int n)
{
    for (int i = 0; i < n; i++) leaf(i);
}

int main(void)
{
    ppw_region_begin("setup");
    compute(3);
    ppw_region_end("setup");
    ppw_phase("solve phase");
    for (int i = 0; i < 2; i++) {
        ppw_region_begin("solve");
        compute(2);
        ppw_region_end("solve");
    }
    return 0;
}

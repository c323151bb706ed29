/* Many distinct phases or user regions (docs/BENCHMARKS.md, "Many distinct phases and
 * regions"; issue 35 item 12): every iteration enters a phase (`phases`) or a user region
 * (`regions`) of its own name, `phase_<i>` / `region_<i>`, around one MPI_Allreduce.
 *
 *   regions MODE N   (MODE: phases or regions) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define PPW_WEAK
#include "ppw.h"

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int phases = argc > 1 && strcmp(argv[1], "phases") == 0;
    int n = argc > 2 ? atoi(argv[2]) : 10000;
    int x = 1, y = 0;
    char name[32];
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, phases ? "phase_%d" : "region_%d", i);
        if (phases && ppw_phase_begin) ppw_phase_begin(name);
        if (!phases && ppw_region_begin) ppw_region_begin(name);
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        if (phases && ppw_phase_end) ppw_phase_end(name);
        if (!phases && ppw_region_end) ppw_region_end(name);
    }
    MPI_Finalize();
    return 0;
}

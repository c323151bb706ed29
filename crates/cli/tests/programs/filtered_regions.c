/* An MPI program with two user regions per rank (crates/cli/tests/run.rs): `work` (10 visits)
 * and `kept` (10 visits), each followed by a barrier. A filter that excludes `work` leaves only
 * `kept` in the experiment. Run with any number of ranks. */
#include <mpi.h>
#define PPW_WEAK
#include "ppw.h"

static volatile double sink;

static void region(const char *name)
{
    if (ppw_region_begin) ppw_region_begin(name);
    for (int i = 0; i < 10000; i++) sink += i;
    if (ppw_region_end) ppw_region_end(name);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    for (int i = 0; i < 10; i++) {
        region("work");
        region("kept");
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}

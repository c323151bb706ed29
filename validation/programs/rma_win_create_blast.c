/* PPerfMark winCreateBlast (seed 004, Table 3): create and free `windows` RMA windows in quick
 * succession, each named ("blast 0", "blast 1", ...). Expected: exactly `windows` visits of
 * MPI_Win_create and MPI_Win_free per rank (the waits in them are whatever the scheduler made
 * of back-to-back collectives on shared cores: not checked). Any number of ranks (suite: 3). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int windows = pv_int("windows", 200);
    double mem[4];
    pv_at(0);
    for (int i = 0; i < windows; i++) {
        MPI_Win win;
        char name[32];
        MPI_Win_create(mem, sizeof mem, sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
        snprintf(name, sizeof name, "blast %d", i);
        MPI_Win_set_name(win, name);
        MPI_Win_free(&win);
    }
    if (pv_rank == 0) {
        for (int r = 0; r < pv_size; r++) {
            pv_expect_profile(r, "main/MPI_Win_create", windows, -1);
            pv_expect_profile(r, "main/MPI_Win_free", windows, -1);
        }
    }
    return pv_finish();
}

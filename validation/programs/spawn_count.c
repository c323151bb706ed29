/* PPerfMark spawnCount (seed 004, Table 3): the parent ranks spawn `children` child processes
 * of this program, which simply exit. Expected: the children join the experiment as new
 * ranks numbered after the parents' (size .. size + children - 1), each with one
 * MPI_Comm_get_parent visit, and one MPI_Comm_spawn visit per parent rank. Open MPI only
 * (MPICH's MPI_Comm_spawn fails on the development machine without ppw as well). Suite: 2
 * parent ranks. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm parent;
    MPI_Comm_get_parent(&parent);
    if (parent != MPI_COMM_NULL) { /* a child: nothing to do, and nothing to print */
        MPI_Comm_disconnect(&parent);
        MPI_Finalize();
        return 0;
    }
    pv_start(argc, argv, 50);
    int children = pv_int("children", 3);
    MPI_Comm inter;
    char *args[] = {"child", NULL};
    MPI_Comm_spawn(argv[0], args, children, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter,
                   MPI_ERRCODES_IGNORE);
    MPI_Comm_disconnect(&inter);
    if (pv_rank == 0) {
        for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Comm_spawn", 1, -1);
        for (int c = 0; c < children; c++)
            pv_expect_profile(pv_size + c, "main/MPI_Comm_get_parent", 1, -1);
    }
    return pv_finish();
}

/* PPerfMark spawnSync (seed 004, Table 3): the parents spawn one child each, merge the
 * inter-communicator into an intra-communicator (parents first) and every parent sends
 * `iters` messages of `count` doubles to its child; each parent computes (parentFunction,
 * spinning) `delay_ms` before each send, so each child waits in MPI_Recv (in childFunction).
 * Expected: the children are ranks size .. 2 size - 1; late_sender at the children's
 * main/main/childFunction/MPI_Recv of about iters x delay_ms per child (at least 80%: the
 * children's receive enter times are not on the parents' schedule); the parents cpu_bound in
 * parentFunction; exact message counts and bytes. Compile with -finstrument-functions. Open
 * MPI only (see spawn_count.c). Suite: 2 parent ranks. */
#include "pv.h"

__attribute__((noinline)) void parentFunction(MPI_Comm all, int child, int iters, int count,
                                              double delay) {
    double *buf = calloc(count, sizeof(double));
    for (int k = 0; k < iters; k++) {
        pv_spin_ms(delay);
        MPI_Send(buf, count, MPI_DOUBLE, child, k, all);
    }
    free(buf);
}

__attribute__((noinline)) void childFunction(MPI_Comm all, int parent, int iters, int count) {
    double *buf = calloc(count, sizeof(double));
    for (int k = 0; k < iters; k++)
        MPI_Recv(buf, count, MPI_DOUBLE, parent, k, all, MPI_STATUS_IGNORE);
    free(buf);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm parent, inter, all;
    MPI_Comm_get_parent(&parent);
    int iters = 5, count = 64;
    double delay = 40;
    if (parent != MPI_COMM_NULL) {
        int me, n;
        MPI_Comm_rank(MPI_COMM_WORLD, &me);
        MPI_Intercomm_merge(parent, 1, &all); /* children after the parents */
        MPI_Comm_size(all, &n);
        MPI_Barrier(all); /* start together: the children's receives wait for the parents */
        childFunction(all, me, iters, count);
        MPI_Comm_free(&all);
        MPI_Comm_disconnect(&parent);
        MPI_Finalize();
        return 0;
    }
    pv_start(argc, argv, 50);
    MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, pv_size, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter,
                   MPI_ERRCODES_IGNORE);
    MPI_Intercomm_merge(inter, 0, &all);
    MPI_Barrier(all);
    parentFunction(all, pv_size + pv_rank, iters, count, delay);
    MPI_Comm_free(&all);
    MPI_Comm_disconnect(&inter);
    if (pv_rank == 0) {
        for (int c = 0; c < pv_size; c++) {
            pv_say("PPW_EXPECT_SEVERITY {\"metric\": \"late_sender\", \"rank\": %d, "
                   "\"callpath_suffix\": \"childFunction/MPI_Recv\", \"seconds\": %.6f, "
                   "\"rel_tol\": 0.2, \"rel_tol_above\": 0.5, \"abs_tol\": 0.01}",
                   pv_size + c, iters * delay / 1e3);
            pv_expect_profile(pv_size + c, "*childFunction/MPI_Recv", iters,
                              (long long)iters * count * 8);
            pv_expect_profile(c, "*parentFunction/MPI_Send", iters, (long long)iters * count * 8);
        }
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": null, \"callpath_suffix\": "
               "\"parentFunction\", \"min_seconds\": %.6f}",
               0.8 * pv_size * iters * delay / 1e3);
    }
    return pv_finish();
}

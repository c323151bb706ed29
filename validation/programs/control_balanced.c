/* Balanced control: the communication of the wait-state programs (Send/Recv pairs both ways,
 * Isend/Irecv/Waitall ring, Ssend/Recv pairs, Barrier, Allreduce, Bcast, Reduce, Scan,
 * Iallreduce/Wait), every rank entering each operation at the same scheduled instant: no
 * deliberate imbalance. Any wait is then caused by the OS waking ranks at slightly different
 * times, which the program measures: at each call path the waits (summed over ranks, any
 * wait-state kind) may not exceed what those measured differences explain,
 * sum over ranks and calls of (latest enter - own enter), plus 0.5 ms per call and rank and
 * 2 ms; a pattern program shows 40 ms per call and waiting rank. Any number of ranks. */
#include "pv.h"

enum { P2P_UP, P2P_DOWN, WAITALL, SSEND, BARRIER, ALLREDUCE, BCAST, REDUCE, SCAN, IALLREDUCE, NOPS };
static const char *paths[NOPS][2] = {
    {"main/MPI_Recv", "main/MPI_Send"}, {"main/MPI_Recv", "main/MPI_Send"},
    {"main/MPI_Waitall", NULL},         {"main/MPI_Ssend", "main/MPI_Recv"},
    {"main/MPI_Barrier", NULL},         {"main/MPI_Allreduce", NULL},
    {"main/MPI_Bcast", NULL},           {"main/MPI_Reduce", NULL},
    {"main/MPI_Scan", NULL},            {"main/MPI_Wait", NULL}};

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 5);
    double gap = pv_dbl("gap_ms", 10), period = (NOPS + 1) * gap;
    int n = pv_size, me = pv_rank, right = (me + 1) % n, left = (me + n - 1) % n;
    int up = me % 2 == 0 ? me + 1 : me - 1; /* pair partner, n if none */
    if (up >= n) up = -1;
    double x = me, y = 0, t[NOPS * PV_MAXIT];
    int a = me, b = 0;
    if (iters > PV_MAXIT) iters = PV_MAXIT;

    for (int k = 0; k < iters; k++) {
        double s = k * period;
        MPI_Request rq[2];
        /* pairs (0,1), (2,3), ...: even -> odd, then odd -> even */
        t[P2P_UP * iters + k] = pv_at(s + P2P_UP * gap);
        if (up >= 0 && me % 2 == 0) MPI_Send(&a, 1, MPI_INT, up, 0, MPI_COMM_WORLD);
        if (up >= 0 && me % 2 == 1) MPI_Recv(&b, 1, MPI_INT, up, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        t[P2P_DOWN * iters + k] = pv_at(s + P2P_DOWN * gap);
        if (up >= 0 && me % 2 == 1) MPI_Send(&a, 1, MPI_INT, up, 1, MPI_COMM_WORLD);
        if (up >= 0 && me % 2 == 0) MPI_Recv(&b, 1, MPI_INT, up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        pv_at(s + WAITALL * gap);
        MPI_Irecv(&b, 1, MPI_INT, left, 2, MPI_COMM_WORLD, &rq[0]);
        MPI_Isend(&a, 1, MPI_INT, right, 2, MPI_COMM_WORLD, &rq[1]);
        t[WAITALL * iters + k] = pv_ms();
        MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
        t[SSEND * iters + k] = pv_at(s + SSEND * gap);
        if (up >= 0 && me % 2 == 0) MPI_Ssend(&a, 1, MPI_INT, up, 3, MPI_COMM_WORLD);
        if (up >= 0 && me % 2 == 1) MPI_Recv(&b, 1, MPI_INT, up, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        t[BARRIER * iters + k] = pv_at(s + BARRIER * gap);
        MPI_Barrier(MPI_COMM_WORLD);
        t[ALLREDUCE * iters + k] = pv_at(s + ALLREDUCE * gap);
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        t[BCAST * iters + k] = pv_at(s + BCAST * gap);
        MPI_Bcast(&x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        t[REDUCE * iters + k] = pv_at(s + REDUCE * gap);
        MPI_Reduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
        t[SCAN * iters + k] = pv_at(s + SCAN * gap);
        MPI_Scan(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        t[IALLREDUCE * iters + k] = pv_at(s + IALLREDUCE * gap);
        MPI_Iallreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq[0]);
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    }

    int stride = NOPS * iters;
    double *all = pv_gather(t, stride);
    if (pv_rank == 0) {
        /* explained[path]: summed over the operations at that call path */
        const char *names[2 * NOPS];
        double bound[2 * NOPS], worst = 0;
        int np = 0;
        for (int j = 0; j < NOPS; j++) {
            double ex = 0;
            for (int k = 0; k < iters; k++) {
                double latest = -1e300;
                for (int r = 0; r < n; r++)
                    if (all[r * stride + j * iters + k] > latest) latest = all[r * stride + j * iters + k];
                for (int r = 0; r < n; r++) ex += (latest - all[r * stride + j * iters + k]) / 1e3;
            }
            ex += 0.0005 * iters * n;
            for (int p = 0; p < 2 && paths[j][p]; p++) {
                int i = 0;
                while (i < np && strcmp(names[i], paths[j][p]) != 0) i++;
                if (i == np) {
                    names[np] = paths[j][p];
                    bound[np++] = 0.002;
                }
                bound[i] += ex;
            }
        }
        for (int i = 0; i < np; i++) {
            pv_expect_none_at("\"wait_states\"", names[i], bound[i]);
            if (bound[i] > worst) worst = bound[i];
        }
        pv_expect_none("\"wait_states\"", worst);
        for (int r = 0; r < n; r++) {
            pv_expect_profile(r, "main/MPI_Barrier", iters, -1);
            pv_expect_profile(r, "main/MPI_Waitall", iters, -1);
        }
    }
    return pv_finish();
}

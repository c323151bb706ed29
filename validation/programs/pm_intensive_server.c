/* PPerfMark intensive-server: an overloaded server. Each client (rank > 0) repeatedly sends a
 * request to rank 0 and waits for the reply; the server takes the requests in rank order and
 * wastes work_ms of computation (waste_time, pv_spin_ms) before each reply.
 * Table 2: "much time in MPI_Barrier because processes were late getting to the barrier; a
 * computational bottleneck". ppw (no barrier here: the clients wait in the receive): late_sender
 * at the clients' main/main/client/MPI_Recv caused by rank 0 in waste_time, and cpu_bound on
 * rank 0 at main/main/server/waste_time of rounds * clients * work_ms (nominal; expected: the
 * time measured around the calls, longer when the server loses its core at the end of a spin).
 * With c clients and R
 * rounds, client i waits i * work in the first round and c * work in every later one:
 * work * (c(c+1)/2 + c*c*(R-1)) in all (nominal; expected: reply send enter - receive enter as
 * measured). Compile with -finstrument-functions. Suite: 4 ranks. */
#include "pv.h"

#define MAXC 16

__attribute__((noinline)) void waste_time(double ms) { pv_spin_ms(ms); }

static double wasted = 0; /* ms in waste_time, as measured around the calls */

/* t[r * MAXC + c]: the server's reply send enter to client c in round r */
__attribute__((noinline)) void server(int rounds, double work, double *t) {
    int v = 0;
    for (int r = 0; r < rounds; r++)
        for (int c = 1; c < pv_size; c++) {
            MPI_Recv(&v, 1, MPI_INT, c, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            double t0 = pv_ms();
            waste_time(work);
            wasted += pv_ms() - t0;
            t[r * MAXC + c] = pv_ms();
            MPI_Send(&v, 1, MPI_INT, c, 1, MPI_COMM_WORLD);
        }
}

/* t[r * MAXC]: this client's receive enter in round r */
__attribute__((noinline)) void client(int rounds, double *t) {
    int v = pv_rank;
    for (int r = 0; r < rounds; r++) {
        MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
        t[r * MAXC] = pv_ms();
        MPI_Recv(&v, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int rounds = pv_int("rounds", 4);
    double work = pv_dbl("work_ms", 15);
    double c = pv_size - 1;
    if (rounds > PV_MAXIT) rounds = PV_MAXIT;
    if (pv_size > MAXC) MPI_Abort(MPI_COMM_WORLD, 2);
    double *t = calloc((size_t)rounds * MAXC, sizeof(double));

    if (pv_rank == 0)
        server(rounds, work, t);
    else
        client(rounds, t);

    int n = rounds * MAXC;
    double *all = pv_gather(t, n);
    if (pv_rank == 0) {
        double wait = 0;
        for (int cl = 1; cl < pv_size; cl++)
            for (int r = 0; r < rounds; r++) {
                double d = all[r * MAXC + cl] - all[cl * n + r * MAXC];
                if (d > 0) wait += d / 1e3;
            }
        pv_say("PPW_EXPECT {\"kind\": \"late_sender\", \"rank\": 1, \"callpath\": "
               "\"main/main/client/MPI_Recv\", \"seconds\": %.6f, \"rel_tol\": 0.05, "
               "\"abs_tol\": %.4f, \"cause_rank\": 0, \"cause_callpath_suffix\": \"waste_time\", "
               "\"nominal\": %.6f}",
               wait, pv_abs_tol(rounds * (pv_size - 1)),
               work * (c * (c + 1) / 2 + c * c * (rounds - 1)) / 1e3);
        pv_say("PPW_EXPECT {\"kind\": \"cpu_bound\", \"rank\": 0, \"callpath\": "
               "\"main/main/server/waste_time\", \"seconds\": %.6f, \"rel_tol\": 0.05, "
               "\"abs_tol\": 0.005, \"nominal\": %.6f}",
               wasted / 1e3, rounds * c * work / 1e3);
    }
    return pv_finish();
}

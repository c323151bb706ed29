/* Scalasca's Wait at Window Create and Wait at Window Free: `iters` windows, created with
 * MPI_Win_create (even ones) or MPI_Win_allocate (odd ones), named "cfWin", and freed. The
 * last rank computes `create_ms` before each creation, rank 0 `free_ms` before each release
 * (`gap_ms` after the creation was scheduled: room for late wake-ups, which with MPICH's
 * busy-polling ranks on 2 cores reach tens of ms); the others enter on time. Expected, from
 * the enter times the ranks measured: every rank's Wait at Window Create (the last enter of
 * the creation - its own; nominally create_ms per window on every rank but the last) at
 * main/MPI_Win_create and main/MPI_Win_allocate, cause the last rank, and Wait at Window Free
 * at main/MPI_Win_free (nominally free_ms per window on every rank but 0), cause rank 0 (the
 * causes as measured: the rank that kept the others waiting longest). Any number of ranks
 * >= 2 (suite: 3). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    if (pv_size < 2) pv_need_ranks(2);
    int iters = pv_int("iters", 4), count = pv_int("count", 8);
    double create_ms = pv_dbl("create_ms", 30), free_ms = pv_dbl("free_ms", 40),
           gap = pv_dbl("gap_ms", 60), period = pv_dbl("period_ms", create_ms + gap + free_ms + 40);
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    int last = pv_size - 1;
    double create_t[PV_MAXIT], free_t[PV_MAXIT];
    double *mem = calloc(count, sizeof(double));

    for (int k = 0; k < iters; k++) {
        MPI_Win win;
        double *base;
        create_t[k] = pv_at(k * period + (pv_rank == last ? create_ms : 0));
        if (k % 2 == 0)
            MPI_Win_create(mem, count * sizeof(double), sizeof(double), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &win);
        else
            MPI_Win_allocate(count * sizeof(double), sizeof(double), MPI_INFO_NULL,
                             MPI_COMM_WORLD, &base, &win);
        MPI_Win_set_name(win, "cfWin");
        free_t[k] = pv_at(k * period + create_ms + gap + (pv_rank == 0 ? free_ms : 0));
        MPI_Win_free(&win);
    }

    double mine[2 * PV_MAXIT];
    for (int k = 0; k < iters; k++) {
        mine[k] = create_t[k];
        mine[iters + k] = free_t[k];
    }
    double *all = pv_gather(mine, 2 * iters);
    if (pv_rank == 0) {
        int n = pv_size, half[2] = {(iters + 1) / 2, iters / 2};
        const char *path[2] = {"main/MPI_Win_create", "main/MPI_Win_allocate"};
        /* Per kind of creation (even / odd windows) and for the releases: the enter times of
         * those windows, rank-major, for pv_wait_latest. */
        double *c[2], *f = calloc((size_t)n * iters, sizeof(double));
        for (int e = 0; e < 2; e++) c[e] = calloc((size_t)n * iters, sizeof(double));
        for (int r = 0; r < n; r++)
            for (int k = 0; k < iters; k++) {
                c[k % 2][r * half[k % 2] + k / 2] = all[r * 2 * iters + k];
                f[r * iters + k] = all[r * 2 * iters + iters + k];
            }
        double tol = 0.005 + 0.0005 * iters;
        for (int e = 0; e < 2; e++) {
            double total = 0;
            for (int r = 0; r < n; r++) {
                double w = pv_wait_latest(c[e], half[e], r, NULL, 0);
                total += w;
                pv_expect_sum("[\"rma_wait_at_create\"]", r, path[e], w, 0.1, tol);
            }
            pv_expect_full("rma_wait_at_create", -1, path[e], total, 0.1, -1, (n - 1) * tol,
                           pv_cause_latest(c[e], half[e]), (n - 1) * half[e] * create_ms / 1e3);
        }
        double total = 0;
        for (int r = 0; r < n; r++) {
            double w = pv_wait_latest(f, iters, r, NULL, 0);
            total += w;
            pv_expect_sum("[\"rma_wait_at_free\"]", r, "main/MPI_Win_free", w, 0.1, tol);
        }
        pv_expect_full("rma_wait_at_free", -1, "main/MPI_Win_free", total, 0.1, -1, (n - 1) * tol,
                       pv_cause_latest(f, iters), (n - 1) * iters * free_ms / 1e3);
        for (int r = 0; r < n; r++) {
            pv_expect_profile(r, "main/MPI_Win_create", half[0], -1);
            pv_expect_profile(r, "main/MPI_Win_allocate", half[1], -1);
            pv_expect_profile(r, "main/MPI_Win_free", iters, -1);
        }
        free(f);
        free(c[0]);
        free(c[1]);
    }
    free(mem);
    return pv_finish();
}

/* A multi-threaded rank (MPI_THREAD_MULTIPLE): on rank 1 the main thread receives tag 1 and a
 * second thread (running thread_body) receives tag 2, both entering at each slot. Rank 0 sends
 * tag 1 main_ms and tag 2 thread_ms after the slot. Each thread is its own location: the main
 * thread waits main_ms per call at main/MPI_Recv, the second thread thread_ms per call at
 * thread_body/MPI_Recv (a thread other than the initial one has no synthetic `main` root; its
 * call paths start at its outermost function below the C library's thread start). Expected sizes from the measured enter times. Profile rows are
 * per rank: both threads' visits count. 2 ranks. */
#include "pv.h"
#include <pthread.h>

static int iters;
static double main_ms, thread_ms, period;
static double t_thread[PV_MAXIT];

static void *thread_body(void *arg) {
    (void)arg;
    int v = 0;
    for (int k = 0; k < iters; k++) {
        t_thread[k] = pv_at(k * period);
        MPI_Recv(&v, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    return NULL;
}

int main(int argc, char **argv) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    pv_start(argc, argv, 100);
    pv_need_ranks(2);
    if (provided < MPI_THREAD_MULTIPLE) {
        if (pv_rank == 0) fprintf(stderr, "MPI_THREAD_MULTIPLE is not provided (%d)\n", provided);
        MPI_Abort(MPI_COMM_WORLD, 3);
    }
    iters = pv_int("iters", 4);
    main_ms = pv_dbl("main_ms", 30);
    thread_ms = pv_dbl("thread_ms", 80);
    period = pv_dbl("period_ms", thread_ms + 30);
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    int v = 0;
    /* rank 0: send enters of tag 1, tag 2; rank 1: receive enters of the main thread, thread */
    double t[2 * PV_MAXIT];

    if (pv_rank == 0) {
        for (int k = 0; k < iters; k++) {
            t[k] = pv_at(k * period + main_ms);
            MPI_Send(&v, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
            t[iters + k] = pv_at(k * period + thread_ms);
            MPI_Send(&v, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
        }
    } else {
        pthread_t th;
        pthread_create(&th, NULL, thread_body, NULL);
        for (int k = 0; k < iters; k++) {
            t[k] = pv_at(k * period);
            MPI_Recv(&v, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        pthread_join(th, NULL);
        for (int k = 0; k < iters; k++) t[iters + k] = t_thread[k];
    }

    double *all = pv_gather(t, 2 * iters);
    if (pv_rank == 0) {
        double *r1 = all + 2 * iters;
        pv_expect("late_sender", 1, "main/MPI_Recv", pv_lag(all, r1, iters), iters, 0,
                  iters * main_ms / 1e3);
        pv_expect("late_sender", 1, "thread_body/MPI_Recv",
                  pv_lag(all + iters, r1 + iters, iters), iters, 0,
                  iters * thread_ms / 1e3);
        pv_expect_profile(1, "main/MPI_Recv", iters, iters * 4LL);
        pv_expect_profile(1, "thread_body/MPI_Recv", iters, iters * 4LL);
        pv_expect_profile(0, "main/MPI_Send", 2 * iters, 2 * iters * 4LL);
    }
    return pv_finish();
}

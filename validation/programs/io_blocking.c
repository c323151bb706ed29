/* Blocking I/O: in the user region `read_input` each rank read()s 4 KiB from a pipe whose
 * writer (a helper thread) sleeps io_ms before writing, so each read blocks io_ms; no CPU and
 * no MPI involved. Expected: io_blocking at main/read_input/read (the wrapped POSIX call; the
 * name assumes I/O calls appear as regions named like the libc function, as MPI calls do) of
 * size * iters * io_ms (nominal; expected: the blocking time the program measured around its
 * reads). Sleep-based. Compile with -pthread. Suite: 2 ranks. */
#include "pv.h"
#include <pthread.h>
#include <unistd.h>

static int pipe_fd[2];
static int iters;
static double io_ms;

static void *writer(void *arg) {
    (void)arg;
    char buf[4096] = {0};
    for (int i = 0; i < iters; i++) {
        pv_nap_ms(io_ms);
        if (write(pipe_fd[1], buf, sizeof buf) != (ssize_t)sizeof buf) break;
    }
    return NULL;
}

int main(int argc, char **argv) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    pv_start(argc, argv, 50);
    iters = pv_int("iters", 5);
    io_ms = pv_dbl("io_ms", 30);
    char buf[4096];
    double blocked = 0;

    if (pipe(pipe_fd) != 0) MPI_Abort(MPI_COMM_WORLD, 4);
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    for (int i = 0; i < iters; i++) {
        pv_region_begin("read_input");
        size_t got = 0;
        double t0 = pv_ms();
        while (got < sizeof buf) {
            ssize_t n = read(pipe_fd[0], buf + got, sizeof buf - got);
            if (n <= 0) break;
            got += (size_t)n;
        }
        blocked += pv_ms() - t0;
        pv_region_end("read_input");
    }
    pthread_join(t, NULL);
    close(pipe_fd[0]);
    close(pipe_fd[1]);
    MPI_Barrier(MPI_COMM_WORLD);

    double *all = pv_gather(&blocked, 1);
    if (pv_rank == 0) {
        double s = 0;
        for (int r = 0; r < pv_size; r++) s += all[r] / 1e3;
        pv_say("PPW_EXPECT {\"kind\": \"io_blocking\", \"rank\": 0, \"callpath\": "
               "\"main/read_input/read\", \"seconds\": %.6f, \"rel_tol\": 0.05, \"abs_tol\": "
               "%.4f, \"nominal\": %.6f}",
               s, pv_abs_tol(iters * pv_size), pv_size * iters * io_ms / 1e3);
    }
    return pv_finish();
}

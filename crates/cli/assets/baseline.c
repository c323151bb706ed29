/* ppw baseline: bottleneck-free MPI micro-benchmarks that give the expected time of MPI
 * operations on this machine (thesis §5.2.2.1, baseline filtering). Built into `ppw`, compiled
 * with the launcher's mpicc and run WITHOUT the ppw runtime by `ppw baseline`, once per rank
 * count. Every rank enters every operation together (a barrier before each round), so nothing
 * waits for anyone: the times are the operations' own cost.
 *
 * Arguments: `pingpong=1` adds the point-to-point ping-pong (2 ranks), `round_ms=N` the length
 * of one timing round (default 4), `rounds=N` the rounds per measurement (default 7).
 *
 * Output, on rank 0's stdout, one line per measurement (times in seconds):
 *   PPW_BASELINE_MPI <the library's version string, first line>
 *   PPW_BASELINE p2p <bytes> <median one-way time> <fastest>
 *   PPW_BASELINE coll <operation> <ranks> <bytes> <median time> <fastest>
 * A collective's time is the slowest rank's mean time per call in a round; the median and the
 * fastest are over the rounds. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rank, size;
static double round_s = 0.004;
static int rounds = 7;
static char *sbuf, *rbuf;

enum op { PINGPONG, BARRIER, BCAST, ALLREDUCE, ALLTOALL };

static void run_op(enum op op, int bytes) {
    switch (op) {
    case PINGPONG:
        if (rank == 0) {
            MPI_Send(sbuf, bytes, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
            MPI_Recv(rbuf, bytes, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank == 1) {
            MPI_Recv(rbuf, bytes, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(sbuf, bytes, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
        }
        break;
    case BARRIER:
        MPI_Barrier(MPI_COMM_WORLD);
        break;
    case BCAST:
        MPI_Bcast(sbuf, bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
        break;
    case ALLREDUCE:
        MPI_Allreduce(sbuf, rbuf, bytes / 8, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        break;
    case ALLTOALL:
        MPI_Alltoall(sbuf, bytes, MPI_BYTE, rbuf, bytes, MPI_BYTE, MPI_COMM_WORLD);
        break;
    }
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Mean time per call of `reps` calls, the slowest rank's. */
static double timed(enum op op, int bytes, int reps) {
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int i = 0; i < reps; i++) run_op(op, bytes);
    double mine = (MPI_Wtime() - t0) / reps, all = 0;
    MPI_Allreduce(&mine, &all, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    return all;
}

/* Median and fastest over the rounds; the repetitions per round are chosen so that a round
 * takes about round_s (at least 1, at most 100000). */
static void measure(enum op op, int bytes, double *median, double *fastest) {
    int reps = 1;
    double t = timed(op, bytes, reps); /* warm-up and first estimate */
    while (t * reps < round_s && reps < 100000) {
        reps = reps * 4 > 100000 ? 100000 : reps * 4;
        t = timed(op, bytes, reps);
    }
    double *v = malloc(sizeof(double) * rounds);
    for (int r = 0; r < rounds; r++) v[r] = timed(op, bytes, reps);
    qsort(v, rounds, sizeof(double), cmp);
    *median = v[rounds / 2];
    *fastest = v[0];
    free(v);
}

static const char *arg(int argc, char **argv, const char *name) {
    size_t n = strlen(name);
    for (int i = 1; i < argc; i++)
        if (strncmp(argv[i], name, n) == 0 && argv[i][n] == '=') return argv[i] + n + 1;
    return NULL;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const char *a;
    int pingpong = (a = arg(argc, argv, "pingpong")) && atoi(a) > 0;
    if ((a = arg(argc, argv, "round_ms")) && atof(a) > 0) round_s = atof(a) / 1e3;
    if ((a = arg(argc, argv, "rounds")) && atoi(a) > 0) rounds = atoi(a);

    static const int p2p_sizes[] = {0, 8, 64, 512, 4096, 32768, 262144, 1048576, 4194304};
    static const int coll_sizes[] = {8, 1024, 65536};
    static const int a2a_sizes[] = {8, 1024, 16384};
    size_t max = 4194304;
    if ((size_t)16384 * size > max) max = (size_t)16384 * size;
    sbuf = calloc(max, 1);
    rbuf = calloc(max, 1);
    if (!sbuf || !rbuf) MPI_Abort(MPI_COMM_WORLD, 3);

    if (rank == 0) {
        char version[MPI_MAX_LIBRARY_VERSION_STRING] = "";
        int len = 0;
        MPI_Get_library_version(version, &len);
        char *nl = strchr(version, '\n');
        if (nl) *nl = 0;
        printf("PPW_BASELINE_MPI %s\n", version);
    }
    double med, min;
    if (pingpong && size >= 2) {
        for (size_t i = 0; i < sizeof p2p_sizes / sizeof *p2p_sizes; i++) {
            measure(PINGPONG, p2p_sizes[i], &med, &min);
            if (rank == 0)
                printf("PPW_BASELINE p2p %d %.9e %.9e\n", p2p_sizes[i], med / 2, min / 2);
        }
    }
    measure(BARRIER, 0, &med, &min);
    if (rank == 0) printf("PPW_BASELINE coll MPI_Barrier %d 0 %.9e %.9e\n", size, med, min);
    for (size_t i = 0; i < sizeof coll_sizes / sizeof *coll_sizes; i++) {
        measure(BCAST, coll_sizes[i], &med, &min);
        if (rank == 0)
            printf("PPW_BASELINE coll MPI_Bcast %d %d %.9e %.9e\n", size, coll_sizes[i], med, min);
        measure(ALLREDUCE, coll_sizes[i], &med, &min);
        if (rank == 0)
            printf("PPW_BASELINE coll MPI_Allreduce %d %d %.9e %.9e\n", size, coll_sizes[i], med,
                   min);
    }
    for (size_t i = 0; i < sizeof a2a_sizes / sizeof *a2a_sizes; i++) {
        measure(ALLTOALL, a2a_sizes[i], &med, &min);
        if (rank == 0)
            printf("PPW_BASELINE coll MPI_Alltoall %d %d %.9e %.9e\n", size, a2a_sizes[i], med,
                   min);
    }
    fflush(stdout);
    free(sbuf);
    free(rbuf);
    MPI_Finalize();
    return 0;
}

/* Data-structure attribution (crates/cli/tests/datastruct.rs): rank 0 sends two arrays to
 * rank 1 in each of 4 iterations of `exchange`, and both swap a small named stack buffer.
 *   - `u`: a static array of 4096 doubles (32 KiB per message). Rank 0 computes 50 ms before
 *     sending it, so rank 1's receive into `u` waits: about 4 x 50 ms of Late Sender, load
 *     imbalance index near 1.
 *   - `v`: 8192 doubles (64 KiB) on the heap, allocated by `alloc_v` (unnamed: it is named by
 *     its allocation site); sent right after `u`, so its receive does not wait.
 *   - `tmp`: 16 doubles on the stack, named with ppw_name_buffer, swapped with MPI_Sendrecv.
 *   - `w`: 256 doubles from MPI_Alloc_mem in main, sent once after the iterations (named by
 *     the line that allocated it).
 * Run with 2 ranks. */
#include <mpi.h>
#include <stdlib.h>
#include <time.h>
#define PPW_WEAK
#include "ppw.h"

enum { NU = 4096, NV = 8192, NW = 256, ITERATIONS = 4, LATE_MS = 50 };

static double u[NU];

static void nap_ms(int ms)
{
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, NULL);
}

__attribute__((noinline)) static double *alloc_v(void)
{
    double *v = malloc(NV * sizeof(double)); /* the allocation site of `v` */
    if (v != NULL) v[0] = 0; /* not a tail call: the site stays in alloc_v */
    return v;
}

__attribute__((noinline)) static void exchange(int rank, double *v, double *tmp)
{
    int other = 1 - rank;
    if (rank == 0) {
        nap_ms(LATE_MS);
        MPI_Send(u, NU, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
        MPI_Send(v, NV, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
    } else {
        MPI_Recv(u, NU, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(v, NV, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Sendrecv_replace(tmp, 16, MPI_DOUBLE, other, 3, other, 3, MPI_COMM_WORLD,
                         MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double *v = alloc_v();
    double tmp[16] = {0};
    if (ppw_name_buffer) ppw_name_buffer(tmp, sizeof tmp, "tmp");
    for (int i = 0; i < NU; i++) u[i] = i;
    for (int i = 0; i < NV; i++) v[i] = i;
    for (int it = 0; it < ITERATIONS; it++) exchange(rank, v, tmp);
    double *w = NULL;
    MPI_Alloc_mem(NW * sizeof(double), MPI_INFO_NULL, &w); /* the allocation site of `w` */
    if (rank == 0) {
        for (int i = 0; i < NW; i++) w[i] = i;
        MPI_Send(w, NW, MPI_DOUBLE, 1, 4, MPI_COMM_WORLD);
    } else {
        MPI_Recv(w, NW, MPI_DOUBLE, 0, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Free_mem(w);
    free(v);
    MPI_Finalize();
    return 0;
}

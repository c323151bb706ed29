/* shmem_distribution.c: two symmetric objects with known access patterns, for the shared data
 * distribution view (crates/cli/tests/distribution.rs), on 4 PEs.
 *
 *   x     a heap array (shmem_malloc) of PART doubles per PE, used as one global array of
 *         PART * npes elements dealt out cyclically (element i on PE i % npes, at i / npes);
 *         each PE then reads the contiguous quarter it works on, element by element: a
 *         quarter of its reads are local, the rest remote. Each PE makes PART gets: PART /
 *         npes to every PE (itself included).
 *   hist  a static array of 64 longs; every PE adds ROUNDS times to PE 0's copy: only PE 0
 *         owns what is accessed.
 *   snap  a static array of 8 longs each PE fetches once from the next PE with shmem_long_get
 *         into its private static array `copy` (the data-structure attribution of a get's
 *         local buffer).
 */
#include <shmem.h>
#include <stdio.h>

#define PART 256
#define ROUNDS 50

static long hist[64];
static long snap[8], copy[8];

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    double *x = shmem_malloc(PART * sizeof(double));
    for (int j = 0; j < PART; j++) x[j] = me * PART + j;
    shmem_barrier_all();
    double sum = 0;
    long n = (long)PART * npes, lo = me * (n / npes), hi = lo + n / npes;
    for (long i = lo; i < hi; i++) sum += shmem_double_g(&x[i / npes], (int)(i % npes));
    for (int r = 0; r < ROUNDS; r++) shmem_long_atomic_add(&hist[(me * 8 + r) % 64], 1, 0);
    shmem_long_get(copy, snap, 8, (me + 1) % npes);
    shmem_barrier_all();
    if (me == 0) {
        long total = 0;
        for (int k = 0; k < 64; k++) total += hist[k];
        printf("sum %g hist %ld\n", sum, total);
    }
    shmem_free(x);
    shmem_finalize();
    return 0;
}

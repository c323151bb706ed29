/* OpenSHMEM calls with known records (tests/shmem.rs): on 3 PEs, each PE puts 4 longs to the
 * next PE 5 times (shmem_long_put), gets 16 bytes from it 3 times (shmem_getmem), one
 * shmem_int_p, two atomics on PE 0, shmem_quiet; a barrier over all PEs; a barrier and a
 * broadcast of 8 longs from root 1 over the active set {0, 2} (start 0, stride 2^1, size 2);
 * a sum reduction of 4 ints over all PEs; PE 0 waits until PE 1 set a flag; a lock. */
#include <shmem.h>
#include <stdio.h>

static long dst[8], src8[8], bsrc[8], bdst[8];
static long psync[SHMEM_REDUCE_SYNC_SIZE], lock, flag;
static int ired[4], isrc[4], iwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE], ip;

int main(void) {
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes(), next = (me + 1) % n;
    for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++) psync[i] = SHMEM_SYNC_VALUE;
    long *heap = shmem_malloc(16);
    shmem_barrier_all();
    for (int i = 0; i < 5; i++) shmem_long_put(dst, src8, 4, next);
    char buf[16];
    for (int i = 0; i < 3; i++) shmem_getmem(buf, heap, 16, next);
    shmem_int_p(&ip, me, next);
    shmem_long_atomic_fetch_add(heap, 1, 0);
    shmem_long_atomic_inc(heap, 0);
    shmem_quiet();
    shmem_barrier_all();
    if (me % 2 == 0) {
        shmem_barrier(0, 1, 2, psync);
    }
    shmem_barrier_all();
    if (me % 2 == 0) shmem_broadcast64(bdst, bsrc, 8, 1, 0, 1, 2, psync);
    shmem_barrier_all();
    shmem_int_sum_to_all(ired, isrc, 4, 0, 0, n, iwrk, psync);
    shmem_barrier_all();
    if (me == 1) shmem_long_p(&flag, 1, 0);
    if (me == 0) shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    shmem_set_lock(&lock);
    shmem_clear_lock(&lock);
    shmem_barrier_all();
    shmem_free(heap);
    printf("pe %d done\n", me);
    shmem_finalize();
    return 0;
}

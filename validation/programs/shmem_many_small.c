/* Frequency analysis on OpenSHMEM (issue 12: no model-specific code): PE 0 puts `count` longs
 * to PE 1 one by one with shmem_long_p, then the same data once with shmem_long_put (in the
 * user region `bulk`). Expected: many_small_transfers from PE 0 at main/shmem_long_p, none at
 * main/bulk/shmem_long_put; exact visits and bytes. 2 PEs. The calls' time must pass the
 * general threshold of 1% of the run, which shmem_init dominates: 200,000 puts. */
#define PV_SHMEM
#include "pv.h"

static long data[200000];

int main(int argc, char **argv) {
    shmem_init();
    pv_start(argc, argv, 50);
    pv_need_ranks(2);
    int count = pv_int("count", 200000);
    if (count > 200000) count = 200000;
    long *src = calloc(count, sizeof(long));

    pv_say("PPW_EXPECT {\"kind\": \"many_small_transfers\", \"rank\": 0, \"callpath\": "
           "\"main/shmem_long_p\"}");
    pv_say("PPW_EXPECT_NONE {\"kinds\": [\"many_small_transfers\"], \"callpath\": "
           "\"main/bulk/shmem_long_put\", \"max_seconds\": 0}");
    pv_expect_profile(0, "main/shmem_long_p", count, count * 8LL);
    pv_expect_profile(0, "main/bulk/shmem_long_put", 1, count * 8LL);

    if (pv_rank == 0) {
        for (int i = 0; i < count; i++) shmem_long_p(&data[i], src[i], 1);
        shmem_quiet();
        pv_region_begin("bulk");
        shmem_long_put(data, src, count, 1);
        shmem_quiet();
        pv_region_end("bulk");
    }
    shmem_barrier_all();
    free(src);
    return pv_finish();
}

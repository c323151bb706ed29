/* Barrier redundancy: every iteration exchanges a value around a ring (MPI_Sendrecv), meets in
 * a barrier (needed: communication since the previous barrier), computes (sleeps; rank r
 * step_ms x r longer, so that the time in the redundant barrier passes the findings'
 * thresholds), and meets in a second barrier with no communication on MPI_COMM_WORLD since the
 * first: redundant. The second barrier is called from the function `settle` (not
 * instrumented: the calling context unwound at run time makes its call path
 * main/settle/MPI_Barrier); the finding names it as the caller. Expected: redundant_barrier at
 * main/settle/MPI_Barrier with source = the second barrier's file:line (printed from
 * __LINE__), and exact visits of both barriers. 4 ranks. */
#include "pv.h"

static int redundant_line = 0;

/* The redundant barrier, one call level down (its return address lies in this function). */
__attribute__((noinline)) static void settle(void) {
    redundant_line = __LINE__ + 1;
    MPI_Barrier(MPI_COMM_WORLD);
    __asm__ volatile("" ::: "memory"); /* no tail call: MPI_Barrier returns here */
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 5);
    double work = pv_dbl("work_ms", 10), step = pv_dbl("step_ms", 8);
    int n = pv_size, right = (pv_rank + 1) % n, left = (pv_rank + n - 1) % n, a = pv_rank, b;

    for (int i = 0; i < iters; i++) {
        MPI_Sendrecv(&a, 1, MPI_INT, right, 0, &b, 1, MPI_INT, left, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        MPI_Barrier(MPI_COMM_WORLD);
        pv_nap_ms(work + step * pv_rank);
        settle();
    }

    pv_say("PPW_EXPECT {\"kind\": \"redundant_barrier\", \"rank\": null, \"callpath\": "
           "\"main/settle/MPI_Barrier\", \"source\": \"redundant_barrier.c:%d\", \"caller\": "
           "\"settle\"}",
           redundant_line);
    for (int r = 0; r < n; r++) {
        pv_expect_profile(r, "main/MPI_Barrier", iters, -1);
        pv_expect_profile(r, "main/settle/MPI_Barrier", iters, -1);
    }
    return pv_finish();
}

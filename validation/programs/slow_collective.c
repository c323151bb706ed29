/* A slow collective against the machine's baseline (`ppw baseline`): every rank enters
 * MPI_Allreduce at the same scheduled instant (no imbalance, so no wait state), but the
 * reduction is a user-defined operation that sleeps op_ms per invocation, so each call takes
 * at least op_ms per reduction step (log2 ranks steps, recursive doubling) where the baseline
 * for 8 bytes is microseconds. For comparison the same Allreduce with MPI_SUM in the user
 * region `fast`. Expected: slow_operation at main/slow/MPI_Allreduce of the calls' time
 * summed over ranks (as measured by the program) less the baseline's expectation for them
 * (microseconds on a quiet machine, milliseconds per call with MPICH on a loaded one);
 * none at main/fast/MPI_Allreduce. Needs a baseline file (suite entry `"baseline": true`).
 *
 * Suite: 2 ranks. On 4 ranks on the 2 VM cores MPICH's own 8-byte Allreduce takes 8-20 ms
 * (busy polling, a time slice per step; `ppw baseline` measures that), so the deliberately
 * slow call would be only 2-5x its baseline there, and the fast one comes close to it. On 2
 * ranks the baseline is a few microseconds on both MPIs. */
#include "pv.h"

static double op_ms = 40;

static void slow_sum(void *in, void *inout, int *len, MPI_Datatype *type) {
    (void)type;
    pv_nap_ms(op_ms);
    for (int i = 0; i < *len; i++) ((double *)inout)[i] += ((double *)in)[i];
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 6);
    op_ms = pv_dbl("op_ms", 40);
    int steps = 0;
    while ((1 << steps) < pv_size) steps++;
    /* Mostly idle periods: the fast calls stay far below the hotspot threshold (5% of the
     * total time) even when a loaded machine stretches them to milliseconds (seen with MPICH:
     * 12 fast calls took 85-120 ms in one run against 1 us each in the baseline). */
    double period = pv_dbl("period_ms", 2 * steps * op_ms + 220);
    double x = pv_rank, y = 0, d[PV_MAXIT];
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    MPI_Op slow;
    MPI_Op_create(slow_sum, 1, &slow);

    pv_expect_none_at("[\"slow_operation\"]", "main/fast/MPI_Allreduce", 0);

    for (int i = 0; i < iters; i++) {
        pv_at(i * period);
        pv_region_begin("slow");
        double t = pv_ms();
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, slow, MPI_COMM_WORLD);
        d[i] = pv_ms() - t;
        pv_region_end("slow");
        pv_region_begin("fast");
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        pv_region_end("fast");
    }
    MPI_Op_free(&slow);

    double *all = pv_gather(d, iters);
    if (pv_rank == 0) {
        double total = 0;
        for (int k = 0; k < pv_size * iters; k++) total += all[k] / 1e3;
        /* The cost is the calls' time less the baseline's expectation for them: the runner
         * adds that back (plus_expected) before comparing. */
        pv_say("PPW_EXPECT {\"kind\": \"slow_operation\", \"rank\": null, \"callpath\": "
               "\"main/slow/MPI_Allreduce\", \"seconds\": %.6f, \"rel_tol\": 0.05, "
               "\"abs_tol\": %.4f, \"plus_expected\": true, \"nominal\": %.6f}",
               total, pv_abs_tol(pv_size * iters), pv_size * iters * steps * op_ms / 1e3);
    }
    return pv_finish();
}

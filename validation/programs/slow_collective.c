/* A slow collective against the machine's baseline (`ppw baseline`): every rank enters
 * MPI_Allreduce at the same scheduled instant (no imbalance, so no wait state), but the
 * reduction is a user-defined operation that sleeps op_ms per invocation, so each call takes
 * at least op_ms where the baseline for 8 bytes is microseconds. For comparison the same
 * Allreduce with MPI_SUM in the user region `fast`. Expected: slow_operation at
 * main/slow/MPI_Allreduce of at least size * iters * op_ms; none at main/fast/MPI_Allreduce
 * and no wait states above a small bound. Needs a baseline file (validation/README.md).
 * Suite: 4 ranks. */
#include "pv.h"

static double op_ms = 5;

static void slow_sum(void *in, void *inout, int *len, MPI_Datatype *type) {
    (void)type;
    pv_nap_ms(op_ms);
    for (int i = 0; i < *len; i++) ((double *)inout)[i] += ((double *)in)[i];
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 6);
    op_ms = pv_dbl("op_ms", 5);
    double period = pv_dbl("period_ms", 6 * op_ms + 30);
    double x = pv_rank, y = 0;
    MPI_Op slow;
    MPI_Op_create(slow_sum, 1, &slow);

    pv_say("PPW_EXPECT {\"kind\": \"slow_operation\", \"rank\": null, \"callpath\": "
           "\"main/slow/MPI_Allreduce\", \"min_seconds\": %.6f}",
           pv_size * iters * op_ms / 1e3);
    pv_say("PPW_EXPECT_NONE {\"kinds\": [\"slow_operation\"], \"callpath\": "
           "\"main/fast/MPI_Allreduce\", \"max_seconds\": 0}");

    for (int i = 0; i < iters; i++) {
        pv_at(i * period);
        pv_region_begin("slow");
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, slow, MPI_COMM_WORLD);
        pv_region_end("slow");
        pv_region_begin("fast");
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        pv_region_end("fast");
    }
    MPI_Op_free(&slow);
    return pv_finish();
}

/* A collective whose instances vary (deviation filtering): every rank enters MPI_Allreduce at
 * the same scheduled instant; the user-defined reduction sleeps slow_ms in every `every`-th
 * call and not at all otherwise, so max/avg and min/avg of the call's time are far from 1 on
 * every rank, without imbalance. Expected: variable_operation at main/MPI_Allreduce of at
 * least the slow calls' time, size * (iters / every) * slow_ms. Suite: 4 ranks. */
#include "pv.h"

static double slow_ms = 20;
static int call_no = 0, every = 4;

static void maybe_slow_sum(void *in, void *inout, int *len, MPI_Datatype *type) {
    (void)type;
    if (call_no % every == every - 1) pv_nap_ms(slow_ms);
    for (int i = 0; i < *len; i++) ((double *)inout)[i] += ((double *)in)[i];
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 12);
    every = pv_int("every", 4);
    slow_ms = pv_dbl("slow_ms", 20);
    double period = pv_dbl("period_ms", 3 * slow_ms + 20);
    double x = pv_rank, y = 0;
    MPI_Op op;
    MPI_Op_create(maybe_slow_sum, 1, &op);

    pv_say("PPW_EXPECT {\"kind\": \"variable_operation\", \"rank\": null, \"callpath\": "
           "\"main/MPI_Allreduce\", \"min_seconds\": %.6f}",
           pv_size * (iters / every) * slow_ms / 1e3);
    for (int r = 0; r < pv_size; r++) pv_expect_profile(r, "main/MPI_Allreduce", iters, -1);

    for (call_no = 0; call_no < iters; call_no++) {
        pv_at(call_no * period);
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, op, MPI_COMM_WORLD);
    }
    MPI_Op_free(&op);
    return pv_finish();
}

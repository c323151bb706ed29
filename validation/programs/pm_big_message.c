/* PPerfMark big-message: very large messages between two processes (ping-pong of `mb` MiB,
 * `iters` times each way, in Gsend_message / Grecv_message).
 * Table 2: "the program spent most of its time sending and receiving messages; it also counted
 * the number of bytes transferred". ppw: exact bytes of every send and receive, and the
 * exchange takes most of each rank's time between MPI_Init and MPI_Finalize. Compile with
 * -finstrument-functions. 2 ranks. */
#include "pv.h"

__attribute__((noinline)) void Gsend_message(char *buf, int n, int dest) {
    MPI_Send(buf, n, MPI_CHAR, dest, 0, MPI_COMM_WORLD);
}

__attribute__((noinline)) void Grecv_message(char *buf, int n, int src) {
    MPI_Recv(buf, n, MPI_CHAR, src, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

__attribute__((noinline)) void exchange(char *buf, int n, int iters) {
    int other = 1 - pv_rank;
    for (int i = 0; i < iters; i++) {
        if (pv_rank == 0) {
            Gsend_message(buf, n, other);
            Grecv_message(buf, n, other);
        } else {
            Grecv_message(buf, n, other);
            Gsend_message(buf, n, other);
        }
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    pv_need_ranks(2);
    int iters = pv_int("iters", 40), n = pv_int("mb", 8) << 20;
    char *buf = calloc(n, 1);

    for (int r = 0; r < 2; r++) {
        pv_expect_profile(r, "main/main/exchange/Gsend_message/MPI_Send", iters, (long long)iters * n);
        pv_expect_profile(r, "main/main/exchange/Grecv_message/MPI_Recv", iters, (long long)iters * n);
        pv_say("PPW_EXPECT_PROFILE {\"rank\": %d, \"callpath\": \"main/main/exchange\", "
               "\"min_fraction\": 0.5}", r);
    }

    exchange(buf, n, iters);
    free(buf);
    return pv_finish();
}

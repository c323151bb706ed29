/* PPerfMark wrong-way: one process expects messages in a certain order, the other sends them
 * in a different order. Rank 0 computes (sleeps) step_ms before each of `msgs` messages with
 * tags 0, 1, ..., msgs-1 (send_message); rank 1 receives them in the reverse order
 * (rcv_message), so its first receive of every round waits for the last message, and every
 * message it then gets was sent before that one: all of the late-sender time is wrong order.
 * Table 2: "Paradyn identified that the program was spending too much time in send and receive
 * operations". ppw: late_sender and late_sender_wrong_order on rank 1 at
 * main/main/rcv_message/MPI_Recv of rounds * msgs * step_ms (nominal; expected: the last send's
 * enter - the round's first receive's enter, measured), caused by rank 0; exact counts.
 * Rank 0 follows the schedule, rank 1 enters each round right after the previous one (so only
 * the sender's wake-ups matter). Compile with -finstrument-functions. 2 ranks. */
#include "pv.h"

__attribute__((noinline)) void send_message(int *v, int tag) {
    MPI_Send(v, 1, MPI_INT, 1, tag, MPI_COMM_WORLD);
}

__attribute__((noinline)) void rcv_message(int *v, int tag) {
    MPI_Recv(v, 1, MPI_INT, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    pv_need_ranks(2);
    int rounds = pv_int("rounds", 3), msgs = pv_int("msgs", 6), v = 0;
    double step = pv_dbl("step_ms", 15);
    double nominal = rounds * msgs * step / 1e3, t[PV_MAXIT];
    if (rounds > PV_MAXIT) rounds = PV_MAXIT;

    /* t[r]: rank 0: enter of the round's last send; rank 1: enter of its first receive */
    if (pv_rank == 1) pv_at(0);
    for (int r = 0; r < rounds; r++) {
        for (int j = 0; j < msgs; j++) {
            if (pv_rank == 0) {
                t[r] = pv_at((r * msgs + j + 1) * step);
                send_message(&v, j);
            } else {
                if (j == 0) t[r] = pv_ms();
                rcv_message(&v, msgs - 1 - j);
            }
        }
    }

    double *all = pv_gather(t, rounds);
    if (pv_rank == 0) {
        double s = pv_lag(all, all + rounds, rounds);
        pv_expect("late_sender", 1, "main/main/rcv_message/MPI_Recv", s, rounds, 0, nominal);
        pv_expect("late_sender_wrong_order", 1, "main/main/rcv_message/MPI_Recv", s, rounds, 0,
                  nominal);
        pv_expect_profile(0, "main/main/send_message/MPI_Send", rounds * msgs, rounds * msgs * 4LL);
        pv_expect_profile(1, "main/main/rcv_message/MPI_Recv", rounds * msgs, rounds * msgs * 4LL);
    }
    return pv_finish();
}

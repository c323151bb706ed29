/* Frequency analysis: rank 0 sends `count` messages of 8 bytes to rank 1 one by one, then the
 * same data once as one bulk message (in the user region `bulk`). Expected:
 * many_small_transfers from rank 0 at main/MPI_Send (count, mean size 8 bytes), none at
 * main/bulk/MPI_Send; exact visits and bytes. 2 ranks.
 * The finding's cost (the calls' time, about 0.4 us a message here) must pass the general
 * threshold of 1% of the total time, which MPI_Init and MPI_Finalize dominate (about 0.6 s
 * summed over ranks on Open MPI): 20000 messages made about 8 ms, at the edge (missing once
 * in two suite runs), so 60000. */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    pv_need_ranks(2);
    int count = pv_int("count", 60000);
    double *data = calloc(count, sizeof(double));

    pv_say("PPW_EXPECT {\"kind\": \"many_small_transfers\", \"rank\": 0, \"callpath\": "
           "\"main/MPI_Send\"}");
    pv_say("PPW_EXPECT_NONE {\"kinds\": [\"many_small_transfers\"], \"callpath\": "
           "\"main/bulk/MPI_Send\", \"max_seconds\": 0}");
    pv_expect_profile(0, "main/MPI_Send", count, count * 8LL);
    pv_expect_profile(1, "main/MPI_Recv", count, count * 8LL);
    pv_expect_profile(0, "main/bulk/MPI_Send", 1, count * 8LL);

    for (int i = 0; i < count; i++) {
        if (pv_rank == 0)
            MPI_Send(&data[i], 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
        else
            MPI_Recv(&data[i], 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    pv_region_begin("bulk");
    if (pv_rank == 0)
        MPI_Send(data, count, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
    else
        MPI_Recv(data, count, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    pv_region_end("bulk");
    free(data);
    return pv_finish();
}

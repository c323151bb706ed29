/* PPerfMark allCount (seed 004, Table 3): a known number of MPI_Put, MPI_Get and
 * MPI_Accumulate of known sizes on a named RMA window ("allCountWin"), in fence epochs.
 * Every rank, per iteration: `puts` puts of `put_n` doubles into the next rank, `gets` gets of
 * `get_n` ints from the previous rank, `accs` accumulates (MPI_SUM) of `acc_n` doubles into
 * rank 0. Expected: exactly those counts and bytes per rank on the window (Paradyn's RMA
 * metrics, the result's `one_sided` list) and in the profile rows of MPI_Put / MPI_Get /
 * MPI_Accumulate, in trace and profile mode. Any number of ranks >= 2 (suite: 3). */
#include "pv.h"

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    pv_start(argc, argv, 50);
    int iters = pv_int("iters", 4), puts = pv_int("puts", 3), gets = pv_int("gets", 2),
        accs = pv_int("accs", 5);
    int put_n = pv_int("put_n", 16), get_n = pv_int("get_n", 10), acc_n = pv_int("acc_n", 4);
    int next = (pv_rank + 1) % pv_size, prev = (pv_rank + pv_size - 1) % pv_size;

    /* One window member: puts land at offset 0, gets read ints from the second half,
     * accumulates add into the last acc_n doubles. */
    int slots = put_n + get_n + acc_n + 16;
    double *mem = calloc(slots, sizeof(double)), *src = calloc(put_n + acc_n, sizeof(double));
    int *got = calloc(get_n, sizeof(int));
    MPI_Win win;
    MPI_Win_create(mem, slots * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD,
                   &win);
    MPI_Win_set_name(win, "allCountWin");
    for (int k = 0; k < iters; k++) {
        pv_at(k * 20.0);
        MPI_Win_fence(0, win);
        for (int i = 0; i < puts; i++)
            MPI_Put(src, put_n, MPI_DOUBLE, next, 0, put_n, MPI_DOUBLE, win);
        for (int i = 0; i < gets; i++)
            MPI_Get(got, get_n, MPI_INT, prev, put_n, get_n, MPI_INT, win);
        for (int i = 0; i < accs; i++)
            MPI_Accumulate(src + put_n, acc_n, MPI_DOUBLE, 0, put_n + get_n, acc_n, MPI_DOUBLE,
                           MPI_SUM, win);
    }
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);

    if (pv_rank == 0)
        for (int r = 0; r < pv_size; r++) {
            long long p = (long long)iters * puts, g = (long long)iters * gets,
                      a = (long long)iters * accs;
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"allCountWin\", \"rank\": %d, \"puts\": %lld, "
                   "\"put_bytes\": %lld, \"gets\": %lld, \"get_bytes\": %lld, \"accumulates\": "
                   "%lld, \"accumulate_bytes\": %lld}",
                   r, p, p * put_n * 8, g, g * get_n * 4, a, a * acc_n * 8);
            pv_expect_profile(r, "main/MPI_Put", p, p * put_n * 8);
            pv_expect_profile(r, "main/MPI_Get", g, g * get_n * 4);
            pv_expect_profile(r, "main/MPI_Accumulate", a, a * acc_n * 8);
            pv_expect_profile(r, "main/MPI_Win_fence", iters + 1, -1);
        }
    free(mem);
    free(src);
    free(got);
    return pv_finish();
}

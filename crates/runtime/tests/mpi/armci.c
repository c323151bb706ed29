/* ARMCI (issue 12) through the interposition archive: every kind of transfer ppw wraps, with
 * known sizes to known targets, on 3 procs; tests/armci.rs checks the records one by one.
 * Each proc transfers to the next one (`next`), the read-modify-writes go to proc 0. The
 * program checks the data that arrived, so it also shows that the archive forwards correctly,
 * with ppw and without. Prints "armci ok <proc>" when everything arrived. */
#include <armci.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEG 4096
/* Offsets in every proc's segment of global memory. */
#define O_INT 0       /* int counter: ARMCI_FETCH_AND_ADD */
#define O_LONG 8      /* long counter: ARMCI_FETCH_AND_ADD_LONG */
#define O_VALUE 16    /* ARMCI_PutValueInt */
#define O_FLAG 24     /* ARMCI_Put_flag's flag */
#define O_PUT 64      /* 4 contiguous puts of 64 bytes */
#define O_ACC 512     /* 10 doubles accumulated */
#define O_STRIDED 768 /* 3 rows of 16 bytes, 64 bytes apart */
#define O_VECTOR 1280 /* vector segments */
#define O_NB 2048     /* non-blocking targets */

static int failures = 0;

static void check(int ok, const char *what, int me)
{
    if (!ok) {
        fprintf(stderr, "armci: proc %d: %s is wrong\n", me, what);
        failures++;
    }
}

int main(int argc, char **argv)
{
    int me, n;
    MPI_Init(&argc, &argv);
    ARMCI_Init();
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int next = (me + 1) % n, prev = (me + n - 1) % n;

    void **base = malloc((size_t)n * sizeof(void *));
    ARMCI_Malloc(base, SEG);
    char *mine = base[me];
    char *local = ARMCI_Malloc_local(SEG);
    ARMCI_Access_begin(mine);
    memset(mine, 0, SEG);
    ARMCI_Access_end(mine);
    ARMCI_Barrier();

    /* contiguous: 4 puts of 64 bytes, 2 gets of 32, an accumulate of 10 doubles (80 bytes) */
    for (int i = 0; i < 4; i++) {
        memset(local, me * 16 + i + 1, 64);
        ARMCI_Put(local, (char *)base[next] + O_PUT + i * 64, 64, next);
    }
    for (int i = 0; i < 2; i++) ARMCI_Get(base[next], local + 256, 32, next);
    double src[10], scale = 1.0;
    for (int i = 0; i < 10; i++) src[i] = me + i;
    ARMCI_Acc(ARMCI_ACC_DBL, &scale, src, (char *)base[next] + O_ACC, 80, next);

    /* strided: 3 rows of 16 bytes (48 bytes) each way, and accumulated */
    int sstride[1] = {16}, dstride[1] = {64}, count[2] = {16, 3};
    ARMCI_PutS(local, sstride, (char *)base[next] + O_STRIDED, dstride, count, 1, next);
    ARMCI_GetS((char *)base[next] + O_STRIDED, dstride, local + 512, sstride, count, 1, next);
    double dsrc[6] = {1, 1, 1, 1, 1, 1};
    ARMCI_AccS(ARMCI_ACC_DBL, &scale, dsrc, sstride, (char *)base[next] + O_STRIDED + 256,
               dstride, count, 1, next);

    /* vector: 3 segments of 8 bytes + 2 of 16 (56 bytes) */
    void *vsrc_a[3], *vdst_a[3], *vsrc_b[2], *vdst_b[2];
    double vals[7] = {1, 2, 3, 4, 5, 6, 7};
    for (int i = 0; i < 3; i++) {
        vsrc_a[i] = &vals[i];
        vdst_a[i] = (char *)base[next] + O_VECTOR + i * 32;
    }
    for (int i = 0; i < 2; i++) {
        vsrc_b[i] = &vals[3 + 2 * i];
        vdst_b[i] = (char *)base[next] + O_VECTOR + 128 + i * 32;
    }
    armci_giov_t iov[2] = {{vsrc_a, vdst_a, 8, 3}, {vsrc_b, vdst_b, 16, 2}};
    ARMCI_PutV(iov, 2, next);
    armci_giov_t back[2] = {{vdst_a, vsrc_a, 8, 3}, {vdst_b, vsrc_b, 16, 2}};
    ARMCI_GetV(back, 2, next);
    ARMCI_AccV(ARMCI_ACC_DBL, &scale, iov, 2, next);

    /* non-blocking: an explicit handle waited for, the implicit handle by target, a strided
     * put tested, a vector get completed by WaitAll, two transfers on one handle */
    armci_hdl_t h1, h2, h3;
    ARMCI_INIT_HANDLE(&h1);
    ARMCI_INIT_HANDLE(&h2);
    ARMCI_INIT_HANDLE(&h3);
    ARMCI_NbPut(local, (char *)base[next] + O_NB, 128, next, &h1);
    ARMCI_Wait(&h1);
    ARMCI_NbGet((char *)base[next] + O_NB, local + 1024, 256, next, NULL);
    ARMCI_WaitProc(next);
    ARMCI_NbPutS(local, sstride, (char *)base[next] + O_NB + 512, dstride, count, 1, next, &h2);
    while (ARMCI_Test(&h2) != 0) {
    }
    ARMCI_NbGetV(back, 2, next, NULL);
    ARMCI_WaitAll();
    ARMCI_NbAcc(ARMCI_ACC_DBL, &scale, src, (char *)base[next] + O_NB + 1024, 80, next, &h3);
    ARMCI_NbPutValueInt(7, (char *)base[next] + O_NB + 1200, next, &h3);
    ARMCI_Wait(&h3);

    /* read-modify-write on proc 0, scalars, a flagged put */
    int old = 0;
    long oldl = 0;
    ARMCI_Rmw(ARMCI_FETCH_AND_ADD, &old, (char *)base[0] + O_INT, 1, 0);
    ARMCI_Rmw(ARMCI_FETCH_AND_ADD_LONG, &oldl, (char *)base[0] + O_LONG, 2, 0);
    ARMCI_PutValueInt(1000 + me, (char *)base[next] + O_VALUE, next);
    long got = ARMCI_GetValueLong((char *)base[next] + O_LONG, next);
    (void)got;
    memset(local, 0x5a, 16);
    ARMCI_Put_flag(local, (char *)base[next] + O_NB + 1536, 16, (int *)((char *)base[next] + O_FLAG),
                   1, next);

    /* ordering and a mutex */
    ARMCI_Fence(next);
    ARMCI_AllFence();
    ARMCI_Create_mutexes(1);
    ARMCI_Lock(0, 0);
    ARMCI_Unlock(0, 0);
    ARMCI_Destroy_mutexes();
    ARMCI_Barrier();

    /* what arrived from prev (and, on proc 0, from everyone) */
    ARMCI_Access_begin(mine);
    for (int i = 0; i < 4; i++)
        check(mine[O_PUT + i * 64] == (char)(prev * 16 + i + 1) &&
                  mine[O_PUT + i * 64 + 63] == (char)(prev * 16 + i + 1),
              "a contiguous put", me);
    double *acc = (double *)(mine + O_ACC);
    check(acc[0] == prev && acc[9] == prev + 9, "the accumulate", me);
    double *vec = (double *)(mine + O_VECTOR);
    check(vec[0] == 2 && vec[4] == 4 && vec[16] == 8 && vec[21] == 14, "the vector put + acc",
          me);
    check(*(int *)(mine + O_VALUE) == 1000 + prev, "ARMCI_PutValueInt", me);
    check(*(int *)(mine + O_FLAG) == 1 && mine[O_NB + 1536] == 0x5a, "ARMCI_Put_flag", me);
    check(*(int *)(mine + O_NB + 1200) == 7, "ARMCI_NbPutValueInt", me);
    if (me == 0) {
        check(*(int *)(mine + O_INT) == n, "the int read-modify-writes", me);
        check(*(long *)(mine + O_LONG) == 2L * n, "the long read-modify-writes", me);
    }
    ARMCI_Access_end(mine);
    ARMCI_Barrier();

    ARMCI_Free(mine);
    ARMCI_Free_local(local);
    free(base);
    ARMCI_Finalize();
    if (failures == 0) printf("armci ok %d\n", me);
    MPI_Finalize();
    return failures != 0;
}

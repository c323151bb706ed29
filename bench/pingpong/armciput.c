/* ARMCI counterpart of putflush.c (issue 12): proc 0 puts 8 bytes into proc 1's ARMCI global
 * memory with ARMCI_Put, N times; 10% warm-up iterations first. Linked with ppw's
 * interposition archive before ARMCI-MPI:
 *   mpicc armciput.c -L target/release -lppw-armci -larmci-openmpi
 * Usage: armciput [N] */
#include <armci.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000, me, np;
    double x = 1.0;
    MPI_Init(&argc, &argv);
    ARMCI_Init();
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    void **base = malloc((size_t)np * sizeof(void *));
    ARMCI_Malloc(base, sizeof(double));
    ARMCI_Barrier();
    if (me == 0) {
        double t0 = 0;
        for (int i = 0; i < n + n / 10; i++) {
            if (i == n / 10) t0 = MPI_Wtime();
            ARMCI_Put(&x, base[1], sizeof x, 1);
        }
        double t = MPI_Wtime() - t0;
        printf("armciput: %d ARMCI_Put in %.3f s (%.2f us each)\n", n, t, t / n * 1e6);
    }
    ARMCI_Barrier();
    ARMCI_Free(base[me]);
    free(base);
    ARMCI_Finalize();
    MPI_Finalize();
    return 0;
}

/* MPI called from nested functions of a plain C program (no instrumentation): every call
 * carries calling-context frames (inner <- outer <- main), which readers return as extra
 * ENTER/EXIT events around the call's own record. Used by tests/damage.rs. */
#include <mpi.h>

static void __attribute__((noinline)) inner(int *x) {
    MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
}

static void __attribute__((noinline)) outer(int *x) {
    for (int i = 0; i < 10; i++)
        inner(x);
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int x = 1;
    outer(&x);
    MPI_Finalize();
    return x > 0 ? 0 : 1;
}

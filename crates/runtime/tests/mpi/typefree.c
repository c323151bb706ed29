/* Datatype sizes cached by the wrappers (issue 16): rank 0 sends with a derived datatype,
 * frees it and creates one of another size, which the MPI library may give the same handle;
 * every send must carry its own size. Rank 1 receives bytes. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, buf[64] = {0};
    char in[512];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < 4; i++) {
        int n = i % 2 ? 5 : 2; /* ints per element: 8 or 20 bytes */
        if (rank == 0) {
            MPI_Datatype t;
            MPI_Type_contiguous(n, MPI_INT, &t);
            MPI_Type_commit(&t);
            MPI_Send(buf, 3, t, 1, i, MPI_COMM_WORLD);
            MPI_Type_free(&t);
        } else if (rank == 1) {
            MPI_Recv(in, sizeof in, MPI_BYTE, 0, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
    }
    MPI_Finalize();
    return 0;
}

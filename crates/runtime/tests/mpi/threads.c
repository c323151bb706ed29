/* MPI_THREAD_MULTIPLE: two threads per rank, each sending to and receiving from the other
 * rank with its own tag. Run with 2 ranks. */
#include <mpi.h>
#include <pthread.h>

static int rank;

static void *work(void *arg)
{
    int t = (int)(long)arg, buf[2] = {0};
    for (int i = 0; i < 3; i++) {
        if (rank == 0) {
            MPI_Send(buf, 2, MPI_INT, 1, 50 + t, MPI_COMM_WORLD);
            MPI_Recv(buf, 2, MPI_INT, 1, 60 + t, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buf, 2, MPI_INT, 0, 50 + t, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(buf, 2, MPI_INT, 0, 60 + t, MPI_COMM_WORLD);
        }
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    pthread_t th[2];
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided < MPI_THREAD_MULTIPLE) MPI_Abort(MPI_COMM_WORLD, 3);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (long t = 0; t < 2; t++) pthread_create(&th[t], NULL, work, (void *)t);
    for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}

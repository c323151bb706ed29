/* Runs until it is killed: a barrier every 2 ms for at most 60 s. argv[1] is a directory: each
 * rank writes its pid to pid-RANK, then after every barrier the number of barriers so far to
 * progress-RANK (8 bytes). Run with 2 ranks. */
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank;
    char path[4096];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (argc < 2) MPI_Abort(MPI_COMM_WORLD, 2);
    snprintf(path, sizeof path, "%s/pid-%d", argv[1], rank);
    FILE *f = fopen(path, "w");
    if (!f) MPI_Abort(MPI_COMM_WORLD, 3);
    fprintf(f, "%d\n", (int)getpid());
    fclose(f);
    snprintf(path, sizeof path, "%s/progress-%d", argv[1], rank);
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    double end = MPI_Wtime() + 60;
    for (long i = 1; MPI_Wtime() < end; i++) {
        MPI_Barrier(MPI_COMM_WORLD);
        if (pwrite(fd, &i, sizeof i, 0) != (ssize_t)sizeof i) MPI_Abort(MPI_COMM_WORLD, 4);
        usleep(2000);
    }
    MPI_Finalize();
    return 0;
}

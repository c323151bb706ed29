/* Keeps calling MPI (point-to-point with MPI_Testany, and an all-reduce) until the file named by
 * argv[1] exists, then runs one more second of the same calls and finishes: a measured program
 * that is running while the test rebuilds ppw's runtime beside it. */
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

static void round_of_calls(int rank, int size) {
  int in = rank, out = -1, index, flag = 0;
  MPI_Request reqs[2];
  MPI_Irecv(&out, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Isend(&in, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[1]);
  while (!flag) MPI_Testany(2, reqs, &index, &flag, MPI_STATUS_IGNORE);
  MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
  int sum = 0;
  MPI_Allreduce(&in, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int rank, size, stop = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 2) MPI_Abort(MPI_COMM_WORLD, 2);
  while (!stop) {
    round_of_calls(rank, size);
    usleep(2000);
    if (rank == 0) stop = access(argv[1], F_OK) == 0;
    MPI_Bcast(&stop, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  double end = MPI_Wtime() + 1.0;
  int more = 1;
  while (more) {
    round_of_calls(rank, size);
    if (rank == 0) more = MPI_Wtime() < end;
    MPI_Bcast(&more, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  if (rank == 0) printf("until_stopped: done\n");
  MPI_Finalize();
  return 0;
}

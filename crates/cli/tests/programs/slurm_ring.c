/* The Slurm tests' program: ROUNDS rounds (argv[1], default 20; 0: until killed) of a ring
 * exchange and an all-reduce, sleeping MS milliseconds (argv[2], default 0) after each, so that
 * a job killed by its time limit or by scancel has recorded something and keeps the CPUs
 * nearly idle meanwhile. Every rank prints its rank, the world size and the runtime preloaded
 * into it (LD_PRELOAD), which the tests check per MPI. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
  int rank, size;
  long rounds = argc > 1 ? atol(argv[1]) : 20;
  long ms = argc > 2 ? atol(argv[2]) : 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const char *preload = getenv("LD_PRELOAD");
  printf("slurm_ring: rank %d of %d preload %s\n", rank, size, preload ? preload : "(none)");
  fflush(stdout);
  for (long i = 0; rounds == 0 || i < rounds; i++) {
    int in = rank + (int)i, out = -1, sum = 0;
    MPI_Sendrecv(&in, 1, MPI_INT, (rank + 1) % size, 0, &out, 1, MPI_INT,
                 (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Allreduce(&out, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (ms > 0) usleep((useconds_t)(ms * 1000));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) printf("slurm_ring: done\n");
  MPI_Finalize();
  return 0;
}

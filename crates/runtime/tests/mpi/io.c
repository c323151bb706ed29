/* File I/O with exactly known calls and bytes (tests/io.rs). With -DUSE_MPI every rank writes
 * its own files between MPI_Init and MPI_Finalize; without, a plain program.
 *
 * Per process: open 2, write 5 (5000 bytes), pwrite 1 (100), fsync 1, close 2, read 3 (3000),
 * pread 1 (10), fopen 2, fwrite 1 (70), fflush 1, fclose 2, fread 1 (70); plus a write in a
 * SIGUSR1 handler, which must not be recorded. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef USE_MPI
#include <mpi.h>
#endif

static int devnull = -1;
static void on_usr1(int sig)
{
    (void)sig;
    if (write(devnull, "x", 1) != 1) abort();
}

int main(int argc, char **argv)
{
    char path[4096], path2[4096], buf[1000];
    int rank = 0;
#ifdef USE_MPI
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#endif
    const char *base = argc > 1 ? argv[1] : "/tmp/ppw-io-test";
    snprintf(path, sizeof path, "%s.%d.bin", base, rank);
    snprintf(path2, sizeof path2, "%s.%d.txt", base, rank);
    memset(buf, 'a', sizeof buf);
    signal(SIGUSR1, on_usr1);
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    for (int i = 0; i < 5; i++)
        if (write(fd, buf, 1000) != 1000) return 1;
    if (pwrite(fd, buf, 100, 5000) != 100) return 1;
    fsync(fd);
    close(fd);
    fd = open(path, O_RDONLY);
    for (int i = 0; i < 3; i++)
        if (read(fd, buf, 1000) != 1000) return 1;
    if (pread(fd, buf, 10, 0) != 10) return 1;
    close(fd);
    FILE *f = fopen(path2, "w");
    if (fwrite(buf, 10, 7, f) != 7) return 1;
    fflush(f);
    fclose(f);
    f = fopen(path2, "r");
    if (fread(buf, 1, 70, f) != 70) return 1;
    fclose(f);
    /* Raw system calls: not part of the counts. */
    devnull = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null", O_WRONLY);
    raise(SIGUSR1);
    syscall(SYS_close, devnull);
#ifdef USE_MPI
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
#endif
    return 0;
}

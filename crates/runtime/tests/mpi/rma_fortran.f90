! One-sided communication through the Fortran entry points (mpif.h): a window of 16 doubles per
! rank, named 'fortran win' (a CHARACTER*32, so with trailing blanks); in a fence epoch every rank
! puts 3 x 4 doubles (32 B) into the other; then an exclusive lock on the other rank with 2 gets
! of 2 doubles (16 B) and a flush; then the window is freed. Run with 2 ranks.
program rma_fortran
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, peer, i, dsize
  integer(kind=MPI_ADDRESS_KIND) :: wsize, disp
  double precision :: a(16), b(4)
  character(len=32) :: wname
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  peer = 1 - rank
  a = 0.0d0
  b = 1.0d0
  dsize = 8
  wsize = 16 * 8
  call MPI_Win_create(a, wsize, dsize, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  wname = 'fortran win'
  call MPI_Win_set_name(win, wname, ierr)
  call MPI_Win_fence(0, win, ierr)
  do i = 1, 3
    disp = 4 * (i - 1)
    call MPI_Put(b, 4, MPI_DOUBLE_PRECISION, peer, disp, 4, MPI_DOUBLE_PRECISION, win, ierr)
  end do
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_lock(MPI_LOCK_EXCLUSIVE, peer, 0, win, ierr)
  disp = 0
  do i = 1, 2
    call MPI_Get(b, 2, MPI_DOUBLE_PRECISION, peer, disp, 2, MPI_DOUBLE_PRECISION, win, ierr)
  end do
  call MPI_Win_flush(peer, win, ierr)
  call MPI_Win_unlock(peer, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program rma_fortran

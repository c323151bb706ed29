! A Fortran MPI program (mpif.h bindings): its calls reach MPI through the Fortran entry
! points only. Run with 2 ranks.
program fortran_p2p
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, size, i, req, peer
  integer :: status(MPI_STATUS_SIZE)
  double precision :: a(10), s
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, size, ierr)
  a = 1.0d0
  peer = 1 - rank
  do i = 1, 3
    if (rank == 0) then
      call MPI_Send(a, 10, MPI_DOUBLE_PRECISION, 1, 11, MPI_COMM_WORLD, ierr)
    else
      call MPI_Recv(a, 10, MPI_DOUBLE_PRECISION, MPI_ANY_SOURCE, 11, MPI_COMM_WORLD, status, ierr)
    end if
  end do
  call MPI_Irecv(a, 5, MPI_DOUBLE_PRECISION, peer, 12, MPI_COMM_WORLD, req, ierr)
  call MPI_Send(a(6), 5, MPI_DOUBLE_PRECISION, peer, 12, MPI_COMM_WORLD, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  s = rank
  call MPI_Allreduce(MPI_IN_PLACE, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program fortran_p2p

! The mpi_f08 bindings (`use mpi_f08`, ierror left out except where noted). Run with 2 ranks and
! a file path as the first argument:
! * rank 0 sends 3 x 10 doubles (80 B, tag 11) to rank 1, which receives them with a status;
! * both post an Irecv of 5 doubles (tag 12) from the other, send 5 doubles and MPI_Wait with
!   MPI_STATUS_IGNORE; then an Isend/Irecv pair of 2 doubles (16 B, tag 13) completed by
!   MPI_Waitall with MPI_STATUSES_IGNORE;
! * a duplicate of MPI_COMM_WORLD named 'f08 dup' (a CHARACTER*24, with ierror present), an
!   Allreduce of 1 double in place on it and an Alltoallw that sends 3 doubles (24 B) to the
!   other rank (per-destination datatypes);
! * a window of 16 doubles named 'f08 win', a fence epoch with one put of 4 doubles (32 B);
! * MPI-IO on the file: open, a write of 8 doubles (64 B) at 64 x rank bytes, close.
program fortran08
  use mpi_f08
  implicit none
  integer :: rank, peer, ierr
  type(MPI_Comm) :: dup
  type(MPI_Win) :: win
  type(MPI_File) :: fh
  type(MPI_Request) :: req, reqs(2)
  type(MPI_Status) :: st
  type(MPI_Datatype) :: types(2)
  integer :: counts(2), displs(2), i
  integer(kind=MPI_ADDRESS_KIND) :: wsize, tdisp
  integer(kind=MPI_OFFSET_KIND) :: offset
  double precision :: a(10), b(2), c(2), s, w(16), sbuf(4), rbuf(4)
  character(len=24) :: cname
  character(len=512) :: path
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  peer = 1 - rank
  call get_command_argument(1, path)
  a = 1.0d0
  do i = 1, 3
    if (rank == 0) then
      call MPI_Send(a, 10, MPI_DOUBLE_PRECISION, 1, 11, MPI_COMM_WORLD)
    else
      call MPI_Recv(a, 10, MPI_DOUBLE_PRECISION, 0, 11, MPI_COMM_WORLD, st)
      if (st%MPI_SOURCE /= 0 .or. st%MPI_TAG /= 11) call MPI_Abort(MPI_COMM_WORLD, 2)
    end if
  end do
  call MPI_Irecv(a, 5, MPI_DOUBLE_PRECISION, peer, 12, MPI_COMM_WORLD, req)
  call MPI_Send(a(6), 5, MPI_DOUBLE_PRECISION, peer, 12, MPI_COMM_WORLD)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  b = rank
  call MPI_Irecv(c, 2, MPI_DOUBLE_PRECISION, peer, 13, MPI_COMM_WORLD, reqs(1))
  call MPI_Isend(b, 2, MPI_DOUBLE_PRECISION, peer, 13, MPI_COMM_WORLD, reqs(2))
  call MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE)

  call MPI_Comm_dup(MPI_COMM_WORLD, dup)
  cname = 'f08 dup'
  call MPI_Comm_set_name(dup, cname, ierr)
  if (ierr /= MPI_SUCCESS) call MPI_Abort(MPI_COMM_WORLD, 3)
  s = rank
  call MPI_Allreduce(MPI_IN_PLACE, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, dup)
  counts = 1
  counts(peer + 1) = 3
  types(rank + 1) = MPI_INTEGER
  types(peer + 1) = MPI_DOUBLE_PRECISION
  displs(rank + 1) = 0
  displs(peer + 1) = 8
  sbuf = 1.0d0 + rank
  call MPI_Alltoallw(sbuf, counts, displs, types, rbuf, counts, displs, types, dup)
  if (rbuf(2) /= 1.0d0 + peer) call MPI_Abort(MPI_COMM_WORLD, 4)

  w = 0.0d0
  wsize = 16 * 8
  call MPI_Win_create(w, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_set_name(win, 'f08 win')
  call MPI_Win_fence(0, win)
  tdisp = 0
  call MPI_Put(sbuf, 4, MPI_DOUBLE_PRECISION, peer, tdisp, 4, MPI_DOUBLE_PRECISION, win)
  call MPI_Win_fence(0, win)
  call MPI_Win_free(win)

  call MPI_File_open(MPI_COMM_WORLD, path, MPI_MODE_CREATE + MPI_MODE_WRONLY, MPI_INFO_NULL, fh)
  offset = 64 * rank
  call MPI_File_write_at(fh, offset, w(1:8), 8, MPI_DOUBLE_PRECISION, MPI_STATUS_IGNORE)
  call MPI_File_close(fh)

  call MPI_Comm_free(dup)
  call MPI_Finalize()
end program fortran08

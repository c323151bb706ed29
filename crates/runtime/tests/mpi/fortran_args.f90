! CHARACTER arguments, arrays of datatype handles and MPI_IN_PLACE through the Fortran entry
! points (mpif.h). Run with 2 ranks and a file path as the first argument:
! * a duplicate of MPI_COMM_WORLD named 'fortran dup' (a CHARACTER*32, so with trailing blanks);
! * MPI-IO on the file: open (the path in a CHARACTER*512), a view at 64 x rank bytes with
!   datarep 'native', a write of 8 doubles (64 B), close: the file has 128 bytes;
! * on the duplicate: an Alltoallw that sends 3 doubles (24 B) to the other rank and 1 integer to
!   itself (per-destination datatypes), the same in place (the send counts are 0 and ignored),
!   and an Ialltoallw completed by MPI_Wait.
program fortran_args
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, peer, dup, fh, req
  integer :: status(MPI_STATUS_SIZE)
  integer :: scounts(2), sdispls(2), stypes(2), rcounts(2), rdispls(2), rtypes(2), zeros(2)
  integer(kind=MPI_OFFSET_KIND) :: disp
  double precision :: a(8), sbuf(4), rbuf(4)
  character(len=32) :: cname
  character(len=512) :: path
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  peer = 1 - rank
  call get_command_argument(1, path)

  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
  cname = 'fortran dup'
  call MPI_Comm_set_name(dup, cname, ierr)

  a = rank
  call MPI_File_open(MPI_COMM_WORLD, path, MPI_MODE_CREATE + MPI_MODE_WRONLY, MPI_INFO_NULL, &
                     fh, ierr)
  if (ierr /= MPI_SUCCESS) call MPI_Abort(MPI_COMM_WORLD, 2, ierr)
  disp = 64 * rank
  call MPI_File_set_view(fh, disp, MPI_BYTE, MPI_BYTE, 'native', MPI_INFO_NULL, ierr)
  if (ierr /= MPI_SUCCESS) call MPI_Abort(MPI_COMM_WORLD, 3, ierr)
  call MPI_File_write(fh, a, 8, MPI_DOUBLE_PRECISION, status, ierr)
  call MPI_File_close(fh, ierr)

  ! Entry i is for rank i - 1; displacements are in bytes.
  scounts(rank + 1) = 1
  stypes(rank + 1) = MPI_INTEGER
  sdispls(rank + 1) = 0
  scounts(peer + 1) = 3
  stypes(peer + 1) = MPI_DOUBLE_PRECISION
  sdispls(peer + 1) = 8
  rcounts = scounts
  rtypes = stypes
  rdispls = sdispls
  zeros = 0
  sbuf = 1.0d0 + rank
  call MPI_Alltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, dup, ierr)
  if (rbuf(2) /= 1.0d0 + peer) call MPI_Abort(MPI_COMM_WORLD, 4, ierr)
  call MPI_Alltoallw(MPI_IN_PLACE, zeros, zeros, rtypes, rbuf, rcounts, rdispls, rtypes, dup, &
                     ierr)
  call MPI_Ialltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, dup, req, &
                      ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)

  call MPI_Comm_free(dup, ierr)
  call MPI_Finalize(ierr)
end program fortran_args

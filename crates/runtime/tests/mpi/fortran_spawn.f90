! MPI_Comm_spawn through the Fortran entry points (mpif.h), with CHARACTER arguments: the 2
! parents spawn 1 copy of this program (the command is a CHARACTER*512 with trailing blanks,
! argv = ['child', ' ']); parent rank 0 sends one integer (4 B, tag 7) to the child over the
! inter-communicator. The child checks its argument and the value (MPI_Abort otherwise).
program fortran_spawn
  implicit none
  include 'mpif.h'
  integer :: ierr, parent, inter, rank, x
  integer :: errcodes(1)
  character(len=512) :: cmd, arg
  character(len=16) :: argv(2)
  call MPI_Init(ierr)
  call MPI_Comm_get_parent(parent, ierr)
  if (parent == MPI_COMM_NULL) then
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call get_command_argument(0, cmd)
    argv(1) = 'child'
    argv(2) = ' '
    call MPI_Comm_spawn(cmd, argv, 1, MPI_INFO_NULL, 0, MPI_COMM_WORLD, inter, errcodes, ierr)
    if (ierr /= MPI_SUCCESS .or. errcodes(1) /= MPI_SUCCESS) call MPI_Abort(MPI_COMM_WORLD, 2, ierr)
    if (rank == 0) then
      x = 42
      call MPI_Send(x, 1, MPI_INTEGER, 0, 7, inter, ierr)
    end if
  else
    call get_command_argument(1, arg)
    if (arg /= 'child') call MPI_Abort(MPI_COMM_WORLD, 3, ierr)
    call MPI_Recv(x, 1, MPI_INTEGER, 0, 7, parent, MPI_STATUS_IGNORE, ierr)
    if (x /= 42) call MPI_Abort(MPI_COMM_WORLD, 4, ierr)
  end if
  call MPI_Finalize(ierr)
end program fortran_spawn

! The loops of bench/caf/instructions.sh: N puts of 8 bytes (put_loop) and N `sync all`
! (sync_loop), each in its own subroutine so that callgrind can collect inside it alone.
subroutine put_loop(x, right, n)
  implicit none
  real(8) :: x[*]
  integer :: right, n, i
  do i = 1, n
    x[right] = real(i, 8)
  end do
end subroutine
subroutine sync_loop(n)
  implicit none
  integer :: n, i
  do i = 1, n
    sync all
  end do
end subroutine
program p
  implicit none
  interface
    subroutine put_loop(x, right, n)
      real(8) :: x[*]
      integer :: right, n
    end subroutine
  end interface
  real(8) :: x[*]
  integer :: n, me, right
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  me = this_image()
  right = merge(1, me + 1, me == num_images())
  x = me
  sync all
  call sync_loop(n)
  if (me == 1) call put_loop(x, right, n)
  sync all
end program

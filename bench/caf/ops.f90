! The cost of ppw per coarray statement (issue 38): ITERS iterations of `sync all`, then ITERS
! puts of 8 bytes to the right neighbour image (each followed by nothing: the put's own cost),
! timed by image 1 around each loop with system_clock. Prints "caf_ops SYNC_US PUT_US": the
! mean microseconds per statement. Run by bench/caf/run.sh with and without ppw.
program caf_ops
  implicit none
  integer, parameter :: iters = 20000
  real(8) :: x[*]
  integer(8) :: t0, t1, rate
  integer :: i, me, right
  real(8) :: sync_us, put_us
  me = this_image()
  right = merge(1, me + 1, me == num_images())
  x = me
  sync all
  call system_clock(t0, rate)
  do i = 1, iters
    sync all
  end do
  call system_clock(t1)
  sync_us = real(t1 - t0, 8) / real(rate, 8) * 1d6 / iters
  sync all
  call system_clock(t0)
  do i = 1, iters
    x[right] = real(i, 8)
  end do
  call system_clock(t1)
  put_us = real(t1 - t0, 8) / real(rate, 8) * 1d6 / iters
  sync all
  if (me == 1) print '(a,2f12.3)', 'caf_ops', sync_us, put_us
end program

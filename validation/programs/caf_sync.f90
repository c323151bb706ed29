! Coarray Fortran wait states (issue 38), 4 images, one phase per subroutine so that each has
! a call path of its own. Work is sleeping until an absolute time after a common origin (as
! pv.h does for the C programs); every image measures its own enter times, image 1 gathers
! them and prints the expectations computed from them with the patterns' definitions:
!   sync all      images enter at 100, 200, 300, 400 ms: each waits for image 4
!   sync images   image 1 with image 2, which is 400 ms late; images 3 and 4 pair in time
!   lock          image 2 holds lck[1] from 1000 to 1400 ms, image 3 asks at 1050 ms
!   critical      image 1 is inside from 1500 to 1900 ms, image 4 asks at 1550 ms
!   event         image 1 waits for ev from 2000 ms, image 2 posts at 2400 ms
!   co_sum        image 4 arrives 400 ms after the others
!   puts          image 1 puts 10 x 1000 real(8) into image 2: 10 transfers, 80,000 bytes
! Time is kept in ms of CLOCK_MONOTONIC (all images run on one machine).
module caf_clock
  use iso_c_binding
  implicit none
  type, bind(c) :: timespec
    integer(c_long) :: sec, nsec
  end type
  interface
    integer(c_int) function clock_gettime(clk, ts) bind(c, name="clock_gettime")
      import c_int, timespec
      integer(c_int), value :: clk
      type(timespec) :: ts
    end function
    integer(c_int) function clock_nanosleep(clk, flags, req, rem) bind(c, name="clock_nanosleep")
      import c_int, timespec
      integer(c_int), value :: clk, flags
      type(timespec) :: req
      type(timespec) :: rem
    end function
  end interface
  real(8) :: origin = 0
contains
  real(8) function now_ms()
    type(timespec) :: ts
    integer(c_int) :: rc
    rc = clock_gettime(1_c_int, ts)
    now_ms = real(ts%sec, 8) * 1000d0 + real(ts%nsec, 8) / 1d6
  end function

  ! Sleep until `ms` after the origin; returns the time woken (ms after the origin).
  real(8) function at(ms)
    real(8), intent(in) :: ms
    type(timespec) :: ts, rem
    integer(c_int) :: rc
    real(8) :: t
    t = origin + ms
    ts%sec = int(t / 1000d0, c_long)
    ts%nsec = int((t - real(ts%sec, 8) * 1000d0) * 1d6, c_long)
    rc = clock_nanosleep(1_c_int, 1_c_int, ts, rem)
    at = now_ms() - origin
  end function
end module

module caf_phases
  use caf_clock
  use iso_fortran_env, only: lock_type, event_type
  implicit none
  real(8) :: enter(8)[*]
  type(lock_type) :: lck[*]
  type(event_type) :: ev[*]
  real(8) :: a(1000)[*]
contains
  subroutine phase_sync_all(me)
    integer, intent(in) :: me
    enter(1) = at(100d0 * me)
    sync all
  end subroutine

  subroutine phase_sync_images(me)
    integer, intent(in) :: me
    select case (me)
    case (1)
      enter(2) = at(500d0)
      sync images (2)
    case (2)
      enter(2) = at(900d0)
      sync images (1)
    case (3)
      enter(2) = at(500d0)
      sync images (4)
    case (4)
      enter(2) = at(500d0)
      sync images (3)
    end select
  end subroutine

  subroutine phase_lock(me)
    integer, intent(in) :: me
    real(8) :: t
    if (me == 2) then
      t = at(1000d0)
      lock (lck[1])
      enter(3) = at(1400d0)
      unlock (lck[1])
    else if (me == 3) then
      enter(3) = at(1050d0)
      lock (lck[1])
      unlock (lck[1])
    end if
  end subroutine

  ! One critical construct (each construct is a critical section of its own): image 1 is
  ! inside until 1900 ms (enter(4)), image 4 asks at 1550 ms (enter(7)).
  subroutine phase_critical(me)
    integer, intent(in) :: me
    real(8) :: t
    if (me == 1) t = at(1500d0)
    if (me == 4) enter(7) = at(1550d0)
    if (me == 1 .or. me == 4) then
      critical
        if (me == 1) enter(4) = at(1900d0)
      end critical
    end if
  end subroutine

  subroutine phase_event(me)
    integer, intent(in) :: me
    if (me == 1) then
      enter(5) = at(2000d0)
      event wait (ev)
    else if (me == 2) then
      enter(5) = at(2400d0)
      event post (ev[1])
    end if
  end subroutine

  subroutine phase_co_sum(me)
    integer, intent(in) :: me
    real(8) :: x
    x = me
    if (me == 4) then
      enter(6) = at(2900d0)
    else
      enter(6) = at(2500d0)
    end if
    call co_sum(x)
  end subroutine

  subroutine phase_put(me)
    integer, intent(in) :: me
    integer :: i
    real(8) :: t
    if (me == 1) then
      t = at(3000d0)
      do i = 1, 10
        a(:)[2] = a(:) + i
      end do
    end if
  end subroutine
end module

program caf_sync
  use caf_phases
  implicit none
  integer :: me, n, i
  real(8) :: t, e(8, 4)
  me = this_image()
  n = num_images()
  if (n /= 4) error stop "caf_sync needs 4 images"
  a = me
  enter = 0
  ! The common origin: the latest image's clock plus a lead.
  t = now_ms()
  call co_max(t)
  origin = t + 300d0
  call phase_sync_all(me)
  call phase_sync_images(me)
  call phase_lock(me)
  call phase_critical(me)
  call phase_event(me)
  call phase_co_sum(me)
  call phase_put(me)
  sync all
  if (me == 1) then
    do i = 1, 4
      e(:, i) = enter(:)[i]
    end do
    ! sync all: every image waits for the last to enter.
    call expect("wait_at_barrier", 0, "caf_phases::phase_sync_all/sync all", &
      sum(maxval(e(1, :)) - e(1, :)), 3)
    call expect("late_partner", 0, "caf_phases::phase_sync_images/sync images", e(2, 2) - e(2, 1), 1)
    call expect("wait_on_lock", 2, "caf_phases::phase_lock/lock", e(3, 2) - e(3, 3), 1)
    call expect("wait_on_lock", 3, "caf_phases::phase_critical/critical", e(4, 1) - e(7, 4), 1)
    call expect("wait_on_value", 0, "caf_phases::phase_event/event wait", e(5, 2) - e(5, 1), 1)
    call expect("wait_at_nxn", 0, "caf_phases::phase_co_sum/co_sum", sum(maxval(e(6, :)) - e(6, :)), 3)
    print '(a)', 'PPW_EXPECT_PROFILE {"rank": 0, "callpath_suffix": "caf_phases::phase_put/coarray put", ' // &
      '"visits": 10, "bytes": 80000}'
    print '(a)', 'PPW_EXPECT_NONE {"kinds": ["late_sender"], "max_seconds": 0}'
  end if
contains
  ! One finding: `kind` at the call path ending in `path`, `rank` among its ranks, of `ms`
  ! summed over its `n` instances (ranks): 5%, and at least 2 ms + 0.5 ms per instance.
  subroutine expect(kind, rank, path, ms, n)
    character(*), intent(in) :: kind, path
    integer, intent(in) :: rank, n
    real(8), intent(in) :: ms
    character(400) :: line
    write (line, '(a,a,a,i0,a,a,a,es12.5,a,es12.5,a)') 'PPW_EXPECT {"kind": "', kind, '", "rank": ', &
      rank, ', "callpath_suffix": "', path, '", "seconds": ', ms / 1000d0, &
      ', "rel_tol": 0.05, "abs_tol": ', (2d0 + 0.5d0 * n) / 1000d0, '}'
    print '(a)', trim(line)
  end subroutine
end program

! A coarray Fortran program (OpenCoarrays over MPI; crates/cli/tests/run.rs): every image
! writes its number, all images meet in `sync all` 10 times, image 1 reads the last image's.
program coarray_sync
  implicit none
  integer :: x[*], i
  x = this_image()
  do i = 1, 10
    sync all
  end do
  if (this_image() == 1) print *, 'images', num_images(), 'last', x[num_images()]
end program

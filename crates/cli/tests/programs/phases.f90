! The Fortran phase API and MPI_PCONTROL (crates/cli/tests/phases.rs): a barrier while the
! measurement is switched off, then three entries of the phase "solve" around a barrier.
! Fortran has no weak symbols: link the program against ppw's runtime library.
program phases_f
  use mpi
  implicit none
  integer :: ierr, i
  call MPI_Init(ierr)
  call MPI_Pcontrol(0)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Pcontrol(1)
  do i = 1, 3
    call ppw_phase_begin('solve')
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call ppw_phase_end('solve')
  end do
  call MPI_Finalize(ierr)
end program phases_f

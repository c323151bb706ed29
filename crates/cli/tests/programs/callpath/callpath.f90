! The Fortran twin of callpath.c: module procedures level1 -> level2 -> level3 -> lib_exchange
! (in libexchange_f.so) -> mpi_sendrecv_replace; level3 -> mpi_barrier; level1 ->
! mpi_allreduce; the program calls level1.
module levels
    implicit none
    include 'mpif.h'
    integer :: rank
    integer, volatile :: sink = 0
contains
    subroutine level3(b)
        double precision :: b(4)
        integer :: ierr
        call lib_exchange(ieor(rank, 1), b, 4)
        call mpi_barrier(MPI_COMM_WORLD, ierr)
        sink = sink + 1
    end subroutine
    subroutine level2(b)
        double precision :: b(4)
        integer :: i
        do i = 1, 10
            call level3(b)
        end do
        sink = sink + 1
    end subroutine
    subroutine level1(b)
        double precision :: b(4)
        integer :: ierr
        call level2(b)
        call mpi_allreduce(MPI_IN_PLACE, b, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
        sink = sink + 1
    end subroutine
end module

program callpath
    use levels
    implicit none
    double precision :: b(4)
    integer :: ierr
    b = 0
    call mpi_init(ierr)
    call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
    call level1(b)
    call mpi_finalize(ierr)
end program

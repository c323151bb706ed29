//! Integration tests of the runtime: real MPI programs (tests/mpi/) run under Open MPI and
//! MPICH with libppw.so preloaded, read back through ppw_format.

mod support;

mod armci;
mod clocks;
mod collectives;
mod cpu;
mod faults;
mod fortran;
mod gasp;
mod io;
mod onesided;
mod p2p;
mod plain;
mod shmem;

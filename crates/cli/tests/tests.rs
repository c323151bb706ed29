//! End-to-end tests of the `ppw` command: real programs under real launchers (Open MPI and
//! MPICH), measured with `ppw run`, read with `ppw info` / `ppw dump` / `ppw analyze`.
//!
//! MPI tests need the runtime builds next to the `ppw` binary (`scripts/build.sh` makes
//! `libppw-openmpi.so` and `libppw-mpich.so`). Without them a test prints why it is skipped,
//! unless `PPW_REQUIRE_MPI=1`, which makes it fail.

mod support;

mod callpath;
mod contention;
mod counters;
mod damage;
mod datastruct;
mod distributed;
mod distribution;
mod dynamic;
mod filters;
mod gasp;
mod hosts;
mod html;
mod install;
mod interop;
mod layout;
mod otf2_rma;
mod outputs;
mod phases;
mod profile_counts;
mod rma;
mod rootcause;
mod run;
mod scalasca;
mod scale;
mod scripts;
mod slurm;
mod topology;

mod validation;

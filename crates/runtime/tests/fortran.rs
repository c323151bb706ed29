//! The Fortran bindings beyond plain handles: CHARACTER arguments (communicator and window names,
//! file names, datarep, spawn's command and argv), arrays of datatype handles (Alltoallw),
//! Fortran's MPI_IN_PLACE, and the `mpi_f08` entry points, checked record by record.
//! (Point-to-point through mpif.h is in p2p.rs, one-sided in onesided.rs.)

use crate::both_mpis;
use crate::support::*;
use ppw_event::{CommKind, EventKind, RmaOp, NO_RANK};

/// The MPI-IO records of `rank`: (region, bytes).
fn mpi_io(r: &Run, rank: u32) -> Vec<(String, u64)> {
    r.attrs(rank)
        .into_iter()
        .filter_map(|e| match e.kind {
            EventKind::Io { bytes, .. } if e.region.starts_with("MPI_File_") => {
                Some((e.region.clone(), bytes))
            }
            _ => None,
        })
        .collect()
}

/// The object (executable or library) of the call site of `rank`'s first call of `region`.
fn callsite_object(r: &Run, rank: u32, region: &str) -> String {
    let e = r
        .events
        .iter()
        .find(|e| e.rank == rank && e.region == region && matches!(e.kind, EventKind::Enter { .. }))
        .unwrap_or_else(|| panic!("no {region} on rank {rank}"));
    let EventKind::Enter { callsite, .. } = e.kind else {
        unreachable!()
    };
    r.defs().callsites[callsite.index()]
        .object
        .as_deref()
        .unwrap_or_default()
        .to_string()
}

/// The one communicator definition named `name`: (kind, members).
fn named(r: &Run, name: &str) -> (CommKind, Vec<u32>) {
    let d = r.defs();
    let found: Vec<_> = d.comms.iter().filter(|c| c.name == name).collect();
    assert_eq!(found.len(), 1, "{name}: {:?}", d.comms);
    (found[0].kind, found[0].members.clone())
}

/// A scratch file for a program's MPI-IO, removed first.
fn data_file(m: &Mpi, test: &str) -> String {
    let path = scratch().join(format!("{test}-{}.dat", m.name));
    let _ = std::fs::remove_file(&path);
    path.display().to_string()
}

/// `tests/mpi/fortran_args.f90` (mpif.h): names, file name and datarep, Alltoallw's datatype
/// arrays, in place and non-blocking.
fn arguments(m: &Mpi) {
    if m.mpif90.is_empty() {
        return eprintln!("skipped: no mpif90 for {}", m.name);
    }
    // Two calls pass MPI_IN_PLACE (an integer) and a double array as the same argument.
    let exe = m.compile("fortran_args.f90", &["-fallow-argument-mismatch"]);
    let file = data_file(m, "fortran_args");
    let (dir, out) = m.run_output("fortran_args", &exe, &[&file], 2, "trace");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    // The file name and datarep reached MPI: 64 bytes per rank at offset 64 x rank.
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 128);
    // The CHARACTER*32 name without its trailing blanks.
    assert_eq!(named(&r, "fortran dup"), (CommKind::Comm, vec![0, 1]));
    for rank in 0..2u32 {
        assert_eq!(r.visits(rank, "MPI_Comm_set_name"), 1);
        assert_eq!(
            mpi_io(&r, rank),
            [
                ("MPI_File_open".to_string(), 0),
                ("MPI_File_set_view".to_string(), 0),
                ("MPI_File_write".to_string(), 64),
                ("MPI_File_close".to_string(), 0),
            ]
        );
        // 3 doubles to the other rank per Alltoallw (the integer to itself is not counted);
        // in place, the receive arguments describe what is sent.
        let c = r.colls(rank);
        let bytes: Vec<_> = c
            .iter()
            .map(|x| (x.0.as_str(), x.1, x.2, x.3, x.5.clone()))
            .collect();
        assert_eq!(
            bytes,
            [
                ("MPI_Alltoallw", NO_RANK, 24, 24, vec![0, 1]),
                ("MPI_Alltoallw", NO_RANK, 24, 24, vec![0, 1]),
                ("MPI_Ialltoallw", NO_RANK, 24, 24, vec![0, 1]),
            ]
        );
        assert_eq!((c[0].4, c[1].4), (0, 0));
        let req = c[2].4;
        assert_ne!(req, 0);
        let done: Vec<_> = r
            .attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::RequestComplete { request } => Some((e.region.clone(), request.0)),
                _ => None,
            })
            .collect();
        assert_eq!(done, [("MPI_Wait".to_string(), req)]);
        let site = callsite_object(&r, rank, "MPI_Comm_set_name");
        assert!(site.contains("/fortran_args"), "{site}");
    }
}
both_mpis!(
    fortran_character_and_handle_array_arguments,
    super::arguments
);

/// `tests/mpi/fortran_spawn.f90`: MPI_Comm_spawn from Fortran. Open MPI only: MPICH 4.0's
/// MPI_Comm_spawn fails under Debian's hydra launcher here even without ppw (see
/// crates/cli/tests/dynamic.rs).
#[test]
fn fortran_spawn_openmpi() {
    let Some(m) = openmpi() else { return };
    if m.mpif90.is_empty() {
        return eprintln!("skipped: no mpif90 for {}", m.name);
    }
    let exe = m.compile("fortran_spawn.f90", &[]);
    let (dir, out) = m.run_output("fortran_spawn", &exe, &[], 2, "trace");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    // The child (it checked its argv: 'child') is rank 2, in process group 1.
    let ranks: Vec<u32> = r.defs().locations.iter().map(|l| l.rank).collect();
    assert_eq!(ranks, [0, 1, 2]);
    assert_eq!(named(&r, "process group 1"), (CommKind::Group, vec![2]));
    for rank in 0..2u32 {
        let c: Vec<_> = r
            .colls(rank)
            .into_iter()
            .map(|x| (x.0, x.1, x.2, x.3, x.5))
            .collect();
        assert_eq!(c, [("MPI_Comm_spawn".to_string(), 0, 0, 0, vec![0, 1])]);
    }
    // Over the inter-communicator converted with MPI_Comm_f2c: world ranks on both sides.
    assert_eq!(r.sends(0), [("MPI_Send".to_string(), 2, 7, 4, 0)]);
    assert!(r.sends(1).is_empty());
    assert_eq!(r.recvs(2), [("MPI_Recv".to_string(), 0, 7, 4, 0)]);
}

/// `tests/mpi/fortran08.f90`: a `use mpi_f08` program is measured like an mpif.h one.
fn mpi_f08(m: &Mpi) {
    if m.mpif90.is_empty() {
        return eprintln!("skipped: no mpif90 for {}", m.name);
    }
    let exe = m.compile("fortran08.f90", &[]);
    let file = data_file(m, "fortran08");
    // Open MPI 4.1's osc/rdma is broken on Debian 12 (see crates/cli/tests/rma.rs).
    let mut l = m.launch(
        "fortran08",
        &exe,
        &[&file],
        2,
        "trace",
        &[("OMPI_MCA_osc", "pt2pt")],
    );
    let out = l.cmd.output().expect("run mpirun");
    let dir = l.finish(out.status.code().unwrap_or(-1));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 128);
    assert_eq!(named(&r, "f08 dup"), (CommKind::Comm, vec![0, 1]));
    let (kind, members) = named(&r, "f08 win");
    assert_eq!((kind, members), (CommKind::Window, vec![0, 1]));
    let s = |v: &[(&str, u32, i32, u64)]| -> Vec<(String, u32, i32, u64)> {
        v.iter().map(|x| (x.0.to_string(), x.1, x.2, x.3)).collect()
    };
    let strip = |v: Vec<(String, u32, i32, u64, u64)>| -> Vec<(String, u32, i32, u64)> {
        v.into_iter().map(|x| (x.0, x.1, x.2, x.3)).collect()
    };
    for rank in 0..2u32 {
        let peer = 1 - rank;
        assert_eq!(r.visits(rank, "MPI_Init"), 1);
        assert_eq!(r.visits(rank, "MPI_Finalize"), 1);
        // Wait with MPI_STATUS_IGNORE and Waitall with MPI_STATUSES_IGNORE still see the
        // statuses (mpi_f08's sentinels are recognized).
        let mut recvs = if rank == 1 {
            s(&[("MPI_Recv", 0, 11, 80); 3])
        } else {
            vec![]
        };
        recvs.extend(s(&[
            ("MPI_Wait", peer, 12, 40),
            ("MPI_Waitall", peer, 13, 16),
        ]));
        assert_eq!(strip(r.recvs(rank)), recvs);
        let mut sends = if rank == 0 {
            s(&[("MPI_Send", 1, 11, 80); 3])
        } else {
            vec![]
        };
        sends.extend(s(&[
            ("MPI_Send", peer, 12, 40),
            ("MPI_Isend", peer, 13, 16),
        ]));
        assert_eq!(strip(r.sends(rank)), sends);
        let c: Vec<_> = r.colls(rank).into_iter().map(|x| (x.0, x.2, x.3)).collect();
        let c: Vec<_> = c.iter().map(|x| (x.0.as_str(), x.1, x.2)).collect();
        assert_eq!(
            c,
            [
                ("MPI_Allreduce", 8, 8),
                ("MPI_Alltoallw", 24, 24),
                ("MPI_Win_create", 0, 0),
                ("MPI_Win_fence", 0, 0),
                ("MPI_Win_fence", 0, 0),
                ("MPI_Win_free", 0, 0),
            ]
        );
        let rma: Vec<_> = r
            .attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::Rma {
                    op,
                    comm,
                    target,
                    bytes,
                    ..
                } => Some((op, r.defs().comm(comm).unwrap().name.clone(), target, bytes)),
                _ => None,
            })
            .collect();
        assert_eq!(rma, [(RmaOp::Put, "f08 win".to_string(), peer, 32)]);
        assert_eq!(
            mpi_io(&r, rank),
            [
                ("MPI_File_open".to_string(), 0),
                ("MPI_File_write_at".to_string(), 64),
                ("MPI_File_close".to_string(), 0),
            ]
        );
        assert_eq!(r.visits(rank, "MPI_Comm_set_name"), 1);
        assert_eq!(r.visits(rank, "MPI_Win_set_name"), 1);
        // ppw's mpi_*_f08_ entry points see the program's call site. MPICH's choice-buffer
        // bindings (mpi_send_f08ts_ ...) are not ppw's: they reach its C wrappers from inside
        // libmpichfort, which is then the call site.
        let wait_site = callsite_object(&r, rank, "MPI_Wait");
        assert!(wait_site.ends_with("/fortran08"), "{wait_site}");
        let send_site = callsite_object(&r, rank, "MPI_Send");
        if m.name == "mpich" {
            assert!(send_site.contains("libmpichfort"), "{send_site}");
        } else {
            assert!(send_site.ends_with("/fortran08"), "{send_site}");
        }
    }
}
both_mpis!(fortran_2008_bindings, super::mpi_f08);

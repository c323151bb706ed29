//! What the writer must put into the definitions for Scalasca's trace analyzer (PEARL) to see
//! MPI at all (docs/FORMATS.md, "What Scalasca needs"). The end-to-end check with `scout.mpi`
//! itself is in the CLI's validation runner.

mod common;

use common::scratch;
use ppw_event::{EventKind, TraceBuilder, TraceSource, NO_RANK};
use ppw_otf2::{write_otf2_with, Otf2Trace, WriteOptions};

/// PEARL classifies a region as an MPI function only when its source file is the string "MPI"
/// (as Score-P writes it), by the canonical name after `MPI_`; user regions keep their file.
#[test]
fn mpi_regions_have_the_file_scalasca_classifies_by() {
    let mut b = TraceBuilder::new(2);
    for r in 0..2 {
        b.rank(r).enter(r as u64, "main");
        b.rank(r).enter(1, "MPI_Init").exit(2);
    }
    b.rank(0).send_call(10, 12, 1, 7, 64);
    b.rank(1).recv_call(5, 20, 0, 7, 64);
    for r in 0..2 {
        b.rank(r).barrier(30 + r as u64, 40);
        b.rank(r).enter(50, "MPI_Finalize").exit(60).exit(70);
    }
    let mut t = b.build();
    let main = t.defs.region_by_name("main").unwrap();
    t.defs.regions[main.index()].file = Some("app.c".into());
    let dir = scratch("scalasca-defs");
    let summary = write_otf2_with(&t, &dir, &WriteOptions::default()).unwrap();
    let back = Otf2Trace::open(&summary.anchor).unwrap();
    let d = back.defs();
    for name in [
        "MPI_Init",
        "MPI_Send",
        "MPI_Recv",
        "MPI_Barrier",
        "MPI_Finalize",
    ] {
        let r = d.region(d.region_by_name(name).unwrap());
        assert_eq!(r.file.as_deref(), Some("MPI"), "{name}");
    }
    let r = d.region(d.region_by_name("main").unwrap());
    assert_eq!(r.file.as_deref(), Some("app.c"));
    std::fs::remove_dir_all(&dir).ok();
}

/// The runtime records each rank's `MPI_COMM_SELF` where the rank first uses it, between other
/// communicators: they are still one `COMM_SELF` communicator (as Score-P writes it, and as
/// PEARL expects for a self-like group), and read back as one single-member communicator per
/// rank with the same events.
#[test]
fn per_rank_self_communicators_between_others_are_one_self_communicator() {
    let mut b = TraceBuilder::new(3);
    let self0 = b.comm("MPI_COMM_SELF", &[0]);
    let sub = b.comm("sub", &[0, 2]);
    let self1 = b.comm("MPI_COMM_SELF", &[1]);
    let self2 = b.comm("MPI_COMM_SELF", &[2]);
    for (r, c) in [(0, self0), (1, self1), (2, self2)] {
        b.rank(r).enter(0, "main");
        b.rank(r).coll_call("MPI_Allreduce", 10, 20, c, NO_RANK, 8);
    }
    for r in [0, 2] {
        b.rank(r).coll_call("MPI_Barrier", 30, 40, sub, NO_RANK, 0);
    }
    for r in 0..3 {
        b.rank(r).exit(50);
    }
    let t = b.build();
    let dir = scratch("self-comms");
    let summary = write_otf2_with(&t, &dir, &WriteOptions::default()).unwrap();
    let back = Otf2Trace::open(&summary.anchor).unwrap();
    assert!(
        back.defs().warnings.is_empty(),
        "{:?}",
        back.defs().warnings
    );
    // world, MPI_COMM_SELF, sub: three OTF2 communicators.
    let selves: Vec<_> = back
        .defs()
        .comms
        .iter()
        .filter(|c| c.name == "MPI_COMM_SELF")
        .map(|c| c.members.clone())
        .collect();
    assert_eq!(selves, [vec![0], vec![1], vec![2]]);
    assert_eq!(back.defs().comms.len(), 5);
    common::assert_same_events(&t, &back, 0, &|e| {
        matches!(e.kind, EventKind::CollectiveBegin)
    });
    if let Some(tool) = common::otf2_print() {
        let out = std::process::Command::new(tool)
            .args(["-G"])
            .arg(&summary.anchor)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let comms = text.lines().filter(|l| l.starts_with("COMM ")).count();
        let self_groups = text
            .lines()
            .filter(|l| l.starts_with("GROUP") && l.contains("Type: COMM_SELF"))
            .count();
        assert_eq!((comms, self_groups), (3, 1), "{text}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

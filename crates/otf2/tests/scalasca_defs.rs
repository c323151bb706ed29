//! What the writer must put into the definitions for Scalasca's trace analyzer (PEARL) to see
//! MPI at all (docs/FORMATS.md, "What Scalasca needs"). The end-to-end check with `scout.mpi`
//! itself is in the CLI's validation runner.

mod common;

use common::scratch;
use ppw_event::{TraceBuilder, TraceSource};
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

//! Write a small demo `.cubex` (and print what a reader sees in it), to try the format with
//! Cube or other CUBE4 readers.
//!
//! ```text
//! cargo run -p ppw-export --example cube_demo -- demo.cubex
//! ```

use ppw_event::{RegionDef, TraceBuilder};
use ppw_export::cube::{
    read::read_cube_file, write_cube_file, CubeDtype, CubeMetric, CubeModel, CubeRegion,
    CubeSystem, MetricKind,
};

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "demo.cubex".into());
    let mut trace = TraceBuilder::new(4).build();
    for r in 0..4 {
        trace.defs.rank_info[r].host = format!("node{}", r / 2);
    }
    let (system, loc) = CubeSystem::from_defs(&trace.defs);
    let mut m = CubeModel::new("ppw cube_demo", system);
    let time = m.add_metric(CubeMetric {
        description: "Total time".into(),
        ..CubeMetric::seconds("time", "Time", None)
    });
    let visits = m.add_metric(CubeMetric {
        unit: "occ".into(),
        dtype: CubeDtype::Uint64,
        ..CubeMetric::seconds("visits", "Visits", None)
    });
    let mpi = m.add_metric(CubeMetric::seconds("mpi", "MPI", Some(time)));
    let ls = m.add_metric(CubeMetric {
        cube_uniq_name: Some("mpi_latesender".into()),
        description: "Receive entered before the matching send".into(),
        ..CubeMetric::seconds("late_sender", "Late Sender", Some(mpi))
    });
    let sent = m.add_metric(CubeMetric {
        unit: "bytes".into(),
        kind: MetricKind::Inclusive,
        ..CubeMetric::seconds("bytes_sent", "Bytes sent", None)
    });
    let main = m.add_region(CubeRegion::from_def(&RegionDef::named("main")));
    let send = m.add_region(CubeRegion::from_def(&RegionDef::named("MPI_Send")));
    let recv = m.add_region(CubeRegion::from_def(&RegionDef::named("MPI_Recv")));
    let solve = m.add_region(CubeRegion::from_def(&RegionDef::named("solve")));
    let barrier = m.add_region(CubeRegion::from_def(&RegionDef::named("MPI_Barrier")));
    // main > solve > {MPI_Send, MPI_Recv}, main > MPI_Barrier: pre-order and CubeLib's wide
    // order (used for the inclusive metric) differ.
    let c_main = m.child_cnode(None, main);
    let c_solve = m.child_cnode(Some(c_main), solve);
    let c_send = m.child_cnode(Some(c_solve), send);
    let c_recv = m.child_cnode(Some(c_solve), recv);
    let c_barrier = m.child_cnode(Some(c_main), barrier);
    for (r, &l) in loc.iter().enumerate() {
        let f = r as f64;
        m.set(time, c_main, l, 10.0 + f);
        m.set(visits, c_main, l, 1.0);
        m.set(visits, c_send, l, 100.0);
        m.set(visits, c_recv, l, 100.0);
        m.set(mpi, c_send, l, 0.5);
        m.set(mpi, c_recv, l, 1.0 + f);
        m.set(ls, c_recv, l, 0.25 * f);
        m.set(sent, c_main, l, 409_600.0);
        m.set(sent, c_solve, l, 409_600.0);
        m.set(sent, c_send, l, 409_600.0);
        m.set(sent, c_barrier, l, 0.0);
        m.set(time, c_barrier, l, 0.1 * f);
        m.set(sent, c_barrier, l, 8.0 * f);
    }
    m.include_submetrics();
    let s = write_cube_file(&m, std::path::Path::new(&path)).expect("write");
    println!(
        "wrote {path}: {} bytes, {} metrics, {} rows",
        s.bytes, s.metrics, s.rows
    );
    let back = read_cube_file(std::path::Path::new(&path)).expect("read back");
    assert_eq!(back, m.canonical());
    for (k, v) in back.values.iter().take(8) {
        let loc = &back.system.locations[k.location];
        println!(
            "{:>12} {:>10} rank {} thread {} = {v}",
            back.metrics[k.metric].id,
            back.regions[back.cnodes[k.cnode].region].name,
            back.system.processes[loc.process].rank,
            loc.thread
        );
    }
}

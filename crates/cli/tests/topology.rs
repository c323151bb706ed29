//! Virtual topologies (issue 17, item 1): `programs/halo2d.c` runs a 2 x 2 Cartesian halo
//! exchange whose ranks at coordinate 0 along dimension 0 compute 45 ms more per iteration.
//! The analysis must carry the grid (every rank's coordinates), attribute the late senders to
//! dimension 0 and the lower neighbour, and find the computation imbalanced along dimension 0
//! only; `MPI_Cart_sub` and `MPI_Dist_graph_create_adjacent` are recorded too.
//!
//! Wavefronts (item 2): `programs/sweep2d.c` sweeps 4 blocks of 20 ms through the same grid,
//! twice in each diagonal direction, with a barrier before every sweep: 320 ms of pipeline
//! fill. The analysis must report them as one Wavefront finding (within 20%) with both sweep
//! directions, and leave no Late Sender or Wrong Order finding of that time; the halo
//! exchange must not look like a wavefront.

use crate::support::*;
use serde_json::Value;

fn topology(a: &Value, pred: impl Fn(&Value) -> bool) -> &Value {
    a["topologies"]
        .as_array()
        .unwrap_or_else(|| panic!("no topologies: {a}"))
        .iter()
        .find(|t| pred(t))
        .unwrap_or_else(|| panic!("no such topology in {}", a["topologies"]))
}

fn halo(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("topology-{name}"));
    let exe = f.compile(&program("halo2d.c"), &dir, &[]);
    let exp = dir.join("exp");
    let o = f.ppw_run(&["--trace"], &exp, 4, &exe);
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);

    let grid = topology(&a, |t| {
        t["kind"] == "cartesian" && t["dims"] == serde_json::json!([2, 2])
    });
    let ranks = grid["ranks"].as_array().unwrap();
    assert_eq!(ranks.len(), 4, "{grid}");
    let mut coords: Vec<Value> = ranks.iter().map(|r| r["coords"].clone()).collect();
    coords.sort_by_key(|c| c.to_string());
    assert_eq!(
        coords,
        serde_json::json!([[0, 0], [0, 1], [1, 0], [1, 1]])
            .as_array()
            .unwrap()
            .clone(),
        "{grid}"
    );
    // The waits come from the lower neighbour along dimension 0: about 2 ranks x 5 x 45 ms.
    // (4 ranks share 2 cores here: the two slow ranks also wait a little for each other.)
    let dirs = grid["directions"].as_array().unwrap();
    let main = dirs
        .iter()
        .max_by(|a, b| {
            a["seconds"]
                .as_f64()
                .partial_cmp(&b["seconds"].as_f64())
                .unwrap()
        })
        .unwrap_or_else(|| panic!("no directed waits: {grid}"));
    assert_eq!(
        (&main["pattern"], &main["dimension"], &main["direction"]),
        (
            &Value::from("late_sender"),
            &Value::from(0),
            &Value::from(-1)
        ),
        "{grid}"
    );
    assert!(main["fraction"].as_f64().unwrap() >= 0.7, "{grid}");
    let s = main["seconds"].as_f64().unwrap();
    assert!((0.3..0.8).contains(&s), "{s}: {grid}");
    // The waiting ranks are those at coordinate 1 along dimension 0: each waits more than
    // twice as long as any rank at coordinate 0.
    let waits = |c: u64| -> Vec<f64> {
        ranks
            .iter()
            .filter(|r| r["coords"][0] == c)
            .map(|r| r["waiting"].as_f64().unwrap())
            .collect()
    };
    let most_at_0 = waits(0).into_iter().fold(0.0, f64::max);
    for w in waits(1) {
        assert!(w > 0.15 && w > 2.0 * most_at_0, "{grid}");
    }
    // Computation: imbalanced along dimension 0 (slowest at 0), balanced along dimension 1.
    let dims = grid["dimensions"].as_array().unwrap();
    assert_eq!(dims[0]["slowest"], 0, "{grid}");
    assert!(dims[0]["max_over_avg"].as_f64().unwrap() > 1.3, "{grid}");
    assert!(dims[1]["max_over_avg"].as_f64().unwrap() < 1.1, "{grid}");

    // MPI_Cart_sub: two 1-D grids of 2; the ring: each rank sends to the next.
    let rows = a["topologies"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["dims"] == serde_json::json!([2]))
        .count();
    assert_eq!(rows, 2, "{}", a["topologies"]);
    let ring = topology(&a, |t| t["kind"] == "dist_graph");
    for r in ring["ranks"].as_array().unwrap() {
        let me = r["rank"].as_u64().unwrap();
        assert_eq!(r["neighbors"], serde_json::json!([(me + 1) % 4]), "{ring}");
    }

    // OTF2: the Cartesian grids as CART_DIMENSION / CART_TOPOLOGY / CART_COORDINATE
    // definitions (the 2 x 2 grid and the two rows), read back with otf2-print.
    let otf2 = dir.join("exp.otf2");
    let o = run_ppw(&[
        "export",
        exp.to_str().unwrap(),
        "--otf2",
        otf2.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    match std::process::Command::new("otf2-print")
        .arg("-G")
        .arg(otf2.join("traces.otf2"))
        .output()
    {
        Ok(o) => {
            let defs = String::from_utf8_lossy(&o.stdout);
            let count = |kind: &str| defs.lines().filter(|l| l.starts_with(kind)).count();
            assert_eq!(count("CART_TOPOLOGY"), 3, "{defs}");
            assert_eq!(count("CART_DIMENSION"), 2 + 1 + 1, "{defs}");
            assert_eq!(count("CART_COORDINATE"), 4 + 2 + 2, "{defs}");
        }
        Err(_) => eprintln!("skipped the OTF2 topology check: otf2-print is not installed"),
    }

    // A halo exchange is no wavefront (its waits are Late Sender).
    let fills = kind_seconds(&a, "wavefront");
    assert!(
        fills < 0.02,
        "a halo exchange taken for a wavefront: {fills} s"
    );

    let out = report_text(&exp);
    assert!(
        out.contains("Virtual topology") && out.contains("along dimension 0"),
        "{out}"
    );
    // The HTML report draws the grid, each rank's cell with its waiting time.
    let page = report_html(&exp, &dir.join("report.html"));
    assert!(
        page.contains("2 × 2 Cartesian grid") && page.contains("dimension 0 ↓, 1 →"),
        "no grid in the HTML report"
    );
    for r in 0..4 {
        assert!(page.contains(&format!("rank {r}<br>waiting ")), "rank {r}");
    }
}

#[test]
fn cartesian_halo_openmpi() {
    halo("openmpi");
}

#[test]
fn cartesian_halo_mpich() {
    halo("mpich");
}

/// Summed seconds of the findings of one kind.
fn kind_seconds(a: &Value, kind: &str) -> f64 {
    a["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == kind)
        .map(|f| f["seconds"].as_f64().unwrap())
        .sum()
}

fn sweep(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("wavefront-{name}"));
    let exe = f.compile(&program("sweep2d.c"), &dir, &[]);
    let exp = dir.join("exp");
    let o = f.ppw_run(&["--trace"], &exp, 4, &exe);
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);
    let findings = a["findings"].as_array().unwrap();
    let waves: Vec<&Value> = findings
        .iter()
        .filter(|f| f["kind"] == "wavefront")
        .collect();
    assert_eq!(waves.len(), 1, "one wavefront finding: {findings:#?}");
    let w = waves[0];
    // 2 iterations x 2 sweeps x (1 + 1 + 2 blocks of 20 ms), within 20% with Open MPI, whose
    // waiting ranks yield the CPU. MPICH's transport here (UCX) polls without yielding: on 2
    // cores its 4 ranks delay each other's wake-ups, and the blocks take up to a quarter
    // longer (0.39-0.40 s measured several times in a row on a quiet machine, 0.32 s on
    // others); the wavefront rightly includes that passed-on delay.
    let s = w["seconds"].as_f64().unwrap();
    let most = if name == "mpich" { 0.48 } else { 0.384 };
    assert!(
        (0.256..=most).contains(&s),
        "fill {s} s, expected 0.32 s: {w}"
    );
    assert!(
        w["callpath"].as_str().unwrap().ends_with("sweep/MPI_Recv"),
        "{w}"
    );
    let detail = w["detail"].as_str().unwrap();
    for sweep in ["sweep +x+y", "sweep -x-y"] {
        assert!(detail.contains(sweep), "{sweep}: {detail}");
    }
    assert!(detail.contains("2x2 process grid"), "{detail}");
    // The far corners wait most: ranks 3 (+x+y) and 0 (-x-y) each wait 2 x 2 blocks.
    let ranks = w["ranks"].as_array().unwrap();
    assert_eq!(ranks.len(), 4, "{w}");
    // What is left of Late Sender and Wrong Order is not the fill: only the waits of ranks
    // descheduled while others compute (4 ranks on 2 cores, and other tests running: up to
    // 33% of the fill seen with two busy loops beside the test, none on a quiet machine). Were
    // the fill not classified, all of it (>= 0.256 s) would be here.
    let rest = kind_seconds(&a, "late_sender") + kind_seconds(&a, "late_sender_wrong_order");
    assert!(
        rest < 0.5 * s,
        "late senders beside the wavefront: {rest} s"
    );
    // The metric tree keeps Late Sender inclusive of the wavefront (Scalasca's value).
    let ls: f64 = a["severities"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["metric"] == "late_sender" || x["metric"] == "wavefront")
        .map(|x| x["seconds"].as_f64().unwrap())
        .sum();
    assert!(ls >= s, "Late Sender {ls} s < its wavefront part {s} s");

    let out = report_text(&exp);
    assert!(out.contains("wavefront in main/sweep/MPI_Recv"), "{out}");
}

#[test]
fn wavefront_sweep_openmpi() {
    sweep("openmpi");
}

#[test]
fn wavefront_sweep_mpich() {
    sweep("mpich");
}

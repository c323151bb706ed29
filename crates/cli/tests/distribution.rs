//! Shared data distribution (issue 17, item 5; thesis §5.2.3.5 and Fig. 4-11), on 4 processes:
//!
//! - OpenSHMEM, `programs/shmem_distribution.c`: a symmetric heap array that the program deals
//!   out cyclically and then reads by contiguous quarters (every PE makes 64 single-element
//!   gets into every PE's part: 25% local, exactly), and a static array that every PE updates
//!   on PE 0 only (a hot spot); each PE also gets a third static array from the next PE into
//!   a private one (`copy`: a one-sided transfer's local buffer as a data structure).
//! - UPC through GASP, the fake runtime's `array` mode: `upc_all_alloc(256, 8)` (blocking
//!   factor 1) read by contiguous quarters: 25% local now, 100% with blocking factor 64, which
//!   the hint must name.
//!
//! Exact values: owners, accessors, operations, bytes, the layout rows, the blocking factor.

use crate::support::*;
use serde_json::{json, Value};
use std::process::Command;

fn object<'a>(a: &'a Value, prefix: &str) -> &'a Value {
    a["shared_objects"]
        .as_array()
        .and_then(|v| {
            v.iter()
                .find(|o| o["name"].as_str().is_some_and(|n| n.starts_with(prefix)))
        })
        .unwrap_or_else(|| panic!("no shared object {prefix}: {}", a["shared_objects"]))
}

/// (accessor, owner, operations, bytes) of every pair.
fn pairs(o: &Value) -> Vec<(u64, u64, u64, u64)> {
    o["accesses"]
        .as_array()
        .unwrap_or_else(|| panic!("{o}"))
        .iter()
        .map(|x| {
            let n = |k: &str| x[k].as_u64().unwrap_or_else(|| panic!("{x}"));
            (n("accessor"), n("owner"), n("operations"), n("bytes"))
        })
        .collect()
}

fn hint(o: &Value) -> &str {
    o["hint"].as_str().unwrap_or_else(|| panic!("no hint: {o}"))
}

#[test]
fn shmem_heap_and_static_objects() {
    if flavor("openmpi").is_none() {
        return;
    }
    if !have("oshcc") || !have("oshrun") {
        skip("OpenSHMEM (oshcc, oshrun) is not installed (scripts/setup.sh installs it)");
        return;
    }
    let dir = scratch("distribution-shmem");
    let exe = dir.join("shmem_distribution");
    let o = Command::new("oshcc")
        .args(["-g", "-O1", "-o"])
        .arg(&exe)
        .arg(program("shmem_distribution.c"))
        .output()
        .unwrap_or_else(|e| panic!("oshcc: {e}"));
    assert!(o.status.success(), "{}", text(&o));
    let exp = dir.join("exp");
    let lib = ppw().parent().map(|p| p.join("libppw-openmpi.so"));
    let mut cmd = Command::new(ppw());
    cmd.args(["run", "--trace", "-o"])
        .arg(&exp)
        .args(["--", "oshrun", "--allow-run-as-root", "--oversubscribe"])
        .args(["-np", "4"])
        .arg(&exe)
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        // Debian's oshmem crashes in shmem_finalize with osc/rdma (without ppw too).
        .env("OMPI_MCA_osc", "^rdma")
        .envs(lib.iter().map(|l| ("PPW_LIB", l)));
    let o = {
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        cmd.output().unwrap_or_else(|e| panic!("ppw run: {e}"))
    };
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);

    let x = object(&a, "shmem_malloc in main (shmem_distribution.c:");
    assert_eq!(x["memory"], "symmetric memory", "{x}");
    assert_eq!(
        (&x["processes"], &x["bytes"], &x["element_bytes"]),
        (&json!(4), &json!(4 * 256 * 8), &json!(8)),
        "{x}"
    );
    assert_eq!(x["blocking_factor"], 0, "{x}");
    let want: Vec<_> = (0..4)
        .flat_map(|a| (0..4).map(move |w| (a, w, 64, 512)))
        .collect();
    assert_eq!(pairs(x), want, "{x}");
    assert_eq!(
        (&x["local_bytes"], &x["remote_bytes"]),
        (&json!(2048), &json!(6144))
    );
    // 16 rows of 16 elements of each part; PE p reads elements 64p..64p+63 of every part.
    let rows = x["rows"].as_array().unwrap_or_else(|| panic!("{x}"));
    assert_eq!(rows.len(), 16, "{x}");
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row["elements"], json!([16 * r, 16 * r + 16]), "{row}");
        assert_eq!(row["owned"], json!([16, 16, 16, 16]), "{row}");
        assert_eq!(row["accessed"], json!([128, 128, 128, 128]), "{row}");
        assert_eq!(row["main_accessor"], json!(vec![r / 4; 4]), "{row}");
    }
    assert!(hint(x).starts_with("75% of the bytes"), "{x}");

    let hist = object(&a, "hist");
    assert_eq!(hist["bytes"], 4 * 64 * 8, "{hist}");
    let want: Vec<_> = (0..4).map(|a| (a, 0, 50, 400)).collect();
    assert_eq!(pairs(hist), want, "{hist}");
    assert!(hint(hist).contains("hot spot"), "{hist}");

    let snap = object(&a, "snap");
    let want: Vec<_> = (0..4).map(|a| (a, (a + 1) % 4, 1, 64)).collect();
    assert_eq!(pairs(snap), want, "{snap}");
    // The get's local buffer is a data structure: `copy` received 4 x 64 bytes.
    let copy = a["data_structures"]
        .as_array()
        .and_then(|v| v.iter().find(|d| d["name"] == "copy"))
        .unwrap_or_else(|| panic!("no `copy`: {}", a["data_structures"]));
    assert_eq!(
        (&copy["messages_received"], &copy["bytes_received"]),
        (&json!(4), &json!(256)),
        "{copy}"
    );

    let report = report_text(&exp);
    assert!(report.contains("Shared data distribution"), "{report}");
    assert!(report.contains("a hot spot"), "{report}");
    let html = report_html(&exp, &dir.join("report.html"));
    assert!(html.contains("id=\"shared\""));
    assert!(html.contains("class=\"distribution\""));
}

#[test]
fn upc_array_best_blocking_factor() {
    let Some(f) = flavor("openmpi") else { return };
    let exp = run_fake_upc(&f, &scratch("distribution-upc"), 4, "array");
    let a = analyze(&exp);
    let u = object(&a, "upc_all_alloc at stencil.upc:300");
    assert_eq!(u["memory"], "UPC shared memory", "{u}");
    assert_eq!(
        (&u["bytes"], &u["element_bytes"], &u["blocking_factor"]),
        (&json!(2048), &json!(8), &json!(1)),
        "{u}"
    );
    let want: Vec<_> = (0..4)
        .flat_map(|a| (0..4).map(move |w| (a, w, 16, 128)))
        .collect();
    assert_eq!(pairs(u), want, "{u}");
    assert_eq!(
        (&u["local_bytes"], &u["remote_bytes"]),
        (&json!(512), &json!(1536))
    );
    assert_eq!(u["best_blocking_factor"], 64, "{u}");
    assert_eq!(u["best_local_fraction"], 1.0, "{u}");
    let h = hint(u);
    assert!(
        h.contains("blocking factor 64 instead of 1 (upc_all_alloc(4, 512)"),
        "{h}"
    );
    // Rows of two rounds (8 elements); thread p reads elements 64p..64p+63: rows 8p..8p+7.
    let rows = u["rows"].as_array().unwrap_or_else(|| panic!("{u}"));
    assert_eq!(rows.len(), 32, "{u}");
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row["elements"], json!([8 * r, 8 * r + 8]), "{row}");
        assert_eq!(row["owned"], json!([2, 2, 2, 2]), "{row}");
        assert_eq!(row["main_accessor"], json!(vec![r / 8; 4]), "{row}");
    }
    let report = report_text(&exp);
    assert!(
        report.contains("blocking factor 64 instead of 1"),
        "{report}"
    );
}

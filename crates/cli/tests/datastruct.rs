//! Data-structure attribution (issue 17, items 3 and 4): `programs/datastruct.c` sends a static
//! array `u` late (4 x 50 ms), a heap array allocated in `alloc_v` on time, and swaps a stack
//! buffer it names `tmp`. Each must come out under its name with exact message counts and
//! bytes, `u` with about 200 ms of waiting and a load imbalance index near 1, `v` named by its
//! allocation site (function and line), `tmp` by the name the program gave it, a block of
//! MPI_Alloc_mem by the line that allocated it; with `--heap off` the heap array is no longer
//! attributed (it falls to unidentified memory).

use crate::support::*;
use serde_json::Value;

/// The line of `datastruct.c` that allocates `name`.
fn alloc_line(name: &str) -> usize {
    let src = std::fs::read_to_string(program("datastruct.c")).unwrap_or_default();
    let mark = format!("the allocation site of `{name}`");
    let Some(i) = src.lines().position(|l| l.contains(&mark)) else {
        panic!("no line with {mark}")
    };
    1 + i
}

fn structure<'a>(a: &'a Value, name: &str) -> Option<&'a Value> {
    a["data_structures"]
        .as_array()?
        .iter()
        .find(|d| d["name"] == name)
}

fn num(d: &Value, k: &str) -> f64 {
    d[k].as_f64()
        .unwrap_or_else(|| panic!("no number {k} in {d}"))
}

fn data(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("datastruct-{name}"));
    let include = format!("-I{}/../runtime/include", env!("CARGO_MANIFEST_DIR"));
    let exe = f.compile(&program("datastruct.c"), &dir, &[&include]);
    let exp = dir.join("exp");
    let o = f.ppw_run(&["--trace"], &exp, 2, &exe);
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);
    let all = &a["data_structures"];

    let u = structure(&a, "u").unwrap_or_else(|| panic!("no `u`: {all:#}"));
    assert_eq!(u["kind"], "static", "{u}");
    for (k, v) in [
        ("messages_sent", 4),
        ("bytes_sent", 4 * 4096 * 8),
        ("messages_received", 4),
        ("bytes_received", 4 * 4096 * 8),
    ] {
        assert_eq!(u[k], v, "{k}: {u}");
    }
    let wait = num(u, "wait_seconds");
    assert!(
        (0.16..0.4).contains(&wait),
        "u waits {wait} s, expected 4 x 50 ms: {u}"
    );
    assert!(num(&u["causes"], "load_imbalance") > 0.9, "{u}");
    assert_eq!(u["functions"][0]["function"], "exchange", "{u}");
    assert_eq!(u["pairs"][0]["to"], "u", "{u}");

    let site = format!(
        "heap block allocated in alloc_v (datastruct.c:{})",
        alloc_line("v")
    );
    let v = structure(&a, &site).unwrap_or_else(|| panic!("no `{site}`: {all:#}"));
    assert_eq!(v["kind"], "heap", "{v}");
    for (k, n) in [
        ("messages_sent", 4),
        ("bytes_sent", 4 * 8192 * 8),
        ("messages_received", 4),
        ("bytes_received", 4 * 8192 * 8),
    ] {
        assert_eq!(v[k], n, "{k}: {v}");
    }
    // `v` is sent right after `u`: its receive waits only for the sender to get there
    // (its load imbalance index is a ratio of a fraction of a millisecond, so it is noise).
    assert!(num(v, "wait_seconds") < 0.1 * wait, "{v}");
    // `u` costs far more than `v` (it carries the wait; `v` took up to 20 ms with MPICH on a
    // loaded machine, `u` 200 ms and more).
    assert!(num(u, "ci") > 3.0 * num(v, "ci"), "{all:#}");
    // The indices add up: CI = SI + RI.
    let (ci, si, ri) = (num(u, "ci"), num(u, "si"), num(u, "ri"));
    assert!((ci - si - ri).abs() < 1e-9, "{u}");

    let tmp = structure(&a, "tmp").unwrap_or_else(|| panic!("no `tmp`: {all:#}"));
    assert_eq!(tmp["kind"], "named", "{tmp}");
    // MPI_Sendrecv_replace on both ranks, 4 times: 8 messages of 16 doubles each way.
    assert_eq!(tmp["messages_sent"], 8, "{tmp}");
    assert_eq!(tmp["bytes_sent"], 8 * 128, "{tmp}");
    assert_eq!(tmp["messages_received"], 8, "{tmp}");

    // MPI_Alloc_mem's block, named by the line in main that allocated it: one message.
    let site_w = format!(
        "heap block allocated in main (datastruct.c:{})",
        alloc_line("w")
    );
    let w = structure(&a, &site_w).unwrap_or_else(|| panic!("no `{site_w}`: {all:#}"));
    for (k, n) in [
        ("messages_sent", 1),
        ("bytes_sent", 256 * 8),
        ("messages_received", 1),
        ("bytes_received", 256 * 8),
    ] {
        assert_eq!(w[k], n, "{k}: {w}");
    }

    let out = report_text(&exp);
    assert!(
        out.contains("array `u` (static) exchanged in `exchange` costs")
            && out.contains("load imbalance index"),
        "{out}"
    );
    let page = report_html(&exp, &dir.join("report.html"));
    assert!(page.contains("Data structures") && page.contains("<td>u</td>"));

    if name == "openmpi" {
        // Heap tracking off: `v` is no longer named by its site.
        let exp = dir.join("exp-noheap");
        let o = f.ppw_run(&["--trace", "--heap", "off"], &exp, 2, &exe);
        assert!(o.status.success(), "{}", text(&o));
        let a = analyze(&exp);
        assert!(structure(&a, &site).is_none(), "{:#}", a["data_structures"]);
        assert!(structure(&a, "u").is_some());
    }
}

#[test]
fn data_structures_openmpi() {
    data("openmpi");
}

#[test]
fn data_structures_mpich() {
    data("mpich");
}

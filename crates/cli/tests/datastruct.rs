//! Data-structure attribution (issue 17, items 3 and 4): `programs/datastruct.c` sends a static
//! array `u` late (4 x 50 ms), a heap array allocated in `alloc_v` on time, and swaps a stack
//! buffer it names `tmp`. Each must come out under its name with exact message counts and
//! bytes, `u` with about 200 ms of waiting and a load imbalance index near 1, `v` named by its
//! allocation site (function and line), `tmp` by the name the program gave it, a block of
//! MPI_Alloc_mem by the line that allocated it; with `--heap off` the heap array is no longer
//! attributed (it falls to unidentified memory).
//!
//! Cause indices on both sides of a transfer (issue 35, item 3): `programs/datacause.c` sends
//! the static array `late` with `MPI_Ssend` to a receiver 200 ms late (load imbalance near 1,
//! bandwidth near 0, the report saying its sends wait for the receiver) and 624 messages of 2
//! bytes from `tiny` that no receive waits for (overhead near 1, bandwidth near 0).

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

/// The cause index `cause` of structure `d` is at least `min` and the largest of load
/// imbalance, overhead and bandwidth (the report states the largest).
fn largest(d: &Value, cause: &str, min: f64) -> bool {
    let c = &d["causes"];
    let v = num(c, cause);
    v >= min
        && ["load_imbalance", "overhead", "bandwidth"]
            .iter()
            .all(|k| num(c, k) <= v)
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
    // Load imbalance is the waiting's share of all of `u`'s time, sends included, and its
    // largest cause: 0.988 with Open MPI; with MPICH on a machine loaded by other builds, where
    // the 4 sends of 32 KiB took 14-36 ms and the receives as much beyond their waiting, from
    // 0.766 to 0.893 (and 0.659 once, with bandwidth 0.119 and overhead 0.221).
    let t = num(u, "send_seconds") + num(u, "recv_seconds");
    assert!(largest(u, "load_imbalance", 0.6), "{u}");
    assert!(
        (num(&u["causes"], "load_imbalance") - wait / t).abs() < 1e-6,
        "{u}"
    );
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

/// `programs/datacause.c`: the send side's waiting is load imbalance, tiny messages overhead.
fn causes(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("datacause-{name}"));
    let exe = f.compile(&program("datacause.c"), &dir, &[]);
    let exp = dir.join("exp");
    let o = f.ppw_run(&["--trace"], &exp, 2, &exe);
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);
    let all = &a["data_structures"];

    let late = structure(&a, "late").unwrap_or_else(|| panic!("no `late`: {all:#}"));
    for (k, n) in [
        ("messages_sent", 1),
        ("bytes_sent", 1024 * 8),
        ("messages_received", 1),
    ] {
        assert_eq!(late[k], n, "{k}: {late}");
    }
    // The MPI_Ssend waits from its enter to the receive's post, 200 ms later (the ranks leave
    // the barrier before it within a millisecond or two).
    let wait = num(late, "wait_seconds");
    assert!(
        (0.195..0.3).contains(&wait),
        "`late` waits {wait} s: {late}"
    );
    assert!(
        (num(late, "send_wait_seconds") - wait).abs() < 1e-9,
        "{late}"
    );
    // Nearly all of its time is that wait: load imbalance, not bandwidth (Open MPI: 0.999 and
    // 0.000, MPICH 0.997 and 0.003; MPICH on a machine loaded by other builds, where the
    // rendezvous after the post took 12-32 ms and the receive 9-28 ms: 0.905 and 0.095, 0.778
    // and 0.221). The indices are shares of its time: the load imbalance index is the waiting
    // over it, exactly.
    let c = &late["causes"];
    let t = num(late, "send_seconds") + num(late, "recv_seconds");
    assert!((num(c, "load_imbalance") - wait / t).abs() < 1e-6, "{late}");
    assert!(largest(late, "load_imbalance", 0.7), "{late}");
    assert!(num(c, "bandwidth") < 0.25, "{late}");
    assert!(
        num(c, "load_imbalance") + num(c, "overhead") + num(c, "bandwidth") < 1.0 + 1e-9,
        "{late}"
    );
    // The Late Receiver finding of the same call says the same.
    assert!(
        a["findings"]
            .as_array()
            .is_some_and(|f| f.iter().any(|f| f["kind"] == "late_receiver")),
        "{:#}",
        a["findings"]
    );

    let tiny = structure(&a, "tiny").unwrap_or_else(|| panic!("no `tiny`: {all:#}"));
    for (k, n) in [
        ("messages_sent", 624),
        ("bytes_sent", 624 * 2),
        ("messages_received", 624),
        ("bytes_received", 624 * 2),
    ] {
        assert_eq!(tiny[k], n, "{k}: {tiny}");
    }
    // Sent before the receives were posted and received after a barrier: no waiting, and
    // each operation's time is start-up (2 bytes take a fraction of a ns at the run's best
    // rate): overhead 0.97-0.98 and bandwidth 0.015-0.022 with both MPIs; MPICH on a machine
    // loaded by other builds, where the best rate fell to 0.3 bytes/ns, 0.897 and 0.102 (the
    // bandwidth index was 1.00 before issue 35).
    assert_eq!(num(tiny, "wait_seconds"), 0.0, "{tiny}");
    let c = &tiny["causes"];
    assert!(num(c, "overhead") > 0.8, "{tiny}");
    assert!(num(c, "bandwidth") < 0.2, "{tiny}");

    // The report states the cause of `late` as waiting for the receiver, never bandwidth.
    let out = report_text(&exp);
    // The terminal wraps the sentence: compare with single spaces.
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    let sentence = flat
        .split("array `late` (static)")
        .nth(1)
        .and_then(|s| s.split(" CI ").next())
        .unwrap_or_else(|| panic!("no sentence for `late`: {out}"));
    assert!(
        sentence.contains("; its sends wait for the receiver (load imbalance index"),
        "{sentence}: {out}"
    );
    assert!(!out.contains("moves slower"), "{out}");
}

#[test]
fn data_causes_openmpi() {
    causes("openmpi");
}

#[test]
fn data_causes_mpich() {
    causes("mpich");
}

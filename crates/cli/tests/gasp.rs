//! UPC through GASP end to end (issue 12): the fake GASP runtime of the runtime's tests
//! (`crates/runtime/tests/mpi/gasp_fake_upc.c`, standing in for a UPC compiler Debian does not
//! have) measured with `ppw run`, analysed with `ppw analyze`: the last thread enters the
//! split-phase barrier's `upc_notify` 300 ms late, so the other two wait that long in
//! `upc_wait` (Wait at Barrier on `main/upc_wait`, at the UPC source line of the wait, rank 2
//! to blame), and the transfers appear per target in the `one_sided` table of the window "UPC
//! shared memory".
//!
//! Issue 35: two threads compete for one UPC lock that the runtime passes as Berkeley UPC does
//! (the address of a stack copy of the lock pointer, another one per thread and per call):
//! `ppw analyze` finds one Wait on Lock on the waiting thread, caused by the holder, of at
//! least the time the holder kept the lock after the other thread had asked for it.

use crate::support::*;

/// The one finding of `kind` in an analysis (fails if there is none or more than one).
fn the_finding<'a>(a: &'a serde_json::Value, kind: &str) -> &'a serde_json::Value {
    let found: Vec<_> = a["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == kind)
        .collect();
    assert_eq!(found.len(), 1, "{kind}: {}", a["findings"]);
    found[0]
}

#[test]
fn gasp_wait_at_barrier_in_upc_wait() {
    let Some(f) = flavor("openmpi") else { return };
    let exp = run_fake_upc(&f, &scratch("gasp"), 3, "main");
    let i = info(&exp);
    assert_eq!(i["complete"], true, "{i}");
    let a = analyze(&exp);
    let w = the_finding(&a, "wait_at_barrier");
    assert_eq!(w["callpath"], "main/upc_wait", "{w}");
    assert_eq!(w["source"], "stencil.upc:82", "{w}");
    assert_eq!(w["ranks"], serde_json::json!([0, 1]), "{w}");
    assert_eq!(w["cause"]["ranks"], serde_json::json!([2]), "{w}");
    // Two ranks wait 300 ms each (the sleep), within scheduling noise.
    let secs = w["seconds"].as_f64().unwrap();
    assert!((0.55..0.75).contains(&secs), "{secs}: {w}");
    // Rank 0's puts to rank 1: 5 x 8 + 100 + 50 + 64 (memcpy) + 8 (nb) + 8 + 8 bytes.
    let win = a["one_sided"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["window"] == "UPC shared memory" && w["rank"] == 0)
        .unwrap_or_else(|| panic!("{}", a["one_sided"]));
    assert_eq!(
        (&win["puts"], &win["put_bytes"]),
        (&11.into(), &278.into()),
        "{win}"
    );
    assert_eq!(
        (&win["gets"], &win["get_bytes"]),
        (&16.into(), &424.into()),
        "{win}"
    );
    // Per shared object (the address field the upcall gives): the block of upc_all_alloc at
    // offset 0 (THREADS x 64 bytes) holds the five upc_put to offsets 0..32 among others; the
    // transfers beyond it are `unknown`; together they are all 27.
    let objects = win["objects"].as_array().unwrap_or_else(|| panic!("{win}"));
    let ops = |name: &str| {
        objects
            .iter()
            .find(|o| o[0] == name)
            .and_then(|o| o[1].as_u64())
            .unwrap_or(0)
    };
    assert!(ops("upc_all_alloc #1, 192 B") >= 5, "{win}");
    let total: u64 = objects.iter().filter_map(|o| o[1].as_u64()).sum();
    assert_eq!(total, 27, "{win}");
}

#[test]
fn gasp_wait_on_lock_with_stack_copies() {
    let Some(f) = flavor("openmpi") else { return };
    // The fake runtime's lock mode: both threads lock at stencil.upc:400, thread 0 first; it
    // waits until thread 1 waits for the lock in upc_lock, holds it 300 ms more, releases it;
    // then each thread takes a lock of its own (stencil.upc:402), without waiting.
    let exp = run_fake_upc(&f, &scratch("gasp-lock"), 2, "lock");
    let i = info(&exp);
    assert_eq!(i["complete"], true, "{i}");
    let a = analyze(&exp);
    let w = the_finding(&a, "wait_on_lock");
    assert_eq!(w["callpath"], "main/upc_lock", "{w}");
    assert_eq!(w["source"], "stencil.upc:400", "{w}");
    assert_eq!(w["ranks"], serde_json::json!([1]), "{w}");
    assert_eq!(w["cause"]["ranks"], serde_json::json!([0]), "{w}");
    // Thread 1 asked before thread 0 began the 300 ms (thread 0 waited for its request), and
    // thread 0's release ends the wait: at least the hold time, and within thread 1's upc_lock
    // calls (its only wait state).
    let secs = w["seconds"].as_f64().unwrap();
    let in_lock = row(&a, 1, "main/upc_lock")["seconds"].as_f64().unwrap();
    assert!(
        secs >= 0.3 && secs <= in_lock,
        "{secs} ({in_lock} in upc_lock): {w}"
    );
    let severities: Vec<_> = a["severities"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["metric"] == "wait_on_lock")
        .map(|s| (s["rank"].as_u64().unwrap(), s["callpath"].as_str().unwrap()))
        .collect();
    assert_eq!(
        severities,
        vec![(1, "main/upc_lock")],
        "{}",
        a["severities"]
    );
}

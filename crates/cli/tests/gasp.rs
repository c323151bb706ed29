//! UPC through GASP end to end (issue 12): the fake GASP runtime of the runtime's tests
//! (`crates/runtime/tests/mpi/gasp_fake_upc.c`, standing in for a UPC compiler Debian does not
//! have) measured with `ppw run`, analysed with `ppw analyze`: the last thread enters the
//! split-phase barrier's `upc_notify` 300 ms late, so the other two wait that long in
//! `upc_wait` (Wait at Barrier on `main/upc_wait`, at the UPC source line of the wait, rank 2
//! to blame), and the transfers appear per target in the `one_sided` table of the window "UPC
//! shared memory".

use crate::support::*;

#[test]
fn gasp_wait_at_barrier_in_upc_wait() {
    let Some(f) = flavor("openmpi") else { return };
    let exp = run_fake_upc(&f, &scratch("gasp"), 3, "main");
    let i = info(&exp);
    assert_eq!(i["complete"], true, "{i}");
    let a = analyze(&exp);
    let waits: Vec<_> = a["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == "wait_at_barrier")
        .collect();
    assert_eq!(waits.len(), 1, "{}", a["findings"]);
    let w = waits[0];
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

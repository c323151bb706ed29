//! One-sided transfers in both Perfetto formats: flows from the transfer call to the target.

use crate::common::{ping_pong, puts, PUT_TIMES};
use crate::protodec::{decode, Arg};
use ppw_export::perfetto::{write_chrome_json, write_perfetto};
use serde_json::Value;

#[test]
fn puts_flow_from_the_call_to_an_instant_on_the_targets_first_thread() {
    let t = puts();
    let mut out = Vec::new();
    let s = write_perfetto(&t, &[], &mut out).expect("export");
    assert_eq!(s.transfers, 3);
    assert_eq!(s.instants, 3);
    let d = decode(&out);
    let track = |pid: i64, tid: i64| {
        d.tracks
            .iter()
            .find(|x| x.is_thread && x.pid == Some(pid) && x.tid == Some(tid))
            .expect("thread track")
            .uuid
    };
    let (r0, r1) = (track(1, 1), track(2, 2));
    let calls: Vec<_> = d
        .slices
        .iter()
        .filter(|x| x.name == "shmem_putmem")
        .collect();
    assert_eq!(calls.len(), 3);
    let arrivals: Vec<_> = d
        .events
        .iter()
        .filter(|e| e.name.as_deref() == Some("rma in: put"))
        .collect();
    assert_eq!(arrivals.len(), 3);
    for ((call, arrival), t) in calls.iter().zip(&arrivals).zip(PUT_TIMES) {
        assert_eq!((call.track, call.start), (r0, t));
        assert_eq!(call.flows.len(), 1);
        assert_eq!(arrival.track, r1, "on rank 1's first thread");
        assert_eq!(arrival.ts, t + 1, "1 ns after the put's start");
        assert_eq!(arrival.terminating, call.flows);
        assert!(arrival.args.contains(&("peer".to_string(), Arg::U(0))));
        assert!(arrival.args.contains(&("bytes".to_string(), Arg::U(8))));
    }
    assert_ne!(calls[0].flows, calls[1].flows);
    // The barrier slice around the third arrival is intact.
    assert!(d
        .slices
        .iter()
        .any(|x| x.name == "shmem_barrier_all" && (x.start, x.end) == (50, 60)));
}

#[test]
fn json_has_the_same_flows_in_time_order() {
    let t = puts();
    let mut out = Vec::new();
    let s = write_chrome_json(&t, &[], &mut out).expect("export");
    assert_eq!(s.transfers, 3);
    let doc: Value = serde_json::from_slice(&out).expect("valid JSON");
    let evs = doc["traceEvents"].as_array().expect("traceEvents");
    let ts = |e: &Value| (e["ts"].as_f64().expect("ts") * 1000.0).round() as u64;
    let starts: Vec<&Value> = evs
        .iter()
        .filter(|e| e["ph"] == "s" && e["name"] == "put")
        .collect();
    let ends: Vec<&Value> = evs
        .iter()
        .filter(|e| e["ph"] == "f" && e["name"] == "put")
        .collect();
    assert_eq!((starts.len(), ends.len()), (3, 3));
    for ((s, f), t) in starts.iter().zip(&ends).zip(PUT_TIMES) {
        assert_eq!(
            (s["pid"].as_i64(), s["tid"].as_i64(), ts(s)),
            (Some(1), Some(1), t)
        );
        assert_eq!(
            (f["pid"].as_i64(), f["tid"].as_i64(), ts(f)),
            (Some(2), Some(2), t + 1)
        );
        assert_eq!(s["id"], f["id"]);
        assert!(
            f.get("bp").is_none(),
            "binds to the next slice: the instant"
        );
    }
    // Rank 1's events are in time order, each flow end right before its instant.
    let r1: Vec<&Value> = evs
        .iter()
        .filter(|e| e["pid"] == 2 && e["tid"] == 2 && e["ph"] != "M")
        .collect();
    assert!(r1.windows(2).all(|w| ts(w[0]) <= ts(w[1])));
    for (i, e) in r1.iter().enumerate() {
        if e["ph"] == "f" {
            assert_eq!(r1[i + 1]["ph"], "i");
            assert_eq!(r1[i + 1]["name"], "rma in: put");
        }
    }
}

#[test]
fn traces_without_windows_have_no_transfer_flows() {
    let mut out = Vec::new();
    let s = write_perfetto(&ping_pong(), &[], &mut out).expect("export");
    assert_eq!((s.transfers, s.instants), (0, 0));
    let d = decode(&out);
    assert!(d
        .events
        .iter()
        .all(|e| !e.name.as_deref().is_some_and(|n| n.starts_with("rma in"))));
}

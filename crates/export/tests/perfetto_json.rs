//! The Chrome JSON writer, checked by parsing its output with serde_json.

use crate::common::{broken, ping_pong, waits};
use ppw_event::LocationId;
use ppw_export::perfetto::write_chrome_json;
use serde_json::Value;
use std::collections::HashMap;

fn export(t: &dyn ppw_event::TraceSource) -> (Vec<Value>, ppw_export::TimelineSummary) {
    let mut out = Vec::new();
    let s = write_chrome_json(t, &waits(), &mut out).expect("export");
    assert_eq!(s.bytes, out.len() as u64);
    let doc: Value = serde_json::from_slice(&out).expect("valid JSON");
    assert_eq!(doc["displayTimeUnit"], "ns");
    (
        doc["traceEvents"].as_array().expect("traceEvents").clone(),
        s,
    )
}

fn key(e: &Value) -> (i64, i64) {
    (e["pid"].as_i64().unwrap(), e["tid"].as_i64().unwrap())
}

#[test]
fn begin_and_end_events_pair_up_per_thread() {
    let (evs, s) = export(&ping_pong());
    let mut stacks: HashMap<(i64, i64), Vec<String>> = HashMap::new();
    let mut pairs = 0;
    for e in &evs {
        match e["ph"].as_str().unwrap() {
            "B" => stacks
                .entry(key(e))
                .or_default()
                .push(e["name"].as_str().unwrap().into()),
            "E" => {
                stacks
                    .get_mut(&key(e))
                    .and_then(|s| s.pop())
                    .expect("E without B");
                pairs += 1;
            }
            _ => {}
        }
    }
    assert!(
        stacks.values().all(|s| s.is_empty()),
        "unclosed: {stacks:?}"
    );
    assert_eq!(pairs, s.slices + s.wait_slices);
    assert_eq!(pairs, 9 + 3);
}

#[test]
fn names_arguments_and_microsecond_timestamps() {
    let (evs, _) = export(&ping_pong());
    let send = evs
        .iter()
        .find(|e| e["ph"] == "B" && e["name"] == "MPI_Send")
        .unwrap();
    assert_eq!(send["cat"], "mpi");
    assert_eq!(send["ts"].as_f64().unwrap(), 0.010);
    assert_eq!(send["args"]["bytes"], 64);
    assert_eq!(send["args"]["peer"], 1);
    assert_eq!(send["args"]["tag"], 7);
    assert_eq!(send["args"]["comm"], "MPI_COMM_WORLD");
    assert_eq!(send["args"]["source"], "app.c:42");
    let meta = |what: &str, v: &str| {
        evs.iter()
            .any(|e| e["ph"] == "M" && e["name"] == what && e["args"]["name"] == v)
    };
    assert!(meta("process_name", "rank 0 (node-a, pid 4242)"));
    assert!(meta("process_name", "rank 1"));
    assert!(meta("thread_name", "rank 1 thread 1"));
    assert!(meta("thread_name", "rank 0: wait states (2)"));
}

#[test]
fn flows_link_messages_and_chain_collectives() {
    let (evs, _) = export(&ping_pong());
    let flows: Vec<&Value> = evs.iter().filter(|e| e["cat"] == "ppw.flow").collect();
    let messages: Vec<_> = flows.iter().filter(|e| e["name"] == "message").collect();
    assert_eq!(messages.len(), 4, "two messages, each a start and a finish");
    for s in messages.iter().filter(|e| e["ph"] == "s") {
        let f = messages
            .iter()
            .find(|e| e["ph"] == "f" && e["id"] == s["id"])
            .expect("every start has a finish");
        assert_eq!(f["bp"], "e");
        assert_ne!(key(s), key(f));
        assert!(s["ts"].as_f64() <= f["ts"].as_f64());
    }
    let coll: Vec<_> = flows.iter().filter(|e| e["name"] == "collective").collect();
    assert_eq!(coll.len(), 2);
    assert_eq!(coll[0]["id"], coll[1]["id"]);
    let start = coll.iter().find(|e| e["ph"] == "s").unwrap();
    let finish = coll.iter().find(|e| e["ph"] == "f").unwrap();
    // Rank 0 entered the barrier first (20 < 22): it starts the chain.
    assert_eq!(start["pid"], 1);
    assert_eq!(finish["pid"], 2);
}

#[test]
fn wait_states_are_slices_on_their_own_thread() {
    let (evs, _) = export(&ping_pong());
    let ls = evs
        .iter()
        .find(|e| e["ph"] == "B" && e["name"] == "late_sender 5 ns")
        .unwrap();
    assert_eq!(ls["pid"], 2);
    assert_eq!(ls["cat"], "wait_state");
    let main_tid = 2;
    assert_ne!(ls["tid"], main_tid);
}

#[test]
fn a_broken_stream_still_gives_valid_balanced_json() {
    let (evs, s) = export(&broken(ping_pong(), LocationId(0), 4));
    assert_eq!(s.errors.len(), 1);
    let b = evs.iter().filter(|e| e["ph"] == "B").count();
    let e = evs.iter().filter(|e| e["ph"] == "E").count();
    assert_eq!(b, e);
    let truncated = evs
        .iter()
        .find(|e| e["ph"] == "E" && e["args"]["truncated"] == 1);
    assert!(truncated.is_some());
}

//! The Perfetto protobuf writer, checked by decoding its output.

use crate::common::{broken, ping_pong, waits};
use crate::protodec::{decode, Arg, Decoded, Slice};
use ppw_event::{LocationId, TraceBuilder};
use ppw_export::perfetto::write_perfetto;

fn export(
    t: &dyn ppw_event::TraceSource,
    w: &[ppw_export::WaitInterval],
) -> (Decoded, ppw_export::TimelineSummary) {
    let mut out = Vec::new();
    let s = write_perfetto(t, w, &mut out).expect("export");
    assert_eq!(s.bytes, out.len() as u64);
    (decode(&out), s)
}

fn slice<'a>(d: &'a Decoded, track: u64, name: &str) -> &'a Slice {
    d.slices
        .iter()
        .find(|s| s.track == track && s.name == name)
        .unwrap_or_else(|| panic!("no slice {name} on track {track}"))
}

fn thread_track(d: &Decoded, pid: i64, tid: i64) -> u64 {
    d.tracks
        .iter()
        .find(|t| t.is_thread && t.pid == Some(pid) && t.tid == Some(tid))
        .unwrap_or_else(|| panic!("no thread track {pid}/{tid}"))
        .uuid
}

#[test]
fn track_hierarchy_has_a_process_per_rank_and_a_thread_per_location() {
    let t = ping_pong();
    let (d, s) = export(&t, &waits());
    assert_eq!(s.locations, 3);
    let procs: Vec<_> = d.tracks.iter().filter(|t| t.is_process).collect();
    assert_eq!(procs.len(), 2);
    assert_eq!(
        procs[0].process_name.as_deref(),
        Some("rank 0 (node-a, pid 4242)")
    );
    let threads: Vec<_> = d.tracks.iter().filter(|t| t.is_thread).collect();
    assert_eq!(threads.len(), 3);
    // The first thread of a rank is its main thread (tid == pid); the extra thread differs.
    assert_eq!(threads[0].pid, threads[0].tid);
    assert_eq!(threads[2].pid, Some(2));
    assert_ne!(threads[2].tid, Some(2));
    assert_eq!(threads[2].thread_name.as_deref(), Some("rank 1 thread 1"));
    // Wait-state tracks are children of the thread tracks.
    let lanes: Vec<_> = d
        .tracks
        .iter()
        .filter(|t| t.name.as_deref() == Some("wait states"))
        .collect();
    assert_eq!(lanes.len(), 2);
    for l in &lanes {
        let parent = d
            .tracks
            .iter()
            .find(|t| Some(t.uuid) == l.parent)
            .expect("lane parent");
        assert!(parent.is_thread);
    }
    // Each thread track's events come from one packet sequence (one per location).
    for t in threads {
        let mut seqs: Vec<u32> = d
            .events
            .iter()
            .filter(|e| e.track == t.uuid)
            .map(|e| e.seq)
            .collect();
        seqs.dedup();
        assert_eq!(seqs.len(), 1, "track {} on sequences {seqs:?}", t.uuid);
    }
}

#[test]
fn regions_become_nested_slices_with_categories() {
    let t = ping_pong();
    let (d, s) = export(&t, &[]);
    assert_eq!(s.slices, 9);
    assert_eq!(d.slices.len(), 9);
    assert_eq!(s.unclosed, 0);
    let r0 = thread_track(&d, 1, 1);
    let main = slice(&d, r0, "main");
    let send = slice(&d, r0, "MPI_Send");
    assert_eq!((main.start, main.end, main.depth), (0, 100, 0));
    assert_eq!((send.start, send.end, send.depth), (10, 12, 1));
    let ev = d
        .events
        .iter()
        .find(|e| e.name.as_deref() == Some("MPI_Send"))
        .unwrap();
    assert_eq!(ev.category.as_deref(), Some("mpi"));
    let worker = slice(&d, thread_track(&d, 2, 5), "worker");
    assert_eq!((worker.start, worker.end), (3, 50));
}

#[test]
fn matched_send_and_receive_are_linked_by_a_flow() {
    let t = ping_pong();
    let (d, s) = export(&t, &[]);
    assert_eq!((s.sends, s.receives), (2, 2));
    let r0 = thread_track(&d, 1, 1);
    let r1 = thread_track(&d, 2, 2);
    let send = slice(&d, r0, "MPI_Send");
    let recv = slice(&d, r1, "MPI_Recv");
    assert_eq!(send.flows.len(), 1);
    assert!(send.terminating.is_empty());
    assert_eq!(
        recv.terminating, send.flows,
        "the receive terminates the send's flow"
    );
    // The second message (1 -> 0, other tag) gets its own flow.
    let back_send = slice(&d, r1, "MPI_Ssend");
    let back_recv = slice(&d, r0, "MPI_Recv");
    assert_eq!(back_recv.terminating, back_send.flows);
    assert_ne!(back_send.flows, send.flows);
}

#[test]
fn collective_instances_share_one_flow_across_ranks() {
    let t = ping_pong();
    let (d, _) = export(&t, &[]);
    let b0 = slice(&d, thread_track(&d, 1, 1), "MPI_Barrier");
    let b1 = slice(&d, thread_track(&d, 2, 2), "MPI_Barrier");
    assert_eq!(b0.flows.len(), 1);
    assert_eq!(b0.flows, b1.flows);
    assert!(b0.terminating.is_empty());
    assert_eq!(b0.arg("comm"), Some(&Arg::S("MPI_COMM_WORLD".into())));
}

#[test]
fn messages_carry_bytes_peer_tag_comm_and_source_location() {
    let t = ping_pong();
    let (d, _) = export(&t, &[]);
    let r0 = thread_track(&d, 1, 1);
    let send = slice(&d, r0, "MPI_Send");
    assert_eq!(send.arg("bytes"), Some(&Arg::U(64)));
    assert_eq!(send.arg("peer"), Some(&Arg::U(1)));
    assert_eq!(send.arg("tag"), Some(&Arg::I(7)));
    assert_eq!(send.arg("comm"), Some(&Arg::S("MPI_COMM_WORLD".into())));
    assert_eq!(send.arg("source"), Some(&Arg::S("app.c:42".into())));
    let recv = slice(&d, thread_track(&d, 2, 2), "MPI_Recv");
    assert_eq!(recv.arg("peer"), Some(&Arg::U(0)));
    assert_eq!(recv.arg("bytes"), Some(&Arg::U(64)));
    // Keys never repeat on one slice (begin and end arguments are merged by the viewer).
    for s in &d.slices {
        let mut keys: Vec<_> = s.args.iter().map(|(k, _)| k.clone()).collect();
        keys.sort();
        let n = keys.len();
        keys.dedup();
        assert_eq!(
            n,
            keys.len(),
            "duplicate argument on {}: {:?}",
            s.name,
            s.args
        );
    }
}

#[test]
fn sendrecv_counts_its_messages() {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "MPI_Sendrecv")
        .send(0, 1, 3, 10)
        .recv(5, 1, 3, 30)
        .exit(5);
    b.rank(1)
        .enter(0, "MPI_Sendrecv")
        .send(1, 0, 3, 30)
        .recv(4, 0, 3, 10)
        .exit(6);
    let (d, _) = export(&b.build(), &[]);
    let s0 = slice(&d, thread_track(&d, 1, 1), "MPI_Sendrecv");
    assert_eq!(s0.arg("messages"), Some(&Arg::U(2)));
    assert_eq!(s0.arg("total_bytes"), Some(&Arg::U(40)));
    let s1 = slice(&d, thread_track(&d, 2, 2), "MPI_Sendrecv");
    assert_eq!(s0.flows, s1.terminating);
    assert_eq!(s1.flows, s0.terminating);
}

#[test]
fn wait_states_are_slices_on_the_wait_track() {
    let t = ping_pong();
    let (d, s) = export(&t, &waits());
    assert_eq!(s.wait_slices, 3);
    let lane1 = d
        .tracks
        .iter()
        .find(|t| {
            t.name.as_deref() == Some("wait states") && t.parent == Some(thread_track(&d, 2, 2))
        })
        .unwrap()
        .uuid;
    let ls = slice(&d, lane1, "late_sender 5 ns");
    assert_eq!((ls.start, ls.end), (5, 10));
    // Two overlapping intervals on rank 0 need a second lane.
    let lanes0: Vec<_> = d
        .tracks
        .iter()
        .filter(|t| t.parent == Some(thread_track(&d, 1, 1)))
        .collect();
    assert_eq!(lanes0.len(), 2);
    assert_eq!(lanes0[1].name.as_deref(), Some("wait states (2)"));
}

#[test]
fn a_broken_stream_keeps_what_was_read_and_reports_the_location() {
    let t = broken(ping_pong(), LocationId(0), 4);
    let (d, s) = export(&t, &[]);
    assert_eq!(s.errors.len(), 1);
    assert_eq!(s.errors[0].location, LocationId(0));
    assert_eq!(s.errors[0].error.offset, Some(4));
    // Rank 0 read main, MPI_Send (enter, send, exit) and then failed: main is closed at the
    // last timestamp and marked truncated; rank 1 is complete.
    assert_eq!(s.unclosed, 1);
    let r0 = thread_track(&d, 1, 1);
    let main = slice(&d, r0, "main");
    assert_eq!(main.end, 12);
    assert_eq!(main.arg("truncated"), Some(&Arg::U(1)));
    assert!(d
        .slices
        .iter()
        .any(|s| s.name == "MPI_Barrier" && s.track == thread_track(&d, 2, 2)));
}

#[test]
fn interning_keeps_big_traces_compact() {
    let mut b = TraceBuilder::new(1);
    {
        let mut r = b.rank(0);
        r.enter(0, "main");
        for i in 0..10_000u64 {
            r.enter(10 * i + 1, "compute").exit(10 * i + 5);
        }
        r.exit(200_000);
    }
    let t = b.build();
    let mut out = Vec::new();
    let s = write_perfetto(&t, &[], &mut out).unwrap();
    let per_event = out.len() as f64 / s.events as f64;
    assert!(per_event < 20.0, "{per_event} bytes per event");
    let d = decode(&out);
    assert_eq!(d.slices.len(), 10_001);
}

/// A tiny deterministic generator for messy inputs.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn messy_event_sequences_still_give_well_formed_timelines() {
    use ppw_event::{CallsiteId, CommId, Event, EventKind, RegionId, RequestId};
    for seed in 0..40 {
        let mut rng = Lcg(seed);
        let mut t = TraceBuilder::new(2).build();
        t.defs.regions.push(ppw_event::RegionDef::named("f"));
        t.defs
            .regions
            .push(ppw_event::RegionDef::named("MPI_Barrier"));
        for loc in 0..2 {
            let mut time = 0;
            let mut evs = Vec::new();
            for _ in 0..200 {
                time += rng.next(3);
                let kind = match rng.next(9) {
                    0 | 1 => EventKind::Enter {
                        region: RegionId(rng.next(3) as u32), // 2 is undefined
                        callsite: if rng.next(2) == 0 {
                            CallsiteId::NONE
                        } else {
                            CallsiteId(9)
                        },
                    },
                    2 | 3 => EventKind::Exit {
                        region: RegionId(0),
                    }, // may be stray
                    4 => EventKind::Send {
                        comm: CommId(rng.next(2) as u32), // 1 is undefined
                        peer: 1 - loc,
                        tag: rng.next(3) as i32,
                        bytes: 8,
                        request: RequestId::NONE,
                    },
                    5 => EventKind::Recv {
                        comm: CommId(0),
                        peer: 1 - loc,
                        tag: rng.next(3) as i32,
                        bytes: 8,
                        request: RequestId(3),
                    },
                    6 => EventKind::Collective {
                        comm: CommId(0),
                        root: 0,
                        sent: 1,
                        received: 1,
                        request: RequestId::NONE,
                    },
                    7 => EventKind::Marker {
                        region: RegionId(1),
                    },
                    _ => EventKind::Io { bytes: 3, fd: -1 },
                };
                evs.push(Event { time, kind });
            }
            t.events[loc as usize] = evs;
        }
        let mut out = Vec::new();
        let s = write_perfetto(&t, &[], &mut out).unwrap();
        let d = decode(&out);
        assert_eq!(d.slices.len() as u64, s.slices, "seed {seed}");
        let mut json = Vec::new();
        ppw_export::write_chrome_json(&t, &[], &mut json).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&json).expect("valid JSON");
        let evs = v["traceEvents"].as_array().unwrap();
        let b = evs.iter().filter(|e| e["ph"] == "B").count();
        let e = evs.iter().filter(|e| e["ph"] == "E").count();
        assert_eq!(b, e, "seed {seed}");
    }
}

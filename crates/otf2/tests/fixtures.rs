//! Reading the ten Score-P 8.4 / OTF2 3.0.3 fixtures.

mod common;

use common::{anchor, events, scalasca, CASES};
use ppw_event::{
    CommKind, EventKind, GenericOp, LocationId, Paradigm, TraceSource, ANY_TAG, NO_RANK,
};
use ppw_otf2::{Otf2Event, Otf2Trace};
use std::collections::{BTreeMap, HashMap};

#[test]
fn every_fixture_decodes_with_scalascas_event_counts() {
    for case in CASES {
        let t = Otf2Trace::open(&anchor(case)).unwrap_or_else(|e| panic!("{case}: {e}"));
        let j = scalasca(case);
        let d = t.defs();
        assert_eq!(d.ranks as u64, j["ranks"].as_u64().unwrap(), "{case}");
        assert_eq!(
            d.locations.len(),
            d.ranks as usize,
            "{case}: one thread per rank"
        );
        assert!(d.warnings.is_empty(), "{case}: {:?}", d.warnings);
        assert!(
            d.rank_info
                .iter()
                .all(|i| i.complete && i.host == "vm" && i.pid != 0),
            "{case}"
        );
        assert_eq!(
            d.timer_resolution,
            j["timer_ticks_per_second"].as_u64().unwrap(),
            "{case}"
        );

        let c = t.record_counts().unwrap();
        let per_rank: Vec<u64> = j["events_per_rank"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(c.per_location, per_rank, "{case}: events per rank");
        for (l, n) in c.per_location.iter().enumerate() {
            assert_eq!(
                t.declared_events(LocationId(l as u32)),
                Some(*n),
                "{case}: # Events of location {l}"
            );
        }
        let types: BTreeMap<String, u64> = j["event_types"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        assert_eq!(c.by_type, types, "{case}: event types");
        assert_eq!(
            c.per_location.iter().sum::<u64>(),
            j["events"].as_u64().unwrap(),
            "{case}"
        );
        // Score-P attaches the process id to PROGRAM_BEGIN.
        assert_eq!(c.with_attributes, d.ranks as u64, "{case}");
    }
}

#[test]
fn neutral_streams_are_well_formed() {
    for case in CASES {
        let t = Otf2Trace::open(&anchor(case)).unwrap();
        let d = t.defs();
        let world = d
            .comms
            .iter()
            .position(|c| c.name == "MPI_COMM_WORLD")
            .expect("world");
        assert_eq!(d.comms[world].members, (0..d.ranks).collect::<Vec<_>>());
        // MPI_COMM_SELF becomes one single-member communicator per rank.
        let selfs: Vec<_> = d
            .comms
            .iter()
            .filter(|c| c.name == "MPI_COMM_SELF")
            .collect();
        assert_eq!(selfs.len(), d.ranks as usize, "{case}");
        let mut min_time = u64::MAX;
        for (l, loc) in d.locations.iter().enumerate() {
            let ev = events(&t, l as u32);
            min_time = min_time.min(ev[0].time);
            let mut stack = Vec::new();
            let mut last = 0;
            for e in &ev {
                assert!(e.time >= last, "{case}: time goes back");
                last = e.time;
                match e.kind {
                    EventKind::Enter { region, .. } => stack.push(region),
                    EventKind::Exit { region } => assert_eq!(stack.pop(), Some(region), "{case}"),
                    EventKind::Send { peer, .. } | EventKind::Recv { peer, .. } => {
                        assert!(peer < d.ranks && peer != loc.rank, "{case}: peer {peer}")
                    }
                    _ => {}
                }
            }
            assert!(stack.is_empty(), "{case}: unbalanced regions");
            // PROGRAM_BEGIN / PROGRAM_END become the program's root region.
            let root = match ev[0].kind {
                EventKind::Enter { region, .. } => region,
                k => panic!("{case}: first event {k:?}"),
            };
            assert_eq!(d.region(root).name, "prog", "{case}");
            assert_eq!(d.region(root).paradigm, Paradigm::User, "{case}");
            assert!(
                matches!(ev.last().unwrap().kind, EventKind::Exit { region } if region == root)
            );
        }
        // Times count from the earliest (clock-corrected) timestamp of the trace.
        assert_eq!(min_time, 0, "{case}");
        assert!(
            d.program.ends_with(&format!("{case}/prog")),
            "{case}: {}",
            d.program
        );
        let init = d.region(d.region_by_name("MPI_Init").unwrap());
        assert_eq!((init.paradigm, init.op), (Paradigm::Mpi, GenericOp::Init));
        assert_eq!(
            init.file.as_deref(),
            Some("MPI"),
            "Score-P's source file of MPI functions"
        );
    }
}

/// A stream asked for regions only gives the enters and exits of the full stream (the
/// program's begin and end and buffer flushes included), at the same times; only the call
/// sites, read from the attribute lists it skips, are gone.
#[test]
fn regions_only_streams_give_the_same_enters_and_exits() {
    let strip = |k: EventKind| match k {
        EventKind::Enter { region, .. } => Some(EventKind::Enter {
            region,
            callsite: ppw_event::CallsiteId::NONE,
        }),
        EventKind::Exit { .. } => Some(k),
        _ => None,
    };
    for case in CASES {
        let t = Otf2Trace::open(&anchor(case)).unwrap();
        for l in 0..t.defs().locations.len() as u32 {
            let want: Vec<_> = events(&t, l)
                .into_iter()
                .filter_map(|e| strip(e.kind).map(|k| (e.time, k)))
                .collect();
            let mut s = t.events(LocationId(l)).unwrap();
            s.regions_only();
            let mut got = Vec::new();
            while let Some(e) = s.next_event().unwrap() {
                if let Some(k) = strip(e.kind) {
                    got.push((e.time, k));
                }
            }
            assert!(!want.is_empty(), "{case}");
            assert_eq!(got, want, "{case}, location {l}");
        }
    }
}

#[test]
fn late_sender_spot_checks() {
    let t = Otf2Trace::open(&anchor("late_sender")).unwrap();
    let world = t
        .defs()
        .comms
        .iter()
        .position(|c| c.name == "MPI_COMM_WORLD")
        .unwrap() as u32;
    let r0 = events(&t, 0);
    let r1 = events(&t, 1);
    let sends: Vec<_> = r0
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Send { .. }))
        .collect();
    let recvs: Vec<_> = r1
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Recv { .. }))
        .collect();
    assert_eq!(sends.len(), 8);
    assert_eq!(recvs.len(), 8);
    for s in &sends {
        match s.kind {
            EventKind::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => {
                assert_eq!(
                    (comm.0, peer, tag, bytes, request.is_some()),
                    (world, 1, 7, 64, false)
                )
            }
            _ => unreachable!(),
        }
    }
    for r in &recvs {
        match r.kind {
            EventKind::Recv {
                comm,
                peer,
                tag,
                bytes,
                ..
            } => assert_eq!((comm.0, peer, tag, bytes), (world, 0, 7, 64)),
            _ => unreachable!(),
        }
    }
    // The send sits in MPI_Send at its enter... (Score-P writes it just after the enter).
    let d = t.defs();
    let send_region = d.region_by_name("MPI_Send").unwrap();
    let i = r0
        .iter()
        .position(|e| matches!(e.kind, EventKind::Send { .. }))
        .unwrap();
    assert!(matches!(r0[i - 1].kind, EventKind::Enter { region, .. } if region == send_region));
    // ... and every receive completes after the matching send started (no clock-condition
    // violations in this trace).
    for (s, r) in sends.iter().zip(&recvs) {
        assert!(r.time > s.time);
    }
    // Late sender: rank 1 enters MPI_Recv long before rank 0's send (sleep 20 ms vs 5 ms).
    let recv_region = d.region_by_name("MPI_Recv").unwrap();
    let enters: Vec<u64> = r1
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Enter { region, .. } if region == recv_region))
        .map(|e| e.time)
        .collect();
    let waits: u64 = enters
        .iter()
        .zip(&sends)
        .map(|(e, s)| s.time.saturating_sub(*e))
        .sum();
    let expected = scalasca("late_sender")["metrics"]["mpi_latesender"][1]
        .as_f64()
        .unwrap();
    let got = waits as f64 * 1e-9;
    assert!(
        (got - expected).abs() < 0.002,
        "late sender {got} vs Scalasca {expected}"
    );
}

#[test]
fn clock_correction_follows_the_readme_formula() {
    let t = Otf2Trace::open(&anchor("late_sender")).unwrap();
    let j = scalasca("late_sender");
    let offs = j["clock_offsets_per_rank"]["1"].as_array().unwrap();
    let p = |i: usize, k: usize| offs[i][k].as_i64().unwrap();
    let (t1, o1, t2, o2) = (p(0, 0), p(0, 1), p(1, 0), p(1, 1));
    let loc1 = LocationId(1);
    let recorded: Vec<(u64, i64)> = t
        .clock_offsets(loc1)
        .iter()
        .map(|(t, o, _)| (*t, *o))
        .collect();
    assert_eq!(recorded, vec![(t1 as u64, o1), (t2 as u64, o2)]);
    let mut s = t.records(loc1).unwrap();
    let mut n = 0;
    while let Some(r) = s.next_record().unwrap() {
        let tt = r.raw_time as f64;
        let slope = (o2 - o1) as f64 / (t2 - t1) as f64;
        let expected = r.raw_time as i64 + o1 + (slope * (tt - t1 as f64)).round_ties_even() as i64;
        assert_eq!(r.time as i64, expected, "record at offset {}", r.offset);
        n += 1;
    }
    assert_eq!(n, 40);
    // The first event of location 1 as otf2-print (OTF2 3.0.2) prints it, and its raw value.
    let mut s = t.records(loc1).unwrap();
    let first = s.next_record().unwrap().unwrap();
    assert!(matches!(first.event, Otf2Event::ProgramBegin { .. }));
    assert_eq!(first.time, 7_833_662_872_097);
    assert_eq!(first.raw_time, 7_833_662_872_686);
    // Rank 0 is the reference: no correction.
    let mut s0 = t.records(LocationId(0)).unwrap();
    let r0 = s0.next_record().unwrap().unwrap();
    assert_eq!(r0.time, r0.raw_time);
    // ns conversion: ticks since the epoch times 1e9 / resolution, rounded.
    assert_eq!(t.epoch_ticks(), 7_833_662_872_097);
    let res = j["timer_ticks_per_second"].as_u64().unwrap();
    let ticks = r0.time - t.epoch_ticks();
    assert_eq!(
        t.ticks_to_ns(r0.time),
        ((ticks as f64) * 1e9 / res as f64).round() as u64
    );
    assert_eq!(events(&t, 0)[0].time, t.ticks_to_ns(r0.time));
}

#[test]
fn nonblocking_requests_and_collectives() {
    let t = Otf2Trace::open(&anchor("nonblocking")).unwrap();
    for l in 0..2u32 {
        let ev = events(&t, l);
        let mut posted = HashMap::new();
        let mut sent = HashMap::new();
        for e in &ev {
            match e.kind {
                EventKind::RecvPost {
                    comm,
                    peer,
                    tag,
                    request,
                } => {
                    // OTF2's MPI_IRECV_REQUEST carries only the request.
                    assert!(!comm.is_some() && peer == NO_RANK && tag == ANY_TAG);
                    posted.insert(request, e.time);
                }
                EventKind::Recv { request, peer, .. } => {
                    assert!(request.is_some());
                    assert!(
                        posted.remove(&request).is_some(),
                        "receive completes a posted request"
                    );
                    assert_eq!(peer, 1 - l);
                }
                EventKind::Send { request, .. } => {
                    assert!(request.is_some());
                    sent.insert(request, e.time);
                }
                EventKind::RequestComplete { request } => {
                    assert!(
                        sent.remove(&request).is_some(),
                        "completion of a known send"
                    );
                }
                _ => {}
            }
        }
        assert!(posted.is_empty() && sent.is_empty());
    }
    // Collective records carry the root as a world rank.
    for (case, name, root) in [
        ("late_bcast", "MPI_Bcast", 0),
        ("early_reduce", "MPI_Reduce", 0),
    ] {
        let t = Otf2Trace::open(&anchor(case)).unwrap();
        let d = t.defs();
        let region = d.region_by_name(name).unwrap();
        for l in 0..d.locations.len() as u32 {
            let ev = events(&t, l);
            let mut inside = false;
            let mut n = 0;
            for e in &ev {
                match e.kind {
                    EventKind::Enter { region: r, .. } => inside = r == region,
                    EventKind::Collective {
                        comm, root: got, ..
                    } if inside => {
                        assert_eq!(got, root);
                        assert_eq!(d.comm(comm).unwrap().kind, CommKind::Comm);
                        n += 1;
                    }
                    _ => {}
                }
            }
            assert_eq!(n, 8, "{case}: 8 iterations");
        }
    }
}

/// Compare this reader's decoding with otf2-print's (OTF2 3.0.2): the same records in the same
/// order with the same clock-corrected timestamps, for every location of every fixture.
#[test]
fn decoding_matches_otf2_print() {
    let Some(tool) = common::otf2_print() else {
        return;
    };
    for case in CASES {
        let t = Otf2Trace::open(&anchor(case)).unwrap();
        let printed = common::otf2_print_events(tool, &anchor(case));
        let mut by_loc: HashMap<u64, Vec<(String, u64)>> = HashMap::new();
        for (loc, name, time) in printed {
            by_loc.entry(loc).or_default().push((name, time));
        }
        for l in 0..t.defs().locations.len() as u32 {
            let id = t.otf2_location(LocationId(l)).unwrap();
            let mut ours = Vec::new();
            let mut s = t.records(LocationId(l)).unwrap();
            while let Some(r) = s.next_record().unwrap() {
                ours.push((
                    ppw_otf2::event_record_name(r.record_type).to_string(),
                    r.time,
                ));
            }
            assert_eq!(by_loc.get(&id), Some(&ours), "{case}: location {id}");
        }
    }
}

/// Regions the construct table does not know and whose OTF2 role is not a collective one can be
/// classified by the collective operations recorded inside them (an opt-in scan at open time).
#[test]
fn unknown_collective_regions_are_classified_by_their_operations() {
    let dir = common::scratch("classify");
    let anchor = common::copy_case("late_bcast", &dir);
    let def = dir.join("traces.def");
    let mut b = std::fs::read(&def).unwrap();
    // Rename MPI_Bcast (string 30) to a name the construct table does not know ...
    let at = b.windows(10).position(|w| w == b"MPI_Bcast\0").unwrap();
    b[at + 8] = b'z';
    // ... and make its region definition (id 11, name 30) a plain function.
    let rec = b
        .windows(6)
        .position(|w| w == [0x0f, 0x0f, 1, 11, 1, 30])
        .unwrap();
    assert_eq!(b[rec + 14], 23, "role COLL_ONE2ALL");
    b[rec + 14] = 1;
    std::fs::write(&def, b).unwrap();

    let plain = Otf2Trace::open(&anchor).unwrap();
    let r = plain.defs().region_by_name("MPI_Bcasz").unwrap();
    let def = plain.defs().region(r);
    assert_eq!(
        (def.paradigm, def.op, def.coll),
        (
            Paradigm::Mpi,
            GenericOp::Management,
            ppw_event::CollKind::None
        )
    );

    let opts = ppw_otf2::OpenOptions {
        classify_collective_regions: true,
    };
    let scanned = Otf2Trace::open_with(&anchor, &opts).unwrap();
    let def = scanned.defs().region(r);
    assert_eq!(
        (def.op, def.coll),
        (GenericOp::GroupComm, ppw_event::CollKind::OneToAll)
    );
    // Known regions keep the construct table's classification.
    let init = scanned
        .defs()
        .region(scanned.defs().region_by_name("MPI_Init").unwrap());
    assert_eq!(init.coll, ppw_event::CollKind::InitFinalize);
    std::fs::remove_dir_all(&dir).ok();
}

//! Point-to-point: blocking, non-blocking, persistent, communicator translation, profile
//! mode, threads, Fortran.

use crate::both_mpis;
use crate::support::{Mpi, Run};
use ppw_event::{EventKind, TraceSource};

fn p2p(m: &Mpi) {
    // An ordinary binary: tests/mpi/p2p.c includes no ppw header and is not relinked.
    let exe = m.compile("p2p.c", &[]);
    let (dir, status) = m.run("p2p", &exe, &[], 2, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    let s = r.exp.summary();
    assert!(s.complete, "{:?}", s.problems);
    assert_eq!((s.ranks, s.ranks_present, s.locations), (2, 2, 2));
    for rank in 0..2 {
        assert_eq!(r.visits(rank, "main"), 1);
        assert_eq!(r.visits(rank, "MPI_Init"), 1);
        assert_eq!(r.visits(rank, "MPI_Finalize"), 1);
        assert_eq!(
            r.visits(rank, "MPI_Send"),
            6,
            "rank {rank}: 5 + 1 to MPI_PROC_NULL"
        );
        assert_eq!(r.visits(rank, "MPI_Sendrecv"), 1);
    }
    assert_eq!(r.visits(0, "MPI_Recv"), 6);
    assert_eq!(r.visits(1, "MPI_Recv"), 7);
    assert_eq!(r.visits(0, "MPI_Ssend"), 1);
    let mut want0: Vec<_> = (0..5)
        .map(|i| ("MPI_Send".to_string(), 1, 10 + i, 128, 0))
        .collect();
    want0.push(("MPI_Sendrecv".into(), 1, 7, 12, 0));
    want0.push(("MPI_Ssend".into(), 1, 99, 1, 0));
    assert_eq!(r.sends(0), want0);
    let mut want1: Vec<_> = (0..5)
        .map(|i| ("MPI_Recv".to_string(), 0, 10 + i, 128, 0))
        .collect();
    want1.push(("MPI_Sendrecv".into(), 0, 7, 12, 0));
    want1.push(("MPI_Recv".into(), 0, 99, 1, 0));
    assert_eq!(
        r.recvs(1),
        want1,
        "wildcard receives resolved to the actual source and tag"
    );
    assert_eq!(r.sends(1).len(), 6);
    assert!(r
        .sends(1)
        .iter()
        .take(5)
        .all(|s| *s == ("MPI_Send".to_string(), 0, 20, 16, 0)));
    // Every MPI call has a call site inside the program's own binary.
    let d = r.defs();
    for e in &r.events {
        if let EventKind::Enter { region, callsite } = e.kind {
            if d.region(region).name.starts_with("MPI_") {
                let cs = &d.callsites[callsite.index()];
                assert!(
                    cs.object.as_deref().is_some_and(|o| o.ends_with("/p2p")),
                    "{cs:?}"
                );
            }
        }
    }
}
both_mpis!(blocking_point_to_point, super::p2p);

fn nonblocking(m: &Mpi) {
    let exe = m.compile("nonblocking.c", &[]);
    let (dir, status) = m.run("nonblocking", &exe, &[], 2, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete);
    for rank in 0..2u32 {
        let peer = 1 - rank;
        let posts: Vec<_> = r
            .attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::RecvPost {
                    peer, tag, request, ..
                } => Some((e.region.clone(), peer, tag, request.0)),
                _ => None,
            })
            .collect();
        let done: Vec<u64> = r
            .attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::RequestComplete { request } => Some(request.0),
                _ => None,
            })
            .collect();
        let sends = r.sends(rank);
        let recvs = r.recvs(rank);
        // Posts: Irecv x4 (the first with wildcards) + 3 persistent starts.
        assert_eq!(posts.len(), 7, "rank {rank}: {posts:?}");
        assert_eq!(
            posts[0],
            (
                "MPI_Irecv".into(),
                ppw_event::NO_RANK,
                ppw_event::ANY_TAG,
                posts[0].3
            )
        );
        assert_eq!((posts[1].1, posts[1].2), (peer, 200));
        assert!(posts[3..6]
            .iter()
            .all(|p| p.0 == "MPI_Startall" && p.1 == peer && p.2 == 400));
        // Every post completes in exactly one receive with the same request id.
        let nb_recvs: Vec<_> = recvs.iter().filter(|x| x.4 != 0).collect();
        assert_eq!(nb_recvs.len(), 7);
        for p in &posts {
            let matching: Vec<_> = nb_recvs.iter().filter(|x| x.4 == p.3).collect();
            assert_eq!(matching.len(), 1, "post {p:?} in {nb_recvs:?}");
        }
        assert_eq!(nb_recvs[0].0, "MPI_Waitall");
        assert_eq!(
            (nb_recvs[0].1, nb_recvs[0].2, nb_recvs[0].3),
            (peer, 100 + peer as i32, 32)
        );
        assert!(nb_recvs[1].0 == "MPI_Waitany" && nb_recvs[1].3 == 8);
        assert_eq!(nb_recvs[2].0, "MPI_Waitsome");
        assert!(nb_recvs[3..6]
            .iter()
            .all(|x| x.0 == "MPI_Wait" && x.3 == 16));
        assert_eq!((nb_recvs[6].0.as_str(), nb_recvs[6].3), ("MPI_Test", 12));
        // Non-blocking sends: Isend, Isend, Issend, 3 persistent starts; each completes once.
        let nb_sends: Vec<_> = sends.iter().filter(|x| x.4 != 0).collect();
        assert_eq!(nb_sends.len(), 6, "{nb_sends:?}");
        assert_eq!(
            nb_sends.iter().map(|s| s.0.as_str()).collect::<Vec<_>>(),
            [
                "MPI_Isend",
                "MPI_Isend",
                "MPI_Issend",
                "MPI_Startall",
                "MPI_Startall",
                "MPI_Startall"
            ]
        );
        for s in &nb_sends {
            assert_eq!(
                done.iter().filter(|d| **d == s.4).count(),
                1,
                "send {s:?} completions {done:?}"
            );
        }
        assert_eq!(done.len(), 6);
        let mut ids: Vec<u64> = posts
            .iter()
            .map(|p| p.3)
            .chain(nb_sends.iter().map(|s| s.4))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 13, "request ids are unique per activation");
        assert_eq!(r.visits(rank, "MPI_Request_free"), 2);
        assert_eq!(r.visits(rank, "MPI_Recv_init"), 1);
    }
}
both_mpis!(nonblocking_and_persistent, super::nonblocking);

fn comm_split(m: &Mpi) {
    let exe = m.compile("comm.c", &[]);
    let (dir, status) = m.run("comm", &exe, &[], 4, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete);
    // Split by parity with reversed keys: even = [2, 0], odd = [3, 1].
    for (sender, receiver, members) in [(2u32, 0u32, vec![2u32, 0]), (3, 1, vec![3, 1])] {
        let s = r.sends(sender);
        assert_eq!(
            s,
            vec![("MPI_Send".into(), receiver, 33, 8, 0)],
            "peers are world ranks"
        );
        let rv = r.recvs(receiver);
        assert_eq!(rv, vec![("MPI_Recv".into(), sender, 33, 8, 0)]);
        for rank in [sender, receiver] {
            let c = r.colls(rank);
            assert_eq!(c.len(), 2, "{c:?}");
            // Bcast root 1 of the sub-communicator = world rank `receiver`.
            assert_eq!(c[0].0, "MPI_Bcast");
            assert_eq!(c[0].1, receiver);
            assert_eq!(c[0].5, members);
            let (sent, recvd) = if rank == receiver { (32, 0) } else { (0, 32) };
            assert_eq!((c[0].2, c[0].3), (sent, recvd));
            assert_eq!(c[1].0, "MPI_Barrier");
            assert_eq!(c[1].5, members, "the dup has the same members");
            assert_eq!(c[1].1, ppw_event::NO_RANK);
        }
    }
    let d = r.defs();
    for name in ["even", "odd"] {
        assert!(d.comms.iter().any(|c| c.name == name), "{:?}", d.comms);
    }
    // One definition per communicator: world, self x4, 2 splits, 2 dups.
    let multi: Vec<_> = d.comms.iter().filter(|c| c.members.len() == 2).collect();
    assert_eq!(multi.len(), 4, "{:?}", d.comms);
}
both_mpis!(communicator_translation, super::comm_split);

fn profile_equals_trace(m: &Mpi) {
    let exe = m.compile("nonblocking.c", &[]);
    let (tdir, _) = m.run("prof-t", &exe, &[], 2, "trace");
    let (pdir, status) = m.run("prof-p", &exe, &[], 2, "profile");
    assert_eq!(status, 0);
    let t = Run::open(&tdir);
    let p = ppw_format::Experiment::open(&pdir).unwrap();
    assert!(p.summary().complete, "{:?}", p.summary().problems);
    assert_eq!(
        p.summary().events,
        0,
        "no per-event storage in profile mode"
    );
    let d = p.defs();
    for rank in 0..2u32 {
        let loc = d.locations_of(rank).next().unwrap();
        let prof = p.profile(loc).unwrap().expect("a profile block");
        // Call paths as names.
        let path = |i: usize| {
            let mut v = vec![];
            let mut j = i as u32;
            while j != u32::MAX {
                v.push(d.region(prof[j as usize].region).name.clone());
                j = prof[j as usize].parent;
            }
            v.reverse();
            v.join("/")
        };
        // (MPI_Test and MPI_Waitsome loop a run-dependent number of times.)
        for name in [
            "MPI_Irecv",
            "MPI_Isend",
            "MPI_Waitall",
            "MPI_Wait",
            "MPI_Startall",
            "MPI_Send",
        ] {
            let i = (0..prof.len())
                .find(|i| path(*i) == format!("main/{name}"))
                .unwrap_or_else(|| panic!("main/{name}"));
            assert_eq!(
                prof[i].visits as usize,
                t.visits(rank, name),
                "{name} visits"
            );
            let sent: u64 = t
                .sends(rank)
                .iter()
                .filter(|s| s.0 == name)
                .map(|s| s.3)
                .sum();
            let recv: u64 = t
                .recvs(rank)
                .iter()
                .filter(|s| s.0 == name)
                .map(|s| s.3)
                .sum();
            assert_eq!(
                (prof[i].bytes_sent, prof[i].bytes_received),
                (sent, recv),
                "{name} bytes"
            );
            assert!(prof[i].inclusive_ns >= prof[i].max_ns && prof[i].max_ns >= prof[i].min_ns);
        }
        assert_eq!(path(0), "main");
        assert_eq!(prof[0].visits, 1);
    }
}
both_mpis!(
    profile_mode_matches_trace_counts,
    super::profile_equals_trace
);

fn threads(m: &Mpi) {
    let exe = m.compile("threads.c", &["-pthread"]);
    let (dir, status) = m.run("threads", &exe, &[], 2, "trace");
    assert_eq!(status, 0, "MPI_THREAD_MULTIPLE unavailable?");
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete);
    for rank in 0..2u32 {
        let locs: Vec<_> = r
            .defs()
            .locations
            .iter()
            .filter(|l| l.rank == rank)
            .collect();
        assert_eq!(locs.len(), 3, "main thread + 2 workers: {locs:?}");
        // Each worker's messages are on its own location, with its own tag.
        let mut tags_by_thread = std::collections::BTreeMap::new();
        for e in r.events.iter().filter(|e| e.rank == rank) {
            if let EventKind::Send {
                tag, peer, bytes, ..
            }
            | EventKind::Recv {
                tag, peer, bytes, ..
            } = e.kind
            {
                assert_eq!((peer, bytes), (1 - rank, 8));
                tags_by_thread
                    .entry(e.thread)
                    .or_insert_with(std::collections::BTreeSet::new)
                    .insert(tag % 10);
            }
        }
        assert_eq!(tags_by_thread.len(), 2, "{tags_by_thread:?}");
        assert!(
            !tags_by_thread.contains_key(&0),
            "no messages on the main thread"
        );
        for (_, tags) in tags_by_thread {
            assert_eq!(tags.len(), 1, "one worker's tags only");
        }
        let per_thread = |th: u32, name: &str| {
            r.events
                .iter()
                .filter(|e| {
                    e.rank == rank
                        && e.thread == th
                        && e.region == name
                        && matches!(e.kind, EventKind::Enter { .. })
                })
                .count()
        };
        for th in 1..3 {
            assert_eq!(per_thread(th, "MPI_Send"), 3);
            assert_eq!(per_thread(th, "MPI_Recv"), 3);
        }
        assert_eq!(per_thread(0, "MPI_Init_thread"), 1);
    }
}
both_mpis!(thread_multiple, super::threads);

fn fortran(m: &Mpi) {
    if m.mpif90.is_empty() {
        return eprintln!("skipped: no mpif90 for {}", m.name);
    }
    let exe = m.compile("fortran.f90", &[]);
    let (dir, status) = m.run("fortran", &exe, &[], 2, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    for rank in 0..2u32 {
        assert_eq!(r.visits(rank, "MPI_Init"), 1);
        assert_eq!(r.visits(rank, "MPI_Allreduce"), 1);
        assert_eq!(r.visits(rank, "MPI_Barrier"), 1);
        assert_eq!(r.visits(rank, "MPI_Irecv"), 1);
        assert_eq!(r.visits(rank, "MPI_Wait"), 1);
        assert_eq!(r.visits(rank, "MPI_Finalize"), 1);
        let c = r.colls(rank);
        assert_eq!(c[0].0, "MPI_Allreduce");
        assert_eq!((c[0].2, c[0].3), (8, 8));
        // The Irecv completes in the Wait with the same request.
        let recv = r
            .recvs(rank)
            .into_iter()
            .find(|x| x.0 == "MPI_Wait")
            .expect("recv in MPI_Wait");
        assert_eq!((recv.1, recv.2, recv.3), (1 - rank, 12, 40));
        assert_ne!(recv.4, 0);
    }
    assert_eq!(r.visits(0, "MPI_Send"), 4);
    assert_eq!(r.visits(1, "MPI_Recv"), 3);
    let wild: Vec<_> = r
        .recvs(1)
        .into_iter()
        .filter(|x| x.0 == "MPI_Recv")
        .collect();
    assert_eq!(wild, vec![("MPI_Recv".to_string(), 0, 11, 80, 0); 3]);
    // Call sites point into the Fortran program, not into the wrappers.
    let d = r.defs();
    let e = r
        .events
        .iter()
        .find(|e| e.region == "MPI_Allreduce")
        .unwrap();
    if let EventKind::Enter { callsite, .. } = e.kind {
        assert!(d.callsites[callsite.index()]
            .object
            .as_deref()
            .is_some_and(|o| o.ends_with("/fortran")));
    }
}
both_mpis!(fortran_program, super::fortran);

fn typefree(m: &Mpi) {
    let exe = m.compile("typefree.c", &[]);
    let (dir, status) = m.run("typefree", &exe, &[], 2, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    // 3 elements of 2 or 5 ints: the size cached for a freed datatype is never reused.
    let size = |i: i32| if i % 2 == 1 { 60 } else { 24 };
    let want: Vec<_> = (0..4)
        .map(|i| ("MPI_Send".to_string(), 1, i, size(i), 0))
        .collect();
    assert_eq!(r.sends(0), want);
    let got: Vec<u64> = r.recvs(1).iter().map(|x| x.3).collect();
    assert_eq!(got, [24, 60, 24, 60]);
}
both_mpis!(freed_datatypes_keep_their_own_size, super::typefree);

//! Stage 1 of the partitioned replay (docs/SCALE.md, "Issue 40"): the partner mirrors the
//! distributed matching leaves on each process are the partner records of the single
//! process's matching, and the owners' count of point-to-point clock violations is its count.

use crate::distributed::{Partition, Threads};
use crate::replay::matching::{self, Mirrors};
use crate::replay::records::{LocData, NONE};
use ppw_event::{LocationId, TraceSource};
use ppw_synth::{SynthConfig, SynthTrace};

fn reconstruct(t: &SynthTrace, ids: &[u32]) -> Vec<LocData> {
    let classes = crate::replay::classify::classify(t.defs());
    let plan = crate::replay::reconstruct::Plan::new(t.defs(), &classes, 256);
    ids.iter()
        .map(|&l| crate::replay::reconstruct::reconstruct(t, LocationId(l), &plan))
        .collect()
}

#[test]
fn mirrors_are_the_partner_records_and_owners_count_the_violations() {
    // Skewed clocks: many receives seem to end before their send began.
    let ranks = 6u32;
    let t = SynthTrace::new(SynthConfig {
        ranks,
        events_per_rank: 20_000,
        skew_ns: 5_000,
        ..Default::default()
    });
    let nloc = t.defs().locations.len() as u32;
    let all: Vec<u32> = (0..nloc).collect();
    let mut one = reconstruct(&t, &all);
    let by_rank = matching::rank_locations(&one, ranks);
    matching::match_p2p(&mut one, &by_rank, &mut Vec::new());
    let violations = crate::replay::clock::count_p2p_violations(&one);
    assert!(violations > 0);
    for n in [2usize, 3, 4] {
        let counted = Threads::run(n, |ex| {
            let part = Partition::of(t.defs(), ex.size());
            let ids = part.locations(ex.rank());
            let mut locs = reconstruct(&t, &ids);
            let mut m = Mirrors::default();
            let sum = matching::match_p2p_distributed(
                &mut locs,
                &ids,
                &part,
                ranks as usize,
                ex,
                Some(&mut m),
            )
            .unwrap();
            let mut mirrored = 0;
            for (l, d) in locs.iter().enumerate() {
                let g = ids[l] as usize;
                for (i, r) in d.recvs.iter().enumerate() {
                    let want = one[g].recvs.at(i);
                    assert_eq!((r.s_loc, r.s_idx), (want.s_loc, want.s_idx));
                    let remote = r.s_loc != NONE && !ids.contains(&r.s_loc);
                    match m.send(l, i as u32) {
                        Some(s) => {
                            assert!(remote, "a mirror of a local send");
                            let sl = &one[r.s_loc as usize];
                            let send = sl.sends.at(r.s_idx as usize);
                            let call = sl.calls.at(send.call as usize);
                            assert_eq!(
                                (s.time, s.enter, s.exit, s.node),
                                (send.time, call.enter, call.exit, call.node)
                            );
                            let cmpl = if send.cmpl != NONE {
                                sl.calls.at(send.cmpl as usize).exit
                            } else {
                                u64::MAX
                            };
                            assert_eq!(s.cmpl_exit, cmpl);
                            mirrored += 1;
                        }
                        None => assert!(!remote, "no mirror of a remote send"),
                    }
                }
                for (i, s) in d.sends.iter().enumerate() {
                    let remote = s.r_loc != NONE && !ids.contains(&s.r_loc);
                    match m.recv(l, i as u32) {
                        Some(r) => {
                            assert!(remote, "a mirror of a local receive");
                            let rl = &one[s.r_loc as usize];
                            let recv = rl.recvs.at(s.r_idx as usize);
                            let call = rl.calls.at(recv.call as usize);
                            assert_eq!(
                                (r.time, r.post_enter, r.enter, r.exit, r.node),
                                (recv.time, recv.post_enter, call.enter, call.exit, call.node)
                            );
                            mirrored += 1;
                        }
                        None => assert!(!remote, "no mirror of a remote receive"),
                    }
                }
            }
            (sum.violations, mirrored)
        });
        assert_eq!(
            counted.iter().map(|c| c.0).sum::<u64>(),
            violations,
            "{n} processes"
        );
        assert!(
            counted.iter().map(|c| c.1).sum::<u64>() > 0,
            "{n} processes"
        );
    }
}

/// Stage 2: the owners' reduction of the collective instances gives every member the wait-for
/// time and responsible location the single process's aggregation writes, every instance the
/// same earliest end, and the same count of collective clock violations (skewed clocks make
/// members seem to leave before others entered).
#[test]
fn owners_reduce_collectives_as_the_single_process_aggregates_them() {
    for skew_ns in [0, 5_000] {
        let ranks = 6u32;
        let t = SynthTrace::new(SynthConfig {
            ranks,
            events_per_rank: 20_000,
            skew_ns,
            ..Default::default()
        });
        let defs = t.defs();
        let nloc = defs.locations.len() as u32;
        let all: Vec<u32> = (0..nloc).collect();
        let mut one = reconstruct(&t, &all);
        let by_rank = matching::rank_locations(&one, ranks);
        matching::match_p2p(&mut one, &by_rank, &mut Vec::new());
        let insts =
            matching::match_collectives(&mut one, &by_rank, defs, u64::MAX, &mut Vec::new());
        let coll_v = crate::replay::clock::count_coll_violations(&one, &insts);
        assert_eq!(coll_v > 0, skew_ns > 0, "skew {skew_ns}");
        let ee = matching::aggregate_collectives(&mut one, &insts);
        assert!(ee.len() > 100 && ee.iter().any(|&e| e != u64::MAX));
        assert!(one
            .iter()
            .any(|l| l.colls.iter().any(|c| c.wait_for_loc != NONE)));
        for n in [2usize, 3, 4] {
            let got = Threads::run(n, |ex| {
                let part = Partition::of(defs, ex.size());
                let ids = part.locations(ex.rank());
                let mut locs = reconstruct(&t, &ids);
                matching::match_p2p_distributed(&mut locs, &ids, &part, ranks as usize, ex, None)
                    .unwrap();
                let table = matching::number_collectives_distributed(&mut locs, defs, ex).unwrap();
                let mut red = matching::reduce_collectives(
                    &locs,
                    &ids,
                    defs,
                    &part,
                    table.instances(),
                    &|_, b| b,
                    ex,
                )
                .unwrap();
                let (v, ee) = (red.violations, std::mem::take(&mut red.earliest_end));
                red.write(&mut locs);
                for (l, d) in locs.iter().enumerate() {
                    let want = &one[ids[l] as usize];
                    for (i, c) in d.colls.iter().enumerate() {
                        let w = want.colls.at(i);
                        assert_eq!(c.instance, w.instance);
                        assert_eq!(
                            (c.wait_for, c.wait_for_loc),
                            (w.wait_for, w.wait_for_loc),
                            "skew {skew_ns}, {n} processes, location {}, collective {i}",
                            ids[l]
                        );
                    }
                }
                (v, ee)
            });
            let v: u64 = got.iter().map(|g| g.0).sum();
            assert_eq!(v, coll_v, "skew {skew_ns}, {n} processes");
            let mut merged = vec![u64::MAX; ee.len()];
            for (_, e) in &got {
                assert_eq!(e.len(), ee.len());
                for (m, x) in merged.iter_mut().zip(e) {
                    *m = (*m).min(*x);
                }
            }
            assert_eq!(merged, ee, "skew {skew_ns}, {n} processes");
        }
    }
}

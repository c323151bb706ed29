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

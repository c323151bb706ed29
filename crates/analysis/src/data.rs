//! Communication by data structure (Sarukkai and Gotwals, seed `002_*` §4): the buffer of every
//! message is named (a buffer the program named, a heap block by its allocation site, a
//! static variable, or unknown memory), and per data structure the analysis gives the
//! communication, send and receive indices (the share of all locations' time blocked sending
//! it or receiving into it), the same per (sending, receiving) structure pair and per function,
//! and five cause indices between 0 (good) and 1 (bad): load imbalance, contention, overhead,
//! bandwidth and overlap (docs/ANALYSIS.md, Data structures, gives the formulas).

use crate::replay::classify::{Completion, RegionClass};
use crate::replay::records::{DataMsg, DataRef, LocData, OpWait, NONE};
use crate::result::analysis::{DataCauses, DataFunction, DataPair, DataStructure};
use ppw_event::Defs;
use std::collections::{BTreeMap, HashMap};

/// What is summed per data structure (ns, counts, bytes).
#[derive(Default, Clone)]
struct Acc {
    sent: u64,
    bytes_sent: u64,
    received: u64,
    bytes_received: u64,
    t_send: u64,
    t_recv: u64,
    /// Late Sender waiting of the receives into it.
    wait: u64,
    /// From initiation to completion, summed over its operations.
    inflight: u64,
    /// Of the receives' transfer intervals, the time other messages to the same receiver
    /// were under way too.
    contended: u64,
    span: u64,
    /// Blocked time (send and receive) per function.
    functions: BTreeMap<String, u64>,
}

/// The data structures of the trace, by descending communication index; empty when the
/// trace records no buffers.
pub(crate) fn structures(
    defs: &Defs,
    locs: &[LocData],
    classes: &[RegionClass],
    total_ns: u64,
) -> Vec<DataStructure> {
    if locs.iter().all(|l| l.data.is_empty()) || total_ns == 0 {
        return Vec::new();
    }
    // Global structure ids by name.
    let mut names: Vec<(String, &'static str)> = Vec::new();
    let mut ix: HashMap<String, usize> = HashMap::new();
    let mut id_of = |r: DataRef| -> usize {
        let (name, kind) = describe(defs, r);
        *ix.entry(name.clone()).or_insert_with(|| {
            names.push((name, kind));
            names.len() - 1
        })
    };
    // Per location: structure of each send and receive that has one.
    let mut send_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    let mut recv_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    let mut rma_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    for (l, loc) in locs.iter().enumerate() {
        for u in &loc.data {
            let id = id_of(u.data);
            match u.msg {
                DataMsg::Send(i) => {
                    send_of[l].insert(i, id);
                }
                DataMsg::Recv(i) => {
                    recv_of[l].insert(i, id);
                }
                DataMsg::Rma(i) => {
                    rma_of[l].insert(i, id);
                }
            }
        }
    }
    let mut acc = vec![Acc::default(); names.len()];
    let mut pairs: BTreeMap<(usize, usize), (u64, u64, u64)> = BTreeMap::new();
    // The shortest blocking operation that did not wait: the per-message cost floor.
    let mut floor = u64::MAX;
    for (l, loc) in locs.iter().enumerate() {
        // Operations completed per call: a call that completes several (MPI_Waitall, the send
        // and the receive of MPI_Sendrecv) gives each an equal share of its time.
        let mut per_call: HashMap<u32, u64> = HashMap::new();
        for s in loc.sends.iter() {
            if s.cmpl != NONE {
                *per_call.entry(s.cmpl).or_default() += 1;
            }
        }
        for r in loc.recvs.iter() {
            *per_call.entry(r.call).or_default() += 1;
        }
        for o in loc.rma_ops.iter() {
            *per_call.entry(o.call).or_default() += 1;
        }
        let dur = |c: u32| {
            let k = loc.calls.at(c as usize);
            k.exit.saturating_sub(k.enter)
        };
        let function = |c: u32| function_of(defs, loc, c);
        // Transfer intervals of the receives, for the contention index.
        let mut spans: Vec<(u64, u64, Option<usize>)> = Vec::new();
        for (i, r) in loc.recvs.iter().enumerate() {
            let call = loc.calls.at(r.call as usize);
            let start = if r.s_loc != NONE {
                let sl = &locs[r.s_loc as usize];
                sl.calls
                    .at(sl.sends.at(r.s_idx as usize).call as usize)
                    .enter
            } else {
                r.post_enter
            };
            spans.push((
                start.min(call.exit),
                call.exit,
                recv_of[l].get(&(i as u32)).copied(),
            ));
        }
        spans.sort_unstable_by_key(|s| (s.0, s.1));
        let mut reach = 0u64;
        for (k, &(a, b, id)) in spans.iter().enumerate() {
            // Overlap with the messages before it (the furthest reach) and the next one.
            let mut over = reach.min(b).saturating_sub(a);
            if let Some(&(na, nb, _)) = spans.get(k + 1) {
                if na < b {
                    over = over.max(b.min(nb).saturating_sub(na.max(a)));
                }
            }
            if let Some(id) = id {
                acc[id].contended += over.min(b - a);
                acc[id].span += b - a;
            }
            reach = reach.max(b);
        }
        for (&i, &id) in &send_of[l] {
            let s = loc.sends.at(i as usize);
            let share = |c: u32| dur(c) / per_call.get(&c).copied().unwrap_or(1).max(1);
            // Blocked: the sending call (its share), or the MPI_Isend and the share of the call
            // that completed it; in flight: that, plus the time between the two calls.
            let (t, inflight) = if s.cmpl == s.call {
                let t = share(s.call);
                if t > 0 && per_call.get(&s.call).copied().unwrap_or(1) == 1 {
                    floor = floor.min(t);
                }
                (t, t)
            } else if s.cmpl != NONE {
                let t = dur(s.call) + share(s.cmpl);
                let gap = loc
                    .calls
                    .at(s.cmpl as usize)
                    .enter
                    .saturating_sub(loc.calls.at(s.call as usize).exit);
                (t, t + gap)
            } else {
                (dur(s.call), dur(s.call))
            };
            let a = &mut acc[id];
            a.sent += 1;
            a.bytes_sent += s.bytes as u64;
            a.t_send += t;
            a.inflight += inflight;
            *a.functions.entry(function(s.call)).or_default() += t;
            let to = if s.r_loc != NONE {
                recv_of[s.r_loc as usize].get(&s.r_idx).copied()
            } else {
                None
            };
            if let Some(to) = to {
                let p = pairs.entry((id, to)).or_default();
                p.0 += 1;
                p.1 += s.bytes as u64;
                p.2 += t;
            }
        }
        for (&i, &id) in &recv_of[l] {
            let r = loc.recvs.at(i as usize);
            let call = loc.calls.at(r.call as usize);
            let k = per_call.get(&r.call).copied().unwrap_or(1).max(1);
            let t = dur(r.call) / k;
            let test = classes
                .get(call.region as usize)
                .is_some_and(|c| c.completion == Completion::Test);
            let (wait, bytes, from) = if r.s_loc != NONE {
                let sl = &locs[r.s_loc as usize];
                let s = sl.sends.at(r.s_idx as usize);
                let enter = sl.calls.at(s.call as usize).enter;
                let wait = if test {
                    0
                } else {
                    enter.min(call.exit).saturating_sub(call.enter).min(t)
                };
                (
                    wait,
                    s.bytes as u64,
                    send_of[r.s_loc as usize].get(&r.s_idx).copied(),
                )
            } else {
                (0, 0, None)
            };
            if wait == 0 && k == 1 && t > 0 {
                floor = floor.min(t);
            }
            let a = &mut acc[id];
            a.received += 1;
            a.bytes_received += bytes;
            a.t_recv += t;
            a.wait += wait;
            // In flight: from the post (MPI_Irecv) to the completing call, plus its share.
            a.inflight += t + call.enter.saturating_sub(r.post_enter);
            *a.functions.entry(function(r.call)).or_default() += t;
            if let Some(from) = from {
                pairs.entry((from, id)).or_default().2 += t;
            }
        }
        // One-sided transfers: a put, accumulate or atomic sends from its local buffer, a get
        // receives into it; the call's share of time is blocked time, and what a get waited
        // for on another process (a late post, a lock) its waiting.
        for (&i, &id) in &rma_of[l] {
            let Some(o) = loc.rma_ops.get(i as usize) else {
                continue;
            };
            let call = loc.calls.at(o.call as usize);
            let t = dur(o.call) / per_call.get(&o.call).copied().unwrap_or(1).max(1);
            let a = &mut acc[id];
            if o.op == ppw_event::RmaOp::Get {
                a.received += 1;
                a.bytes_received += o.bytes;
                a.t_recv += t;
                if o.wait != OpWait::None {
                    a.wait += o
                        .wait_until
                        .min(call.exit)
                        .saturating_sub(call.enter)
                        .min(t);
                }
            } else {
                a.sent += 1;
                a.bytes_sent += o.bytes;
                a.t_send += t;
            }
            a.inflight += t;
            *a.functions.entry(function(o.call)).or_default() += t;
        }
    }
    let floor = if floor == u64::MAX { 0 } else { floor };
    let rate = |a: &Acc| {
        let busy = (a.t_send + a.t_recv).saturating_sub(a.wait);
        let bytes = a.bytes_sent + a.bytes_received;
        (busy > 0 && bytes > 0).then(|| bytes as f64 / busy as f64)
    };
    let best = acc.iter().filter_map(rate).fold(0.0, f64::max);
    let share = |ns: u64| ns as f64 / total_ns as f64;
    let ratio = |a: u64, b: u64| {
        if b == 0 {
            0.0
        } else {
            (a as f64 / b as f64).min(1.0)
        }
    };
    let mut out: Vec<DataStructure> = names
        .iter()
        .enumerate()
        .map(|(id, (name, kind))| {
            let a = &acc[id];
            let t = a.t_send + a.t_recv;
            let messages = a.sent + a.received;
            let mut functions: Vec<DataFunction> = a
                .functions
                .iter()
                .map(|(f, &ns)| DataFunction {
                    function: f.clone(),
                    seconds: ns as f64 * 1e-9,
                    ci: share(ns),
                })
                .collect();
            functions.sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.function.cmp(&y.function)));
            DataStructure {
                name: name.clone(),
                kind: (*kind).to_string(),
                messages_sent: a.sent,
                bytes_sent: a.bytes_sent,
                messages_received: a.received,
                bytes_received: a.bytes_received,
                send_seconds: a.t_send as f64 * 1e-9,
                recv_seconds: a.t_recv as f64 * 1e-9,
                wait_seconds: a.wait as f64 * 1e-9,
                ci: share(t),
                si: share(a.t_send),
                ri: share(a.t_recv),
                causes: DataCauses {
                    load_imbalance: ratio(a.wait, a.t_recv),
                    contention: ratio(a.contended, a.span),
                    overhead: ratio(messages.saturating_mul(floor), t),
                    bandwidth: match rate(a) {
                        Some(r) if best > 0.0 => (1.0 - r / best).clamp(0.0, 1.0),
                        _ => 0.0,
                    },
                    overlap: ratio(t, a.inflight),
                },
                pairs: pairs
                    .iter()
                    .filter(|((from, _), _)| *from == id)
                    .map(|(&(_, to), &(n, bytes, ns))| DataPair {
                        to: names[to].0.clone(),
                        messages: n,
                        bytes,
                        ci: share(ns),
                    })
                    .collect(),
                functions,
            }
        })
        .collect();
    // The receive side of a pair is counted with the sender's structure.
    for d in &mut out {
        d.pairs
            .sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.to.cmp(&y.to)));
    }
    out.sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.name.cmp(&y.name)));
    out
}

/// A structure's name and kind.
fn describe(defs: &Defs, r: DataRef) -> (String, &'static str) {
    match r {
        DataRef::Named(i) => match defs.data_names.get(i as usize) {
            Some(n) => (n.name.clone(), "named"),
            None => ("(unknown memory)".into(), "unknown"),
        },
        DataRef::Heap(i) => match defs.heap_sites.get(i as usize) {
            Some(h) => (h.describe(), "heap"),
            None => ("(unknown heap block)".into(), "heap"),
        },
        DataRef::Static(i) => match defs.statics.get(i as usize) {
            Some(s) => (s.name.clone(), "static"),
            None => ("(unknown static)".into(), "static"),
        },
        DataRef::Unknown => ("(stack or untracked memory)".into(), "unknown"),
    }
}

/// The function a call of `loc` is made from: its call site's function if known, else the
/// region of its parent in the call tree.
fn function_of(defs: &Defs, loc: &LocData, call: u32) -> String {
    let node = &loc.tree.nodes[loc.calls.at(call as usize).node as usize];
    if let Some(f) = defs
        .callsites
        .get(node.callsite.index())
        .and_then(|c| c.function.clone())
    {
        return f;
    }
    match loc.tree.nodes.get(node.parent as usize) {
        Some(p) if node.parent != 0 => defs.region(p.region).name.clone(),
        _ => "(top level)".into(),
    }
}

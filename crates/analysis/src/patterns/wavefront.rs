//! Wavefront: Late Sender waits that propagate along the process grid, the pipeline fill (and
//! the drain before a refill) of sweep codes (KOJAK/EXPERT, seed `001_*` §5).
//!
//! On a grid ([`crate::grid::Grid`]: a recorded Cartesian topology or one inferred from the
//! message partners), a Late Sender instance of rank `r` waiting for neighbour `u` along
//! dimension `d` in direction `s` (from `u` towards `r`) is part of a wavefront when
//! 1. the pipeline goes on in that direction: `r`'s next receive along `d` comes from the
//!    same side (a halo exchange receives from both sides, a sweep from one), and `r` sends
//!    nothing to `u` from a quarter of the wait before the receiving call to a quarter after
//!    it (on a grid of two ranks per dimension, a halo exchange has one side only, but it
//!    sends back), and
//! 2. the wait is *propagated*, a chain of two waits at least (one rank's late send alone is
//!    a Late Sender, not a wave): `u` itself waited at least a quarter as long for a message
//!    that came along the sweep (a receive of its step before the send, with no collective
//!    between them and no receive of the step from a direction opposite to `s` along `d`:
//!    the far corner of one sweep starting the next in reverse is no link; ending at most one
//!    wait of `r` before the send), or a rank that `r` sends to next, in a direction none of
//!    `r`'s step receives came against, waits at least a quarter as long in the step that
//!    receives `r`'s message (a wait ending at most one wait of `r` before `r` sent).
//!
//! So the pattern counts the waits that travel along a sweep: in a balanced sweep the fill
//! (and the refill after a turn); where a rank of the pipeline is slow or descheduled in the
//! steady state, the delay it passes downstream as well.
//!
//! A step of a rank is a run of receives not separated by a send or a collective.
//! Wavefront sees each Late Sender instance before Wrong Order and claims the instances it
//! takes ([`Out::claim`]): the far corner of a sweep gets two messages sent at about the same
//! time, and whichever it receives first, it waits for the later one, so Scalasca's Wrong
//! Order would report a pipeline fill as a receive-order problem. Late Sender keeps its
//! (Scalasca's) value; Wrong Order loses the claimed instances. The time is reported as this
//! finding and taken out of Late Sender's (`CLAIMED` in `patterns/mod.rs`); the sweep
//! directions travel as the hits' window code ([`crate::grid::pack_signs`]).

use super::*;
use crate::grid::{pack_signs, Grid};

/// A link's wait must be at least this share of the instance's.
const LINK_SHARE: f64 = 0.25;
/// Receives scanned ahead for the next one along the same dimension, and per step.
const LOOKAHEAD: usize = 32;

/// The pattern.
pub(crate) struct WavefrontPattern;

static META: Meta = Meta {
    id: "wavefront",
    name: "Wavefront",
    parent: "late_sender",
    scalasca: "",
    description: "The part of Late Sender that propagates along the process grid (a recorded \
                  Cartesian topology, or one inferred from the message partners): a receive \
                  from a grid neighbour, in a direction the receiver keeps receiving from, \
                  whose sender itself waited for a message coming the same way (or whose \
                  receiver makes the next rank along wait): the fill and refill of a \
                  pipelined sweep. Such instances are not Wrong Order.",
    hint: "Pipeline fill and drain are inherent in a wavefront sweep: shorten them by \
           sweeping in smaller blocks (more, smaller messages along the sweep), by starting \
           the next sweep from the corner where the last one ended, or by overlapping sweeps \
           of different directions (several angles or octants in flight); a grid with fewer \
           ranks along the sweep dimensions shortens the pipeline.",
    culprit: "the upstream ranks of the sweep",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for WavefrontPattern {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::LATE_SENDER
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_late_sender(&mut self, cx: &Cx<'_>, ls: &LateSender, out: &mut Out<'_>) {
        let Some(grid) = cx.grid else { return };
        if let Some(code) = classify(cx, grid, ls) {
            let c = cx.call(ls.call);
            out.hit_on(c.node, ls.idle, ls.send_loc, c.enter, code);
            out.claim();
        }
    }
}

/// A direction on the grid: (dimension, sign).
pub(crate) type Dir = (usize, i32);

/// Not opposite along the same dimension.
fn compatible(a: Dir, b: Dir) -> bool {
    a.0 != b.0 || a.1 == b.1
}

/// The sweep code of a Late Sender instance if it is part of a wavefront.
fn classify(cx: &Cx<'_>, grid: &Grid, ls: &LateSender) -> Option<u32> {
    let me = cx.me;
    let own = grid.step(ls.src, me.rank)?;
    // The receive the instance waited in.
    let mut j = first(me.recvs.len(), |i| me.recvs.at(i).call < ls.call);
    let r = loop {
        let r = me.recvs.get(j)?;
        if r.call != ls.call {
            return None;
        }
        if r.src == ls.src && cx.send_of_at(j).is_some_and(|s| s.time == ls.send_time) {
            break r;
        }
        j += 1;
    };
    // 1. The receiver keeps receiving from this side.
    let next = me
        .recvs
        .iter_range(j + 1..(j + 1 + LOOKAHEAD).min(me.recvs.len()))
        .filter_map(|x| grid.step(x.src, me.rank))
        .find(|d| d.0 == own.0)?;
    if next.1 != own.1 {
        return None;
    }
    let need = (ls.idle as f64 * LINK_SHARE) as u64;
    // ... and does not send to the same neighbour around the wait (an exchange).
    let call = cx.call(ls.call);
    let (from, to) = (
        call.enter.saturating_sub(need),
        call.exit.saturating_add(need),
    );
    let s0 = first(me.sends.len(), |i| me.sends.at(i).time < from);
    let exchange = me
        .sends
        .iter_range(s0..(s0 + LOOKAHEAD).min(me.sends.len()))
        .take_while(|s| s.time <= to)
        .any(|s| s.peer == ls.src);
    if exchange {
        return None;
    }
    let mut signs = vec![0i32; grid.dims.len()];
    signs[own.0] = own.1;
    // 2a. The sender waited for a message coming the same way; its wait ended at most one
    // wait of ours before it sent (it had one block to compute).
    let sender = Probe::new(
        ls.send_loc,
        r.s_idx,
        false,
        own,
        need,
        ls.send_time.saturating_sub(ls.idle),
    );
    if let Some(d) = cx.probe(grid, &sender) {
        signs[d.0] = d.1;
        return Some(pack_signs(&signs));
    }
    // 2b. The next rank along the sweep waits for this one (sending on in a direction that
    // none of this step's receives came against: the far corner of a sweep that starts the
    // next one in reverse does not pass this wave on).
    let (own_lo, end) = step_around(me, j);
    let came: Vec<Dir> = me
        .recvs
        .iter_range(own_lo..end)
        .filter_map(|x| grid.step(x.src, me.rank))
        .collect();
    let last_call = me.recvs.at(end - 1).call;
    let s0 = first(me.sends.len(), |i| me.sends.at(i).call <= last_call);
    let stop = me.recvs.get(end).map_or(u32::MAX, |x| x.call);
    for s in me
        .sends
        .iter_range(s0..(s0 + LOOKAHEAD).min(me.sends.len()))
    {
        if s.call >= stop || boundary_coll(me, last_call, s.call) {
            break;
        }
        let Some(out_dir) = grid.step(me.rank, s.peer) else {
            continue;
        };
        if !came.iter().all(|d| compatible(*d, out_dir)) || s.r_loc == NONE {
            continue;
        }
        // It waited until at most one wait of ours before this rank sent.
        let down = Probe::new(
            s.r_loc,
            s.r_idx,
            true,
            own,
            need,
            s.time.saturating_sub(ls.idle),
        );
        if let Some(d) = cx.probe(grid, &down) {
            signs[out_dir.0] = out_dir.1;
            signs[d.0] = d.1;
            return Some(pack_signs(&signs));
        }
    }
    None
}

/// A question wavefront asks about another location (which another process of a
/// partitioned analysis may hold): for the sender of a late message (`down` false, `rec` its
/// send), whether its step before the send joins it (no collective between) and the
/// direction of the longest wait of that step; for the receiver of one of our next messages
/// (`down` true, `rec` its receive), the direction of the longest wait of the step that
/// receives it. Waits of at least `need` ns from a grid neighbour, their calls ending at
/// `after` or later, in a step with no receive against the sweep `(dim, sign)`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub(crate) struct Probe {
    pub(crate) loc: u32,
    pub(crate) rec: u32,
    pub(crate) down: bool,
    pub(crate) dim: u8,
    pub(crate) sign: i8,
    pub(crate) need: u64,
    pub(crate) after: u64,
}

impl Probe {
    fn new(loc: u32, rec: u32, down: bool, own: Dir, need: u64, after: u64) -> Probe {
        Probe {
            loc,
            rec,
            down,
            dim: own.0 as u8,
            sign: own.1 as i8,
            need,
            after,
        }
    }

    /// The sweep's direction.
    fn own(&self) -> Dir {
        (self.dim as usize, self.sign as i32)
    }
}

/// The answer to `p` by the process that holds `p.loc` (`None` if it does not).
pub(crate) fn answer(
    peers: &Peers<'_>,
    classes: &[RegionClass],
    grid: &Grid,
    p: &Probe,
) -> Option<Dir> {
    let at = peers.index(p.loc)?;
    let l = &peers.locs[at];
    let own = p.own();
    let w = Waits { peers, classes, at };
    if p.down {
        if p.rec as usize >= l.recvs.len() {
            return None;
        }
        let (lo, hi) = step_around(l, p.rec as usize);
        step_wait(&w, grid, hi, own, p.need, p.after).filter(|_| lo < hi)
    } else {
        let send = l.sends.get(p.rec as usize)?;
        let before = first(l.recvs.len(), |i| l.recvs.at(i).call < send.call);
        let joined = before > 0 && {
            let last = l.recvs.at(before - 1).call;
            !boundary_coll(l, last, send.call)
        };
        step_wait(&w, grid, before, own, p.need, p.after).filter(|_| joined)
    }
}

/// A held location whose receives' Late Sender waits are asked for.
struct Waits<'a> {
    peers: &'a Peers<'a>,
    classes: &'a [RegionClass],
    at: usize,
}

/// The direction of the longest-waiting receive (at least `need` ns, from a grid neighbour,
/// its call ending at `after` or later) of the step of `w`'s location that ends before
/// receive `end`, if no receive of the step comes from a direction opposite to `own`.
fn step_wait(
    w: &Waits<'_>,
    grid: &Grid,
    end: usize,
    own: Dir,
    need: u64,
    after: u64,
) -> Option<Dir> {
    if end == 0 {
        return None;
    }
    let l = &w.peers.locs[w.at];
    let (lo, _) = step_around(l, end - 1);
    // A step that also receives against the sweep (the far corner of the last sweep turning
    // around) is no part of it.
    let against = l
        .recvs
        .iter_range(lo..end)
        .filter_map(|x| grid.step(x.src, l.rank))
        .any(|d| !compatible(d, own));
    if against {
        return None;
    }
    l.recvs
        .iter_range(lo..end)
        .enumerate()
        .filter_map(|(k, x)| {
            let d = grid.step(x.src, l.rank)?;
            if l.calls.at(x.call as usize).exit < after {
                return None;
            }
            let wait = recv_wait(w, (lo + k) as u32, &x);
            (wait >= need && wait > 0).then_some((wait, d))
        })
        .max_by_key(|x| x.0)
        .map(|x| x.1)
}

/// The step containing receive `i` of `l`: the receives `lo..hi` around it with no send
/// or collective between consecutive ones (at most [`LOOKAHEAD`] on either side).
fn step_around(l: &LocData, i: usize) -> (usize, usize) {
    let mut lo = i;
    while lo > 0 && i - lo < LOOKAHEAD {
        let (a, b) = (l.recvs.at(lo - 1).call, l.recvs.at(lo).call);
        if separated(l, a, b) {
            break;
        }
        lo -= 1;
    }
    (lo, step_end(l, i))
}

/// One past the last receive of the step of receive `i`.
fn step_end(l: &LocData, i: usize) -> usize {
    let mut hi = i + 1;
    while hi < l.recvs.len() && hi - i < LOOKAHEAD {
        let (a, b) = (l.recvs.at(hi - 1).call, l.recvs.at(hi).call);
        if separated(l, a, b) {
            break;
        }
        hi += 1;
    }
    hi
}

/// A send or a collective lies in calls `(a, b]` (a send in call `b` itself separates too:
/// the message of an MPI_Sendrecv carries what was computed before it).
fn separated(l: &LocData, a: u32, b: u32) -> bool {
    a != b && {
        let s = first(l.sends.len(), |k| l.sends.at(k).call <= a);
        l.sends.get(s).is_some_and(|x| x.call <= b) || boundary_coll(l, a, b)
    }
}

/// A collective lies in calls `(a, b]`.
fn boundary_coll(l: &LocData, a: u32, b: u32) -> bool {
    let c = first(l.colls.len(), |k| l.colls.at(k).call <= a);
    l.colls.get(c).is_some_and(|x| x.call <= b)
}

/// The Late Sender wait of receive `idx` of `w`'s location (its own, not a call's maximum).
fn recv_wait(w: &Waits<'_>, idx: u32, r: &RecvRec) -> u64 {
    let l = &w.peers.locs[w.at];
    let call = l.calls.at(r.call as usize);
    if w.classes[call.region as usize].completion == crate::replay::classify::Completion::Test {
        return 0;
    }
    let Some(s) = w.peers.send_of(w.at, idx, r) else {
        return 0;
    };
    s.enter.min(call.exit).saturating_sub(call.enter)
}

/// The first index in `0..n` for which `before` is false (`before` true on a prefix).
fn first(n: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::TraceBuilder;

    /// A 1-D pipeline of 4 ranks (a line inferred from the partners), 3 blocks of 100 ns
    /// each: rank k waits about 100 k for its first block (100 + 201 + 302: the sends take
    /// 1), the steady blocks do not wait. All of it is fill, taken out of Late Sender.
    #[test]
    fn a_line_pipeline_fills() {
        let (n, nb, w) = (4u32, 3usize, 100u64);
        let mut b = TraceBuilder::new(n);
        // Send times of the previous rank, per block.
        let mut prev: Vec<u64> = Vec::new();
        for k in 0..n {
            let mut r = b.rank(k);
            r.enter(0, "main");
            let mut t = 1;
            let mut mine = Vec::new();
            for blk in 0..nb {
                if let Some(&sent) = prev.get(blk) {
                    let exit = t.max(sent) + 1;
                    r.recv_call(t, exit, k - 1, blk as i32, 8);
                    t = exit;
                }
                t += w;
                if k < n - 1 {
                    mine.push(t);
                    r.send_call(t, t + 1, k + 1, blk as i32, 8);
                    t += 1;
                }
            }
            r.exit(10_000);
            prev = mine;
        }
        let a = analyze_mem(&b.build());
        expect(
            &a,
            "wavefront",
            &[
                (1, "main/MPI_Recv", 100),
                (2, "main/MPI_Recv", 201),
                (3, "main/MPI_Recv", 302),
            ],
        );
        // Rank 3 sends nothing, so it runs ahead by the 1 ns of a send per block and waits
        // 1 ns at blocks 1 and 2: steady state, Late Sender but no fill.
        expect(
            &a,
            "late_sender",
            &[
                (1, "main/MPI_Recv", 100),
                (2, "main/MPI_Recv", 201),
                (3, "main/MPI_Recv", 304),
            ],
        );
        let ls = a.findings.iter().find(|f| f.kind == "late_sender");
        assert_eq!(ls.map(|f| (f.seconds * 1e9).round()), Some(2.0), "{ls:?}");
        let Some(f) = a.findings.iter().find(|f| f.kind == "wavefront") else {
            panic!("no wavefront finding: {:?}", a.findings)
        };
        assert!(f.detail.contains("sweep +x"), "{}", f.detail);
    }
}

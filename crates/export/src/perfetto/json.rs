//! The Chrome trace-event JSON encoding of a timeline (for small traces).
//!
//! `{"displayTimeUnit":"ns","traceEvents":[...]}` with `M` metadata events naming processes and
//! threads, `B`/`E` pairs for regions (arguments in `args`), `i` instants, and flow events:
//! `s` at a send, `f` (binding to the enclosing slice) at the matching receive, and for each
//! collective instance a chain `s` → `t` … → `f` over the members in time order; a one-sided
//! transfer is an `s` on its call's slice and an `f` (binding to the next slice) right before the
//! target's `rma in` instant, named by operation. Timestamps are
//! microseconds with three decimals, so nanoseconds survive.
//!
//! JSON flow events must be in time order (start first), which for collectives needs all
//! members' times: [`collective_order`] makes a first pass over the streams to collect them.
//! That pass keeps one entry per collective instance and member in memory, which is the reason
//! this format is meant for small traces; the protobuf writer needs no such pass.

use super::layout::Layout;
use super::walk::{AnnVal, Extras, FlowKind, InstantName, Sink};
use super::WaitInterval;
use ppw_event::{Defs, LocationId, RegionId};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{self, Write};

/// Flow ids are written as JSON integers, which viewers read as doubles: keep 53 bits.
const ID_MASK: u64 = (1 << 53) - 1;

/// Per collective flow id: the members' locations in time order.
pub(crate) type CollectiveOrder = HashMap<u64, Vec<LocationId>>;

/// A sink that only records when each location takes part in each collective instance.
#[derive(Default)]
pub(crate) struct OrderSink {
    loc: LocationId,
    seen: HashMap<u64, Vec<(u64, LocationId)>>,
}

impl OrderSink {
    pub(crate) fn set_location(&mut self, loc: LocationId) {
        self.loc = loc;
    }

    fn record(&mut self, ts: u64, x: &Extras, at_begin: bool) {
        for f in x.flows.iter().filter(|f| f.kind == FlowKind::Chain) {
            let t = if at_begin { ts } else { f.ts };
            self.seen.entry(f.id).or_default().push((t, self.loc));
        }
    }

    /// The members of every instance sorted by time (then location).
    pub(crate) fn finish(self) -> CollectiveOrder {
        self.seen
            .into_iter()
            .map(|(id, mut v)| {
                v.sort_unstable();
                (id, v.into_iter().map(|(_, l)| l).collect())
            })
            .collect()
    }
}

impl Sink for OrderSink {
    fn begin(&mut self, ts: u64, _: RegionId, x: &Extras) -> io::Result<()> {
        self.record(ts, x, true);
        Ok(())
    }
    fn end(&mut self, ts: u64, _: RegionId, x: &Extras) -> io::Result<()> {
        self.record(ts, x, false);
        Ok(())
    }
    fn instant(&mut self, _: u64, _: InstantName, _: &Extras) -> io::Result<()> {
        Ok(())
    }
}

/// Output is handed to the writer in chunks of about this size.
const CHUNK: usize = 1 << 20;

/// Writes the JSON document.
pub(crate) struct JsonSink<'a, W: Write> {
    out: &'a mut W,
    defs: &'a Defs,
    layout: &'a Layout,
    sources: &'a [Option<String>],
    order: &'a CollectiveOrder,
    buf: String,
    first: bool,
    pub(crate) bytes: u64,
    loc: LocationId,
    pid: i32,
    tid: i32,
}

impl<'a, W: Write> JsonSink<'a, W> {
    pub(crate) fn new(
        out: &'a mut W,
        defs: &'a Defs,
        layout: &'a Layout,
        sources: &'a [Option<String>],
        order: &'a CollectiveOrder,
    ) -> Self {
        let mut s = JsonSink {
            out,
            defs,
            layout,
            sources,
            order,
            buf: String::with_capacity(CHUNK + 4096),
            first: true,
            bytes: 0,
            loc: LocationId(0),
            pid: 0,
            tid: 0,
        };
        s.buf
            .push_str("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n");
        s
    }

    fn next(&mut self) -> io::Result<()> {
        if self.buf.len() >= CHUNK {
            self.flush()?;
        }
        if !self.first {
            self.buf.push_str(",\n");
        }
        self.first = false;
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.write_all(self.buf.as_bytes())?;
        self.bytes += self.buf.len() as u64;
        self.buf.clear();
        Ok(())
    }

    /// Close the document and hand everything to the writer.
    pub(crate) fn finish(&mut self) -> io::Result<()> {
        self.buf.push_str("\n]}\n");
        self.flush()?;
        self.out.flush()
    }

    /// Process and thread names (and sort order) for every track.
    pub(crate) fn metadata(&mut self) -> io::Result<()> {
        let (defs, layout) = (self.defs, self.layout);
        for &rank in &layout.ranks {
            let pid = layout.pid(rank);
            let name = layout.process_name(defs, rank);
            self.meta(pid, pid, "process_name", "name", &name)?;
            self.next()?;
            let _ = write!(
                self.buf,
                "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":{pid},\
                 \"args\":{{\"sort_index\":{rank}}}}}"
            );
        }
        for (i, l) in defs.locations.iter().enumerate() {
            let loc = LocationId(i as u32);
            let pid = layout.pid(l.rank);
            let tid = layout.tid(defs, loc);
            self.meta(pid, tid, "thread_name", "name", &l.name)?;
            for lane in 0..layout.lanes[i] {
                let name = format!("{}: {}", l.name, layout.lane_name(lane));
                self.meta(
                    pid,
                    layout.lane_tid(loc, lane),
                    "thread_name",
                    "name",
                    &name,
                )?;
            }
        }
        Ok(())
    }

    fn meta(&mut self, pid: i32, tid: i32, what: &str, key: &str, val: &str) -> io::Result<()> {
        self.next()?;
        let _ = write!(
            self.buf,
            "{{\"ph\":\"M\",\"name\":\"{what}\",\"pid\":{pid},\"tid\":{tid},\"args\":{{\"{key}\":"
        );
        escape(&mut self.buf, val);
        self.buf.push_str("}}");
        Ok(())
    }

    pub(crate) fn set_location(&mut self, loc: LocationId) {
        self.loc = loc;
        let l = &self.defs.locations[loc.index()];
        self.pid = self.layout.pid(l.rank);
        self.tid = self.layout.tid(self.defs, loc);
    }

    /// `"ph":X,"ts":T,"pid":P,"tid":T` without braces.
    fn common(&mut self, ph: &str, ts: u64, tid: i32) {
        let _ = write!(
            self.buf,
            "\"ph\":\"{ph}\",\"ts\":{}.{:03},\"pid\":{},\"tid\":{tid}",
            ts / 1000,
            ts % 1000,
            self.pid
        );
    }

    fn args(&mut self, x: &Extras) {
        if x.anns.is_empty() {
            return;
        }
        self.buf.push_str(",\"args\":{");
        for (i, a) in x.anns.iter().enumerate() {
            if i > 0 {
                self.buf.push(',');
            }
            escape(&mut self.buf, a.key.name());
            self.buf.push(':');
            match a.val {
                AnnVal::U(v) => {
                    let _ = write!(self.buf, "{v}");
                }
                AnnVal::I(v) => {
                    let _ = write!(self.buf, "{v}");
                }
                AnnVal::Str(s) => escape(&mut self.buf, s),
                AnnVal::Comm(c) => match self.defs.comm(c) {
                    Some(cd) => escape(&mut self.buf, &cd.name),
                    None => escape(&mut self.buf, &format!("comm {}", c.0)),
                },
                AnnVal::Source(cs) => {
                    let s = self.sources.get(cs.index()).and_then(|s| s.as_deref());
                    escape(&mut self.buf, s.unwrap_or("?"));
                }
            }
        }
        self.buf.push('}');
    }

    fn name_cat(&mut self, region: RegionId) {
        let r = self.defs.regions.get(region.index());
        self.buf.push_str(",\"name\":");
        escape(&mut self.buf, r.map_or("?", |r| r.name.as_str()));
        let _ = write!(
            self.buf,
            ",\"cat\":\"{}\"",
            r.map_or("other", |r| r.paradigm.name())
        );
    }

    /// Flow events of `x`; `at` is the slice begin time for flows on a begin. Flows of
    /// instants are limited to one-sided transfers (`only_rma`).
    fn flows(&mut self, x: &Extras, at: Option<u64>, only_rma: bool) -> io::Result<()> {
        for f in &x.flows {
            let rma = matches!(f.kind, FlowKind::RmaOut(_) | FlowKind::RmaIn(_));
            if only_rma && !rma {
                continue;
            }
            let ts = at.unwrap_or(f.ts);
            let (ph, name) = match f.kind {
                FlowKind::Out => ("s", "message"),
                FlowKind::In => ("f", "message"),
                FlowKind::RmaOut(op) => ("s", op.name()),
                FlowKind::RmaIn(op) => ("f", op.name()),
                FlowKind::Chain => {
                    let members = match self.order.get(&f.id) {
                        Some(m) if m.len() > 1 => m,
                        _ => continue,
                    };
                    let ph = match members.iter().position(|l| *l == self.loc) {
                        Some(0) => "s",
                        Some(i) if i + 1 == members.len() => "f",
                        Some(_) => "t",
                        None => continue,
                    };
                    (ph, "collective")
                }
            };
            self.next()?;
            self.buf.push('{');
            self.common(ph, ts, self.tid);
            let _ = write!(
                self.buf,
                ",\"name\":\"{name}\",\"cat\":\"ppw.flow\",\"id\":{}",
                f.id & ID_MASK
            );
            // A transfer's end binds to the next slice: its arrival instant, written next.
            if ph != "s" && !matches!(f.kind, FlowKind::RmaIn(_)) {
                self.buf.push_str(",\"bp\":\"e\"");
            }
            self.buf.push('}');
        }
        Ok(())
    }

    /// A wait-state interval as a slice on its lane's pseudo thread.
    pub(crate) fn wait_slice(
        &mut self,
        loc: LocationId,
        lane: u32,
        w: &WaitInterval,
    ) -> io::Result<()> {
        let tid = self.layout.lane_tid(loc, lane);
        self.next()?;
        self.buf.push('{');
        self.common("B", w.start_ns, tid);
        self.buf.push_str(",\"name\":");
        escape(&mut self.buf, &w.label);
        self.buf.push_str(",\"cat\":\"wait_state\"}");
        self.next()?;
        self.buf.push('{');
        self.common("E", w.end_ns.max(w.start_ns), tid);
        self.buf.push('}');
        Ok(())
    }
}

impl<W: Write> Sink for JsonSink<'_, W> {
    fn begin(&mut self, ts: u64, region: RegionId, x: &Extras) -> io::Result<()> {
        self.next()?;
        self.buf.push('{');
        self.common("B", ts, self.tid);
        self.name_cat(region);
        self.args(x);
        self.buf.push('}');
        self.flows(x, Some(ts), false)
    }

    fn end(&mut self, ts: u64, _region: RegionId, x: &Extras) -> io::Result<()> {
        self.flows(x, None, false)?;
        self.next()?;
        self.buf.push('{');
        self.common("E", ts, self.tid);
        self.args(x);
        self.buf.push('}');
        Ok(())
    }

    fn instant(&mut self, ts: u64, name: InstantName, x: &Extras) -> io::Result<()> {
        self.flows(x, Some(ts), true)?;
        self.next()?;
        self.buf.push('{');
        self.common("i", ts, self.tid);
        match name {
            InstantName::Region(r) => self.name_cat(r),
            InstantName::Kind(k) => {
                let _ = write!(self.buf, ",\"name\":\"{k}\",\"cat\":\"ppw\"");
            }
        }
        self.buf.push_str(",\"s\":\"t\"");
        self.args(x);
        self.buf.push('}');
        Ok(())
    }
}

/// Append `s` as a JSON string literal.
pub(crate) fn escape(buf: &mut String, s: &str) {
    buf.push('"');
    for c in s.chars() {
        match c {
            '"' => buf.push_str("\\\""),
            '\\' => buf.push_str("\\\\"),
            '\n' => buf.push_str("\\n"),
            '\r' => buf.push_str("\\r"),
            '\t' => buf.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(buf, "\\u{:04x}", c as u32);
            }
            c => buf.push(c),
        }
    }
    buf.push('"');
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        escape(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }
}

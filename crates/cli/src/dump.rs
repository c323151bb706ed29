//! `ppw dump`: definitions and events as text.

use crate::open::open;
use crate::status::{Sound, Status};
use anyhow::Result;
use ppw_event::{Defs, EventKind, LocationId, TraceSource, ANY_TAG, NO_RANK};
use std::io::Write;
use std::path::Path;

fn rank(r: u32) -> String {
    if r == NO_RANK {
        "any".into()
    } else {
        r.to_string()
    }
}

fn tag(t: i32) -> String {
    if t == ANY_TAG {
        "any".into()
    } else {
        t.to_string()
    }
}

fn comm(d: &Defs, c: ppw_event::CommId) -> String {
    d.comm(c)
        .map_or_else(|| format!("comm#{}", c.0), |c| c.name.clone())
}

/// Render one event's payload.
pub(crate) fn describe(d: &Defs, k: &EventKind) -> String {
    let region = |r: ppw_event::RegionId| {
        d.regions
            .get(r.index())
            .map_or("?", |r| r.name.as_str())
            .to_string()
    };
    match *k {
        EventKind::Enter {
            region: r,
            callsite,
        } => {
            let at = d
                .callsites
                .get(callsite.index())
                .and_then(|c| c.source())
                .map(|s| format!(" @ {s}"))
                .unwrap_or_default();
            format!("{}{at}", region(r))
        }
        EventKind::Exit { region: r } => region(r),
        EventKind::Send {
            comm: c,
            peer,
            tag: t,
            bytes,
            request,
        } => {
            format!(
                "to={} tag={} bytes={bytes} comm={}{}",
                rank(peer),
                tag(t),
                comm(d, c),
                req(request)
            )
        }
        EventKind::Recv {
            comm: c,
            peer,
            tag: t,
            bytes,
            request,
        } => {
            format!(
                "from={} tag={} bytes={bytes} comm={}{}",
                rank(peer),
                tag(t),
                comm(d, c),
                req(request)
            )
        }
        EventKind::RecvPost {
            comm: c,
            peer,
            tag: t,
            request,
        } => {
            format!(
                "from={} tag={} comm={}{}",
                rank(peer),
                tag(t),
                comm(d, c),
                req(request)
            )
        }
        EventKind::RequestComplete { request } | EventKind::RequestCancelled { request } => {
            req(request).trim().to_string()
        }
        EventKind::CollectiveBegin => String::new(),
        EventKind::Collective {
            comm: c,
            root,
            sent,
            received,
            request,
        } => {
            format!(
                "comm={} root={} sent={sent} received={received}{}",
                comm(d, c),
                rank(root),
                req(request)
            )
        }
        EventKind::Rma {
            op,
            comm: c,
            target,
            bytes,
            request,
        } => {
            format!(
                "{} target={} bytes={bytes} comm={}{}",
                op.name(),
                rank(target),
                comm(d, c),
                req(request)
            )
        }
        EventKind::Lock {
            op,
            lock,
            target,
            exclusive,
        } => {
            format!(
                "{} {} lock={lock:#x} target={}",
                match op {
                    ppw_event::LockOp::Request => "request",
                    ppw_event::LockOp::Acquire => "acquire",
                    ppw_event::LockOp::Release => "release",
                },
                if exclusive { "exclusive" } else { "shared" },
                rank(target)
            )
        }
        EventKind::RmaGroupSync { role, win, group } => format!(
            "{} win={} group={}",
            role.name(),
            comm(d, win),
            comm(d, group)
        ),
        EventKind::RmaFlush { win, target } => {
            format!("win={} target={}", comm(d, win), rank(target))
        }
        EventKind::RmaAddress { addr } => format!("addr={addr:#x}"),
        EventKind::AddrSync { what, win, addr } => format!(
            "{} win={} addr={addr:#x}",
            match what {
                ppw_event::AddrSync::Lock(ppw_event::LockOp::Request) => "lock_request",
                ppw_event::AddrSync::Lock(ppw_event::LockOp::Acquire) => "lock_acquire",
                ppw_event::AddrSync::Lock(ppw_event::LockOp::Release) => "lock_release",
                ppw_event::AddrSync::ValueReached => "value_reached",
            },
            comm(d, win)
        ),
        EventKind::Alloc {
            win,
            addr,
            bytes,
            freed,
            block,
        } => format!(
            "{} win={} addr={addr:#x} bytes={bytes}{}",
            if freed { "free" } else { "alloc" },
            comm(d, win),
            if block > 0 {
                format!(" block={block}")
            } else {
                String::new()
            }
        ),
        EventKind::Io { bytes, fd } => format!("bytes={bytes} fd={fd}"),
        EventKind::Marker { region: r } => region(r),
        EventKind::CpuSample { user_ns, system_ns } => {
            format!("user={user_ns}ns system={system_ns}ns")
        }
        EventKind::Counter { metric, value } => {
            let name = d
                .counters
                .get(metric as usize)
                .map_or("?", |c| c.name.as_str());
            format!("{name}={value}")
        }
        EventKind::Buffer { addr } => format!("addr={addr:#x}"),
        EventKind::Heap { addr, bytes, site } => {
            let site = d
                .heap_sites
                .get(site as usize)
                .map_or_else(|| "-".to_string(), |s| s.describe());
            format!("addr={addr:#x} bytes={bytes} site={site}")
        }
    }
}

fn req(r: ppw_event::RequestId) -> String {
    if r.is_some() {
        format!(" request={}", r.0)
    } else {
        String::new()
    }
}

pub(crate) fn run(
    dir: &Path,
    only_rank: Option<u32>,
    limit: Option<u64>,
    defs_only: bool,
) -> Result<i32> {
    let input = open(dir)?;
    let src = input.source();
    let d = src.defs();
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    writeln!(
        out,
        "# program {} mode {} ranks {}",
        d.program,
        d.mode.name(),
        d.ranks
    )?;
    for (i, r) in d.regions.iter().enumerate() {
        writeln!(
            out,
            "# region {i} {} paradigm={} op={} coll={}",
            r.name,
            r.paradigm.name(),
            r.op.name(),
            r.coll.name()
        )?;
    }
    for (i, c) in d.comms.iter().enumerate() {
        writeln!(out, "# comm {i} {} members={:?}", c.name, c.members)?;
    }
    for (i, c) in d.callsites.iter().enumerate() {
        writeln!(
            out,
            "# callsite {i} {} {}+{:#x}",
            c.source().unwrap_or_else(|| "?".into()),
            c.object.as_deref().unwrap_or("?"),
            c.offset
        )?;
    }
    for w in &d.warnings {
        writeln!(out, "# warning {w}")?;
    }
    let mut status = Status::default();
    let problems = input.problems();
    if defs_only {
        out.flush()?;
        status.warn_all(problems);
        return Ok(status.code());
    }
    let sound = Sound::new(src);
    for (i, l) in d.locations.iter().enumerate() {
        if only_rank.is_some_and(|r| r != l.rank) {
            continue;
        }
        let mut s = sound.events(LocationId(i as u32))?;
        let mut n = 0u64;
        loop {
            if limit.is_some_and(|lim| n >= lim) {
                break;
            }
            match s.next_event() {
                Ok(Some(e)) => {
                    writeln!(
                        out,
                        "{} {} {:>14} {:<16} {}",
                        l.rank,
                        l.thread,
                        e.time,
                        e.kind.name(),
                        describe(d, &e.kind)
                    )?;
                    n += 1;
                }
                Ok(None) | Err(_) => break,
            }
        }
    }
    out.flush()?;
    status.warn_all(problems);
    status.warn_all(sound.problems());
    Ok(status.code())
}

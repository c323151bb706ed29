//! Writing a whole experiment from any [`TraceSource`]: used to convert traces (OTF2 to native),
//! by the synthetic trace generator, and by round-trip tests.
//!
//! Timestamps are written as nanosecond ticks with an identity calibration, so reading the
//! result gives back the source's timestamps exactly.

use crate::encode::{
    encode_profile, encode_profile_counters, DefsEncoder, EventEncoder, RawProfileNode, Records,
};
use crate::manifest::Manifest;
use crate::wire::{BlockKind, EndReason};
use crate::writer::{FileHeader, RankFileWriter};
use ppw_event::{EventKind, LocationId, TraceSource, ANY_TAG, NO_RANK};
use std::io;
use std::path::Path;

/// Events per EVENTS block written by the converter.
const EVENTS_PER_BLOCK: u32 = 64 * 1024;

fn local_rank(members: &[u32], world: u32) -> i32 {
    if world == NO_RANK {
        return -1;
    }
    members
        .iter()
        .position(|m| *m == world)
        .map(|p| p as i32)
        .unwrap_or(-1)
}

/// Write `src` as a native experiment into `dir` (created if needed): one rank file per rank
/// with locations, then the manifest.
pub fn write_experiment(dir: &Path, src: &dyn TraceSource, manifest: &Manifest) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let defs = src.defs();
    for rank in 0..defs.ranks {
        let locs: Vec<LocationId> = defs.locations_of(rank).collect();
        if !locs.is_empty() {
            write_rank(dir, src, rank, &locs)?;
        }
    }
    manifest.write(dir)
}

fn bad(e: ppw_event::ReadError) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, e.to_string())
}

/// One rank's file: its definitions, each location's profile and events, the closing
/// calibration point and the END block.
fn write_rank(dir: &Path, src: &dyn TraceSource, rank: u32, locs: &[LocationId]) -> io::Result<()> {
    let defs = src.defs();
    let header = FileHeader {
        rank,
        nranks: defs.ranks,
        pid: 0,
        profile: defs.mode == ppw_event::Mode::Profile,
        run_id: 0,
    };
    let mut w = RankFileWriter::create(&dir.join(crate::rank_file_name(rank)), &header)?;
    let mut d = rank_defs(defs, rank, locs);
    d.time_sync(0, 0);
    w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())?;
    d.clear();
    let mut last = 0u64;
    let mut enc = EventEncoder::new();
    for l in locs {
        let thread = defs.locations[l.index()].thread;
        if let Some(p) = src.profile(*l).map_err(bad)? {
            let nodes = raw_profile(&p);
            w.write_block(
                BlockKind::PROFILE,
                thread,
                nodes.len() as u32,
                &encode_profile(&nodes),
            )?;
            if p.iter().any(|n| n.counters.is_some()) {
                let counts: Vec<Option<&[u64]>> = p
                    .iter()
                    .map(|n| n.counters.as_ref().map(|c| &c[..]))
                    .collect();
                w.write_block(
                    BlockKind::PROFILE_COUNTERS,
                    thread,
                    counts.len() as u32,
                    &encode_profile_counters(defs.counters.len(), &counts),
                )?;
            }
        }
        let mut s = src.events(*l).map_err(bad)?;
        enc.clear();
        while let Some(e) = s.next_event().map_err(bad)? {
            last = last.max(e.time);
            encode_event(&mut enc, defs, e);
            if enc.count() >= EVENTS_PER_BLOCK {
                w.write_block(BlockKind::EVENTS, thread, enc.count(), enc.bytes())?;
                enc.clear();
            }
        }
        if !enc.is_empty() {
            w.write_block(BlockKind::EVENTS, thread, enc.count(), enc.bytes())?;
        }
    }
    // Identity calibration: ticks are nanoseconds.
    d.time_sync(last.max(1), last.max(1));
    w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())?;
    w.finish(EndReason::EXIT)
}

/// A rank's definitions: every global definition, with global ids as local ids, plus the
/// rank's locations and CPU samples.
fn rank_defs(defs: &ppw_event::Defs, rank: u32, locs: &[LocationId]) -> DefsEncoder {
    let mut d = DefsEncoder::new();
    let info = defs.rank_info.get(rank as usize);
    d.rank_info(
        defs.ranks,
        info.map_or("", |i| i.host.as_str()),
        &defs.program,
    );
    for (i, r) in defs.regions.iter().enumerate() {
        d.region(
            i as u32,
            &r.name,
            r.paradigm,
            r.op,
            r.coll,
            crate::wire::region_flag::of(r.nonblocking, r.phase),
            r.file.as_deref().unwrap_or(""),
            r.line,
        );
    }
    for (i, c) in defs.comms.iter().enumerate() {
        let global = if i == 0 { 0 } else { i as u64 };
        d.comm(i as u32, global, c.kind, &c.name, &c.members);
    }
    for l in locs {
        let ld = &defs.locations[l.index()];
        d.location(ld.thread, 0, &ld.name);
    }
    for (i, c) in defs.counters.iter().enumerate() {
        d.counter(i as u32, &c.name, &c.unit, c.available, &c.note);
    }
    // Heap allocation sites, resolved; buffers this rank named.
    for (i, h) in defs.heap_sites.iter().enumerate() {
        d.heap_site(
            i as u32,
            0,
            h.function.as_deref().unwrap_or("[unknown]"),
            h.file.as_deref().unwrap_or(""),
            h.line,
        );
    }
    for n in defs.data_names.iter().filter(|n| n.rank == rank) {
        d.data_name(n.addr, n.bytes, &n.name);
    }
    // This rank's view of each topology it is a member of.
    for t in &defs.topologies {
        let Some(me) = defs
            .comms
            .get(t.comm.index())
            .and_then(|c| c.local_rank(rank))
        else {
            continue;
        };
        let me = me as usize;
        let periods: Vec<u32> = t.periods.iter().map(|p| *p as u32).collect();
        let lists: [&[u32]; 3] = if t.kind == ppw_event::topology_kind::CARTESIAN {
            match t.coords.get(me) {
                Some(c) if !c.is_empty() => [&t.dims, &periods, c],
                _ => continue,
            }
        } else {
            let (Some(o), Some(i)) = (t.out.get(me), t.inn.get(me)) else {
                continue;
            };
            [o, i, &[]]
        };
        d.topology(t.comm.0, t.kind, lists);
    }
    if let Some(i) = info {
        for c in &i.cpu {
            d.cpu(c.time, c.user_ns, c.system_ns);
        }
        for s in &i.sched {
            d.sched(
                s.time,
                s.run_delay_ns,
                s.involuntary_switches,
                s.cores_online,
                s.cores_allowed,
            );
        }
    }
    d
}

/// A profile as the runtime stores it (ns are ticks under the identity calibration).
fn raw_profile(p: &ppw_event::Profile) -> Vec<RawProfileNode> {
    p.iter()
        .map(|n| RawProfileNode {
            parent: n.parent,
            region: n.region.0,
            callsite: n.callsite.0,
            visits: n.visits,
            inclusive: n.inclusive_ns,
            exclusive: n.exclusive_ns,
            min: n.min_ns,
            max: n.max_ns,
            bytes_sent: n.bytes_sent,
            bytes_received: n.bytes_received,
            cpu_user_ns: n.cpu_user_ns,
            cpu_system_ns: n.cpu_system_ns,
        })
        .collect()
}

/// Append one event; peers, roots and targets become communicator-local ranks.
fn encode_event(enc: &mut EventEncoder, defs: &ppw_event::Defs, e: ppw_event::Event) {
    let t = e.time;
    let members = |c: ppw_event::CommId| defs.comm(c).map(|c| c.members.as_slice()).unwrap_or(&[]);
    match e.kind {
        EventKind::Enter { region, callsite } => enc.enter(t, region.0, callsite.0),
        EventKind::Exit { .. } => enc.exit(t),
        EventKind::Send {
            comm,
            peer,
            tag,
            bytes,
            request,
        } => enc.send(
            t,
            comm.0,
            local_rank(members(comm), peer),
            tag,
            bytes,
            request.0,
        ),
        EventKind::Recv {
            comm,
            peer,
            tag,
            bytes,
            request,
        } => enc.recv(
            t,
            comm.0,
            local_rank(members(comm), peer),
            tag,
            bytes,
            request.0,
        ),
        EventKind::RecvPost {
            comm,
            peer,
            tag,
            request,
        } => {
            let tag = if tag == ANY_TAG { ANY_TAG } else { tag };
            enc.recv_post(t, comm.0, local_rank(members(comm), peer), tag, request.0)
        }
        EventKind::RequestComplete { request } => enc.request_complete(t, request.0),
        EventKind::RequestCancelled { request } => enc.request_cancelled(t, request.0),
        EventKind::CollectiveBegin => {}
        EventKind::Collective {
            comm,
            root,
            sent,
            received,
            request,
        } => enc.collective(
            t,
            comm.0,
            local_rank(members(comm), root),
            sent,
            received,
            request.0,
        ),
        EventKind::Rma {
            op,
            comm,
            target,
            bytes,
            request,
        } => enc.rma(
            t,
            op,
            comm.0,
            local_rank(members(comm), target),
            bytes,
            request.0,
        ),
        EventKind::Lock {
            op,
            lock,
            target,
            exclusive,
        } => enc.lock(
            t,
            op,
            lock,
            if target == NO_RANK { -1 } else { target as i32 },
            exclusive,
        ),
        EventKind::RmaGroupSync { role, win, group } => enc.rma_group_sync(t, role, win.0, group.0),
        EventKind::RmaFlush { win, target } => {
            enc.rma_flush(t, win.0, local_rank(members(win), target))
        }
        EventKind::RmaAddress { addr } => enc.rma_address(t, addr),
        EventKind::AddrSync { what, win, addr } => enc.addr_sync(t, what, win.0, addr),
        EventKind::Alloc {
            win,
            addr,
            bytes,
            freed,
            block,
        } => enc.alloc(t, win.0, addr, bytes, freed, block),
        EventKind::Io { bytes, fd } => enc.io(t, bytes, fd),
        EventKind::Marker { region } => enc.marker(t, region.0),
        EventKind::CpuSample { user_ns, system_ns } => enc.cpu(t, user_ns, system_ns),
        // One record per counter: its index is the global one (COUNTER definitions in the
        // order of `Defs::counters`).
        EventKind::Counter { metric, value } => enc.counters(t, metric, &[value]),
        // Static buffers stay symmetric addresses (no object holds them when read back: they
        // name no variable there); heap and stack addresses are kept as they are.
        EventKind::Buffer { addr } => enc.buffer(t, addr),
        EventKind::Heap { addr, bytes, site } => enc.heap(t, addr, bytes, site),
    }
}

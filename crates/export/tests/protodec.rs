//! A small protobuf decoder and a model of the Perfetto packets ppw writes, for the tests.
//!
//! It interprets the trace the way the trace processor does for the fields ppw uses:
//! per-sequence interning (reset by `SEQ_INCREMENTAL_STATE_CLEARED`), per-sequence default
//! track (`TracePacketDefaults`), and slices paired by a stack per track.

use std::collections::HashMap;

/// One decoded field value.
#[derive(Clone, Debug)]
pub enum Val {
    Varint(u64),
    I64(u64),
    Len(Vec<u8>),
    I32(u32),
}

impl Val {
    pub fn u(&self) -> u64 {
        match self {
            Val::Varint(v) | Val::I64(v) => *v,
            Val::I32(v) => u64::from(*v),
            Val::Len(_) => panic!("length-delimited where a number was expected"),
        }
    }
    pub fn bytes(&self) -> &[u8] {
        match self {
            Val::Len(b) => b,
            _ => panic!("number where bytes were expected"),
        }
    }
    pub fn str(&self) -> String {
        String::from_utf8(self.bytes().to_vec()).expect("utf-8 string")
    }
}

fn varint(b: &[u8], i: &mut usize) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let byte = b[*i];
        *i += 1;
        v |= u64::from(byte & 0x7F) << shift;
        if byte < 0x80 {
            return v;
        }
        shift += 7;
        assert!(shift < 64, "varint too long");
    }
}

/// Decode one message into its fields, in order.
pub fn fields(b: &[u8]) -> Vec<(u32, Val)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let key = varint(b, &mut i);
        let (field, wire) = ((key >> 3) as u32, key & 7);
        let v = match wire {
            0 => Val::Varint(varint(b, &mut i)),
            1 => {
                let v = u64::from_le_bytes(b[i..i + 8].try_into().unwrap());
                i += 8;
                Val::I64(v)
            }
            2 => {
                let n = varint(b, &mut i) as usize;
                let v = b[i..i + n].to_vec();
                i += n;
                Val::Len(v)
            }
            5 => {
                let v = u32::from_le_bytes(b[i..i + 4].try_into().unwrap());
                i += 4;
                Val::I32(v)
            }
            w => panic!("unexpected wire type {w} at byte {i}"),
        };
        out.push((field, v));
    }
    out
}

fn get(f: &[(u32, Val)], n: u32) -> Option<&Val> {
    f.iter().find(|(k, _)| *k == n).map(|(_, v)| v)
}

fn all(f: &[(u32, Val)], n: u32) -> impl Iterator<Item = &Val> {
    f.iter().filter(move |(k, _)| *k == n).map(|(_, v)| v)
}

/// A track descriptor.
#[derive(Clone, Debug, Default)]
pub struct Track {
    pub uuid: u64,
    pub parent: Option<u64>,
    pub name: Option<String>,
    pub pid: Option<i64>,
    pub tid: Option<i64>,
    pub process_name: Option<String>,
    pub thread_name: Option<String>,
    pub is_process: bool,
    pub is_thread: bool,
}

/// An argument value.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    U(u64),
    I(i64),
    S(String),
}

/// A track event with names resolved.
#[derive(Clone, Debug)]
pub struct Ev {
    pub seq: u32,
    pub ts: u64,
    pub kind: u64,
    pub track: u64,
    pub name: Option<String>,
    pub category: Option<String>,
    pub args: Vec<(String, Arg)>,
    pub flows: Vec<u64>,
    pub terminating: Vec<u64>,
}

/// A slice paired from a begin and an end on one track.
#[derive(Clone, Debug)]
pub struct Slice {
    pub track: u64,
    pub name: String,
    pub start: u64,
    pub end: u64,
    pub depth: usize,
    pub args: Vec<(String, Arg)>,
    pub flows: Vec<u64>,
    pub terminating: Vec<u64>,
}

impl Slice {
    pub fn arg(&self, k: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == k).map(|(_, v)| v)
    }
}

/// The whole decoded trace.
#[derive(Debug, Default)]
pub struct Decoded {
    pub tracks: Vec<Track>,
    pub events: Vec<Ev>,
    pub slices: Vec<Slice>,
}

#[derive(Default)]
struct SeqState {
    cleared: bool,
    default_track: Option<u64>,
    names: HashMap<u64, String>,
    cats: HashMap<u64, String>,
    anns: HashMap<u64, String>,
}

/// Decode a trace written by `write_perfetto`, checking the invariants the trace processor
/// relies on (interning ids defined before use, incremental state cleared before it is needed,
/// properly nested slices per track).
pub fn decode(trace: &[u8]) -> Decoded {
    let mut d = Decoded::default();
    let mut seqs: HashMap<u32, SeqState> = HashMap::new();
    for (field, pkt) in fields(trace) {
        assert_eq!(field, 1, "a Trace holds only packets");
        let p = fields(pkt.bytes());
        let seq = get(&p, 10).map_or(0, |v| v.u() as u32);
        let flags = get(&p, 13).map_or(0, |v| v.u());
        let st = seqs.entry(seq).or_default();
        if flags & 1 != 0 {
            *st = SeqState {
                cleared: true,
                ..Default::default()
            };
        }
        if flags & 2 != 0 {
            assert!(
                st.cleared,
                "sequence {seq} needs incremental state before it was cleared"
            );
        }
        if let Some(defaults) = get(&p, 59) {
            let df = fields(defaults.bytes());
            if let Some(ted) = get(&df, 11) {
                st.default_track = get(&fields(ted.bytes()), 11).map(|v| v.u());
            }
        }
        if let Some(interned) = get(&p, 12) {
            let idf = fields(interned.bytes());
            for (table, target) in [(1u32, 0usize), (2, 1), (3, 2)] {
                for e in all(&idf, table) {
                    let ef = fields(e.bytes());
                    let iid = get(&ef, 1).unwrap().u();
                    let name = get(&ef, 2).unwrap().str();
                    let map = match target {
                        0 => &mut st.cats,
                        1 => &mut st.names,
                        _ => &mut st.anns,
                    };
                    if let Some(old) = map.insert(iid, name.clone()) {
                        assert_eq!(old, name, "interning id {iid} redefined");
                    }
                }
            }
        }
        if let Some(td) = get(&p, 60) {
            let tf = fields(td.bytes());
            let mut t = Track {
                uuid: get(&tf, 1).unwrap().u(),
                parent: get(&tf, 5).map(|v| v.u()),
                name: get(&tf, 2).map(|v| v.str()),
                ..Default::default()
            };
            if let Some(pd) = get(&tf, 3) {
                let pf = fields(pd.bytes());
                t.is_process = true;
                t.pid = get(&pf, 1).map(|v| v.u() as i64);
                t.process_name = get(&pf, 6).map(|v| v.str());
            }
            if let Some(th) = get(&tf, 4) {
                let hf = fields(th.bytes());
                t.is_thread = true;
                t.pid = get(&hf, 1).map(|v| v.u() as i64);
                t.tid = get(&hf, 2).map(|v| v.u() as i64);
                t.thread_name = get(&hf, 5).map(|v| v.str());
            }
            d.tracks.push(t);
        }
        if let Some(te) = get(&p, 11) {
            let ef = fields(te.bytes());
            let name = match (get(&ef, 10), get(&ef, 23)) {
                (Some(iid), _) => Some(
                    st.names
                        .get(&iid.u())
                        .unwrap_or_else(|| panic!("name iid {} not interned", iid.u()))
                        .clone(),
                ),
                (None, Some(n)) => Some(n.str()),
                _ => None,
            };
            let category = get(&ef, 3).map(|c| st.cats.get(&c.u()).expect("category iid").clone());
            let mut args = Vec::new();
            for a in all(&ef, 4) {
                let af = fields(a.bytes());
                let key = st
                    .anns
                    .get(&get(&af, 1).unwrap().u())
                    .expect("annotation iid")
                    .clone();
                let val = if let Some(v) = get(&af, 3) {
                    Arg::U(v.u())
                } else if let Some(v) = get(&af, 4) {
                    Arg::I(v.u() as i64)
                } else {
                    Arg::S(get(&af, 6).expect("annotation value").str())
                };
                args.push((key, val));
            }
            d.events.push(Ev {
                seq,
                ts: get(&p, 8).expect("track events have timestamps").u(),
                kind: get(&ef, 9).unwrap().u(),
                track: get(&ef, 11)
                    .map(|v| v.u())
                    .or(st.default_track)
                    .expect("track"),
                name,
                category,
                args,
                flows: all(&ef, 47).map(|v| v.u()).collect(),
                terminating: all(&ef, 48).map(|v| v.u()).collect(),
            });
        }
    }
    // Pair slices per track in time order (stable: file order breaks ties).
    let mut order: Vec<usize> = (0..d.events.len()).collect();
    order.sort_by_key(|&i| d.events[i].ts);
    let mut stacks: HashMap<u64, Vec<Slice>> = HashMap::new();
    for i in order {
        let e = &d.events[i];
        let stack = stacks.entry(e.track).or_default();
        match e.kind {
            1 => stack.push(Slice {
                track: e.track,
                name: e.name.clone().expect("begin has a name"),
                start: e.ts,
                end: 0,
                depth: stack.len(),
                args: e.args.clone(),
                flows: e.flows.clone(),
                terminating: e.terminating.clone(),
            }),
            2 => {
                let mut s = stack.pop().expect("end without begin on its track");
                assert!(e.ts >= s.start, "slice {} ends before it begins", s.name);
                s.end = e.ts;
                s.args.extend(e.args.iter().cloned());
                s.flows.extend(&e.flows);
                s.terminating.extend(&e.terminating);
                d.slices.push(s);
            }
            3 => {}
            k => panic!("unexpected track event type {k}"),
        }
    }
    for (t, s) in stacks {
        assert!(s.is_empty(), "track {t} has {} unclosed slices", s.len());
    }
    d
}

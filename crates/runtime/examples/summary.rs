//! Print `events event_bytes bytes complete flushes flush_seconds` of an experiment directory
//! (used by bench/pingpong/run.sh). `flush_seconds` is the time spent in `PPW_FLUSH` regions
//! over all locations. With `--regions`, also print visits per region and the communicators.

use ppw_event::{EventKind, LocationId, TraceSource};

fn main() {
    let dir = std::env::args().nth(1).expect("usage: summary DIR");
    let e = match ppw_format::Experiment::open(std::path::Path::new(&dir)) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let s = e.summary();
    let flush = e.defs().region_by_name("PPW_FLUSH");
    let (mut n, mut ns) = (0u64, 0u64);
    for loc in 0..e.defs().locations.len() {
        let Ok(mut st) = e.events(LocationId(loc as u32)) else {
            continue;
        };
        let mut open: Option<u64> = None;
        while let Ok(Some(ev)) = st.next_event() {
            match ev.kind {
                EventKind::Enter { region, .. } if Some(region) == flush => open = Some(ev.time),
                EventKind::Exit { region } if Some(region) == flush => {
                    n += 1;
                    ns += ev.time - open.take().unwrap_or(ev.time);
                }
                _ => {}
            }
        }
    }
    println!(
        "{} {} {} {} {} {:.6}",
        s.events,
        s.event_bytes,
        s.bytes,
        s.complete,
        n,
        ns as f64 * 1e-9
    );
    if std::env::args().any(|a| a == "--regions") {
        let d = e.defs();
        let mut visits = vec![0u64; d.regions.len()];
        for loc in 0..d.locations.len() {
            let Ok(mut st) = e.events(LocationId(loc as u32)) else {
                continue;
            };
            while let Ok(Some(ev)) = st.next_event() {
                if let EventKind::Enter { region, .. } = ev.kind {
                    visits[region.index()] += 1;
                }
            }
        }
        for (r, v) in d.regions.iter().zip(visits) {
            println!("region {v:>10} {}", r.name);
        }
        for c in &d.comms {
            println!("comm {:?} {:?}", c.name, c.members);
        }
        for p in &s.problems {
            println!("problem {p}");
        }
    }
}

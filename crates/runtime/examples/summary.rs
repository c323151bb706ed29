//! Print `events event_bytes bytes complete` of an experiment directory (used by
//! bench/pingpong/run.sh).

fn main() {
    let dir = std::env::args().nth(1).expect("usage: summary DIR");
    match ppw_format::Experiment::open(std::path::Path::new(&dir)) {
        Ok(e) => {
            let s = e.summary();
            println!("{} {} {} {}", s.events, s.event_bytes, s.bytes, s.complete);
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

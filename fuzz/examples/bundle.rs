//! Makes and checks fuzz seeds (`cargo run --release --example bundle -- ...` in `fuzz/`, an
//! ordinary build without fuzzing instrumentation): `bundle pack DIR OUT` packs the files of DIR (recursively,
//! names relative to DIR) into one bundle; `bundle list IN` lists a bundle's files; `bundle
//! run TARGET FILE...` runs inputs through a target without libFuzzer (reproduce a crash).

use std::path::{Path, PathBuf};

fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(root, &p, out);
        } else {
            let name = p.strip_prefix(root).unwrap().to_string_lossy().into_owned();
            out.push((name, std::fs::read(&p).unwrap()));
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("pack") if args.len() == 3 => {
            let mut files = Vec::new();
            walk(Path::new(&args[1]), Path::new(&args[1]), &mut files);
            std::fs::write(&args[2], ppw_fuzz::bundle(&files)).unwrap();
        }
        Some("list") if args.len() == 2 => {
            for (name, data) in ppw_fuzz::unbundle(&std::fs::read(&args[1]).unwrap()) {
                println!("{:>9} {name}", data.len());
            }
        }
        Some("run") if args.len() >= 3 => {
            let target: fn(&[u8]) = match args[1].as_str() {
                "native" => ppw_fuzz::native,
                "otf2" => ppw_fuzz::otf2,
                "analysis_json" => ppw_fuzz::analysis_json,
                t => panic!("unknown target {t}"),
            };
            for f in &args[2..] {
                let t0 = std::time::Instant::now();
                target(&std::fs::read(f).unwrap());
                println!("{f}: {:.3} s", t0.elapsed().as_secs_f64());
            }
        }
        _ => {
            eprintln!("usage: bundle pack DIR OUT | bundle list IN | bundle run TARGET FILE...");
            std::process::exit(2);
        }
    }
}

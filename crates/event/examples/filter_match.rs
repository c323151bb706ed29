//! Filter matching cost (issue 35, item 12): a Score-P filter of 10,000 rules (exact names,
//! prefixes, suffixes, infixes; a tenth of them MANGLED) against 2,000 ordinary region names
//! and one demangled C++ name of 2 MB, as the runtime matches each new region once.
//!
//! `cargo run --release -p ppw-event --example filter_match` (numbers in docs/BENCHMARKS.md).

use ppw_event::filter::Filter;
use std::time::Instant;

fn main() {
    let rules = 10_000;
    let mut text = String::from("SCOREP_REGION_NAMES_BEGIN\n");
    for i in 0..rules {
        let kind = if i % 4 == 0 { "EXCLUDE" } else { "INCLUDE" };
        let mangled = if i % 10 == 0 { " MANGLED" } else { "" };
        let pattern = match i % 4 {
            0 => format!("solver_{i}"),
            1 => format!("ns{i}::*"),
            2 => format!("*_kernel_{i}"),
            _ => format!("*tmpl{i}<*>*"),
        };
        text.push_str(&format!("  {kind}{mangled} {pattern}\n"));
    }
    text.push_str("SCOREP_REGION_NAMES_END\n");
    let t0 = Instant::now();
    let f = Filter::parse(&text).expect("the filter parses");
    let parse = t0.elapsed();
    let names: Vec<String> = (0..2_000)
        .map(|i| match i % 4 {
            0 => format!("solver_{}", i * 5),
            1 => format!("ns{}::Matrix<double>::multiply(Vector const&)", i * 5 + 1),
            2 => format!("compute_kernel_{}", i * 5 + 2),
            _ => format!("app::detail::helper_{i}(int, double*, unsigned long)"),
        })
        .collect();
    let t0 = Instant::now();
    let mut excluded = 0usize;
    for n in &names {
        excluded += f.excludes(n, n) as usize;
    }
    let ordinary = t0.elapsed();
    // A demangled C++ name of 2 MB: nested templates.
    let mut huge = String::from("std::vector<");
    while huge.len() < 2 << 20 {
        huge.push_str("Eigen::Matrix<double, 3, 3, 0, 3, 3>, ");
    }
    huge.push_str("std::allocator<void> >::push_back()");
    let t0 = Instant::now();
    let huge_excluded = f.excludes(&huge, &huge);
    let long = t0.elapsed();
    println!(
        "{rules} rules: parse {:.1} ms; {} ordinary names: {:.2} us per name ({excluded} excluded); \
         one {:.1} MB name: {:.1} us (excluded: {huge_excluded})",
        parse.as_secs_f64() * 1e3,
        names.len(),
        ordinary.as_secs_f64() * 1e6 / names.len() as f64,
        huge.len() as f64 / 1e6,
        long.as_secs_f64() * 1e6
    );
}

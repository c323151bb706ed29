//! Write the HTML report of a synthetic trace (issue 14's size check at scale):
//! `cargo run --release -p ppw-report --example html_synth [RANKS] [EVENTS_PER_RANK] [OUT]`
//! (defaults 1024, 2000, `synth-report.html`); prints the file size and the time taken.

fn main() {
    let mut args = std::env::args().skip(1);
    let ranks: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1024);
    let events: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2000);
    let out = args.next().unwrap_or_else(|| "synth-report.html".into());
    let t0 = std::time::Instant::now();
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks,
        events_per_rank: events,
        ..Default::default()
    });
    let opts = ppw_analysis::Options {
        wait_intervals: true,
        ..Default::default()
    };
    let a = ppw_analysis::analyze(&t, &opts).expect("analysis");
    let t1 = std::time::Instant::now();
    let none = |_: &str| None;
    let page = ppw_report::html(
        &a,
        &ppw_report::HtmlOptions {
            command: vec!["synthetic".into()],
            source: &none,
            timeline_hint: "ppw export DIR --perfetto trace.json".into(),
        },
    );
    let t2 = std::time::Instant::now();
    std::fs::write(&out, &page).expect("write the report");
    println!(
        "{ranks} ranks, {} events: analysis {:.2} s, HTML {:.3} s, {} bytes -> {out}",
        a.summary.events,
        (t1 - t0).as_secs_f64(),
        (t2 - t1).as_secs_f64(),
        page.len()
    );
}

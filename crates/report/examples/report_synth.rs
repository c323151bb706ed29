//! Print the terminal report of a synthetic trace: `cargo run -p ppw-report --example report_synth [WIDTH]`.

fn main() {
    let width = std::env::args()
        .nth(1)
        .and_then(|w| w.parse().ok())
        .unwrap_or(80);
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks: 6,
        events_per_rank: 20_000,
        ..Default::default()
    });
    let a = ppw_analysis::analyze(&t, &Default::default()).expect("analysis");
    print!("{}", ppw_report::terminal(&a, width));
}

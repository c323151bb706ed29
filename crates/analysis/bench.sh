#!/usr/bin/env bash
# End-to-end analysis benchmark: writes a synthetic native experiment (default 64 ranks x
# 800k events = 51.2 M events) and times `analyze` (read + match + patterns + cause + JSON
# write) with 1 and 2 threads, several times each (the machine may be shared: report the
# fastest run and the CPU time). Usage: crates/analysis/bench.sh [DIR] [RUNS]
set -euo pipefail
dir=${1:-/tmp/ppw-synth50}
runs=${2:-5}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build --release -q -p ppw-analysis --example bench_analyze
bin=$CARGO_TARGET_DIR/release/examples/bench_analyze
[ -f "$dir/ppw.json" ] || "$bin" gen "$dir" --ranks 64 --events 800000
for i in $(seq "$runs"); do
  for t in 1 2; do
    /usr/bin/time -f "threads=$t wall=%e user=%U sys=%S maxrss_kib=%M" "$bin" run "$dir" --threads "$t" \
      2>&1 >/dev/null | tail -1
  done
done

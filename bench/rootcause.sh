#!/bin/sh
# What the root-cause and critical-path analyses cost (issue 36: at most 1.5x the analysis
# without them; Scalasca's scout.mpi pays 2-3.4x). Wall time and peak RSS, best of RUNS, of
#   - ppw analyze with and without them (--no-root-cause --no-critical-path), 2 threads, on
#     the many-small-messages trace of bench/scale/scalasca.sh (about 9.7 M events: native and
#     its OTF2 export) and on the synthetic traces of bench_analyze (SYNTH_EVENTS per rank x
#     1,024 ranks, default 100,000: 104 M events; 1,000,000 gives 1 G);
#   - mpirun -np 4 scout.mpi with and without them (--no-rootcause --no-critical-path) on the
#     same OTF2 archive.
# Run it on an otherwise idle machine; reported in docs/BENCHMARKS.md, never asserted.
#
# Usage: bench/rootcause.sh [RUNS, default 3]
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-3}
SYNTH_EVENTS=${SYNTH_EVENTS:-100000}
PPW=$ROOT/target/release/ppw
SCOUT=${SCOUT:-${PPW_SCALASCA_DIR:-/opt/scalasca-2.6}/bin/scout.mpi}
DIR=${TMPDIR:-/tmp}/ppw-bench-rootcause
export OMPI_MCA_mpi_yield_when_idle=1
MPIRUN="mpirun.openmpi --allow-run-as-root --oversubscribe"
mkdir -p "$DIR"
if [ ! -f "$DIR/otf2/traces.otf2" ]; then
    mpicc.openmpi -O2 -o "$DIR/smallmsgs" "$ROOT/bench/scale/smallmsgs.c"
    rm -rf "$DIR/exp" "$DIR/otf2"
    "$PPW" run --trace -o "$DIR/exp" -- $MPIRUN -np 4 "$DIR/smallmsgs" 360000 2>&1 | tail -1
    "$PPW" export "$DIR/exp" --otf2 "$DIR/otf2" 2>&1 | tail -1
fi
(cd "$ROOT" && cargo build --release -q -p ppw-analysis --example bench_analyze)
BENCH=$ROOT/target/release/examples/bench_analyze
SYN=$DIR/synth-$SYNTH_EVENTS
[ -f "$SYN/ppw.json" ] || "$BENCH" gen "$SYN" --ranks 1024 --events "$SYNTH_EVENTS" >/dev/null

# best LABEL CMD...: the fastest of RUNS runs, with its peak RSS.
best() {
    label=$1; shift
    b=""
    for i in $(seq "$RUNS"); do
        /usr/bin/time -f "%e %M" -o "$DIR/time" "$@" >/dev/null 2>&1 || true
        t=$(cut -d' ' -f1 "$DIR/time"); m=$(cut -d' ' -f2 "$DIR/time")
        if [ -z "$b" ] || [ "$(echo "$t < $b" | bc)" = 1 ]; then b=$t; bm=$m; fi
    done
    printf '%-58s %8.2f s %8.0f MiB\n' "$label" "$b" "$(echo "$bm / 1024" | bc -l)"
}
OFF="--no-root-cause --no-critical-path"
best "ppw analyze, native 9.7 M events" "$PPW" analyze -q --threads 2 --json "$DIR/a.json" "$DIR/exp"
best "ppw analyze, native 9.7 M events, without" "$PPW" analyze -q --threads 2 $OFF --json "$DIR/b.json" "$DIR/exp"
best "ppw analyze, OTF2 9.7 M events" "$PPW" analyze -q --threads 2 --json "$DIR/c.json" "$DIR/otf2/traces.otf2"
best "ppw analyze, OTF2 9.7 M events, without" "$PPW" analyze -q --threads 2 $OFF --json "$DIR/d.json" "$DIR/otf2/traces.otf2"
best "synthetic $SYNTH_EVENTS x 1024" "$BENCH" run "$SYN" --threads 2 --json "$DIR/e.json"
best "synthetic $SYNTH_EVENTS x 1024, without" "$BENCH" run "$SYN" --threads 2 --no-root-cause --no-critical-path --json "$DIR/f.json"
cd "$DIR/otf2"
# (The peak RSS of these rows is mpirun's, not the analysis processes'.)
best "scout.mpi -np 4, OTF2 9.7 M events" sh -c "rm -f scout.cubex trace.stat; $MPIRUN -np 4 $SCOUT traces.otf2"
best "scout.mpi -np 4, without (--no-rootcause --no-critical-path)" sh -c "rm -f scout.cubex trace.stat; $MPIRUN -np 4 $SCOUT --no-rootcause --no-critical-path traces.otf2"

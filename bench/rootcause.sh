#!/bin/sh
# What the root-cause and critical-path analyses cost (issue 36: at most 1.5x the analysis
# without them; Scalasca's scout.mpi pays 2-3.4x). Wall time and peak RSS of RUNS
# interleaved rounds of
#   - ppw analyze with and without them (--no-root-cause --no-critical-path), 2 threads, on
#     the many-small-messages trace of bench/scale/scalasca.sh (about 9.7 M events: native and
#     its OTF2 export) and on the synthetic traces of bench_analyze (SYNTH_EVENTS per rank x
#     1,024 ranks, default 100,000: 104 M events; 1,000,000 gives 1 G);
#   - a real application's trace named by APP_EXP (native and its OTF2 export), if set;
#   - mpirun -np 4 scout.mpi with and without them (--no-rootcause --no-critical-path) on the
#     same OTF2 archive.
# Run it on an otherwise idle machine; reported in docs/BENCHMARKS.md, never asserted.
#
# Usage: [APP_EXP=DIR] bench/rootcause.sh [RUNS, default 3]
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

# pair LABEL -- WITH... -- WITHOUT...: RUNS rounds, each running the analysis with and then
# without the two analyses (this machine's speed drifts by 30% within minutes: only runs side
# by side compare); wall time and peak RSS of each run, and the ratio per round.
pair() {
    label=$1; shift; shift
    with=""; while [ "$1" != "--" ]; do with="$with '$1'"; shift; done; shift
    without=""; for a in "$@"; do without="$without '$a'"; done
    for i in $(seq "$RUNS"); do
        eval "/usr/bin/time -f '%e %M' -o '$DIR/time' $with" >/dev/null 2>&1 || true
        tw=$(cut -d' ' -f1 "$DIR/time"); mw=$(cut -d' ' -f2 "$DIR/time")
        eval "/usr/bin/time -f '%e %M' -o '$DIR/time' $without" >/dev/null 2>&1 || true
        to=$(cut -d' ' -f1 "$DIR/time"); mo=$(cut -d' ' -f2 "$DIR/time")
        printf '%-44s round %s: %7.2f s %6.0f MiB | without %7.2f s %6.0f MiB | %.2fx\n' \
            "$label" "$i" "$tw" "$(echo "$mw / 1024" | bc -l)" "$to" \
            "$(echo "$mo / 1024" | bc -l)" "$(echo "$tw / $to" | bc -l)"
    done
}
OFF="--no-root-cause --no-critical-path"
A="$PPW analyze -q --threads 2 --json $DIR/a.json"
pair "ppw analyze, native 12.6 M events" -- $A "$DIR/exp" -- $A $OFF "$DIR/exp"
pair "ppw analyze, its OTF2 export" -- $A "$DIR/otf2/traces.otf2" -- $A $OFF "$DIR/otf2/traces.otf2"
# A real application's trace, if one is named (bench/realapps/run.sh lammps, MELT_STEPS=20000,
# leaves one in ${TMPDIR:-/tmp}/ppw-realapps/lammps/exp), native and exported to OTF2.
if [ -n "${APP_EXP:-}" ] && [ -f "$APP_EXP/ppw.json" ]; then
    [ -f "$DIR/app-otf2/traces.otf2" ] || "$PPW" export "$APP_EXP" --otf2 "$DIR/app-otf2" >/dev/null
    pair "ppw analyze, $(basename "$(dirname "$APP_EXP")")" -- $A "$APP_EXP" -- $A $OFF "$APP_EXP"
    pair "ppw analyze, its OTF2 export" -- $A "$DIR/app-otf2/traces.otf2" -- $A $OFF "$DIR/app-otf2/traces.otf2"
fi
B="$BENCH run $SYN --threads 2 --json $DIR/e.json"
pair "synthetic $SYNTH_EVENTS x 1024" -- $B -- $B $OFF
cd "$DIR/otf2"
# (The peak RSS of these rows is mpirun's, not the analysis processes'.)
pair "scout.mpi -np 4, the OTF2 export" -- sh -c "rm -f scout.cubex trace.stat; $MPIRUN -np 4 $SCOUT traces.otf2" \
    -- sh -c "rm -f scout.cubex trace.stat; $MPIRUN -np 4 $SCOUT --no-rootcause --no-critical-path traces.otf2"

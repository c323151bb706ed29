#!/bin/sh
# The distributed analysis on one machine (issue 15): the synthetic 1,024-rank trace
# (bench_analyze gen, default 100,000 events per rank: about 104 M events) analyzed by
# ppw analyze (1 process, 2 threads) and by mpirun -np K ppw-mpi analyze (K processes, 1 thread
# each). Prints wall time, the peak RSS of process 0 and the sum over processes, and whether
# the results are identical. On a 2-core machine this measures the cost of distributing (the
# records travel to process 0), not a speed-up: that needs more machines. Never asserted.
#
# With KIND=rma, the trace is the synthetic one-sided program instead (bench_analyze gen-rma:
# RANKS ranks, default 256, the first argument its rounds; 31 events per round and rank).
#
# Usage: bench/scale/distributed.sh [events per rank | rounds] [K...]   (default: 100000 2 4)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
EV=${1:-100000}
[ $# -gt 0 ] && shift
KS=${*:-2 4}
BENCH=$ROOT/target/release/examples/bench_analyze
PPW=$ROOT/target/release/ppw
PPW_MPI=$ROOT/target/release/ppw-mpi-openmpi
DIR=${TMPDIR:-/tmp}/ppw-scale-distributed
export OMPI_MCA_mpi_yield_when_idle=1
cargo build --release -q -p ppw-analysis --example bench_analyze --manifest-path "$ROOT/Cargo.toml"
rm -rf "$DIR"
if [ "${KIND:-}" = rma ]; then
    "$BENCH" gen-rma "$DIR" --ranks "${RANKS:-256}" --iterations "$EV" | tail -1
else
    "$BENCH" gen "$DIR" --ranks 1024 --events "$EV" | tail -1
fi
run() { # label, command... (peak RSS of each process into $DIR/rss)
    label=$1; shift
    rm -f "$DIR/rss"
    start=$(date +%s.%N)
    # (Exit status 3: finished with warnings, such as a skipped analysis.)
    rc=0; "$@" > "$DIR/$label.log" 2>&1 || rc=$?
    if [ "$rc" != 0 ] && [ "$rc" != 3 ]; then echo "$label: failed (see $DIR/$label.log)"; return; fi
    end=$(date +%s.%N)
    printf "%s: wall %.2f s, " "$label" "$(echo "$end - $start" | bc)"
    awk '/^[0-9]+$/ {s += $1; if ($1 > m) m = $1} END {printf "peak RSS largest %.0f MiB, sum %.0f MiB\n", m / 1024, s / 1024}' "$DIR/rss"
}
T="/usr/bin/time -a -o $DIR/rss -f %M"
run single $T "$PPW" analyze -q "$DIR" --threads 2 --json "$DIR/single.json"
for k in $KS; do
    run "K=$k" mpirun.openmpi --allow-run-as-root --oversubscribe -np "$k" $T "$PPW_MPI" analyze -q "$DIR" \
        --threads 1 --json "$DIR/k$k.json"
done
python3 - "$DIR" $KS <<'PY'
import json, sys
d = sys.argv[1]
def load(name):
    x = json.load(open(f"{d}/{name}.json"))
    x.pop("speed", None)
    return x
one = load("single")
print("events:", one["summary"]["events"])
for k in sys.argv[2:]:
    print(f"K={k} JSON:", "identical" if load(f"k{k}") == one else "DIFFERENT")
PY

#!/bin/sh
# Bounded memory (issue 15): the heap of `ppw analyze` under a memory budget against the trace
# length. Synthetic 1,024-rank traces of about 10 M, 104 M and 1 G events (generated once into
# $TMPDIR/ppw-heap-EVENTS) are analyzed with --memory BUDGET; printed per trace: wall time, the
# peak of the process's anonymous memory (RssAnon of /proc/PID/status, sampled every 20 ms:
# the heap, without the mapped temporary files, which are page cache the kernel can write
# out), and the peak resident set (VmHWM: heap plus the mapped pages touched). Reported,
# never asserted.
#
# Usage: bench/scale/heap.sh [budget in GB, default 0.1] [events per rank ..., default
#        10000 100000 1000000]
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUDGET=${1:-0.1}
[ $# -gt 0 ] && shift
SIZES=${*:-10000 100000 1000000}
BENCH=$ROOT/target/release/examples/bench_analyze
cargo build --release -q -p ppw-analysis --example bench_analyze --manifest-path "$ROOT/Cargo.toml"
for EV in $SIZES; do
    DIR=${TMPDIR:-/tmp}/ppw-heap-$EV
    if [ ! -f "$DIR/ppw.json" ]; then
        rm -rf "$DIR" && "$BENCH" gen "$DIR" --ranks 1024 --events "$EV" | tail -1
    fi
    t0=$(date +%s.%N)
    "$BENCH" run "$DIR" --threads 2 --memory "$BUDGET" --json "$DIR/heap.json" > "$DIR/heap.log" 2>&1 &
    pid=$!
    anon=0; hwm=0
    while kill -0 "$pid" 2>/dev/null; do
        s=$(cat "/proc/$pid/status" 2>/dev/null)
        a=$(echo "$s" | awk '/^RssAnon:/{print $2}')
        h=$(echo "$s" | awk '/^VmHWM:/{print $2}')
        [ -n "$a" ] && [ "$a" -gt "$anon" ] && anon=$a
        [ -n "$h" ] && [ "$h" -gt "$hwm" ] && hwm=$h
        sleep 0.02
    done
    wait "$pid"; rc=$?
    t1=$(date +%s.%N)
    events=$(awk '/^events /{print $2}' "$DIR/heap.log")
    echo "$EV events/rank ($events events), --memory $BUDGET: wall $(echo "$t1 - $t0" | bc) s," \
        "peak heap $((anon / 1024)) MiB, peak RSS $((hwm / 1024)) MiB, exit $rc"
done

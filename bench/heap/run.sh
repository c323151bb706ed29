#!/bin/sh
# Heap tracking's cost per malloc + free pair (docs/BENCHMARKS.md, "Data structures"): heap.c
# under mpirun with 1 rank, REPS times each: without ppw, with `ppw run --trace` (heap tracking
# on, the default minimum of 1024 bytes), and with `ppw run --trace --heap off`. Prints the
# smallest ns per pair of each (small: 64-byte blocks, not recorded; large: 4096-byte blocks,
# recorded). Wall time on a shared VM: compare the minima, not single runs.
#
# Usage: bench/heap/run.sh [openmpi|mpich]   (REPS, default 5; needs scripts/build.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FLAVOR=${1:-openmpi}
REPS=${REPS:-5}
PPW=$ROOT/target/release/ppw
WORK=${TMPDIR:-/tmp}/ppw-heap-bench
rm -rf "$WORK" && mkdir -p "$WORK"
case $FLAVOR in
openmpi) MPICC=mpicc.openmpi; MPIRUN="mpirun.openmpi --allow-run-as-root --oversubscribe" ;;
mpich) MPICC=mpicc.mpich; MPIRUN=mpirun.mpich ;;
*) echo "usage: $0 [openmpi|mpich]" >&2; exit 2 ;;
esac
$MPICC -O2 -o "$WORK/heap" "$ROOT/bench/heap/heap.c"
best() {  # best LABEL COMMAND...: the smallest small/large figures over REPS runs
    label=$1; shift
    i=0
    while [ $i -lt "$REPS" ]; do
        rm -rf "$WORK/exp" "$WORK/exp-off"
        "$@" 2>/dev/null | grep '^small' || true
        i=$((i + 1))
    done | awk -v l="$label" '{ if (s == "" || $2 < s) s = $2; if (g == "" || $5 < g) g = $5 }
        END { printf "%-22s small %6.1f ns/pair   large %6.1f ns/pair\n", l, s, g }'
}
best "without ppw" $MPIRUN -np 1 "$WORK/heap"
best "ppw --trace" "$PPW" run --trace -o "$WORK/exp" -- $MPIRUN -np 1 "$WORK/heap"
best "ppw --trace --heap off" "$PPW" run --trace --heap off -o "$WORK/exp-off" -- $MPIRUN -np 1 "$WORK/heap"

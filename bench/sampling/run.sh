#!/bin/sh
# Cost of program-counter sampling (issue 13): compute.c (2 ranks, 100 rounds of 10 M additions
# and a barrier, about 1-2 s) run uninstrumented and under ppw in trace mode with
# --sample-hz 0, 100 (the default) and 1000, RUNS times each (default 5), interleaved; prints
# the median loop time per variant, its slowdown against --sample-hz 0, and the samples and
# rank-file bytes of the last run of each variant. Numbers are reported, never asserted.
#
# Usage: bench/sampling/run.sh [openmpi|mpich] [runs]   (needs scripts/build.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FLAVOR=${1:-openmpi}
RUNS=${2:-5}
PPW=$ROOT/target/release/ppw
WORK=${TMPDIR:-/tmp}/ppw-sampling-$FLAVOR
rm -rf "$WORK" && mkdir -p "$WORK"
case $FLAVOR in
openmpi) MPICC=mpicc.openmpi; LAUNCH="mpirun.openmpi --allow-run-as-root --oversubscribe" ;;
mpich)   MPICC=mpicc.mpich; LAUNCH=mpirun.mpich ;;
*) echo "usage: $0 [openmpi|mpich] [runs]" >&2; exit 2 ;;
esac
$MPICC -O1 -g -o "$WORK/compute" "$ROOT/bench/sampling/compute.c"
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
for i in $(seq "$RUNS"); do
    # shellcheck disable=SC2086
    $LAUNCH -np 2 "$WORK/compute" >> "$WORK/none.times"
    for hz in 0 100 1000; do
        rm -rf "$WORK/exp-$hz"
        # shellcheck disable=SC2086
        "$PPW" run --trace --sample-hz "$hz" -o "$WORK/exp-$hz" -- $LAUNCH -np 2 "$WORK/compute" \
            2>/dev/null | grep -E '^[0-9.]+$' >> "$WORK/$hz.times"
    done
done
base=$(median < "$WORK/0.times")
printf '%-16s %10s %10s %10s %12s\n' variant "loop s" "vs hz 0" samples "rank files"
for v in none 0 100 1000; do
    m=$(median < "$WORK/$v.times")
    if [ "$v" = none ]; then
        printf '%-16s %10s %10s %10s %12s\n' uninstrumented "$m" - - -
        continue
    fi
    bytes=$(cat "$WORK/exp-$v"/*.ppw 2>/dev/null | wc -c)
    samples=$("$PPW" analyze -q "$WORK/exp-$v" --json "$WORK/a-$v.json" >/dev/null 2>&1; \
        "$PPW" info --json "$WORK/exp-$v" 2>/dev/null | grep -o '"samples": *[0-9]*' | grep -o '[0-9]*$' | head -1)
    printf '%-16s %10s %9.2f%% %10s %12s\n' "--sample-hz $v" "$m" \
        "$(echo "$m $base" | awk '{print ($1 / $2 - 1) * 100}')" "${samples:-?}" "$bytes"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

#!/bin/sh
# Analysis time against the number of distinct phases and user regions (docs/BENCHMARKS.md,
# "Many distinct phases and user regions"; issue 35 item 12): regions.c under `ppw run
# --trace` with 2 ranks, once per mode (phases, regions) and count, then `ppw analyze` timed
# (wall seconds of the best of REPS runs, and the peak resident set size).
#
# Usage: bench/regions/run.sh [COUNTS...]   (default 10000 20000 40000; REPS default 3;
#        MODES default "phases regions"; needs scripts/build.sh for the CLI and
#        libppw-openmpi.so)
# The experiments stay in $TMPDIR/ppw-regions-bench and are reused by the next run (delete
# it to measure again); PPW=/path/to/other/ppw analyses them with another build of ppw.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUN=$ROOT/target/release/ppw
PPW=${PPW:-$RUN}
REPS=${REPS:-3}
WORK=${TMPDIR:-/tmp}/ppw-regions-bench
mkdir -p "$WORK"
[ $# -gt 0 ] || set -- 10000 20000 40000
export OMPI_MCA_mpi_yield_when_idle=1
mpicc.openmpi -O2 -I"$ROOT/crates/runtime/include" -o "$WORK/regions" "$ROOT/bench/regions/regions.c"
for mode in ${MODES:-phases regions}; do
    for n in "$@"; do
        exp=$WORK/$mode-$n
        if [ ! -f "$exp/ppw.json" ]; then
            rm -rf "$exp"
            "$RUN" run --trace -o "$exp" -- mpirun.openmpi --allow-run-as-root --oversubscribe \
                -np 2 "$WORK/regions" "$mode" "$n" >"$WORK/run.log" 2>&1 \
                || { cat "$WORK/run.log" >&2; exit 1; }
        fi
        i=0
        while [ $i -lt "$REPS" ]; do
            /usr/bin/time -f "%e %M" "$PPW" analyze -q "$exp" --json "$WORK/a.json" \
                2>&1 >/dev/null | tail -1
            i=$((i + 1))
        done | sort -n | head -1 | awk -v m="$mode" -v n="$n" \
            '{ printf "%-8s %6d distinct: analyze %7.2f s, peak RSS %6.0f MB\n", m, n, $1, $2 / 1024 }'
    done
done

#!/bin/sh
# ppw's cost per coarray statement (issue 38): bench/caf/ops.f90 on 2 images (one per core),
# linked against the shared libcaf_openmpi.so, RUNS times without ppw and under
# `ppw run --trace` and `ppw run --profile`; prints each run's microseconds per `sync all` and
# per 8-byte put (image 1's mean over 20,000 statements). Reported in docs/BENCHMARKS.md.
# LINK=static links OpenCoarrays statically instead (libcaf_openmpi.a inside the executable, as
# `caf` does by default), where ppw detours the coarray functions to its wrappers (or derives
# the statements from OpenCoarrays' MPI calls, with PPW_CAF_STATIC=derive in the environment,
# which `ppw run` passes on).
# Usage: [LINK=static [PPW_CAF_STATIC=derive]] bench/caf/run.sh [RUNS, default 5]
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUNS=${1:-5}
PPW=${PPW:-$ROOT/target/release/ppw}
DIR=${TMPDIR:-/tmp}/ppw-bench-caf
mkdir -p "$DIR"
if [ "${LINK:-shared}" = static ]; then
    lib=/usr/lib/x86_64-linux-gnu/open-coarrays/openmpi/lib/libcaf_openmpi.a
else
    lib=-lcaf_openmpi
fi
mpifort.openmpi -fcoarray=lib -O2 -J "$DIR" -o "$DIR/caf_ops" "$ROOT/bench/caf/ops.f90" $lib
run="mpirun.openmpi --allow-run-as-root --oversubscribe -np 2"
printf '%-8s %12s %12s\n' mode sync_us put_us
for i in $(seq "$RUNS"); do
    printf '%-8s %s\n' plain "$($run "$DIR/caf_ops" | awk '$1=="caf_ops" {print $2, $3}')"
    for mode in trace profile; do
        rm -rf "$DIR/exp"
        out=$("$PPW" run --$mode -o "$DIR/exp" -- $run "$DIR/caf_ops" 2>/dev/null | awk '$1=="caf_ops" {print $2, $3}')
        printf '%-8s %s\n' "$mode" "$out"
    done
done

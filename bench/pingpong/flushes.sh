#!/bin/sh
# The time ranks spend in trace-buffer flushes (the PPW_FLUSH region's inclusive time), for two
# loops with a small fixed buffer (--buffer, so that it fills often):
#   flushes.c: 1 rank, 1,000,000 MPI_Iprobe, 1 MiB buffer;
#   crates/cli/tests/programs/messages.c: 2 ranks, 300,000 messages, 256 KiB buffer.
# Compare builds with PPW=path/to/ppw (e.g. an older checkout's target/release/ppw).
#   bench/pingpong/flushes.sh [RUNS]
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PPW=${PPW:-$ROOT/target/release/ppw}
RUNS=${1:-3}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mpicc.openmpi -O2 -o "$W/flushes" "$ROOT/bench/pingpong/flushes.c"
mpicc.openmpi -O2 -o "$W/messages" "$ROOT/crates/cli/tests/programs/messages.c"
MPIRUN="mpirun.openmpi --allow-run-as-root --oversubscribe"
report() {
    "$PPW" analyze -q "$1" --json "$1.json" || true
    python3 - "$1.json" "$2" <<'PY'
import json, sys
a = json.load(open(sys.argv[1]))
f = [r for r in a["profile"] if r["callpath"].endswith("PPW_FLUSH")]
main = [r for r in a["profile"] if r["callpath"] == "main"]
print(f"{sys.argv[2]}: flushes per rank {[r['visits'] for r in f]}, "
      f"in them {[round(r['seconds'] * 1e3, 2) for r in f]} ms, "
      f"run {[round(r['seconds'] * 1e3, 1) for r in main]} ms")
PY
}
i=0
while [ $i -lt "$RUNS" ]; do
    i=$((i + 1))
    "$PPW" run --buffer 1048576 -o "$W/a$i" -- $MPIRUN -np 1 "$W/flushes" 1000000 >/dev/null 2>&1
    report "$W/a$i" "1 rank, 1 M MPI_Iprobe, 1 MiB buffer"
    OMPI_MCA_mpi_yield_when_idle=1 "$PPW" run --buffer 262144 -o "$W/b$i" -- $MPIRUN -np 2 "$W/messages" 300000 >/dev/null 2>&1
    report "$W/b$i" "2 ranks, 300 k messages, 256 KiB buffer"
done

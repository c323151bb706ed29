#!/bin/sh
# Issue 15's comparison with Scalasca 2.6: a 4-rank trace of many small messages with late
# senders and wrong-order receives (bench/scale/smallmsgs.c, measured by ppw under Open MPI,
# exported to OTF2), analyzed from the same OTF2 archive by
#   - ppw analyze (one process, 2 threads),
#   - mpirun -np 2 ppw-mpi analyze (2 processes, 1 thread each),
#   - mpirun -np 4 scout.mpi (Scalasca needs one process per rank).
# Prints wall time and peak RSS (Scalasca's summed over its processes, ppw-mpi's too). Run it
# on an otherwise idle machine; reported in docs/BENCHMARKS.md, never asserted.
#
# Usage: bench/scale/scalasca.sh [iterations, default 360000 (about 9.7 M events)]
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
IT=${1:-360000}
SCOUT=${SCOUT:-${PPW_SCALASCA_DIR:-/opt/scalasca-2.6}/bin/scout.mpi}
PPW=$ROOT/target/release/ppw
PPW_MPI=$ROOT/target/release/ppw-mpi-openmpi
DIR=${TMPDIR:-/tmp}/ppw-scale-scalasca
export OMPI_MCA_mpi_yield_when_idle=1
MPIRUN="mpirun.openmpi --allow-run-as-root --oversubscribe"
rm -rf "$DIR" && mkdir -p "$DIR"
mpicc.openmpi -O2 -o "$DIR/smallmsgs" "$ROOT/bench/scale/smallmsgs.c"
"$PPW" run --trace -o "$DIR/exp" -- $MPIRUN -np 4 "$DIR/smallmsgs" "$IT" 2>&1 | tail -1
"$PPW" export "$DIR/exp" --otf2 "$DIR/otf2" 2>&1 | tail -1
ANCHOR=$DIR/otf2/traces.otf2
# Peak RSS of every process of a command, in KiB, one per line in $DIR/rss.
peaks() {
    rm -f "$DIR/rss"
    "$@"
    awk '{s += $1; n++; if ($1 > m) m = $1} END {printf "%d process(es), peak RSS sum %.0f MiB, largest %.0f MiB\n", n, s / 1024, m / 1024}' "$DIR/rss"
}
t() { # label, command...
    label=$1; shift
    start=$(date +%s.%N)
    "$@" > "$DIR/$label.log" 2>&1 || { echo "$label: failed (see $DIR/$label.log)"; return; }
    end=$(date +%s.%N)
    echo "$label: wall $(echo "$end - $start" | bc) s"
}
T="/usr/bin/time -a -o $DIR/rss -f %M"
t ppw peaks $T "$PPW" analyze -q "$ANCHOR" --threads 2 --json "$DIR/ppw.json"
t ppw-mpi-2 peaks $MPIRUN -np 2 $T "$PPW_MPI" analyze -q "$ANCHOR" --threads 1 --json "$DIR/ppw-mpi.json"
if [ -x "$SCOUT" ]; then
    rm -f "$DIR/otf2/scout.cubex"
    t scout peaks $MPIRUN -np 4 $T "$SCOUT" "$ANCHOR"
else
    echo "scout.mpi not found at $SCOUT (scripts/setup.sh installs the shared bundle)"
fi
for f in ppw ppw-mpi-2 scout; do [ -f "$DIR/$f.log" ] && tail -n 1 "$DIR/$f.log"; done
python3 - "$DIR/ppw.json" "$DIR/ppw-mpi.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
print("events:", a["summary"]["events"])
for x in (a, b):
    x.pop("speed", None)
print("ppw and ppw-mpi JSON:", "identical" if a == b else "DIFFERENT")
PY

#!/bin/sh
# Issue 40's memory-cap check: a trace that one process cannot analyze under a per-process
# memory cap, analyzed by K processes each under the same cap. Every analysis process runs in
# a memory cgroup of its own (v1 controller, as root) limited to CAP_MB; the kernel kills a
# process that needs more. The default --memory budget stays (it does not know the cgroup).
# Prints each run's exit status and the peak RSS of its processes, and whether the JSON of the
# runs that completed equals the uncapped single process's. Reported, never asserted.
#
# Usage: CAP_MB=1000 bench/scale/distributed-cap.sh [events per rank] [K...]
#        (defaults: 100000 events per rank, K = 1 2 4; CAP_MB default 1000)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
EV=${1:-100000}
[ $# -gt 0 ] && shift
KS=${*:-1 2 4}
CAP_MB=${CAP_MB:-1000}
BENCH=$ROOT/target/release/examples/bench_analyze
PPW=$ROOT/target/release/ppw
PPW_MPI=$ROOT/target/release/ppw-mpi-openmpi
DIR=${TMPDIR:-/tmp}/ppw-scale-distributed
CGROOT=/sys/fs/cgroup/memory
[ -x "$PPW_MPI" ] || { echo "build first: ./scripts/build.sh" >&2; exit 1; }
if ! [ -d "$CGROOT" ] || ! mkdir -p "$CGROOT/ppw-cap-probe" 2>/dev/null; then
    echo "no memory cgroup here (cgroup v1 memory controller, as root): nothing to measure"
    exit 0
fi
rmdir "$CGROOT/ppw-cap-probe"
cargo build --release -q -p ppw-analysis --example bench_analyze --manifest-path "$ROOT/Cargo.toml"
if ! [ -f "$DIR/single.json" ] || [ "$(cat "$DIR/events" 2>/dev/null)" != "$EV" ]; then
    rm -rf "$DIR" && "$BENCH" gen "$DIR" --ranks 1024 --events "$EV" | tail -1
    "$PPW" analyze -q "$DIR" --threads 2 --json "$DIR/single.json"
    echo "$EV" > "$DIR/events"
fi
# The wrapper every process runs: a cgroup of its own, then ppw-mpi (or ppw for K = 1).
WRAP=$DIR/capped.sh
cat > "$WRAP" <<EOF
#!/bin/sh
r=\${OMPI_COMM_WORLD_RANK:-0}
cg=$CGROOT/ppw-cap-\$r
mkdir -p \$cg && echo $((CAP_MB * 1024 * 1024)) > \$cg/memory.limit_in_bytes
echo 0 > \$cg/memory.swappiness 2>/dev/null
echo \$\$ > \$cg/tasks
exec /usr/bin/time -a -o $DIR/cap-rss -f %M "\$@"
EOF
chmod +x "$WRAP"
for k in $KS; do
    rm -f "$DIR/cap-rss" "$DIR/cap-k$k.json"
    if [ "$k" = 1 ]; then
        "$WRAP" "$PPW" analyze -q "$DIR" --threads 2 --json "$DIR/cap-k$k.json" >/dev/null 2>&1
    else
        OMPI_MCA_mpi_yield_when_idle=1 mpirun.openmpi --allow-run-as-root --oversubscribe -np "$k" \
            "$WRAP" "$PPW_MPI" analyze -q "$DIR" --threads 1 --json "$DIR/cap-k$k.json" >/dev/null 2>&1
    fi
    status=$?
    peaks=$(awk '/^[0-9]+$/ {printf "%s%.0f", sep, $1 / 1024; sep = ", "}' "$DIR/cap-rss" 2>/dev/null)
    same="-"
    if [ -s "$DIR/cap-k$k.json" ]; then
        same=$(python3 - "$DIR/single.json" "$DIR/cap-k$k.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for x in (a, b):
    x.pop("speed", None)
print("identical" if a == b else "DIFFERENT")
PY
)
    fi
    echo "K=$k under ${CAP_MB} MiB per process: exit $status, peak RSS per process [$peaks] MiB, JSON $same"
done
for d in "$CGROOT"/ppw-cap-*; do rmdir "$d" 2>/dev/null; done

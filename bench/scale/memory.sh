#!/bin/sh
# Bounded memory, first stage (issue 15): the synthetic 1,024-rank trace of about 104 M events
# analyzed (1) as is, (2) with --memory 0.1 (records beyond 100 MB go to mapped temporary
# files), and both again inside a memory cgroup (v1 controller, as root) limited to LIMIT_MB
# (default 700): there the unconstrained analysis is killed by the kernel and the budgeted one
# completes. Prints time, peak RSS and whether the JSON results are identical. Reported, never
# asserted.
#
# Usage: bench/scale/memory.sh [events per rank, default 100000]
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
EV=${1:-100000}
LIMIT_MB=${LIMIT_MB:-700}
BENCH=$ROOT/target/release/examples/bench_analyze
DIR=${TMPDIR:-/tmp}/ppw-scale-memory
cargo build --release -q -p ppw-analysis --example bench_analyze --manifest-path "$ROOT/Cargo.toml"
rm -rf "$DIR" && "$BENCH" gen "$DIR" --ranks 1024 --events "$EV" | tail -1
run() { # name, then the arguments of bench_analyze run
    name=$1; shift
    /usr/bin/time -f "$name: wall %e s, peak RSS %M KiB, exit %x" "$BENCH" run "$DIR" --threads 2 \
        --json "$DIR/$name.json" "$@" 2>&1 | grep -E "spilled|peak RSS|wall|signal|exit" | tr '\n' ' '
    echo
}
run free
run budget --memory 0.1
CG=/sys/fs/cgroup/memory/ppw-scale-bench
if mkdir -p "$CG" 2>/dev/null && echo $((LIMIT_MB * 1024 * 1024)) > "$CG/memory.limit_in_bytes"; then
    for v in free budget; do
        extra=""; [ $v = budget ] && extra="--memory 0.1"
        # shellcheck disable=SC2086
        sh -c "echo \$\$ > $CG/tasks; exec /usr/bin/time -f 'in ${LIMIT_MB} MB cgroup, $v: wall %e s, peak RSS %M KiB, exit %x' $BENCH run $DIR --threads 2 --json $DIR/cg-$v.json $extra" 2>&1 \
            | grep -E "spilled|cgroup|signal|exit" | tr '\n' ' '
        echo
    done
    rmdir "$CG" 2>/dev/null
else
    echo "no memory cgroup here (cgroup v1 memory controller, as root): skipped the limited runs"
fi
# (bench_analyze sets no timing fields: the two results must be the same bytes.)
if [ -f "$DIR/free.json" ] && [ -f "$DIR/budget.json" ]; then
    if cmp -s "$DIR/free.json" "$DIR/budget.json"; then echo "JSON: identical"; else echo "JSON: DIFFERENT"; fi
fi

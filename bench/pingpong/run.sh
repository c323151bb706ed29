#!/bin/sh
# Ping-pong overhead of the ppw runtime: 200,000 8-byte messages between 2 ranks, run
# uninstrumented, in profile mode and in trace mode (LD_PRELOAD + PPW_* variables, as `ppw run`
# sets them), RUNS runs each (default 5), the modes interleaved so that background load hits
# them alike. Prints the median loop time, the added ns per MPI call and, for trace mode, the
# bytes per event of the EVENTS blocks on disk. A second table does the same with 1 rank
# sending to itself, which isolates the wrapper cost from cross-core polling noise. Numbers are
# reported, never asserted. Besides the wall time of the loop, the table shows the CPU time of
# the calling thread (flushes run on it, so it includes them), which a loaded machine disturbs
# much less; with 2 ranks it also counts busy polling while waiting for the peer.
#
# Usage: bench/pingpong/run.sh [openmpi|mpich] [runs]
# PPW_BENCH_LIB=path/libppw.so uses that runtime instead of building one (e.g. an older build,
# for before/after comparisons; the summary tool is still built from this tree).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FLAVOR=${1:-openmpi}
RUNS=${2:-5}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}/bench-$FLAVOR
WORK=${TMPDIR:-/tmp}/ppw-pingpong-$FLAVOR
mkdir -p "$WORK"

case $FLAVOR in
openmpi) MPICC=mpicc.openmpi; command -v $MPICC >/dev/null || MPICC=mpicc
         MPIRUN=mpirun.openmpi; command -v $MPIRUN >/dev/null || MPIRUN=mpirun ;;
mpich)   MPICC=mpicc.mpich; MPIRUN=mpirun.mpich ;;
*) echo "usage: $0 [openmpi|mpich] [runs]" >&2; exit 2 ;;
esac

echo "building libppw.so for $FLAVOR (release) ..." >&2
PPW_MPICC=$MPICC CARGO_TARGET_DIR=$TARGET cargo build --quiet --release -p ppw-runtime \
    --lib --example summary --manifest-path "$ROOT/Cargo.toml"
LIB=${PPW_BENCH_LIB:-$TARGET/release/libppw.so}
SUMMARY=$TARGET/release/examples/summary
$MPICC -O2 -o "$WORK/pingpong" "$ROOT/bench/pingpong/pingpong.c"

# launch NP MODE DIR: one run; prints "wall-seconds calls cpu-seconds".
launch() {
    np=$1 mode=$2 dir=$3
    rm -rf "$dir"
    if [ "$mode" = none ]; then
        if [ $FLAVOR = openmpi ]; then
            $MPIRUN --allow-run-as-root -np "$np" "$WORK/pingpong"
        else
            $MPIRUN -np "$np" "$WORK/pingpong"
        fi
    elif [ $FLAVOR = openmpi ]; then
        $MPIRUN --allow-run-as-root -np "$np" -x LD_PRELOAD="$LIB" -x PPW_DIR="$dir" \
            -x PPW_MODE="$mode" "$WORK/pingpong"
    else
        $MPIRUN -np "$np" -genv LD_PRELOAD "$LIB" -genv PPW_DIR "$dir" -genv PPW_MODE "$mode" \
            "$WORK/pingpong"
    fi
}

median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }

for np in 2 1; do
    for mode in none profile trace; do : > "$WORK/$np-$mode.times"; : > "$WORK/$np-$mode.cpu"; done
    i=0
    while [ $i -lt "$RUNS" ]; do
        for mode in none profile trace; do
            out=$(launch $np $mode "$WORK/exp-$np-$mode")
            echo "$out" | awk '{print $1}' >> "$WORK/$np-$mode.times"
            echo "$out" | awk '{print $3}' >> "$WORK/$np-$mode.cpu"
        done
        i=$((i + 1))
    done
    CALLS=$(launch $np none "$WORK/exp-$np-none" | awk '{print $2}')
    BASE=$(median < "$WORK/$np-none.times")
    CBASE=$(median < "$WORK/$np-none.cpu")
    echo
    echo "flavor $FLAVOR, $np rank(s), $RUNS runs per mode, $CALLS MPI calls per rank in the timed loop"
    printf "%-8s %10s %10s %10s %10s   %s\n" mode "wall s" "added ns" "cpu s" "added ns" "wall of all runs (s)"
    for mode in none profile trace; do
        M=$(median < "$WORK/$np-$mode.times")
        C=$(median < "$WORK/$np-$mode.cpu")
        awk -v m="$M" -v b="$BASE" -v cm="$C" -v cb="$CBASE" -v c="$CALLS" -v n=$mode \
            -v all="$(tr '\n' ' ' < "$WORK/$np-$mode.times")" \
            'BEGIN { printf "%-8s %10.6f %10.1f %10.6f %10.1f   %s\n", n, m, (m - b) * 1e9 / c, cm, (cm - cb) * 1e9 / c, all }'
    done
    echo "(added ns = per MPI call, medians against the uninstrumented run)"
    set -- $("$SUMMARY" "$WORK/exp-$np-trace")
    awk -v e="$1" -v b="$2" -v f="$5" -v fs="$6" \
        'BEGIN { printf "trace: %d events, %d bytes in EVENTS blocks, %.2f bytes/event; %d flushes, %.4f s in PPW_FLUSH (all ranks)\n", e, b, b / e, f, fs }'
done
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

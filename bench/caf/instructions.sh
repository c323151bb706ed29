#!/bin/sh
# Instructions ppw adds per coarray statement (issue 38), counted by valgrind's callgrind (the
# count repeats; wall time on a shared VM does not). bench/caf/loops.f90 on 2 images linked
# against the shared libcaf_openmpi.so: N `sync all` in sync_loop, then image 1 does N puts of
# 8 bytes in put_loop; callgrind collects only inside the loop (--toggle-collect), and runs with
# N and 2N statements differ by N statements (what happens once drops out).
# - put: the whole loop's instructions under ppw minus without ppw (the put is one-sided: the
#   target does not take part, so the count is stable).
# - sync all: ppw's own instructions only (functions of libppw.so and its sources): a barrier
#   polls while it waits, so the loop's total varies from run to run.
# Compare with the one-sided budget, MPI_Put's cost in bench/pingpong/instructions.sh.
# LINK=static links OpenCoarrays statically (libcaf_openmpi.a inside the executable, `caf`'s
# default), where ppw detours the coarray functions to its wrappers; with PPW_CAF_STATIC=derive
# it derives the statements from OpenCoarrays' MPI calls instead.
# Usage: [LINK=static [PPW_CAF_STATIC=derive]] bench/caf/instructions.sh [N, default 2000]
# (needs valgrind and scripts/build.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${1:-2000}
LIB=${PPW_BENCH_LIB:-$ROOT/target/release/libppw-openmpi.so}
WORK=${TMPDIR:-/tmp}/ppw-caf-instructions
rm -rf "$WORK" && mkdir -p "$WORK"
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
if [ "${LINK:-shared}" = static ]; then
    lib=/usr/lib/x86_64-linux-gnu/open-coarrays/openmpi/lib/libcaf_openmpi.a
else
    lib=-lcaf_openmpi
fi
mpifort.openmpi -fcoarray=lib -O2 -fno-inline -g -J "$WORK" -o "$WORK/loops" "$ROOT/bench/caf/loops.f90" $lib
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1 \
    OMPI_MCA_mpi_yield_when_idle=1
# run MODE FN N: one run with callgrind collecting inside FN, output files out.MODE.FN.N.PID
run() {
    if [ "$1" = plain ]; then env=""; else
        env="-x LD_PRELOAD=$LIB -x PPW_DIR=$WORK/exp-$1-$2-$3 -x PPW_MODE=$1 -x PPW_FLUSH_INTERVAL=off"
        [ -z "${PPW_CAF_STATIC:-}" ] || env="$env -x PPW_CAF_STATIC=$PPW_CAF_STATIC"
    fi
    # shellcheck disable=SC2086
    mpirun -np 2 $env valgrind --tool=callgrind --toggle-collect="$2" \
        --callgrind-out-file="$WORK/out.$1.$2.$3.%p" "$WORK/loops" "$3" >/dev/null 2>&1
}
# total|own MODE FN N: the largest count over the ranks (the rank that ran the loop)
count() {
    for f in "$WORK/out.$2.$3.$4".*; do
        if [ "$1" = total ]; then
            callgrind_annotate "$f" 2>/dev/null | grep "PROGRAM TOTALS"
        else
            callgrind_annotate --threshold=100 "$f" 2>/dev/null |
                grep -E "/crates/|:ppw_|libppw" | grep -v "Auto-annotated\|=>"
        fi | awk '{gsub(",", "", $1); if ($1 ~ /^[0-9]+$/) s += $1} END {print s + 0}'
    done | sort -n | tail -1
}
per() { # per WHAT MODE FN: instructions per statement between N and 2N
    a=$(count "$1" "$2" "$3" "$N"); b=$(count "$1" "$2" "$3" $((2 * N)))
    echo $(((b - a) / N))
}
for mode in plain trace profile; do
    for n in "$N" $((2 * N)); do run $mode put_loop_ "$n"; done
    [ $mode = plain ] && continue
    for n in "$N" $((2 * N)); do run $mode sync_loop_ "$n"; done
done
plain=$(per total plain put_loop_)
for mode in trace profile; do
    echo "$mode: put of 8 bytes +$(($(per total $mode put_loop_) - plain)) instructions, sync all +$(per own $mode sync_loop_) (ppw's own)"
done

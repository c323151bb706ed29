#!/bin/sh
# Instructions ppw adds per MPI call, counted by valgrind's callgrind: unlike wall time on a
# shared VM, the count is repeatable. Runs the 2-rank ping-pong (20,000 messages) in profile and
# trace mode with every rank under callgrind and reports, for each rank, the instructions
# executed inside ppw's MPI_Send / MPI_Recv wrapper (callgrind collects only while it runs:
# --toggle-collect, one run per wrapper) minus the inclusive instructions of the PMPI_Send /
# PMPI_Recv it calls, per call. (Until 2026-11-27 the script read the wrapper's inclusive cost
# from callgrind_annotate's listing, which splits a function by source file: code inlined from
# c/ppw_wrap.h was missed. The two-sided and one-sided MPI numbers use the toggle now; the
# OpenSHMEM and ARMCI sections still use the listing.) Timer reads count as one instruction each (rdtsc costs 20-30 ns on this kind of VM), and
# a flush's compression is not in the loop (the 8 MiB buffer holds the whole run, and the flush
# timer is off: under valgrind a run lasts several of its 2 s intervals).
# Then the one-sided loop (putflush.c, issue 11): rank 0 does 20,000 MPI_Put + MPI_Win_flush
# in one MPI_Win_lock_all epoch; reported the same way for MPI_Put and MPI_Win_flush (rank 0
# only: rank 1 makes no such calls). Open MPI runs it with OMPI_MCA_osc=pt2pt (osc/rdma is
# broken on Debian 12's Open MPI 4.1, see crates/cli/tests/rma.rs).
# Then, with openmpi, the OpenSHMEM loop (shmemput.c, issue 12): PE 0 does 20,000
# shmem_putmem + shmem_quiet; reported the same way (wrapper minus the library function; callgrind names pshmem_* by their shmem_* alias). oshmem runs with
# OMPI_MCA_osc=^rdma (its shmem_finalize crashes otherwise on Debian 12).
# Then, with ARMCI-MPI and ppw's interposition archive (armciput.c, issue 12): proc 0 does
# 20,000 ARMCI_Put of 8 bytes; reported as the archive's ARMCI_Put (which calls libppw.so's hook)
# minus PARMCI_Put, in both modes and without ppw (the archive alone: forwarding only).
#
# Calling context is recorded as `ppw run` does by default; PPW_CALLPATH_DEPTH=0 measures without
# it (call sites only). Message buffers too (trace mode); PPW_DATA=off measures without them.
# The loops call MPI from one stack: the steady state, one unwind in all.
# PPW_BENCH_ONLY=pingpong stops after the ping-pong, PPW_BENCH_ONLY=putflush runs only the
# one-sided loop.
#
# Usage: bench/pingpong/instructions.sh [openmpi|mpich]   (needs valgrind and scripts/build.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FLAVOR=${1:-openmpi}
LIB=${PPW_BENCH_LIB:-$ROOT/target/release/libppw-$FLAVOR.so}
WORK=${TMPDIR:-/tmp}/ppw-instructions-$FLAVOR
DEPTH=${PPW_CALLPATH_DEPTH:-48}
DATA=${PPW_DATA:-on}
rm -rf "$WORK" && mkdir -p "$WORK"
case $FLAVOR in
openmpi) MPICC=mpicc.openmpi; MPIRUN="mpirun.openmpi --allow-run-as-root --oversubscribe"
         ENV() { echo "-x LD_PRELOAD=$LIB -x PPW_DIR=$1 -x PPW_MODE=$2 -x OMPI_MCA_mpi_yield_when_idle=1 -x OMPI_MCA_osc=pt2pt -x PPW_FLUSH_INTERVAL=off -x PPW_CALLPATH_DEPTH=$DEPTH -x PPW_DATA=$DATA"; }
         BARE="-x OMPI_MCA_mpi_yield_when_idle=1 -x OMPI_MCA_osc=pt2pt" ;;
mpich)   MPICC=mpicc.mpich; MPIRUN=mpirun.mpich
         ENV() { echo "-genv LD_PRELOAD $LIB -genv PPW_DIR $1 -genv PPW_MODE $2 -genv PPW_FLUSH_INTERVAL off -genv PPW_CALLPATH_DEPTH $DEPTH -genv PPW_DATA $DATA"; }
         BARE="" ;;
*) echo "usage: $0 [openmpi|mpich]" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
$MPICC -O2 -g -o "$WORK/pingpong" "$ROOT/bench/pingpong/pingpong.c"
$MPICC -O2 -g -o "$WORK/putflush" "$ROOT/bench/pingpong/putflush.c"
# Inclusive instructions of one function from callgrind_annotate's inclusive listing.
incl() { grep -E "$2 \[" "$1" | head -1 | awk '{gsub(",", "", $1); print $1}'; }
# Instructions inside wrapper FN minus the inclusive instructions of the library function LIB
# it calls, for one run (PROG with its message count N) of each process that called FN, written
# to OUT.N.PID.count.
# Usage: inside MODE FN LIB OUT PROG N
inside() {
    mode=$1 fn=$2 lib=$3 out=$4 prog=$5 n=$6
    rm -f "$out.$n".*
    # shellcheck disable=SC2046
    $MPIRUN -np 2 $(ENV "$WORK/exp-$mode-$fn-$n" "$mode") valgrind --tool=callgrind \
        --toggle-collect="$fn" --callgrind-out-file="$out.$n.%p" "$prog" "$n" >/dev/null 2>&1
    for f in "$out.$n".*; do
        case $f in *.txt|*.count) continue ;; esac
        callgrind_annotate --inclusive=yes --threshold=100 "$f" > "$f.txt" 2>/dev/null
        total=$(grep "PROGRAM TOTALS" "$f.txt" | awk '{gsub(",", "", $1); print $1}')
        case $total in ''|*[!0-9]*|0) continue ;; esac   # a rank that never called FN
        echo $(( total - $(incl "$f.txt" "$lib") )) > "$f.count"
    done
}
# Steady state: the runs with N and 2N messages differ by CALLS calls of FN per process; the
# difference of their counts leaves out what happens once (first-call caches, calling-context
# unwinds, symbol lookups, set-up).
# Usage: added MODE FN LIB CALLS OUT PROG N
added() {
    inside "$1" "$2" "$3" "$5" "$6" "$7"
    inside "$1" "$2" "$3" "$5" "$6" $(( 2 * $7 ))
    set -- $(cat "$5.$7".*.count) $(cat "$5.$(( 2 * $7 ))".*.count) "$1" "$2" "$4"
    [ $# -eq 7 ] || { echo "$FLAVOR: no counts for $5" >&2; return; }
    echo "$FLAVOR $5: +$(( ($3 - $1) / $7 )), +$(( ($4 - $2) / $7 )) instructions per $6 (ranks 0, 1)"
}
for mode in profile trace; do
    [ "${PPW_BENCH_ONLY:-}" != putflush ] || break
    for pair in MPI_Send:PMPI_Send MPI_Recv:PMPI_Recv; do
        # 10,000 more messages: 5,000 more sends (= receives) per rank
        added $mode "${pair%%:*}" "\\?\\?\\?:${pair##*:}" 5000 \
            "$WORK/cg.$mode.${pair%%:*}" "$WORK/pingpong" 10000
    done
done
[ "${PPW_BENCH_ONLY:-}" != pingpong ] || exit 0
for mode in profile trace; do
    for pair in MPI_Put:PMPI_Put MPI_Win_flush:PMPI_Win_flush; do
        # rank 0 only (rank 1 makes no such calls): 10,000 more of each
        inside $mode "${pair%%:*}" "\\?\\?\\?:${pair##*:}" "$WORK/cgr.$mode.${pair%%:*}" "$WORK/putflush" 10000
        inside $mode "${pair%%:*}" "\\?\\?\\?:${pair##*:}" "$WORK/cgr.$mode.${pair%%:*}" "$WORK/putflush" 20000
        a=$(cat "$WORK/cgr.$mode.${pair%%:*}".10000.*.count) b=$(cat "$WORK/cgr.$mode.${pair%%:*}".20000.*.count)
        echo "$FLAVOR $mode: +$(( (b - a) / 10000 )) instructions per ${pair%%:*}"
    done
done
[ "${PPW_BENCH_ONLY:-}" != putflush ] || exit 0
ARMCI_A=$(dirname "$LIB")/libppw-armci-$FLAVOR.a
if [ -f "$ARMCI_A" ] && [ -f "/usr/lib/x86_64-linux-gnu/libarmci-$FLAVOR.a" ]; then
    mkdir -p "$WORK/armci" && cp "$ARMCI_A" "$WORK/armci/libppw-armci.a"
    $MPICC -O2 -g -o "$WORK/armciput" "$ROOT/bench/pingpong/armciput.c" -L"$WORK/armci" -lppw-armci -larmci-$FLAVOR
    for mode in profile trace none; do
        if [ $mode = none ]; then
            # shellcheck disable=SC2086
            $MPIRUN -np 2 $BARE valgrind --tool=callgrind \
                --callgrind-out-file="$WORK/cga.$mode.%p" "$WORK/armciput" 20000 >/dev/null 2>&1
        else
            # shellcheck disable=SC2046
            $MPIRUN -np 2 $(ENV "$WORK/exp-armci-$mode" $mode) valgrind --tool=callgrind \
                --callgrind-out-file="$WORK/cga.$mode.%p" "$WORK/armciput" 20000 >/dev/null 2>&1
        fi
        calls=$(( 20000 + 2000 ))
        for f in "$WORK"/cga.$mode.*; do
            callgrind_annotate --inclusive=yes --threshold=100 "$f" > "$f.txt" 2>/dev/null
            grep -qE 'armci_shim.c:ARMCI_Put \[' "$f.txt" || continue
            p=$(( ($(incl "$f.txt" 'armci_shim.c:ARMCI_Put') - $(incl "$f.txt" '\?\?\?:PARMCI_Put')) / calls ))
            echo "$FLAVOR $mode pid ${f##*.}: +$p instructions per ARMCI_Put"
        done
    done
fi
[ "$FLAVOR" = openmpi ] && command -v oshcc >/dev/null || exit 0
oshcc -O2 -g -o "$WORK/shmemput" "$ROOT/bench/pingpong/shmemput.c"
for mode in profile trace; do
    # shellcheck disable=SC2046
    $MPIRUN -np 2 $(ENV "$WORK/exp-shmem-$mode" $mode) -x OMPI_MCA_osc=^rdma valgrind --tool=callgrind \
        --callgrind-out-file="$WORK/cgs.$mode.%p" "$WORK/shmemput" 20000 >/dev/null 2>&1
    calls=$(( 20000 + 2000 ))
    for f in "$WORK"/cgs.$mode.*; do
        callgrind_annotate --inclusive=yes --threshold=100 "$f" > "$f.txt" 2>/dev/null
        grep -qE 'shmem_wrappers.c:shmem_putmem \[' "$f.txt" || continue
        p=$(( ($(incl "$f.txt" 'shmem_wrappers.c:shmem_putmem') - $(incl "$f.txt" '\?\?\?:p?shmem_putmem')) / calls ))
        q=$(( ($(incl "$f.txt" 'shmem_wrappers.c:shmem_quiet') - $(incl "$f.txt" '\?\?\?:p?shmem_quiet')) / calls ))
        echo "$FLAVOR $mode pid ${f##*.}: +$p instructions per shmem_putmem, +$q per shmem_quiet"
    done
done

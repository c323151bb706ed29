#!/usr/bin/env bash
# NAS BT (NPB 3.4 MPI, Fortran) built with -finstrument-functions: does ppw's throttling keep
# an instrumented code full of tiny functions (binvcrhs, matmul_sub, matvec_sub, ...) from
# doubling its run time? Builds BT twice from an NPB source tree (plain and instrumented; the
# tree is copied, never modified) and times, with the same launcher:
#   plain BT; instrumented BT without ppw; instrumented BT under `ppw run` (default
#   throttling); instrumented BT under `ppw run --throttle off`.
# Prints BT's own "Time in seconds" of each run.
#
#   NPB_DIR=/path/to/NPB3.4-MPI bench/throttle/npb_bt.sh [CLASS] [RANKS]   (default W 1)
#
# NPB_DIR: see bench/realapps/npb_cg.sh for getting the sources (never committed here).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PPW=${PPW:-$ROOT/target/release/ppw}
CLASS=${1:-W}
NP=${2:-1}
[ -f "${NPB_DIR:-}/BT/bt.f" ] || { echo "set NPB_DIR to an NPB3.4-MPI tree" >&2; exit 2; }
WORK=${TMPDIR:-/tmp}/ppw-npb-bt
rm -rf "$WORK" && mkdir -p "$WORK"
build() { # name, extra flags
    local b=$WORK/$1
    cp -r "$NPB_DIR" "$b"
    mkdir -p "$b/bin"
    cat > "$b/config/make.def" <<DEF
MPIFC = mpif90.openmpi
FLINK = \$(MPIFC)
FFLAGS = -O2 -g -fallow-argument-mismatch $2
FLINKFLAGS = \$(FFLAGS)
MPICC = mpicc.openmpi
CLINK = \$(MPICC)
CFLAGS = -O2 -g
CLINKFLAGS = \$(CFLAGS)
CC = gcc -g
BINDIR = ../bin
RAND = randi8
DEF
    ( cd "$b" && make bt CLASS="$CLASS" SUBTYPE=full ) > "$b/build.log" 2>&1 \
        || ( cd "$b" && make bt CLASS="$CLASS" ) > "$b/build.log" 2>&1 \
        || { echo "build failed: $b/build.log" >&2; exit 1; }
    ls "$b"/bin/bt.* | head -1
}
plain=$(build plain "")
instr=$(build instr "-finstrument-functions")
MPIRUN=(mpirun.openmpi --allow-run-as-root --oversubscribe -np "$NP")
export OMPI_MCA_mpi_yield_when_idle=1
secs() { grep -m1 "Time in seconds" | awk '{print $NF}'; }
cd "$WORK"
echo "BT class $CLASS, $NP rank(s); BT's time in seconds:"
echo "  plain:                            $("${MPIRUN[@]}" "$plain" | secs)"
echo "  -finstrument-functions, no ppw:   $("${MPIRUN[@]}" "$instr" | secs)"
echo "  under ppw (trace, throttled):     $("$PPW" run -o "$WORK/t" -- "${MPIRUN[@]}" "$instr" 2>/dev/null | secs)"
echo "  under ppw (trace, --throttle off): $("$PPW" run --throttle off -o "$WORK/o" -- "${MPIRUN[@]}" "$instr" 2>/dev/null | secs)"
"$PPW" analyze -q "$WORK/t" --json "$WORK/t.json" || true
python3 - "$WORK/t.json" <<'PY'
import json, sys
a = json.load(open(sys.argv[1]))
notes = [n for n in a.get("notes", []) if "throttled" in n]
print(f"  throttled on rank 0: {sum('rank 0:' in n for n in notes)} functions, e.g.")
for n in notes[:4]:
    print("   ", n[:110])
PY

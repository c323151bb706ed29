#!/bin/sh
# GASP event cost and the slowdown of a tight upc_forall of fine-grained shared reads (issue 12):
# the fake GASP runtime of the runtime tests (crates/runtime/tests/mpi/gasp_fake_upc.c, "loop N":
# N 8-byte gets from one UPC source line inside one upc_forall, each a START + END notification)
# on 1 thread, timed by the program itself (thread 0 prints ns per get), in these variants,
# interleaved, RUNS times each; the medians are printed:
#   uninstrumented   no tool loaded: the runtime makes no GASP calls at all
#   null tool        bench/gasp/nulltool.c preloaded: the runtime's GASP calls, nothing measured
#   ppw throttled    libppw.so as `ppw run` preloads it (trace, default throttling)
#   ppw all (trace)  PPW_GASP_THROTTLE=off: every get recorded
#   ppw all (profile) the same in profile mode
# The recorded variants run N/10 gets (their cost per get does not depend on N; 20 M recorded
# gets would be a 300 MB trace).
#
# Usage: bench/gasp/run.sh [RUNS] [N]   (needs scripts/build.sh; LIB=... picks another runtime)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUNS=${1:-5}
N=${2:-20000000}
LIB=${LIB:-$ROOT/target/release/libppw.so}
WORK=${TMPDIR:-/tmp}/ppw-bench-gasp
rm -rf "$WORK" && mkdir -p "$WORK"
INC="$ROOT/crates/runtime/include"
cc -O2 -g -rdynamic -I"$INC" -o "$WORK/fake" "$ROOT/crates/runtime/tests/mpi/gasp_fake_upc.c"
cc -O2 -shared -fPIC -I"$INC" -o "$WORK/nulltool.so" "$ROOT/bench/gasp/nulltool.c"
# One run: prints ns per get.
one() { # variant
    rm -rf "$WORK/seg" "$WORK/exp"
    n=$N
    case $1 in
    bare) env "$WORK/fake" "$WORK/seg" loop "$n" ;;
    null) env LD_PRELOAD="$WORK/nulltool.so" "$WORK/fake" "$WORK/seg" loop "$n" ;;
    thr) env LD_PRELOAD="$LIB" PPW_DIR="$WORK/exp" "$WORK/fake" "$WORK/seg" loop "$n" ;;
    all) n=$((N / 10))
         env LD_PRELOAD="$LIB" PPW_DIR="$WORK/exp" PPW_GASP_THROTTLE=off "$WORK/fake" "$WORK/seg" loop "$n" ;;
    prof) n=$((N / 10))
         env LD_PRELOAD="$LIB" PPW_DIR="$WORK/exp" PPW_MODE=profile PPW_GASP_THROTTLE=off "$WORK/fake" "$WORK/seg" loop "$n" ;;
    esac 2>/dev/null | sed -n 's/.*s, \([0-9.]*\) ns per get.*/\1/p'
}
for v in bare null thr all prof; do : > "$WORK/$v"; done
i=0
while [ $i -lt "$RUNS" ]; do
    for v in bare null thr all prof; do one $v >> "$WORK/$v"; done
    i=$((i + 1))
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
b=$(median "$WORK/bare"); z=$(median "$WORK/null")
echo "load: $(cut -d' ' -f1-3 /proc/loadavg); $RUNS runs each, N=$N (recorded variants N/10)"
for v in bare null thr all prof; do
    m=$(median "$WORK/$v")
    printf '%-8s %8s ns/get  x%s vs uninstrumented  x%s vs null tool  (runs: %s)\n' "$v" "$m" \
        "$(echo "$m $b" | awk '{printf "%.2f", $1/$2}')" "$(echo "$m $z" | awk '{printf "%.2f", $1/$2}')" \
        "$(tr '\n' ' ' < "$WORK/$v")"
done

#!/bin/sh
# Instructions per GASP event pair (START + END of one upc_get) in libppw.so, counted by
# valgrind's callgrind as bench/pingpong/instructions.sh counts the MPI wrappers: the fake GASP
# runtime's "loop N" (crates/runtime/tests/mpi/gasp_fake_upc.c, 1 thread) under callgrind, the
# inclusive instructions of the tool's gasp_event_notify divided by the number of gets. Timer
# reads count as one instruction each. Variants: the null tool (bench/gasp/nulltool.c: the call
# itself), ppw throttled (after the first 1000 gets; PPW_GASP_THROTTLE_NS is raised because
# callgrind makes every get look slow), ppw recording every get in trace and in profile mode.
# The recorded runs include the flush at exit (zstd) only through ppw's exit handler, which is
# not inside gasp_event_notify.
#
# Usage: bench/gasp/instructions.sh [N]   (needs valgrind and scripts/build.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${1:-200000}
LIB=${LIB:-$ROOT/target/release/libppw.so}
WORK=${TMPDIR:-/tmp}/ppw-instructions-gasp
rm -rf "$WORK" && mkdir -p "$WORK"
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
INC="$ROOT/crates/runtime/include"
cc -O2 -g -rdynamic -I"$INC" -o "$WORK/fake" "$ROOT/crates/runtime/tests/mpi/gasp_fake_upc.c"
cc -O2 -g -shared -fPIC -I"$INC" -o "$WORK/nulltool.so" "$ROOT/bench/gasp/nulltool.c"
count() { # name env...
    name=$1; shift
    rm -rf "$WORK/seg" "$WORK/exp"
    env "$@" PPW_DIR="$WORK/exp" PPW_FLUSH_INTERVAL=off valgrind --tool=callgrind \
        --callgrind-out-file="$WORK/cg.$name" "$WORK/fake" "$WORK/seg" loop "$N" >/dev/null 2>&1
    callgrind_annotate --inclusive=yes --threshold=100 "$WORK/cg.$name" > "$WORK/cg.$name.txt" 2>/dev/null
    total=$(grep -E ':gasp_event_notify \[' "$WORK/cg.$name.txt" | head -1 | awk '{gsub(",", "", $1); print $1}')
    echo "$name: $((total / N)) instructions per START+END pair ($total for $N gets)"
}
count null LD_PRELOAD="$WORK/nulltool.so"
count ppw-throttled LD_PRELOAD="$LIB" PPW_GASP_THROTTLE_NS=1000000000
count ppw-trace LD_PRELOAD="$LIB" PPW_GASP_THROTTLE=off
count ppw-profile LD_PRELOAD="$LIB" PPW_GASP_THROTTLE=off PPW_MODE=profile

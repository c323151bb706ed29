#!/bin/sh
# The cost of -finstrument-functions under ppw for a function of about 50 ns called 10 M
# times (issue 16: at most 1.5x the uninstrumented time with throttling). Prints the loop's
# own time of each variant; repeat it a few times on a noisy machine.
#   bench/throttle/run.sh [CALLS]
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ppw=${PPW:-$root/target/release/ppw}
n=${1:-10000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/plain" "$here/tiny.c"
cc -O2 -finstrument-functions -o "$tmp/instr" "$here/tiny.c"
echo "uninstrumented:                 $("$tmp/plain" "$n")"
echo "instrumented, not under ppw:    $("$tmp/instr" "$n")"
for mode in trace profile; do
    echo "ppw --$mode, throttled (default): $("$ppw" run --$mode -o "$tmp/$mode-t" -- "$tmp/instr" "$n" 2>/dev/null)"
    echo "ppw --$mode, --throttle off:      $("$ppw" run --$mode --throttle off -o "$tmp/$mode-o" -- "$tmp/instr" "$n" 2>/dev/null)"
done

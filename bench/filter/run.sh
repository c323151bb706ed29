#!/bin/sh
# Filter matching inside the measured program (issue 35, item 12): longname.c (0.4 s of work,
# one region with a 2 MB name, 1,000 ordinary regions) uninstrumented, under ppw without a
# filter, and under ppw with a Score-P filter of 10,000 rules (exact names, prefixes,
# suffixes, infixes; a tenth MANGLED). Prints the program's own run time of each.
#   bench/filter/run.sh
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ppw=${PPW:-$root/target/release/ppw}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -I"$root/crates/runtime/include" -o "$tmp/longname" "$here/longname.c"
{
    echo SCOREP_REGION_NAMES_BEGIN
    awk 'BEGIN {
        for (i = 0; i < 10000; i++) {
            kind = (i % 4 == 0) ? "EXCLUDE" : "INCLUDE"
            m = (i % 10 == 0) ? " MANGLED" : ""
            if (i % 4 == 0) p = "solver_" i
            else if (i % 4 == 1) p = "ns" i "::*"
            else if (i % 4 == 2) p = "*_kernel_" i
            else p = "*tmpl" i "<*>*"
            print "  " kind m " " p
        }
    }'
    echo SCOREP_REGION_NAMES_END
} >"$tmp/rules.filter"
echo "uninstrumented:              $("$tmp/longname")"
echo "ppw, no filter:              $("$ppw" run -o "$tmp/plain" -- "$tmp/longname" 2>/dev/null)"
echo "ppw, filter of 10,000 rules: $("$ppw" run --filter "$tmp/rules.filter" -o "$tmp/filtered" -- "$tmp/longname" 2>/dev/null)"

#!/usr/bin/env bash
# OpenCoarrays' own test programs, measured unmodified by ppw, linked both ways.
#
# The tests Debian installs are stripped (no symbol table, so no statement can be derived from
# them); this script builds the single-file unit and regression tests from an OpenCoarrays
# source checkout (not part of ppw; e.g. `git clone https://github.com/sourceryinstitute/OpenCoarrays`)
# twice: statically (`caf`, libcaf_openmpi.a inside) and against the shared libcaf_openmpi.so.
# Each runs with 4 images without ppw and under `ppw run` (trace), then `ppw analyze`.
# One line per test and linking: exit status and "Test passed" without and with ppw, the
# experiment's state, the coarray statements recorded (regions of paradigm coarray), the MPI
# calls recorded on all images (OpenCoarrays' initialization makes 5 per image in a static
# program: 20; more means MPI calls outside a derived statement), the events, and the kinds of
# the findings.
#   bench/caf/opencoarrays-tests.sh OPENCOARRAYS_SOURCE [TEST-NAME...]
set -u
src=${1:?usage: $0 OPENCOARRAYS_SOURCE [TEST...]}
shift
cd "$(dirname "$0")/../.."
PPW=${PPW:-$PWD/target/release/ppw}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_mpi_yield_when_idle=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(cd "$src" && ls src/tests/unit/*/*.[fF]90 src/tests/regression/reported/*.[fF]90 2>/dev/null)
printf '%-44s %-6s %-9s %-9s %-9s %5s %5s %8s  %s\n' test link plain ppw exp caf mpi events findings
for f in "${files[@]}"; do
  name=$(basename "${f%.*}")
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  for link in static shared; do
    exe="$work/$name-$link"
    if [ "$link" = static ]; then
      (cd "$work" && caf -o "$exe" "$src/$f") >/dev/null 2>&1
    else
      (cd "$work" && mpifort.openmpi -fcoarray=lib -o "$exe" "$src/$f" -lcaf_openmpi) >/dev/null 2>&1
    fi
    if [ ! -x "$exe" ]; then
      printf '%-44s %-6s %s\n' "$name" "$link" "does not build here"
      continue
    fi
    plain=$(cd "$work" && timeout 60 mpirun -np 4 "$exe" 2>&1)
    rc0=$?
    withppw=$(cd "$work" && timeout 120 "$PPW" run -o "$work/exp" -- mpirun -np 4 "$exe" 2>&1)
    rc1=$?
    p0=$rc0; grep -q "Test passed" <<<"$plain" && p0="$rc0+pass"
    p1=$rc1; grep -q "Test passed" <<<"$withppw" && p1="$rc1+pass"
    state=$("$PPW" info "$work/exp" 2>/dev/null | grep -io 'incomplete\|complete\|partial' | head -1 | tr 'A-Z' 'a-z')
    caf=0 mpi=0 events=0 kinds=-
    if [ -n "$state" ]; then
      dump=$("$PPW" dump "$work/exp" 2>/dev/null | tr -d '\000')
      caf=$(grep -c '^# region .* paradigm=coarray' <<<"$dump")
      mpi=$(grep -v '^#' <<<"$dump" | awk '$4=="enter"{print $5}' | grep -c '^MPI_')
      events=$(grep -vc '^#' <<<"$dump")
      if "$PPW" analyze "$work/exp" >"$work/analyze.log" 2>&1; then
        kinds=$(python3 -c 'import json,sys; f=json.load(open(sys.argv[1])).get("findings",[]); print(",".join(sorted({x["kind"] for x in f})) or "none")' "$work/exp/analysis.json" 2>/dev/null || echo '?')
      else
        kinds="analyze-failed: $(tail -c 300 "$work/analyze.log" | tr "\n" " ")"
      fi
    fi
    printf '%-44s %-6s %-9s %-9s %-9s %5s %5s %8s  %s\n' "$name" "$link" "$p0" "$p1" "${state:-none}" "$caf" "$mpi" "$events" "$kinds"
    rm -rf "$work/exp" "$exe"
  done
done

#!/bin/bash
# The distributed analysis against the single process on any traces (issue 40's correctness
# check on real applications): for each experiment directory or OTF2 anchor file, `ppw analyze`
# once, then `mpirun -np K ppw-mpi-MPI analyze` for each K and each MPI built by
# scripts/build.sh; prints per run whether the JSON (without `speed`, warnings included) is the
# single process's, and which steps ran partitioned (`speed.partitioned`). ppw-mpi exits 0
# where ppw analyze exits 3 (warnings): launchers report any other status as a failed job.
# Exit 1 if any run failed or differed.
#
# Usage: bench/scale/distributed-same.sh TRACE... [-- K...]   (default K: 2 3 4)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
REL=$ROOT/target/release
traces=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do traces+=("$1"); shift; done
[ $# -gt 0 ] && shift
KS=${*:-2 3 4}
[ ${#traces[@]} -gt 0 ] || { echo "usage: $0 TRACE... [-- K...]" >&2; exit 2; }
export OMPI_MCA_mpi_yield_when_idle=1 OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
OUT=${TMPDIR:-/tmp}/ppw-distributed-same
mkdir -p "$OUT"
bad=0
for t in "${traces[@]}"; do
  name=$(echo "$t" | tr '/' '_')
  "$REL/ppw" analyze -q "$t" --json "$OUT/$name.single.json" > "$OUT/$name.single.log" 2>&1
  want=$?
  if [ $want -ne 0 ] && [ $want -ne 3 ]; then
    echo "$t: single analysis failed (see $OUT/$name.single.log)"; bad=1; continue
  fi
  for mpi in openmpi mpich; do
    bin=$REL/ppw-mpi-$mpi
    [ -x "$bin" ] || continue
    for k in $KS; do
      json=$OUT/$name.$mpi.k$k.json
      timeout 900 "mpirun.$mpi" $([ $mpi = openmpi ] && echo --oversubscribe) -np "$k" \
        "$bin" analyze -q "$t" --threads 1 --json "$json" > "$OUT/$name.$mpi.k$k.log" 2>&1
      got=$?
      if [ $got -ne 0 ]; then
        echo "$t $mpi K=$k: exit status $got (see $OUT/$name.$mpi.k$k.log)"; bad=1; continue
      fi
      python3 - "$OUT/$name.single.json" "$json" "$t $mpi K=$k" <<'PY' || bad=1
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
steps = b.get("speed", {}).get("partitioned", [])
a.pop("speed", None); b.pop("speed", None)
same = a == b
print(f"{sys.argv[3]}: {'identical' if same else 'DIFFERENT'}, partitioned: {', '.join(steps) or '-'}")
sys.exit(0 if same else 1)
PY
    done
  done
done
exit $bad

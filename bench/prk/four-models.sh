#!/usr/bin/env bash
# The Parallel Research Kernels' synch_p2p, transpose and stencil in MPI-1, MPI-RMA, OpenSHMEM
# and Fortran coarrays (ParRes/Kernels, not part of ppw: pass a checkout), built here, run with
# 4 ranks/images under `ppw run` (trace) and analyzed; prints each run's wall time and its three
# costliest findings (kind, statement or call, seconds). Same algorithm and problem size per
# kernel in every model: does ppw tell the same story? (docs/REAL_APPS.md, issue 38)
#   bench/prk/four-models.sh PRK_CHECKOUT
set -u
src=${1:?usage: $0 PRK_CHECKOUT}
cd "$(dirname "$0")/../.."
PPW=${PPW:-$PWD/target/release/ppw}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$src"/common "$src"/include "$src"/MPI1 "$src"/MPIRMA "$src"/SHMEM "$src"/FORTRAN "$work"/
cat > "$work/common/make.defs" <<'DEFS'
CC=gcc -std=c11 -pthread
FC=gfortran -std=f2018 -cpp
DEFAULT_OPT_FLAGS=-O2 -g
MPICC=mpicc.openmpi
SHMEMCC=oshcc
DEFS
for k in MPI1/Synch_p2p:p2p MPI1/Transpose:transpose MPI1/Stencil:stencil \
         MPIRMA/Synch_p2p:p2p MPIRMA/Transpose:transpose MPIRMA/Stencil:stencil \
         SHMEM/Synch_p2p:p2p SHMEM/Transpose:transpose SHMEM/Stencil:stencil; do
  make -C "$work/${k%%:*}" "${k##*:}" >/dev/null 2>&1 || echo "build failed: $k" >&2
done
(cd "$work/FORTRAN" && make prk.mod >/dev/null 2>&1 &&
  for k in p2p transpose stencil; do
    make "$k-coarray" CAFC=mpifort.openmpi COARRAYFLAG="-fcoarray=lib -lcaf_openmpi" >/dev/null 2>&1 ||
      echo "build failed: $k-coarray" >&2
  done)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_mpi_yield_when_idle=1
shm="env OMPI_MCA_osc=^rdma oshrun -np 4"
mpi="mpirun -np 4"
runs=(
  "p2p MPI-1|$mpi $work/MPI1/Synch_p2p/p2p 20 2000 2000"
  "p2p MPI-RMA|$mpi $work/MPIRMA/Synch_p2p/p2p 20 2000 2000"
  "p2p SHMEM|$shm $work/SHMEM/Synch_p2p/p2p 20 2000 2000"
  "p2p coarray|$mpi $work/FORTRAN/p2p-coarray 20 2000 2000"
  "transpose MPI-1|$mpi $work/MPI1/Transpose/transpose 10 400"
  "transpose MPI-RMA|$mpi $work/MPIRMA/Transpose/transpose 10 400 32 0"
  "transpose SHMEM|$shm $work/SHMEM/Transpose/transpose 10 400"
  "transpose coarray|$mpi $work/FORTRAN/transpose-coarray 10 400"
  "stencil MPI-1|$mpi $work/MPI1/Stencil/stencil 20 2000"
  "stencil MPI-RMA|$mpi $work/MPIRMA/Stencil/stencil 20 2000"
  "stencil SHMEM|$shm $work/SHMEM/Stencil/stencil 20 2000"
  "stencil coarray|$mpi $work/FORTRAN/stencil-coarray 20 2000"
)
for r in "${runs[@]}"; do
  name=${r%%|*} cmd=${r#*|}
  exp="$work/exp"
  rm -rf "$exp"
  plain=$(timeout 30 $cmd 2>&1 | grep -c "Solution validates")
  start=$(date +%s.%N)
  out=$(timeout 60 "$PPW" run -o "$exp" -- $cmd 2>&1)
  rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  ok=$(grep -c "Solution validates" <<<"$out")
  echo "== $name: validates without ppw $plain, with ppw $ok (exit $rc), ${secs%???????} s under ppw"
  [ -d "$exp" ] || continue
  "$PPW" analyze "$exp" >/dev/null 2>&1
  python3 - "$exp/analysis.json" <<'PY' 2>/dev/null || echo "   (no analysis)"
import json, sys
a = json.load(open(sys.argv[1]))
for f in a.get("findings", [])[:3]:
    leaf = f["callpath"].split("/")[-1]
    print(f"   {f['kind']:<24} {leaf:<28} {f['seconds']:8.3f} s  {f.get('source') or ''}")
PY
done

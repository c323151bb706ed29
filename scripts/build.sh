#!/usr/bin/env bash
# Build ppw in release mode: the CLI target/release/ppw, the runtime target/release/libppw.so for
# the default mpicc, and one runtime per MPI, libppw-NAME.so, which `ppw run` picks to match the
# measured program's MPI (the same library, else the same ABI family: Open MPI, or the MPICH
# family); with ARMCI-MPI's armci.h installed also the ARMCI interposition archive per MPI
# (libppw-armci.a for the default mpicc, libppw-armci-NAME.a), which ARMCI programs link before
# libarmci (crates/runtime/README.md); and the distributed analyzer per MPI, ppw built with the
# `mpi` feature (ppw-mpi-NAME; ppw-mpi for the default mpicc): `mpirun -np K ppw-mpi analyze DIR`.
#
# Which MPIs: every `--mpi NAME=path/to/mpicc` given (repeatable; a cluster's MPI modules each
# put their own `mpicc` on PATH), else those Debian installs under its names (mpicc.openmpi as
# `openmpi`, mpicc.mpich as `mpich`).
#
# Every artifact is installed by writing a temporary file next to its destination and renaming
# it over the old one: a program that has the old file mapped (a measured program preloading
# libppw-*.so, a running ppw-mpi) keeps its own copy, where copying over the file in place
# would truncate pages under it (SIGBUS).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/build.sh [--mpi NAME=path/to/mpicc]..." >&2
  exit 2
}

names=() ccs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --mpi) [ $# -ge 2 ] || usage; spec=$2; shift 2 ;;
    --mpi=*) spec=${1#--mpi=}; shift ;;
    -h|--help) usage ;;
    *) echo "build: unknown argument $1" >&2; usage ;;
  esac
  name=${spec%%=*} cc=${spec#*=}
  if [ "$name" = "$spec" ] || [ -z "$name" ] || [ -z "$cc" ]; then
    echo "build: --mpi takes NAME=path/to/mpicc, not '$spec'" >&2; exit 2
  fi
  if ! [[ "$name" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]] || [[ "$name" =~ ^(release|debug|tmp|doc|demo|armci|default)$ ]]; then
    echo "build: MPI name '$name' must be letters, digits, '.', '_', '-' (and not a cargo folder name)" >&2; exit 2
  fi
  resolved=$(command -v "$cc" || true)
  if [ -z "$resolved" ] || [ ! -x "$resolved" ]; then
    echo "build: --mpi $name=$cc: no such MPI compiler wrapper" >&2; exit 2
  fi
  names+=("$name") ccs+=("$resolved")
done
if [ ${#names[@]} -eq 0 ]; then
  for flavor in openmpi mpich; do
    cc=$(command -v "mpicc.$flavor" || true)
    [ -n "$cc" ] || continue
    names+=("$flavor") ccs+=("$cc")
  done
fi

# install_file SRC DST: replace DST by a copy of SRC atomically (same directory, then rename).
install_file() {
  local tmp
  tmp=$(mktemp "$(dirname "$2")/.$(basename "$2").XXXXXX")
  cp "$1" "$tmp"
  chmod --reference="$1" "$tmp"
  mv -f "$tmp" "$2"
}

cargo build --release --workspace
rel=target/release
default=$(readlink -f "$(command -v mpicc 2>/dev/null || echo none)")
for i in "${!names[@]}"; do
  name=${names[$i]} cc=${ccs[$i]}
  # Always with the compiler named explicitly, in the MPI's own folder: target/release's
  # libppw.so is built with whatever `mpicc` PATH gave when cargo last built it (cargo does
  # not notice a `module load` that changes PATH).
  PPW_MPICC="$cc" CARGO_TARGET_DIR="target/$name" cargo build --release -p ppw-runtime
  out=target/$name/release
  install_file "$out/libppw.so" "$rel/libppw-$name.so"
  rm -f "$rel/libppw-armci-$name.a"
  [ ! -f "$out/libppw-armci.a" ] || install_file "$out/libppw-armci.a" "$rel/libppw-armci-$name.a"
  # Always in the MPI's own folder: the feature must not leak into target/release/ppw.
  MPICC="$cc" CARGO_TARGET_DIR="target/$name" cargo build --release -p ppw-cli --features mpi
  install_file "target/$name/release/ppw" "$rel/ppw-mpi-$name"
  if [ "$(readlink -f "$cc")" = "$default" ]; then install_file "$rel/ppw-mpi-$name" "$rel/ppw-mpi"; fi
done
echo "build: $rel/ppw and $(ls $rel/ppw-mpi* $rel/libppw*.so $rel/libppw-armci*.a 2>/dev/null | tr '\n' ' ')"

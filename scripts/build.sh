#!/usr/bin/env bash
# Build ppw in release mode: the CLI target/release/ppw, the runtime target/release/libppw.so for
# the default mpicc, and one runtime per installed MPI (libppw-openmpi.so, libppw-mpich.so), which
# `ppw run` picks to match the measured program; with ARMCI-MPI's armci.h installed also the ARMCI
# interposition archive per MPI (libppw-armci.a for the default mpicc, libppw-armci-openmpi.a,
# libppw-armci-mpich.a), which ARMCI programs link before libarmci (crates/runtime/README.md);
# and the distributed analyzer per MPI, ppw built with the `mpi` feature (ppw-mpi-openmpi,
# ppw-mpi-mpich; ppw-mpi for the default mpicc): `mpirun -np K ppw-mpi analyze DIR`.
#
# Every artifact is installed by writing a temporary file next to its destination and renaming
# it over the old one: a program that has the old file mapped (a measured program preloading
# libppw-*.so, a running ppw-mpi) keeps its own copy, where copying over the file in place
# would truncate pages under it (SIGBUS).
set -euo pipefail
cd "$(dirname "$0")/.."

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
for flavor in openmpi mpich; do
  cc=$(command -v "mpicc.$flavor" || true)
  [ -n "$cc" ] || continue
  if [ "$(readlink -f "$cc")" = "$default" ]; then
    out=$rel
  else
    PPW_MPICC="mpicc.$flavor" CARGO_TARGET_DIR="target/$flavor" cargo build --release -p ppw-runtime
    out=target/$flavor/release
  fi
  install_file "$out/libppw.so" "$rel/libppw-$flavor.so"
  rm -f "$rel/libppw-armci-$flavor.a"
  [ ! -f "$out/libppw-armci.a" ] || install_file "$out/libppw-armci.a" "$rel/libppw-armci-$flavor.a"
  # Always in the flavor's own folder: the feature must not leak into target/release/ppw.
  MPICC="mpicc.$flavor" CARGO_TARGET_DIR="target/$flavor" cargo build --release -p ppw-cli --features mpi
  install_file "target/$flavor/release/ppw" "$rel/ppw-mpi-$flavor"
  if [ "$out" = "$rel" ]; then install_file "$rel/ppw-mpi-$flavor" "$rel/ppw-mpi"; fi
done
echo "build: $rel/ppw and $(ls $rel/ppw-mpi* $rel/libppw*.so $rel/libppw-armci*.a 2>/dev/null | tr '\n' ' ')"

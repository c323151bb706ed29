#!/usr/bin/env bash
# Build ppw in release mode: the CLI target/release/ppw, the runtime target/release/libppw.so for
# the default mpicc, and one runtime per installed MPI (libppw-openmpi.so, libppw-mpich.so), which
# `ppw run` picks to match the measured program; with ARMCI-MPI's armci.h installed also the ARMCI
# interposition archive per MPI (libppw-armci.a for the default mpicc, libppw-armci-openmpi.a,
# libppw-armci-mpich.a), which ARMCI programs link before libarmci (crates/runtime/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
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
  cp "$out/libppw.so" "$rel/libppw-$flavor.so"
  rm -f "$rel/libppw-armci-$flavor.a"
  [ ! -f "$out/libppw-armci.a" ] || cp "$out/libppw-armci.a" "$rel/libppw-armci-$flavor.a"
done
echo "build: $rel/ppw and $(ls $rel/libppw*.so $rel/libppw-armci*.a 2>/dev/null | tr '\n' ' ')"

#!/usr/bin/env bash
# Build ppw in release mode: the CLI target/release/ppw, the runtime target/release/libppw.so for
# the default mpicc, and one runtime per installed MPI (libppw-openmpi.so, libppw-mpich.so), which
# `ppw run` picks to match the measured program.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --workspace
rel=target/release
default=$(readlink -f "$(command -v mpicc 2>/dev/null || echo none)")
for flavor in openmpi mpich; do
  cc=$(command -v "mpicc.$flavor" || true)
  [ -n "$cc" ] || continue
  if [ "$(readlink -f "$cc")" = "$default" ]; then
    cp "$rel/libppw.so" "$rel/libppw-$flavor.so"
  else
    PPW_MPICC="mpicc.$flavor" CARGO_TARGET_DIR="target/$flavor" cargo build --release -p ppw-runtime
    cp "target/$flavor/release/libppw.so" "$rel/libppw-$flavor.so"
  fi
done
echo "build: $rel/ppw and $(ls $rel/libppw*.so | tr '\n' ' ')"

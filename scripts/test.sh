#!/usr/bin/env bash
# The whole test suite: set up, build, then every test (real MPI programs under real mpirun,
# Open MPI and MPICH), after the format and lint checks. PPW_REQUIRE_MPI / PPW_REQUIRE_TOOLS
# turn "tool missing" skips into failures.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --release -- -D warnings
./scripts/build.sh
# ppw-mpi (the distributed analysis) is ppw with the `mpi` feature: lint that code too.
MPICC=mpicc.openmpi CARGO_TARGET_DIR=target/openmpi cargo clippy --release -p ppw-cli --features mpi -- -D warnings
export PPW_REQUIRE_MPI=1 PPW_REQUIRE_TOOLS=1 OMPI_MCA_mpi_yield_when_idle=1
export PPW_TEST_RUNTIME_OPENMPI=$PWD/target/release/libppw-openmpi.so
export PPW_TEST_RUNTIME_MPICH=$PWD/target/release/libppw-mpich.so
export PPW_PYTHON=${PPW_TOOLS_VENV:-/opt/ppw-tools}/bin/python   # has pyCubexR (setup.sh)
cargo test --release --workspace -- --test-threads=2
# The Python package (python/, docs/PYTHON.md): built and installed into the tools venv (maturin's
# build backend runs the venv's `maturin`), then its tests on experiments measured with the
# runtimes built above.
venv=${PPW_TOOLS_VENV:-/opt/ppw-tools}
PATH="$venv/bin:$PATH" "$venv/bin/pip" install --quiet --disable-pip-version-check \
  --no-build-isolation ./python
"$venv/bin/python" -m pytest -q -p no:cacheprovider python/tests
# The tour notebook, executed headless (its output goes to a temporary file).
tour=$(mktemp -d)
PATH="$venv/bin:$PATH" "$venv/bin/jupyter" nbconvert --to notebook --execute \
  docs/python-tour.ipynb --output-dir "$tour" --log-level WARN
rm -rf "$tour"
echo "test: all tests passed"

#!/usr/bin/env bash
# The main job on the bundled example: set up, build, measure an MPI program with built-in
# bottlenecks under `ppw run`, and show what ppw found.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
export OMPI_MCA_mpi_yield_when_idle=1
mkdir -p target/demo
mpicc -g -O2 -o target/demo/wizard_demo examples/mpi/wizard_demo.c
rm -rf target/demo/exp
PPW=target/release/ppw
$PPW run -o target/demo/exp -- mpirun --allow-run-as-root --oversubscribe -np 4 target/demo/wizard_demo
# Exit status 3 means "finished, with warnings about the input" (printed): go on.
ok() { "$@" || [ $? -eq 3 ]; }
ok $PPW info target/demo/exp
ok $PPW analyze target/demo/exp
ok $PPW report target/demo/exp --html target/demo/report.html
echo "HTML report: $PWD/target/demo/report.html (open it in any browser; it needs no network)"

#!/usr/bin/env bash
# Builds the NAS Parallel Benchmarks 3.4 MPI CG benchmark (class W by default) from an NPB
# source tree: a thin wrapper around npb.sh with NPB_BENCH=cg (same environment, same output:
# the last line is the path of the built cg.<class>.x, built in
# ${TMPDIR:-/tmp}/ppw-realapps/build/npb-cg).
#
#   NPB_DIR=/path/to/NPB3.4-MPI bench/realapps/npb_cg.sh      -> prints the binary's path
#
# Environment: NPB_DIR, NPB_CLASS (default W), NPB_FFLAGS (default "-O2 -g"), MPIFC (default
# mpif90); see npb.sh.
set -euo pipefail
NPB_BENCH=cg NPB_SCRIPT_NAME=npb_cg.sh exec "$(dirname "${BASH_SOURCE[0]}")/npb.sh" "$@"

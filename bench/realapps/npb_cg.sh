#!/usr/bin/env bash
# Builds the NAS Parallel Benchmarks 3.4 MPI CG benchmark (class W) from an NPB source tree,
# unmodified, the way a user who builds it from source would: Open MPI's mpif90, -O2 -g (debug
# info, no -finstrument-functions, no forced frame pointers). gfortran >= 10 needs
# -fallow-argument-mismatch and -fallow-invalid-boz for NPB's Fortran 77 (see below).
#
#   NPB_DIR=/path/to/NPB3.4-MPI bench/realapps/npb_cg.sh      -> prints the binary's path
#
# NPB_DIR is the NPB3.4-MPI directory (the one holding CG/, common/, config/, sys/). The source
# tree is never modified: it is copied into ${TMPDIR:-/tmp}/ppw-realapps/build/npb and built
# there (a fresh copy each time, so an edited source tree is picked up).
# Environment: NPB_CLASS (default W), NPB_FFLAGS (default "-O2 -g"), MPIFC (default mpif90).
# The last line of output is the path of the built cg.<class>.x.
set -euo pipefail

if [ -z "${NPB_DIR:-}" ]; then
    cat >&2 <<'MSG'
npb_cg.sh: set NPB_DIR to an NPB 3.4 MPI source tree (the NPB3.4-MPI directory).
The NAS Parallel Benchmarks are not part of this repository. One way to get them is a git
checkout of github.com/mbdevpl/nas-parallel-benchmarks (a mirror of NASA's NPB releases):

    git clone https://github.com/mbdevpl/nas-parallel-benchmarks /tmp/nas-parallel-benchmarks
    NPB_DIR=/tmp/nas-parallel-benchmarks/NPB3.4-MPI bench/realapps/npb_cg.sh

or extract just that tree from a bare clone:
    git --git-dir=REPO.git archive HEAD NPB3.4-MPI | tar -x -C /tmp/npb
    NPB_DIR=/tmp/npb/NPB3.4-MPI bench/realapps/npb_cg.sh
MSG
    exit 2
fi
if [ ! -f "$NPB_DIR/CG/cg.f" ] || [ ! -f "$NPB_DIR/config/make.def.template" ]; then
    echo "npb_cg.sh: $NPB_DIR is not an NPB3.4-MPI tree (no CG/cg.f, config/make.def.template)" >&2
    exit 2
fi

CLASS=${NPB_CLASS:-W}
FFLAGS_NPB=${NPB_FFLAGS:--O2 -g}
MPIFC=${MPIFC:-mpif90}
command -v "$MPIFC" >/dev/null || { echo "npb_cg.sh: $MPIFC not found (apt-get install libopenmpi-dev gfortran)" >&2; exit 1; }

BUILD=${TMPDIR:-/tmp}/ppw-realapps/build/npb
rm -rf "$BUILD"
mkdir -p "$BUILD"
cp -a "$NPB_DIR"/. "$BUILD"/

# gfortran >= 10 turned two old extensions NPB relies on into errors: mismatched MPI buffer
# arguments (-fallow-argument-mismatch) and the X'..' hexadecimal constants of randi8.f, NPB's
# recommended random number generator (-fallow-invalid-boz). Add each flag only if the
# compiler knows it.
EXTRA=
echo 'end' > "$BUILD/probe.f90"
for flag in -fallow-argument-mismatch -fallow-invalid-boz; do
    if "$MPIFC" "$flag" -c "$BUILD/probe.f90" -o "$BUILD/probe.o" 2>/dev/null; then
        EXTRA="$EXTRA $flag"
    fi
done
EXTRA=${EXTRA# }
rm -f "$BUILD/probe.f90" "$BUILD/probe.o"

# make.def in the build copy only (NPB's own template with our compiler and flags).
cat > "$BUILD/config/make.def" <<DEF
MPIFC = $MPIFC
FLINK = \$(MPIFC)
FMPI_LIB =
FMPI_INC =
FFLAGS = $FFLAGS_NPB $EXTRA
FLINKFLAGS = \$(FFLAGS)
MPICC = mpicc
CLINK = \$(MPICC)
CMPI_LIB =
CMPI_INC =
CFLAGS = $FFLAGS_NPB
CLINKFLAGS = \$(CFLAGS)
CC = gcc -g
BINDIR = ../bin
CONVERTFLAG = -DFORTRAN_REC_SIZE=1
RAND = randi8
DEF

mkdir -p "$BUILD/bin"
( cd "$BUILD" && make cg CLASS="$CLASS" ) >"$BUILD/build.log" 2>&1 || {
    tail -30 "$BUILD/build.log" >&2
    echo "npb_cg.sh: build failed; log: $BUILD/build.log" >&2
    exit 1
}
lc=$(echo "$CLASS" | tr 'A-Z' 'a-z')
BIN=$BUILD/bin/cg.$CLASS.x
[ -x "$BIN" ] || BIN=$BUILD/bin/cg.$lc.x
[ -x "$BIN" ] || { echo "npb_cg.sh: no binary in $BUILD/bin" >&2; ls "$BUILD/bin" >&2; exit 1; }
echo "npb_cg.sh: built with $MPIFC $FFLAGS_NPB $EXTRA; log: $BUILD/build.log"
echo "$BIN"

#!/usr/bin/env bash
# Builds one NAS Parallel Benchmarks 3.4 MPI benchmark (NPB_BENCH: cg, lu, mg, ...; class
# NPB_CLASS, default W) from an NPB source tree, unmodified, the way a user who builds it from
# source would: Open MPI's mpif90, -O2 -g (debug info, no -finstrument-functions, no forced
# frame pointers). gfortran >= 10 needs -fallow-argument-mismatch and -fallow-invalid-boz for
# NPB's Fortran 77 (see below).
#
#   NPB_DIR=/path/to/NPB3.4-MPI NPB_BENCH=lu bench/realapps/npb.sh      -> prints the binary's path
#
# NPB_DIR is the NPB3.4-MPI directory (the one holding CG/, LU/, common/, config/, sys/). The
# source tree is never modified: it is copied into ${TMPDIR:-/tmp}/ppw-realapps/build/npb-<bench>
# and built there (a fresh copy each time, so an edited source tree is picked up).
# Environment: NPB_BENCH (required: bt cg dt ep ft is lu mg sp), NPB_CLASS (default W),
# NPB_FFLAGS (default "-O2 -g"), MPIFC (default mpif90).
# The last line of output is the path of the built <bench>.<class>.x.
# Some benchmarks accept only certain rank counts at run time: LU a grid of xdim x ydim with
# xdim >= ydim and xdim <= 2*ydim (1, 2, 4, 6, 8, ...), CG/FT/MG/IS a power of two,
# BT/SP a square (1, 4, 9, ...).
set -euo pipefail

ME=${NPB_SCRIPT_NAME:-npb.sh}
BENCH=$(echo "${NPB_BENCH:-}" | tr 'A-Z' 'a-z')
case "$BENCH" in
    bt|cg|dt|ep|ft|is|lu|mg|sp) ;;
    '') echo "$ME: set NPB_BENCH to one of bt cg dt ep ft is lu mg sp" >&2; exit 2 ;;
    *) echo "$ME: unknown NPB_BENCH '$BENCH' (one of bt cg dt ep ft is lu mg sp)" >&2; exit 2 ;;
esac
UP=$(echo "$BENCH" | tr 'a-z' 'A-Z')

if [ -z "${NPB_DIR:-}" ]; then
    cat >&2 <<MSG
$ME: set NPB_DIR to an NPB 3.4 MPI source tree (the NPB3.4-MPI directory).
The NAS Parallel Benchmarks are not part of this repository. One way to get them is a git
checkout of github.com/mbdevpl/nas-parallel-benchmarks (a mirror of NASA's NPB releases):

    git clone https://github.com/mbdevpl/nas-parallel-benchmarks /tmp/nas-parallel-benchmarks
    NPB_DIR=/tmp/nas-parallel-benchmarks/NPB3.4-MPI NPB_BENCH=$BENCH bench/realapps/npb.sh

or extract just that tree from a bare clone:
    git --git-dir=REPO.git archive HEAD NPB3.4-MPI | tar -x -C /tmp/npb
    NPB_DIR=/tmp/npb/NPB3.4-MPI NPB_BENCH=$BENCH bench/realapps/npb.sh
MSG
    exit 2
fi
if [ ! -f "$NPB_DIR/$UP/Makefile" ] || [ ! -f "$NPB_DIR/config/make.def.template" ]; then
    echo "$ME: $NPB_DIR is not an NPB3.4-MPI tree (no $UP/Makefile, config/make.def.template)" >&2
    exit 2
fi

CLASS=${NPB_CLASS:-W}
FFLAGS_NPB=${NPB_FFLAGS:--O2 -g}
MPIFC=${MPIFC:-mpif90}
command -v "$MPIFC" >/dev/null || { echo "$ME: $MPIFC not found (apt-get install libopenmpi-dev gfortran)" >&2; exit 1; }

BUILD=${TMPDIR:-/tmp}/ppw-realapps/build/npb-$BENCH
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
( cd "$BUILD" && make "$BENCH" CLASS="$CLASS" ) >"$BUILD/build.log" 2>&1 || {
    tail -30 "$BUILD/build.log" >&2
    echo "$ME: build failed; log: $BUILD/build.log" >&2
    exit 1
}
lc=$(echo "$CLASS" | tr 'A-Z' 'a-z')
BIN=$BUILD/bin/$BENCH.$CLASS.x
[ -x "$BIN" ] || BIN=$BUILD/bin/$BENCH.$lc.x
[ -x "$BIN" ] || { echo "$ME: no $BENCH binary in $BUILD/bin" >&2; ls "$BUILD/bin" >&2; exit 1; }
echo "$ME: built $BENCH class $CLASS with $MPIFC $FFLAGS_NPB $EXTRA; log: $BUILD/build.log"
echo "$BIN"

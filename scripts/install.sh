#!/usr/bin/env bash
# Install ppw under PREFIX, for everyone, behind an environment module:
#   PREFIX/bin                  ppw, ppw-mpi-NAME (and ppw-mpi for the default mpicc)
#   PREFIX/lib                  the runtimes libppw-NAME.so (libppw.so), libppw-armci*.a
#   PREFIX/include              ppw.h (user regions), gasp.h, gasp_upc.h, pupc.h (GASP)
#   PREFIX/share/ppw            ppw_gaspu.upc (GASP upcalls, compiled into UPC programs)
#   PREFIX/share/doc/ppw        the documentation
#   PREFIX/share/man/man1       ppw.1
#   PREFIX/share/modulefiles    ppw/VERSION, a Tcl module file (Lmod and Environment Modules)
#
# usage: scripts/install.sh PREFIX [--mpi NAME=path/to/mpicc]... [--no-build]
# --mpi as for scripts/build.sh (one runtime per MPI); --no-build installs what target/release
# holds.
#
# Relocatable: ppw finds its runtimes relative to its own executable (../lib), and the module
# file computes the prefix from its own path, so a moved or copied PREFIX works as it is.
# Atomic: every file is written as a temporary file in its destination folder and renamed over
# the old one, so programs running with the old install keep their (still mapped) files.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)

usage() {
  echo "usage: scripts/install.sh PREFIX [--mpi NAME=path/to/mpicc]... [--no-build]" >&2
  exit 2
}

prefix="" build=1 build_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --mpi) [ $# -ge 2 ] || usage; build_args+=(--mpi "$2"); shift 2 ;;
    --mpi=*) build_args+=("$1"); shift ;;
    --no-build) build=0; shift ;;
    -h|--help) usage ;;
    -*) echo "install: unknown option $1" >&2; usage ;;
    *) [ -z "$prefix" ] || usage; prefix=$1; shift ;;
  esac
done
[ -n "$prefix" ] || usage
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)

if [ $build = 1 ]; then
  "$src/scripts/build.sh" "${build_args[@]}"
fi
rel=$src/target/release
[ -x "$rel/ppw" ] || { echo "install: $rel/ppw is not built (run scripts/build.sh)" >&2; exit 1; }

# put SRC DST_DIR [NAME] [MODE]: install one file atomically (temporary file, then rename).
put() {
  local dst_dir=$2 name=${3:-$(basename "$1")} mode=${4:-644} tmp
  mkdir -p "$dst_dir"
  tmp=$(mktemp "$dst_dir/.$name.XXXXXX")
  cp "$1" "$tmp"
  chmod "$mode" "$tmp"
  mv -f "$tmp" "$dst_dir/$name"
}

# Only the runtimes and analyzers of the MPIs built this time: with --mpi, those named.
names=()
for ((i = 0; i < ${#build_args[@]}; i++)); do
  a=${build_args[$i]}
  case "$a" in
    --mpi) i=$((i + 1)); spec=${build_args[$i]} ;;
    --mpi=*) spec=${a#--mpi=} ;;
  esac
  names+=("${spec%%=*}")
done
if [ ${#names[@]} -eq 0 ]; then
  for f in "$rel"/libppw-*.so; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .so); names+=("${n#libppw-}")
  done
fi

put "$rel/ppw" "$prefix/bin" ppw 755
[ ! -x "$rel/ppw-mpi" ] || put "$rel/ppw-mpi" "$prefix/bin" ppw-mpi 755
[ ! -f "$rel/libppw.so" ] || put "$rel/libppw.so" "$prefix/lib" libppw.so 755
[ ! -f "$rel/libppw-armci.a" ] || put "$rel/libppw-armci.a" "$prefix/lib"
mpis=()
for n in "${names[@]}"; do
  [ -f "$rel/libppw-$n.so" ] || { echo "install: $rel/libppw-$n.so is not built" >&2; exit 1; }
  put "$rel/libppw-$n.so" "$prefix/lib" "libppw-$n.so" 755
  [ ! -f "$rel/libppw-armci-$n.a" ] || put "$rel/libppw-armci-$n.a" "$prefix/lib"
  [ ! -x "$rel/ppw-mpi-$n" ] || put "$rel/ppw-mpi-$n" "$prefix/bin" "ppw-mpi-$n" 755
  mpis+=("$n")
done
for h in "$src"/crates/runtime/include/*.h; do put "$h" "$prefix/include"; done
put "$src/crates/runtime/upc/ppw_gaspu.upc" "$prefix/share/ppw"
put "$src/README.md" "$prefix/share/doc/ppw"
put "$src/crates/runtime/README.md" "$prefix/share/doc/ppw" RUNTIME.md
for d in "$src"/docs/*.md; do put "$d" "$prefix/share/doc/ppw"; done
man=$(mktemp)
"$rel/ppw" man > "$man"
put "$man" "$prefix/share/man/man1" ppw.1
rm -f "$man"

version=$("$rel/ppw" -V | awk '{print $2}')
module=$(mktemp)
cat > "$module" <<EOF
#%Module1.0
## ppw $version: Parallel Performance Wizard (measure, analyze and explain MPI and PGAS
## programs). Written by ppw's scripts/install.sh. The prefix is found from this file's own
## place (PREFIX/share/modulefiles/ppw/$version), so a moved install needs no edit.
proc ModulesHelp { } {
    puts stderr "ppw $version: ppw run -- mpirun -np 4 ./app; ppw report ppw-app-*"
}
module-whatis "ppw $version: Parallel Performance Wizard"
set prefix [file dirname [file dirname [file dirname [file dirname [file normalize \$ModulesCurrentModulefile]]]]]
setenv PPW_ROOT \$prefix
prepend-path PATH \$prefix/bin
prepend-path MANPATH \$prefix/share/man
prepend-path CPATH \$prefix/include
EOF
put "$module" "$prefix/share/modulefiles/ppw" "$version"
rm -f "$module"
echo "install: ppw $version into $prefix (runtimes: ${mpis[*]:-none}); module: module use $prefix/share/modulefiles && module load ppw"

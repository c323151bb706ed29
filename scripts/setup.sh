#!/usr/bin/env bash
# Install what ppw needs on Debian 12 (run as root): Open MPI and MPICH side by side, gfortran,
# ARMCI-MPI (libarmci-mpi-dev: the ARMCI interposition archive builds against its armci.h),
# OpenSHMEM (part of Debian's Open MPI), otf2-tools (otf2-print, used to validate exports),
# chromium (headless: the tests open the HTML report in it), libclang-dev (the `mpi` crate of
# ppw-mpi, the distributed analysis, generates its MPI bindings with bindgen), and
# pyCubexR from PyPI in a venv (an independent CUBE4 reader for the export tests) and, in the same
# venv, what the Python package's tests need (maturin to build python/, pytest, pandas < 3,
# pyarrow, llnl-hatchet, llnl-thicket, and nbconvert with ipykernel for the notebook:
# docs/PYTHON.md), and, when the
# shared tools folder has it (../shared/tools/scalasca-2.6), the Scalasca 2.6 bundle (scout.mpi,
# cube_dump; needs xz-utils to unpack) that the OTF2 interop test runs on ppw's exports;
# libcoarrays-openmpi-dev and libcoarrays-mpich-dev (OpenCoarrays for both MPIs: caf, cafrun and the
# shared libcaf_*.so that the coarray validation programs link; `ppw run -- cafrun` is tested);
# slurm-wlm (slurmctld, slurmd, the client commands, and the pmix/pmi2 MPI plugins of
# slurm-wlm-basic-plugins) and munge: the Slurm tests start a private one-node cluster
# (scripts/slurm-cluster.sh, docs/SLURM.md). environment-modules: the install test loads
# the module file that scripts/install.sh writes.
#
# Another package manager may hold apt's locks (a fresh cloud machine runs unattended upgrades
# at boot): apt waits for dpkg's lock (DPkg::Lock::Timeout) and `apt-get update`, whose lists
# lock apt does not wait for, is retried; both for up to PPW_APT_LOCK_WAIT seconds (default
# 1800). PPW_SETUP_APT=always runs the apt steps even when every package is installed.
set -euo pipefail
lock_wait=${PPW_APT_LOCK_WAIT:-1800}

# apt_get ARGS...: apt-get that waits while another process holds one of apt's locks.
apt_get() {
  local deadline=$((SECONDS + lock_wait)) err
  err=$(mktemp)
  while :; do
    # stderr to the terminal and to $err (a pipeline: tee has finished when grep reads).
    if { apt-get -o DPkg::Lock::Timeout="$lock_wait" "$@" 2>&1 1>&3 | tee "$err" >&2; } 3>&1; then
      rm -f "$err"
      return 0
    fi
    if grep -q "Could not get lock\|Unable to lock\|Unable to acquire" "$err" && [ "$SECONDS" -lt "$deadline" ]; then
      echo "setup: another process holds apt's lock; waiting for it (up to ${lock_wait} s)" >&2
      sleep 5
      continue
    fi
    rm -f "$err"
    return 1
  done
}

pkgs=(build-essential pkg-config openmpi-bin libopenmpi-dev mpich libmpich-dev gfortran otf2-tools time
      python3 python3-venv xz-utils libarmci-mpi-dev chromium fonts-dejavu-core
      libclang-dev libcoarrays-openmpi-dev libcoarrays-mpich-dev slurm-wlm slurm-wlm-basic-plugins munge
      environment-modules)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] || [ "${PPW_SETUP_APT:-}" = always ]; then
  echo "setup: installing ${missing[*]:-nothing new}"
  export DEBIAN_FRONTEND=noninteractive
  apt_get update
  apt_get install -y --no-install-recommends "${missing[@]:-${pkgs[0]}}"
fi
venv=${PPW_TOOLS_VENV:-/opt/ppw-tools}
if ! "$venv/bin/python" -c "import pycubexr" 2>/dev/null; then
  echo "setup: installing pyCubexR into $venv"
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check pycubexr
fi
if ! "$venv/bin/python" -c "import maturin, pytest, pandas, pyarrow, hatchet, thicket, nbconvert, ipykernel" 2>/dev/null; then
  echo "setup: installing maturin, pytest, pandas, pyarrow, Hatchet, Thicket and nbconvert into $venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check maturin pytest "pandas<3" \
    pyarrow llnl-hatchet llnl-thicket nbconvert ipykernel
fi
scalasca_install=$(dirname "$0")/../../shared/tools/scalasca-2.6/install.sh
[ -f "$scalasca_install" ] || scalasca_install=${PPW_SHARED:-/work/shared}/tools/scalasca-2.6/install.sh
if [ -f "$scalasca_install" ]; then
  # Idempotent: prints the bin folder, extracts only when the archive changed.
  sh "$scalasca_install" "${PPW_SCALASCA_DIR:-/opt/scalasca-2.6}" >/dev/null
fi
command -v cargo >/dev/null || { echo "setup: cargo (the Rust toolchain) is required" >&2; exit 1; }
echo "setup: ok (mpicc -> $(readlink -f "$(command -v mpicc)"))"

#!/usr/bin/env bash
# Installs the real applications that bench/realapps/run.sh measures with ppw, from Debian 12's
# own packages (built against Open MPI 4.1, the MPI ppw's libppw-openmpi.so is built for):
#   lammps + lammps-examples (lmp, examples/melt/in.melt), hpcc, nwchem (nwchem-openmpi, which
#   pulls nwchem-data: the basis-set library a run needs), and Open MPI's compiler wrappers,
#   gfortran and make for the NAS Parallel Benchmarks (CG, LU), which npb.sh builds from a
#   source tree that is not installed here (see README.md, "Getting NPB").
# Run as root. Idempotent: apt-get install of already installed packages does nothing.
# Debug symbols: the -dbgsym packages live in the separate debian-debug archive, which is not
# in the default sources; they are installed only if the configured sources already have them
# (no sources are added here), so ppw's call paths into these apps may show no function names.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root (apt-get install)" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive

apt-get update

# nwchem's metapackage depends on "nwchem-openmpi | nwchem-mpich"; name the Open MPI build
# explicitly so ppw run -- mpirun (Open MPI) matches the program's MPI.
PKGS=(openmpi-bin libopenmpi-dev gfortran make
      lammps lammps-examples
      hpcc
      nwchem nwchem-openmpi nwchem-data)
apt-get install -y --no-install-recommends "${PKGS[@]}"

# Debug symbols, only from the sources already configured.
DBG=()
for p in lammps liblammps0 hpcc nwchem-openmpi; do
    if apt-cache show "$p-dbgsym" >/dev/null 2>&1; then
        DBG+=("$p-dbgsym")
    fi
done
if [ ${#DBG[@]} -gt 0 ]; then
    apt-get install -y --no-install-recommends "${DBG[@]}"
else
    echo "install.sh: no -dbgsym packages in the configured apt sources (debian-debug not configured); apps run without their debug symbols"
fi

echo "install.sh: installed: $(command -v lmp) $(command -v hpcc) $(command -v nwchem)"

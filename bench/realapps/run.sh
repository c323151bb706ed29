#!/usr/bin/env bash
# Measures real MPI applications, unmodified, with ppw and keeps each report:
#
#   bench/realapps/run.sh [lammps|npb_cg|npb_lu|hpcc|nwchem|all]...     (default: all)
#
# For each app, in ${TMPDIR:-/tmp}/ppw-realapps/<app> (DIR below):
#   1. one uninstrumented run in DIR/plain (wall time, for the overhead; PLAIN=0 skips it),
#   2. in DIR/run: OMPI_MCA_mpi_yield_when_idle=1 $PPW run --trace -o DIR/exp -- mpirun
#        --allow-run-as-root --oversubscribe -np $NP <app...>   (wall time of the measured run),
#   3. $PPW analyze exp, $PPW report exp > report.txt,
# then prints the paths, both times and the top of the report; times.tsv collects the times.
# Apps run one after another, never two at once.
#
# Apps (install them with bench/realapps/install.sh; NPB's source is not shipped):
#   lammps  Debian's lmp on the melt example of lammps-examples (3d Lennard-Jones melt, 4000
#           atoms, 250 steps); MELT_STEPS=N runs N steps instead.
#   npb_cg  NPB 3.4 MPI CG class W built by npb.sh from NPB_DIR (or the binary NPB_CG_BIN);
#           skipped (not failed) when neither is set. NPB_CG_CLASS (default NPB_CLASS, else W)
#           picks another class. NP must be a power of two.
#   npb_lu  NPB 3.4 MPI LU class W, the same way (NPB_LU_BIN, NPB_LU_CLASS). LU lays the ranks
#           out on an xdim x ydim grid with ydim <= xdim <= 2*ydim (NP = 1, 2, 4, 6, 8, 9, ...);
#           another NP fails before the run.
#   hpcc    Debian's hpcc, with an hpccinf.txt written here: HPL N=HPCC_N (default 1000),
#           NB=80 on a 2x2 grid; the other HPCC tests size themselves from it.
#   nwchem  Debian's nwchem (Open MPI build; Global Arrays over ARMCI-MPI, i.e. MPI RMA) on an
#           SCF energy of water in STO-3G (NWCHEM_BASIS=name: another basis of nwchem-data's
#           library, e.g. cc-pvdz), found through nwchem's compiled-in library path.
#
# Environment: PPW (default: this repo's target/release/ppw, else the main worktree's),
# NP (ranks, default 4), TMPDIR, PLAIN (1), TIMEOUT (seconds per run, default 600),
# REPORT_LINES (lines of each report printed, default 60).
# Exit status: 0 if every requested app was measured and reported, 1 otherwise.
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
if [ -z "${PPW:-}" ]; then
    PPW=$REPO/target/release/ppw
    if [ ! -x "$PPW" ]; then
        # A git worktree has no target/ of its own: use the main worktree's build.
        common=$(git -C "$REPO" rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
        [ -n "$common" ] && PPW=$(dirname "$common")/target/release/ppw
    fi
fi
[ -x "$PPW" ] || { echo "run.sh: no ppw at $PPW (cargo build --release, or set PPW)" >&2; exit 1; }
NP=${NP:-4}
PLAIN=${PLAIN:-1}
TIMEOUT=${TIMEOUT:-600}
REPORT_LINES=${REPORT_LINES:-60}
ROOT=${TMPDIR:-/tmp}/ppw-realapps
MPIRUN=(mpirun --allow-run-as-root --oversubscribe -np "$NP")
export OMPI_MCA_mpi_yield_when_idle=1
mkdir -p "$ROOT"
TIMES=$ROOT/times.tsv
[ -f "$TIMES" ] || printf 'date\tapp\tnp\tplain_s\tppw_run_s\tanalyze_s\treport_s\texp_bytes\tstatus\n' > "$TIMES"

now() { date +%s.%N; }
# Did the app itself finish its work? CHECK=(FILE REGEX) set by prepare_<app>: FILE "log"
# means the run's output, anything else a file the app wrote in its working directory.
app_ok() {  # app_ok WORKDIR LOG
    local f=${CHECK[0]}
    [ "$f" = log ] && f=$2 || f=$1/$f
    grep -qE "${CHECK[1]}" "$f" 2>/dev/null
}
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# --- inputs: each prepare_<app> fills the current directory and sets CMD (the app's argv) ---

prepare_lammps() {
    local shipped=/usr/share/lammps/examples/melt/in.melt
    command -v lmp >/dev/null || { echo "lmp not found: run bench/realapps/install.sh"; return 1; }
    if [ -f "$shipped" ]; then
        cp "$shipped" in.melt
    else
        # lammps-examples not installed: the same input as LAMMPS' examples/melt/in.melt.
        cat > in.melt <<'IN'
# 3d Lennard-Jones melt
units		lj
atom_style	atomic
lattice		fcc 0.8442
region		box block 0 10 0 10 0 10
create_box	1 box
create_atoms	1 box
mass		1 1.0
velocity	all create 3.0 87287 loop geom
pair_style	lj/cut 2.5
pair_coeff	1 1 1.0 1.0 2.5
neighbor	0.3 bin
neigh_modify	every 20 delay 0 check no
fix		1 all nve
thermo		50
run		250
IN
    fi
    if [ -n "${MELT_STEPS:-}" ]; then
        sed -i "s/^run[[:space:]].*/run\t\t$MELT_STEPS/" in.melt
    fi
    CMD=(lmp -in in.melt)
    CHECK=(log '^Total wall time')
}

# prepare_npb BENCH BIN CLASS: the NPB binary BIN, or, when BIN is empty, BENCH built by npb.sh
# from NPB_DIR in class CLASS; skipped (status 2) when neither BIN nor NPB_DIR is set.
prepare_npb() {
    local bench=$1 bin=$2 class=$3 var
    var=NPB_$(echo "$bench" | tr 'a-z' 'A-Z')_BIN
    if [ -z "$bin" ]; then
        if [ -z "${NPB_DIR:-}" ]; then
            echo "SKIP: set NPB_DIR to an NPB3.4-MPI source tree (see bench/realapps/npb.sh) or $var to a built $bench.$class.x"
            return 2
        fi
        bin=$(NPB_BENCH=$bench NPB_CLASS=$class "$HERE/npb.sh" | tail -1) || { echo "npb.sh ($bench) failed"; return 1; }
    fi
    [ -x "$bin" ] || { echo "no $bench binary at $bin"; return 1; }
    CMD=("$bin")
    CHECK=(log 'Verification    = *SUCCESSFUL')
}

prepare_npb_cg() {
    if (( NP < 1 || (NP & (NP - 1)) != 0 )); then
        echo "npb_cg needs a power-of-two NP (NP=$NP)"; return 1
    fi
    prepare_npb cg "${NPB_CG_BIN:-}" "${NPB_CG_CLASS:-${NPB_CLASS:-W}}"
}

prepare_npb_lu() {
    # LU's proc_grid accepts NP = xdim * ydim with ydim <= xdim <= 2 * ydim (LU/proc_grid.f).
    local y ok=0
    for ((y = 1; y * y <= NP; y++)); do
        if (( NP % y == 0 && NP / y <= 2 * y )); then ok=1; fi
    done
    [ $ok = 1 ] || { echo "npb_lu: LU cannot lay NP=$NP ranks out on its 2-D grid (use 1, 2, 4, 6, 8, 9, ...)"; return 1; }
    prepare_npb lu "${NPB_LU_BIN:-}" "${NPB_LU_CLASS:-${NPB_CLASS:-W}}"
}

prepare_hpcc() {
    command -v hpcc >/dev/null || { echo "hpcc not found: run bench/realapps/install.sh"; return 1; }
    local n=${HPCC_N:-1000} p=2 q=2
    # P x Q must equal the number of ranks: the most square grid for NP.
    local i
    for ((i = 1; i * i <= NP; i++)); do
        if (( NP % i == 0 )); then p=$i; q=$((NP / i)); fi
    done
    rm -f hpccoutf.txt   # hpcc appends to it
    # Debian's /usr/share/doc/hpcc/examples/_hpccinf.txt with a small N and the grid above.
    cat > hpccinf.txt <<IN
HPLinpack benchmark input file
Innovative Computing Laboratory, University of Tennessee
HPL.out      output file name (if any)
8            device out (6=stdout,7=stderr,file)
1            # of problems sizes (N)
$n         Ns
1            # of NBs
80           NBs
0            PMAP process mapping (0=Row-,1=Column-major)
1            # of process grids (P x Q)
$p            Ps
$q            Qs
16.0         threshold
1            # of panel fact
2            PFACTs (0=left, 1=Crout, 2=Right)
1            # of recursive stopping criterium
4            NBMINs (>= 1)
1            # of panels in recursion
2            NDIVs
1            # of recursive panel fact.
1            RFACTs (0=left, 1=Crout, 2=Right)
1            # of broadcast
1            BCASTs (0=1rg,1=1rM,2=2rg,3=2rM,4=Lng,5=LnM)
1            # of lookahead depth
1            DEPTHs (>=0)
2            SWAP (0=bin-exch,1=long,2=mix)
64           swapping threshold
0            L1 in (0=transposed,1=no-transposed) form
0            U  in (0=transposed,1=no-transposed) form
1            Equilibration (0=no,1=yes)
8            memory alignment in double (> 0)
##### This line (no. 32) is ignored (it serves as a separator). ######
0                      		Number of additional problem sizes for PTRANS
1200 10000 30000        	values of N
0                       	number of additional blocking sizes for PTRANS
40 9 8 13 13 20 16 32 64       	values of NB
IN
    CMD=(hpcc)
    CHECK=(hpccoutf.txt '^End of Summary section')
}

prepare_nwchem() {
    command -v nwchem >/dev/null || { echo "nwchem not found: run bench/realapps/install.sh"; return 1; }
    # Debian's nwchem finds its basis sets in /usr/share/nwchem/libraries (nwchem-data) by a
    # compiled-in path: no NWCHEM_BASIS_LIBRARY or .nwchemrc needed. "start" makes each run
    # begin from scratch (no restart from an old h2o.db).
    local basis=${NWCHEM_BASIS:-sto-3g}
    rm -f h2o.*
    cat > h2o.nw <<IN
start h2o
title "water SCF $basis"
memory total 400 mb
geometry units angstrom
  O  0.000  0.000  0.000
  H  0.000  0.757  0.587
  H  0.000 -0.757  0.587
end
basis
  * library $basis
end
scf
  thresh 1e-8
end
task scf energy
IN
    CMD=(nwchem h2o.nw)
    CHECK=(log 'Total SCF energy')
}

# --- one app ---

FAILED=()
SKIPPED=()
fail() { [[ " ${FAILED[*]} " == *" $1 "* ]] || FAILED+=("$1"); }
run_app() {
    local app=$1 dir=$ROOT/$1 rc t0 t1 plain_s=- run_s=- an_s=- rep_s=- bytes=- status=ok
    echo "=== $app ==="
    # input/: what prepare_<app> writes; plain/ and run/: copies of it, the working
    # directories of the uninstrumented and the measured run (apps write files next to their
    # input); exp/ and report.txt: ppw's experiment and report.
    # A skipped or failed preparation leaves the previous results in place.
    rm -rf "$dir/input.new"
    mkdir -p "$dir/input.new"
    cd "$dir/input.new" || return 1
    prepare_$app > "$dir/prepare.log" 2>&1; rc=$?
    cd "$dir" || return 1
    if [ $rc -ne 0 ]; then
        cat prepare.log
        rm -rf input.new
        if [ $rc -eq 2 ]; then SKIPPED+=("$app"); else fail "$app"; fi
        cd "$ROOT"; return 0
    fi
    rm -rf input plain run exp report.txt
    mv input.new input
    cp -a input plain && cp -a input run
    echo "command: ${MPIRUN[*]} ${CMD[*]}"

    if [ "$PLAIN" = 1 ]; then
        t0=$(now)
        ( cd plain && timeout "$TIMEOUT" "${MPIRUN[@]}" "${CMD[@]}" ) > plain.log 2>&1; rc=$?
        t1=$(now); plain_s=$(elapsed "$t0" "$t1")
        echo "uninstrumented: ${plain_s} s (exit $rc, output $dir/plain.log)"
        [ $rc -eq 0 ] || status="plain-exit-$rc"
        app_ok plain plain.log || { echo "uninstrumented run did not finish its work (no /${CHECK[1]}/ in ${CHECK[0]})"; status="plain-incomplete"; }
    fi

    t0=$(now)
    ( cd run && timeout "$TIMEOUT" "$PPW" run --trace -o "$dir/exp" -- "${MPIRUN[@]}" "${CMD[@]}" ) > run.log 2>&1; rc=$?
    t1=$(now); run_s=$(elapsed "$t0" "$t1")
    echo "ppw run --trace: ${run_s} s (exit $rc, output $dir/run.log)"
    if ! app_ok run run.log; then
        echo "measured run did not finish its work (no /${CHECK[1]}/ in ${CHECK[0]})"
        status="run-incomplete"; fail "$app"
    fi
    if [ $rc -ne 0 ] || [ ! -d exp ]; then
        tail -20 run.log
        status="run-exit-$rc"; fail "$app"
    else
        bytes=$(du -sb exp | cut -f1)
        t0=$(now)
        "$PPW" analyze exp > analyze.log 2>&1; rc=$?
        t1=$(now); an_s=$(elapsed "$t0" "$t1")
        echo "ppw analyze: ${an_s} s (exit $rc, output $dir/analyze.log)"
        if [ $rc -ne 0 ]; then tail -20 analyze.log; status="analyze-exit-$rc"; fail "$app"; fi
        t0=$(now)
        "$PPW" report exp > report.txt 2> report.err; rc=$?
        t1=$(now); rep_s=$(elapsed "$t0" "$t1")
        echo "ppw report: ${rep_s} s (exit $rc)"
        if [ $rc -ne 0 ] || [ ! -s report.txt ]; then
            tail -20 report.err; status="report-exit-$rc"; fail "$app"
        fi
        echo "experiment: $dir/exp ($bytes bytes)"
        echo "report:     $dir/report.txt"
        echo "--- top of $dir/report.txt ---"
        head -n "$REPORT_LINES" report.txt
        echo "---"
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -Is)" "$app" "$NP" "$plain_s" "$run_s" \
        "$an_s" "$rep_s" "$bytes" "$status" >> "$TIMES"
    cd "$ROOT"
}

APPS=("$@")
[ ${#APPS[@]} -eq 0 ] && APPS=(all)
LIST=()
for a in "${APPS[@]}"; do
    case "$a" in
        all) LIST+=(lammps npb_cg npb_lu hpcc nwchem) ;;
        lammps|npb_cg|npb_lu|hpcc|nwchem) LIST+=("$a") ;;
        *) echo "usage: $0 [lammps|npb_cg|npb_lu|hpcc|nwchem|all]..." >&2; exit 2 ;;
    esac
done
echo "ppw: $PPW; ranks: $NP; scratch: $ROOT"
for a in "${LIST[@]}"; do run_app "$a"; done
echo "times: $TIMES"
[ ${#SKIPPED[@]} -eq 0 ] || echo "skipped: ${SKIPPED[*]}"
if [ ${#FAILED[@]} -ne 0 ]; then echo "failed: ${FAILED[*]}"; exit 1; fi
exit 0

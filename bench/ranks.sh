#!/bin/sh
# Many ranks (issue 37, item 5): what ppw costs at 64, 128 and 256 ranks on this machine,
# oversubscribed (Open MPI ranks sleep when idle: OMPI_MCA_mpi_yield_when_idle=1; MPICH's
# ranks poll, which it cannot be told not to). The program is bench/ranks_app.c (MPI_Init,
# ITERS iterations of a ring exchange and an MPI_Allreduce, MPI_Finalize), which measures its
# own MPI_Init and MPI_Finalize wall time. Per MPI and rank count, RUNS runs without ppw and
# RUNS under `ppw run --trace`; every value is the median over the runs:
#   init, fin     the program's MPI_Init / MPI_Finalize wall time, mean and max over ranks,
#                 without ppw (plain) and with it (ppw);
#   setup         ppw's own work recorded as PPW_SETUP (after PMPI_Init: rank file, clock
#                 offsets; before PMPI_Finalize: clock offsets, CPU sample), mean and max over
#                 ranks, from `ppw dump`;
#   job           mpirun's wall time, plain and under `ppw run` (which reads the experiment
#                 once at the end);
#   files, bytes  what the experiment directory holds;
#   info, analyze wall time of `ppw info DIR` and `ppw analyze -q DIR` (all cores), and the
#                 peak RSS of the analysis.
# Reported in docs/BENCHMARKS.md ("Many ranks"), never asserted. Run it on an otherwise idle
# machine.
#
# Usage: bench/ranks.sh [RUNS, default 3]
# Environment:
#   RANKS     rank counts (default "64 128 256")
#   MPIS      openmpi and/or mpich (default "openmpi mpich")
#   ITERS     iterations of the program (default 5)
#   PER_HOST  simulate hosts of this many ranks each (rank r on host r / PER_HOST): every rank
#             runs in its own mount namespace (unshare --mount, needs root) with its host's
#             kernel boot id bind-mounted over /proc/sys/kernel/random/boot_id, so that ppw
#             measures clock offsets as across hosts. Unset: one host, the real one. The plain
#             runs go through the same wrapper.
#   PPW       the ppw executable (default target/release/ppw; its runtimes next to it)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-3}
RANKS=${RANKS:-64 128 256}
MPIS=${MPIS:-openmpi mpich}
ITERS=${ITERS:-5}
PER_HOST=${PER_HOST:-}
PPW=${PPW:-$ROOT/target/release/ppw}
DIR=${TMPDIR:-/tmp}/ppw-bench-ranks
export OMPI_MCA_mpi_yield_when_idle=1
mkdir -p "$DIR"
WRAP=""
if [ -n "$PER_HOST" ]; then
    WRAP=$DIR/host.sh
    cat >"$WRAP" <<'EOF'
#!/bin/sh
# A simulated host: this rank's host's boot id over the kernel's, in a mount namespace of its own.
r=${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-0}}
f=$PPW_RANKS_BOOT_DIR/boot-$((r / PPW_RANKS_PER_HOST))
exec unshare --mount sh -c 'mount --bind "$0" /proc/sys/kernel/random/boot_id && exec "$@"' "$f" "$@"
EOF
    chmod +x "$WRAP"
    export PPW_RANKS_BOOT_DIR="$DIR/boot" PPW_RANKS_PER_HOST="$PER_HOST"
    mkdir -p "$PPW_RANKS_BOOT_DIR"
    max=0
    for n in $RANKS; do [ "$n" -gt "$max" ] && max=$n; done
    h=0
    while [ "$h" -lt "$max" ]; do
        printf '%08x-5eed-4000-8000-%012x\n' "$h" "$h" >"$PPW_RANKS_BOOT_DIR/boot-$h"
        h=$((h + 1))
    done
fi

# median: the middle value of the numbers on stdin.
median() { sort -g | awk '{v[NR]=$1} END {print NR ? v[int((NR + 1) / 2)] : "nan"}'; }

# stats FILE: "mean_init max_init mean_fin max_fin" over the program's lines in FILE.
stats() {
    awk '$1=="ranks_app" {i+=$3; f+=$4; if($3>mi)mi=$3; if($4>mf)mf=$4; n++}
         END {if (n) printf "%.3f %.3f %.3f %.3f\n", i/n, mi, f/n, mf; else print "nan nan nan nan"}' "$1"
}

# setup EXP: "mean_init max_init mean_fin max_fin" of the PPW_SETUP regions (the first of a rank
# is after PMPI_Init, the last before PMPI_Finalize).
setup() {
    "$PPW" dump "$1" | awk '$5=="PPW_SETUP" && $4=="enter" {e[$1]=$3}
        $5=="PPW_SETUP" && $4=="exit" {d=($3-e[$1])/1e9; k=++c[$1]
            if (k==1) {si+=d; if(d>mi)mi=d; ni++} else {sf+=d; if(d>mf)mf=d; nf++}}
        END {if (ni && nf) printf "%.3f %.3f %.3f %.3f\n", si/ni, mi, sf/nf, mf; else print "nan nan nan nan"}'
}

# col K FILE: the median of column K of FILE.
col() { awk -v k="$1" '{print $k}' "$2" | median; }

printf '# %s, %s ranks per host, ITERS=%s, RUNS=%s, medians; times in s (mean/max over ranks)\n' \
    "$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')" "${PER_HOST:-all}" "$ITERS" "$RUNS"
printf '%-7s %5s | %-13s %-13s %-13s | %-13s %-13s %-13s | %7s %7s | %5s %9s | %6s %7s %7s\n' \
    mpi ranks "init plain" "init ppw" "setup@init" "fin plain" "fin ppw" "setup@fin" \
    "job" "job ppw" files bytes info analyze "RSS MiB"
for mpi in $MPIS; do
    case $mpi in
    openmpi) cc=mpicc.openmpi; run="mpirun.openmpi --allow-run-as-root --oversubscribe" ;;
    mpich) cc=mpicc.mpich; run="mpirun.mpich" ;;
    *) echo "unknown MPI $mpi" >&2; exit 2 ;;
    esac
    command -v "$cc" >/dev/null || { echo "# $mpi: no $cc, skipped"; continue; }
    app=$DIR/ranks_app-$mpi
    "$cc" -O2 -o "$app" "$ROOT/bench/ranks_app.c"
    for n in $RANKS; do
        : >"$DIR/plain" && : >"$DIR/ppw" && : >"$DIR/setup" && : >"$DIR/job" && : >"$DIR/jobppw"
        for i in $(seq "$RUNS"); do
            /usr/bin/time -f %e -o "$DIR/t" $run -np "$n" $WRAP "$app" "$ITERS" >"$DIR/out" 2>&1 || true
            stats "$DIR/out" >>"$DIR/plain"
            cat "$DIR/t" >>"$DIR/job"
            rm -rf "$DIR/exp"
            /usr/bin/time -f %e -o "$DIR/t" "$PPW" run --trace -o "$DIR/exp" -- \
                $run -np "$n" $WRAP "$app" "$ITERS" >"$DIR/out" 2>&1 || true
            stats "$DIR/out" >>"$DIR/ppw"
            cat "$DIR/t" >>"$DIR/jobppw"
            setup "$DIR/exp" >>"$DIR/setup"
        done
        files=$(find "$DIR/exp" -type f | wc -l)
        bytes=$(du -sb "$DIR/exp" | cut -f1)
        : >"$DIR/info" && : >"$DIR/analyze" && : >"$DIR/rss"
        for i in $(seq "$RUNS"); do
            /usr/bin/time -f %e -o "$DIR/t" "$PPW" info "$DIR/exp" >/dev/null 2>&1 || true
            cat "$DIR/t" >>"$DIR/info"
            /usr/bin/time -f "%e %M" -o "$DIR/t" "$PPW" analyze -q --json "$DIR/a.json" "$DIR/exp" >/dev/null 2>&1 || true
            cut -d' ' -f1 "$DIR/t" >>"$DIR/analyze"
            cut -d' ' -f2 "$DIR/t" >>"$DIR/rss"
        done
        pair() { printf '%s/%s' "$(col "$1" "$2")" "$(col $(($1 + 1)) "$2")"; }
        printf '%-7s %5s | %-13s %-13s %-13s | %-13s %-13s %-13s | %7s %7s | %5s %9s | %6s %7s %7s\n' \
            "$mpi" "$n" "$(pair 1 "$DIR/plain")" "$(pair 1 "$DIR/ppw")" "$(pair 1 "$DIR/setup")" \
            "$(pair 3 "$DIR/plain")" "$(pair 3 "$DIR/ppw")" "$(pair 3 "$DIR/setup")" \
            "$(median <"$DIR/job")" "$(median <"$DIR/jobppw")" "$files" "$bytes" \
            "$(median <"$DIR/info")" "$(median <"$DIR/analyze")" "$(($(median <"$DIR/rss") / 1024))"
    done
done

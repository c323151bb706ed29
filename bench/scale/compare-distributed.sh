#!/bin/bash
# Two builds of ppw-mpi on the trace bench/scale/distributed.sh wrote (run it first), rounds
# interleaved: wall time and the peak RSS of the largest process and of all, for K = 2 and 4;
# then whether their JSON results are identical. For a change to the distributed analysis:
# build the commit before it into another target directory, e.g.
#   git worktree add /tmp/base BASE && (cd /tmp/base && MPICC=mpicc.openmpi \
#     CARGO_TARGET_DIR=$PWD/target/base cargo build --release -p ppw-cli --features mpi)
# Usage: bench/scale/compare-distributed.sh BASE_PPW_MPI NEW_PPW_MPI [ROUNDS, default 2]
set -u
BASE=${1:?usage: $0 BASE_PPW_MPI NEW_PPW_MPI [ROUNDS]}
NEW=${2:?usage: $0 BASE_PPW_MPI NEW_PPW_MPI [ROUNDS]}
ROUNDS=${3:-2}
DIR=${TMPDIR:-/tmp}/ppw-scale-distributed
[ -f "$DIR/ppw.json" ] || { echo "no trace in $DIR: run bench/scale/distributed.sh first" >&2; exit 2; }
export OMPI_MCA_mpi_yield_when_idle=1 OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for round in $(seq "$ROUNDS"); do
  for k in 2 4; do
    for v in base new; do
      bin=$BASE; [ $v = new ] && bin=$NEW
      rm -f "$DIR/rss.$v"
      s=$(date +%s.%N)
      mpirun --oversubscribe -np $k /usr/bin/time -a -o "$DIR/rss.$v" -f %M "$bin" analyze -q "$DIR" \
        --threads 1 --json "$DIR/$v-k$k.json" >/dev/null 2>&1 || echo "K=$k $v failed"
      e=$(date +%s.%N)
      printf "round %s K=%s %-4s wall %.2f s, " "$round" $k $v "$(echo "$e - $s" | bc)"
      awk '{s += $1; if ($1 > m) m = $1} END {printf "largest %.0f MiB, sum %.0f MiB\n", m / 1024, s / 1024}' "$DIR/rss.$v"
    done
  done
done
python3 - "$DIR" <<'PY'
import json, sys
d = sys.argv[1]
def load(n):
    x = json.load(open(f"{d}/{n}.json")); x.pop("speed", None); return x
for k in (2, 4):
    print(f"K={k} JSON:", "identical" if load(f"base-k{k}") == load(f"new-k{k}") else "DIFFERENT")
PY

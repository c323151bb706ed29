#!/usr/bin/env bash
# A private one-node Slurm cluster in a folder, for the Slurm tests (crates/cli/tests/slurm.rs,
# docs/SLURM.md): its own munged (own key and socket), slurmctld and slurmd in the foreground as
# background processes of this script's caller, on free ports, with every state, spool, pid and
# log file inside the folder. Nothing of the machine's own Slurm or munge (/etc/slurm,
# /etc/munge, /run/munge) is read or touched.
#
#   scripts/slurm-cluster.sh start DIR [OWNER_PID]
#       Start the cluster in DIR (created; keep its path short: munge's socket lives in it) and
#       wait until the node is idle; print the configuration's path (client commands need
#       SLURM_CONF set to it). With OWNER_PID, a watchdog stops the cluster when that process
#       ends (a test killed before it could stop it).
#   scripts/slurm-cluster.sh stop DIR
#       Cancel its jobs, stop its daemons (SIGTERM, SIGKILL after 10 s). Idempotent.
#
# The node claims CPUS (default 16) CPUs whatever the machine has (SlurmdParameters=
# config_overrides), so that several 4-rank jobs fit at once on a 2-core machine. PROCTRACK
# (default proctrack/linuxproc) sets how slurmd tracks a job's processes. Slurm
# checks time limits every 30 s: a job of --time=1 ends 60-90 s after its start (KillWait=5,
# OverTimeLimit=0).
set -euo pipefail

usage() { echo "usage: $0 start DIR [OWNER_PID] | stop DIR" >&2; exit 2; }
[ $# -ge 2 ] || usage
cmd=$1
dir=$2

# alive PID: the process runs (a zombie does not: the daemons' parent is init once this script
# has exited, and init may reap them late).
alive() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  [ "${stat%% *}" != Z ]
}

# pid_of NAME: the pid recorded for a daemon of this cluster, if it still runs.
pid_of() {
  local f="$dir/run/$1.pid" p
  [ -f "$f" ] || return 1
  p=$(cat "$f")
  [ -n "$p" ] && alive "$p" && echo "$p"
}

stop() {
  [ -d "$dir" ] || return 0
  local conf="$dir/slurm.conf" name p i
  # Running jobs first (slurmd's exit leaves them running): cancel, and wait for their end.
  if [ -f "$conf" ] && pid_of slurmctld >/dev/null; then
    export SLURM_CONF=$conf
    scancel --quiet --user=root 2>/dev/null || true
    for i in $(seq 1 40); do
      [ -z "$(squeue --noheader --format=%i --states=PENDING,CONFIGURING,RUNNING,COMPLETING 2>/dev/null)" ] && break
      sleep 0.25
    done
  fi
  for name in slurmd slurmctld munged; do
    p=$(pid_of "$name") || continue
    kill -TERM "$p" 2>/dev/null || true
    for i in $(seq 1 40); do
      alive "$p" || break
      sleep 0.25
    done
    alive "$p" && kill -KILL "$p" 2>/dev/null
  done
  # The watchdog, unless this is it.
  p=$(pid_of watchdog) && [ "$p" != "$$" ] && [ "$p" != "${BASHPID:-}" ] && kill "$p" 2>/dev/null
  rm -f "$dir"/run/*.pid
  return 0
}

# free_ports N: N currently free TCP ports, one a line.
free_ports() {
  python3 - "$1" <<'EOF'
import socket, sys
socks = []
for _ in range(int(sys.argv[1])):
    s = socket.socket()
    s.bind(("", 0))
    socks.append(s)
for s in socks:
    print(s.getsockname()[1])
EOF
}

# start_daemon NAME COMMAND...: run COMMAND in the background, in its own session (a Ctrl-C of
# the caller must not kill it half-way), its pid in run/NAME.pid, its output in log/NAME.out.
start_daemon() {
  local name=$1
  shift
  setsid "$@" </dev/null >"$dir/log/$name.out" 2>&1 &
  echo $! >"$dir/run/$name.pid"
}

fail() {
  echo "slurm-cluster: $*" >&2
  local f
  for f in "$dir"/log/*; do
    [ -s "$f" ] && { echo "--- $f (last lines)" >&2; tail -n 15 "$f" >&2; }
  done
  stop
  exit 1
}

start() {
  local owner=${1:-}
  for t in munged mungekey slurmctld slurmd sinfo python3; do
    command -v "$t" >/dev/null || { echo "slurm-cluster: $t is not installed (scripts/setup.sh installs it)" >&2; exit 1; }
  done
  if pid_of slurmctld >/dev/null; then
    echo "slurm-cluster: a cluster already runs in $dir" >&2
    exit 1
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  chmod 0700 "$dir"
  mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/log" "$dir/run"
  chmod 0700 "$dir/munge"
  local key="$dir/munge/munge.key" sock="$dir/munge/munge.socket" conf="$dir/slurm.conf"
  [ -f "$key" ] || mungekey --create --keyfile="$key"
  chmod 0400 "$key"
  [ ${#sock} -lt 100 ] || { echo "slurm-cluster: $sock is too long for a socket's path" >&2; exit 1; }

  local host ports ctld_port slurmd_port
  host=$(hostname -s)
  mapfile -t ports < <(free_ports 2)
  ctld_port=${ports[0]}
  slurmd_port=${ports[1]}
  cat >"$conf" <<EOF
# A private one-node cluster of scripts/slurm-cluster.sh (the Slurm tests of ppw).
ClusterName=ppwtest
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.daemon.pid
SlurmdPidFile=$dir/run/slurmd.daemon.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
# No systemd and no usable cgroups here.
ProctrackType=${PROCTRACK:-proctrack/linuxproc}
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
MpiDefault=none
# The node may claim more CPUs than the machine has.
SlurmdParameters=config_overrides
ReturnToService=2
KillWait=5
OverTimeLimit=0
InactiveLimit=0
MinJobAge=600
SlurmctldTimeout=30
SlurmdTimeout=60
NodeName=$host CPUs=${CPUS:-16} State=UNKNOWN
PartitionName=ppw Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
EOF

  start_daemon munged munged -F --force --key-file="$key" --socket="$sock" \
    --pid-file="$dir/run/munged.daemon.pid" --log-file="$dir/log/munged.log" \
    --seed-file="$dir/munge/munged.seed"
  local i
  for i in $(seq 1 40); do
    [ -S "$sock" ] && break
    pid_of munged >/dev/null || fail "munged exited"
    sleep 0.25
  done
  [ -S "$sock" ] || fail "munged did not open its socket $sock"
  start_daemon slurmctld slurmctld -D -c -f "$conf"
  start_daemon slurmd slurmd -D -f "$conf"
  export SLURM_CONF=$conf
  local state=""
  for i in $(seq 1 120); do
    pid_of slurmctld >/dev/null || fail "slurmctld exited"
    pid_of slurmd >/dev/null || fail "slurmd exited"
    state=$(sinfo --noheader --nodes="$host" --format=%t 2>/dev/null || true)
    [ "$state" = idle ] && break
    sleep 0.25
  done
  [ "$state" = idle ] || fail "the node is not idle after 30 s (state: '${state:-none}')"
  if [ -n "$owner" ]; then
    # Detached: the caller may wait for this script's output to close.
    setsid bash -c 'while s=$(cat "/proc/$1/stat" 2>/dev/null) && s=${s##*) } && [ "${s%% *}" != Z ]; do
        sleep 1
      done
      exec "$2" stop "$3"' \
      watchdog "$owner" "$(cd "$(dirname "$0")" && pwd)/$(basename "$0")" "$dir" \
      </dev/null >/dev/null 2>&1 &
    echo $! >"$dir/run/watchdog.pid"
  fi
  echo "$conf"
}

case $cmd in
  start) start "${3:-}" ;;
  stop) stop ;;
  *) usage ;;
esac

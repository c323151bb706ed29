#!/usr/bin/env bash
# Fuzz ppw's readers (docs/FUZZING.md): each target in turn for SECONDS (default 600), one core,
# starting from the committed seeds (fuzz/seeds/TARGET) plus what earlier runs found
# (fuzz/corpus/TARGET, not committed). Crashes, timeouts and out-of-memory inputs land in
# fuzz/artifacts/TARGET/; the script exits non-zero if any target found one.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (targets: native otf2 analysis_json)
#
# Not part of the default tests (scripts/test.sh): it installs cargo-fuzz and runs for minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(native otf2 analysis_json)

# cargo-fuzz from crates.io; libFuzzer comes with the libfuzzer-sys crate (built by cc, which
# needs a C++ compiler). No nightly toolchain: `--sanitizer none` builds on stable Rust.
if ! command -v cargo-fuzz >/dev/null; then
  cargo install cargo-fuzz --locked
fi
if ! command -v c++ >/dev/null; then
  apt-get install -y g++
fi

# Release optimizations with debug assertions and overflow checks (cargo-fuzz's default without
# -O): an integer overflow on input values is a crash, as in a debug build.
build=(--sanitizer none)
# libFuzzer: inputs up to 1 MiB, 10 s per input and 2 GiB of memory at most (the readers promise
# far less: under 1 GB and 20 s for any input under 1 MB).
run=(-max_len=1048576 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024
  -max_total_time="$secs" -print_final_stats=1)

status=0
for t in "${targets[@]}"; do
  mkdir -p "fuzz/corpus/$t" "fuzz/artifacts/$t"
  echo "== fuzz target $t for $secs s"
  (cd fuzz && cargo fuzz build "${build[@]}" "$t")
  if ! (cd fuzz && cargo fuzz run "${build[@]}" "$t" "corpus/$t" "seeds/$t" -- "${run[@]}" \
    2>&1 | tee "artifacts/$t/last-run.log" | grep -E '^#[0-9]+ *(DONE|pulse)|^stat::|ERROR|SUMMARY|Test unit written'); then
    :
  fi
  if ls "fuzz/artifacts/$t" | grep -qE '^(crash|timeout|oom|leak|slow-unit)-'; then
    echo "fuzz target $t found inputs: fuzz/artifacts/$t/ (reproduce: cd fuzz && cargo fuzz run ${build[*]} $t ARTIFACT)"
    status=1
  fi
done
exit $status

#!/usr/bin/env bash
# `cargo "$@"`, run again (at most twice) when cargo's probe of rustc fails.
#
# On this machine cargo's first probe of the compiler (`rustc - --print=cfg ...`, "failed to
# run `rustc` to learn about target-specific information") sometimes reads another compiler's
# error text as its input and fails; cargo caches the failure in the target directory's
# .rustc_info.json, so every later cargo command there failed too (three CI runs on
# 2026-11-26). Rerunning the same command after deleting that cache succeeds. Any other failure
# is returned as is.
set -uo pipefail
for attempt in 1 2 3; do
  err=$(mktemp)
  cargo "$@" 2>"$err"
  rc=$?
  cat "$err" >&2
  if [ "$rc" -ne 0 ] && [ "$attempt" -lt 3 ] &&
     grep -q "to learn about target-specific information" "$err"; then
    rm -f "$err" "${CARGO_TARGET_DIR:-target}/.rustc_info.json"
    echo "cargo-retry: cargo's probe of rustc failed (attempt $attempt); running it again" >&2
    continue
  fi
  rm -f "$err"
  exit "$rc"
done

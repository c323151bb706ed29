#!/usr/bin/env python3
"""Hostile-input campaign for the `ppw` command (issue 10; not part of the default test command).

Mutates three kinds of input and runs every reading command on each mutant, each under a 3 GiB
address-space limit and a 20 s timeout:

- native experiments (a small synthetic one from `bench_analyze gen`, and a real one measured
  with `ppw run` when a runtime is built): bytes of a rank file or of `ppw.json` flipped,
  overwritten with 0xFF runs or zeros, truncated, or a run of bytes repeated;
- Score-P OTF2 traces (`../shared/data/otf2/*`): the same on one of the archive's files;
- `analysis.json` results: the same, read by `ppw compare` and `ppw report`.

For every mutant it checks that no command dies of a signal (abort, segfault, OOM kill), that
every exit status is in {0, 1, 3}, that none used more than 1 GB of memory (inputs are far
under 1 MB) or ran for 20 s, and that `info`, `dump`, `analyze`, `report` and the exports give
the *same* status for the same mutant. Prints a summary and every violation; exits 1 if any.

Usage: scripts/hostile.py [--mutants N] [--seed S] [--work DIR] [--keep]
"""
import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PPW = os.path.join(ROOT, "target", "release", "ppw")
GEN = os.path.join(ROOT, "target", "release", "examples", "bench_analyze")
FIXTURES = os.path.join(ROOT, "..", "shared", "data", "otf2")
LIMIT_AS = 3 << 30
TIMEOUT = 20.0
MAX_RSS_KB = 1 << 20  # 1 GB


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_AS, LIMIT_AS))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run(args, cwd):
    """Run one command; returns (status or 'signal N' or 'timeout', seconds, max RSS in KB)."""
    start = time.monotonic()
    try:
        p = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             preexec_fn=limits)
        _, err = p.communicate(timeout=TIMEOUT)
        secs = time.monotonic() - start
        status = p.returncode if p.returncode >= 0 else f"signal {-p.returncode}"
        return status, secs, err.decode(errors="replace")[-400:]
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        return "timeout", TIMEOUT, ""


def max_rss_of_children_kb():
    """The largest peak memory of any child so far (a new maximum after a run is that run's)."""
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def mutate(data, rng):
    """One random mutation of a byte string."""
    if not data:
        return b"\xff" * 16
    b = bytearray(data)
    op = rng.choice(["flip", "ff", "zero", "truncate", "repeat", "bigint"])
    i = rng.randrange(len(b))
    n = rng.choice([1, 2, 4, 8, 16])
    if op == "flip":
        for k in range(i, min(len(b), i + n)):
            b[k] ^= 1 << rng.randrange(8)
    elif op == "ff":
        b[i:i + n] = b"\xff" * len(b[i:i + n])
    elif op == "zero":
        b[i:i + n] = b"\x00" * len(b[i:i + n])
    elif op == "truncate":
        del b[i:]
    elif op == "repeat":
        b[i:i] = b[i:i + n] * rng.choice([2, 16, 256])
    elif op == "bigint":
        # A varint / integer field claiming a huge value.
        b[i:i + 5] = bytes([0xff, 0xff, 0xff, 0xff, 0x0f])[: len(b[i:i + 5])]
    return bytes(b), f"{op}@{i}x{n}"


def files_of(root):
    out = []
    for d, _, fs in os.walk(root):
        for f in fs:
            out.append(os.path.relpath(os.path.join(d, f), root))
    return sorted(out)


def commands(target, out):
    """Every reading command on one input, with fresh outputs in `out`."""
    o = lambda n: os.path.join(out, n)
    return {
        "info": [PPW, "info", target],
        "dump": [PPW, "dump", target],
        "analyze": [PPW, "analyze", "-q", target, "--json", o("a.json")],
        "report": [PPW, "report", target],
        "export-otf2": [PPW, "export", target, "--otf2", o("otf2")],
        "export-cube": [PPW, "export", target, "--cube", o("r.cubex")],
        "export-perfetto": [PPW, "export", target, "--perfetto", o("t.pftrace")],
    }


def campaign(kind, base_dir, target_rel, mutants, rng, work, problems, stats):
    files = [f for f in files_of(base_dir) if not f.endswith(("analysis.json", ".c", "scalasca.json"))]
    for m in range(mutants):
        case = os.path.join(work, f"{kind}-{m}")
        shutil.rmtree(case, ignore_errors=True)
        shutil.copytree(base_dir, os.path.join(case, "in"))
        victim = rng.choice(files)
        path = os.path.join(case, "in", victim)
        with open(path, "rb") as f:
            data = f.read()
        mutated, how = mutate(data, rng)
        with open(path, "wb") as f:
            f.write(mutated)
        out = os.path.join(case, "out")
        os.makedirs(out)
        target = os.path.join(case, "in", target_rel)
        got = {}
        for name, args in commands(target, out).items():
            before = max_rss_of_children_kb()
            status, secs, err = run(args, case)
            rss = max_rss_of_children_kb()
            got[name] = status
            stats["runs"] += 1
            stats["max_seconds"] = max(stats["max_seconds"], secs)
            label = f"{kind} mutant {m} ({victim}: {how}) {name}"
            if status not in (0, 1, 3):
                problems.append(f"{label}: status {status}: {err}")
            if secs >= TIMEOUT:
                problems.append(f"{label}: ran {secs:.1f} s")
            if rss > stats["max_rss_kb"]:
                stats["max_rss_kb"] = rss
                stats["max_rss_where"] = label
            if rss > MAX_RSS_KB and rss > before:
                problems.append(f"{label}: peak memory {rss // 1024} MB")
        if len(set(map(str, got.values()))) > 1:
            problems.append(f"{kind} mutant {m} ({victim}: {how}): statuses differ: {got}")
        stats["mutants"] += 1
        if not stats["keep"]:
            shutil.rmtree(case, ignore_errors=True)


def json_campaign(good_json, mutants, rng, work, problems, stats):
    with open(good_json, "rb") as f:
        data = f.read()
    for m in range(mutants):
        case = os.path.join(work, f"json-{m}")
        shutil.rmtree(case, ignore_errors=True)
        os.makedirs(case)
        mutated, how = mutate(data, rng)
        bad = os.path.join(case, "bad.json")
        with open(bad, "wb") as f:
            f.write(mutated)
        for name, args in {"compare": [PPW, "compare", bad, good_json]}.items():
            status, secs, err = run(args, case)
            stats["runs"] += 1
            stats["max_seconds"] = max(stats["max_seconds"], secs)
            if status not in (0, 1, 3):
                problems.append(f"json mutant {m} ({how}) {name}: status {status}: {err}")
            if secs >= TIMEOUT:
                problems.append(f"json mutant {m} ({how}) {name}: ran {secs:.1f} s")
        stats["mutants"] += 1
        if not stats["keep"]:
            shutil.rmtree(case, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mutants", type=int, default=100, help="mutants per input kind")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--work", default="/tmp/ppw-hostile")
    ap.add_argument("--keep", action="store_true", help="keep every mutant's folder")
    a = ap.parse_args()
    for exe in (PPW, GEN):
        if not os.path.exists(exe):
            sys.exit(f"{exe} is missing: run scripts/build.sh and "
                     "cargo build --release -p ppw-analysis --example bench_analyze")
    rng = random.Random(a.seed)
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    native = os.path.join(a.work, "native")
    subprocess.run([GEN, "gen", native, "--ranks", "4", "--events", "3000"], check=True,
                   stdout=subprocess.DEVNULL)
    good_json = os.path.join(a.work, "good.json")
    subprocess.run([PPW, "analyze", "-q", native, "--json", good_json], check=True)
    if os.path.exists(os.path.join(native, "analysis.json")):
        os.remove(os.path.join(native, "analysis.json"))
    problems = []
    stats = {"runs": 0, "mutants": 0, "max_seconds": 0.0, "max_rss_kb": 0, "max_rss_where": "",
             "keep": a.keep}
    started = time.monotonic()
    campaign("native", native, ".", a.mutants, rng, a.work, problems, stats)
    for case in ["late_sender", "mixed", "rma_lock"]:
        src = os.path.join(FIXTURES, case)
        if os.path.isdir(src):
            trace = os.path.join(a.work, f"otf2-{case}")
            shutil.copytree(src, trace)
            campaign(f"otf2-{case}", trace, "traces.otf2", max(1, a.mutants // 3), rng, a.work,
                     problems, stats)
    json_campaign(good_json, a.mutants, rng, a.work, problems, stats)
    print(json.dumps({
        "mutants": stats["mutants"], "runs": stats["runs"],
        "seconds": round(time.monotonic() - started, 1),
        "slowest_run_s": round(stats["max_seconds"], 2),
        "peak_rss_mb": stats["max_rss_kb"] // 1024, "peak_rss_at": stats["max_rss_where"],
        "violations": len(problems)}, indent=1))
    for p in problems:
        print("VIOLATION:", p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()

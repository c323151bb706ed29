#!/usr/bin/env python3
"""What to fix first, ppw against Scalasca 2.6, on one experiment (or OTF2 trace):

    bench/realapps/rootcause_vs_scalasca.py EXP [WORKDIR]

1. `ppw analyze` (its analysis.json; `$PPW`, default target/release/ppw);
2. `ppw export --otf2` (skipped for an OTF2 anchor), `mpirun -np RANKS scout.mpi`,
   `cube_remap2 -d -s` (`$SCALASCA_BIN`, default /opt/scalasca-2.6/bin);
3. prints, per delay / classification / critical-path metric with a Scalasca name, the values
   per rank of both (`!` where they differ by more than 5% + 2 ms), then the largest delay
   call paths of each, and ppw's root causes and "what to fix first".

REUSE=1 keeps the Scalasca results of an earlier run in WORKDIR (when only ppw changed).

Exit status 0 (a table, not a check; crates/cli/tests/rootcause.rs is the check)."""
import json
import os
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PPW = os.environ.get("PPW", os.path.join(REPO, "target/release/ppw"))
BIN = os.environ.get("SCALASCA_BIN", "/opt/scalasca-2.6/bin")


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    exp = os.path.abspath(sys.argv[1])
    work = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else exp.rstrip("/") + "-scalasca")
    os.makedirs(work, exist_ok=True)
    js = os.path.join(work, "ppw.json")
    subprocess.run([PPW, "analyze", "-q", "--json", js, exp], check=False)
    a = json.load(open(js))
    reuse = os.environ.get("REUSE") == "1"
    if exp.endswith(".otf2"):
        anchor = exp
    elif reuse and os.path.exists(os.path.join(work, "otf2", "trace.cubex")):
        anchor = os.path.join(work, "otf2", "traces.otf2")
    else:
        out = os.path.join(work, "otf2")
        shutil.rmtree(out, ignore_errors=True)
        subprocess.run([PPW, "export", exp, "--otf2", out], check=False)
        anchor = os.path.join(out, "traces.otf2")
    d = os.path.dirname(anchor)
    env = dict(os.environ, OMPI_MCA_mpi_yield_when_idle="1")
    n = a["summary"]["ranks"]
    if not (reuse and os.path.exists(os.path.join(d, "trace.cubex"))):
        subprocess.run(["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", str(n),
                        os.path.join(BIN, "scout.mpi"), anchor], cwd=d, env=env,
                       capture_output=True, check=False)
        cube = os.path.join(d, "scout.cubex")
        run([os.path.join(BIN, "cube_remap2"), "-d", "-s", "-o", "trace.cubex", cube], cwd=d)
    cube = os.path.join(d, "trace.cubex")
    mets = [m for m in a["metrics"] if m["role"] == "impact" and m.get("scalasca")]
    kids = {}
    for m in a["metrics"]:
        if m.get("parent"):
            kids.setdefault(m["parent"], []).append(m["id"])

    def sub(i):
        r = [i]
        for k in kids.get(i, []):
            r += sub(k)
        return r

    names = [m["scalasca"] for m in mets]
    text = run([os.path.join(BIN, "cube_dump"), "-m", ",".join(names), "-z", "incl", "-c",
                "roots", "-s", "csv2", cube]).stdout
    lines = [l for l in text.splitlines() if l.strip()]
    hdr = lines[0].split(",")
    theirs = {}
    for l in lines[1:]:
        f = l.split(",")
        for j, h in enumerate(hdr[2:], 2):
            theirs.setdefault(h.strip(), {})
            r = int(f[1])
            theirs[h.strip()][r] = theirs[h.strip()].get(r, 0.0) + float(f[j])
    sev = a["severities"]
    differ = 0
    print(f"{'metric':36} per rank: ppw/Scalasca (s)")
    for m in mets:
        s = set(sub(m["id"]))
        row = []
        for r in range(n):
            p = sum(x["seconds"] for x in sev if x["metric"] in s and x["rank"] == r)
            t = theirs.get(m["scalasca"], {}).get(r, 0.0)
            bad = abs(p - t) > 0.05 * abs(p) + 0.002
            differ += bad
            row.append(f"{p:.4f}/{t:.4f}{'!' if bad else ''}")
        if any(v != "0.0000/0.0000" for v in row):
            print(f"{m['id']:36} " + " ".join(row[:16]) + (" ..." if n > 16 else ""))
    print(f"{differ} of {len(mets) * n} (metric, rank) values differ by more than 5% + 2 ms")
    # Largest delays per call path, both.
    tree = run([os.path.join(BIN, "cube_dump"), "-w", cube]).stdout.split("CALL TREE")[1]
    cnames = {}
    for l in tree.splitlines():
        if "( id=" in l:
            i = int(l.split("( id=")[1].split(",")[0])
            cnames[i] = (l.split("|-", 1)[1] if "|-" in l else l).split()[0]
    for metric in ["delay_latesender", "delay_latereceiver", "delay_barrier", "delay_n2n",
                   "delay_12n", "delay_n21", "critical_path"]:
        text = run([os.path.join(BIN, "cube_dump"), "-m", metric, "-z", "excl", "-c", "all",
                    "-s", "csv2", cube]).stdout
        per = {}
        for l in text.splitlines()[1:]:
            f = l.split(",")
            if len(f) > 2:
                per[int(f[0])] = per.get(int(f[0]), 0.0) + float(f[2])
        mine = {}
        tree_ids = set(sub(metric))
        for x in sev:
            if x["metric"] in tree_ids:
                mine[x["callpath"]] = mine.get(x["callpath"], 0.0) + x["seconds"]
        top_t = sorted(per.items(), key=lambda kv: -kv[1])[:3]
        top_p = sorted(mine.items(), key=lambda kv: -kv[1])[:3]
        if not top_t and not top_p:
            continue
        print(f"\nlargest {metric}:")
        print("  Scalasca: " + "; ".join(f"{cnames.get(c, c)} {v:.3f} s" for c, v in top_t if v > 0))
        print("  ppw:      " + "; ".join(f"{c} {v:.3f} s" for c, v in top_p if v > 0))
    print("\nppw's root causes:")
    for r in a.get("root_causes", [])[:5]:
        print("  - " + r["text"])
    print("ppw's findings by gain:")
    fs = sorted([f for f in a["findings"] if f.get("gain_seconds")],
                key=lambda f: -f["gain_seconds"])
    for f in fs[:5]:
        print(f"  {f['gain_seconds']:.3f} s (cost {f['seconds']:.3f} s) {f['kind']} in {f['callpath']}")


if __name__ == "__main__":
    main()

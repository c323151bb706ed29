"""Tests of the Python package `ppw` on experiments measured here, checked against what the
command line wrote (analysis.json) and against the rules of Pipit's, Hatchet's and Thicket's
data models. Needs target/release/ppw and its runtimes (scripts/build.sh) and Open MPI."""

import json
import os
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import ppw

ROOT = Path(__file__).resolve().parents[2]
PPW = Path(os.environ.get("PPW_BIN", ROOT / "target" / "release" / "ppw"))
ENV = dict(
    os.environ,
    OMPI_MCA_mpi_yield_when_idle="1",
    OMPI_ALLOW_RUN_AS_ROOT="1",
    OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
    OMPI_MCA_rmaps_base_oversubscribe="1",
)


def ppw_cli(*args):
    r = subprocess.run([str(PPW), *map(str, args)], env=ENV, capture_output=True, text=True)
    assert r.returncode in (0, 3), f"ppw {args}: {r.returncode}\n{r.stderr}"
    return r


@pytest.fixture(scope="session")
def runs(tmp_path_factory):
    """The bundled example measured in trace and profile mode (4 ranks), each analyzed by
    `ppw analyze`, and the trace exported to OTF2."""
    if not PPW.exists():
        pytest.fail(f"{PPW} is missing: run scripts/build.sh first")
    d = tmp_path_factory.mktemp("ppw-python")
    exe = d / "wizard_demo"
    subprocess.run(
        ["mpicc.openmpi", "-g", "-O2", "-o", str(exe), str(ROOT / "examples/mpi/wizard_demo.c")],
        check=True,
    )
    out = {}
    for mode in ("trace", "profile"):
        exp = d / f"exp-{mode}"
        ppw_cli("run", f"--{mode}", "-o", exp, "--", "mpirun.openmpi", "-np", "4", exe)
        ppw_cli("analyze", "-q", exp)
        out[mode] = exp
    exp = d / "exp-counters"
    ppw_cli("run", "--profile", "--metrics", "page-faults", "-o", exp, "--", "mpirun.openmpi",
            "-np", "4", exe)
    ppw_cli("analyze", "-q", exp)
    out["counters"] = exp
    ppw_cli("export", out["trace"], "--otf2", d / "otf2")
    out["otf2"] = d / "otf2" / "traces.otf2"
    return out


@pytest.fixture(scope="session")
def trace(runs):
    return ppw.open(runs["trace"])


def stored(exp_dir):
    return json.loads((Path(exp_dir) / "analysis.json").read_text())


def test_facts(runs, trace):
    a = stored(runs["trace"])
    assert trace.ranks == 4
    assert trace.mode == "trace"
    assert trace.program == "wizard_demo"
    assert trace.command[0] == "mpirun.openmpi" and trace.command[-1].endswith("wizard_demo")
    assert trace.hosts and len(trace.rank_hosts) == 4
    assert trace.format == "native"
    assert trace.problems == []
    assert abs(trace.duration - a["summary"]["duration"]) < 0.05 * a["summary"]["duration"]
    p = ppw.open(runs["profile"])
    assert p.mode == "profile" and p.ranks == 4


@pytest.mark.parametrize("mode", ["trace", "profile"])
def test_profile_equals_the_analysis(runs, mode):
    """Every (rank, call path) row of analysis.json: the same visits, inclusive time and
    bytes as the DataFrame's rows summed over threads."""
    e = ppw.open(runs[mode])
    df = e.profile()
    assert list(df.columns) == [
        "callpath", "region", "rank", "thread", "visits", "time_inclusive",
        "time_exclusive", "bytes_sent", "bytes_received", "node",
    ]
    assert (df["time_exclusive"] <= df["time_inclusive"] + 1e-12).all()
    per = df.groupby(["rank", "callpath"], observed=True)[
        ["visits", "time_inclusive", "bytes_sent", "bytes_received"]
    ].sum()
    rows = stored(runs[mode])["profile"]
    assert len(rows) == len(per)
    for r in rows:
        got = per.loc[(r["rank"], r["callpath"])]
        assert got["visits"] == r["visits"], r
        assert abs(got["time_inclusive"] - r["seconds"]) < 1e-9, r
        assert got["bytes_sent"] + got["bytes_received"] == r["bytes"], r
    # The demo's ring of 300,000 small messages from rank 2 to rank 3.
    sends = df[(df["region"] == "MPI_Send") & (df["rank"] == 2)]
    assert int(sends["visits"].sum()) == 300000


def test_profile_counters(runs):
    """A software counter (page-faults) read per region: the profile's values are the
    analysis's, rank by rank."""
    e = ppw.open(runs["counters"])
    df = e.profile()
    assert "page-faults" in df.columns
    a = e.analyze().profile()
    assert "page-faults" in a.columns
    per = df.groupby(["rank", "callpath"], observed=True)["page-faults"].sum(min_count=1)
    got = a.set_index(["rank", "callpath"])["page-faults"]
    both = got.dropna()
    assert len(both) >= 4  # at least main on every rank
    for k, v in both.items():
        assert per.loc[k] == v, k


def test_analysis_stored_and_fresh(runs, trace):
    a = stored(runs["trace"])
    got = trace.analyze()
    assert got.data == a  # current: the stored file, unchanged
    f = got.findings()
    assert list(f["kind"]) == [x["kind"] for x in a["findings"]]
    assert list(f["cost"]) == [x["seconds"] for x in a["findings"]]
    assert "late_sender" in set(f["kind"])
    s = got.severities()
    assert list(s.columns) == ["metric", "scalasca", "rank", "callpath", "seconds"]
    assert len(s) == len(a["severities"])
    ls = s[s["metric"] == "late_sender"]
    assert set(ls["scalasca"]) == {"mpi_latesender"}
    m = got.metrics()
    assert m["id"].iloc[0] == "time" and (m["parent"].isna() | m["parent"].isin(m["id"])).all()
    # Run again in this process: the same wait states and costs.
    fresh = trace.analyze(fresh=True)
    assert [x["kind"] for x in fresh.data["findings"]] == [x["kind"] for x in a["findings"]]
    for x, y in zip(fresh.data["findings"], a["findings"]):
        assert abs(x["seconds"] - y["seconds"]) < 1e-9
    key = lambda r: (r["metric"], r["rank"], r["callpath"])  # noqa: E731
    assert {key(r): r["seconds"] for r in fresh.data["severities"]} == pytest.approx(
        {key(r): r["seconds"] for r in a["severities"]}, abs=1e-9
    )
    # Other thresholds: analysed again, fewer findings.
    strict = trace.analyze(min_fraction=0.1)
    assert len(strict.findings()) < len(f)
    assert (strict.findings()["fraction"] >= 0.1 - 1e-12).all()
    assert strict.data["thresholds"]["min_fraction"] == 0.1
    with pytest.raises(ppw.PpwError, match="no_such_threshold"):
        trace.analyze(no_such_threshold=1)


def test_events_in_pipits_schema(runs, trace):
    t = trace.events_table()
    assert t.column_names == [
        "Timestamp (ns)", "Event Type", "Name", "Process", "Thread", "Attributes",
    ]
    df = t.to_pandas()
    assert set(df["Event Type"].unique()) == {"Enter", "Leave", "Instant"}
    # Pipit's pairing: every location's Enter/Leave nest, and each Leave names its Enter.
    for (proc, thread), g in df[df["Event Type"] != "Instant"].groupby(["Process", "Thread"]):
        ts = g["Timestamp (ns)"].to_numpy()
        assert (np.diff(ts) >= 0).all()
        stack = []
        for kind, name in zip(g["Event Type"].to_numpy(), g["Name"].to_numpy()):
            if kind == "Enter":
                stack.append(name)
            else:
                assert stack and stack.pop() == name
        assert stack == [], (proc, thread)
    # Sends pair with receives (sender, receiver, tag), and their counts are the analysis's.
    inst = df[df["Event Type"] == "Instant"]
    sends = inst[inst["Name"].isin(["MpiSend", "MpiIsend"])]
    recvs = inst[inst["Name"].isin(["MpiRecv", "MpiIrecv"])]
    key = lambda a: (a["sender"], a["receiver"], a["tag"])  # noqa: E731
    assert Counter(map(key, sends["Attributes"])) == Counter(map(key, recvs["Attributes"]))
    pairs = Counter((a["sender"], a["receiver"]) for a in sends["Attributes"])
    expected = {(x["from"], x["to"]): x["messages"] for x in stored(runs["trace"])["transfers"]}
    assert dict(pairs) == expected
    assert all(a["msg_length"] >= 0 for a in sends["Attributes"])
    assert inst[~inst["Name"].str.startswith(("Mpi", "Rma"))].empty
    assert df[df["Event Type"] != "Instant"]["Attributes"].isna().all()


def test_events_stream_ranks_and_windows(trace):
    full = trace.events()
    one = trace.events(ranks=[2])
    assert set(one["Process"]) == {2}
    assert len(one) == (full["Process"] == 2).sum()
    ts = full["Timestamp (ns)"]
    lo, hi = int(ts.quantile(0.25)), int(ts.quantile(0.5))
    w = trace.events(start=lo, end=hi)
    assert len(w) == ((ts >= lo) & (ts <= hi)).sum()
    assert w["Timestamp (ns)"].between(lo, hi).all()
    batches = list(trace.iter_events(ranks_per_batch=3))
    assert [sorted(set(b["Process"].to_pylist())) for b in batches] == [[0, 1, 2], [3]]
    assert sum(b.num_rows for b in batches) == len(full)


def test_otf2_export_reads_like_the_experiment(runs, trace):
    o = ppw.open(runs["otf2"])
    assert o.format == "otf2" and o.ranks == 4 and o.mode == "trace"
    a, b = trace.profile(), o.profile()
    count = lambda df, r: int(df[df["region"] == r]["visits"].sum())  # noqa: E731
    for region in ("MPI_Send", "MPI_Recv", "MPI_Barrier"):
        assert count(a, region) == count(b, region)
    assert o.events(ranks=[3])["Name"].eq("MpiRecv").sum() == 300000


def test_hatchet(runs, trace):
    gf = trace.to_hatchet()
    df = gf.dataframe
    nodes = len(gf.graph)
    assert len(df) == nodes * 4  # a row for every (node, rank)
    assert {"time", "time (inc)", "late_sender", "late_sender (inc)"} <= set(df.columns)
    recv = df[df["name"] == "MPI_Recv"]
    sev = trace.analyze().severities()
    want = sev[(sev["metric"] == "late_sender") & (sev["callpath"] == "main/MPI_Recv")]
    assert recv["late_sender"].sum() == pytest.approx(want["seconds"].sum(), abs=1e-9)
    main = df[df["name"] == "main"]
    assert main["late_sender (inc)"].sum() == pytest.approx(
        sev[sev["metric"] == "late_sender"]["seconds"].sum(), abs=1e-9
    )
    assert "MPI_Recv" in gf.tree(metric_column="time (inc)")
    small = gf.filter(lambda row: row["time (inc)"] > 0.01).squash()
    assert 0 < len(small.graph) < nodes
    prof = ppw.open(runs["profile"]).to_hatchet()
    assert list(prof.dataframe.columns) == list(df.columns)
    diff = gf - prof
    assert "time" in diff.dataframe.columns


def test_thicket(runs, tmp_path):
    paths = []
    for i in range(3):
        p = tmp_path / f"run{i}"
        shutil.copytree(runs["trace"], p)
        paths.append(p)
    tk = ppw.to_thicket(paths)
    assert len(tk.profile) == 3
    md = tk.metadata
    for col in ("program", "command", "ranks", "hosts", "mode", "date", "ppw_version"):
        assert col in md.columns
    assert set(md["ranks"]) == {4}
    assert set(md["ppw_version"]) == {ppw.__version__}
    groups = tk.groupby("mode")
    assert list(groups.keys()) == ["trace"]


def test_bad_input(runs, tmp_path):
    with pytest.raises(ppw.PpwError, match="no-such-dir"):
        ppw.open(tmp_path / "no-such-dir")
    junk = tmp_path / "junk.txt"
    junk.write_text("not a trace")
    with pytest.raises(ppw.PpwError, match="junk.txt"):
        ppw.open(junk)
    # A rank file cut in the middle: opening names it, reading the rest still works, and
    # the damaged rank's events raise an error naming the file, not a crash.
    cut = tmp_path / "cut"
    shutil.copytree(runs["trace"], cut)
    f = cut / "rank-00001.ppw"
    data = f.read_bytes()
    f.write_bytes(data[: len(data) // 2])
    try:
        e = ppw.open(cut)
    except ppw.PpwError as err:
        assert "rank-00001" in str(err)
        return
    assert any("rank-00001" in p or "rank 1" in p for p in e.problems)
    assert len(e.events(ranks=[0])) > 0
    try:
        e.events(ranks=[1])
    except ppw.PpwError as err:
        assert "rank-00001" in str(err)


def test_notebook_views(trace):
    assert "wizard_demo" in trace._repr_html_()
    assert "late_sender" in trace.analyze()._repr_html_()
    th = ppw.thresholds()
    assert "min_fraction" in set(th["key"])


def shared_otf2():
    """The Score-P traces of the shared data folder (../shared/data/otf2), if present."""
    for base in (os.environ.get("PPW_SHARED"), ROOT.parent / "shared", Path("/work/shared")):
        if base and (Path(base) / "data" / "otf2").is_dir():
            return Path(base) / "data" / "otf2"
    if os.environ.get("PPW_REQUIRE_TOOLS") == "1":
        pytest.fail("the shared Score-P traces (../shared/data/otf2) are missing")
    pytest.skip("no shared Score-P traces")


@pytest.mark.parametrize("name", ["mixed", "rma_pscw", "nonblocking"])
def test_score_p_traces_analyze_as_the_command_line_does(name, tmp_path):
    """Real Score-P traces (not written by ppw): the in-process analysis gives what `ppw
    analyze` writes, and the events pair as Pipit wants."""
    anchor = shared_otf2() / name / "traces.otf2"
    e = ppw.open(anchor)
    assert e.format == "otf2" and e.mode == "trace"
    out = tmp_path / "cli.json"
    ppw_cli("analyze", "-q", "--json", out, anchor)
    want = json.loads(out.read_text())
    got = e.analyze().data
    for k in ("speed", "input"):
        want.pop(k, None)
        got.pop(k, None)
    assert got == want
    per = e.profile().groupby(["rank", "callpath"], observed=True)["visits"].sum()
    for r in want["profile"]:
        assert per.loc[(r["rank"], r["callpath"])] == r["visits"]
    ev = e.events()
    sends = ev[ev["Name"].isin(["MpiSend", "MpiIsend"])]["Attributes"]
    recvs = ev[ev["Name"].isin(["MpiRecv", "MpiIrecv"])]["Attributes"]
    key = lambda a: (a["sender"], a["receiver"], a["tag"])  # noqa: E731
    assert Counter(map(key, sends)) == Counter(map(key, recvs))

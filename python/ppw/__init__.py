"""ppw from Python: experiments as pandas DataFrames and Arrow tables.

``ppw.open(path)`` opens a ppw experiment directory or an OTF2 trace (Score-P's
``traces.otf2``, or ppw's own export) with ppw's readers, compiled into this package: nothing
shells out to the ``ppw`` command.

- ``Experiment.profile()``: one row per (call path, rank, thread).
- ``Experiment.events()``: the trace in Pipit's schema (``Timestamp (ns)``, ``Event Type``,
  ``Name``, ``Process``, ``Thread``, ``Attributes``), built on an Arrow table
  (``events_table()``).
- ``Experiment.analyze(**thresholds)``: the automatic analysis (the stored ``analysis.json``
  when it is current, else run in this process), with ``severities()``, ``findings()``,
  ``metrics()``.
- ``Experiment.to_hatchet()``, ``ppw.to_thicket(paths)``, ``Experiment.to_pipit()``: the
  bridges to LLNL's Hatchet and Thicket and UMD's Pipit (installed separately).

Errors ppw reports are :class:`PpwError` exceptions carrying ppw's message (file, rank,
offset).
"""

from __future__ import annotations

import html
import json
import os
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from . import _ppw
from ._ppw import PpwError

__all__ = [
    "Analysis",
    "Experiment",
    "PpwError",
    "open",
    "thresholds",
    "to_thicket",
]
__version__ = _ppw.version()

_ROOT = 2**32 - 1
_EVENT_TYPES = ["Enter", "Leave", "Instant"]
_MESSAGE_FIELDS = ["sender", "receiver", "msg_length", "tag"]
_EVENT_DICT = pa.array(_EVENT_TYPES)
_EMPTY_EVENTS = pa.schema(
    [
        ("Timestamp (ns)", pa.int64()),
        ("Event Type", pa.dictionary(pa.int8(), pa.string())),
        ("Name", pa.dictionary(pa.int32(), pa.string())),
        ("Process", pa.uint32()),
        ("Thread", pa.uint32()),
        (
            "Attributes",
            pa.struct(
                [("sender", pa.int32()), ("receiver", pa.int32()), ("msg_length", pa.int64()),
                 ("tag", pa.int32())]
            ),
        ),
    ]
)


def _column(buf: bytes, typ: pa.DataType) -> pa.Array:
    """An Arrow array over the little-endian values in ``buf`` (no copy)."""
    n = len(buf) // (typ.bit_width // 8)
    return pa.Array.from_buffers(typ, n, [None, pa.py_buffer(buf)])


def _dictionary(codes: pa.Array, names: List[str]) -> pa.DictionaryArray:
    """A dictionary array of ``codes`` into ``names``, with repeated names merged (regions of
    the same name in different files): pandas wants unique categories."""
    first: Dict[str, int] = {}
    remap = np.empty(max(len(names), 1), dtype=np.int32)
    for i, n in enumerate(names):
        remap[i] = first.setdefault(n, len(first))
    if len(first) < len(names):
        codes = pa.array(remap[codes.to_numpy(zero_copy_only=False)])
    return pa.DictionaryArray.from_arrays(codes, pa.array(list(first), pa.string()))


def open(path) -> "Experiment":  # noqa: A001 (the API's name)
    """Open a ppw experiment directory, an OTF2 anchor file or a directory holding one."""
    return Experiment(_ppw.open(os.fspath(path)))


def thresholds() -> pd.DataFrame:
    """The thresholds ``Experiment.analyze`` accepts as keywords, with defaults and units."""
    return pd.DataFrame(
        _ppw.threshold_docs(), columns=["key", "default", "unit", "description"]
    )


class Experiment:
    """An opened ppw experiment or OTF2 trace (see :func:`open`)."""

    def __init__(self, native):
        self._x = native
        self._tree = None

    # ---- facts ------------------------------------------------------------------------------
    @property
    def path(self) -> str:
        """The path it was opened from."""
        return self._x.path

    @property
    def format(self) -> str:
        """``native`` (a ppw experiment) or ``otf2``."""
        return self._x.format

    @property
    def ranks(self) -> int:
        """Number of ranks of the run."""
        return self._x.ranks

    @property
    def hosts(self) -> List[str]:
        """The hosts the ranks ran on, sorted (``rank_hosts`` gives each rank's)."""
        return sorted({h for h in self._x.rank_hosts if h})

    @property
    def rank_hosts(self) -> List[str]:
        """The host of every rank, indexed by rank."""
        return list(self._x.rank_hosts)

    @property
    def mode(self) -> str:
        """``trace`` or ``profile``."""
        return self._x.mode

    @property
    def duration(self) -> float:
        """Measured duration in seconds."""
        return self._x.duration

    @property
    def program(self) -> str:
        """The measured program."""
        return self._x.program

    @property
    def command(self) -> List[str]:
        """The measured command line (empty for OTF2 traces)."""
        return list(self._x.command)

    @property
    def started(self) -> Optional[float]:
        """Start of the run in seconds since the Unix epoch (ppw experiments only)."""
        return self._x.started

    @property
    def problems(self) -> List[str]:
        """What opening found wrong (damaged or missing rank files, unfinished ranks)."""
        return list(self._x.problems)

    def metadata(self) -> Dict[str, object]:
        """The run's facts as one dict (Thicket's metadata row)."""
        return {
            "path": os.path.abspath(self.path),
            "program": self.program,
            "command": " ".join(self.command),
            "ranks": self.ranks,
            "hosts": ",".join(self.hosts),
            "mode": self.mode,
            "duration": self.duration,
            "date": self.started,
            "measured_by": self._x.measured_by,
            "ppw_version": __version__,
        }

    # ---- profile ----------------------------------------------------------------------------
    def _profile(self):
        if self._tree is None:
            self._tree = self._x.profile_columns()
        return self._tree

    def profile_table(self) -> pa.Table:
        """The call-path profile as an Arrow table (see :meth:`profile`)."""
        c = self._profile()
        node = _column(c["row_node"], pa.uint32())
        callpath = _dictionary(node.cast(pa.int32()), c["callpath"])
        node_region = _column(c["node_region"], pa.uint32()).to_numpy()
        region_codes = pa.array(node_region[node.to_numpy()].astype("int32"))
        region = _dictionary(region_codes, c["regions"])
        ns = lambda k: pc.divide(_column(c[k], pa.uint64()).cast(pa.float64()), 1e9)  # noqa: E731
        return pa.table(
            {
                "callpath": callpath,
                "region": region,
                "rank": _column(c["rank"], pa.uint32()),
                "thread": _column(c["thread"], pa.uint32()),
                "visits": _column(c["visits"], pa.uint64()),
                "time_inclusive": ns("time_inclusive_ns"),
                "time_exclusive": ns("time_exclusive_ns"),
                "bytes_sent": _column(c["bytes_sent"], pa.uint64()),
                "bytes_received": _column(c["bytes_received"], pa.uint64()),
                "node": node,
                **{
                    name: _column(buf, pa.float64())
                    for name, buf in zip(c["counters"], c["counter_values"])
                },
            }
        )

    def profile(self) -> pd.DataFrame:
        """One row per (call path, rank, thread): ``callpath`` (region names from the root
        joined by ``/``, as in ``analysis.json``), ``region``, ``rank``, ``thread``,
        ``visits``, ``time_inclusive`` and ``time_exclusive`` (seconds), ``bytes_sent``,
        ``bytes_received``, ``node`` (the call-path node's id, stable within this
        experiment), and one column per performance counter the run read (``ppw run
        --metrics``; inclusive, NaN where not read). Profile-mode experiments give the
        runtime's profile; traces the same numbers computed from the events (their counters
        per rank and call path are in ``analyze().profile()``)."""
        return self.profile_table().to_pandas()

    # ---- events -----------------------------------------------------------------------------
    def events_table(self, ranks: Optional[Iterable[int]] = None, start=None, end=None) -> pa.Table:
        """The trace as an Arrow table in Pipit's schema (see :meth:`events`)."""
        c = self._x.events_columns(
            None if ranks is None else [int(r) for r in ranks],
            None if start is None else max(0, int(start)),
            None if end is None else max(0, int(end)),
        )
        names = c["names"]
        chunks = []
        for k in range(len(c["time"])):
            kind = _column(c["kind"][k], pa.int8())
            fields = [
                _column(c["sender"][k], pa.int32()),
                _column(c["receiver"][k], pa.int32()),
                _column(c["msg_length"][k], pa.int64()),
                _column(c["tag"][k], pa.int32()),
            ]
            none = pc.equal(fields[0], -1)
            chunks.append(
                pa.record_batch(
                    {
                        "Timestamp (ns)": _column(c["time"][k], pa.int64()),
                        "Event Type": pa.DictionaryArray.from_arrays(kind, _EVENT_DICT),
                        "Name": _dictionary(_column(c["name"][k], pa.int32()), names),
                        "Process": _column(c["process"][k], pa.uint32()),
                        "Thread": _column(c["thread"][k], pa.uint32()),
                        "Attributes": pa.StructArray.from_arrays(
                            fields, names=_MESSAGE_FIELDS, mask=none
                        ),
                    }
                )
            )
        if not chunks:
            return _EMPTY_EVENTS.empty_table()
        return pa.Table.from_batches(chunks)

    def iter_events(self, ranks_per_batch: int = 64, start=None, end=None):
        """The trace as a sequence of Arrow tables of ``ranks_per_batch`` ranks each (rank
        order), for traces larger than memory: only one batch's columns exist at a time."""
        if ranks_per_batch < 1:
            raise ValueError("ranks_per_batch must be at least 1")
        for lo in range(0, self.ranks, ranks_per_batch):
            yield self.events_table(range(lo, min(lo + ranks_per_batch, self.ranks)), start, end)

    def events(self, ranks: Optional[Iterable[int]] = None, start=None, end=None) -> pd.DataFrame:
        """The trace in Pipit's event schema: ``Timestamp (ns)`` (int), ``Event Type``
        (``Enter``, ``Leave``, ``Instant``), ``Name``, ``Process`` (rank), ``Thread`` and
        ``Attributes`` (a dict for message instants: ``sender``, ``receiver``,
        ``msg_length``, ``tag``; None elsewhere). Message instants are named ``MpiSend``,
        ``MpiIsend``, ``MpiRecv`` and ``MpiIrecv``; one-sided transfers ``RmaPut``,
        ``RmaGet``, ``RmaAtomic``; a collective's end ``MpiCollectiveEnd``.

        ``ranks`` reads only those ranks' locations, ``start``/``end`` (ns) only that window
        (a location is read up to its first event after ``end``)."""
        df = self.events_table(ranks, start, end).to_pandas()
        return df

    # ---- analysis ---------------------------------------------------------------------------
    def analyze(self, fresh: bool = False, **thresholds) -> "Analysis":
        """The automatic analysis: the stored ``analysis.json`` when it was made from these
        files with these thresholds (unless ``fresh``), else run now in this process with
        ``ppw analyze``'s defaults and the given thresholds (``ppw.thresholds()`` lists them;
        no baseline file is used, nothing is written)."""
        items = [(k, float(v)) for k, v in thresholds.items()]
        return Analysis(json.loads(self._x.analysis_json(items, fresh)))

    # ---- bridges ----------------------------------------------------------------------------
    def to_hatchet(self, analysis: Optional["Analysis"] = None, metrics: str = "all"):
        """A ``hatchet.GraphFrame`` (LLNL's ``llnl-hatchet``): the call tree, one row per
        (node, rank) (zeros where a rank never entered a node, as Hatchet's ``tree()``
        wants), with ``time``/``time (inc)``, ``visits``, ``bytes_sent``/``bytes_received``
        from the profile and the analysis's metrics in seconds (wait states, delays, critical
        path) as exclusive and inclusive (``<metric> (inc)``) columns. ``metrics="all"``
        gives a column for every such metric of the metric tree, so that GraphFrames of
        different runs (trace or profile) have the same columns and subtract; ``"nonzero"``
        only those with a value in this run."""
        from hatchet.frame import Frame
        from hatchet.graph import Graph
        from hatchet.graphframe import GraphFrame
        from hatchet.node import Node

        c = self._profile()
        parents = _column(c["parent"], pa.uint32()).to_numpy()
        regions = c["regions"]
        node_region = _column(c["node_region"], pa.uint32()).to_numpy()
        callpaths = c["callpath"]
        nnodes, nranks = len(parents), self.ranks
        nodes: List[Node] = []
        roots = []
        for i in range(nnodes):
            p = int(parents[i])
            parent = None if p == _ROOT else nodes[p]
            n = Node(
                Frame({"name": regions[node_region[i]], "type": "function"}),
                parent=parent,
                hnid=i,
                depth=0 if parent is None else parent._depth + 1,
            )
            if parent is None:
                roots.append(n)
            else:
                parent.add_child(n)
            nodes.append(n)
        graph = Graph(roots)
        graph.enumerate_traverse()

        def matrix():
            return np.zeros((nnodes, nranks))

        def subtree(m):
            # Children have larger ids than their parents: add each node into its parent,
            # from the last node up.
            out = m.copy()
            for n in range(nnodes - 1, -1, -1):
                p = int(parents[n])
                if p != _ROOT:
                    out[p] += out[n]
            return out

        t = self.profile_table()
        node_ix = t["node"].to_numpy()
        rank_ix = t["rank"].to_numpy().astype(np.int64)
        exc: Dict[str, np.ndarray] = {}
        inc: Dict[str, np.ndarray] = {}
        for col, name in [
            ("time_exclusive", "time"),
            ("visits", "visits"),
            ("bytes_sent", "bytes_sent"),
            ("bytes_received", "bytes_received"),
        ]:
            m = matrix()
            np.add.at(m, (node_ix, rank_ix), t[col].to_numpy().astype(float))
            exc[name] = m
        m = matrix()
        np.add.at(m, (node_ix, rank_ix), t["time_inclusive"].to_numpy())
        inc["time (inc)"] = m

        a = analysis if analysis is not None else self.analyze()
        sev = a.severities()
        sev = sev[sev["metric"] != "time"]
        if metrics == "all":
            names = [
                m["id"]
                for m in a.data.get("metrics", [])
                if m.get("unit") == "seconds" and m["id"] != "time"
            ]
        elif metrics == "nonzero":
            names = sorted(set(sev["metric"]))
        else:
            raise ValueError(f"metrics={metrics!r}: give 'all' or 'nonzero'")
        index_of = {cp: i for i, cp in enumerate(callpaths)}
        per_metric = {k: v for k, v in sev.groupby("metric", sort=False)}
        for name in names:
            m = matrix()
            rows = per_metric.get(name)
            if rows is not None:
                n = rows["callpath"].map(index_of)
                ok = n.notna() & (rows["rank"] < nranks)
                np.add.at(
                    m,
                    (n[ok].to_numpy().astype(np.int64), rows["rank"][ok].to_numpy()),
                    rows["seconds"][ok].to_numpy(),
                )
            exc[name] = m
            inc[f"{name} (inc)"] = subtree(m)

        index = pd.MultiIndex.from_arrays(
            [np.repeat(np.array(nodes, dtype=object), nranks), np.tile(np.arange(nranks), nnodes)],
            names=["node", "rank"],
        )
        columns = {k: v.reshape(-1) for k, v in {**exc, **inc}.items()}
        df = pd.DataFrame(columns, index=index)
        df["name"] = np.repeat(np.array([regions[r] for r in node_region], dtype=object), nranks)
        return GraphFrame(
            graph,
            df,
            exc_metrics=list(exc.keys()),
            inc_metrics=list(inc.keys()),
            default_metric="time (inc)",
            metadata=self.metadata(),
        )

    def to_pipit(self, ranks: Optional[Iterable[int]] = None, start=None, end=None):
        """A ``pipit.Trace`` of :meth:`events` (needs Pipit, installed from its repository:
        the registry's ``pipit`` is an empty placeholder)."""
        try:
            from pipit import Trace
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError(
                "Pipit is not installed: pip install git+https://github.com/hpcgroup/pipit"
            ) from e
        return Trace(None, self.events(ranks, start, end))

    def _repr_html_(self) -> str:
        rows = [
            ("path", self.path),
            ("program", self.program),
            ("command", " ".join(self.command)),
            ("mode", self.mode),
            ("ranks", self.ranks),
            ("hosts", ", ".join(self.hosts)),
            ("duration", f"{self.duration:.3f} s"),
        ]
        if self.problems:
            rows.append(("problems", "; ".join(self.problems)))
        body = "".join(
            f"<tr><th style='text-align:left'>{html.escape(str(k))}</th>"
            f"<td style='text-align:left'>{html.escape(str(v))}</td></tr>"
            for k, v in rows
        )
        return f"<b>ppw experiment</b><table>{body}</table>"

    def __repr__(self) -> str:
        return repr(self._x)


class Analysis:
    """A ppw analysis result (``analysis.json``): see ``docs/ANALYSIS.md`` for every field."""

    def __init__(self, data: dict):
        self.data = data

    @property
    def summary(self) -> dict:
        """Facts about the run (program, mode, ranks, duration, events, ...)."""
        return self.data.get("summary", {})

    @property
    def warnings(self) -> List[str]:
        """What was skipped and why (damaged ranks, unmatched messages, ...)."""
        return list(self.data.get("warnings", []))

    def metrics(self) -> pd.DataFrame:
        """The metric tree, parents before children: ``id``, ``name``, ``parent``,
        ``scalasca`` (Scalasca's unique name where it has one), ``unit``, ``description``."""
        cols = ["id", "name", "parent", "scalasca", "unit", "description"]
        return pd.DataFrame(
            [{k: m.get(k) for k in cols} for m in self.data.get("metrics", [])], columns=cols
        )

    def severities(self) -> pd.DataFrame:
        """Every non-zero cell of the (metric, rank, call path) cube: ``metric``,
        ``scalasca``, ``rank``, ``callpath``, ``seconds`` (exclusive along the metric tree
        and the call tree)."""
        scalasca = {m["id"]: m.get("scalasca") for m in self.data.get("metrics", [])}
        rows = self.data.get("severities", [])
        df = pd.DataFrame(rows, columns=["metric", "rank", "callpath", "seconds"])
        df.insert(1, "scalasca", [scalasca.get(m) for m in df["metric"]])
        return df

    def findings(self) -> pd.DataFrame:
        """One row per finding, most costly first: ``kind``, ``callpath``, ``source``,
        ``cost`` (seconds), ``fraction`` (of the run's total time), ``gain`` (seconds the run
        would be shorter without it, from the critical path), ``rank``, ``ranks``, ``cause``,
        ``hint``, ``detail``."""
        out = []
        for f in self.data.get("findings", []):
            out.append(
                {
                    "kind": f.get("kind"),
                    "callpath": f.get("callpath"),
                    "source": f.get("source"),
                    "cost": f.get("seconds"),
                    "fraction": f.get("fraction"),
                    "gain": f.get("gain_seconds"),
                    "rank": f.get("rank"),
                    "ranks": f.get("ranks"),
                    "cause": f.get("cause"),
                    "hint": f.get("hint"),
                    "detail": f.get("detail"),
                }
            )
        cols = ["kind", "callpath", "source", "cost", "fraction", "gain", "rank", "ranks",
                "cause", "hint", "detail"]
        return pd.DataFrame(out, columns=cols)

    def profile(self) -> pd.DataFrame:
        """The analysis's call-path profile, one row per (rank, call path), threads merged:
        ``rank``, ``callpath``, ``visits``, ``seconds`` (inclusive), ``bytes`` (sent plus
        received), and one column per performance counter the run read."""
        rows = self.data.get("profile", [])
        df = pd.DataFrame(
            [{k: r.get(k) for k in ("rank", "callpath", "visits", "seconds", "bytes")} for r in rows],
            columns=["rank", "callpath", "visits", "seconds", "bytes"],
        )
        for c in self.data.get("counters", []):
            if c.get("available"):
                df[c["name"]] = [r.get("counters", {}).get(c["name"], np.nan) for r in rows]
        return df

    def root_causes(self) -> pd.DataFrame:
        """What to fix first: the delays that caused wait states, by descending gain."""
        return pd.DataFrame(self.data.get("root_causes", []))

    def _repr_html_(self) -> str:
        f = self.findings().head(5)
        rows = "".join(
            f"<tr><td>{html.escape(str(k))}</td><td>{html.escape(str(cp))}</td>"
            f"<td>{c:.3f} s</td><td>{100 * fr:.1f}%</td></tr>"
            for k, cp, c, fr in zip(f["kind"], f["callpath"], f["cost"], f["fraction"])
        )
        s = self.summary
        head = html.escape(
            f"{s.get('program', '?')}: {s.get('ranks', '?')} ranks, {s.get('mode', '?')}, "
            f"{len(self.data.get('findings', []))} findings"
        )
        return (
            f"<b>ppw analysis</b> {head}<table><tr><th>kind</th><th>call path</th>"
            f"<th>cost</th><th>share</th></tr>{rows}</table>"
        )


def to_thicket(paths: Sequence, aggregate: str = "mean"):
    """A ``thicket.Thicket`` (LLNL's ``llnl-thicket``) of several experiments: one profile per
    experiment, its ranks aggregated (``mean``, ``sum``, ``max`` or ``min``: Thicket's
    ``groupby`` and ``filter_metadata`` do not work on a (node, profile, rank) index; the
    per-rank data stays in ``Experiment.to_hatchet()``), and each experiment's facts
    (program, command, ranks, hosts, mode, date, ppw version) in its metadata table."""
    from thicket import Thicket

    tks = []
    for p in paths:
        e = open(p)
        gf = e.to_hatchet()
        df = gf.dataframe
        names = df.groupby(level="node", sort=False)["name"].first()
        agg = df.drop(columns=["name"]).groupby(level="node", sort=False).agg(aggregate)
        agg["name"] = names
        gf.dataframe = agg
        tks.append(Thicket.thicketize_graphframe(gf, os.path.abspath(os.fspath(p))))
    if len(tks) == 1:
        return tks[0]
    return Thicket.concat_thickets(tks, disable_tqdm=True)


"""Speed of the Python package (issue 39): events into pyarrow and profile(), best of 3.

Usage: python bench/python/speed.py EXPERIMENT [EXPERIMENT...]
(with `ppw` installed: pip install ./python). Prints, per experiment, the events read per
second (every event the locations hold), the table rows per second (Enter, Leave and the
instants that Pipit's schema keeps), the pandas conversion, and profile()."""

import sys
import time

import ppw


def best(f, n=3):
    out, t = None, float("inf")
    for _ in range(n):
        t0 = time.perf_counter()
        out = f()
        t = min(t, time.perf_counter() - t0)
    return out, t


for path in sys.argv[1:]:
    e = ppw.open(path)
    table, t_events = best(e.events_table)
    events = e.analyze().summary.get("events", 0)
    _, t_pandas = best(lambda: table.to_pandas())
    prof, t_profile = best(lambda: ppw.open(path).profile())
    print(
        f"{path}: {e.ranks} ranks, {events:,} events: events_table {t_events:.3f} s "
        f"({events / t_events / 1e6:.1f} M events/s read, {table.num_rows / t_events / 1e6:.1f} M rows/s, "
        f"{table.num_rows:,} rows); to_pandas {t_pandas:.3f} s; "
        f"profile() {t_profile:.3f} s ({len(prof):,} rows)"
    )

"""Dump a CUBE4 file's severities with pyCubexR, an independent reader (Extra-P project).

Usage: cube_dump.py FILE.cubex
Prints JSON: {metric unique name: {call path ("main/MPI_Recv"): {location id: value}}},
values as stored per call-tree node (no inclusive/exclusive conversion), non-zero only.
"""
import json
import sys

from pycubexr import CubexParser


def path_of(cube, cnode):
    names = []
    while cnode is not None:
        names.append(cube.get_region(cnode).name)
        cnode = cnode.parent
    return "/".join(reversed(names))


def main():
    out = {}
    with CubexParser(sys.argv[1]) as cube:
        cnodes = cube.all_cnodes()
        paths = {c.id: path_of(cube, c) for c in cnodes}
        for metric in cube.all_metrics():
            values = cube.get_metric_values(metric=metric)
            per = {}
            for c in cnodes:
                try:
                    row = values.cnode_values(
                        c, convert_to_exclusive=False, convert_to_inclusive=False
                    )
                except Exception:  # a node without stored values (all zero)
                    continue
                cells = {str(loc): float(v) for loc, v in enumerate(row) if v}
                if cells:
                    per[paths[c.id]] = cells
            out[metric.name] = per
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Hostile runs against ppw's settings and side inputs (issue 35 part B; not in the default tests).

`scripts/hostile.py` mutates the *measurements* ppw reads; this sibling attacks everything else
a user (or someone else's experiment) hands to ppw, with a fixed list of cases, each with the
property it must keep:

- settings: every `PPW_*` variable and `ppw run` flag with a value it cannot honour. `ppw run`
  must refuse it before the program starts (the program never runs), naming the variable; the
  runtime preloaded without `ppw run` must warn and use its default, never panic or abort, and
  still write its rank files. A program that never calls MPI must not make `ppw run` exit 0.
- experiment folders: `-o DIR` holding another run's rank files is refused before the start.
- filter and config files: a pipe the ranks cannot reopen, `/dev/zero`, text that is not UTF-8,
  a byte order mark, duplicate keys, out-of-range thresholds, random mutations of valid files;
  10,000 filter rules against a 2 MB region name (the cost must not be rules x name length).
- phase names: long names, names that sanitize alike (`a/b`, `a b`, `a_b`) must give distinct
  result files; names with escape sequences and line breaks must not reach the terminal raw
  from `report`, `analyze` or `compare`; a 1 MB name must not print whole.
- output paths: equal outputs, and outputs that resolve to an input (directly, through `..`, or
  through a symbolic link), are refused before any work, and the inputs stay byte for byte.
- scale: 10,000 and 40,000 distinct phases and user regions are analysed in bounded time.

Every command runs under an address-space limit and a timeout; any signal, timeout, status
outside {0, 1, 3} or broken property is a violation. Prints a JSON summary (with the scale
timings) and every violation; exits 1 if there is any.

Usage: scripts/hostile_surfaces.py [--work DIR] [--keep] [--only GROUP[,GROUP...]]
Needs: scripts/build.sh (target/release/ppw and libppw-openmpi.so), mpicc.openmpi.
"""
import argparse
import hashlib
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
RUNTIME = os.path.join(ROOT, "target", "release", "libppw-openmpi.so")
INCLUDE = os.path.join(ROOT, "crates", "runtime", "include")
MPIRUN = ["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"]
LIMIT_AS_TOOL = 3 << 30      # ppw's own commands
LIMIT_AS_RUN = 16 << 30      # measured MPI jobs (Open MPI reserves much address space)
TIMEOUT = 60.0
MAX_OUTPUT = 256 << 10       # bytes a report may print for names of 1 MB

PROGRAM = r"""
/* The hostile runs' measured program: argv[1] is the mode, argv[2] a marker file it creates
 * (so the runner knows the program ran), argv[3] a count. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define PPW_WEAK
#include "ppw.h"

static void phase(const char *name) {
  if (ppw_phase_begin) ppw_phase_begin(name);
  MPI_Barrier(MPI_COMM_WORLD);
  if (ppw_phase_end) ppw_phase_end(name);
}

static void region(const char *name) {
  if (ppw_region_begin) ppw_region_begin(name);
  MPI_Barrier(MPI_COMM_WORLD);
  if (ppw_region_end) ppw_region_end(name);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const char *mode = argc > 1 ? argv[1] : "plain";
  if (argc > 2 && rank == 0) {
    FILE *f = fopen(argv[2], "w");
    if (f) fclose(f);
  }
  int n = argc > 3 ? atoi(argv[3]) : 0;
  char name[64];
  if (!strcmp(mode, "names")) {
    static const char *names[] = {
      "esc\x1b]0;pwned\x07\x1b[2J\x1b[31mred", "line\nbreak\rreturn", "a/b", "a b", "a_b",
      "ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
      "ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
      "ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
      "ppppppppppppppppppppppppppppppppppppppppppppppppppppp"};
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++) {
      phase(names[i]);
      region(names[i]);
    }
    size_t big = 1 << 20;
    char *huge = malloc(big + 1);
    memset(huge, 'L', big);
    huge[big] = 0;
    phase(huge);
    region(huge);
    free(huge);
  } else if (!strcmp(mode, "phases")) {
    for (int i = 0; i < n; i++) {
      snprintf(name, sizeof name, "phase_%d", i);
      phase(name);
    }
  } else if (!strcmp(mode, "regions")) {
    for (int i = 0; i < n; i++) {
      snprintf(name, sizeof name, "region_%d", i);
      region(name);
    }
  } else if (!strcmp(mode, "longname")) {
    size_t big = 2 << 20;
    char *huge = malloc(big + 1);
    memset(huge, 'N', big);
    huge[big] = 0;
    for (int i = 0; i < 20; i++) region(huge);
    free(huge);
  }
  /* Every mode: a user region and a message exchange. */
  int v = rank, w = -1;
  if (ppw_region_begin) ppw_region_begin("hostile_work");
  MPI_Sendrecv(&v, 1, MPI_INT, (rank + 1) % size, 0, &w, 1, MPI_INT, (rank + size - 1) % size,
               0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (ppw_region_end) ppw_region_end("hostile_work");
  MPI_Finalize();
  return 0;
}
"""

FILTER_WORK = "SCOREP_REGION_NAMES_BEGIN\n  EXCLUDE hostile_work\nSCOREP_REGION_NAMES_END\n"


class Campaign:
    def __init__(self, work, keep):
        self.work = work
        self.keep = keep
        self.problems = []
        self.runs = 0
        self.cases = 0
        self.slowest = (0.0, "")
        self.timings = {}

    # ---- running ------------------------------------------------------------------------

    def run(self, label, args, limit_as=LIMIT_AS_TOOL, env=None, cwd=None, pass_fds=(),
            timeout=TIMEOUT):
        """Run one command: (status, seconds, stdout bytes, stderr text). A signal, a timeout or
        a status outside {0, 1, 3} is recorded as a violation here."""
        def limits():
            resource.setrlimit(resource.RLIMIT_AS, (limit_as, limit_as))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        e = dict(os.environ)
        e.setdefault("OMPI_MCA_mpi_yield_when_idle", "1")
        for k in list(e):
            if k.startswith("PPW_"):
                del e[k]
        e.update(env or {})
        start = time.monotonic()
        self.runs += 1
        try:
            p = subprocess.Popen(args, cwd=cwd or self.work, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, env=e, preexec_fn=limits,
                                 pass_fds=pass_fds, start_new_session=True)
            out, err = p.communicate(timeout=timeout)
            status = p.returncode if p.returncode >= 0 else f"signal {-p.returncode}"
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            out, err = p.communicate()
            status = "timeout"
        secs = time.monotonic() - start
        if secs > self.slowest[0]:
            self.slowest = (secs, label)
        err = err.decode(errors="replace")
        if status not in (0, 1, 3):
            self.fail(label, f"status {status}: {err[-600:]}")
        return status, secs, out, err

    def fail(self, label, what):
        self.problems.append(f"{label}: {what}")

    def check(self, cond, label, what):
        self.cases += 1
        if not cond:
            self.fail(label, what)

    def case_dir(self, name):
        d = os.path.join(self.work, name)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        return d

    # ---- fixtures -----------------------------------------------------------------------

    def build_program(self):
        src = os.path.join(self.work, "hostile_prog.c")
        with open(src, "w") as f:
            f.write(PROGRAM)
        self.prog = os.path.join(self.work, "hostile_prog")
        subprocess.run(["mpicc.openmpi", "-g", "-O1", f"-I{INCLUDE}", "-o", self.prog, src],
                       check=True)

    def measure(self, label, out, mode="plain", count=0, extra=(), env=None, marker=None,
                np=2, pass_fds=()):
        """`ppw run [extra] -o OUT -- mpirun -np NP prog MODE MARKER COUNT`."""
        marker = marker or os.path.join(self.work, f"marker-{label}")
        if os.path.exists(marker):
            os.remove(marker)
        args = [PPW, "run", *extra, "-o", out, "--", *MPIRUN, "-np", str(np), self.prog, mode,
                marker, str(count)]
        st, secs, o, err = self.run(label, args, LIMIT_AS_RUN, env, pass_fds=pass_fds)
        return st, secs, err, os.path.exists(marker)

    def experiment(self, name, mode="plain", count=0):
        out = os.path.join(self.work, name)
        shutil.rmtree(out, ignore_errors=True)
        st, secs, err, ran = self.measure(name, out, mode, count)
        if st != 0 or not ran:
            sys.exit(f"could not measure the fixture {name}: {err}")
        return out

    # ---- groups -------------------------------------------------------------------------

    def settings(self):
        bad = [
            ("PPW_FLUSH_INTERVAL", "1e30"), ("PPW_FLUSH_INTERVAL", "soon"),
            ("PPW_FLUSH_INTERVAL", "-1"), ("PPW_FLUSH_INTERVAL", "nan"),
            ("PPW_FLUSH_INTERVAL", "inf"),
            ("PPW_BUFFER", "99999999999"), ("PPW_BUFFER", "-1"), ("PPW_BUFFER", "lots"),
            ("PPW_SAMPLE_HZ", "1e9"), ("PPW_SAMPLE_HZ", "-1"),
            ("PPW_CALLPATH_DEPTH", "-5"), ("PPW_CALLPATH_DEPTH", "deep"),
            ("PPW_MODE", "garbage"), ("PPW_DATA", "garbage"), ("PPW_HEAP", "garbage"),
            ("PPW_THROTTLE", "garbage"), ("PPW_METRICS", "no-such-counter"),
        ]
        for var, value in bad:
            label = f"settings: ppw run with {var}={value}"
            out = os.path.join(self.case_dir("settings-run"), "exp")
            st, _, err, ran = self.measure(label, out, env={var: value})
            self.check(st not in (0, "timeout") and not ran, label,
                       f"not refused before the start (status {st}, program ran: {ran})")
            self.check(var in err, label, f"the message does not name {var}: {err[-300:]}")
        for flag in (["--buffer", "99999999999"],):
            label = f"settings: ppw run {' '.join(flag)}"
            out = os.path.join(self.case_dir("settings-flag"), "exp")
            st, _, err, ran = self.measure(label, out, extra=flag)
            self.check(st not in (0, "timeout") and not ran, label,
                       f"not refused before the start (status {st}, program ran: {ran})")
        # The runtime preloaded by hand: warn, use the default, keep measuring.
        for var, value in bad + [("PPW_BUFFER", "99999999999")]:
            label = f"settings: runtime with {var}={value}"
            d = self.case_dir("settings-runtime")
            marker = os.path.join(d, "marker")
            env = {"LD_PRELOAD": RUNTIME, "PPW_DIR": d, var: value}
            args = [*MPIRUN, "-x", "LD_PRELOAD", "-x", "PPW_DIR", "-x", var, "-np", "2",
                    self.prog, "plain", marker]
            st, _, _, err = self.run(label, args, LIMIT_AS_RUN, env)
            ranks = [f for f in os.listdir(d) if f.startswith("rank-") and f.endswith(".ppw")]
            self.check(st == 0 and os.path.exists(marker), label,
                       f"the measured program failed (status {st}): {err[-300:]}")
            self.check("panicked" not in err, label, f"the runtime panicked: {err[-300:]}")
            self.check(len(ranks) == 2, label, f"rank files written: {ranks}")
        # No data at all.
        label = "settings: ppw run of a program that never calls MPI"
        out = os.path.join(self.case_dir("settings-nodata"), "exp")
        st, _, _, err = self.run(label, [PPW, "run", "-o", out, "--", "/bin/true"],
                                 LIMIT_AS_RUN)
        self.check(st not in (0, "timeout"), label, f"exit status {st} for an empty experiment")

    def folders(self, base):
        label = "folders: -o DIR with another run's rank files and no ppw.json"
        d = self.case_dir("folders-old")
        old = os.path.join(d, "exp")
        shutil.copytree(base, old)
        os.remove(os.path.join(old, "ppw.json"))
        before = tree_hashes(old)
        st, _, err, ran = self.measure(label, old)
        self.check(st not in (0, "timeout") and not ran, label,
                   f"accepted (status {st}, program ran: {ran})")
        self.check(tree_hashes(old) == before, label, "the old rank files changed")

    def filters(self, rng):
        # A pipe: ppw can read it once, the ranks cannot reopen it.
        label = "filters: --filter /dev/fd/N (a pipe)"
        r, w = os.pipe()
        os.write(w, FILTER_WORK.encode())
        os.close(w)
        out = os.path.join(self.case_dir("filters-pipe"), "exp")
        st, _, err, ran = self.measure(label, out, extra=["--filter", f"/dev/fd/{r}"],
                                       pass_fds=(r,))
        os.close(r)
        if st == 0:
            _, _, dump, _ = self.run(label + " (dump)", [PPW, "dump", out])
            self.check(b"hostile_work" not in dump, label,
                       "the run said it succeeded, but the filter was not applied")
        # Files that are not filters.
        for name, data, want in [
            ("/dev/zero", None, "refused"),
            ("not UTF-8", b"SCOREP_REGION_NAMES_BEGIN\n  EXCLUDE caf\xe9*\n"
                          b"SCOREP_REGION_NAMES_END\n", "line 2"),
            ("a byte order mark", b"\xef\xbb\xbf" + FILTER_WORK.encode(), "accepted"),
        ]:
            label = f"filters: --filter {name}"
            d = self.case_dir("filters-file")
            path = "/dev/zero" if data is None else os.path.join(d, "f.filter")
            if data is not None:
                with open(path, "wb") as f:
                    f.write(data)
            st, _, err, ran = self.measure(label, os.path.join(d, "exp"),
                                           extra=["--filter", path])
            if want == "accepted":
                self.check(st == 0 and ran, label, f"refused (status {st}): {err[-300:]}")
                _, _, dump, _ = self.run(label + " (dump)", [PPW, "dump", os.path.join(d, "exp")])
                self.check(b"hostile_work" not in dump, label, "the filter was not applied")
            else:
                self.check(st not in (0, "timeout") and not ran, label,
                           f"not refused before the start (status {st})")
                if want.startswith("line"):
                    self.check(want in err, label, f"no line number: {err[-300:]}")
        # Random mutations of a valid filter: any answer but a crash.
        good = ("SCOREP_REGION_NAMES_BEGIN\n  EXCLUDE hostile_* skip?\n  INCLUDE MANGLED keep_*\n"
                "SCOREP_REGION_NAMES_END\n").encode()
        for m in range(12):
            d = self.case_dir("filters-mutant")
            data, how = mutate(good, rng)
            path = os.path.join(d, "f.filter")
            with open(path, "wb") as f:
                f.write(data)
            self.measure(f"filters: mutant {m} ({how})", os.path.join(d, "exp"),
                         extra=["--filter", path])
        # 10,000 rules against one 2 MB region name.
        d = self.case_dir("filters-cost")
        path = os.path.join(d, "many.filter")
        with open(path, "w") as f:
            f.write("SCOREP_REGION_NAMES_BEGIN\n")
            for i in range(10000):
                f.write(f"  EXCLUDE rule_{i}_*x*y\n")
            f.write("SCOREP_REGION_NAMES_END\n")
        label = "filters: 10,000 rules and a 2 MB region name"
        st, secs, err, ran = self.measure(label, os.path.join(d, "with"), "longname",
                                          extra=["--filter", path])
        self.check(st == 0 and ran, label, f"status {st}: {err[-300:]}")
        st2, base, _, _ = self.measure(label + " (no filter)", os.path.join(d, "without"),
                                       "longname")
        self.timings["filter_10000_rules_2MB_name_s"] = round(secs, 2)
        self.timings["same_without_filter_s"] = round(base, 2)
        self.check(secs < base + 10.0, label, f"{secs:.1f} s with the filter, {base:.1f} s without")

    def configs(self, exp, rng):
        cases = [
            ("/dev/zero", None, "refused"),
            ("not UTF-8", b"hotspot = 0.1\nimbalance = 1.5 # caf\xe9\n", "line 2"),
            ("a byte order mark", b"\xef\xbb\xbfhotspot = 0.1\n", "accepted"),
            ("a duplicate key", b"hotspot = 0.1\nhotspot = 0.2\n", "refused"),
            ("a fraction above 1", b"hotspot = 1.5\n", "refused"),
            ("min_fraction above 1", b"min_fraction = 2\n", "refused"),
            ("deviation_min above deviation_max", b"deviation_min = 5\ndeviation_max = 2\n",
             "refused"),
        ]
        for name, data, want in cases:
            label = f"configs: --config {name}"
            d = self.case_dir("configs")
            path = "/dev/zero" if data is None else os.path.join(d, "config.toml")
            if data is not None:
                with open(path, "wb") as f:
                    f.write(data)
            st, _, _, err = self.run(label, [PPW, "analyze", "-q", exp, "--config", path,
                                             "--json", os.path.join(d, "a.json")])
            if want == "accepted":
                self.check(st in (0, 3), label, f"refused (status {st}): {err[-300:]}")
            else:
                self.check(st not in (0, 3), label, f"accepted (status {st})")
                if want.startswith("line"):
                    self.check(want in err, label, f"no line number: {err[-300:]}")
        good = b"# thresholds\nhotspot = 0.1\nimbalance = 1.5\nmin_seconds = 0.002\n"
        for m in range(40):
            d = self.case_dir("configs-mutant")
            data, how = mutate(good, rng)
            path = os.path.join(d, "config.toml")
            with open(path, "wb") as f:
                f.write(data)
            self.run(f"configs: mutant {m} ({how})",
                     [PPW, "analyze", "-q", exp, "--config", path, "--json",
                      os.path.join(d, "a.json")])

    def names(self, exp, other):
        # Phase names as result file names.
        before = set(os.listdir(exp))
        for name in ["a/b", "a b", "a_b", "p" * 308]:  # the program's 308-byte name
            label = f"names: analyze --phase {name[:20]!r}"
            st, _, _, err = self.run(label, [PPW, "analyze", "-q", exp, "--phase", name])
            self.check(st in (0, 3), label, f"status {st}: {err[-300:]}")
        new = [f for f in set(os.listdir(exp)) - before if f.startswith("analysis.phase-")]
        self.check(len(new) == 4, "names: phase result files",
                   f"4 phases gave {len(new)} distinct files: {sorted(n[:40] for n in new)}")
        # Names on the terminal.
        outputs = {
            "analyze": self.run("names: analyze (terminal)", [PPW, "analyze", exp]),
            "report": self.run("names: report", [PPW, "report", exp]),
            "compare": self.run("names: compare", [PPW, "compare",
                                                   os.path.join(other, "analysis.json"),
                                                   os.path.join(exp, "analysis.json")]),
        }
        for cmd, (st, _, out, err) in outputs.items():
            label = f"names: {cmd} on names with control characters"
            text = out + err.encode()
            self.check(st in (0, 3), label, f"status {st}: {err[-300:]}")
            self.check(b"\x1b" not in text and b"\x07" not in text, label,
                       "an escape sequence reached the terminal raw")
            self.check(b"\r" not in text, label, "a carriage return reached the terminal raw")
            self.check(not any(line.startswith(b"break") for line in text.split(b"\n")), label,
                       "a line break inside a name broke the output's lines")
            self.check(len(text) < MAX_OUTPUT, label,
                       f"{len(text)} bytes of output (a 1 MB name printed whole?)")

    def outputs(self, base_exp, base_other):
        """Each case on fresh copies of two analysed experiments E and O (A, B: their
        analysis.json)."""
        cases = [
            ("export --cube X --perfetto X", lambda e, a, b, x, l: [
                PPW, "export", e, "--cube", x, "--perfetto", x]),
            ("export --otf2 X --cube X", lambda e, a, b, x, l: [
                PPW, "export", e, "--otf2", x, "--cube", x]),
            ("compare --json X --html X", lambda e, a, b, x, l: [
                PPW, "compare", b, a, "--json", x, "--html", x]),
            ("export --perfetto E/rank-00000.ppw", lambda e, a, b, x, l: [
                PPW, "export", e, "--perfetto", os.path.join(e, "rank-00000.ppw")]),
            ("analyze --json E/rank-00001.ppw", lambda e, a, b, x, l: [
                PPW, "analyze", "-q", e, "--json", os.path.join(e, "rank-00001.ppw")]),
            ("report --html E/ppw.json", lambda e, a, b, x, l: [
                PPW, "report", e, "--html", os.path.join(e, "ppw.json")]),
            ("report --html E/../E/ppw.json", lambda e, a, b, x, l: [
                PPW, "report", e, "--html",
                os.path.join(e, "..", os.path.basename(e), "ppw.json")]),
            ("report --html (a link to E/ppw.json)", lambda e, a, b, x, l: [
                PPW, "report", e, "--html", l]),
            ("compare A B --json A", lambda e, a, b, x, l: [
                PPW, "compare", b, a, "--json", a]),
            ("compare A B --html B", lambda e, a, b, x, l: [
                PPW, "compare", b, a, "--html", b]),
        ]
        for name, make in cases:
            label = f"outputs: {name}"
            d = self.case_dir("outputs")
            exp, other = os.path.join(d, "E"), os.path.join(d, "O")
            shutil.copytree(base_exp, exp)
            shutil.copytree(base_other, other)
            link = os.path.join(d, "link.json")
            os.symlink(os.path.join(exp, "ppw.json"), link)
            x = os.path.join(d, "x")
            args = make(exp, os.path.join(exp, "analysis.json"),
                        os.path.join(other, "analysis.json"), x, link)
            before = tree_hashes(exp), tree_hashes(other)
            st, _, _, err = self.run(label, args)
            self.check(st not in (0, 3), label, f"accepted (status {st})")
            self.check((tree_hashes(exp), tree_hashes(other)) == before, label,
                       "an input file changed")
            self.check(not os.path.exists(x), label, "an output was written before the refusal")
        label = "outputs: export --otf2 onto a regular file"
        d = self.case_dir("outputs")
        regular = os.path.join(d, "regular")
        with open(regular, "w") as f:
            f.write("not a folder\n")
        st, _, _, err = self.run(label, [PPW, "export", base_exp, "--otf2", regular])
        self.check(st not in (0, 3), label, f"accepted (status {st})")
        self.check(regular in err and ".tmp" not in err and "staging" not in err, label,
                   f"the error does not name the file, or names a temporary one: {err[-300:]}")

    def scale(self):
        for kind in ("phases", "regions"):
            for n in (10000, 40000):
                exp = self.experiment(f"scale-{kind}-{n}", kind, n)
                label = f"scale: analyze {n} distinct {kind}"
                st, secs, _, err = self.run(label, [PPW, "analyze", "-q", exp])
                self.timings[f"analyze_{n}_{kind}_s"] = round(secs, 2)
                self.check(st in (0, 3, "timeout"), label, f"status {st}: {err[-300:]}")
                self.check(st == "timeout" or secs < 20.0, label, f"{secs:.1f} s")
                if not self.keep:
                    shutil.rmtree(exp, ignore_errors=True)


def tree_hashes(root):
    out = {}
    for d, _, fs in os.walk(root):
        for f in fs:
            p = os.path.join(d, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, root)] = hashlib.sha256(fh.read()).hexdigest()
    return out


def mutate(data, rng):
    """One random mutation of a byte string (as in scripts/hostile.py)."""
    b = bytearray(data)
    op = rng.choice(["flip", "ff", "zero", "truncate", "repeat", "nul"])
    i = rng.randrange(len(b))
    n = rng.choice([1, 2, 4, 8])
    if op == "flip":
        for k in range(i, min(len(b), i + n)):
            b[k] ^= 1 << rng.randrange(8)
    elif op == "ff":
        b[i:i + n] = b"\xff" * len(b[i:i + n])
    elif op == "zero" or op == "nul":
        b[i:i + n] = b"\x00" * len(b[i:i + n])
    elif op == "truncate":
        del b[i:]
    elif op == "repeat":
        b[i:i] = b[i:i + n] * rng.choice([2, 16, 4096])
    return bytes(b), f"{op}@{i}x{n}"


GROUPS = ["settings", "folders", "filters", "configs", "names", "outputs", "scale"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", default="/tmp/ppw-hostile-surfaces")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--only", default=",".join(GROUPS))
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    for f in (PPW, RUNTIME):
        if not os.path.exists(f):
            sys.exit(f"{f} is missing: run scripts/build.sh")
    groups = a.only.split(",")
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    c = Campaign(a.work, a.keep)
    rng = random.Random(a.seed)
    started = time.monotonic()
    c.build_program()
    base = c.experiment("base")
    other = c.experiment("other")
    named = c.experiment("named", "names")
    for e in (base, other, named):
        c.run("fixture analysis", [PPW, "analyze", "-q", e])
    if "settings" in groups:
        c.settings()
    if "folders" in groups:
        c.folders(base)
    if "filters" in groups:
        c.filters(rng)
    if "configs" in groups:
        c.configs(base, rng)
    if "names" in groups:
        c.names(named, other)
    if "outputs" in groups:
        c.outputs(base, other)
    if "scale" in groups:
        c.scale()
    print(json.dumps({"checks": c.cases, "runs": c.runs,
                      "seconds": round(time.monotonic() - started, 1),
                      "slowest_run": [round(c.slowest[0], 2), c.slowest[1]],
                      "timings": c.timings, "violations": len(c.problems)}, indent=1))
    for p in c.problems:
        print("VIOLATION:", p)
    if not a.keep:
        shutil.rmtree(a.work, ignore_errors=True)
    sys.exit(1 if c.problems else 0)


if __name__ == "__main__":
    main()

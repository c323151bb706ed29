//! The finding kinds of the automatic analysis beyond wait states (thesis Ch. 5: bottleneck
//! detection, load balance, barrier redundancy, frequency analysis; Paradyn's execution
//! hypotheses), with their definition, formula, thresholds and resolution hint (thesis
//! Table 5-3, extended). Like [`crate::patterns::PATTERNS`] this one table drives the findings'
//! hints, `ppw patterns` and the generated reference in `docs/ANALYSIS.md`.

/// One finding kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindDoc {
    /// Stable id (the finding's `kind`).
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// The analysis it comes from.
    pub analysis: &'static str,
    /// Definition with its formula; what `callpath`, `rank` and `seconds` mean.
    pub description: &'static str,
    /// Threshold keys it uses (see [`crate::Thresholds`]).
    pub thresholds: &'static [&'static str],
    /// Needs trace data (profile-mode experiments cannot show it).
    pub needs_trace: bool,
    /// What to try.
    pub hint: &'static str,
}

/// All kinds, in documentation order.
pub(crate) static KINDS: &[KindDoc] = &[
    KindDoc {
        id: "slow_operation",
        name: "Slow operation (baseline filtering)",
        analysis: "bottleneck detection",
        description: "A hotspot MPI operation whose average time per visit is at least \
            `slow_ratio` times its expected time on this machine: the time the baseline file \
            (`ppw baseline`) gives for the operation at the call path's mean message size \
            (point-to-point: one-way time of a ping-pong; collectives: at the communicator's \
            size). Hotspot: inclusive time summed over ranks >= `hotspot` x total time (call \
            paths whose exclusive time is less than half of their inclusive time are \
            containers and skipped). `seconds` = time - visits x expected (the excess), \
            `data`: `average`, `expected`, `ratio`, `visits`, `wait_states` (the part of it \
            that waiting patterns at the same call path explain; at 80% or more the entry is \
            left to those wait-state findings). The cause is found in the partners' activity \
            during the slower-than-average visits (trace data).",
        thresholds: &["min_fraction", "min_seconds", "hotspot", "slow_ratio"],
        needs_trace: false,
        hint: "The operation takes longer than it does on this machine without contention: \
            look at the cause (a partner arriving late is load imbalance, see the wait \
            states), otherwise at message sizes and datatypes (contiguous buffers are \
            faster), the network and other jobs sharing it, or overlap it with computation \
            (non-blocking form).",
    },
    KindDoc {
        id: "variable_operation",
        name: "Variable operation (deviation filtering)",
        analysis: "bottleneck detection",
        description: "A hotspot call path without a baseline entry (a user region, an MPI \
            operation the baseline does not measure, or no baseline file) whose visits vary: \
            longest visit / average >= `deviation_max` or shortest visit / average <= \
            `deviation_min` over all visits of all ranks, with at least two visits per rank \
            (per-visit minima and maxima are kept in traces and profiles); also a \
            baseline-slow operation whose fastest visit runs at the expected speed. `seconds` \
            = time - visits x shortest visit (what would be saved if every visit were as fast \
            as the fastest); `data`: `average`, `ratio` (max / average), `min_ratio`, \
            `visits`, `wait_states`. Not reported where a `load_imbalance` finding explains the \
            same call path, or where waiting patterns explain 80% of it.",
        thresholds: &[
            "min_fraction",
            "min_seconds",
            "hotspot",
            "deviation_max",
            "deviation_min",
        ],
        needs_trace: false,
        hint: "Identical work should take identical time: find what makes some visits slow \
            (waiting for a partner, see the cause and the wait states; different amounts of \
            work per visit; cache or memory effects; interference from the system or other \
            processes) and make the visits uniform.",
    },
    KindDoc {
        id: "load_imbalance",
        name: "Load imbalance",
        analysis: "load balance (event and block level)",
        description: "Event level: a call path's exclusive computation time per rank t_r has \
            max / average >= `imbalance` (ranks without the call path count as 0); `seconds` \
            = ranks x (max - average), the time the other ranks would wait for the slowest \
            at the next synchronization; `rank` = the rank with the maximum. Block level (trace \
            data): the program is cut into blocks between global synchronizations \
            (collectives over all ranks, MPI_Init, MPI_Finalize), with per-rank durations from \
            the own leave of one synchronization to the own enter of the next; blocks between \
            the same two synchronizations (call path, and call site for barriers) form a group, \
            imbalanced if the sum of the blocks' longest durations over the sum of their means \
            >= `imbalance`; cost = sum of ranks x (max - average) over its blocks; the region \
            responsible is the call path with the largest time difference between the slowest \
            rank and the average of the others inside its first imbalanced blocks. `callpath` is always the imbalanced region (not the \
            synchronization), `rank` the worst rank (at block level: the one that is slowest \
            for at least half of the cost, else null). Both levels of one call path form one \
            finding with the larger cost.",
        thresholds: &["min_fraction", "min_seconds", "imbalance"],
        needs_trace: false,
        hint: "Distribute the work more evenly: give the slowest rank less (or split its \
            part), balance the decomposition by cost rather than by size, or use dynamic \
            distribution (work stealing, a task queue) when the cost per item varies.",
    },
    KindDoc {
        id: "redundant_barrier",
        name: "Redundant barrier",
        analysis: "barrier redundancy",
        description: "Barrier instances (MPI_Barrier, MPI_Ibarrier) before which no member of \
            the communicator communicated (point-to-point, other collectives, one-sided \
            transfers or locks) or did I/O since the previous barrier on the same \
            communicator. The first barrier on a communicator is never redundant (nothing \
            before it to duplicate). Grouped by the call site of the barrier; `source` = its \
            file:line, `seconds` = time spent in the redundant instances summed over ranks, \
            `data`: `redundant`, `instances`. Call sites under the general thresholds are not \
            listed (a note counts them). Trace data only; multi-threaded ranks whose other \
            threads communicate are not judged.",
        thresholds: &[],
        needs_trace: true,
        hint: "Nothing was exchanged since the previous barrier, so this one orders nothing: \
            remove it (or, if it only separates timing measurements, keep it out of \
            production runs).",
    },
    KindDoc {
        id: "many_small_transfers",
        name: "Many small transfers",
        analysis: "frequency analysis",
        description: "A send (or one-sided put/get) call path that transfers at least \
            `min_transfers` messages of mean size <= `small_bytes` to the same peer. Trace \
            data counts per (sender, peer); profile data per call path (peer unknown). \
            `seconds` = time in the sending calls plus, for matched messages, in the \
            receiving calls (calls completing several messages are shared out), summed over \
            the qualifying pairs; `data`: `count`, `mean_bytes`, `pairs`.",
        thresholds: &[
            "min_fraction",
            "min_seconds",
            "small_bytes",
            "min_transfers",
        ],
        needs_trace: false,
        hint: "Aggregate the small messages into fewer bulk transfers (pack them into one \
            buffer or use a derived datatype, send once per phase instead of per item); each \
            message pays the full latency and software overhead.",
    },
    KindDoc {
        id: "cpu_bound",
        name: "CPU-bound region",
        analysis: "execution hypotheses",
        description: "A region's exclusive computation time is >= `cpu_share` of its rank's \
            time and it computes: CPU time / wall-clock time >= `cpu_ratio` (from the CPU-time \
            samples ppw takes at the enter and exit of the program's top regions, shared out \
            over the regions that ran between two samples; profile nodes carry the same). A \
            region that sleeps or blocks is not CPU-bound. A rank's time is its time between \
            MPI_Init and MPI_Finalize, without ppw's own buffer flushes. `seconds` = its exclusive time summed over the ranks \
            where it qualifies; `data`: `cpu_ratio`, `share`.",
        thresholds: &["min_fraction", "min_seconds", "cpu_share", "cpu_ratio"],
        needs_trace: false,
        hint: "The region's own computation dominates: optimize it (algorithm, data layout \
            and cache use, vectorization, compiler flags) or spread it over more ranks or \
            threads; a profiler with hardware counters shows where inside it the time goes.",
    },
    KindDoc {
        id: "system_time",
        name: "Excessive system time",
        analysis: "execution hypotheses",
        description: "System (kernel) CPU time is >= `system_share` of a rank's CPU time \
            (process CPU times at MPI_Init and MPI_Finalize), and so is the sampled system \
            time outside MPI calls. It is localized with the CPU-time samples: `callpath` = \
            the region outside MPI with the most system time; `seconds` = the sampled system \
            time outside MPI calls summed over the qualifying ranks (system time inside MPI \
            calls is the library's, e.g. polling, and not reported); `data`: `system_share`. \
            Without samples the rank's whole system time is reported at its top region if it \
            is also at least 10% of the rank's time.",
        thresholds: &["min_fraction", "min_seconds", "system_share"],
        needs_trace: false,
        hint: "The program spends its CPU time in the kernel: make fewer system calls (buffer \
            I/O, avoid per-item read/write, gettimeofday-style or signal calls in loops), \
            avoid page faults from repeated allocation (reuse buffers), and check for \
            memory mapping or process-management calls in hot loops.",
    },
    KindDoc {
        id: "system_interference",
        name: "System interference (waiting for a CPU)",
        analysis: "execution hypotheses",
        description: "Ranks were ready to run but descheduled: a rank's run delay (the time \
            its threads spent runnable on a run queue, `/proc/self/task/*/schedstat`, sampled \
            at MPI_Init and MPI_Finalize) is >= `interference_share` of its time between the \
            two samples. `seconds` = the run delay summed over those ranks, at the top call \
            path; the detail gives the placement (ranks and CPUs per host, oversubscribed or \
            not) and the involuntary context switches. It explains part of `slow_operation` \
            and `variable_operation` findings, which are reduced: on rank r by \
            min(cost_r, s_r x time_r), with time_r the operation's time on r and s_r the \
            rank's delay share, plus for an MPI operation the mean share of the other ranks \
            (a descheduled partner delays it too), at most 1. `load_imbalance` and \
            `cpu_bound` are reduced by the rank's share in excess of the others' mean share \
            x its exclusive time; wait states caused by a disturbed \
            rank say so in their cause. `data`: `run_delay_share`, `involuntary_switches`, \
            `oversubscribed` (0/1), `ranks_per_host`, `cores_per_host`, \
            `explained_seconds` (taken off other findings, summed).",
        thresholds: &["min_fraction", "min_seconds", "interference_share"],
        needs_trace: false,
        hint: "The ranks lost time waiting for a CPU, not in their own code or in MPI: run at \
            most one rank per CPU (fewer ranks, or more hosts), stop other load on the \
            ranks' CPUs (other jobs, builds, busy helper threads), bind ranks to distinct \
            cores, and measure again before tuning the operations.",
    },
    KindDoc {
        id: "io_blocking",
        name: "I/O blocking time",
        analysis: "execution hypotheses",
        description: "Time in POSIX and stdio I/O calls (read, write, pread, pwrite, open, \
            close, fsync, fopen, fclose, fread, fwrite, fflush) per call path, summed over \
            ranks; I/O made inside MPI calls is the library's and not counted. Not a wait: \
            calls whose CPU samples cover at least half of their time and show CPU time of at \
            least `io_cpu_ratio` of it (they ran in the kernel: `system_time`, with a note). \
            `data`: `calls`, `bytes`.",
        thresholds: &["min_fraction", "min_seconds", "io_cpu_ratio"],
        needs_trace: false,
        hint: "The program waits for I/O: write less often and in larger blocks, overlap I/O \
            with computation (a separate thread, asynchronous I/O), let one rank per node or \
            MPI-IO collectives aggregate the data, and avoid fsync/open/close in loops.",
    },
];

/// The entry for a kind id.
pub(crate) fn kind(id: &str) -> &'static KindDoc {
    KINDS
        .iter()
        .find(|k| k.id == id)
        .expect("finding kinds are registered")
}

/// All kinds (for `ppw patterns` and documentation).
pub fn kind_list() -> Vec<KindDoc> {
    KINDS.to_vec()
}

/// The reference of the automatic-analysis finding kinds as Markdown (embedded in
/// `docs/ANALYSIS.md` between `<!-- kinds:begin -->` and `<!-- kinds:end -->`).
pub fn kinds_markdown() -> String {
    let defaults = crate::Thresholds::default();
    let vals = defaults.values();
    let mut s = String::new();
    for k in KINDS {
        s.push_str(&format!(
            "### `{}`: {}\n\nAnalysis: {}{}.\n\n{}\n\n",
            k.id,
            k.name,
            k.analysis,
            if k.needs_trace {
                " (trace data only)"
            } else {
                ""
            },
            k.description
        ));
        let th: Vec<String> = k
            .thresholds
            .iter()
            .map(|t| {
                let v = vals.iter().find(|v| v.0 == *t).map_or(0.0, |v| v.1);
                format!("`{t}` = {v}")
            })
            .collect();
        let th = if th.is_empty() {
            "none".to_string()
        } else {
            th.join(", ")
        };
        s.push_str(&format!(
            "*Thresholds (defaults):* {th}.\n\n*Hint:* {}\n\n",
            k.hint
        ));
    }
    s
}

//! Performance counters the runtime can read per region (`PPW_METRICS=cycles,instructions,...`,
//! `ppw run --metrics`): their names (as `perf` spells them), what the Linux
//! `perf_event_open` call needs to open them, and their definitions in a trace.

/// `perf_event_attr.type` of a counter.
pub const PERF_TYPE_HARDWARE: u32 = 0;
/// See [`PERF_TYPE_HARDWARE`].
pub const PERF_TYPE_SOFTWARE: u32 = 1;

/// A counter ppw knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterKind {
    /// Name as `PPW_METRICS` and the results spell it.
    pub name: &'static str,
    /// Other accepted names (`perf`'s aliases).
    pub aliases: &'static [&'static str],
    /// `perf_event_attr.type`.
    pub perf_type: u32,
    /// `perf_event_attr.config`.
    pub perf_config: u64,
    /// Unit of its values.
    pub unit: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// Every counter ppw can read, hardware first (PERF_COUNT_HW_* and PERF_COUNT_SW_* of
/// `linux/perf_event.h`).
pub const COUNTERS: &[CounterKind] = &[
    hw("cycles", &["cpu-cycles"], 0, "CPU cycles"),
    hw("instructions", &[], 1, "instructions retired"),
    hw("cache-references", &[], 2, "last-level cache accesses"),
    hw("cache-misses", &[], 3, "last-level cache misses"),
    hw(
        "branches",
        &["branch-instructions"],
        4,
        "branch instructions",
    ),
    hw("branch-misses", &[], 5, "mispredicted branches"),
    hw(
        "ref-cycles",
        &[],
        9,
        "reference cycles (not scaled by frequency changes)",
    ),
    sw("cpu-clock", &[], 0, "ns", "CPU time of the thread (clock)"),
    sw(
        "task-clock",
        &[],
        1,
        "ns",
        "CPU time of the thread (task clock)",
    ),
    sw("page-faults", &["faults"], 2, "count", "page faults"),
    sw("context-switches", &["cs"], 3, "count", "context switches"),
    sw(
        "cpu-migrations",
        &["migrations"],
        4,
        "count",
        "moves to another CPU",
    ),
    sw(
        "minor-faults",
        &[],
        5,
        "count",
        "page faults served without I/O",
    ),
    sw(
        "major-faults",
        &[],
        6,
        "count",
        "page faults that needed I/O",
    ),
];

/// At most this many counters at once.
pub const MAX_COUNTERS: usize = 8;

const fn hw(
    name: &'static str,
    aliases: &'static [&'static str],
    config: u64,
    description: &'static str,
) -> CounterKind {
    CounterKind {
        name,
        aliases,
        perf_type: PERF_TYPE_HARDWARE,
        perf_config: config,
        unit: "count",
        description,
    }
}

const fn sw(
    name: &'static str,
    aliases: &'static [&'static str],
    config: u64,
    unit: &'static str,
    description: &'static str,
) -> CounterKind {
    CounterKind {
        name,
        aliases,
        perf_type: PERF_TYPE_SOFTWARE,
        perf_config: config,
        unit,
        description,
    }
}

/// The counter called `name` (or one of its aliases).
pub fn lookup(name: &str) -> Option<&'static CounterKind> {
    COUNTERS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

/// Parse a `PPW_METRICS` list (comma- or space-separated); an unknown name or too many names
/// is an error that names it.
pub fn parse_list(list: &str) -> Result<Vec<&'static CounterKind>, String> {
    let mut out: Vec<&'static CounterKind> = Vec::new();
    for name in list
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        let c = lookup(name).ok_or_else(|| {
            format!(
                "unknown counter `{name}`; known: {}",
                COUNTERS
                    .iter()
                    .map(|c| c.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?;
        if !out.contains(&c) {
            out.push(c);
        }
    }
    if out.len() > MAX_COUNTERS {
        return Err(format!(
            "{} counters given; at most {MAX_COUNTERS} at once",
            out.len()
        ));
    }
    Ok(out)
}

/// A counter of a trace, as its ranks defined it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CounterDef {
    /// Its name (a [`COUNTERS`] name).
    pub name: String,
    /// Unit of its values.
    pub unit: String,
    /// False if no rank could read it (its values are absent, not zero).
    pub available: bool,
    /// Why a rank could not read it (the first rank's reason), empty if all could.
    pub note: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists() {
        let l = parse_list("cycles, instructions faults cs").unwrap();
        let names: Vec<&str> = l.iter().map(|c| c.name).collect();
        assert_eq!(
            names,
            ["cycles", "instructions", "page-faults", "context-switches"]
        );
        let e = parse_list("cycles,flops").unwrap_err();
        assert!(e.starts_with("unknown counter `flops`"), "{e}");
        assert!(parse_list("").unwrap().is_empty());
        let many = COUNTERS
            .iter()
            .map(|c| c.name)
            .collect::<Vec<_>>()
            .join(",");
        assert!(parse_list(&many).is_err());
    }
}

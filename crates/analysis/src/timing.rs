//! What the step timings (`PPW_ANALYSIS_TIMING`) print besides the time: the process's
//! memory. A leaf that the pipeline and the analyses it runs both use.

/// The process's resident set now and its peak so far (Linux; empty elsewhere), for the step
/// timings: which step sets the peak.
pub(crate) fn memory_now() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib = |key: &str| {
        let l = status.lines().find(|l| l.starts_with(key))?;
        l.split_whitespace().nth(1)?.parse::<u64>().ok()
    };
    match (kib("VmRSS:"), kib("RssAnon:"), kib("VmHWM:")) {
        (Some(now), Some(anon), Some(hwm)) => format!(
            ", RSS {:.0} MiB (heap {:.0}), peak so far {:.0} MiB",
            now as f64 / 1024.0,
            anon as f64 / 1024.0,
            hwm as f64 / 1024.0
        ),
        _ => String::new(),
    }
}

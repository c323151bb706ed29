//! Findings: significant (pattern, call path) pairs with cost, ranks, source, cause and hint.

use crate::patterns::PATTERNS;
use crate::result::analysis::{Cause, Finding};
use crate::result::text::rank_list;

/// A finding before its cause is known.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub(crate) pattern: usize,
    pub(crate) callpath: u32,
    pub(crate) ns: u64,
    /// (rank, ns) with non-zero cost, ascending rank.
    pub(crate) per_rank: Vec<(u32, u64)>,
    /// (window name, ns) of one-sided patterns, by descending ns.
    pub(crate) windows: Vec<(String, u64)>,
    /// What the finding's `detail` says (wavefronts: the grid and the sweeps), or empty.
    pub(crate) detail: String,
}

/// What the cause analysis learned about one finding.
#[derive(Clone, Debug, Default)]
pub(crate) struct CauseData {
    /// Waiting time caused, per responsible rank.
    pub(crate) by_rank: Vec<(u32, u64)>,
    /// Remote time per call path (name) during the windows.
    pub(crate) by_path: Vec<(String, u64)>,
    /// Part of the remote time during the windows spent in the measurement system's own
    /// regions (trace-buffer flushes, ppw's set-up): waiting that ppw itself caused.
    pub(crate) measurement: u64,
    /// Program-counter samples of the responsible locations inside the windows, per function
    /// name, by descending count.
    pub(crate) functions: Vec<(String, u64)>,
    /// Waiting time of the windows on sampled responsible locations (ns), and the CPU time
    /// their samples stand for (samples x period): how much of the waits the responsible
    /// ranks were running at all.
    pub(crate) sampled_window_ns: u64,
    pub(crate) sampled_cpu_ns: u64,
    /// False if the cause analysis did not run.
    pub(crate) ran: bool,
}

/// Sort all findings by cost, most expensive first. Costs equal to two significant digits (as
/// a report shows them) put wait states first: an imbalance and the wait it causes often cost
/// the same, and the wait is the measured loss while the imbalance's cost is the loss it would
/// cause at the next synchronization. `waits` = the number of leading wait-state findings.
pub(crate) fn rank(findings: &mut Vec<Finding>, waits: usize) {
    let mut keyed: Vec<(i64, bool, Finding)> = findings
        .drain(..)
        .enumerate()
        .map(|(i, f)| (quantize(f.seconds), i >= waits, f))
        .collect();
    keyed.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then(a.1.cmp(&b.1))
            .then_with(|| b.2.seconds.total_cmp(&a.2.seconds))
            .then_with(|| a.2.kind.cmp(&b.2.kind))
            .then_with(|| a.2.callpath.cmp(&b.2.callpath))
            .then_with(|| a.2.source.cmp(&b.2.source))
    });
    findings.extend(keyed.into_iter().map(|k| k.2));
}

/// A monotone key: `s` rounded to two significant digits (as mantissa x 100 + exponent steps).
fn quantize(s: f64) -> i64 {
    if s.is_nan() || s <= 0.0 {
        return i64::MIN;
    }
    let e = s.log10().floor() as i64 - 1;
    let m = (s / 10f64.powi(e as i32)).round() as i64; // 10..=100
                                                       // Order by exponent first, then mantissa (100 at exponent e equals 10 at e + 1).
    let (m, e) = if m >= 100 { (10, e + 1) } else { (m, e) };
    (e + 400) * 1000 + m
}

/// Thresholds for reporting a (pattern, call path) as a finding.
pub(crate) fn significant(ns: u64, total_ns: u64, min_fraction: f64, min_seconds: f64) -> bool {
    let s = ns as f64 * 1e-9;
    s > 0.0 && s >= min_seconds && (total_ns == 0 || s / (total_ns as f64 * 1e-9) >= min_fraction)
}

fn percent(part: u64, whole: u64) -> u64 {
    if whole == 0 {
        0
    } else {
        ((part as f64 / whole as f64) * 100.0).round() as u64
    }
}

/// Functions listed per cause (the rest are counted in the total only).
const MAX_FUNCTIONS: usize = 5;

/// "; program-counter samples of the responsible ranks during the waits: work (90%),
/// [libm.so.6] (10%) of 41": the top functions of the samples inside the waiting intervals.
fn sampled_clause(functions: &[(String, u64)], window_ns: u64, cpu_ns: u64) -> Option<String> {
    let total: u64 = functions.iter().map(|x| x.1).sum();
    if window_ns == 0 {
        return None;
    }
    // Samples are taken per CPU time: a rank that slept or blocked while others waited for
    // it has few or none, and they do not say what kept it.
    let running = cpu_ns as f64 / window_ns as f64;
    if running < 0.5 {
        let mut s = format!(
            "; program-counter samples: the responsible ranks ran on a CPU for about {:.0}% of \
             the waits (the rest of the time they were blocked in a call, sleeping or waiting \
             for a CPU)",
            (running * 100.0).min(100.0)
        );
        if total > 0 {
            let top: Vec<String> = functions
                .iter()
                .take(3)
                .map(|(f, n)| format!("{f} ({}%)", percent(*n, total)))
                .collect();
            s.push_str(&format!(
                ", and then executed {} of {total}",
                top.join(", ")
            ));
        }
        return Some(s);
    }
    if total == 0 {
        return None;
    }
    let top: Vec<String> = functions
        .iter()
        .take(3)
        .filter(|x| x.1 * 20 >= total || x.1 == functions[0].1)
        .map(|(f, n)| format!("{f} ({}%)", percent(*n, total)))
        .collect();
    Some(format!(
        "; program-counter samples of the responsible ranks during the waits: {} of {total}",
        top.join(", ")
    ))
}

/// What to try for a wait in a coarray statement, in the program's terms (the patterns'
/// hints speak MPI and SHMEM); None: the pattern's own hint.
fn coarray_hint(pattern: &str) -> Option<&'static str> {
    Some(match pattern {
        "wait_at_barrier" => {
            "Images arrive at `sync all` (or `sync team`) at different times: balance the \
             work before it between the images, or synchronize only the images that depend \
             on each other with `sync images`."
        }
        "late_partner" => {
            "The partner image arrives late: balance the work done before the `sync images` \
             between the images, or synchronize later on the waiting image (do independent \
             work first), or use events (`event post` / `event wait`) so that only the image \
             that consumes the data waits."
        }
        "wait_on_lock" => {
            "Another image holds the lock (or is inside the critical section): keep the \
             locked region short (compute outside it), use one lock per independent piece \
             of data instead of one for all, or replace the lock by atomic subroutines \
             (`atomic_add`, `atomic_cas`) or a collective (`co_sum`)."
        }
        "wait_on_value" => {
            "The image that posts the event arrives late: post as soon as the data it \
             guards is ready, do independent work before `event wait` (`event query` tells \
             whether it would wait), or balance the work before the `event post`."
        }
        "wait_at_nxn" | "late_broadcast" | "early_reduce" | "wait_at_1xn" | "wait_at_nx1" => {
            "Images arrive at the collective subroutine (`co_sum`, `co_broadcast`, ...) at \
             different times: balance the work before it, or move the collective to where \
             the images are in step."
        }
        _ => return None,
    })
}

/// A cause text about ranks, said about images (image i is rank i-1): `rank 2` becomes
/// `image 3`, `ranks 0, 2` becomes `images 1, 3`.
pub(crate) fn as_images(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(i) = rest.find("rank") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 4..];
        let (word, list) = if let Some(l) = after.strip_prefix("s ") {
            ("images ", l)
        } else if let Some(l) = after.strip_prefix("(s) ") {
            ("image(s) ", l)
        } else if let Some(l) = after.strip_prefix(' ') {
            ("image ", l)
        } else {
            out.push_str("rank");
            rest = after;
            continue;
        };
        // The list: numbers joined by ", " or "-".
        let mut n = 0;
        let b = list.as_bytes();
        let mut shifted = String::new();
        loop {
            let start = n;
            while n < b.len() && b[n].is_ascii_digit() {
                n += 1;
            }
            if n == start {
                break;
            }
            let v: u64 = list[start..n].parse().unwrap_or(0);
            shifted.push_str(&(v + 1).to_string());
            if list[n..].starts_with(", ") && b.get(n + 2).is_some_and(u8::is_ascii_digit) {
                shifted.push_str(", ");
                n += 2;
            } else if list[n..].starts_with('-') && b.get(n + 1).is_some_and(u8::is_ascii_digit) {
                shifted.push('-');
                n += 1;
            } else {
                break;
            }
        }
        if shifted.is_empty() {
            out.push_str("rank");
            rest = after;
            continue;
        }
        out.push_str(word);
        out.push_str(&shifted);
        rest = &list[n..];
    }
    out.push_str(rest);
    out
}

/// Assemble the JSON finding. `coarray`: the call path ends in a coarray statement, whose
/// cause and hint are said in the program's terms (images, statements).
pub(crate) fn finish(
    c: &Candidate,
    callpath: String,
    source: Option<String>,
    cause: &CauseData,
    total_ns: u64,
    coarray: bool,
) -> Finding {
    let meta = PATTERNS[c.pattern].meta();
    let top = c
        .per_rank
        .iter()
        .copied()
        .max_by_key(|&(r, ns)| (ns, std::cmp::Reverse(r)));
    let rank = top.filter(|&(_, ns)| ns * 2 >= c.ns).map(|(r, _)| r);
    let mut by_rank = cause.by_rank.clone();
    by_rank.sort_by_key(|&(r, ns)| (std::cmp::Reverse(ns), r));
    let cause_ranks: Vec<u32> = by_rank.iter().map(|x| x.0).collect();
    let window: u64 = cause.by_path.iter().map(|x| x.1).sum();
    let best = cause
        .by_path
        .iter()
        .max_by(|a, b| a.1.cmp(&b.1).then_with(|| b.0.cmp(&a.0)))
        .cloned();
    let text = match (&best, cause_ranks.len()) {
        _ if !cause.ran => "The cause analysis was not run.".to_string(),
        (_, 0) => format!(
            "No other rank is responsible: the time is spent after all participants arrived \
             ({}).",
            meta.culprit
        ),
        (Some((path, ns)), 1) => format!(
            "rank {} ({}) was in {} for {}% of the waiting time",
            cause_ranks[0],
            meta.culprit,
            if path.is_empty() { "no region" } else { path },
            percent(*ns, window)
        ),
        (Some((path, ns)), _) => format!(
            "ranks {} ({}; {}% of the wait caused by rank {}) were in {} for {}% of the \
             waiting time",
            rank_list(&cause_ranks),
            meta.culprit,
            percent(by_rank[0].1, by_rank.iter().map(|x| x.1).sum()),
            cause_ranks[0],
            if path.is_empty() { "no region" } else { path },
            percent(*ns, window)
        ),
        (None, _) => format!(
            "caused by rank(s) {} ({})",
            rank_list(&cause_ranks),
            meta.culprit
        ),
    };
    // The share of the remote time spent in ppw's own regions is waiting that the measurement
    // caused: it is taken out of the finding's cost.
    let discounted = if cause.ran && window > 0 {
        (c.ns as u128 * cause.measurement.min(window) as u128 / window as u128) as u64
    } else {
        0
    };
    let ns = c.ns - discounted;
    let mut text = match c.windows.as_slice() {
        [] => text,
        [(w, _)] => format!("On window '{w}': {text}"),
        ws => format!(
            "On windows {}: {text}",
            ws.iter()
                .map(|(w, _)| format!("'{w}'"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let sampled = if cause.ran && !cause_ranks.is_empty() {
        sampled_clause(
            &cause.functions,
            cause.sampled_window_ns,
            cause.sampled_cpu_ns,
        )
    } else {
        None
    };
    match (&best, sampled) {
        (_, Some(s)) => text.push_str(&s),
        (Some((path, _)), None) if cause.ran && !cause_ranks.is_empty() => {
            text.push_str(crate::result::text::root_only_remark(path));
        }
        _ => {}
    }
    let mut data = std::collections::BTreeMap::new();
    if discounted > 0 {
        data.insert("measurement_seconds".to_string(), discounted as f64 * 1e-9);
    }
    if discounted > 0 && percent(cause.measurement, window) >= 1 {
        text.push_str(&format!(
            "; {}% of the waiting time ({}) is ppw's own work (trace-buffer flushes or \
             measurement set-up on the remote rank), discounted from this finding",
            percent(cause.measurement, window),
            crate::result::text::secs(discounted)
        ));
    }
    let mut hint = meta.hint.to_string();
    if coarray {
        let stmt = callpath.rsplit('/').next().unwrap_or(&callpath);
        let at = source
            .as_deref()
            .map(|s| format!(" ({s})"))
            .unwrap_or_default();
        // Who waited how long: the rank with most of it (its own share), or all of them.
        let (who, waited) = match rank {
            Some(r) => (
                format!("image {}", r + 1),
                c.per_rank
                    .iter()
                    .find(|x| x.0 == r)
                    .map_or(ns, |x| x.1.min(ns)),
            ),
            None => (
                format!(
                    "images {}",
                    rank_list(&c.per_rank.iter().map(|x| x.0 + 1).collect::<Vec<_>>())
                ),
                ns,
            ),
        };
        let together = if rank.is_none() { " together" } else { "" };
        text = format!(
            "{who} waited {}{together} in `{stmt}`{at}; {}",
            crate::result::text::secs(waited),
            as_images(&text)
        );
        if let Some(h) = coarray_hint(meta.id) {
            hint = h.to_string();
        }
    }
    Finding {
        kind: meta.id.into(),
        rank,
        ranks: c.per_rank.iter().map(|x| x.0).collect(),
        callpath,
        source,
        caller: None,
        seconds: ns as f64 * 1e-9,
        fraction: if total_ns == 0 {
            0.0
        } else {
            ns as f64 / total_ns as f64
        },
        cause: Cause {
            ranks: cause_ranks,
            functions: cause
                .functions
                .iter()
                .take(MAX_FUNCTIONS)
                .map(|(f, n)| crate::result::analysis::SampledFunction {
                    function: f.clone(),
                    samples: *n,
                })
                .collect(),
            callpath: best.map(|b| b.0).unwrap_or_default(),
            text,
        },
        hint,
        detail: c.detail.clone(),
        data,
        windows: c.windows.iter().map(|w| w.0.clone()).collect(),
        gain_seconds: None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn rank_references_become_images() {
        use super::as_images;
        assert_eq!(
            as_images("ranks 1, 3 (the partner; 100% of the wait caused by rank 1) were in main"),
            "images 2, 4 (the partner; 100% of the wait caused by image 2) were in main"
        );
        assert_eq!(
            as_images("caused by rank(s) 0-2, 7"),
            "caused by image(s) 1-3, 8"
        );
        assert_eq!(
            as_images("the ranks ran on a CPU"),
            "the ranks ran on a CPU"
        );
        assert_eq!(as_images("rank 0's main"), "image 1's main");
        assert_eq!(as_images("ranking"), "ranking");
    }

    #[test]
    fn quantize_is_monotone_with_two_digits() {
        use super::quantize;
        assert_eq!(quantize(0.125229873), quantize(0.125164394));
        assert!(quantize(0.136) > quantize(0.134));
        assert!(quantize(0.0995) >= quantize(0.0994));
        assert!(quantize(0.1) > quantize(0.094));
        assert_eq!(quantize(0.0996), quantize(0.1));
        assert!(quantize(1.0) > quantize(0.999) || quantize(1.0) == quantize(0.999));
        assert!(quantize(2e-9) > quantize(0.0));
        let mut xs: Vec<f64> = (1..2000).map(|i| i as f64 * 0.000_37).collect();
        xs.sort_by(f64::total_cmp);
        assert!(xs.windows(2).all(|w| quantize(w[0]) <= quantize(w[1])));
    }
}

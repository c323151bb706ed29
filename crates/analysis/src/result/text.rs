//! Text helpers shared by every finding's cause and hint texts: seconds, bytes, counts and
//! rank lists written the same way everywhere.

/// `12,345`.
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A remark for a cause call path that is the root alone (time in the program's own code with
/// no finer region recorded): how to see more.
pub(crate) fn root_only_remark(path: &str) -> &'static str {
    if !path.is_empty() && !path.contains('/') {
        " (code outside any recorded region: mark regions with ppw.h or compile with \
         -finstrument-functions to see which function)"
    } else {
        ""
    }
}

/// Human-readable seconds for texts: `1.23 s`, `45.6 ms`, `7.8 us`.
pub(crate) fn secs(ns: u64) -> String {
    let s = ns as f64 * 1e-9;
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.1} us", s * 1e6)
    }
}

/// Human-readable byte count.
pub(crate) fn bytes(b: f64) -> String {
    if b >= 1048576.0 {
        format!("{:.1} MiB", b / 1048576.0)
    } else if b >= 1024.0 {
        format!("{:.1} KiB", b / 1024.0)
    } else {
        format!("{b:.0} B")
    }
}

/// A rank list for texts: `1, 2, 3` (at most 6, then a count).
pub(crate) fn rank_list(r: &[u32]) -> String {
    let mut s: Vec<String> = r.iter().take(6).map(|r| r.to_string()).collect();
    if r.len() > 6 {
        s.push(format!("... ({} ranks)", r.len()));
    }
    s.join(", ")
}

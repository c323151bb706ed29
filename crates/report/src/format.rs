//! How the reports write numbers and lay out lines: durations, percentages, word wrapping,
//! shortened call paths, headings, HTML escaping. Shared by the terminal report, the HTML
//! report and the comparison.

use std::fmt::Write;

/// Human-readable duration: `1.23 s`, `45.6 ms`, `7.8 us`, `12 ns`. Number and unit are
/// joined by a no-break space so that wrapped text never separates them.
pub fn seconds(s: f64) -> String {
    let a = s.abs();
    let (v, unit) = if a == 0.0 {
        return "0\u{a0}s".into();
    } else if a >= 100.0 {
        (format!("{s:.0}"), "s")
    } else if a >= 1.0 {
        (format!("{s:.2}"), "s")
    } else if a >= 1e-3 {
        (format!("{:.1}", s * 1e3), "ms")
    } else if a >= 1e-6 {
        (format!("{:.1}", s * 1e6), "us")
    } else {
        (format!("{:.0}", s * 1e9), "ns")
    };
    format!("{v}\u{a0}{unit}")
}

pub(crate) fn percent(f: f64) -> String {
    format!("{:.1}%", f * 100.0)
}

/// Word-wrap `text` to `width` columns, every line starting with `indent` (the first with
/// `first`).
pub(crate) fn wrap(out: &mut String, first: &str, indent: &str, text: &str, width: usize) {
    let mut line = String::from(first);
    let mut empty = true;
    // Split at ASCII spaces only: no-break spaces keep numbers and units together.
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if !empty && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = String::from(indent);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// Shorten `s` to at most `n` characters, keeping its end (call paths end in the interesting
/// part).
pub(crate) fn tail(s: &str, n: usize) -> String {
    let c = s.chars().count();
    if c <= n {
        s.to_string()
    } else {
        let skip = c - n + 1;
        format!("…{}", s.chars().skip(skip).collect::<String>())
    }
}

pub(crate) fn heading(out: &mut String, title: &str, width: usize) {
    let _ = writeln!(out, "\n{title}");
    let _ = writeln!(out, "{}", "-".repeat(title.chars().count().min(width)));
}

/// Escape text for HTML element content and attribute values.
pub fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

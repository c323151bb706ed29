//! How the reports write numbers, names and lines: durations, percentages, rank ranges, word
//! wrapping, shortened call paths, headings, HTML escaping, and the one rule that makes text
//! from the input safe for a terminal ([`terminal_text`]). Shared by the terminal report, the
//! HTML report and the comparison.

use std::borrow::Cow;
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

/// Characters of one name from the input (a region, phase, call path, window, file or run
/// label) that the terminal reports print at most; longer names keep their start and end
/// around `…`.
pub const NAME_MAX: usize = 200;
/// Characters of one text from the analysis (a cause, hint, note or warning, which may quote
/// names) that the terminal reports print at most.
pub const TEXT_MAX: usize = 2000;

/// How the terminal reports show character `c`: `None` as itself, else a visible escape.
/// Control characters (C0 including tab, newline, carriage return and ESC; DEL; C1 including
/// CSI U+009B) and the Unicode characters that reorder or break lines (bidirectional
/// controls, line and paragraph separators) are escaped, so that no name can move the
/// cursor, clear the screen, set the window title, break a table or reorder a line.
fn escape(c: char) -> Option<String> {
    let reorders = matches!(
        c,
        '\u{061c}'
            | '\u{200e}'
            | '\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}'
            | '\u{2028}'
            | '\u{2029}'
    );
    match c {
        '\n' => Some("\\n".into()),
        '\r' => Some("\\r".into()),
        '\t' => Some("\\t".into()),
        '\0'..='\u{1f}' | '\u{7f}' => Some(format!("\\x{:02x}", c as u32)),
        _ if c.is_control() || reorders => Some(format!("\\u{{{:x}}}", c as u32)),
        _ => None,
    }
}

/// `s` as the pieces a terminal shows: each character, or its escape.
fn pieces(s: &str) -> Vec<Cow<'_, str>> {
    s.char_indices()
        .map(|(i, c)| match escape(c) {
            Some(e) => Cow::Owned(e),
            None => Cow::Borrowed(&s[i..i + c.len_utf8()]),
        })
        .collect()
}

fn width_of(p: &[Cow<'_, str>]) -> usize {
    p.iter().map(|x| x.chars().count()).sum()
}

/// As many of `p`'s pieces from the end as fit `max` characters, in order.
fn last_pieces(p: &[Cow<'_, str>], max: usize) -> String {
    let mut used = 0;
    let mut from = p.len();
    for (i, x) in p.iter().enumerate().rev() {
        let n = x.chars().count();
        if used + n > max {
            break;
        }
        used += n;
        from = i;
    }
    p[from..].concat()
}

/// Text from the input made safe for a terminal: every control character escaped visibly
/// (`\x1b`, `\n`, `\u{9b}`; see [`escape`]) and the result shortened to `max` characters,
/// keeping its start and end around `…` (an escape is never cut in half). Every name and
/// text that `ppw report`, `ppw analyze` and `ppw compare` print goes through this function:
/// the terminal layouts call it in [`wrap`], [`tail`] and [`heading`], the CLI for the lines
/// it prints itself ([`terminal_name`]).
pub fn terminal_text(s: &str, max: usize) -> String {
    if s.len() <= max && !s.chars().any(|c| escape(c).is_some()) {
        return s.to_string();
    }
    let p = pieces(s);
    if width_of(&p) <= max {
        return p.concat();
    }
    let budget = max.saturating_sub(1);
    let (head_max, tail_max) = (budget - budget / 2, budget / 2);
    let mut out = String::new();
    let mut used = 0;
    for x in &p {
        let n = x.chars().count();
        if used + n > head_max {
            break;
        }
        used += n;
        out.push_str(x);
    }
    out.push('…');
    out.push_str(&last_pieces(&p, tail_max));
    out
}

/// A name from the input for a terminal: [`terminal_text`] with at most [`NAME_MAX`]
/// characters.
pub fn terminal_name(s: &str) -> String {
    terminal_text(s, NAME_MAX)
}

/// Word-wrap `text` to `width` columns, every line starting with `indent` (the first with
/// `first`). The text is made safe for a terminal first ([`terminal_text`]: at most
/// [`TEXT_MAX`] characters, each word at most [`NAME_MAX`]); a word longer than a line is
/// broken over several lines.
pub(crate) fn wrap(out: &mut String, first: &str, indent: &str, text: &str, width: usize) {
    let text = terminal_text(text, TEXT_MAX);
    let mut line = String::from(first);
    let mut used = line.chars().count();
    let mut empty = true;
    // Split at ASCII spaces only: no-break spaces keep numbers and units together.
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let word = terminal_text(word, NAME_MAX);
        let n = word.chars().count();
        if !empty && used + 1 + n > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = String::from(indent);
            used = line.chars().count();
            empty = true;
        }
        if !empty {
            line.push(' ');
            used += 1;
        }
        // Longer than the rest of a fresh line: as much as fits, the rest on the next lines.
        let mut rest: &str = &word;
        let mut left = n;
        while left > width.saturating_sub(used).max(1) {
            let room = width.saturating_sub(used).max(1);
            let cut = rest.char_indices().nth(room).map_or(rest.len(), |x| x.0);
            line.push_str(&rest[..cut]);
            out.push_str(&line);
            out.push('\n');
            line = String::from(indent);
            used = line.chars().count();
            rest = &rest[cut..];
            left -= room;
        }
        line.push_str(rest);
        used += left;
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// Shorten `s` to at most `n` characters, keeping its end (call paths end in the interesting
/// part), made safe for a terminal ([`terminal_text`]'s escapes).
pub(crate) fn tail(s: &str, n: usize) -> String {
    let p = pieces(s);
    if width_of(&p) <= n {
        p.concat()
    } else {
        format!("…{}", last_pieces(&p, n.saturating_sub(1)))
    }
}

/// A section heading (made safe for a terminal, at most `width` characters) and its
/// underline.
pub(crate) fn heading(out: &mut String, title: &str, width: usize) {
    let title = terminal_text(title, width);
    let _ = writeln!(out, "\n{title}");
    let _ = writeln!(out, "{}", "-".repeat(title.chars().count().min(width)));
}

/// Ranks as ranges with their count, ascending: `3`, `0-511 (512 ranks)`, `1, 4-7, 9 (6
/// ranks)`; at most `max_ranges` ranges, then `…`.
pub(crate) fn rank_ranges(ranks: &[u32], max_ranges: usize) -> String {
    let mut r: Vec<u32> = ranks.to_vec();
    r.sort_unstable();
    r.dedup();
    let ranges = ppw_event::ranks::runs(&r);
    let max_ranges = max_ranges.max(1);
    let mut parts: Vec<String> = ranges
        .iter()
        .take(max_ranges)
        .map(ppw_event::ranks::run_text)
        .collect();
    if ranges.len() > max_ranges {
        parts.push("…".into());
    }
    let list = parts.join(", ");
    match r.len() {
        0 => "none".into(),
        1 => list,
        n => format!("{list} ({n} ranks)"),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_visibly() {
        let name = "a\x1b]0;pwned\x07\x1b[2J\r\n\tb\u{9b}31m\u{7f}\u{202e}c";
        assert_eq!(
            terminal_name(name),
            "a\\x1b]0;pwned\\x07\\x1b[2J\\r\\n\\tb\\u{9b}31m\\x7f\\u{202e}c"
        );
        // Text without such characters is unchanged (no-break spaces, accents, CJK).
        let plain = "1.2\u{a0}s in main/I/O phase — café 計算";
        assert_eq!(terminal_name(plain), plain);
    }

    #[test]
    fn long_names_keep_start_and_end() {
        let long = format!("start{}end", "x".repeat(1 << 20));
        let short = terminal_name(&long);
        assert_eq!(short.chars().count(), NAME_MAX);
        assert!(
            short.starts_with("startx") && short.ends_with("xend"),
            "{short}"
        );
        assert!(short.contains('…'));
        // An escape is never cut in half.
        let esc = "\x1b".repeat(100);
        let short = terminal_text(&esc, 10);
        assert_eq!(short, "\\x1b…\\x1b");
        assert_eq!(tail("main/\x1b[2J", 8), "…\\x1b[2J");
        assert_eq!(tail("\x1b\x1b", 5), "…\\x1b");
    }

    #[test]
    fn wrap_escapes_and_breaks_words_longer_than_a_line() {
        let mut s = String::new();
        wrap(&mut s, "> ", "  ", "cut\nhere and\x1b[2J", 60);
        assert_eq!(s, "> cut\\nhere and\\x1b[2J\n");
        let mut s = String::new();
        let word = "abcdefghij".repeat(3);
        wrap(&mut s, "- ", "  ", &format!("in {word} done"), 12);
        assert_eq!(
            s,
            "- in\n  abcdefghij\n  abcdefghij\n  abcdefghij\n  done\n"
        );
        for l in s.lines() {
            assert!(l.chars().count() <= 12, "{l:?}");
        }
        // A 1 MB name in a sentence costs a few lines, not a megabyte.
        let mut s = String::new();
        wrap(
            &mut s,
            "",
            "",
            &format!("phase {} ended", "p".repeat(1 << 20)),
            80,
        );
        assert!(s.len() < 400, "{} bytes", s.len());
        assert!(s.starts_with("phase\nppp") && s.ends_with("ended\n"), "{s}");
    }

    #[test]
    fn ranks_as_ranges_and_counts() {
        let all: Vec<u32> = (0..512).rev().collect();
        assert_eq!(rank_ranges(&all, 12), "0-511 (512 ranks)");
        assert_eq!(rank_ranges(&[3], 12), "3");
        assert_eq!(
            rank_ranges(&[9, 1, 4, 5, 6, 7, 4], 12),
            "1, 4-7, 9 (6 ranks)"
        );
        let even: Vec<u32> = (0..1024).step_by(2).collect();
        assert_eq!(rank_ranges(&even, 3), "0, 2, 4, … (512 ranks)");
        assert_eq!(rank_ranges(&[], 3), "none");
        assert_eq!(
            rank_ranges(&[u32::MAX - 1, u32::MAX], 3),
            "4294967294-4294967295 (2 ranks)"
        );
    }
}

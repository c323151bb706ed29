//! The shared data distribution section (thesis Fig. 4-11) of both reports: per PGAS shared
//! object its layout over the processes, the one-sided accesses per accessing and owning
//! process, the local share and the hint.

use crate::format::{esc, heading, percent, wrap};
use ppw_analysis::{thousands, SharedObject};
use std::fmt::Write;

/// Objects shown at most.
const MAX_OBJECTS: usize = 6;
/// Processes up to which the terminal prints the accessor x owner matrix when it fits the
/// width (else the busiest pairs).
const MAX_MATRIX: u32 = 12;

/// "4 processes x 2,048 bytes" or "block-cyclic, blocking factor 1 (8-byte elements; element
/// i on process i mod 4)".
fn layout_text(o: &SharedObject) -> String {
    if o.blocking_factor > 0 {
        let owner = if o.blocking_factor == 1 {
            format!("i mod {}", o.processes)
        } else {
            format!("(i / {}) mod {}", o.blocking_factor, o.processes)
        };
        format!(
            "{} elements of {} bytes, blocking factor {}: element i on process {owner}",
            thousands(o.bytes / o.element_bytes.max(1)),
            o.element_bytes,
            o.blocking_factor
        )
    } else {
        format!(
            "one part of {} bytes on each of {} processes",
            thousands(o.bytes / u64::from(o.processes.max(1))),
            o.processes
        )
    }
}

fn local_share(o: &SharedObject) -> f64 {
    let all = o.local_bytes + o.remote_bytes;
    if all == 0 {
        0.0
    } else {
        o.local_bytes as f64 / all as f64
    }
}

/// The terminal section.
pub(crate) fn terminal(out: &mut String, objects: &[SharedObject], width: usize) {
    if objects.is_empty() {
        return;
    }
    heading(
        out,
        "Shared data distribution (one-sided accesses per owning process)",
        width,
    );
    for o in objects.iter().take(MAX_OBJECTS) {
        let ops: u64 = o.accesses.iter().map(|a| a.operations).sum();
        let line = format!(
            "`{}` in {} ({}): {} accesses, {} bytes, {} local",
            o.name,
            o.memory,
            layout_text(o),
            thousands(ops),
            thousands(o.local_bytes + o.remote_bytes),
            percent(local_share(o))
        );
        wrap(out, "  ", "    ", &line, width);
        // The matrix when it fits the width, else the busiest pairs.
        let cell = 7usize;
        let fits = o.processes <= MAX_MATRIX && 18 + cell * o.processes as usize <= width;
        if fits {
            let mut head = format!("    {:<14}", "accessor\\owner");
            for w in 0..o.processes {
                let _ = write!(head, "{:>cell$}", w);
            }
            let _ = writeln!(out, "{head}");
            for a in 0..o.processes {
                let mut row = format!("    {:<14}", format!("process {a}"));
                let mut any = false;
                for w in 0..o.processes {
                    let b = o
                        .accesses
                        .iter()
                        .find(|x| x.accessor == a && x.owner == w)
                        .map_or(0, |x| x.bytes);
                    any |= b > 0;
                    let v = if b == 0 { ".".to_string() } else { short(b) };
                    let _ = write!(row, "{v:>cell$}");
                }
                if any {
                    let _ = writeln!(out, "{row}");
                }
            }
        } else {
            let mut top: Vec<_> = o.accesses.iter().collect();
            top.sort_by_key(|x| std::cmp::Reverse(x.bytes));
            for x in top.iter().take(5) {
                let line = format!(
                    "process {} -> part of process {}: {} accesses, {} bytes",
                    x.accessor,
                    x.owner,
                    thousands(x.operations),
                    thousands(x.bytes)
                );
                wrap(out, "    ", "      ", &line, width);
            }
        }
        if let Some(h) = &o.hint {
            wrap(out, "    hint: ", "      ", h, width);
        }
    }
    if objects.len() > MAX_OBJECTS {
        let _ = writeln!(out, "  ({} more objects)", objects.len() - MAX_OBJECTS);
    }
}

/// 1234567 -> "1.2M": a compact byte count for a matrix cell.
fn short(b: u64) -> String {
    match b {
        0..=99_999 => b.to_string(),
        100_000..=99_999_999 => format!("{:.0}k", b as f64 / 1e3),
        _ => format!("{:.0}M", b as f64 / 1e6),
    }
}

/// The colour of process `w` of `n` (a hue per process).
fn hue(w: usize, n: usize) -> usize {
    w * 360 / n.max(1)
}

/// The HTML section: per object the summary and hint, the layout (a row per range of
/// elements, a column per owning process, each cell in its owner's colour, darker the more
/// bytes were accessed there, with the local share in its tooltip) and the matrix of accesses.
pub(crate) fn html(objects: &[SharedObject]) -> String {
    if objects.is_empty() {
        return "<p class=\"muted\">No one-sided transfer went to a known PGAS shared object \
                (OpenSHMEM symmetric heap blocks and static variables, UPC arrays allocated \
                with upc_all_alloc; trace mode only).</p>"
            .into();
    }
    let mut h = String::new();
    for o in objects.iter().take(MAX_OBJECTS) {
        let n = o.processes as usize;
        let _ = write!(
            h,
            "<h3>{}</h3><p>In {}: {}. {} bytes accessed by one-sided transfers, {} of them \
             local.</p>",
            esc(&o.name),
            esc(&o.memory),
            esc(&layout_text(o)),
            thousands(o.local_bytes + o.remote_bytes),
            percent(local_share(o))
        );
        if let Some(hint) = &o.hint {
            let _ = write!(h, "<p class=\"hint\">Hint: {}</p>", esc(hint));
        }
        if !o.rows.is_empty() {
            let max = o
                .rows
                .iter()
                .flat_map(|r| r.accessed.iter().copied())
                .max()
                .unwrap_or(0)
                .max(1);
            let what = if o.blocking_factor > 0 {
                "elements (global index)"
            } else {
                "elements of each part"
            };
            let _ = write!(
                h,
                "<table class=\"distribution\"><tr><th>{what}</th>{}</tr>",
                (0..n)
                    .map(|w| format!(
                        "<th style=\"background: hsl({}, 60%, 80%)\">process {w}</th>",
                        hue(w, n)
                    ))
                    .collect::<String>()
            );
            for r in &o.rows {
                let _ = write!(
                    h,
                    "<tr><th>{}&ndash;{}</th>",
                    r.elements.0,
                    r.elements.1.saturating_sub(1)
                );
                for w in 0..n {
                    let owned = r.owned.get(w).copied().unwrap_or(0);
                    let acc = r.accessed.get(w).copied().unwrap_or(0);
                    let local = r.local.get(w).copied().unwrap_or(0);
                    if owned == 0 {
                        h.push_str("<td></td>");
                        continue;
                    }
                    let light = 92 - (acc as f64 / max as f64 * 40.0) as usize;
                    let main = r.main_accessor.get(w).copied().flatten();
                    let text = match main {
                        _ if acc == 0 => String::new(),
                        Some(a) if a as usize != w => {
                            format!("{} <small>by {a}</small>", short(acc))
                        }
                        _ => short(acc),
                    };
                    let _ = write!(
                        h,
                        "<td class=\"n\" style=\"background: hsl({}, 60%, {light}%)\" \
                         title=\"process {w} owns {owned} elements here; {acc} bytes accessed, \
                         {local} by process {w} itself\">{text}</td>",
                        hue(w, n)
                    );
                }
                h.push_str("</tr>");
            }
            h.push_str(
                "</table><p class=\"muted\">Each cell: the elements of the row one process owns, \
                 in its colour, darker the more bytes one-sided transfers accessed there; \
                 \u{201c}by p\u{201d}: the process that accessed them most, when it is not the \
                 owner.</p>",
            );
        }
        if n <= 64 {
            let _ = write!(
                h,
                "<table><tr><th>bytes accessed by &darr; in the part of &rarr;</th>{}</tr>",
                (0..n)
                    .map(|w| format!("<th class=\"n\">{w}</th>"))
                    .collect::<String>()
            );
            let max = o.accesses.iter().map(|x| x.bytes).max().unwrap_or(0).max(1);
            for a in 0..o.processes {
                if !o.accesses.iter().any(|x| x.accessor == a) {
                    continue;
                }
                let _ = write!(h, "<tr><th>process {a}</th>");
                for w in 0..o.processes {
                    match o.accesses.iter().find(|x| x.accessor == a && x.owner == w) {
                        Some(x) => {
                            let _ = write!(
                                h,
                                "<td class=\"n\" style=\"background: rgba({}, {:.2})\" \
                                 title=\"{} operations\">{}</td>",
                                if a == w { "40, 160, 60" } else { "200, 40, 40" },
                                0.6 * x.bytes as f64 / max as f64,
                                x.operations,
                                thousands(x.bytes)
                            );
                        }
                        None => h.push_str("<td></td>"),
                    }
                }
                h.push_str("</tr>");
            }
            h.push_str("</table>");
        }
    }
    if objects.len() > MAX_OBJECTS {
        let _ = write!(
            h,
            "<p class=\"muted\">{} more objects in the JSON analysis.</p>",
            objects.len() - MAX_OBJECTS
        );
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_analysis::ObjectAccess;

    fn object(procs: u32) -> SharedObject {
        SharedObject {
            name: "shmem_malloc in main (a_rather_long_file_name_for_wrapping.c:123)".into(),
            memory: "symmetric memory".into(),
            processes: procs,
            bytes: 4096 * procs as u64,
            element_bytes: 8,
            accesses: (0..procs)
                .map(|a| ObjectAccess {
                    accessor: a,
                    owner: (a + 1) % procs,
                    operations: 1000,
                    bytes: 123_456_789,
                })
                .collect(),
            remote_bytes: 123_456_789 * procs as u64,
            hint: Some("a hint long enough to need wrapping at eighty columns, ".repeat(3)),
            ..Default::default()
        }
    }

    #[test]
    fn the_matrix_when_it_fits_else_the_busiest_pairs() {
        for (procs, matrix) in [(4, true), (8, true), (12, false), (16, false)] {
            let mut out = String::new();
            terminal(&mut out, &[object(procs)], 80);
            assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
            assert_eq!(out.contains("accessor\\owner"), matrix, "{out}");
            assert_eq!(out.contains("-> part of process 1"), !matrix, "{out}");
            assert!(out.contains("hint: a hint"), "{out}");
        }
        // Wider terminals show more of the matrix.
        let mut out = String::new();
        terminal(&mut out, &[object(12)], 120);
        assert!(out.contains("accessor\\owner"), "{out}");
        assert!(out.contains("123M"), "{out}");
    }

    #[test]
    fn html_escapes_names_and_shows_the_grid() {
        let mut o = object(2);
        o.name = "<script>".into();
        o.rows = vec![ppw_analysis::ObjectRow {
            elements: (0, 8),
            owned: vec![8, 8],
            accessed: vec![64, 0],
            local: vec![0, 0],
            main_accessor: vec![Some(1), None],
        }];
        let h = html(&[o]);
        assert!(
            !h.contains("<script>") && h.contains("&lt;script&gt;"),
            "{h}"
        );
        assert!(
            h.contains("class=\"distribution\"") && h.contains("by 1"),
            "{h}"
        );
    }
}

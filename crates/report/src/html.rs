//! The self-contained HTML report (`ppw report --html`, `ppw compare --html`): one file, no
//! network access when opened (charts are inline SVG from [`crate::charts`], the little
//! script is inline), readable printed. Every text that comes from the program or the trace
//! (region names, file names, causes) goes through [`esc`] or into the JSON island, whose `<`
//! are escaped: nothing from the input can end an element or run as script.

use crate::callpath::CallPaths;
use crate::charts::{self, hex, COLOURS};
use crate::data::{metric_index, ReportData};
use crate::format::{rank_ranges, seconds};
use ppw_analysis::{Analysis, Comparison, Finding};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

/// What the HTML report needs besides the analysis.
pub struct HtmlOptions<'a> {
    /// The measured command line, if known.
    pub command: Vec<String>,
    /// Reads a source file named in a call site (`None` if it cannot be read at report time).
    pub source: &'a dyn Fn(&str) -> Option<String>,
    /// How to open the full timeline (e.g. the `ppw export` command for this experiment).
    pub timeline_hint: String,
}

pub use crate::format::esc;

/// JSON for a `<script type="application/json">` island: `<` escaped so that no `</script>`
/// can appear in it.
fn json_island(v: &serde_json::Value) -> String {
    v.to_string().replace('<', "\\u003c")
}

const CSS: &str = r#"
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#222;background:#fafafa}
header{background:#234;color:#fff;padding:12px 24px}header h1{margin:0;font-size:20px}
nav{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:6px 24px;z-index:2}
nav a{margin-right:14px;color:#245;text-decoration:none}
main{padding:8px 24px;max-width:1400px}
section{background:#fff;border:1px solid #ddd;border-radius:6px;margin:14px 0;padding:10px 16px;break-inside:avoid}
h2{font-size:17px;margin:6px 0 10px}
table{border-collapse:collapse;margin:6px 0}td,th{padding:3px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
th{background:#f3f3f3;cursor:default}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.finding{border-left:4px solid #e15759;padding:4px 10px;margin:8px 0;background:#fff8f8}
.finding .what{font-weight:600}.muted{color:#666}.cp{font-family:ui-monospace,monospace;font-size:12.5px;word-break:break-all}
.legend span{display:inline-block;margin-right:12px}.legend i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:-1px}
svg.chart{max-width:100%;height:auto;display:block}
tr.node{cursor:pointer}tr.node:hover{background:#f0f6ff}tr.sel{background:#e3efff}
.tog{display:inline-block;width:14px;color:#666}
#cp-detail{border:1px solid #ccd;padding:8px;margin-top:8px;background:#fcfcff}
pre.src{background:#f6f6f6;padding:6px;overflow:auto;font-size:12.5px}pre.src b{background:#ffe08a;font-weight:normal;display:block}
button{margin:0 6px 6px 0}.hidden{display:none}
table.wide th{white-space:normal;hyphens:none}
@media print{nav,button,#cp-detail{display:none}section{border:none;padding:4px 0}body{background:#fff;font-size:11px}main{padding:0;max-width:none}table{max-width:100%}td,th{padding:2px 3px}td{overflow-wrap:anywhere}td.n{overflow-wrap:normal;white-space:nowrap}table.wide{font-size:9px;width:100%}table.wide th{hyphens:manual}.cp{font-size:10px}}
@page{size:A4;margin:12mm}
"#;

/// The script: expandable call-path tree, metric column, details on click, sorted views.
/// Reads the JSON island; writes text only through textContent.
const JS: &str = r#"
(function(){
var D=JSON.parse(document.getElementById('ppw-data').textContent);
function fmt(v,u){if(u==='seconds'){if(v>=1)return v.toFixed(3)+' s';if(v>=1e-3)return (v*1e3).toFixed(2)+' ms';if(v>0)return (v*1e6).toFixed(1)+' us';return '0';}return Math.round(v).toLocaleString('en');}
var rows=document.querySelectorAll('#cp-table tr.node');
function setVisible(){rows.forEach(function(r){var p=r.getAttribute('data-parent');var vis=true;while(p!==null&&p!==''){var pr=document.getElementById('cp'+p);if(!pr||pr.getAttribute('data-open')!=='1'){vis=false;break;}p=pr.getAttribute('data-parent');}r.style.display=vis?'':'none';});}
rows.forEach(function(r){r.addEventListener('click',function(e){var i=r.getAttribute('data-i');if(e.target.classList.contains('tog')){r.setAttribute('data-open',r.getAttribute('data-open')==='1'?'0':'1');var t=r.querySelector('.tog');if(t&&t.textContent!=='')t.textContent=r.getAttribute('data-open')==='1'?'\u25be':'\u25b8';setVisible();return;}show(i);});});
function path(i){var n=[];var k=0;while(i!==null&&i!==undefined&&k++<256){var c=D.callpaths[i];n.unshift(c.name);i=c.parent;}return n.join(' \u203a ');}
function show(i){rows.forEach(function(r){r.classList.toggle('sel',r.getAttribute('data-i')===i);});var d=document.getElementById('cp-detail');d.querySelector('.t').textContent=path(+i);var dist=document.getElementById('dist'+i);var holder=d.querySelector('.dist');holder.innerHTML='';if(dist){holder.appendChild(dist.content.cloneNode(true));}else{holder.textContent='(per-rank distribution kept for the '+D.dists+' call paths with the most time)';}var s=document.getElementById('src'+i);var sh=d.querySelector('.src');sh.innerHTML='';if(s){sh.appendChild(s.content.cloneNode(true));}d.classList.remove('hidden');}
var sel=document.getElementById('metric');function metric(){var m=+sel.value;var u=D.metrics[m].unit;document.querySelectorAll('#cp-table td.m').forEach(function(td){var i=+td.parentNode.getAttribute('data-i');var v=(D.callpaths[i].m||{})[m]||0;td.textContent=v?fmt(v,u):'';});}
if(sel){sel.addEventListener('change',metric);metric();}
setVisible();
document.querySelectorAll('button[data-show]').forEach(function(b){b.addEventListener('click',function(){var g=b.getAttribute('data-group');document.querySelectorAll('[data-view="'+g+'"]').forEach(function(v){v.classList.toggle('hidden',v.id!==b.getAttribute('data-show'));});});});
var h=location.hash.match(/^#cp=(\d+)$/);if(h&&D.callpaths[+h[1]])show(h[1]);
document.body.setAttribute('data-ready','1');
})();
"#;

fn page(title: &str, sections: &[(&str, &str, String)], data: &serde_json::Value) -> String {
    let mut o = String::new();
    o.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
    o.push_str("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
    let _ = write!(
        o,
        "<title>{}</title><style>{CSS}</style></head><body>",
        esc(title)
    );
    let _ = write!(o, "<header><h1>{}</h1></header><nav>", esc(title));
    for (id, name, _) in sections {
        let _ = write!(o, "<a href=\"#{id}\">{}</a>", esc(name));
    }
    o.push_str("</nav><main>");
    for (id, name, body) in sections {
        let _ = write!(
            o,
            "<section id=\"{id}\"><h2>{}</h2>{body}</section>",
            esc(name)
        );
    }
    let _ = write!(
        o,
        "</main><script type=\"application/json\" id=\"ppw-data\">{}</script><script>{JS}</script></body></html>",
        json_island(data)
    );
    o.push('\n');
    o
}

fn legend(names: &[&str]) -> String {
    let mut o = String::from("<div class=\"legend\">");
    for (k, n) in names.iter().enumerate() {
        let _ = write!(
            o,
            "<span><i style=\"background:{}\"></i>{}</span>",
            hex(COLOURS[k % COLOURS.len()]),
            esc(n)
        );
    }
    o.push_str("</div>");
    o
}

fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// A section's body, or why it is empty: an empty section takes no card, only a phrase of the
/// summary's "not in this run" line.
type Body = Result<String, String>;

/// The HTML report of one analysis.
pub fn html(a: &Analysis, o: &HtmlOptions<'_>) -> String {
    let r = ReportData::new(a);
    let tree = CallTree::new(a);
    let title = format!("ppw report: {}", a.summary.program);
    let rest: Vec<(&str, &str, Body)> = vec![
        ("breakdown", "Time per rank", breakdown(a)),
        (
            "hosts",
            "Hosts",
            crate::hosts::html(&r.hosts, a.placement.as_ref().map(|p| p.text.as_str())),
        ),
        ("phases", "Phases", phases(&r)),
        ("counters", "Performance counters", counters(&r)),
        ("topologies", "Virtual topologies", topologies(&r)),
        ("data", "Data structures", data_structures(&r)),
        ("shared", "Shared data distribution", shared(&r)),
        ("callpaths", "Call paths", callpaths(&tree, a, o)),
        ("transfers", "Data transfers", transfers(a)),
        ("balance", "Load balance", Ok(balance(a, &r))),
        ("timeline", "Timeline excerpt", timeline(a, o)),
        ("notes", "Notes and warnings", Ok(notes(a, &r))),
    ];
    let absent: Vec<&str> = rest
        .iter()
        .filter_map(|x| x.2.as_ref().err().map(String::as_str))
        .collect();
    let mut sections = vec![("summary", "Summary", summary(a, &r, o, &absent))];
    sections.extend(
        rest.iter()
            .filter_map(|(id, name, b)| Some((*id, *name, b.as_ref().ok()?.clone()))),
    );
    page(&title, &sections, &tree.json(a))
}

/// The shared data distribution section (empty without PGAS shared objects).
fn shared(r: &ReportData) -> Body {
    if r.shared_objects.is_empty() {
        return Err(
            "shared data distribution (no one-sided access to a PGAS shared object)".into(),
        );
    }
    Ok(crate::shared::html(&r.shared_objects))
}

fn summary(a: &Analysis, r: &ReportData, o: &HtmlOptions<'_>, absent: &[&str]) -> String {
    let s = &a.summary;
    let mut h = String::from("<table>");
    let mut row = |k: &str, v: String| {
        let _ = write!(h, "<tr><th>{}</th><td>{}</td></tr>", esc(k), v);
    };
    row("program", esc(&s.program));
    if !o.command.is_empty() {
        row(
            "command",
            format!("<span class=\"cp\">{}</span>", esc(&o.command.join(" "))),
        );
    }
    row("mode", esc(&s.mode));
    row("ranks", format!("{} ({} locations)", s.ranks, s.locations));
    if let Some(p) = &a.placement {
        row("placement", esc(&p.text));
        row(
            "waiting for a CPU",
            format!(
                "{} summed over ranks, {} involuntary context switches",
                esc(&seconds(p.run_delay)),
                p.involuntary_switches
            ),
        );
    }
    row("duration", esc(&seconds(s.duration)));
    row(
        "total time",
        format!("{} over all locations", esc(&seconds(s.total_time))),
    );
    row("events", format!("{}", s.events));
    row(
        "messages / collectives",
        format!("{} / {}", s.messages, s.collectives),
    );
    row("clock", esc(&r.clock));
    if let Some(p) = &a.phase {
        row(
            "restricted to phase",
            format!(
                "<span class=\"cp\">{}</span>: everything outside it is left out",
                esc(p)
            ),
        );
    }
    if !a.warnings.is_empty() {
        row(
            "skipped data",
            format!(
                "{} warnings (see <a href=\"#notes\">Notes</a>)",
                a.warnings.len()
            ),
        );
    }
    h.push_str("</table>");
    if !absent.is_empty() {
        // The empty sections in one line (their phrases are the report's own text, with the
        // timeline hint escaped where it is made).
        let _ = write!(
            h,
            "<p class=\"muted\" id=\"absent\">Not in this run: {}.</p>",
            absent.join("; ")
        );
    }
    h.push_str(&fix_first(r));
    let _ = write!(h, "<h2>Findings, by cost ({})</h2>", a.findings.len());
    if a.findings.is_empty() {
        h.push_str("<p class=\"muted\">No finding passed the thresholds.</p>");
    }
    for (i, f) in a.findings.iter().enumerate() {
        h.push_str(&finding_html(i + 1, f));
    }
    h
}

/// What to fix first: the findings by gain with their cost beside, and the root causes.
fn fix_first(r: &ReportData) -> String {
    let rows: Vec<&crate::data::FixRow> = r.fix_first.iter().filter(|f| f.gain > 0.0).collect();
    if rows.is_empty() && r.root_causes.is_empty() {
        return String::new();
    }
    let mut h = String::from("<h2 id=\"fix\">What to fix first</h2>");
    if let Some(cp) = r.critical_path {
        let _ = write!(
            h,
            "<p>The critical path is {} long. A gain is the part of a problem that lies on \
             it: how much shorter the run would be without the problem. The timeline \
             excerpt draws the critical path.</p>",
            esc(&seconds(cp))
        );
    }
    if !rows.is_empty() {
        h.push_str("<table class=\"fix\"><tr><th>gain</th><th>cost</th><th>finding</th></tr>");
        for f in rows {
            let _ = write!(
                h,
                "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}. {} in \
                 <span class=\"cp\">{}</span></td></tr>",
                esc(&seconds(f.gain)),
                esc(&seconds(f.cost)),
                f.finding,
                esc(&f.kind),
                esc(&f.callpath)
            );
        }
        h.push_str("</table>");
    }
    if !r.root_causes.is_empty() {
        h.push_str("<h3>Root causes of the wait states</h3><ul class=\"causes\">");
        for c in &r.root_causes {
            let _ = write!(h, "<li>{}</li>", esc(&c.text));
        }
        h.push_str("</ul>");
    }
    h
}

fn finding_html(n: usize, f: &Finding) -> String {
    let mut h = String::from("<div class=\"finding\">");
    let _ = write!(
        h,
        "<div class=\"what\">{n}. {} in <span class=\"cp\">{}</span></div>",
        esc(&f.kind),
        esc(&f.callpath)
    );
    let ranks = match f.rank {
        Some(r) => format!("mostly rank {r}"),
        None => format!("{} rank(s)", f.ranks.len()),
    };
    let _ = write!(
        h,
        "<div>{} ({} of total time), {}",
        esc(&seconds(f.seconds)),
        pct(f.fraction),
        esc(&ranks)
    );
    if let Some(src) = &f.source {
        let _ = write!(h, ", at <span class=\"cp\">{}</span>", esc(src));
    }
    if let Some(c) = &f.caller {
        let _ = write!(h, " in <span class=\"cp\">{}</span>", esc(c));
    }
    h.push_str("</div>");
    if !f.detail.is_empty() {
        let _ = write!(h, "<div><b>what:</b> {}</div>", esc(&f.detail));
    }
    let _ = write!(h, "<div><b>cause:</b> {}</div>", esc(&f.cause.text));
    let _ = write!(h, "<div><b>hint:</b> {}</div></div>", esc(&f.hint));
    h
}

/// Breakdown categories.
const CATS: [&str; 8] = [
    "computation",
    "point-to-point",
    "collective",
    "synchronization",
    "one-sided",
    "I/O",
    "measurement",
    "other MPI",
];

/// I/O functions the runtime wraps (crates/runtime/c/ppw_io.c).
const IO: &[&str] = &[
    "open",
    "open64",
    "openat",
    "creat",
    "close",
    "read",
    "write",
    "pread",
    "pwrite",
    "pread64",
    "pwrite64",
    "readv",
    "writev",
    "fsync",
    "fdatasync",
    "fopen",
    "fopen64",
    "fclose",
    "fread",
    "fwrite",
    "fflush",
];

/// The breakdown category of time metric `id`: its first ancestor that is one.
fn cat_of<'a>(a: &'a Analysis, idx: &HashMap<&str, usize>, mut id: &'a str) -> Option<usize> {
    for _ in 0..64 {
        match id {
            "computation" => return Some(0),
            "mpi_p2p" => return Some(1),
            "mpi_collective" => return Some(2),
            "mpi_sync" => return Some(3),
            "mpi_rma_comm" | "mpi_rma_sync" | "mpi_win_mgmt" => return Some(4),
            "mpi" | "time" => return Some(7),
            _ => {}
        }
        let m = &a.metrics[*idx.get(id)?];
        id = m.parent.as_deref()?;
    }
    None
}

/// Per rank: seconds in each of [`CATS`], from the exclusive time severities.
fn rank_split(a: &Analysis) -> BTreeMap<u32, [f64; 8]> {
    let idx = metric_index(a);
    let mut cache: HashMap<&str, Option<usize>> = HashMap::new();
    let mut out: BTreeMap<u32, [f64; 8]> = BTreeMap::new();
    let paths = CallPaths::new(
        a.profile
            .iter()
            .map(|p| p.callpath.as_str())
            .chain(a.severities.iter().map(|s| s.callpath.as_str())),
    );
    for s in &a.severities {
        let Some(&m) = idx.get(s.metric.as_str()) else {
            continue;
        };
        if a.metrics[m].unit != "seconds" {
            continue;
        }
        let Some(cat) = *cache
            .entry(s.metric.as_str())
            .or_insert_with(|| cat_of(a, &idx, &s.metric))
        else {
            continue;
        };
        let leaf = paths.leaf(&s.callpath);
        let cat = if leaf.starts_with("PPW_") {
            6
        } else if IO.contains(&leaf) {
            5
        } else {
            cat
        };
        out.entry(s.rank).or_default()[cat] += s.seconds;
    }
    out
}

fn breakdown(a: &Analysis) -> Body {
    let split = rank_split(a);
    if split.is_empty() {
        return Err("time per rank (no time recorded)".into());
    }
    let mut h = legend(&CATS);
    let n = split.len();
    if n <= 256 {
        let by_rank: Vec<(u32, Vec<f64>)> = split.iter().map(|(r, v)| (*r, v.to_vec())).collect();
        let mut by_total = by_rank.clone();
        by_total.sort_by(|x, y| {
            let (sx, sy): (f64, f64) = (x.1.iter().sum(), y.1.iter().sum());
            sy.total_cmp(&sx).then(x.0.cmp(&y.0))
        });
        let mut by_wait = by_rank.clone();
        by_wait.sort_by(|x, y| {
            let (sx, sy) = (
                x.1[1] + x.1[2] + x.1[3] + x.1[4],
                y.1[1] + y.1[2] + y.1[3] + y.1[4],
            );
            sy.total_cmp(&sx).then(x.0.cmp(&y.0))
        });
        h.push_str("<div>sort: <button data-group=\"bd\" data-show=\"bd-rank\">by rank</button><button data-group=\"bd\" data-show=\"bd-total\">by total time</button><button data-group=\"bd\" data-show=\"bd-comm\">by communication</button></div>");
        for (id, v, hidden) in [
            ("bd-rank", &by_rank, false),
            ("bd-total", &by_total, true),
            ("bd-comm", &by_wait, true),
        ] {
            let labels: Vec<String> = v.iter().map(|x| x.0.to_string()).collect();
            let values: Vec<Vec<f64>> = v.iter().map(|x| x.1.clone()).collect();
            let _ = write!(
                h,
                "<div id=\"{id}\" data-view=\"bd\"{}>{}</div>",
                if hidden { " class=\"hidden\"" } else { "" },
                charts::stacked_bars(&labels, &values, "seconds")
            );
        }
    } else {
        // Too many ranks for a bar each: min / mean / max per category, and the outliers.
        let mut min = [f64::MAX; 8];
        let mut max = [0f64; 8];
        let mut sum = [0f64; 8];
        for v in split.values() {
            for k in 0..8 {
                min[k] = min[k].min(v[k]);
                max[k] = max[k].max(v[k]);
                sum[k] += v[k];
            }
        }
        let mean: Vec<f64> = sum.iter().map(|s| s / n as f64).collect();
        let cats: Vec<String> = CATS.iter().map(|c| c.to_string()).collect();
        let _ = write!(
            h,
            "<p>{n} ranks: per category the mean (bar) and the range over ranks (whisker).</p>{}",
            charts::bands(&cats, &min, &mean, &max, "seconds")
        );
        let mut totals: Vec<(u32, f64)> = split.iter().map(|(r, v)| (*r, v.iter().sum())).collect();
        let avg = totals.iter().map(|x| x.1).sum::<f64>() / n as f64;
        totals.sort_by(|x, y| y.1.total_cmp(&x.1).then(x.0.cmp(&y.0)));
        h.push_str("<p>Ranks with the most time (outliers first):</p><table><tr><th class=\"n\">rank</th><th class=\"n\">time</th><th class=\"n\">vs mean</th></tr>");
        for (r, t) in totals.iter().take(10) {
            let _ = write!(
                h,
                "<tr><td class=\"n\">{r}</td><td class=\"n\">{}</td><td class=\"n\">{:.2}x</td></tr>",
                esc(&seconds(*t)),
                if avg > 0.0 { t / avg } else { 0.0 }
            );
        }
        h.push_str("</table>");
    }
    h.push_str("<p class=\"muted\">Computation is time outside MPI, I/O and ppw's own work; I/O the wrapped POSIX and stdio calls; measurement ppw's set-up and buffer flushes; other MPI initialization, finalization and management.</p>");
    Ok(h)
}

/// The call-path tree of the profile, carried as ids: every node knows its parent's id and
/// its own region name ([`CallPaths`]: a region name may contain `/`).
struct CallTree {
    /// Call paths in depth-first order: (joined path, depth, parent index, own name).
    nodes: Vec<(String, usize, Option<usize>, String)>,
    /// Per node: inclusive seconds per rank (indexed by rank).
    per_rank: Vec<BTreeMap<u32, f64>>,
    visits: Vec<u64>,
    bytes: Vec<u64>,
    /// Per node: metric index -> value summed over ranks, inclusive along the metric tree
    /// (`time` holds all time at the node, not only what no sub-metric took).
    metrics: Vec<BTreeMap<usize, f64>>,
}

impl CallTree {
    fn new(a: &Analysis) -> CallTree {
        let mut paths: BTreeMap<&str, (BTreeMap<u32, f64>, u64, u64)> = BTreeMap::new();
        for p in &a.profile {
            let e = paths.entry(p.callpath.as_str()).or_default();
            *e.0.entry(p.rank).or_default() += p.seconds;
            e.1 = e.1.saturating_add(p.visits);
            e.2 = e.2.saturating_add(p.bytes);
        }
        let ids = CallPaths::new(paths.keys().copied());
        let midx = metric_index(a);
        // Each metric and its ancestors (bounded: a stored analysis is input).
        let ancestors: Vec<Vec<usize>> = (0..a.metrics.len())
            .map(|m| {
                let mut v = vec![m];
                let mut cur = m;
                while let Some(&p) = a.metrics[cur].parent.as_deref().and_then(|p| midx.get(p)) {
                    if v.contains(&p) || v.len() > 64 {
                        break;
                    }
                    v.push(p);
                    cur = p;
                }
                v
            })
            .collect();
        let mut sev: HashMap<&str, BTreeMap<usize, f64>> = HashMap::new();
        for s in &a.severities {
            if let Some(&m) = midx.get(s.metric.as_str()) {
                let e = sev.entry(s.callpath.as_str()).or_default();
                for &x in &ancestors[m] {
                    *e.entry(x).or_default() += s.seconds;
                }
            }
        }
        // Children by parent id, ordered by inclusive time.
        let incl = |v: &BTreeMap<u32, f64>| v.values().sum::<f64>();
        let mut roots: Vec<usize> = Vec::new();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); ids.path.len()];
        for (i, p) in ids.parent.iter().enumerate() {
            match p {
                Some(p) => children[*p].push(i),
                None => roots.push(i),
            }
        }
        let order = |v: &mut Vec<usize>| {
            v.sort_by(|&x, &y| {
                incl(&paths[ids.path[y]].0)
                    .total_cmp(&incl(&paths[ids.path[x]].0))
                    .then(ids.path[x].cmp(ids.path[y]))
            })
        };
        order(&mut roots);
        children.iter_mut().for_each(order);
        let mut t = CallTree {
            nodes: Vec::new(),
            per_rank: Vec::new(),
            visits: Vec::new(),
            bytes: Vec::new(),
            metrics: Vec::new(),
        };
        let mut stack: Vec<(usize, usize, Option<usize>)> =
            roots.iter().rev().map(|&p| (p, 0, None)).collect();
        while let Some((id, depth, parent)) = stack.pop() {
            let i = t.nodes.len();
            let p = ids.path[id];
            let e = &paths[p];
            t.nodes
                .push((p.to_string(), depth, parent, ids.name[id].to_string()));
            t.per_rank.push(e.0.clone());
            t.visits.push(e.1);
            t.bytes.push(e.2);
            t.metrics.push(sev.remove(p).unwrap_or_default());
            if depth < 64 {
                for &c in children[id].iter().rev() {
                    stack.push((c, depth + 1, Some(i)));
                }
            }
        }
        t
    }

    fn incl(&self, i: usize) -> f64 {
        self.per_rank[i].values().sum()
    }

    /// The region names from the root to node `i`, for people: joined by ` › ` (a `/` may be
    /// part of a name).
    fn display(&self, i: usize) -> String {
        let mut v = vec![self.nodes[i].3.as_str()];
        let mut cur = self.nodes[i].2;
        while let Some(p) = cur {
            v.push(self.nodes[p].3.as_str());
            cur = self.nodes[p].2;
        }
        v.reverse();
        v.join(" \u{203a} ")
    }

    /// Exclusive time of every node: its inclusive time minus its children's.
    fn exclusive(&self) -> Vec<f64> {
        let mut kids = vec![0.0; self.nodes.len()];
        for (j, n) in self.nodes.iter().enumerate() {
            if let Some(p) = n.2 {
                kids[p] += self.incl(j);
            }
        }
        (0..self.nodes.len())
            .map(|i| (self.incl(i) - kids[i]).max(0.0))
            .collect()
    }

    /// The page's data: the metrics, and per call path its own name, its parent's id and its
    /// metric values (call paths as ids, never as joined strings).
    fn json(&self, a: &Analysis) -> serde_json::Value {
        let metrics: Vec<serde_json::Value> = a
            .metrics
            .iter()
            .map(|m| serde_json::json!({"id": m.id, "name": m.name, "unit": m.unit}))
            .collect();
        let callpaths: Vec<serde_json::Value> = (0..self.nodes.len())
            .map(|i| {
                let m: serde_json::Map<String, serde_json::Value> = self.metrics[i]
                    .iter()
                    .filter(|(_, v)| **v != 0.0)
                    .map(|(k, v)| (k.to_string(), serde_json::json!(v)))
                    .collect();
                serde_json::json!({"name": self.nodes[i].3, "parent": self.nodes[i].2, "m": m})
            })
            .collect();
        serde_json::json!({"metrics": metrics, "callpaths": callpaths, "dists": DISTS})
    }
}

/// Call paths whose per-rank distribution is kept (by inclusive time).
const DISTS: usize = 40;
/// Call paths shown in the table at most.
const MAX_ROWS: usize = 2000;

/// A few lines of `text` around `line` (1-based), the line marked.
fn snippet(text: &str, line: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if line == 0 || line > lines.len() {
        return String::new();
    }
    let lo = line.saturating_sub(6);
    let hi = (line + 5).min(lines.len());
    let mut o = String::from("<pre class=\"src\">");
    for (k, l) in lines[lo..hi].iter().enumerate() {
        let n = lo + k + 1;
        let t = format!("{n:>5}  {}", esc(l));
        if n == line {
            let _ = write!(o, "<b>{t}</b>");
        } else {
            let _ = writeln!(o, "{t}");
        }
    }
    o.push_str("</pre>");
    o
}

fn callpaths(t: &CallTree, a: &Analysis, o: &HtmlOptions<'_>) -> Body {
    if t.nodes.is_empty() {
        return Err("call paths (no call-path profile)".into());
    }
    let mut h = String::from("<p>Click a call path for its distribution over ranks and, where the source file is readable here, the code around its call site; click &#9656; to expand. The last column shows the metric chosen here, summed over ranks and including its sub-metrics (Time: all time at the call path, exclusive along the call tree): <select id=\"metric\">");
    for (i, m) in a.metrics.iter().enumerate() {
        let depth = {
            let mut d = 0;
            let mut p = m.parent.clone();
            while let Some(x) = p {
                d += 1;
                p = a
                    .metrics
                    .iter()
                    .find(|y| y.id == x)
                    .and_then(|y| y.parent.clone());
                if d > 16 {
                    break;
                }
            }
            d
        };
        let _ = write!(
            h,
            "<option value=\"{i}\"{}>{}{}</option>",
            if m.id == "time" { " selected" } else { "" },
            "&nbsp;&nbsp;".repeat(depth),
            esc(&m.name)
        );
    }
    h.push_str("</select></p>");
    let nranks = a.summary.ranks.max(1) as usize;
    let excl = t.exclusive();
    h.push_str("<table id=\"cp-table\"><tr><th>call path</th><th class=\"n\">inclusive</th><th class=\"n\">exclusive</th><th class=\"n\">visits</th><th class=\"n\">bytes</th><th class=\"n\">min / avg / max over ranks</th><th class=\"n\">metric</th></tr>");
    let has_kids: Vec<bool> = {
        let mut v = vec![false; t.nodes.len()];
        for n in &t.nodes {
            if let Some(p) = n.2 {
                v[p] = true;
            }
        }
        v
    };
    for (i, (_, depth, parent, name)) in t.nodes.iter().enumerate().take(MAX_ROWS) {
        let vals: Vec<f64> = (0..nranks as u32)
            .map(|r| t.per_rank[i].get(&r).copied().unwrap_or(0.0))
            .collect();
        let min = vals.iter().copied().fold(f64::MAX, f64::min);
        let max = vals.iter().copied().fold(0.0, f64::max);
        let avg = vals.iter().sum::<f64>() / nranks as f64;
        let open = *depth < 2;
        let _ = write!(
            h,
            "<tr class=\"node\" id=\"cp{i}\" data-i=\"{i}\" data-parent=\"{}\" data-open=\"{}\" title=\"{}\"><td style=\"padding-left:{}px\"><span class=\"tog\">{}</span><span class=\"cp\">{}</span></td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{} / {} / {}</td><td class=\"n m\"></td></tr>",
            parent.map(|p| p.to_string()).unwrap_or_default(),
            if open { 1 } else { 0 },
            esc(&t.display(i)),
            8 + depth * 14,
            if has_kids[i] { if open { "&#9662;" } else { "&#9656;" } } else { "" },
            esc(name),
            esc(&seconds(t.incl(i))),
            esc(&seconds(excl[i])),
            t.visits[i],
            t.bytes[i],
            esc(&seconds(min)),
            esc(&seconds(avg)),
            esc(&seconds(max)),
        );
    }
    h.push_str("</table>");
    if t.nodes.len() > MAX_ROWS {
        let _ = write!(
            h,
            "<p class=\"muted\">{} more call paths are left out.</p>",
            t.nodes.len() - MAX_ROWS
        );
    }
    h.push_str("<div id=\"cp-detail\" class=\"hidden\"><div class=\"cp t\"></div><div class=\"dist\"></div><div class=\"src\"></div></div>");
    // Per-rank distributions of the call paths with the most time, as templates.
    let mut order: Vec<usize> = (0..t.nodes.len().min(MAX_ROWS)).collect();
    order.sort_by(|x, y| t.incl(*y).total_cmp(&t.incl(*x)).then(x.cmp(y)));
    let worst: Vec<u32> = a.findings.iter().filter_map(|f| f.rank).collect();
    for &i in order.iter().take(DISTS) {
        let vals: Vec<f64> = (0..nranks as u32)
            .map(|r| t.per_rank[i].get(&r).copied().unwrap_or(0.0))
            .collect();
        let _ = write!(
            h,
            "<template id=\"dist{i}\"><p class=\"muted\">inclusive time per rank</p>{}</template>",
            charts::per_rank(&vals, &worst, "seconds")
        );
    }
    // Source lines of the call paths that findings name.
    let mut done: std::collections::BTreeSet<usize> = Default::default();
    let index: HashMap<&str, usize> = t
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| (n.0.as_str(), i))
        .collect();
    for f in &a.findings {
        let (Some(src), Some(&i)) = (&f.source, index.get(f.callpath.as_str())) else {
            continue;
        };
        if !done.insert(i) {
            continue;
        }
        let Some((file, line)) = src.rsplit_once(':') else {
            continue;
        };
        let Ok(line) = line.parse::<usize>() else {
            continue;
        };
        let body = match (o.source)(file) {
            Some(text) => snippet(&text, line),
            None => format!(
                "<p class=\"muted\">source {} is not readable here</p>",
                esc(src)
            ),
        };
        let _ = write!(
            h,
            "<template id=\"src{i}\"><p class=\"muted\">{} (the {} finding's call site)</p>{body}</template>",
            esc(src),
            esc(&f.kind)
        );
    }
    Ok(h)
}

fn transfers(a: &Analysis) -> Body {
    let n = a.summary.ranks;
    let mut h = String::new();
    let mut any = false;
    if !a.transfers.is_empty() {
        any = true;
        let bytes: Vec<(u32, u32, f64)> = a
            .transfers
            .iter()
            .map(|t| (t.from, t.to, t.bytes as f64))
            .collect();
        let count: Vec<(u32, u32, f64)> = a
            .transfers
            .iter()
            .map(|t| (t.from, t.to, t.messages as f64))
            .collect();
        let _ = write!(
            h,
            "<h3>Point-to-point messages, sender x receiver{}</h3><div><button data-group=\"tr\" data-show=\"tr-bytes\">bytes</button><button data-group=\"tr\" data-show=\"tr-count\">messages</button></div><div id=\"tr-bytes\" data-view=\"tr\"><p class=\"muted\">bytes (darker: more)</p>{}</div><div id=\"tr-count\" data-view=\"tr\" class=\"hidden\"><p class=\"muted\">messages (darker: more)</p>{}</div>",
            if n > 256 { " (ranks binned)" } else { "" },
            charts::heatmap(n, &bytes, 256),
            charts::heatmap(n, &count, 256)
        );
        let mut sent: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
        let mut recv: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
        for t in &a.transfers {
            let s = sent.entry(t.from).or_default();
            s.0 += t.messages;
            s.1 += t.bytes;
            let r = recv.entry(t.to).or_default();
            r.0 += t.messages;
            r.1 += t.bytes;
        }
        h.push_str("<table><tr><th class=\"n\">rank</th><th class=\"n\">messages sent</th><th class=\"n\">bytes sent</th><th class=\"n\">messages received</th><th class=\"n\">bytes received</th></tr>");
        for r in 0..n.min(64) {
            let s = sent.get(&r).copied().unwrap_or_default();
            let v = recv.get(&r).copied().unwrap_or_default();
            let _ = write!(
                h,
                "<tr><td class=\"n\">{r}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                s.0, s.1, v.0, v.1
            );
        }
        h.push_str("</table>");
        if n > 64 {
            h.push_str(
                "<p class=\"muted\">Totals of the first 64 ranks; the heat map has all.</p>",
            );
        }
    }
    let mut put: Vec<(u32, u32, f64)> = Vec::new();
    for w in &a.one_sided {
        for &(target, _, bytes) in &w.targets {
            put.push((w.rank, target, bytes as f64));
        }
    }
    if !put.is_empty() {
        any = true;
        let _ = write!(
            h,
            "<h3>One-sided bytes (puts, gets, accumulates), origin x target</h3>{}",
            charts::heatmap(n, &put, 256)
        );
    }
    if !any {
        return Err("data transfers (profile mode keeps none)".into());
    }
    Ok(h)
}

/// The data structures with the most communication: the sentence, and a table of the indices
/// (communication, send, receive; the five causes shaded by their value).
fn data_structures(r: &ReportData) -> Body {
    if r.data_structures.is_empty() {
        return Err("data structures (no message buffers recorded)".into());
    }
    let mut h = String::from("<ul>");
    for (_, sentence) in &r.data_structures {
        let _ = write!(h, "<li>{}</li>", esc(sentence));
    }
    h.push_str(
        // Soft hyphens let the headers of the 13 columns break where the printed page (A4) is
        // too narrow for them.
        "</ul><table class=\"wide\"><tr><th>data structure</th><th>kind</th><th class=\"n\">CI</th>\
         <th class=\"n\">SI</th><th class=\"n\">RI</th><th class=\"n\">mes&shy;sages</th>\
         <th class=\"n\">bytes</th><th class=\"n\">load im&shy;bal&shy;ance</th>\
         <th class=\"n\">con&shy;ten&shy;tion</th><th class=\"n\">over&shy;head</th>\
         <th class=\"n\">band&shy;width</th><th class=\"n\">over&shy;lap</th><th>func&shy;tions</th></tr>",
    );
    let shade = |v: f64| {
        format!(
            "<td class=\"n\" style=\"background: rgba(200, 40, 40, {:.2})\">{v:.2}</td>",
            0.6 * v.clamp(0.0, 1.0)
        )
    };
    for (d, _) in &r.data_structures {
        let c = &d.causes;
        let functions: Vec<String> = d
            .functions
            .iter()
            .take(3)
            .map(|f| format!("{} ({:.1}%)", f.function, f.ci * 100.0))
            .collect();
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td class=\"n\">{:.1}%</td><td class=\"n\">{:.1}%</td>\
             <td class=\"n\">{:.1}%</td><td class=\"n\">{}</td><td class=\"n\">{}</td>{}{}{}{}{}\
             <td>{}</td></tr>",
            esc(&d.name),
            esc(&d.kind),
            d.ci * 100.0,
            d.si * 100.0,
            d.ri * 100.0,
            d.messages_sent + d.messages_received,
            d.bytes_sent + d.bytes_received,
            shade(c.load_imbalance),
            shade(c.contention),
            shade(c.overhead),
            shade(c.bandwidth),
            shade(c.overlap),
            esc(&functions.join(", "))
        );
    }
    h.push_str("</table>");
    Ok(h)
}

/// The program's virtual topologies: 2-D grids as a table of cells shaded by the rank's
/// point-to-point waiting, other shapes as a list of ranks; where the waits come from and the
/// computation along each dimension.
fn topologies(r: &ReportData) -> Body {
    if r.topologies.is_empty() {
        return Err("virtual topologies (no MPI_Cart_create or graph)".into());
    }
    let mut h = String::new();
    for t in &r.topologies {
        let shape = if t.kind == "cartesian" {
            let dims: Vec<String> = (t.dims.iter().zip(&t.periods))
                .map(|(n, p)| format!("{n}{}", if *p { " (periodic)" } else { "" }))
                .collect();
            format!("{} Cartesian grid", dims.join(" × "))
        } else {
            format!("{} topology", t.kind.replace('_', " "))
        };
        let _ = write!(h, "<h3>{}: {}</h3>", esc(&t.communicator), esc(&shape));
        let most = t.ranks.iter().map(|x| x.waiting).fold(0.0, f64::max);
        let cell = |x: &ppw_analysis::TopoRank| {
            let alpha = if most > 0.0 {
                0.6 * x.waiting / most
            } else {
                0.0
            };
            format!(
                "<td class=\"n\" style=\"background: rgba(200, 40, 40, {alpha:.2})\">rank {}<br>\
                 waiting {}<br>computation {}</td>",
                x.rank,
                esc(&seconds(x.waiting)),
                esc(&seconds(x.computation))
            )
        };
        if t.dims.len() == 2 && t.ranks.iter().all(|x| x.coords.len() == 2) {
            let _ = write!(
                h,
                "<table><tr><th>dimension 0 ↓, 1 →</th>{}</tr>",
                (0..t.dims[1])
                    .map(|y| format!("<th class=\"n\">{y}</th>"))
                    .collect::<String>()
            );
            for x in 0..t.dims[0] {
                let _ = write!(h, "<tr><th class=\"n\">{x}</th>");
                for y in 0..t.dims[1] {
                    match t.ranks.iter().find(|r| r.coords == [x, y]) {
                        Some(r) => h.push_str(&cell(r)),
                        None => h.push_str("<td></td>"),
                    }
                }
                h.push_str("</tr>");
            }
            h.push_str("</table>");
        } else {
            h.push_str("<table><tr><th>rank</th><th>coordinates / sends to</th><th class=\"n\">waiting</th><th class=\"n\">computation</th></tr>");
            for x in &t.ranks {
                let place: Vec<String> = if x.coords.is_empty() {
                    x.neighbors.iter().map(|n| format!("rank {n}")).collect()
                } else {
                    x.coords.iter().map(|c| c.to_string()).collect()
                };
                let _ = write!(
                    h,
                    "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                    x.rank,
                    esc(&place.join(", ")),
                    esc(&seconds(x.waiting)),
                    esc(&seconds(x.computation))
                );
            }
            h.push_str("</table>");
        }
        if !t.directions.is_empty() {
            h.push_str("<table><tr><th>pattern</th><th>the rank waited for lies</th><th class=\"n\">time</th><th class=\"n\">share</th></tr>");
            for d in &t.directions {
                let place = match d.dimension {
                    Some(dim) => format!(
                        "at {} coordinates along dimension {dim}",
                        if d.direction > 0 { "higher" } else { "lower" }
                    ),
                    None => "apart in several dimensions".to_string(),
                };
                let _ = write!(
                    h,
                    "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                    esc(&d.pattern),
                    esc(&place),
                    esc(&seconds(d.seconds)),
                    pct(d.fraction)
                );
            }
            h.push_str("</table>");
        }
        if !t.dimensions.is_empty() {
            h.push_str("<table><tr><th>dimension</th><th>computation per coordinate</th><th class=\"n\">max / avg</th><th class=\"n\">slowest at</th></tr>");
            for d in &t.dimensions {
                let means: Vec<String> = d.computation.iter().map(|s| seconds(*s)).collect();
                let _ = write!(
                    h,
                    "<tr><td>{}</td><td>{}</td><td class=\"n\">{:.2}</td><td class=\"n\">{}</td></tr>",
                    d.dimension,
                    esc(&means.join(", ")),
                    d.max_over_avg,
                    d.slowest
                );
            }
            h.push_str("</table>");
        }
    }
    h.push_str(
        "<p class=\"muted\">Waiting: the rank's time in Late Sender and Late Receiver wait \
         states. A wait's direction is where the rank it waited for lies on the grid. The \
         computation per coordinate is the mean over the ranks at that coordinate.</p>",
    );
    Ok(h)
}

/// Performance counters of the call paths with the most time.
fn counters(r: &ReportData) -> Body {
    if r.counters.is_empty() {
        return Err("performance counters (<code>ppw run --metrics</code> reads them)".into());
    }
    let mut h = String::new();
    for c in r.counters.iter().filter(|c| !c.available) {
        let _ = write!(
            h,
            "<p><span class=\"cp\">{}</span>: unavailable ({})</p>",
            esc(&c.name),
            esc(&c.note)
        );
    }
    let avail: Vec<&ppw_analysis::CounterInfo> =
        r.counters.iter().filter(|c| c.available).collect();
    if r.counter_rows.is_empty() {
        return Ok(h);
    }
    h.push_str("<table><tr><th>call path</th><th class=\"n\">time</th>");
    for c in &avail {
        let _ = write!(h, "<th class=\"n\">{}</th>", esc(&c.name));
    }
    let ipc = r.counter_rows.iter().any(|x| x.ipc.is_some());
    let miss = r.counter_rows.iter().any(|x| x.miss_rate.is_some());
    if ipc {
        h.push_str("<th class=\"n\">IPC</th>");
    }
    if miss {
        h.push_str("<th class=\"n\">cache misses</th>");
    }
    h.push_str("</tr>");
    for row in &r.counter_rows {
        let _ = write!(
            h,
            "<tr><td class=\"cp\">{}</td><td class=\"n\">{}</td>",
            esc(&row.callpath),
            esc(&seconds(row.seconds))
        );
        for (c, v) in avail.iter().zip(&row.values) {
            let _ = write!(
                h,
                "<td class=\"n\">{}</td>",
                esc(&crate::data::counter_value(c, *v))
            );
        }
        if ipc {
            let v = row.ipc.map_or(String::new(), |x| format!("{x:.2}"));
            let _ = write!(h, "<td class=\"n\">{v}</td>");
        }
        if miss {
            let v = row.miss_rate.map_or(String::new(), pct);
            let _ = write!(h, "<td class=\"n\">{v}</td>");
        }
        h.push_str("</tr>");
    }
    h.push_str(
        "</table><p class=\"muted\">Inclusive per call path, summed over ranks. Counters are \
         read where the CPU time is read (user regions and functions up to depth 3, the \
         program, MPI_Init/Finalize, I/O); the increments between two readings go to the \
         innermost call path holding everything that ran in between, and call paths whose \
         counts are therefore unknown are not listed.</p>",
    );
    Ok(h)
}

/// The program phases as a table (empty without phases).
fn phases(r: &ReportData) -> Body {
    if r.phases.is_empty() {
        return Err("phases (<code>ppw_phase_begin</code> in ppw.h marks them)".into());
    }
    let mut h = String::from(
        "<table><tr><th>phase</th><th class=\"n\">time</th><th class=\"n\">share</th>\
         <th class=\"n\">entries</th><th class=\"n\">communication</th>\
         <th class=\"n\">waiting</th><th class=\"n\">max / avg</th>\
         <th>costliest finding</th></tr>",
    );
    for p in &r.phases {
        let top = p.top.as_ref().map_or(String::new(), |(k, cp, s)| {
            format!(
                "{} in <span class=\"cp\">{}</span> ({})",
                esc(k),
                esc(cp),
                esc(&seconds(*s))
            )
        });
        let _ = write!(
            h,
            "<tr><td class=\"cp\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{:.2}</td><td>{}</td></tr>",
            esc(&p.name),
            esc(&seconds(p.seconds)),
            pct(p.fraction),
            p.visits,
            esc(&seconds(p.communication)),
            esc(&seconds(p.waiting)),
            p.max_over_mean,
            top
        );
    }
    h.push_str(
        "</table><p class=\"muted\">Times are summed over locations; max / avg is the \
         slowest rank's time in the phase over the average of the ranks that entered it. \
         <code>ppw analyze --phase NAME</code> analyses one phase alone.</p>",
    );
    Ok(h)
}

fn balance(a: &Analysis, r: &ReportData) -> String {
    let lb = &a.load_balance;
    let mut h = String::new();
    let comp: Vec<f64> = {
        let mut v = vec![0.0; a.summary.ranks as usize];
        for t in &r.ranks_times {
            if let Some(x) = v.get_mut(t.rank as usize) {
                *x = t.computation;
            }
        }
        v
    };
    // Red: the ranks that compute most (the block groups' slowest ranks are per block, in the
    // table below; in this chart of the whole run's computation they may compute least).
    let mean = comp.iter().sum::<f64>() / comp.len().max(1) as f64;
    let threshold = a.thresholds.imbalance;
    let most = comp.iter().copied().fold(0.0, f64::max);
    let heavy: Vec<u32> = (0..comp.len() as u32)
        .filter(|&i| {
            let c = comp[i as usize];
            c > 0.0 && (c == most || c >= threshold * mean)
        })
        .collect();
    let _ = write!(
        h,
        "<p>Computation per rank: max / average {:.2}{}. In red the rank computing most and \
         every rank computing at least {} times the average (the imbalance threshold): {}.</p>{}",
        lb.computation_max_over_avg,
        lb.computation_max_rank
            .map(|x| format!(" (most on rank {x})"))
            .unwrap_or_default(),
        threshold,
        esc(&rank_ranges(&heavy, 12)),
        charts::per_rank(&comp, &heavy, "seconds")
    );
    let _ = write!(
        h,
        "<p>{} blocks between global synchronizations, {} imbalanced.</p>",
        lb.blocks, lb.imbalanced_blocks
    );
    if !lb.block_groups.is_empty() {
        h.push_str("<table><tr><th>blocks from</th><th>to</th><th class=\"n\">blocks</th><th class=\"n\">imbalanced</th><th class=\"n\">max / avg</th><th class=\"n\">cost</th><th class=\"n\">slowest rank</th><th>region</th></tr>");
        for g in &lb.block_groups {
            let _ = write!(
                h,
                "<tr><td class=\"cp\">{}</td><td class=\"cp\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{:.2}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"cp\">{}</td></tr>",
                esc(&g.after),
                esc(&g.sync),
                g.blocks,
                g.imbalanced,
                g.max_over_avg,
                esc(&seconds(g.seconds)),
                g.worst_rank.map(|x| x.to_string()).unwrap_or_default(),
                esc(&g.region)
            );
        }
        h.push_str("</table>");
    }
    for (i, f) in a
        .findings
        .iter()
        .enumerate()
        .filter(|(_, f)| f.kind == "load_imbalance")
    {
        h.push_str(&finding_html(i + 1, f));
    }
    h
}

/// Rows of a timeline excerpt at most.
const TIMELINE_ROWS: usize = 16;

/// The locations a timeline excerpt of `worst` shows: its own, then those whose waiting
/// overlaps it longest (waits of the same finding first), at most [`TIMELINE_ROWS`], in
/// ascending order; never simply the first locations met (at 1,024 ranks those are 0-15,
/// whatever the instance).
fn excerpt_locations(
    a: &Analysis,
    worst: &ppw_analysis::WaitInterval,
    kind: &str,
    window: (u64, u64),
) -> Vec<u32> {
    let mut score: HashMap<u32, (u64, u64)> = HashMap::new();
    for w in a
        .wait_intervals
        .iter()
        .filter(|w| w.end_ns > window.0 && w.start_ns < window.1)
    {
        let overlap = w
            .end_ns
            .min(worst.end_ns)
            .saturating_sub(w.start_ns.max(worst.start_ns));
        let e = score.entry(w.location).or_default();
        if w.metric == kind {
            e.0 += overlap;
        } else {
            e.1 += overlap;
        }
    }
    let mut v: Vec<(u32, (u64, u64))> = score
        .into_iter()
        .filter(|x| x.0 != worst.location)
        .collect();
    v.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
    let mut rows: Vec<u32> = std::iter::once(worst.location)
        .chain(v.into_iter().map(|x| x.0))
        .take(TIMELINE_ROWS)
        .collect();
    rows.sort_unstable();
    rows
}

fn timeline(a: &Analysis, o: &HtmlOptions<'_>) -> Body {
    let mut h = String::new();
    let waits: Vec<&Finding> = a
        .findings
        .iter()
        .filter(|f| a.wait_intervals.iter().any(|w| w.metric == f.kind))
        .take(3)
        .collect();
    let whole = format!("The whole timeline: {}", esc(&o.timeline_hint));
    if waits.is_empty() {
        return Err(if o.timeline_hint.is_empty() {
            "timeline excerpts (no wait state to show)".into()
        } else {
            format!(
                "timeline excerpts (no wait state to show; the whole timeline: {})",
                esc(&o.timeline_hint)
            )
        });
    }
    for (k, f) in waits.iter().enumerate() {
        let Some(worst) = a
            .wait_intervals
            .iter()
            .filter(|w| w.metric == f.kind)
            .max_by_key(|w| (w.end_ns - w.start_ns, std::cmp::Reverse(w.start_ns)))
        else {
            continue;
        };
        let d = (worst.end_ns - worst.start_ns).max(1000);
        let (t0, t1) = (worst.start_ns.saturating_sub(d), worst.end_ns + d);
        let shown = excerpt_locations(a, worst, &f.kind, (t0, t1));
        let mut rows: BTreeMap<u32, Vec<(f64, f64, usize)>> =
            shown.iter().map(|&l| (l, Vec::new())).collect();
        let mut waiting: std::collections::BTreeSet<u32> = Default::default();
        for w in a
            .wait_intervals
            .iter()
            .filter(|w| w.end_ns > t0 && w.start_ns < t1)
        {
            waiting.insert(w.location);
            if let Some(v) = rows.get_mut(&w.location) {
                let colour = if w.metric == f.kind { 2 } else { 7 };
                v.push((w.start_ns as f64 * 1e-9, w.end_ns as f64 * 1e-9, colour));
            }
        }
        // The critical path on the rows shown.
        let marks: Vec<(usize, f64, f64)> = a
            .critical_path
            .iter()
            .filter_map(|s| {
                let row = rows.keys().position(|&l| l == s.location)?;
                Some((row, s.start, s.end))
            })
            .collect();
        let on_path = if marks.is_empty() {
            String::new()
        } else {
            " The black bar along the top of a row is the critical path.".to_string()
        };
        let rows: Vec<charts::Row> = rows
            .into_iter()
            .map(|(l, v)| {
                let mark = if l == worst.location { " \u{25b6}" } else { "" };
                (format!("location {l}{mark}"), v)
            })
            .collect();
        let more = if waiting.len() > shown.len() {
            format!(
                " {} of the {} locations waiting in this window are shown: the instance's and \
                 those whose waiting overlaps it longest.",
                shown.len(),
                waiting.len()
            )
        } else {
            String::new()
        };
        let _ = write!(
            h,
            "<h3>{}. {} in <span class=\"cp\">{}</span></h3><p>The longest instance ({}) on \
             location {} (marked &#9654;) and the waiting intervals around it (red: this \
             finding, grey: other wait states).{more}{on_path} Responsible rank(s) of the \
             finding: {}.</p>{}",
            k + 1,
            esc(&f.kind),
            esc(&f.callpath),
            esc(&seconds((worst.end_ns - worst.start_ns) as f64 * 1e-9)),
            worst.location,
            esc(&rank_ranges(&f.cause.ranks, 12)),
            charts::timeline(&rows, &marks, t0 as f64 * 1e-9, t1 as f64 * 1e-9)
        );
    }
    let _ = write!(h, "<p>{whole}</p>");
    Ok(h)
}

fn notes(a: &Analysis, r: &ReportData) -> String {
    let mut h = String::new();
    for (title, list) in [("Warnings", &a.warnings), ("Notes", &a.notes)] {
        let _ = write!(h, "<h3>{title} ({})</h3>", list.len());
        if !list.is_empty() {
            h.push_str("<ul>");
            for n in list {
                let _ = write!(h, "<li>{}</li>", esc(n));
            }
            h.push_str("</ul>");
        }
    }
    h.push_str("<h3>Thresholds</h3><table>");
    for (k, v) in &r.thresholds {
        let _ = write!(h, "<tr><td>{}</td><td class=\"n\">{v}</td></tr>", esc(k));
    }
    h.push_str("</table>");
    h
}

/// The HTML comparison of several runs (`ppw compare --html`).
pub fn comparison_html(c: &Comparison) -> String {
    let mut runs = String::from("<table><tr><th>run</th><th>program</th><th class=\"n\">ranks</th><th class=\"n\">time T</th><th class=\"n\">total time</th></tr>");
    for r in &c.runs {
        let _ = write!(
            runs,
            "<tr><td class=\"cp\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            esc(&r.label),
            esc(&r.program),
            r.ranks,
            esc(&seconds(r.time)),
            esc(&seconds(r.total_time))
        );
    }
    runs.push_str("</table>");
    for n in &c.notes {
        let _ = write!(runs, "<p class=\"muted\">{}</p>", esc(n));
    }
    let mut sections = vec![("runs", "Runs", runs)];
    if let Some(s) = &c.scalability {
        let x: Vec<f64> = s.order.iter().map(|&i| c.runs[i].ranks as f64).collect();
        let base = c.runs[s.base].ranks.max(1) as f64;
        let sp: Vec<f64> = s.order.iter().map(|&i| s.speedup[i]).collect();
        let ideal: Vec<f64> = x.iter().map(|r| r / base).collect();
        let eff: Vec<f64> = s.order.iter().map(|&i| s.efficiency[i]).collect();
        let mut h = String::new();
        let speedup = [("speed-up".into(), sp, 0), ("ideal".into(), ideal, 7)];
        let efficiency = [
            ("efficiency".into(), eff, 1),
            ("ideal".into(), vec![1.0; x.len()], 7),
        ];
        let _ = write!(
            h,
            "<p>Speed-up and parallel efficiency against the run with {} ranks.</p>{}{}{}{}",
            base,
            charts::lines(&x, &speedup, "ranks", "speed-up"),
            charts::line_legend(&speedup),
            charts::lines(&x, &efficiency, "ranks", "efficiency"),
            charts::line_legend(&efficiency)
        );
        h.push_str("<table><tr><th>call path</th>");
        for &i in &s.order {
            let _ = write!(h, "<th class=\"n\">{} ranks</th>", c.runs[i].ranks);
        }
        h.push_str("<th class=\"n\">lost</th></tr>");
        for r in &s.regions {
            let _ = write!(h, "<tr><td class=\"cp\">{}</td>", esc(&r.callpath));
            for &i in &s.order {
                let e = r.efficiency.get(i).copied().flatten();
                let _ = write!(
                    h,
                    "<td class=\"n\">{} {}</td>",
                    esc(&seconds(r.seconds.get(i).copied().unwrap_or(0.0))),
                    e.map(|e| format!("({:.2})", e)).unwrap_or_default()
                );
            }
            let _ = write!(
                h,
                "<td class=\"n\"{}>{}</td></tr>",
                if r.loses_efficiency {
                    " style=\"color:#c00\""
                } else {
                    ""
                },
                esc(&seconds(r.lost))
            );
        }
        h.push_str("</table>");
        sections.push(("scalability", "Scalability", h));
    }
    for rev in &c.revisions {
        let mut h = String::new();
        let _ = write!(
            h,
            "<p><span class=\"cp\">{}</span> against <span class=\"cp\">{}</span>: T changed by {} ({:+.1}%), total time by {}.</p>",
            esc(&c.runs[rev.run].label),
            esc(&c.runs[rev.base].label),
            esc(&seconds(rev.time_change)),
            rev.time_relative * 100.0,
            esc(&seconds(rev.total_change))
        );
        // The call paths' ends (a comparison lists some call paths, not the whole tree, so a
        // path is not split into region names here).
        let labels: Vec<String> = rev
            .regions
            .iter()
            .take(12)
            .map(|r| {
                let n = r.callpath.chars().count();
                if n > 40 {
                    format!("…{}", r.callpath.chars().skip(n - 39).collect::<String>())
                } else {
                    r.callpath.clone()
                }
            })
            .collect();
        let values: Vec<Vec<f64>> = rev
            .regions
            .iter()
            .take(12)
            .map(|r| vec![r.base, r.new])
            .collect();
        let _ = write!(
            h,
            "{}{}",
            legend(&["reference", "compared"]),
            charts::grouped_bars(&labels, &values, "seconds")
        );
        h.push_str("<table><tr><th>call path</th><th class=\"n\">reference</th><th class=\"n\">compared</th><th class=\"n\">change</th><th>verdict</th></tr>");
        for r in &rev.regions {
            let colour = match r.verdict.as_str() {
                "improved" | "gone" => "#2a7",
                "regressed" | "new" => "#c33",
                _ => "#666",
            };
            let _ = write!(
                h,
                "<tr><td class=\"cp\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td style=\"color:{colour}\">{}</td></tr>",
                esc(&r.callpath),
                esc(&seconds(r.base)),
                esc(&seconds(r.new)),
                esc(&seconds(r.change)),
                esc(&r.verdict)
            );
        }
        h.push_str("</table>");
        sections.push(("revision", "Revision comparison", h));
    }
    let title = format!(
        "ppw comparison: {}",
        c.runs.first().map(|r| r.program.as_str()).unwrap_or("")
    );
    page(
        &title,
        &sections,
        &serde_json::json!({"metrics": [], "callpaths": [], "dists": 0}),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(
            esc("<script>\"x\"&'"),
            "&lt;script&gt;&quot;x&quot;&amp;&#39;"
        );
        let v = serde_json::json!({"p": "</script><script>alert(1)</script>"});
        assert!(!json_island(&v).contains("</script"));
    }

    #[test]
    fn snippet_marks_the_line() {
        let s = snippet("a\nb\n<c>\nd", 3);
        assert!(s.contains("<b>    3  &lt;c&gt;</b>"), "{s}");
        assert_eq!(snippet("a", 5), "");
    }
}

//! The HTML report's layout rules (issue 35): call paths carried as ids (a region named
//! `I/O phase`), timeline excerpts that show the instance's locations at 1,024 ranks, rows and
//! axis labels that never skip or overlap, responsible ranks as ranges, empty sections in one
//! line, the load-balance chart's red for the ranks computing most, the metric column, print
//! width.

use ppw_analysis::{analyze, Analysis, Options};
use ppw_event::TraceBuilder;

const MS: u64 = 1_000_000;

fn page(a: &Analysis) -> String {
    let none = |_: &str| None;
    ppw_report::html(
        a,
        &ppw_report::HtmlOptions {
            command: Vec::new(),
            source: &none,
            timeline_hint: "ppw export E --perfetto t.json".into(),
        },
    )
}

fn section<'a>(page: &'a str, id: &str) -> &'a str {
    let start = page
        .find(&format!("<section id=\"{id}\""))
        .unwrap_or_else(|| panic!("no section {id}"));
    let end = page[start..]
        .find("</section>")
        .map_or(page.len(), |e| start + e);
    &page[start..end]
}

/// The page's JSON island.
fn data(page: &str) -> serde_json::Value {
    let start = page.find("id=\"ppw-data\">").unwrap() + "id=\"ppw-data\">".len();
    let end = start + page[start..].find("</script>").unwrap();
    serde_json::from_str(&page[start..end]).unwrap()
}

/// Two ranks: `main/I/O phase/write_block` with a late sender inside the phase, and a
/// region `a/b` directly under main.
fn io_phase() -> Analysis {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .enter(MS, "I/O phase")
        .enter(MS, "write_block")
        .exit(30 * MS)
        .send_call(30 * MS, 31 * MS, 1, 0, 8)
        .exit(32 * MS)
        .enter(32 * MS, "a/b")
        .exit(40 * MS)
        .exit(50 * MS);
    b.rank(1)
        .enter(0, "main")
        .enter(MS, "I/O phase")
        .enter(MS, "write_block")
        .exit(5 * MS)
        .recv_call(5 * MS, 31 * MS, 0, 0, 8)
        .exit(32 * MS)
        .enter(32 * MS, "a/b")
        .exit(40 * MS)
        .exit(50 * MS);
    let mut t = b.build();
    for r in t.defs.regions.iter_mut().filter(|r| r.name == "I/O phase") {
        r.phase = true;
    }
    let opts = Options {
        wait_intervals: true,
        ..Default::default()
    };
    analyze(&t, &opts).expect("analysis")
}

#[test]
fn a_slash_in_a_region_name_keeps_the_call_path_tree() {
    let a = io_phase();
    assert!(a
        .profile
        .iter()
        .any(|p| p.callpath == "main/I/O phase/MPI_Recv"));
    let page = page(&a);
    let d = data(&page);
    let nodes = d["callpaths"].as_array().unwrap();
    let find = |name: &str| {
        nodes
            .iter()
            .position(|n| n["name"] == name)
            .unwrap_or_else(|| panic!("no node {name}: {nodes:?}"))
    };
    let (main, io, recv, ab) = (
        find("main"),
        find("I/O phase"),
        find("MPI_Recv"),
        find("a/b"),
    );
    assert_eq!(nodes[main]["parent"], serde_json::Value::Null);
    assert_eq!(nodes[io]["parent"], main);
    assert_eq!(nodes[recv]["parent"], io);
    assert_eq!(nodes[ab]["parent"], main);
    // No node is named after half a region, and the island carries no joined paths.
    assert!(nodes
        .iter()
        .all(|n| n["name"] != "O phase" && n["name"] != "b"));
    assert!(nodes.iter().all(|n| n.get("path").is_none()));
    // The table's rows: the same tree, by ids.
    let cp = section(&page, "callpaths");
    let row = |i: usize| {
        let start = cp.find(&format!("id=\"cp{i}\"")).unwrap();
        &cp[start..start + cp[start..].find("</tr>").unwrap()]
    };
    assert!(
        row(io).contains(&format!("data-parent=\"{main}\"")),
        "{}",
        row(io)
    );
    assert!(
        row(io).contains("<span class=\"cp\">I/O phase</span>"),
        "{}",
        row(io)
    );
    assert!(
        row(recv).contains(&format!("data-parent=\"{io}\"")),
        "{}",
        row(recv)
    );
    assert!(
        row(recv).contains("title=\"main › I/O phase › MPI_Recv\""),
        "{}",
        row(recv)
    );
    // The terminal's top regions name the region whole.
    let text = ppw_report::terminal(&a, 80);
    assert!(text.contains("  a/b "), "{text}");
    assert!(!text.lines().any(|l| l.contains(" O phase")), "{text}");
}

#[test]
fn the_metric_column_shows_time_inclusive_of_its_sub_metrics() {
    let a = io_phase();
    let d = data(&page(&a));
    let time = d["metrics"]
        .as_array()
        .unwrap()
        .iter()
        .position(|m| m["id"] == "time")
        .unwrap();
    // Time selected: every call path with time has a value (main's own time is computation,
    // a sub-metric of time).
    for n in d["callpaths"].as_array().unwrap() {
        let v = n["m"][time.to_string()].as_f64().unwrap_or(0.0);
        assert!(v > 0.0, "no time for {n}");
    }
    let recv = d["callpaths"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["name"] == "MPI_Recv")
        .unwrap();
    let v = recv["m"][time.to_string()].as_f64().unwrap();
    assert!((v - 0.026).abs() < 1e-9, "{v}");
}

#[test]
fn empty_sections_fold_into_one_line() {
    let a = io_phase();
    let page = page(&a);
    // No placement (a builder trace has no scheduler samples), counters, topologies, data
    // structures (nor buffers) or shared objects: no card, no link, one line in the summary.
    for id in ["hosts", "counters", "topologies", "data", "shared"] {
        assert!(!page.contains(&format!("<section id=\"{id}\"")), "{id}");
        assert!(!page.contains(&format!("href=\"#{id}\"")), "{id}");
    }
    let s = section(&page, "summary");
    let line = s.split("id=\"absent\">").nth(1).unwrap();
    let line = &line[..line.find("</p>").unwrap()];
    assert_eq!(
        line,
        "Not in this run: hosts (the trace has no scheduler samples); performance counters \
         (<code>ppw run --metrics</code> reads them); \
         virtual topologies (no MPI_Cart_create or graph); data structures (no message \
         buffers recorded); shared data distribution (no one-sided access to a PGAS shared \
         object)."
    );
    // The phase is there: its section stays.
    assert!(section(&page, "phases").contains("I/O phase"));
}

#[test]
fn the_load_balance_chart_marks_the_ranks_computing_most() {
    // Rank 0 computes 40 ms, the others 10 ms; a block group whose slowest rank is rank 3
    // must not make rank 3 red.
    let mut b = TraceBuilder::new(4);
    for r in 0..4u32 {
        let work = if r == 0 { 40 } else { 10 };
        b.rank(r)
            .enter(0, "main")
            .enter(MS, "work")
            .exit((1 + work) * MS)
            .barrier((1 + work) * MS, 42 * MS)
            .exit(50 * MS);
    }
    let mut a = analyze(&b.build(), &Options::default()).unwrap();
    let mut g = a
        .load_balance
        .block_groups
        .first()
        .cloned()
        .unwrap_or_default();
    g.worst_rank = Some(3);
    a.load_balance.block_groups = vec![g];
    let s = section(&page(&a), "balance").to_string();
    assert!(
        s.contains("(the imbalance threshold): 0.</p>"),
        "{}",
        &s[..s.len().min(800)]
    );
    // One red bar (plotters writes the colour as fill="#E15759").
    let red = s.matches("fill=\"#E15759\"").count();
    assert_eq!(red, 1, "{s}");
}

/// Label texts of an SVG chart with their y positions.
fn labels(svg: &str) -> Vec<(String, f64)> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let y = t.split(" y=\"").nth(1)?.split('"').next()?.parse().ok()?;
            let text = t.split('>').nth(1)?.split('<').next()?.trim().to_string();
            Some((text, y))
        })
        .collect()
}

#[test]
fn the_timeline_at_1024_ranks_shows_the_instance_and_labels_every_row() {
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks: 1024,
        events_per_rank: 300,
        ..Default::default()
    });
    let opts = Options {
        wait_intervals: true,
        ..Default::default()
    };
    let a = analyze(&t, &opts).expect("analysis");
    let page = page(&a);
    let s = section(&page, "timeline");
    // Per excerpt (as the page picks it): the longest interval of the finding's kind.
    let kinds: Vec<&str> = a
        .findings
        .iter()
        .filter(|f| a.wait_intervals.iter().any(|w| w.metric == f.kind))
        .take(3)
        .map(|f| f.kind.as_str())
        .collect();
    assert!(!kinds.is_empty());
    let charts: Vec<&str> = s.split("<svg").skip(1).collect();
    assert_eq!(charts.len(), kinds.len());
    for (kind, svg) in kinds.iter().zip(&charts) {
        let worst = a
            .wait_intervals
            .iter()
            .filter(|w| w.metric == *kind)
            .max_by_key(|w| (w.end_ns - w.start_ns, std::cmp::Reverse(w.start_ns)))
            .unwrap();
        assert!(worst.location >= 16, "pick a case beyond location 15");
        let rows: Vec<(String, f64)> = labels(svg)
            .into_iter()
            .filter(|l| l.0.starts_with("location "))
            .collect();
        // 16 rows, each labelled, top to bottom in ascending order, the instance's marked.
        assert_eq!(rows.len(), 16, "{rows:?}");
        let mark = format!("location {} ▶", worst.location);
        assert!(rows.iter().any(|r| r.0 == mark), "{kind}: {rows:?}");
        for w in rows.windows(2) {
            assert!(w[1].1 - w[0].1 >= 12.0, "rows overlap or skip: {rows:?}");
            let n = |r: &str| -> u32 {
                r.trim_start_matches("location ")
                    .trim_end_matches(" ▶")
                    .parse()
                    .unwrap()
            };
            assert!(n(&w[0].0) < n(&w[1].0), "{rows:?}");
        }
    }
    // The late sender's 512 responsible ranks as ranges and a count, not one by one.
    let ls = a.findings.iter().find(|f| f.kind == "late_sender").unwrap();
    assert_eq!(ls.cause.ranks.len(), 512);
    assert!(
        s.contains("0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, … (512 ranks)"),
        "{s}"
    );
    assert!(!s.contains("24, 26"), "{s}");
}

#[test]
fn comparison_charts_keep_legends_and_labels_apart() {
    // 12 call paths with long names in the revision chart, a scalability chart of 2 runs.
    let run = |ranks: u32, slow: u64| {
        let mut b = TraceBuilder::new(ranks);
        for r in 0..ranks {
            let l = &mut b.rank(r);
            l.enter(0, "main");
            let mut t = MS;
            for k in 0..12u64 {
                let d = (k + 1) * MS + if k == 3 { slow } else { 0 };
                l.enter(t, &format!("a_rather_long_function_name_{k:02}"))
                    .exit(t + d);
                t += d;
            }
            l.exit(t + MS);
        }
        analyze(&b.build(), &Options::default()).unwrap()
    };
    let (a, b, c) = (run(2, 0), run(2, 20 * MS), run(4, 0));
    let rev = ppw_analysis::compare(&[("a".into(), &a), ("b".into(), &b)], false).unwrap();
    let page = ppw_report::comparison_html(&rev);
    let s = section(&page, "revision");
    let svg = s.split("<svg").nth(1).unwrap();
    let names: Vec<(String, f64)> = labels(svg)
        .into_iter()
        .filter(|l| l.0.starts_with("main/a_rather_long"))
        .collect();
    assert_eq!(
        names.len(),
        rev.revisions[0].regions.len().min(12),
        "{names:?}"
    );
    assert!(names.len() >= 10, "{names:?}");
    // One label per row: never two on one line.
    let mut ys: Vec<f64> = names.iter().map(|x| x.1).collect();
    ys.sort_by(f64::total_cmp);
    assert!(ys.windows(2).all(|w| w[1] - w[0] >= 12.0), "{ys:?}");

    let sc = ppw_analysis::compare(&[("two".into(), &a), ("four".into(), &c)], false).unwrap();
    let page = ppw_report::comparison_html(&sc);
    let s = section(&page, "scalability");
    // The legends are outside the charts, which hold no legend box.
    for svg in s.split("<svg").skip(1) {
        let svg = &svg[..svg.find("</svg>").unwrap()];
        assert!(
            !svg.contains(">ideal<") && !svg.contains(">speed-up<"),
            "{svg}"
        );
    }
    assert_eq!(s.matches("<div class=\"legend\">").count(), 2, "{s}");
}

#[test]
fn the_data_structure_table_fits_a_printed_page() {
    // The page's print rules: an A4 page, the wide table at the page width, cells that may
    // break anywhere and headers that may break at soft hyphens (its 13 columns overflowed
    // A4 before).
    let mut a = io_phase();
    a.data_structures = vec![ppw_analysis::DataStructure {
        name: "a_long_buffer_name_without_spaces".into(),
        kind: "named".into(),
        ci: 0.5,
        ..Default::default()
    }];
    let page = page(&a);
    assert!(page.contains("@page{size:A4"));
    let print = page.split("@media print{").nth(1).unwrap();
    let print = &print[..print.find("}}").unwrap()];
    assert!(
        print.contains("table.wide{font-size:9px;width:100%"),
        "{print}"
    );
    assert!(print.contains("td{overflow-wrap:anywhere}"), "{print}");
    assert!(print.contains("table.wide th{hyphens:manual}"), "{print}");
    assert!(page.contains("table.wide th{white-space:normal;hyphens:none}"));
    let s = section(&page, "data");
    assert!(s.contains("<table class=\"wide\">"), "{s}");
    assert!(s.contains("load im&shy;bal&shy;ance"), "{s}");
}

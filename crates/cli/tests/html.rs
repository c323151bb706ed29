//! The HTML report (issue 14), opened in headless Chromium: `ppw report --html` on a real MPI
//! run with hostile names (a region called `<script>...`, one not UTF-8, a phase whose name
//! holds a `/` and terminal escape sequences, a source file named with quotes and markup,
//! then deleted) and `ppw compare --html` on two rank counts. The terminal output of
//! `report`, `analyze` and `compare` shows the names escaped (issue 35). Every
//! page must load without a console message (no script error, no failed load), show each
//! section with its charts, keep the hostile names as text, run its script to the end, and
//! print to PDF; screenshots and printouts go to `target/report-screenshots/`.

use crate::support::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Load `url` in headless Chromium: (DOM after the scripts ran, console lines). Also saves a
/// screenshot as `target/report-screenshots/<shot>.png`.
fn open(browser: &str, url: &str, shot: &str) -> (String, Vec<String>) {
    // Chromium keeps both CPUs busy for a moment: not while another test measures a program.
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let base = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--enable-logging=stderr",
        "--v=0",
    ];
    let o = Command::new(browser)
        .args(base)
        .arg("--dump-dom")
        .arg(url)
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&o.stdout).into_owned();
    let console: Vec<String> = String::from_utf8_lossy(&o.stderr)
        .lines()
        .filter(|l| l.contains(":CONSOLE") || l.contains("Failed to load"))
        .map(str::to_string)
        .collect();
    let dir = workspace().join("target/report-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join(format!("{shot}.png"));
    let _ = std::fs::remove_file(&png);
    let o = Command::new(browser)
        .args(base)
        .arg("--window-size=1300,5000")
        .arg(format!("--screenshot={}", png.display()))
        .arg(url)
        .output()
        .unwrap();
    assert!(png.is_file(), "no screenshot: {}", text(&o));
    // Printed: the page makes a PDF.
    let pdf = dir.join(format!("{shot}.pdf"));
    let _ = std::fs::remove_file(&pdf);
    let o = Command::new(browser)
        .args(base)
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(url)
        .output()
        .unwrap();
    let size = std::fs::metadata(&pdf).map(|m| m.len()).unwrap_or(0);
    assert!(size > 10_000, "no printout ({size} bytes): {}", text(&o));
    (dom, console)
}

fn url(p: &Path, fragment: &str) -> String {
    format!("file://{}{fragment}", p.display())
}

/// Checks every page must pass: scripts ran to the end, nothing from elsewhere, no console.
fn common(html: &Path, dom: &str, console: &[String]) {
    assert!(console.is_empty(), "console messages: {console:#?}");
    assert!(
        dom.contains("data-ready=\"1\""),
        "the script did not finish"
    );
    let raw = std::fs::read_to_string(html).unwrap();
    for bad in [
        "src=\"http",
        "href=\"http",
        "<link",
        "<script src",
        "@import",
    ] {
        assert!(
            !raw.contains(bad),
            "{bad} in the report: it must be self-contained"
        );
    }
}

fn section<'a>(dom: &'a str, id: &str) -> &'a str {
    let start = dom
        .find(&format!("<section id=\"{id}\""))
        .unwrap_or_else(|| panic!("no section {id}"));
    let end = dom[start..]
        .find("</section>")
        .map_or(dom.len(), |e| start + e);
    &dom[start..end]
}

/// Output meant for a terminal: no control character but the line breaks (issue 35).
fn terminal_safe(out: &str) {
    if let Some(c) = out.chars().find(|c| c.is_control() && *c != '\n') {
        panic!("{c:?} reached the terminal:\n{out}");
    }
}

/// The call-path table's rows: (id, parent id, name shown).
fn tree_rows(cp: &str) -> Vec<(String, String, String)> {
    let attr = |r: &str, a: &str| {
        r.split(&format!("{a}=\""))
            .nth(1)
            .and_then(|x| x.split('"').next())
            .unwrap_or_default()
            .to_string()
    };
    cp.split("<tr class=\"node")
        .skip(1)
        .map(|r| {
            let name = r
                .split("<span class=\"cp\">")
                .nth(1)
                .and_then(|x| x.split("</span>").next())
                .unwrap_or_default();
            (attr(r, "data-i"), attr(r, "data-parent"), name.to_string())
        })
        .collect()
}

fn measure(f: &Flavor, exe: &Path, dir: &Path, np: u32) -> PathBuf {
    let exp = dir.join(format!("exp-{np}"));
    let o = f.ppw_run(&["--trace"], &exp, np, exe);
    assert!(o.status.success(), "{}", text(&o));
    exp
}

#[test]
fn html_report_and_comparison_in_chromium() {
    let Some(f) = flavor("openmpi") else { return };
    let Some(browser) = chromium() else {
        if std::env::var("PPW_REQUIRE_MPI").is_ok_and(|v| v == "1") {
            panic!(
                "PPW_REQUIRE_MPI=1 but chromium is not installed (scripts/setup.sh installs it)"
            );
        }
        return eprintln!("skipped: no chromium");
    };
    let dir = scratch("html");
    // A copy of the program under a hostile file name; deleted after the build, so that the
    // report must say the source is not readable.
    let src = dir.join("we'ird<&>.c");
    std::fs::copy(program("html").join("names.c"), &src).unwrap();
    let include = workspace().join("crates/runtime/include");
    let exe = f.compile(&src, &dir, &["-I", include.to_str().unwrap()]);
    let exp = measure(&f, &exe, &dir, 4);
    std::fs::remove_file(&src).unwrap();
    let page = dir.join("report.html");
    let o = run_ppw(&[
        "report",
        exp.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    // The phase's escape sequences reach the terminal escaped (issue 35), from `ppw report`
    // and `ppw analyze` (which lists the costliest findings, in the phase).
    let out = String::from_utf8_lossy(&o.stdout);
    terminal_safe(&out);
    terminal_safe(&String::from_utf8_lossy(&o.stderr));
    let shown = "I/O phase\\x1b]0;pwned\\x07\\x1b[2J\\r\\n";
    assert!(out.contains(shown), "{out}");
    let json = dir.join("analysis.json");
    let o = run_ppw(&[
        "analyze",
        exp.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    terminal_safe(&err);
    assert!(err.contains(&format!("main/{shown}/")), "{err}");
    // An unknown phase: the error lists the experiment's phases, escaped.
    let o = run_ppw(&["analyze", exp.to_str().unwrap(), "--phase", "none"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    terminal_safe(&err);
    assert!(
        err.contains("its phases: I/O phase\\x1b]0;pwned\\x07\\x1b[2J"),
        "{err}"
    );
    let (dom, console) = open(browser, &url(&page, ""), "report");
    common(&page, &dom, &console);
    // The injected markup stayed text: the title is the report's, the names are escaped.
    assert!(
        dom.contains("<title>ppw report: we'ird&lt;&amp;&gt;</title>"),
        "{}",
        &dom[..300.min(dom.len())]
    );
    assert!(!dom.contains("<title>pwned"), "an injected script ran");
    assert!(
        dom.contains("&lt;script&gt;document.title="),
        "the region name is not shown as text"
    );
    assert!(
        !dom.contains("<script>document.title"),
        "the region name became markup"
    );
    assert!(
        dom.contains("region-\u{fffd}\u{fffd}-latin"),
        "the non-UTF-8 name is not shown"
    );
    // Every section rendered, with its charts.
    let s = section(&dom, "summary");
    assert!(
        s.contains("late_sender") && s.contains("class=\"finding\""),
        "{s}"
    );
    assert!(s.contains("mpirun"), "the command is missing: {s}");
    for (id, min_svgs) in [
        ("breakdown", 1),
        ("transfers", 1),
        ("balance", 1),
        ("timeline", 1),
    ] {
        let s = section(&dom, id);
        let n = s.matches("<svg").count();
        assert!(n >= min_svgs, "section {id}: {n} charts");
        assert!(s.contains("<rect"), "section {id}: an empty chart");
    }
    // The hosts table (issue 37): this machine, its 4 ranks as one range, its CPUs and the
    // time its ranks waited for a CPU.
    let hosts = section(&dom, "hosts");
    let me = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap();
    assert!(
        hosts.contains("<table class=\"hosts\">")
            && hosts.contains(&format!("<td class=\"cp\">{}</td>", me.trim()))
            && hosts.contains("<td>0-3 <span class=\"muted\">(4)</span></td>")
            && hosts.contains("waiting for a CPU"),
        "{hosts}"
    );
    let cp = section(&dom, "callpaths");
    assert!(
        cp.matches("class=\"node").count() >= 5,
        "call-path rows: {cp}"
    );
    assert!(cp.contains("MPI_Recv"));
    // The phase's name holds a `/`, and so does the script region's: each is one node, the
    // phase under main, the script region under the phase (issue 35).
    let rows = tree_rows(cp);
    let node = |prefix: &str| {
        rows.iter()
            .find(|r| r.2.starts_with(prefix))
            .unwrap_or_else(|| panic!("no row {prefix}: {rows:?}"))
    };
    let (main, phase, script) = (node("main"), node("I/O phase"), node("&lt;script&gt;"));
    assert_eq!(main.1, "", "{rows:?}");
    assert_eq!(phase.1, main.0, "{rows:?}");
    assert_eq!(script.1, phase.0, "{rows:?}");
    assert!(script.2.ends_with("&lt;/script&gt;\"'&amp;"), "{rows:?}");
    // The details of a call path: its per-rank distribution and, its source being gone, a
    // note saying so (the page opened with #cp=N shows call path N as a click does).
    let late = cp
        .split("<tr class=\"node")
        .find(|r| r.contains("MPI_Recv") && r.contains("&lt;script&gt;"))
        .and_then(|r| r.split("data-i=\"").nth(1))
        .and_then(|r| r.split('"').next())
        .map(str::to_string)
        .expect("the late receive's row");
    let (dom, console) = open(
        browser,
        &url(&page, &format!("#cp={late}")),
        "report-callpath",
    );
    common(&page, &dom, &console);
    let detail = dom
        .split("id=\"cp-detail\"")
        .nth(1)
        .and_then(|d| d.split("</section>").next())
        .unwrap();
    assert!(
        !detail.starts_with(" class=\"hidden\""),
        "details not shown"
    );
    assert!(detail.contains("<svg"), "no distribution: {detail}");
    assert!(detail.contains("is not readable here"), "{detail}");
    // With the source back, the costly line is marked.
    std::fs::copy(program("html").join("names.c"), &src).unwrap();
    let page2 = dir.join("report-src.html");
    let o = run_ppw(&[
        "report",
        exp.to_str().unwrap(),
        "--html",
        page2.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let (dom, console) = open(
        browser,
        &url(&page2, &format!("#cp={late}")),
        "report-source",
    );
    common(&page2, &dom, &console);
    let detail = dom.split("id=\"cp-detail\"").nth(1).unwrap();
    assert!(
        detail.contains("<pre class=\"src\">") && detail.contains("MPI_Recv(&amp;v"),
        "{detail}"
    );
    assert!(detail.contains("<b>"), "the call site's line is not marked");

    // A comparison of 2 and 4 ranks: scalability charts.
    let exp2 = measure(&f, &exe, &dir, 2);
    let cmp = dir.join("compare.html");
    let o = run_ppw(&[
        "compare",
        exp2.to_str().unwrap(),
        exp.to_str().unwrap(),
        "--html",
        cmp.to_str().unwrap(),
    ]);
    assert!(
        o.status.success() || o.status.code() == Some(3),
        "{}",
        text(&o)
    );
    terminal_safe(&String::from_utf8_lossy(&o.stdout));
    terminal_safe(&String::from_utf8_lossy(&o.stderr));
    let (dom, console) = open(browser, &url(&cmp, ""), "compare");
    common(&cmp, &dom, &console);
    let s = section(&dom, "scalability");
    assert_eq!(
        s.matches("<svg").count(),
        2,
        "speed-up and efficiency charts"
    );
    assert!(
        s.contains("<path") || s.contains("<polyline"),
        "empty line charts"
    );
}

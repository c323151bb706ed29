//! `docs/ANALYSIS.md` embeds the metric tree, the pattern reference and the finding-kind
//! reference generated from the registries; keep them equal.
//! Regenerate with `PPW_REGENERATE_DOCS=1 cargo test -p ppw-analysis --test docs -- --test-threads=1`
//! (the sections share one file).

fn path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/ANALYSIS.md")
}

/// Check (or, with `PPW_REGENERATE_DOCS`, rewrite) the text between `<!-- NAME:begin -->` and
/// `<!-- NAME:end -->`.
fn check_section(name: &str, generated: String) {
    let path = path();
    let text = std::fs::read_to_string(&path).expect("docs/ANALYSIS.md");
    let (begin, end) = (
        format!("<!-- {name}:begin -->\n"),
        format!("<!-- {name}:end -->"),
    );
    let a = text.find(&begin).expect("begin marker") + begin.len();
    let b = text.find(&end).expect("end marker");
    if std::env::var_os("PPW_REGENERATE_DOCS").is_some() {
        let new = format!("{}{}{}", &text[..a], generated, &text[b..]);
        std::fs::write(&path, new).expect("write docs/ANALYSIS.md");
        return;
    }
    assert_eq!(
        &text[a..b],
        generated,
        "run with PPW_REGENERATE_DOCS=1 to update docs/ANALYSIS.md"
    );
}

#[test]
fn analysis_md_metric_tree_is_current() {
    check_section(
        "metrics",
        format!("```text\n{}```\n", ppw_analysis::metrics_tree()),
    );
}

#[test]
fn analysis_md_pattern_reference_is_current() {
    check_section("patterns", ppw_analysis::patterns_markdown());
}

#[test]
fn analysis_md_finding_kind_reference_is_current() {
    check_section("kinds", ppw_analysis::kinds_markdown());
}

#[test]
fn analysis_md_threshold_table_is_current() {
    check_section("thresholds", ppw_analysis::Thresholds::markdown());
}

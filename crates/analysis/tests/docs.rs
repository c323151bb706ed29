//! `ANALYSIS.md` embeds the pattern reference generated from the registry; keep them equal.
//! Regenerate with `PPW_REGENERATE_DOCS=1 cargo test -p ppw-analysis --test docs`.

#[test]
fn analysis_md_pattern_reference_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ANALYSIS.md");
    let text = std::fs::read_to_string(path).expect("ANALYSIS.md");
    let (begin, end) = ("<!-- patterns:begin -->\n", "<!-- patterns:end -->");
    let a = text.find(begin).expect("begin marker") + begin.len();
    let b = text.find(end).expect("end marker");
    let generated = ppw_analysis::patterns_markdown();
    if std::env::var_os("PPW_REGENERATE_DOCS").is_some() {
        let new = format!("{}{}{}", &text[..a], generated, &text[b..]);
        std::fs::write(path, new).expect("write ANALYSIS.md");
        return;
    }
    assert_eq!(
        &text[a..b],
        generated,
        "run with PPW_REGENERATE_DOCS=1 to update ANALYSIS.md"
    );
}

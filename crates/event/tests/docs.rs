//! `crates/runtime/README.md` ("Environment") embeds the settings table generated from
//! `ppw_event::settings`; keep them equal. Regenerate with
//! `PPW_REGENERATE_DOCS=1 cargo test -p ppw-event --test docs`.

#[test]
fn runtime_readme_settings_table_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/README.md");
    let text = std::fs::read_to_string(&path).expect("crates/runtime/README.md");
    let (begin, end) = ("<!-- settings:begin -->\n", "<!-- settings:end -->");
    let a = text.find(begin).expect("begin marker") + begin.len();
    let b = text.find(end).expect("end marker");
    let generated = ppw_event::settings::markdown();
    if std::env::var_os("PPW_REGENERATE_DOCS").is_some() {
        let new = format!("{}{}{}", &text[..a], generated, &text[b..]);
        std::fs::write(&path, new).expect("write crates/runtime/README.md");
        return;
    }
    assert_eq!(
        &text[a..b],
        generated,
        "run with PPW_REGENERATE_DOCS=1 to update crates/runtime/README.md"
    );
}

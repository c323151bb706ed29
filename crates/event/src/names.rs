//! How ppw writes the names of compiled functions: gfortran's symbol conventions, shared by the
//! post-mortem symbolizer (`ppw-symbols`) and the runtime's filter (`ppw-runtime`).

/// The source name of a Fortran procedure from its symbol: gfortran's module procedures
/// `__mod_MOD_proc` become `mod::proc`, and (`fortran`: in a Fortran unit) external
/// procedures lose the trailing underscore their symbols carry. None: not such a name.
pub fn fortran_name(sym: &str, fortran: bool) -> Option<String> {
    if let Some((module, proc)) = sym.strip_prefix("__").and_then(|s| s.split_once("_MOD_")) {
        if !module.is_empty() && !proc.is_empty() {
            return Some(format!("{module}::{proc}"));
        }
    }
    let bare = sym
        .strip_suffix('_')
        .filter(|b| fortran && !b.is_empty() && !b.ends_with('_'))?;
    Some(bare.to_string())
}

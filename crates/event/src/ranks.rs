//! Rank lists as people read them: runs of consecutive ranks written `0-511`, shared by the
//! readers' warnings (`ppw-format`) and the reports (`ppw-report`).

/// The runs of consecutive ranks of an ascending, duplicate-free list, as (first, last).
pub fn runs(ranks: &[u32]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    for &r in ranks {
        match out.last_mut() {
            Some(last) if last.1.checked_add(1) == Some(r) => last.1 = r,
            _ => out.push((r, r)),
        }
    }
    out
}

/// One run as text: `3` or `4-9`.
pub fn run_text(&(first, last): &(u32, u32)) -> String {
    if first == last {
        first.to_string()
    } else {
        format!("{first}-{last}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_of_consecutive_ranks() {
        let r = runs(&[0, 1, 2, 4, 7, 8, u32::MAX - 1, u32::MAX]);
        assert_eq!(r, vec![(0, 2), (4, 4), (7, 8), (u32::MAX - 1, u32::MAX)]);
        let t: Vec<String> = r.iter().map(run_text).collect();
        assert_eq!(t[..3], ["0-2", "4", "7-8"]);
        assert!(runs(&[]).is_empty());
    }
}

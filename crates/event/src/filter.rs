//! Region filters in Score-P's filter-file syntax: which user regions and compiler-instrumented
//! functions the runtime leaves out (`PPW_FILTER=FILE`, `ppw run --filter FILE`).
//!
//! ```text
//! # comment
//! SCOREP_REGION_NAMES_BEGIN
//!   EXCLUDE *
//!   INCLUDE main solve*
//!           exchange_?
//!   EXCLUDE MANGLED _ZN3foo*
//! SCOREP_REGION_NAMES_END
//! ```
//!
//! Rules apply in order and the last rule whose pattern matches decides; a region no rule
//! matches is kept. Patterns are shell wildcards (`*`, `?`, `[abc]`, `[a-z]`, `[!a]`, `\x`),
//! matched against the whole name: the name ppw shows (Fortran module procedures as
//! `module::proc`), or with `MANGLED` the symbol as the object file spells it. A pattern list
//! goes on until the next keyword, over lines. `SCOREP_FILE_NAMES_BEGIN` .. `_END` blocks are
//! read and their rules kept in [`Filter::file_rules`], but the runtime does not know the
//! source file of a region and does not apply them.

use std::fmt;

/// One rule: exclude or include the names matching a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// `EXCLUDE` (true) or `INCLUDE`.
    pub exclude: bool,
    /// Matched against the mangled name (`MANGLED`).
    pub mangled: bool,
    /// The wildcard pattern.
    pub pattern: String,
}

/// A parsed filter file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Region-name rules, in file order.
    pub rules: Vec<Rule>,
    /// File-name rules (read, not applied).
    pub file_rules: Vec<Rule>,
}

/// A malformed filter file: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilterError {
    /// Line number, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for FilterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for FilterError {}

const REGIONS_BEGIN: &str = "SCOREP_REGION_NAMES_BEGIN";
const REGIONS_END: &str = "SCOREP_REGION_NAMES_END";
const FILES_BEGIN: &str = "SCOREP_FILE_NAMES_BEGIN";
const FILES_END: &str = "SCOREP_FILE_NAMES_END";

impl Filter {
    /// Parse a filter file's text.
    pub fn parse(text: &str) -> Result<Filter, FilterError> {
        #[derive(PartialEq)]
        enum Block {
            None,
            Regions,
            Files,
        }
        let mut f = Filter::default();
        let mut block = Block::None;
        let mut block_line = 0;
        // The rule kind a pattern list belongs to: (exclude, mangled).
        let mut current: Option<(bool, bool)> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |message: String| FilterError { line, message };
            let words = words(strip_comment(raw));
            let mut it = words.into_iter().peekable();
            while let Some(w) = it.next() {
                match w.as_str() {
                    REGIONS_BEGIN | FILES_BEGIN => {
                        if block != Block::None {
                            return Err(err(format!(
                                "{w} inside the block opened on line {block_line}"
                            )));
                        }
                        block = if w == REGIONS_BEGIN {
                            Block::Regions
                        } else {
                            Block::Files
                        };
                        block_line = line;
                        current = None;
                    }
                    REGIONS_END | FILES_END => {
                        let want = if w == REGIONS_END {
                            Block::Regions
                        } else {
                            Block::Files
                        };
                        if block != want {
                            return Err(err(format!("{w} without its _BEGIN")));
                        }
                        block = Block::None;
                        current = None;
                    }
                    "INCLUDE" | "EXCLUDE" => {
                        if block == Block::None {
                            return Err(err(format!(
                                "{w} outside a {REGIONS_BEGIN} .. {REGIONS_END} block"
                            )));
                        }
                        let mangled = it.peek().is_some_and(|n| n == "MANGLED");
                        if mangled {
                            it.next();
                        }
                        current = Some((w == "EXCLUDE", mangled));
                    }
                    "MANGLED" => {
                        return Err(err("MANGLED must follow INCLUDE or EXCLUDE".into()));
                    }
                    _ => {
                        if block == Block::None {
                            return Err(err(format!(
                                "`{w}` outside a {REGIONS_BEGIN} .. {REGIONS_END} block"
                            )));
                        }
                        let Some((exclude, mangled)) = current else {
                            return Err(err(format!(
                                "the pattern `{w}` needs INCLUDE or EXCLUDE before it"
                            )));
                        };
                        if let Err(m) = check_pattern(&w) {
                            return Err(err(format!("pattern `{w}`: {m}")));
                        }
                        let rule = Rule {
                            exclude,
                            mangled,
                            pattern: w,
                        };
                        if block == Block::Regions {
                            f.rules.push(rule);
                        } else {
                            f.file_rules.push(rule);
                        }
                    }
                }
            }
        }
        if block != Block::None {
            return Err(FilterError {
                line: block_line,
                message: "the block opened here has no _END".into(),
            });
        }
        Ok(f)
    }

    /// True if the region `name` (as ppw shows it; `mangled`: as the object file spells it)
    /// is filtered out.
    pub fn excludes(&self, name: &str, mangled: &str) -> bool {
        self.rules
            .iter()
            .rev()
            .find(|r| glob(&r.pattern, if r.mangled { mangled } else { name }))
            .is_some_and(|r| r.exclude)
    }

    /// True if the filter has no region rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }
}

/// The line without its comment (`#` to the end; `\#` is a literal `#`).
fn strip_comment(line: &str) -> &str {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'#' => return &line[..i],
            _ => i += 1,
        }
    }
    line
}

/// Whitespace-separated words, with `\#` unescaped.
fn words(line: &str) -> Vec<String> {
    line.split_whitespace()
        .map(|w| w.replace("\\#", "#"))
        .collect()
}

/// Brackets must close.
fn check_pattern(p: &str) -> Result<(), String> {
    let b = p.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'[' => {
                let mut j = i + 1;
                if j < b.len() && (b[j] == b'!' || b[j] == b'^') {
                    j += 1;
                }
                if j < b.len() && b[j] == b']' {
                    j += 1;
                }
                while j < b.len() && b[j] != b']' {
                    j += 1;
                }
                if j >= b.len() {
                    return Err("`[` without its `]`".into());
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    Ok(())
}

/// Shell wildcard match of the whole `name` (`*`, `?`, `[..]` with ranges and `!`/`^`, `\x`).
pub fn glob(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let s: Vec<char> = name.chars().collect();
    // Iterative matching with one backtrack point for the last `*`.
    let (mut pi, mut si) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while si < s.len() {
        let step = if pi < p.len() {
            match p[pi] {
                '*' => {
                    star = Some((pi, si));
                    pi += 1;
                    continue;
                }
                '?' => Some(pi + 1),
                '[' => class(&p, pi, s[si]),
                '\\' if pi + 1 < p.len() => (p[pi + 1] == s[si]).then_some(pi + 2),
                c => (c == s[si]).then_some(pi + 1),
            }
        } else {
            None
        };
        match step {
            Some(next) => {
                pi = next;
                si += 1;
            }
            None => match star {
                Some((sp, ss)) => {
                    pi = sp + 1;
                    si = ss + 1;
                    star = Some((sp, ss + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// A bracket class at `p[at]`: the index after it if `c` is in it.
fn class(p: &[char], at: usize, c: char) -> Option<usize> {
    let mut i = at + 1;
    let negate = i < p.len() && (p[i] == '!' || p[i] == '^');
    if negate {
        i += 1;
    }
    let mut hit = false;
    let mut first = true;
    while i < p.len() && (first || p[i] != ']') {
        first = false;
        if i + 2 < p.len() && p[i + 1] == '-' && p[i + 2] != ']' {
            hit |= p[i] <= c && c <= p[i + 2];
            i += 3;
        } else {
            hit |= p[i] == c;
            i += 1;
        }
    }
    if i >= p.len() {
        // No closing bracket: `[` is a literal.
        return (c == '[').then_some(at + 1);
    }
    (hit != negate).then_some(i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards() {
        assert!(glob("*", ""));
        assert!(glob("solve*", "solve_x"));
        assert!(!glob("solve*", "xsolve"));
        assert!(glob("*_?", "a_b"));
        assert!(!glob("*_?", "a_bc"));
        assert!(glob("[a-c]x", "bx"));
        assert!(!glob("[!a-c]x", "bx"));
        assert!(glob("a\\*", "a*"));
        assert!(!glob("a\\*", "ab"));
        assert!(glob("*mid*end", "xxmidyyend"));
        assert!(glob("levels::*", "levels::level1"));
    }

    #[test]
    fn score_p_syntax() {
        let f = Filter::parse(
            "# keep only the solver\n\
             SCOREP_REGION_NAMES_BEGIN\n\
               EXCLUDE *\n\
               INCLUDE main solve*  # the solver\n\
                       exchange\n\
               EXCLUDE MANGLED _Z4tinyv\n\
             SCOREP_REGION_NAMES_END\n\
             SCOREP_FILE_NAMES_BEGIN\n\
               EXCLUDE */lib/*\n\
             SCOREP_FILE_NAMES_END\n",
        )
        .unwrap();
        assert_eq!(f.rules.len(), 5);
        assert_eq!(f.file_rules.len(), 1);
        assert!(f.excludes("helper", "helper"));
        assert!(!f.excludes("main", "main"));
        assert!(!f.excludes("solve_cg", "solve_cg"));
        assert!(!f.excludes("exchange", "exchange"));
        assert!(f.excludes("tiny()", "_Z4tinyv"));
        // Nothing matches: kept.
        assert!(!Filter::default().excludes("x", "x"));
    }

    #[test]
    fn errors_name_the_line() {
        let e = Filter::parse("SCOREP_REGION_NAMES_BEGIN\n  foo\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        let e = Filter::parse("EXCLUDE foo\n").unwrap_err();
        assert_eq!(e.line, 1);
        let e = Filter::parse("SCOREP_REGION_NAMES_BEGIN\nEXCLUDE foo\n").unwrap_err();
        assert_eq!((e.line, e.message.contains("no _END")), (1, true), "{e}");
        let e = Filter::parse("SCOREP_REGION_NAMES_BEGIN\nEXCLUDE a[b\nSCOREP_REGION_NAMES_END")
            .unwrap_err();
        assert_eq!(e.line, 2);
        let e = Filter::parse("SCOREP_REGION_NAMES_END\n").unwrap_err();
        assert_eq!(e.line, 1);
        let e = Filter::parse("SCOREP_REGION_NAMES_BEGIN\nMANGLED x\nSCOREP_REGION_NAMES_END")
            .unwrap_err();
        assert_eq!(e.line, 2);
    }
}

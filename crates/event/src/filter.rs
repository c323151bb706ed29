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
//!
//! Matching runs inside the measured program, once per new region name, so the rules are
//! compiled when the file is parsed: rules whose pattern is a plain name are looked up in a
//! hash map, the others are split at their `*`s into fixed-length pieces placed leftmost
//! (plain pieces found by substring search), and no match allocates. Names longer than
//! [`MAX_MATCHED_NAME`] bytes are matched by their first [`MAX_MATCHED_NAME`] bytes, so one
//! new region costs at most rules x that bound (a demangled C++ name can be megabytes long).
//!
//! Filter files (and the analysis' config file, [`read_settings_file`]) are read up to
//! [`MAX_SETTINGS_FILE`] bytes; a larger file (`/dev/zero`) is refused. A leading UTF-8 byte
//! order mark is ignored; bytes that are not UTF-8 are an error naming their line.

use std::collections::HashMap;
use std::fmt;
use std::io::Read;
use std::path::Path;

/// Names longer than this many bytes are matched by their first this-many bytes (cut back to
/// a character boundary): a pattern that needs the rest (`*end`) does not match them.
pub const MAX_MATCHED_NAME: usize = 4096;

/// The largest filter or config file read, in bytes (1 MiB: about 30,000 rules).
pub const MAX_SETTINGS_FILE: u64 = 1 << 20;

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

/// A parsed filter file, its region rules compiled for matching.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Region-name rules, in file order (read them with [`Filter::rules`]).
    rules: Vec<Rule>,
    /// File-name rules (read, not applied).
    pub file_rules: Vec<Rule>,
    /// The region rules compiled.
    matcher: Matcher,
}

impl PartialEq for Filter {
    fn eq(&self, o: &Filter) -> bool {
        self.rules == o.rules && self.file_rules == o.file_rules
    }
}

impl Eq for Filter {}

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
        f.matcher = Matcher::new(&f.rules);
        Ok(f)
    }

    /// Parse a filter file's bytes: a leading UTF-8 byte order mark is skipped, and bytes
    /// that are not UTF-8 are an error on their line.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Filter, FilterError> {
        Filter::parse(settings_text(bytes)?)
    }

    /// Read and parse the filter file `path` (at most [`MAX_SETTINGS_FILE`] bytes); the error
    /// names the file (`PATH: why`), and the line where there is one (`PATH, line N: why`).
    pub fn read(path: &Path) -> Result<Filter, String> {
        let bytes = read_settings_file(path)?;
        Filter::parse_bytes(&bytes).map_err(|e| format!("{}, {e}", path.display()))
    }

    /// The region rules, in file order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// True if the region `name` (as ppw shows it; `mangled`: as the object file spells it)
    /// is filtered out: the last rule whose pattern matches decides. Both names are matched
    /// by at most their first [`MAX_MATCHED_NAME`] bytes.
    pub fn excludes(&self, name: &str, mangled: &str) -> bool {
        let best = self.matcher.last_match([bounded(name), bounded(mangled)]);
        best.is_some_and(|i| self.rules[i].exclude)
    }

    /// True if the filter has no region rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }
}

/// `name` cut to at most [`MAX_MATCHED_NAME`] bytes, at a character boundary.
fn bounded(name: &str) -> &str {
    if name.len() <= MAX_MATCHED_NAME {
        return name;
    }
    let mut end = MAX_MATCHED_NAME;
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name[..end]
}

/// Read a small settings file (a filter file, the analysis' config file): at most
/// [`MAX_SETTINGS_FILE`] bytes, else an error; the error names the file.
pub fn read_settings_file(path: &Path) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_SETTINGS_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_SETTINGS_FILE {
        return Err(format!(
            "{}: larger than {} bytes (1 MiB), the most ppw reads of a filter or config file",
            path.display(),
            MAX_SETTINGS_FILE
        ));
    }
    Ok(bytes)
}

/// A settings file's bytes as text: a leading UTF-8 byte order mark is skipped; bytes that
/// are not UTF-8 are an error on their line (from 1).
pub fn settings_text(bytes: &[u8]) -> Result<&str, FilterError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        let line = 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
        let column = at
            - bytes[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
        FilterError {
            line,
            message: format!(
                "not UTF-8 text (byte {:#04x} at column {})",
                bytes[at],
                column + 1
            ),
        }
    })
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
    Pattern::new(pattern).matches_fast(name, &mut None)
}

/// The compiled region rules: plain names by lookup, the others as [`Pattern`]s in lists by
/// the byte a matching name must start (or else end) with, so that a name is tried against
/// the rules that can match it only.
#[derive(Clone, Debug, Default)]
struct Matcher {
    /// Rules whose pattern is a plain name, by that name: the index of the last such rule;
    /// one map for demangled names, one for `MANGLED` rules.
    exact: [HashMap<String, usize>; 2],
    /// The other rules, for demangled names and for `MANGLED` rules.
    wild: [Wild; 2],
}

/// Wildcard rules (index, pattern), each list in rule order.
#[derive(Clone, Debug, Default)]
struct Wild {
    /// By the first byte of a matching name.
    by_first: HashMap<u8, Vec<(usize, Pattern)>>,
    /// By the last byte, for the rules that do not fix the first.
    by_last: HashMap<u8, Vec<(usize, Pattern)>>,
    /// The rules that fix neither.
    rest: Vec<(usize, Pattern)>,
}

impl Matcher {
    fn new(rules: &[Rule]) -> Matcher {
        let mut m = Matcher::default();
        for (i, r) in rules.iter().enumerate() {
            let k = r.mangled as usize;
            let p = Pattern::new(&r.pattern);
            if let Some(name) = p.literal() {
                m.exact[k].insert(name, i);
                continue;
            }
            let w = &mut m.wild[k];
            let list = match (p.first, p.last) {
                (Some(b), _) => w.by_first.entry(b).or_default(),
                (None, Some(b)) => w.by_last.entry(b).or_default(),
                (None, None) => &mut w.rest,
            };
            list.push((i, p));
        }
        m
    }

    /// The index of the last rule that matches (`names`: the name as shown and mangled, each
    /// bounded).
    fn last_match(&self, names: [&str; 2]) -> Option<usize> {
        let mut best = None;
        for (k, name) in names.into_iter().enumerate() {
            if let Some(&i) = self.exact[k].get(name) {
                best = best.max(Some(i));
            }
        }
        let mut pairs = [None, None];
        for (k, name) in names.into_iter().enumerate() {
            let w = &self.wild[k];
            let b = name.as_bytes();
            let first = b.first().and_then(|f| w.by_first.get(f));
            let last = b.last().and_then(|l| w.by_last.get(l));
            for list in [first, last, Some(&w.rest)].into_iter().flatten() {
                for (i, p) in list.iter().rev() {
                    if best.is_some_and(|b| b > *i) {
                        break;
                    }
                    if p.matches_fast(name, &mut pairs[k]) {
                        best = Some(*i);
                        break;
                    }
                }
            }
        }
        best
    }
}

/// One character position of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Unit {
    /// This character.
    Char(char),
    /// `?`: any character.
    Any,
    /// `[..]`: a character in (or, negated, not in) these inclusive ranges.
    Class {
        negate: bool,
        ranges: Vec<(char, char)>,
    },
}

impl Unit {
    fn accepts(&self, c: char) -> bool {
        match self {
            Unit::Char(x) => *x == c,
            Unit::Any => true,
            Unit::Class { negate, ranges } => {
                ranges.iter().any(|&(a, b)| a <= c && c <= b) != *negate
            }
        }
    }
}

/// The units between two `*`s of a pattern: they match exactly as many characters.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    units: Vec<Unit>,
    /// The piece as text if it has plain characters only (found by substring search).
    text: Option<String>,
}

impl Piece {
    fn new(units: Vec<Unit>) -> Piece {
        let text = units
            .iter()
            .map(|u| match u {
                Unit::Char(c) => Some(*c),
                _ => None,
            })
            .collect();
        Piece { units, text }
    }

    /// The end (byte index) if the piece matches `s` at byte `at`.
    fn match_at(&self, s: &str, at: usize) -> Option<usize> {
        if let Some(t) = &self.text {
            return s[at..].starts_with(t.as_str()).then_some(at + t.len());
        }
        let mut chars = s[at..].char_indices();
        for u in &self.units {
            let (_, c) = chars.next()?;
            if !u.accepts(c) {
                return None;
            }
        }
        Some(chars.next().map_or(s.len(), |(i, _)| at + i))
    }

    /// The leftmost match in `s` at or after byte `from`: its end.
    fn find(&self, s: &str, from: usize) -> Option<usize> {
        if let Some(t) = &self.text {
            return s[from..].find(t.as_str()).map(|i| from + i + t.len());
        }
        let mut at = from;
        loop {
            if let Some(end) = self.match_at(s, at) {
                return Some(end);
            }
            at += s[at..].chars().next()?.len_utf8();
        }
    }
}

/// A compiled wildcard pattern: its pieces between `*`s. Placing each middle piece leftmost
/// is exact, since a piece matches a fixed number of characters: a later place would only
/// leave less room for the rest. Cost: the name's length times the pieces' (substring search
/// for plain pieces), and nothing is allocated.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Pattern {
    /// The pieces; more than one if the pattern has a `*` (the first anchored at the start,
    /// the last at the end, either may be empty).
    pieces: Vec<Piece>,
    /// Bytes a name needs at least (a character is at least one byte).
    min_len: usize,
    /// The byte a matching name starts with, and the one it ends with, where the pattern
    /// fixes them: one comparison rejects most names.
    first: Option<u8>,
    last: Option<u8>,
    /// Two adjacent bytes every matching name holds (from its longest plain middle piece),
    /// looked up in the name's [`Pairs`] before the piece is searched.
    pair: Option<u16>,
}

/// The pairs of adjacent bytes of a name, as a bit set.
struct Pairs([u64; 1024]);

impl Pairs {
    fn of(name: &str) -> Pairs {
        let mut p = Pairs([0; 1024]);
        for w in name.as_bytes().windows(2) {
            let k = pair(w[0], w[1]) as usize;
            p.0[k / 64] |= 1 << (k % 64);
        }
        p
    }

    fn has(&self, k: u16) -> bool {
        self.0[k as usize / 64] & (1 << (k % 64)) != 0
    }
}

fn pair(a: u8, b: u8) -> u16 {
    (a as u16) << 8 | b as u16
}

impl Pattern {
    fn new(pattern: &str) -> Pattern {
        let p: Vec<char> = pattern.chars().collect();
        let mut pieces = Vec::new();
        let mut units = Vec::new();
        let mut i = 0;
        while i < p.len() {
            match p[i] {
                '*' => {
                    pieces.push(Piece::new(std::mem::take(&mut units)));
                    i += 1;
                }
                '?' => {
                    units.push(Unit::Any);
                    i += 1;
                }
                '[' => {
                    let (u, next) = class(&p, i);
                    units.push(u);
                    i = next;
                }
                '\\' if i + 1 < p.len() => {
                    units.push(Unit::Char(p[i + 1]));
                    i += 2;
                }
                c => {
                    units.push(Unit::Char(c));
                    i += 1;
                }
            }
        }
        pieces.push(Piece::new(units));
        let min_len = pieces.iter().map(|p| p.units.len()).sum();
        let byte = |u: Option<&Unit>, first: bool| match u {
            Some(Unit::Char(c)) => {
                let mut b = [0u8; 4];
                let e = c.encode_utf8(&mut b).as_bytes();
                Some(if first { e[0] } else { e[e.len() - 1] })
            }
            _ => None,
        };
        let first = byte(pieces.first().and_then(|p| p.units.first()), true);
        let last = byte(pieces.last().and_then(|p| p.units.last()), false);
        let middle = if pieces.len() > 2 {
            &pieces[1..pieces.len() - 1]
        } else {
            &[]
        };
        let pair = middle
            .iter()
            .filter_map(|p| p.text.as_deref())
            .max_by_key(|t| t.len())
            .filter(|t| t.len() >= 2)
            .map(|t| pair(t.as_bytes()[0], t.as_bytes()[1]));
        Pattern {
            pieces,
            min_len,
            first,
            last,
            pair,
        }
    }

    /// [`Pattern::matches`] after the cheap rejections (`pairs`: the name's byte pairs, made
    /// on first use).
    fn matches_fast(&self, name: &str, pairs: &mut Option<Pairs>) -> bool {
        let b = name.as_bytes();
        if b.len() < self.min_len
            || self.first.is_some_and(|f| b.first() != Some(&f))
            || self.last.is_some_and(|l| b.last() != Some(&l))
        {
            return false;
        }
        if let Some(k) = self.pair {
            if !pairs.get_or_insert_with(|| Pairs::of(name)).has(k) {
                return false;
            }
        }
        self.matches(name)
    }

    /// The name this pattern matches if it matches one name only.
    fn literal(&self) -> Option<String> {
        match self.pieces.as_slice() {
            [one] => one.text.clone(),
            _ => None,
        }
    }

    fn matches(&self, name: &str) -> bool {
        if name.len() < self.min_len {
            return false;
        }
        let (first, rest) = match self.pieces.split_first() {
            Some(x) => x,
            None => return name.is_empty(),
        };
        let Some(mut pos) = first.match_at(name, 0) else {
            return false;
        };
        let Some((last, middle)) = rest.split_last() else {
            return pos == name.len();
        };
        // The last piece ends at the end: it starts `last.units.len()` characters before it.
        let mut start = name.len();
        for _ in 0..last.units.len() {
            match name[..start].chars().next_back() {
                Some(c) => start -= c.len_utf8(),
                None => return false,
            }
        }
        if start < pos || last.match_at(name, start) != Some(name.len()) {
            return false;
        }
        let inner = &name[..start];
        for piece in middle {
            match piece.find(inner, pos) {
                Some(end) => pos = end,
                None => return false,
            }
        }
        true
    }
}

/// The bracket class at `p[at]` and the index after it; without its closing bracket, `[` is
/// a plain character.
fn class(p: &[char], at: usize) -> (Unit, usize) {
    let mut i = at + 1;
    let negate = i < p.len() && (p[i] == '!' || p[i] == '^');
    if negate {
        i += 1;
    }
    let mut ranges = Vec::new();
    let mut first = true;
    while i < p.len() && (first || p[i] != ']') {
        first = false;
        if i + 2 < p.len() && p[i + 1] == '-' && p[i + 2] != ']' {
            ranges.push((p[i], p[i + 2]));
            i += 3;
        } else {
            ranges.push((p[i], p[i]));
            i += 1;
        }
    }
    if i >= p.len() {
        return (Unit::Char('['), at + 1);
    }
    (Unit::Class { negate, ranges }, i + 1)
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
        assert_eq!(f.rules().len(), 5);
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

    /// The matcher before compilation (issue 35): one backtrack point for the last `*`, on
    /// characters. The compiled patterns must agree with it everywhere.
    fn reference(pattern: &str, name: &str) -> bool {
        let p: Vec<char> = pattern.chars().collect();
        let s: Vec<char> = name.chars().collect();
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
                    '[' => {
                        let (u, next) = class(&p, pi);
                        u.accepts(s[si]).then_some(next)
                    }
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

    #[test]
    fn compiled_patterns_agree_with_the_reference_matcher() {
        const PATTERN: &[&str] = &[
            "a", "b", "*", "?", "[ab]", "[!a]", "\\*", "é", "[a-c]", "[", "]", "ab",
        ];
        const NAME: &[&str] = &["a", "b", "c", "é", "*", "["];
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        };
        let mut checked = 0;
        for _ in 0..50_000 {
            let p: String = (0..next(7)).map(|_| PATTERN[next(PATTERN.len())]).collect();
            let n: String = (0..next(9)).map(|_| NAME[next(NAME.len())]).collect();
            assert_eq!(glob(&p, &n), reference(&p, &n), "pattern {p:?}, name {n:?}");
            checked += glob(&p, &n) as u32;
        }
        assert!(
            checked > 2000,
            "too few matches to mean anything: {checked}"
        );
    }

    #[test]
    fn the_last_matching_rule_decides_among_plain_names_and_wildcards() {
        let f = Filter::parse(
            "SCOREP_REGION_NAMES_BEGIN\n\
             EXCLUDE solve*\n\
             INCLUDE solve_cg\n\
             EXCLUDE *_cg\n\
             INCLUDE MANGLED _Z5solvev\n\
             SCOREP_REGION_NAMES_END\n",
        )
        .unwrap();
        assert!(
            f.excludes("solve_cg", "solve_cg"),
            "rule 3 comes after rule 2"
        );
        assert!(f.excludes("solve_x", "solve_x"));
        assert!(
            !f.excludes("solve()", "_Z5solvev"),
            "the mangled rule is last"
        );
        assert!(!f.excludes("other", "other"));
    }

    #[test]
    fn long_names_are_matched_by_their_first_bytes() {
        let f = Filter::parse(
            "SCOREP_REGION_NAMES_BEGIN\nEXCLUDE std::vector<*\nEXCLUDE *::push_back()\n\
             SCOREP_REGION_NAMES_END\n",
        )
        .unwrap();
        let mut huge = String::from("std::vector<");
        while huge.len() < 2 << 20 {
            huge.push_str("Eigen::Matrix<double, 3, 3>, ");
        }
        assert!(f.excludes(&huge, &huge), "the prefix is within the bound");
        // A multi-byte character across the bound: cut before it.
        let name = format!("{}é::push_back()", "x".repeat(MAX_MATCHED_NAME - 1));
        assert!(!f.excludes(&name, "x"), "the suffix is beyond the bound");
        assert_eq!(bounded(&name).len(), MAX_MATCHED_NAME - 1);
        let short = "x::push_back()";
        assert!(f.excludes(short, short));
    }

    #[test]
    fn settings_text_skips_a_bom_and_names_the_line_of_bytes_that_are_not_utf8() {
        let f = Filter::parse_bytes(
            b"\xEF\xBB\xBFSCOREP_REGION_NAMES_BEGIN\nEXCLUDE x\nSCOREP_REGION_NAMES_END\n",
        )
        .unwrap();
        assert_eq!(f.rules().len(), 1);
        let e = Filter::parse_bytes(b"SCOREP_REGION_NAMES_BEGIN\nEXCLUDE ab\xFFc\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert_eq!(
            e.to_string(),
            "line 2: not UTF-8 text (byte 0xff at column 11)"
        );
    }

    #[test]
    fn settings_files_are_read_up_to_one_mebibyte() {
        let e = read_settings_file(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(
            e,
            "/dev/zero: larger than 1048576 bytes (1 MiB), the most ppw reads of a filter or \
             config file"
        );
        let e = Filter::read(Path::new("/nonexistent/filter")).unwrap_err();
        assert!(e.starts_with("/nonexistent/filter: "), "{e}");
        let dir = std::env::temp_dir().join(format!("ppw-filter-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("filter");
        let mut text = String::from("SCOREP_REGION_NAMES_BEGIN\n");
        while text.len() < MAX_SETTINGS_FILE as usize - 100 {
            text.push_str("  EXCLUDE some_function_name_*\n");
        }
        text.push_str("SCOREP_REGION_NAMES_END\n");
        std::fs::write(&path, &text).unwrap();
        assert!(Filter::read(&path)
            .unwrap()
            .excludes("some_function_name_1", ""));
        text.insert_str(0, &"#".repeat(200));
        std::fs::write(&path, &text).unwrap();
        assert!(Filter::read(&path).unwrap_err().contains("larger than"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

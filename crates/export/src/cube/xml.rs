//! XML escaping for `anchor.xml`, and a small XML tree parser for reading it back.
//!
//! The parser covers what anchor files contain: a prolog, elements with quoted attributes,
//! text with the five predefined and numeric entities, CDATA sections and comments. It is not
//! a validating parser; errors give the byte offset.

use std::fmt::Write as _;

/// Append `s` with `& < > " '` escaped.
pub(crate) fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
}

/// An element: name, attributes, child elements and concatenated text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Element {
    pub(crate) name: String,
    pub(crate) attrs: Vec<(String, String)>,
    pub(crate) children: Vec<Element>,
    pub(crate) text: String,
}

impl Element {
    /// Value of attribute `k`.
    pub(crate) fn attr(&self, k: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }

    /// First child named `n`.
    pub(crate) fn child(&self, n: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.name == n)
    }

    /// Text of the first child named `n` (empty if absent).
    pub(crate) fn child_text(&self, n: &str) -> String {
        self.child(n).map(|c| c.text.clone()).unwrap_or_default()
    }

    /// Children named `n`.
    pub(crate) fn all<'a>(&'a self, n: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.name == n)
    }
}

struct Parser<'a> {
    s: &'a str,
    pos: usize,
}

type Res<T> = Result<T, (usize, String)>;

impl<'a> Parser<'a> {
    fn rest(&self) -> &'a str {
        &self.s[self.pos..]
    }

    fn err<T>(&self, m: impl Into<String>) -> Res<T> {
        Err((self.pos, m.into()))
    }

    fn skip_ws(&mut self) {
        let r = self.rest();
        self.pos += r.len() - r.trim_start().len();
    }

    fn eat(&mut self, p: &str) -> bool {
        if self.rest().starts_with(p) {
            self.pos += p.len();
            true
        } else {
            false
        }
    }

    fn skip_past(&mut self, end: &str) -> Res<()> {
        match self.rest().find(end) {
            Some(i) => {
                self.pos += i + end.len();
                Ok(())
            }
            None => self.err(format!("missing {end}")),
        }
    }

    /// Skip prolog, comments, processing instructions and doctype before/after the root.
    fn skip_misc(&mut self) -> Res<()> {
        loop {
            self.skip_ws();
            if self.eat("<?") {
                self.skip_past("?>")?;
            } else if self.eat("<!--") {
                self.skip_past("-->")?;
            } else if self.eat("<!DOCTYPE") {
                self.skip_past(">")?;
            } else {
                return Ok(());
            }
        }
    }

    fn name(&mut self) -> Res<String> {
        let r = self.rest();
        let n = r
            .find(|c: char| c.is_whitespace() || matches!(c, '/' | '>' | '='))
            .unwrap_or(r.len());
        if n == 0 {
            return self.err("expected a name");
        }
        self.pos += n;
        Ok(r[..n].to_string())
    }

    fn element(&mut self) -> Res<Element> {
        if !self.eat("<") {
            return self.err("expected an element");
        }
        let mut e = Element {
            name: self.name()?,
            ..Default::default()
        };
        loop {
            self.skip_ws();
            if self.eat("/>") {
                return Ok(e);
            }
            if self.eat(">") {
                break;
            }
            let k = self.name()?;
            self.skip_ws();
            if !self.eat("=") {
                return self.err(format!("attribute {k} without value"));
            }
            self.skip_ws();
            let q = match self.rest().chars().next() {
                Some(q @ ('"' | '\'')) => q,
                _ => return self.err("expected a quoted attribute value"),
            };
            self.pos += 1;
            let end = match self.rest().find(q) {
                Some(i) => i,
                None => return self.err("unterminated attribute value"),
            };
            let raw = &self.rest()[..end];
            let at = self.pos;
            self.pos += end + 1;
            e.attrs.push((k, unescape(raw).map_err(|m| (at, m))?));
        }
        loop {
            let r = self.rest();
            let lt = match r.find('<') {
                Some(i) => i,
                None => return self.err(format!("element {} is not closed", e.name)),
            };
            let at = self.pos;
            e.text.push_str(&unescape(&r[..lt]).map_err(|m| (at, m))?);
            self.pos += lt;
            if self.eat("</") {
                let n = self.name()?;
                if n != e.name {
                    return self.err(format!("</{n}> closes <{}>", e.name));
                }
                self.skip_ws();
                if !self.eat(">") {
                    return self.err("expected >");
                }
                return Ok(e);
            } else if self.eat("<!--") {
                self.skip_past("-->")?;
            } else if self.eat("<![CDATA[") {
                let end = match self.rest().find("]]>") {
                    Some(i) => i,
                    None => return self.err("unterminated CDATA"),
                };
                e.text.push_str(&self.rest()[..end]);
                self.pos += end + 3;
            } else if self.eat("<?") {
                self.skip_past("?>")?;
            } else {
                let c = self.element()?;
                e.children.push(c);
            }
        }
    }
}

/// Resolve entities in `s`.
fn unescape(s: &str) -> Result<String, String> {
    if !s.contains('&') {
        return Ok(s.to_string());
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        rest = &rest[i + 1..];
        let end = rest
            .find(';')
            .ok_or_else(|| "unterminated entity".to_string())?;
        let ent = &rest[..end];
        rest = &rest[end + 1..];
        let c = match ent {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(h) = ent.strip_prefix("#x") {
                    u32::from_str_radix(h, 16).ok()
                } else if let Some(d) = ent.strip_prefix('#') {
                    d.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
                    .ok_or_else(|| format!("unknown entity &{ent};"))?
            }
        };
        out.push(c);
    }
    out.push_str(rest);
    Ok(out)
}

/// Parse a document into its root element. Errors give the byte offset.
pub(crate) fn parse(s: &str) -> Result<Element, (usize, String)> {
    let mut p = Parser { s, pos: 0 };
    p.skip_misc()?;
    let root = p.element()?;
    p.skip_misc()?;
    if p.pos != s.len() {
        return p.err("content after the root element");
    }
    Ok(root)
}

/// Writes indentation-free XML the way CubeW does (one tag per line).
#[derive(Debug, Default)]
pub(crate) struct XmlOut {
    pub(crate) s: String,
}

impl XmlOut {
    /// `<name>text</name>` on one line.
    pub(crate) fn text_elem(&mut self, name: &str, text: &str) {
        let _ = write!(self.s, "<{name}>");
        escape_into(&mut self.s, text);
        let _ = writeln!(self.s, "</{name}>");
    }

    /// `<attr key=".." value=".."/>`.
    pub(crate) fn attr(&mut self, key: &str, value: &str) {
        self.s.push_str("<attr key=\"");
        escape_into(&mut self.s, key);
        self.s.push_str("\" value=\"");
        escape_into(&mut self.s, value);
        self.s.push_str("\"/>\n");
    }

    /// Raw markup.
    pub(crate) fn raw(&mut self, m: &str) {
        self.s.push_str(m);
    }

    /// An escaped attribute value.
    pub(crate) fn esc(&mut self, v: &str) {
        escape_into(&mut self.s, v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_what_it_escapes() {
        let mut x = XmlOut::default();
        x.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n<cube version=\"4.4\">\n");
        x.attr("Creator", "a \"q\" & <b>");
        x.text_elem("name", "x < y && 'z'");
        x.raw("<!-- c --><e a='1' b = \"2\"/><t><![CDATA[<raw>]]>&#65;&#x42;</t>\n</cube>\n");
        let root = parse(&x.s).unwrap();
        assert_eq!(root.name, "cube");
        assert_eq!(root.attr("version"), Some("4.4"));
        assert_eq!(
            root.child("attr").unwrap().attr("value"),
            Some("a \"q\" & <b>")
        );
        assert_eq!(root.child_text("name"), "x < y && 'z'");
        assert_eq!(root.child("e").unwrap().attr("b"), Some("2"));
        assert_eq!(root.child_text("t"), "<raw>AB");
    }

    #[test]
    fn errors_carry_offsets() {
        let (at, _) = parse("<a><b></a>").unwrap_err();
        assert_eq!(at, 9);
        assert!(parse("<a>&bogus;</a>").is_err());
        assert!(parse("<a x=1/>").is_err());
    }
}

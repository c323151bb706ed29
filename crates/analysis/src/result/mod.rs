//! The result: the JSON model ([`analysis`]), the wait-state findings built from significant
//! (pattern, call path) pairs and the ranking of all findings ([`findings`]), and the text
//! helpers every cause and hint uses ([`text`]).

pub(crate) mod analysis;
pub(crate) mod findings;
pub(crate) mod text;

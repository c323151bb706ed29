//! Fuzz target `analysis_json`: see `ppw_fuzz::analysis_json` and docs/FUZZING.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ppw_fuzz::analysis_json(data));

//! Fuzz target `otf2`: see `ppw_fuzz::otf2` and docs/FUZZING.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ppw_fuzz::otf2(data));

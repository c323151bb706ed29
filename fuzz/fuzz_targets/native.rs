//! Fuzz target `native`: see `ppw_fuzz::native` and docs/FUZZING.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ppw_fuzz::native(data));

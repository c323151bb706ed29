//! User regions from Rust through `ppw::api` (the rlib links the runtime in, so no LD_PRELOAD
//! is needed). Run with `PPW_DIR=DIR`; a test checks the result.

fn work(n: u64) -> u64 {
    (0..n).fold(0u64, |a, b| a.wrapping_mul(31).wrapping_add(b))
}

fn main() {
    let mut x = 0;
    for i in 0..3 {
        let _r = ppw::api::Region::enter("rust outer");
        ppw::region_begin("rust inner");
        x ^= work(1000 + i);
        ppw::region_end("rust inner");
    }
    ppw::phase("done");
    std::hint::black_box(x);
}

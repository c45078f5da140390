//! Any text imported as a GCG file is replayed or refused with its line,
//! never a panic; whatever reads back writes back the same.
#![no_main]

use krada_engine::gcg::{Gcg, replay};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(gcg) = Gcg::parse(text) {
        let _ = replay(&gcg);
        let again = Gcg::parse(&gcg.to_text()).expect("written GCG reads back");
        assert_eq!(again, gcg);
    }
});

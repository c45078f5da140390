//! Any bytes imported as a GCG file are decoded, replayed (strictly and
//! leniently) or refused with their line, never a panic; whatever reads
//! back writes back the same, and a lenient replay only ever adds warnings.
#![no_main]

use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = decode(bytes) else {
        return;
    };
    if let Ok(gcg) = Gcg::parse(&text) {
        let strict = replay_with(&gcg, Check::Strict);
        let lenient = replay_with(&gcg, Check::Lenient);
        if let Ok(strict) = strict {
            let lenient = lenient.expect("what replays strictly replays leniently");
            assert!(lenient.warnings.is_empty());
            assert_eq!(lenient.steps, strict.steps);
        }
        let again = Gcg::parse(&gcg.to_text()).expect("written GCG reads back");
        assert_eq!(again, gcg);
    }
});

//! Any text read as a position file is read or refused with its line.
#![no_main]

use krada_ai::position::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = Position::from_text(text);
});

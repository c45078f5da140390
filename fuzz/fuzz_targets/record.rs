//! Any text loaded as a game record is rebuilt or refused with the turn and
//! field at fault, never a panic.
#![no_main]

use krada_engine::record::GameRecord;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = GameRecord::load(text);
});

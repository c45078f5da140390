//! Any text typed as tiles is read or refused with a position, never a panic.
#![no_main]

use krada_engine::notation::{parse_faces, parse_placed, parse_rack};
use krada_engine::tileset::{primary, standard};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = parse_faces(text);
    for set in [standard(), primary()] {
        let _ = parse_rack(&set, text);
        let _ = parse_placed(&set, text);
    }
});

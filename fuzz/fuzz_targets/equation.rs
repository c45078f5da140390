//! Any line of faces: the checker and the scanner's closing number never
//! panic, and a closing number, when exact, really closes the line.
#![no_main]

use krada_engine::equation::{Closing, Scanner, check};
use krada_engine::face::Face;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let faces: Vec<Face> = data.iter().map(|b| Face(b % 26)).collect();
    let _ = check(&faces);
    let mut scanner = Scanner::new();
    for &face in &faces {
        if let Some(Closing::Exactly(n)) = scanner.closing_number()
            && n.denom() == 1
            && (0..=9).contains(&n.numer())
        {
            let mut closed = scanner;
            if closed.push(Face(n.numer() as u8)).is_ok() {
                // Only a sign before zero may refuse the closing digit.
                let _ = closed.finish();
            }
        }
        if scanner.push(face).is_err() {
            break;
        }
    }
});

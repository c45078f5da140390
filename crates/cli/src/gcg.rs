//! `krada gcg FILE…`: each GCG file replayed with every score and total
//! checked, and its final scores.

use crate::locale::user_lang;
use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use krada_text::Lang;
use std::process::ExitCode;

/// What became of one file, worst last: the exit status is the worst.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Replayed = 0,
    Refused = 1,
    Unreadable = 2,
}

pub fn run(files: &[String], lenient: bool) -> ExitCode {
    let lang = user_lang();
    let check = if lenient {
        Check::Lenient
    } else {
        Check::Strict
    };
    let worst = files
        .iter()
        .map(|path| one_file(path, check, lang))
        .max()
        .unwrap_or(Outcome::Replayed);
    ExitCode::from(worst as u8)
}

fn one_file(path: &str, check: Check, lang: Lang) -> Outcome {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("{path}: {e}");
            return Outcome::Unreadable;
        }
    };
    let text = match decode(&bytes) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {}", lang.gcg_decode_error(&e));
            return Outcome::Unreadable;
        }
    };
    let replayed = Gcg::parse(&text).and_then(|gcg| Ok((replay_with(&gcg, check)?, gcg)));
    match replayed {
        Ok((replayed, gcg)) => {
            for warning in &replayed.warnings {
                println!("{path}: {}", lang.gcg_warning(warning));
            }
            let totals = replayed.steps.last().map_or([0, 0], |s| s.totals);
            let names = gcg
                .players()
                .map(|p| p.map(|(_, name)| name).unwrap_or_default());
            println!(
                "{path}: {} {} – {} {}",
                names[0], totals[0], names[1], totals[1]
            );
            Outcome::Replayed
        }
        Err(e) => {
            println!("{path}: {}", lang.gcg_error(&e));
            Outcome::Refused
        }
    }
}

//! `krada learn-leaves`: Crossword leave weights fitted from self-play.

use krada_ai::leave_fit::{fit, samples};
use krada_ai::player::Level;
use std::path::Path;
use std::process::ExitCode;

pub fn run(games: u32, seed: u64, lexicon: Option<&Path>) -> ExitCode {
    let words = match crate::words::load(lexicon) {
        Ok(words) => words,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let data = samples(games, seed, Level::Hard, words);
    let weights = fit(&data, 10.0);
    println!(
        "// {} leaves from {games} games of the hard level (seed {seed})",
        data.len()
    );
    println!("pub const WORD_WEIGHTS: [f32; WORD_FEATURES] = [");
    for chunk in weights.chunks(8) {
        let row: Vec<String> = chunk.iter().map(|w| format!("{w:.1}")).collect();
        println!("    {},", row.join(", "));
    }
    println!("];");
    ExitCode::SUCCESS
}

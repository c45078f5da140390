//! `krada learn-leaves`: leave weights fitted from self-play.

use krada_ai::leave::{
    AMATH_FEATURES, AMATH_WEIGHTS, AMathLeave, Leave, NO_LEAVE, WORD_FEATURES, WORD_LEAVE,
    WordLeave, amath_features, word_features,
};
use krada_ai::leave_fit::{Study, fit, samples};
use krada_engine::tileset::TileSetId;
use std::path::Path;
use std::process::ExitCode;

pub struct Options {
    pub games: u32,
    pub seed: u64,
    pub rounds: u32,
    pub horizon: usize,
    /// A-Math: start from the current weights rather than from nothing.
    pub from_current: bool,
}

pub fn run(options: Options, crossword: bool, lexicon: Option<&Path>) -> ExitCode {
    let weights = if crossword {
        let words = match crate::words::load(lexicon) {
            Ok(words) => words,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
        let study = Study {
            tiles: TileSetId::English,
            lexicon: Some(words),
            features: |set, kept| word_features(set, kept).to_vec(),
            horizon: options.horizon,
        };
        let to_leave = |w: &[f32]| WordLeave {
            weights: w.try_into().expect("one weight a feature"),
        };
        rounds(&study, &options, WORD_LEAVE.weights.to_vec(), to_leave)
    } else {
        let study = Study {
            tiles: TileSetId::Standard,
            lexicon: None,
            features: |set, kept| amath_features(set, kept).to_vec(),
            horizon: options.horizon,
        };
        let to_leave = |w: &[f32]| AMathLeave {
            weights: w.try_into().expect("one weight a feature"),
        };
        let start = if options.from_current {
            AMATH_WEIGHTS
        } else {
            NO_LEAVE.weights
        };
        rounds(&study, &options, start.to_vec(), to_leave)
    };
    let (name, size) = if crossword {
        ("WORD_WEIGHTS", "WORD_FEATURES")
    } else {
        ("AMATH_WEIGHTS", "AMATH_FEATURES")
    };
    debug_assert_eq!(
        weights.len(),
        if crossword {
            WORD_FEATURES
        } else {
            AMATH_FEATURES
        }
    );
    println!(
        "// krada learn-leaves{}{} --games {} --rounds {} --horizon {} --seed {}",
        if crossword { " --crossword" } else { "" },
        if options.from_current && !crossword {
            " --from-current"
        } else {
            ""
        },
        options.games,
        options.rounds,
        options.horizon,
        options.seed
    );
    println!("pub const {name}: [f32; {size}] = [");
    for chunk in weights.chunks(8) {
        let row: Vec<String> = chunk.iter().map(|w| format!("{w:.2}")).collect();
        println!("    {},", row.join(", "));
    }
    println!("];");
    ExitCode::SUCCESS
}

/// Each round plays with the last round's weights and fits anew.
fn rounds<L: Leave>(
    study: &Study,
    options: &Options,
    start: Vec<f32>,
    to_leave: impl Fn(&[f32]) -> L,
) -> Vec<f32> {
    let mut weights = start;
    for round in 0..options.rounds {
        let seed = options.seed.wrapping_add(round as u64 * 1_000_003);
        let data = samples(study, options.games, seed, &to_leave(&weights));
        weights = fit(&data, 10.0);
        eprintln!(
            "round {}: {} leaves from {} games",
            round + 1,
            data.len(),
            options.games
        );
    }
    weights
}

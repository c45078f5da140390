//! `krada learn-leaves` and `krada learn-opening`: the hard level's
//! evaluation fitted from self-play.

use krada_ai::defence::{AMATH_OPENING_COST, KINDS, WORD_OPENING_COST};
use krada_ai::leave::for_tiles;
use krada_ai::leave::{
    AMATH_FEATURES, AMATH_WEIGHTS, AMathLeave, Leave, NO_LEAVE, WORD_FEATURES, WORD_LEAVE,
    WordLeave, amath_features, word_features,
};
use krada_ai::player::{Level, Player};
use krada_engine::tileset::TileSetId;
use krada_lab::chance_fit::fit as fit_chances;
use krada_lab::leave_fit::{Study, fit, opening_samples, samples};
use krada_lab::matches::turns_of_games;
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
            opening_cost: WORD_OPENING_COST,
        };
        rounds(&study, &options, WORD_LEAVE.weights.to_vec(), to_leave)
    } else {
        let study = Study {
            tiles: TileSetId::Standard,
            lexicon: None,
            features: |set, kept| amath_features(set, kept).to_vec(),
            horizon: options.horizon,
        };
        // The games are played as the hard level plays them: with the
        // cost of opening premium squares in use.
        let to_leave = |w: &[f32]| AMathLeave {
            weights: w.try_into().expect("one weight a feature"),
            opening_cost: AMATH_OPENING_COST,
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

/// `krada learn-opening`: what each premium square a play opens costs, as
/// the `Open` table the hard level reads (costs below zero are set to zero,
/// so a play's value stays within the search's bound).
pub fn opening(games: u32, seed: u64, crossword: bool, lexicon: Option<&Path>) -> ExitCode {
    let (tiles, words) = match game_of(crossword, lexicon) {
        Ok(game) => game,
        Err(code) => return code,
    };
    let study = Study {
        tiles,
        lexicon: words,
        features: |_, _| Vec::new(),
        horizon: 1,
    };
    let set = krada_engine::tileset::TileSet::get(tiles);
    let data = opening_samples(&study, games, seed, for_tiles(&set));
    let weights = fit(&data, 1.0);
    eprintln!("{} plays from {games} games", data.len());
    eprintln!(
        "the opponent's next turn scores {:.1} with nothing opened",
        weights[0]
    );
    for (k, kind) in KINDS.iter().enumerate() {
        let opened = data.iter().map(|s| s.features[1 + k]).sum::<f32>();
        eprintln!(
            "{kind:?}: {:+.2} a square opened (opened {:.2} a play)",
            weights[1 + k],
            opened / data.len().max(1) as f32
        );
    }
    println!(
        "// krada learn-opening{} --games {games} --seed {seed}",
        if crossword { " --crossword" } else { "" }
    );
    let costs: Vec<String> = weights[1..]
        .iter()
        .map(|w| format!("{:.1}", w.max(0.0)))
        .collect();
    println!("[{}]", costs.join(", "));
    ExitCode::SUCCESS
}

/// `krada fit-chances`: the expert's model of the chance of winning, fitted
/// from games of the hard level against itself; the lead's spread by tiles
/// unseen is printed beside the model's, to judge the straight line.
pub fn chances(games: u32, seed: u64, crossword: bool, lexicon: Option<&Path>) -> ExitCode {
    let (tiles, words) = match game_of(crossword, lexicon) {
        Ok(game) => game,
        Err(code) => return code,
    };
    let rules = krada_engine::rules::Rules::for_tiles(tiles);
    let player = Player::new(Level::Hard, &rules.tiles);
    let turns = turns_of_games(games, seed, player, tiles, words);
    let model = fit_chances(&turns, rules.rack_size);
    let noun = if games == 1 { "game" } else { "games" };
    println!(
        "{} turns of {games} {noun} (seed {seed}), the hard level against itself",
        turns.len()
    );
    println!("tiles unseen  turns  mean gain  spread  model's spread");
    for low in (0..=rules
        .tiles
        .kinds
        .iter()
        .map(|k| k.count as usize)
        .sum::<usize>())
        .step_by(8)
    {
        let gains: Vec<f64> = turns
            .iter()
            .filter(|t| (low..low + 8).contains(&t.unseen))
            .map(|t| (t.final_lead - t.lead) as f64)
            .collect();
        if gains.is_empty() {
            continue;
        }
        let n = gains.len() as f64;
        let mean = gains.iter().sum::<f64>() / n;
        let sd = (gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / n).sqrt();
        let middle = low as f32 + 3.5;
        let model_sd = (model.variance_base + model.variance_per_tile * middle).sqrt();
        println!(
            "{:>5}–{:<5}  {:>5}  {mean:>9.1}  {sd:>6.1}  {model_sd:>14.1}",
            low,
            low + 7,
            gains.len()
        );
    }
    println!(
        "tempo {:.1}, variance {:.0} + {:.1} a tile unseen",
        model.tempo, model.variance_base, model.variance_per_tile
    );
    ExitCode::SUCCESS
}

/// The tile set studied and, for Crossword, its word list; a list that
/// cannot be read is reported and ends the command.
fn game_of(
    crossword: bool,
    lexicon: Option<&Path>,
) -> Result<
    (
        TileSetId,
        Option<std::sync::Arc<krada_engine::lexicon::Lexicon>>,
    ),
    ExitCode,
> {
    let tiles = crate::tiles_of(false, crossword);
    crate::words::for_tiles(tiles, lexicon).map(|words| (tiles, words))
}

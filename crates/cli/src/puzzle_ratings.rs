//! `krada puzzle-ratings`: fits the weights that rate each puzzle from what
//! is measured on it (`krada_features::puzzle_rating`), on puzzles of every
//! kind and level made from seeds 1 to N, each level's puzzles aimed at its
//! level's rating; prints the weights as Rust and how the fit rates each
//! level's puzzles.

use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec, make};
use krada_features::puzzle_rating::{Formula, PuzzleMeasure, measure};
use krada_features::rating::level_rating;
use std::process::ExitCode;
use std::sync::Arc;

pub fn run(per_level: u64, lexicon: Option<Arc<krada_engine::lexicon::Lexicon>>) -> ExitCode {
    let mut samples: Vec<(PuzzleMeasure, f64, Difficulty)> = Vec::new();
    let mut sets = vec![TileSetId::Standard];
    if lexicon.is_some() {
        sets.push(TileSetId::English);
    }
    for tiles in sets {
        for kind in PuzzleKind::ALL {
            for difficulty in Difficulty::ALL {
                for seed in 1..=per_level {
                    let spec = PuzzleSpec {
                        seed,
                        kind,
                        difficulty,
                        tiles,
                    };
                    if let Some(puzzle) = make(spec, lexicon.clone()) {
                        samples.push((measure(&puzzle), level_rating(difficulty), difficulty));
                    }
                }
            }
            eprintln!("{tiles:?} {kind:?}: {} puzzles so far", samples.len());
        }
    }
    let fit: Vec<_> = samples.iter().map(|(m, t, _)| (*m, *t)).collect();
    let Some(formula) = Formula::fit(&fit) else {
        eprintln!("the puzzles' measures do not tell their levels apart");
        return ExitCode::from(1);
    };
    println!("{} puzzles", samples.len());
    println!("pub const FORMULA: Formula = Formula {{");
    let weights: Vec<String> = formula.weights.iter().map(|w| format!("{w:.1}")).collect();
    println!("    weights: [{}],", weights.join(", "));
    println!("}};");
    println!(
        "level   puzzles  mean rating  spread (sd)  lowest  highest   (LEVEL_MEANS: each mean)"
    );
    for level in Difficulty::ALL {
        let rated: Vec<f64> = samples
            .iter()
            .filter(|(_, _, d)| *d == level)
            .map(|(m, _, _)| formula.rating(m))
            .collect();
        let n = rated.len().max(1) as f64;
        let mean = rated.iter().sum::<f64>() / n;
        let sd = (rated.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / n).sqrt();
        let low = rated.iter().copied().fold(f64::INFINITY, f64::min);
        let high = rated.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        println!(
            "{:<7} {:>7}  {mean:>11.0}  {sd:>11.0}  {low:>6.0}  {high:>7.0}",
            level.name(),
            rated.len()
        );
    }
    ExitCode::SUCCESS
}

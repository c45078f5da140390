//! `krada selfplay`: games between two levels.

use krada_ai::player::Level;
use krada_ai::selfplay::run as play;
use krada_engine::tileset::TileSetId;
use std::path::Path;
use std::process::ExitCode;

pub fn run(
    games: u32,
    seed: u64,
    a: &str,
    b: &str,
    primary: bool,
    crossword: bool,
    lexicon: Option<&Path>,
) -> ExitCode {
    let (Some(a), Some(b)) = (Level::parse(a), Level::parse(b)) else {
        eprintln!("levels are: easy, medium, greedy, hard");
        return ExitCode::from(2);
    };
    let tiles = if crossword {
        TileSetId::English
    } else if primary {
        TileSetId::Primary
    } else {
        TileSetId::Standard
    };
    let words = if crossword {
        match crate::words::load(lexicon) {
            Ok(words) => Some(words),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        }
    } else {
        None
    };
    let tally = play(games, seed, a, b, tiles, words, |done| {
        if done % 50 == 0 {
            eprintln!("{done} games…");
        }
    });
    println!(
        "{games} games, {} against {}, seats alternating, seed {seed}",
        a.name(),
        b.name()
    );
    for (i, level) in [a, b].iter().enumerate() {
        println!(
            "{:<7} wins {:>5.1}%  mean score {:>6.1}  points per turn {:>5.2}  bingos {:>4}",
            level.name(),
            100.0 * tally.win_rate(i),
            tally.mean_score(i),
            tally.points_per_turn(i),
            tally.bingos[i],
        );
    }
    println!("draws {}", tally.draws);
    ExitCode::SUCCESS
}

//! `krada bench`: move generation on a fixed suite of positions.

use krada_ai::gaddag::Gaddag;
use krada_ai::movegen::all_moves;
use krada_ai::player::best_moves;
use krada_ai::suite::{suite, word_suite};
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

pub fn run(repeat: usize, crossword: bool, lexicon: Option<&Path>) -> ExitCode {
    let repeat = repeat.max(1);
    let mut kept_words = None;
    let positions = if crossword {
        match crate::words::load(lexicon) {
            Ok(words) => {
                gaddag_size(&words, repeat);
                kept_words = Some(words.clone());
                word_suite(words)
            }
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        }
    } else {
        suite()
    };
    println!(
        "{:<18} {:>8} {:>12} {:>12}",
        "position", "plays", "all plays", "hard move"
    );
    let (mut all_times, mut hard_times) = (Vec::new(), Vec::new());
    for entry in positions {
        let rules = entry.position.rules();
        let board = entry.position.board();
        let mut found = 0;
        let all = median(
            (0..repeat)
                .map(|_| {
                    let start = Instant::now();
                    found = all_moves(&rules, &board, &entry.position.rack).len();
                    start.elapsed()
                })
                .collect(),
        );
        let hard = median(
            (0..repeat)
                .map(|_| {
                    let start = Instant::now();
                    let _ = best_moves(&entry.position, 1, &mut || false);
                    start.elapsed()
                })
                .collect(),
        );
        println!(
            "{:<18} {found:>8} {:>12.1?} {:>12.1?}",
            entry.name, all, hard
        );
        all_times.push(all);
        hard_times.push(hard);
    }
    let worst = |t: &[Duration]| t.iter().max().copied().unwrap_or_default();
    println!(
        "all plays: median {:.1?}, worst {:.1?}",
        median(all_times.clone()),
        worst(&all_times)
    );
    println!(
        "hard move: median {:.1?}, worst {:.1?}",
        median(hard_times.clone()),
        worst(&hard_times)
    );
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1000.0;
    let features = match kept_words {
        None => krada_features::bench::features(&now),
        Some(words) => krada_features::bench::pre_endgame(words, 3, &now),
    };
    for timing in features {
        println!("{:<44} {:>10.1}ms", timing.name, timing.ms);
    }
    ExitCode::SUCCESS
}

/// What the word list's GADDAG (the search from the board's letters)
/// weighs and costs to build, beside the word graph it is built from.
fn gaddag_size(words: &krada_engine::lexicon::Lexicon, repeat: usize) {
    let mut built = None;
    // A second a build: three are enough for a median.
    let time = median(
        (0..repeat.min(3))
            .map(|_| {
                let start = Instant::now();
                built = Some(Gaddag::of(words));
                start.elapsed()
            })
            .collect(),
    );
    let (arcs, bytes) = built.map_or((0, 0), |g| (g.edge_count(), g.bytes()));
    println!(
        "word graph {} bytes; its GADDAG {bytes} bytes ({arcs} arcs), built in {time:.1?}",
        words.to_bytes().len(),
    );
}

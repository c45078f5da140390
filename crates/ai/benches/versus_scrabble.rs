//! Krada's Crossword generator against the `scrabble` crate (crates.io, MIT):
//! the same positions (the Crossword benchmark suite), the same ENABLE word
//! list, the same work on both sides (every legal play, scored, sorted by
//! score). Both must find the same number of plays, or the timing means
//! nothing. Reports the median of many runs and the ratio.
//!
//! The word list comes from `KRADA_LEXICON` or `../shared/lexicon/enable2k.txt.gz`.

use flate2::read::GzDecoder;
use krada_ai::movegen::Generator;
use krada_ai::suite::{SuitePosition, word_suite};
use krada_engine::face::letters;
use krada_engine::lexicon::Lexicon;
use std::hint::black_box;
use std::io::Read;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn word_list() -> String {
    let path = std::env::var("KRADA_LEXICON").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/lexicon/enable2k.txt.gz"
        )
        .into()
    });
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e} (set KRADA_LEXICON)"));
    let mut text = String::new();
    if bytes.starts_with(&[0x1f, 0x8b]) {
        GzDecoder::new(bytes.as_slice())
            .read_to_string(&mut text)
            .expect("a gzipped word list");
    } else {
        text = String::from_utf8(bytes).expect("a UTF-8 word list");
    }
    text
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Runs `f` for about a quarter second, in batches, and returns the median time of one run.
fn time(mut f: impl FnMut() -> usize) -> Duration {
    let mut samples = Vec::new();
    let started = Instant::now();
    while started.elapsed() < Duration::from_millis(250) || samples.len() < 5 {
        let t = Instant::now();
        black_box(f());
        samples.push(t.elapsed());
    }
    median(samples)
}

fn their_board(
    config: &scrabble::rules::GameConfig,
    entry: &SuitePosition,
) -> scrabble::board::Board {
    use scrabble::tile::Square;
    let mut board = scrabble::board::Board::new(&config.layout);
    let set = entry.position.rules().tiles;
    for &(pos, placed) in &entry.position.board {
        let c = letters::to_char(placed.face);
        let (letter, _) = config.alphabet.parse_char(c).expect("a letter");
        let square = if set.kind(placed.tile).blank {
            Square::blank_letter(letter)
        } else {
            Square::letter(letter)
        };
        board.set(pos.row as usize, pos.col as usize, square);
    }
    board
}

fn main() {
    let text = word_list();
    let ours = Arc::new(Lexicon::from_list(&text).expect("ENABLE reads"));
    let config = scrabble::rules::GameConfig::standard();
    let words: Vec<String> = text
        .lines()
        .map(|w| w.trim().to_ascii_uppercase())
        .filter(|w| (2..=15).contains(&w.len()))
        .collect();
    let theirs =
        scrabble::lexicon::Lexicon::from_words(&config.alphabet, &words).expect("ENABLE reads");
    let mut generator = scrabble::movegen::MoveGenerator::new(&config);
    println!(
        "{:<22} {:>7} {:>12} {:>12} {:>7}",
        "position", "plays", "krada", "scrabble", "ratio"
    );
    let (mut ours_total, mut theirs_total) = (Duration::ZERO, Duration::ZERO);
    // `VERSUS_ONLY=late` times only the positions whose name contains it.
    let only = std::env::var("VERSUS_ONLY").unwrap_or_default();
    for entry in word_suite(ours.clone())
        .into_iter()
        .filter(|e| e.name.contains(&only))
    {
        let rules = entry.position.rules();
        let board = entry.position.board();
        let rack = &entry.position.rack;
        let their_board = their_board(&config, &entry);
        let rack_text: String = krada_engine::notation::write_rack(&rules.tiles, rack);
        let their_rack = scrabble::rack::Rack::parse(&config.alphabet, &rack_text).expect("a rack");
        let mut mine = Vec::new();
        // One generator for every run, as the computer player keeps one.
        let mut ours_generator = Generator::default();
        let mut generate_ours = || {
            mine.clear();
            ours_generator.generate(&rules, &board, rack, &mut || false, |m| mine.push(m));
            mine.sort_unstable_by_key(|m| std::cmp::Reverse(m.score));
            (mine.len(), mine.first().map_or(0, |m| m.score as i32))
        };
        let (found, best) = generate_ours();
        let other = generator
            .generate_sorted(&their_board, &their_rack, &theirs)
            .iter()
            .map(|p| p.score())
            .collect::<Vec<_>>();
        assert_eq!(
            (found, best),
            (other.len(), other.first().copied().unwrap_or(0)),
            "{}: both engines must find the same plays",
            entry.name
        );
        let a = time(|| generate_ours().0);
        let b = time(|| {
            generator
                .generate_sorted(&their_board, &their_rack, &theirs)
                .len()
        });
        ours_total += a;
        theirs_total += b;
        println!(
            "{:<22} {found:>7} {:>12.1?} {:>12.1?} {:>6.2}x",
            entry.name,
            a,
            b,
            b.as_secs_f64() / a.as_secs_f64()
        );
    }
    println!(
        "{:<22} {:>7} {:>12.1?} {:>12.1?} {:>6.2}x  (scrabble time / krada time; above 1: krada faster)",
        "total",
        "",
        ours_total,
        theirs_total,
        theirs_total.as_secs_f64() / ours_total.as_secs_f64()
    );
}

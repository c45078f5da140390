//! `krada moves POSITION`: every legal play, best first.

use krada_ai::leave::for_tiles;
use krada_ai::movegen::all_moves;
use krada_ai::player::equity_of;
use krada_ai::position::{Position, play_notation};
use std::path::Path;
use std::process::ExitCode;

pub fn run(path: &str, top: Option<usize>, lexicon: Option<&Path>) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut position = match Position::from_text(&text) {
        Ok(position) => position,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    position.lexicon = match crate::words::for_tiles(position.tiles, lexicon) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let rules = position.rules();
    let moves = all_moves(&rules, &position.board(), &position.rack);
    println!("{} legal plays", moves.len());
    let leave = for_tiles(&rules.tiles);
    for (i, play) in moves.iter().take(top.unwrap_or(usize::MAX)).enumerate() {
        let equity = equity_of(&position, leave, play);
        println!(
            "{:>6}. {:>4}  {:<28} equity {equity:.1}",
            i + 1,
            play.score,
            play_notation(&rules.tiles, &play.placements)
        );
    }
    ExitCode::SUCCESS
}

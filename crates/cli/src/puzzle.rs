//! `krada puzzle --seed N`: a "find the best play" puzzle, the board drawn
//! and written as a position file, then every answer ranked.

use crate::locale::user_lang;
use krada_ai::position::Position;
use krada_engine::layout::{Pos, SIZE};
use krada_engine::notation::{face_symbol, write_rack};
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Difficulty, Puzzle, PuzzleKind, PuzzleSpec, make, solutions};
use krada_features::review::line_of;
use krada_text::{Lang, fill};
use std::path::Path;
use std::process::ExitCode;

pub struct Options<'a> {
    pub seed: u64,
    pub kind: &'a str,
    pub level: &'a str,
    pub tiles: TileSetId,
    pub answers: usize,
}

pub fn run(options: Options, lexicon: Option<&Path>) -> ExitCode {
    let lang = user_lang();
    let Some(kind) = PuzzleKind::parse(options.kind) else {
        eprintln!(
            "unknown kind \"{}\" (best, bingo, drill, close, endgame, pre-endgame, or length-2 to length-8)",
            options.kind
        );
        return ExitCode::from(2);
    };
    let Some(difficulty) = Difficulty::parse(options.level) else {
        eprintln!("unknown level \"{}\" (easy, medium or hard)", options.level);
        return ExitCode::from(2);
    };
    let words = match crate::words::for_tiles(options.tiles, lexicon) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let spec = PuzzleSpec {
        seed: options.seed,
        kind,
        difficulty,
        tiles: options.tiles,
    };
    match make(spec, words) {
        Some(puzzle) => {
            print!("{}", show(&puzzle, options.answers, lang));
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("{}", lang.ui().puzzle_none);
            ExitCode::from(1)
        }
    }
}

/// The puzzle as text: title, board, rack, position file, ranked answers.
pub fn show(puzzle: &Puzzle, answers: usize, lang: Lang) -> String {
    let ui = lang.ui();
    let position = &puzzle.position;
    let rules = position.rules();
    let mut out = fill(
        ui.puzzle_title,
        &[
            ("seed", &puzzle.spec.seed.to_string()),
            ("kind", puzzle.spec.kind.name()),
            ("level", puzzle.spec.difficulty.name()),
            ("turns", &puzzle.turn.to_string()),
        ],
    );
    out.push_str("\n\n");
    out.push_str(&diagram(position));
    out.push('\n');
    out.push_str(&fill(
        ui.puzzle_rack,
        &[
            ("rack", &write_rack(&rules.tiles, &position.rack)),
            ("bag", &position.bag_len.to_string()),
        ],
    ));
    out.push_str("\n\n");
    out.push_str(&position.to_text());
    out.push('\n');
    if puzzle.spec.kind == PuzzleKind::Drill {
        // A drill is solved by any of its different equations or words.
        let found = solutions(position, &puzzle.answers);
        out.push_str(&fill(
            ui.puzzle_drill_task,
            &[("count", &krada_text::count(found.len()))],
        ));
        out.push('\n');
        for (text, _) in found.iter().take(answers) {
            out.push_str(&format!("       {text}\n"));
        }
        return out;
    }
    out.push_str(&fill(
        ui.puzzle_answers,
        &[("count", &krada_text::count(puzzle.answers.len()))],
    ));
    out.push('\n');
    for play in puzzle.answers.iter().take(answers) {
        let rank = puzzle.grade(&play.placements).rank.unwrap_or(0);
        let by_the_end = ui.answer_worth(play.draws, play.outcome);
        out.push_str(&format!(
            "{:>5}. {} — {}{by_the_end}\n",
            rank,
            line_of(position, &play.placements),
            play.score
        ));
    }
    out
}

/// The board as a grid with its coordinates, `.` for an empty square.
fn diagram(position: &Position) -> String {
    let kind = position.rules().kind;
    let board = position.board();
    let mut out = String::from("    ");
    for col in 0..SIZE {
        out.push_str(&format!("{:^3}", (b'A' + col as u8) as char));
    }
    out.push('\n');
    for row in 0..SIZE {
        out.push_str(&format!("{:>3} ", row + 1));
        for col in 0..SIZE {
            let cell = board
                .get(Pos::new(row, col))
                .map_or(".".to_string(), |p| face_symbol(kind, p.face));
            out.push_str(&format!("{cell:^3}"));
        }
        out.push('\n');
    }
    out
}

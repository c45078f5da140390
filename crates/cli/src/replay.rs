//! `krada replay FILE`: a saved game's score sheet.

use krada_engine::game::{Game, Status};
use krada_engine::record::GameRecord;
use krada_text::Lang;
use std::process::ExitCode;

/// The score sheet of a game as text, one line a turn, then the result.
pub fn sheet(game: &Game, lang: Lang) -> String {
    let kind = game.rules().kind;
    let names = &game.config().sides;
    let mut out = String::new();
    for (i, turn) in game.turns().iter().enumerate() {
        let seconds = turn.time_ms / 1000;
        out.push_str(&format!(
            "{:>3}. {:<12} {:<40} {:>+5} {:>6}  {}:{:02}\n",
            i + 1,
            names[turn.side as usize].name,
            lang.event(kind, &turn.event),
            turn.score,
            turn.total,
            seconds / 60,
            seconds % 60,
        ));
    }
    out.push_str(&format!(
        "final: {} {}, {} {}",
        names[0].name,
        game.score(0),
        names[1].name,
        game.score(1)
    ));
    match game.status() {
        Status::Over(end) => match end.winner {
            Some(side) => out.push_str(&format!(" — {} wins\n", names[side as usize].name)),
            None => out.push_str(" — a draw\n"),
        },
        _ => out.push_str(" — game in progress\n"),
    }
    out
}

pub fn run(path: &str) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    match GameRecord::load(&text) {
        Ok(game) => {
            print!("{}", sheet(&game, Lang::En));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::from(2)
        }
    }
}

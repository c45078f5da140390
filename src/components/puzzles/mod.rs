//! Puzzles: a board and a rack from a game the computer played against
//! itself, "find the best play", graded by rank among every answer. The
//! puzzle is laid out on the game screen like a game, so placing tiles works as
//! it does there; Play checks the answer instead of playing it.

use crate::browser;
use crate::computer::use_computer;
use crate::history::{History, use_history};
use crate::model::puzzle::{NextPuzzle, Opening, PuzzleState};
use crate::state::exercises::kept_book;
use crate::state::stored;
use crate::state::{AppState, Screen};
use krada_features::link::{Shared, encode};
use krada_features::mistakes::ExerciseRef;
use krada_features::puzzle::{Difficulty, Grade, PuzzleKind, PuzzleSpec, daily_seed};
use krada_features::rating::PuzzleRatings;
use krada_text::{Lang, fill};
use leptos::prelude::*;

mod choose;
pub mod level_select;
mod panel;

pub use choose::PuzzlesScreen;
pub use panel::PuzzlePanel;

/// The kept ratings; one that cannot be read is set aside, and said so.
pub fn kept_ratings() -> (PuzzleRatings, bool) {
    stored::ratings()
}

pub fn kind_text(lang: Lang, kind: PuzzleKind) -> String {
    let ui = lang.ui();
    match kind {
        PuzzleKind::BestScore => ui.puzzle_kind_best.into(),
        PuzzleKind::Bingo => ui.puzzle_kind_bingo.into(),
        PuzzleKind::Drill => ui.puzzle_kind_drill.into(),
        PuzzleKind::Close => ui.puzzle_kind_close.into(),
        PuzzleKind::Endgame => ui.puzzle_kind_endgame.into(),
        PuzzleKind::PreEndgame => ui.puzzle_kind_pre_endgame.into(),
        PuzzleKind::Length(n) => fill(ui.puzzle_kind_length, &[("n", &n.to_string())]),
    }
}

pub fn level_text(lang: Lang, level: Difficulty) -> &'static str {
    match level {
        Difficulty::Easy => lang.ui().puzzle_level_easy,
        Difficulty::Medium => lang.ui().puzzle_level_medium,
        Difficulty::Hard => lang.ui().puzzle_level_hard,
    }
}

pub fn today() -> u64 {
    daily_seed(browser::wall_ms())
}

/// Makes a puzzle in the worker (Crossword's after its word list is here)
/// and opens it on the game screen, without waiting for it.
pub fn open_puzzle(app: AppState, spec: PuzzleSpec, opening: Opening) {
    let history = use_history();
    leptos::task::spawn_local(async move {
        open_puzzle_with(history, app, spec, opening, |_| {}).await;
    });
}

/// Makes a puzzle in the worker and opens it on the game screen (see
/// `AppState::open_puzzle`); the address becomes the puzzle's link.
pub async fn open_puzzle_with(
    history: History,
    app: AppState,
    spec: PuzzleSpec,
    opening: Opening,
    before: impl FnOnce(Option<bool>),
) {
    let link = move |made: PuzzleSpec| {
        history.opened_link(Screen::Game, encode(&Shared::Puzzle(made)));
    };
    app.open_puzzle(history.computer(), spec, opening, before, link)
        .await;
}

/// How a try went, as the player reads it.
pub fn try_text(ui: &krada_text::Ui, p: &PuzzleState, g: &Grade) -> String {
    // Any solution solves a drill: its rank by score is beside the point.
    let drill = p.spec.kind == PuzzleKind::Drill;
    match g.rank {
        // An exercise asks for a play good enough, not the best.
        Some(_) if p.exercise.is_some() => {
            fill(ui.exercise_better, &[("score", &g.score.to_string())])
        }
        None if p.exercise.is_some() => ui.exercise_not_better.to_string(),
        Some(_) if drill => fill(ui.puzzle_solved, &[("score", &g.score.to_string())]),
        Some(rank) if g.outcome.is_some() => endgame_text(ui, g, rank),
        Some(rank) if g.draws.is_some() => pre_endgame_text(ui, g, rank),
        Some(1) => fill(ui.puzzle_best, &[("score", &g.score.to_string())]),
        Some(rank) => fill(
            ui.puzzle_ranked,
            &[
                ("rank", &rank.to_string()),
                ("count", &krada_text::count(g.answers)),
                ("score", &g.score.to_string()),
                ("short", &g.distance().to_string()),
            ],
        ),
        None => ui.puzzle_not_answer.to_string(),
    }
}

/// How an endgame's try went: by the spread it secures by the end.
fn endgame_text(ui: &krada_text::Ui, g: &Grade, rank: usize) -> String {
    let spread = krada_text::signed(g.outcome.unwrap_or_default());
    match rank {
        1 => fill(
            ui.puzzle_endgame_best,
            &[("score", &g.score.to_string()), ("spread", &spread)],
        ),
        _ => fill(
            ui.puzzle_endgame_ranked,
            &[
                ("rank", &rank.to_string()),
                ("count", &krada_text::count(g.answers)),
                ("spread", &spread),
                ("short", &g.distance().to_string()),
            ],
        ),
    }
}

/// How a pre-endgame's try went: by the draws it wins.
fn pre_endgame_text(ui: &krada_text::Ui, g: &Grade, rank: usize) -> String {
    let draws = g.draws.map(|d| ui.draws_won(d)).unwrap_or_default();
    match rank {
        1 => fill(
            ui.puzzle_pre_endgame_best,
            &[("draws", &draws), ("score", &g.score.to_string())],
        ),
        _ => fill(
            ui.puzzle_pre_endgame_ranked,
            &[
                ("rank", &rank.to_string()),
                ("count", &krada_text::count(g.answers)),
                ("draws", &draws),
                (
                    "short",
                    &g.draws_short()
                        .map(|d| krada_text::halves(d.won))
                        .unwrap_or_default(),
                ),
            ],
        ),
    }
}

/// Opens the puzzle after the one on the game screen, of the same kind, at the
/// level nearest the player's rating and, within it, the puzzle nearest it
/// of a few.
pub fn next_puzzle(app: AppState) {
    let next = app.puzzle.with_untracked(|p| {
        let p = p.as_ref()?;
        let rating = kept_ratings().0.of(p.spec.tiles.game()).rating.rating;
        Some(p.next(rating, browser::random_u64))
    });
    match next {
        Some(NextPuzzle::Exercise(at)) => next_exercise(app, Some(at)),
        Some(NextPuzzle::Puzzle(spec, opening)) => {
            app.go(Screen::Puzzles);
            open_puzzle(app, spec, opening);
        }
        None => {}
    }
}

/// Opens the exercise after `after` (or the first) still to solve; with
/// none left, the puzzles screen says so.
pub fn next_exercise(app: AppState, after: Option<ExerciseRef>) {
    let computer = use_computer();
    let next = kept_book().0.next_after(after.as_ref());
    app.go(Screen::Puzzles);
    if let Some(at) = next {
        leptos::task::spawn_local(async move {
            app.open_exercise(computer, at).await;
        });
    }
}

/// The label of the way on from a puzzle: a new streak once one has ended,
/// the next mistake from an exercise, else the next puzzle.
pub fn next_label(app: AppState) -> &'static str {
    let ui = app.lang.get().ui();
    app.puzzle.with(|p| match p.as_ref() {
        Some(p) if p.streak.is_some() && p.streak_goes_on().is_none() => ui.puzzle_streak_start,
        Some(p) if p.exercise.is_some() => ui.exercise_next,
        _ => ui.puzzle_next,
    })
}

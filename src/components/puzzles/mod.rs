//! Puzzles: a board and a rack from a game the computer played against
//! itself, "find the best play", graded by rank among every answer. The
//! puzzle is laid out at the table like a game, so placing tiles works as
//! it does there; Play checks the answer instead of playing it.

use crate::browser;
use crate::computer::use_computer;
use crate::history::{History, use_history};
use crate::model::puzzle::{DrillProgress, Opening, PuzzleState, Streak, lay_out};
use crate::state::exercises::kept_book;
use crate::state::stored;
use crate::state::{AppState, Screen};
use krada::worker_protocol::MadePuzzle;
use krada_features::link::{Shared, encode};
use krada_features::mistakes::ExerciseRef;
use krada_features::puzzle::{Difficulty, Grade, PuzzleKind, PuzzleSpec, daily_seed};
use krada_features::rating::{PuzzleRatings, level_near};
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
/// and opens it at the table, without waiting for it.
pub fn open_puzzle(app: AppState, spec: PuzzleSpec, opening: Opening) {
    let history = use_history();
    leptos::task::spawn_local(async move {
        open_puzzle_with(history, app, spec, opening, |_| {}).await;
    });
}

/// Makes a puzzle in the worker and opens it at the table: whether one was
/// found (`None`: the worker was lost or asked for something else first).
/// `before` hears it first, while the screen that asked is still there.
pub async fn open_puzzle_with(
    history: History,
    app: AppState,
    spec: PuzzleSpec,
    opening: Opening,
    before: impl FnOnce(Option<bool>),
) {
    let words = app.words.for_tiles(spec.tiles).await;
    let computer = history.computer();
    computer.ensure_started();
    let made = computer
        .puzzle(spec, words, opening.near.map(f64::from))
        .await;
    // The puzzle opened at the table closes the screen that asked: what it
    // shows changes first, or its views would run after it is gone.
    before(made.as_ref().map(Option::is_some));
    if let Some(Some(made)) = made {
        // The table's address is the puzzle's link, so a reload reopens
        // the puzzle, not the game it was opened over.
        history.opened_link(Screen::Game, encode(&Shared::Puzzle(made.spec)));
        lay_out_puzzle(app, opening, made);
    }
}

/// Lays the worker's puzzle out at the table, opened as `opening` says
/// (the layout is `model::puzzle::lay_out`'s).
fn lay_out_puzzle(app: AppState, opening: Opening, made: MadePuzzle) {
    let ui = app.lang.get_untracked().ui();
    let lexicon = app.words.here_for(made.spec.tiles);
    let names = [ui.puzzle_you, ui.puzzle_other];
    let Some((state, session)) = lay_out(
        made,
        opening,
        lexicon,
        names,
        browser::wall_ms(),
        browser::now(),
    ) else {
        return;
    };
    let drill = state.spec.kind == PuzzleKind::Drill;
    app.lay_out_puzzle(state, session);
    if drill {
        stored::update_tally(|progress: &mut DrillProgress| {
            progress.tried += 1;
            true
        });
    }
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

/// Opens the puzzle after the one at the table, of the same kind, at the
/// level nearest the player's rating and, within it, the puzzle nearest it
/// of a few.
pub fn next_puzzle(app: AppState) {
    let exercise = app
        .puzzle
        .with_untracked(|p| p.as_ref().and_then(|p| p.exercise.clone()));
    if let Some(at) = exercise {
        return next_exercise(app, Some(at));
    }
    let streak = app.puzzle.with_untracked(|p| {
        p.as_ref()
            .and_then(|p| p.streak.map(|_| (p.spec.tiles, p.streak_goes_on())))
    });
    if let Some((tiles, goes_on)) = streak {
        // An ended (or left) streak: a new one.
        let streak = goes_on.unwrap_or_else(|| Streak::fresh(browser::random_u64()));
        let opening = Opening {
            streak: Some(streak),
            ..Opening::default()
        };
        app.go(Screen::Puzzles);
        open_puzzle(app, streak.spec(tiles), opening);
        return;
    }
    let next = app
        .puzzle
        .with_untracked(|p| p.as_ref().map(|p| (p.spec, p.deadline_ms.is_some())));
    if let Some((spec, timed)) = next {
        // Served near the player's rating in the puzzle's game.
        let rating = kept_ratings().0.of(spec.tiles.game()).rating.rating;
        app.go(Screen::Puzzles);
        open_puzzle(
            app,
            PuzzleSpec {
                seed: spec.seed + 1,
                difficulty: level_near(rating),
                ..spec
            },
            Opening {
                timed,
                near: Some(rating.round() as i32),
                ..Opening::default()
            },
        );
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

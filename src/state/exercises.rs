//! What *learn from your mistakes* asks of the app: a reviewed game's
//! misses kept in the book, an exercise laid out on the game screen, and how it
//! went written back. The book is read from the device when needed and
//! written on every change; one that cannot be read is set aside, not lost.

use super::AppState;
use super::stored;
use crate::browser;
use crate::computer::Computer;
use crate::model::puzzle::PuzzleState;
use crate::model::review_history::ReviewHistory;
use crate::model::session::{PlayOptions, Session};
use krada_ai::position::Position;
use krada_features::mistakes::{ExerciseBook, ExerciseRef};
use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use leptos::prelude::*;

/// The kept book, and whether one that could not be read was set aside.
pub fn kept_book() -> (ExerciseBook, bool) {
    stored::exercise_book()
}

/// Changes the kept book.
pub fn change_book(change: impl FnOnce(&mut ExerciseBook)) {
    let (mut book, _) = kept_book();
    change(&mut book);
    stored::set_exercise_book(&book);
}

impl AppState {
    /// Keeps what the replayed game's reviews so far found: the person's
    /// misses in the book, the equity they left in the history.
    pub fn keep_what_reviews_found(&self) {
        let now = browser::wall_ms();
        let (found, reviewed) = self
            .replay
            .with_untracked(|r| r.as_ref().map(|r| (r.exercises(), r.reviewed_game(now))))
            .unwrap_or_default();
        if let Some(game) = found.filter(|g| !g.exercises.is_empty()) {
            change_book(|book| book.add(game));
        }
        if let Some(game) = reviewed {
            stored::update_tally(|history: &mut ReviewHistory| {
                history.record(game);
                true
            });
        }
    }

    /// Lays exercise `at` out on the game screen once the worker has listed the
    /// plays that solve it; false when it cannot be (gone from the book, a
    /// record that no longer replays, the worker lost).
    pub async fn open_exercise(self, computer: Computer, at: ExerciseRef) -> bool {
        let (book, _) = kept_book();
        let Some((game, exercise)) = book.game(&at.key).zip(book.get(&at)) else {
            return false;
        };
        let lexicon = self.words.for_tiles(game.tiles).await;
        let Some(before) = game.game_before(at.index, lexicon) else {
            return false;
        };
        computer.ensure_started();
        let position = Position::of(&before);
        let Some(answers) = computer.better_plays(position, exercise.target()).await else {
            return false;
        };
        let id = format!("exercise-{}-{}", at.key, at.index);
        let options = PlayOptions {
            privacy: false,
            hints: false,
            ..PlayOptions::default()
        };
        let rack_size = before.rules().rack_size;
        // An exercise is graded as a best-score puzzle is, by its answers.
        let spec = PuzzleSpec {
            seed: at.index as u64 + 1,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Medium,
            tiles: game.tiles,
        };
        let session = Session::of_game(id.clone(), browser::wall_ms(), before, options);
        self.lay_out_puzzle(
            PuzzleState {
                spec,
                session_id: id,
                answers,
                rating: None,
                rack_size,
                tries: Vec::new(),
                clues_shown: 0,
                answers_shown: false,
                daily: false,
                started_ms: browser::now(),
                deadline_ms: None,
                exercise: Some(at),
                streak: None,
                reading: None,
            },
            session,
        );
        true
    }
}

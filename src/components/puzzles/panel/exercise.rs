//! What the puzzle panel says and keeps when the puzzle on the game screen is an
//! exercise from the player's own game.

use crate::model::exercises::played_text;
use crate::state::AppState;
use crate::state::exercises::{change_book, kept_book};
use krada_features::mistakes::{Exercise, ExerciseRef};
use krada_text::fill;
use leptos::prelude::*;

/// The exercise on the game screen, as the book has it: read once for the
/// panel's heading and task.
pub(super) type Shown = Memo<Option<(ExerciseRef, Exercise)>>;

pub(super) fn shown_exercise(app: AppState) -> Shown {
    Memo::new(move |_| {
        let at = app
            .puzzle
            .with(|p| p.as_ref().and_then(|p| p.exercise.clone()))?;
        let exercise = kept_book().0.get(&at)?.clone();
        Some((at, exercise))
    })
}

/// "Your move 12: find a better play", for an exercise.
pub(super) fn heading(app: AppState, shown: Shown) -> Option<String> {
    let (at, _) = shown.get()?;
    let ui = app.lang.get().ui();
    Some(fill(
        ui.exercise_heading,
        &[("n", &(at.index + 1).to_string())],
    ))
}

/// The move played and what a play must win back, for an exercise.
pub(super) fn task(app: AppState, shown: Shown) -> Option<String> {
    let (_, exercise) = shown.get()?;
    let count = app
        .puzzle
        .with(|p| p.as_ref().map_or(0, |p| p.answers.len()));
    let ui = app.lang.get().ui();
    Some(fill(
        ui.exercise_task,
        &[
            ("played", &played_text(ui, &exercise.played)),
            ("gain", &format!("{:.0}", exercise.lost() / 2.0)),
            ("count", &krada_text::count(count)),
        ],
    ))
}

/// Writes back how the exercise goes: each try that falls short, and the
/// one that solves it.
pub(super) fn keep_how_it_went(app: AppState) {
    let counted = StoredValue::new((None::<String>, 0usize));
    Effect::new(move |_| {
        let state = app.puzzle.with(|p| {
            let p = p.as_ref()?;
            let at = p.exercise.clone()?;
            Some((p.session_id.clone(), at, p.tries.clone(), p.solved()))
        });
        let Some((id, at, tries, solved)) = state else {
            return;
        };
        let (seen_id, seen) = counted.get_value();
        let seen = if seen_id.as_ref() == Some(&id) {
            seen
        } else {
            0
        };
        counted.set_value((Some(id), tries.len()));
        let new = tries.get(seen..).unwrap_or_default();
        if new.is_empty() {
            return;
        }
        change_book(|book| {
            for _ in new.iter().filter(|g| g.rank.is_none()) {
                book.miss(&at);
            }
            if solved {
                book.solve(&at);
            }
        });
    });
}

//! The player's puzzle rating for the puzzle's game, moved once by how the
//! attempt ends (solved, solved after a clue, failed) and kept on the
//! device with its history.

use crate::browser;
use crate::components::puzzles::kept_ratings;
use crate::state::stored;
use crate::state::use_app;
use krada_features::rating::{Attempt, level_rating};
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn PuzzleRatingLine() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let (kept, unreadable) = kept_ratings();
    let ratings = RwSignal::new(kept);
    let moved = RwSignal::new(None::<(i32, Attempt, f64)>);
    let rated = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let now = app.now.get();
        let ended = app.puzzle.with(|p| {
            let p = p.as_ref()?;
            // An exercise from the player's own game moves no rating, nor
            // does a streak's puzzle (as on lichess).
            let rated = p.exercise.is_none() && p.streak.is_none();
            p.attempt(now)
                .filter(|_| rated)
                .map(|a| (p.session_id.clone(), p.spec, p.rating, a))
        });
        let Some((id, spec, puzzle, attempt)) = ended else {
            return;
        };
        if rated.get_value().as_ref() == Some(&id) {
            return;
        }
        rated.set_value(Some(id));
        let game = spec.tiles.game();
        let before = ratings.with_untracked(|r| r.of(game).shown());
        // Against the puzzle's own rating (its level's, should it have none).
        let puzzle = puzzle.unwrap_or_else(|| level_rating(spec.difficulty));
        ratings.update(|r| r.record_against(&spec, puzzle, attempt, browser::wall_ms()));
        let after = ratings.with_untracked(|r| r.of(game).shown());
        moved.set(Some((after - before, attempt, puzzle)));
        ratings.with_untracked(stored::set_ratings);
    });
    let game = move || app.puzzle.with(|p| p.as_ref().map(|p| p.spec.tiles.game()));
    let shown = move || game().map(|g| ratings.with(|r| r.of(g).shown()));
    let provisional = move || game().is_some_and(|g| ratings.with(|r| r.of(g).provisional()));
    view! {
        <p class="puzzle-rating-line">
            {move || game().map(|g| ui().puzzle_rating.replace("{game}", ui().game(g).name))}" "
            <strong data-testid="puzzle-rating">{shown}</strong>
            <Show when=provisional>
                <abbr class="provisional" title=move || ui().puzzle_rating_provisional>"?"</abbr>
            </Show>" "
            {move || moved.get().map(|(change, attempt, puzzle)| {
                // Why it moved: how the attempt ended, against what.
                let ui = ui();
                let how = match attempt {
                    Attempt::Solved => ui.puzzle_rating_solved,
                    Attempt::SolvedWithClue => ui.puzzle_rating_with_clue,
                    Attempt::Failed => ui.puzzle_rating_failed,
                };
                fill(ui.puzzle_rating_moved, &[
                    ("change", &format!("{change:+}")),
                    ("how", how),
                    ("puzzle", &format!("{puzzle:.0}")),
                ])
            })}
        </p>
        <Show when=move || unreadable>
            <p class="notice-inline" role="status">{move || ui().puzzle_rating_unreadable}</p>
        </Show>
    }
}

//! Today's puzzle, the streak, the days solved and the drills' tally.

use super::*;
use crate::components::puzzles::kept_ratings;
use crate::components::puzzles::today;
use crate::model::puzzle::{DailyHistory, DrillProgress, Opening};
use crate::state::stored;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn Daily(making: Making) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let history = stored::tally::<DailyHistory>();
    let streak = history.streak(today());
    let solved_days = history
        .solved
        .iter()
        .rev()
        .take(10)
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let drills = stored::tally::<DrillProgress>();
    let (ratings, _) = kept_ratings();
    let rating_line = move |set: TileSetId, id: &'static str| {
        let game = set.game();
        let rating = ratings.of(game).clone();
        let last: Vec<String> = rating
            .history
            .iter()
            .rev()
            .take(8)
            .rev()
            .map(|p| (p.rating.round() as i32).to_string())
            .collect();
        view! {
            <p class="puzzle-rating-line">
                {move || ui().puzzle_rating.replace("{game}", ui().game(game).name)}" "
                <strong data-testid=id>{rating.shown()}</strong>
                {rating.provisional().then(|| view! {
                    <abbr class="provisional" title=move || ui().puzzle_rating_provisional>"?"</abbr>
                })}
                {(!last.is_empty()).then(|| {
                    let list = last.join(" → ");
                    view! { " · "{move || ui().puzzle_rating_history.replace("{list}", &list)} }
                })}
            </p>
        }
    };
    let daily = move |_| {
        making.start(
            PuzzleSpec {
                seed: today(),
                kind: PuzzleKind::BestScore,
                difficulty: Difficulty::Medium,
                tiles: TileSetId::default(),
            },
            Opening {
                daily: true,
                ..Opening::default()
            },
        )
    };
    view! {
        <button data-testid="puzzle-daily" disabled=move || making.busy.get() on:click=daily>
            {move || fill(ui().puzzle_daily, &[("n", &today().to_string())])}
        </button>
        <p data-testid="puzzle-streak">{move || fill(ui().puzzle_streak, &[("n", &streak.to_string())])}</p>
        {(!solved_days.is_empty())
            .then(|| {
                let list = solved_days.clone();
                view! { <p data-testid="puzzle-history">{move || fill(ui().puzzle_history, &[("list", &list)])}</p> }
            })}
        {rating_line(TileSetId::Standard, "puzzle-rating")}
        {rating_line(TileSetId::English, "puzzle-rating-crossword")}
        <button data-testid="menu-worksheet" on:click=move |_| app.go(crate::state::Screen::Worksheet)>
            {move || ui().worksheet_menu}
        </button>
        <p data-testid="drill-progress">
            {move || fill(ui().drill_progress, &[("solved", &drills.solved.to_string()), ("tried", &drills.tried.to_string())])}
        </p>
    }
}

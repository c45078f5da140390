//! The puzzles screen: today's puzzle with the streak and the drills' tally,
//! or any puzzle by its number, kind, level and tiles.

use super::{kind_text, level_text, open_puzzle_with, today};
use crate::browser;
use crate::computer::{Computer, use_computer};
use crate::model::puzzle::{DAILY_KEY, DRILLS_KEY, DailyHistory, DrillProgress};
use crate::state::{AppState, use_app};
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use krada_text::fill;
use leptos::prelude::*;

/// A puzzle being made in the worker, and whether the last try found none.
#[derive(Clone, Copy)]
struct Making {
    app: AppState,
    computer: Computer,
    busy: RwSignal<bool>,
    none: RwSignal<bool>,
    timed: RwSignal<bool>,
}

impl Making {
    /// Makes the puzzle `spec` and opens it at the table.
    fn start(self, spec: PuzzleSpec, daily: bool) {
        let (app, computer) = (self.app, self.computer);
        self.none.set(false);
        self.busy.set(true);
        let timed = self.timed.get_untracked();
        leptos::task::spawn_local(async move {
            open_puzzle_with(computer, app, spec, daily, timed, |found| {
                self.busy.set(false);
                self.none.set(found == Some(false));
            })
            .await;
        });
    }
}

#[component]
pub fn PuzzlesScreen() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let making = Making {
        app,
        computer: use_computer(),
        busy: RwSignal::new(false),
        none: RwSignal::new(false),
        timed: RwSignal::new(false),
    };
    view! {
        <main class="saved" data-testid="puzzles">
            <section class="panel">
                <h2>{move || ui().puzzles}</h2>
                <Daily making />
                <Chosen making />
                <Show when=move || making.busy.get()>
                    <p role="status">{move || ui().puzzle_making}</p>
                </Show>
                <Show when=move || making.none.get()>
                    <p class="problem" role="alert">{move || ui().puzzle_none}</p>
                </Show>
            </section>
        </main>
    }
}

/// Today's puzzle, the streak, the days solved and the drills' tally.
#[component]
fn Daily(making: Making) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let history = DailyHistory::from_json(browser::read_pref(DAILY_KEY).as_deref());
    let streak = history.streak(today());
    let solved_days = history
        .solved
        .iter()
        .rev()
        .take(10)
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let drills = DrillProgress::from_json(browser::read_pref(DRILLS_KEY).as_deref());
    let daily = move |_| {
        making.start(
            PuzzleSpec {
                seed: today(),
                kind: PuzzleKind::BestScore,
                difficulty: Difficulty::Medium,
                tiles: TileSetId::Standard,
            },
            true,
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
        <p data-testid="drill-progress">
            {move || fill(ui().drill_progress, &[("solved", &drills.solved.to_string()), ("tried", &drills.tried.to_string())])}
        </p>
    }
}

/// Any puzzle: its number, kind, level, tiles and whether it is timed.
#[component]
fn Chosen(making: Making) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let seed = RwSignal::new(1u64);
    let kind = RwSignal::new(PuzzleKind::BestScore);
    let level = RwSignal::new(Difficulty::Easy);
    let tiles = RwSignal::new(TileSetId::Standard);
    let chosen = move |_| {
        making.start(
            PuzzleSpec {
                seed: seed.get_untracked(),
                kind: kind.get_untracked(),
                difficulty: level.get_untracked(),
                tiles: tiles.get_untracked(),
            },
            false,
        )
    };
    let timed = making.timed;
    view! {
        <label>
            {move || ui().puzzle_number} " "
            <input
                type="number"
                min="0"
                data-testid="puzzle-seed"
                prop:value=move || seed.get().to_string()
                on:input=move |ev| seed.set(event_target_value(&ev).parse().unwrap_or(0))
            />
        </label>
        <label>
            {move || ui().puzzle_kind} " "
            <select data-testid="puzzle-kind" on:change=move |ev| {
                kind.set(PuzzleKind::parse(&event_target_value(&ev)).unwrap_or(PuzzleKind::BestScore))
            }>
                {PuzzleKind::ALL
                    .into_iter()
                    .map(|k| view! { <option value=k.name()>{move || kind_text(lang.get(), k)}</option> })
                    .collect_view()}
            </select>
        </label>
        <label>
            {move || ui().puzzle_level} " "
            <select data-testid="puzzle-level" on:change=move |ev| {
                level.set(Difficulty::parse(&event_target_value(&ev)).unwrap_or(Difficulty::Easy))
            }>
                {Difficulty::ALL
                    .into_iter()
                    .map(|d| view! { <option value=d.name()>{move || level_text(lang.get(), d)}</option> })
                    .collect_view()}
            </select>
        </label>
        <label>
            {move || ui().puzzle_tiles} " "
            <select data-testid="puzzle-tiles" on:change=move |ev| {
                tiles.set(match event_target_value(&ev).as_str() {
                    "primary" => TileSetId::Primary,
                    "english" => TileSetId::English,
                    _ => TileSetId::Standard,
                })
            }>
                <option value="standard">{move || ui().tiles_standard}</option>
                <option value="primary">{move || ui().tiles_primary}</option>
                <option value="english">{move || ui().game_crossword}</option>
            </select>
        </label>
        <label>
            <input type="checkbox" data-testid="puzzle-timed" prop:checked=move || timed.get() on:change=move |ev| timed.set(event_target_checked(&ev)) />
            " " {move || ui().puzzle_timed}
        </label>
        <button data-testid="puzzle-start" disabled=move || making.busy.get() on:click=chosen>
            {move || ui().puzzle_start}
        </button>
    }
}

//! Any puzzle: its number, kind, level, tiles and whether it is timed.

use super::*;
use crate::components::TileSetPicker;
use crate::components::puzzles::kind_text;
use crate::components::puzzles::level_select::LevelSelect;
use crate::model::puzzle::Opening;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use leptos::prelude::*;

#[component]
pub(super) fn Chosen(making: Making) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let seed = RwSignal::new(1u64);
    let kind = RwSignal::new(PuzzleKind::BestScore);
    let level = RwSignal::new(Difficulty::Easy);
    let tiles = RwSignal::new(TileSetId::default());
    let chosen = move |_| {
        making.start(
            PuzzleSpec {
                seed: seed.get_untracked(),
                kind: kind.get_untracked(),
                difficulty: level.get_untracked(),
                tiles: tiles.get_untracked(),
            },
            Opening::default(),
        )
    };
    let timed = making.timed;
    view! {
        <div class="puzzle-form">
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
                // Only the kinds the chosen tiles have puzzles of.
                {move || {
                    PuzzleKind::ALL
                        .into_iter()
                        .filter(|k| k.fits(tiles.get()))
                        // Marked on the option itself: the list is drawn anew when
                        // the tiles change, and a kind they keep stays chosen.
                        .map(|k| view! {
                            <option value=k.name() prop:selected=move || kind.get() == k>{move || kind_text(lang.get(), k)}</option>
                        })
                        .collect_view()
                }}
            </select>
        </label>
        <LevelSelect test_id="puzzle-level" on_choose=Callback::new(move |d| level.set(d)) />
        <TileSetPicker test_id="puzzle-tiles" label=|u| u.puzzle_tiles value=tiles on_choose=Callback::new(move |t: TileSetId| {
            tiles.set(t);
            // A kind the new tiles have none of gives way to the top score.
            if !kind.get_untracked().fits(t) {
                kind.set(PuzzleKind::BestScore);
            }
        }) />
        <label>
            <input type="checkbox" data-testid="puzzle-timed" prop:checked=move || timed.get() on:change=move |ev| timed.set(event_target_checked(&ev)) />
            " " {move || ui().puzzle_timed}
        </label>
        <button data-testid="puzzle-start" disabled=move || making.busy.get() on:click=chosen>
            {move || ui().puzzle_start}
        </button>
        </div>
    }
}

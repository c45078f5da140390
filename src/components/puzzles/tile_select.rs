//! The tiles a puzzle is made with: A-Math's standard or primary set, or
//! Crossword's.

use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

#[component]
pub fn TileSetSelect(test_id: &'static str, on_choose: Callback<TileSetId>) -> impl IntoView {
    let lang = use_app().lang;
    let ui = move || lang.get().ui();
    view! {
        <label>
            {move || ui().puzzle_tiles} " "
            <select data-testid=test_id on:change=move |ev| {
                on_choose.run(match event_target_value(&ev).as_str() {
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
    }
}

//! The teacher's choices: kinds, level, tiles, how many, the sheet's number.

use crate::components::TileSetPicker;
use crate::components::puzzles::kind_text;
use crate::components::puzzles::level_select::LevelSelect;
use crate::components::worksheet::Making;
use crate::state::use_app;
use krada_features::puzzle::PuzzleKind;
use leptos::prelude::*;

#[component]
pub fn WorksheetSetup(making: Making, start: Callback<()>) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let form = making.form;
    let kind_box = move |kind: PuzzleKind| {
        view! {
            <label>
                <input type="checkbox" data-testid=format!("worksheet-kind-{}", kind.name())
                    prop:checked=move || form.with(|f| f.kinds.contains(&kind))
                    on:change=move |ev| form.update(|f| {
                        f.kinds.retain(|&k| k != kind);
                        if event_target_checked(&ev) { f.kinds.push(kind) }
                    }) />
                " " {move || kind_text(lang.get(), kind)}
            </label>
        }
    };
    let number = move |ev| event_target_value(&ev).trim().parse::<u64>().ok();
    view! {
        <form class="worksheet-setup no-print" on:submit=move |ev| { ev.prevent_default(); start.run(()) }>
            <h2>{move || ui().worksheet_title}</h2>
            <p>{move || ui().worksheet_intro}</p>
            <fieldset>
                <legend>{move || ui().worksheet_kinds}</legend>
                // Only the kinds the chosen tiles have puzzles of.
                {move || {
                    let tiles = form.with(|f| f.tiles);
                    PuzzleKind::ALL
                        .into_iter()
                        .filter(|k| k.fits(tiles) && k.on_worksheets())
                        .map(kind_box)
                        .collect_view()
                }}
            </fieldset>
            <LevelSelect test_id="worksheet-level" on_choose=Callback::new(move |d| form.update(|f| f.level = d)) />
            <TileSetPicker test_id="worksheet-tiles" label=|u| u.puzzle_tiles value=Signal::derive(move || form.with(|f| f.tiles)) on_choose=Callback::new(move |t| form.update(|f| f.tiles = t)) />
            <label>
                {move || ui().worksheet_count} " "
                <input type="number" min="6" max="24" data-testid="worksheet-count"
                    prop:value=move || form.with(|f| f.count.to_string())
                    on:input=move |ev| if let Some(n) = number(ev) { form.update(|f| f.count = n as usize) } />
            </label>
            <label>
                {move || ui().worksheet_number} " "
                <input type="number" min="1" data-testid="worksheet-seed"
                    prop:value=move || form.with(|f| f.seed.to_string())
                    on:input=move |ev| if let Some(n) = number(ev) { form.update(|f| f.seed = n) } />
            </label>
            <button type="submit" class="primary" data-testid="worksheet-make" disabled=move || making.busy.get()>
                {move || ui().worksheet_make}
            </button>
        </form>
    }
}

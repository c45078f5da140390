//! The one way to choose a tile set, on every screen that offers one (a
//! new game, a class, a real board, puzzles, streaks, worksheets): the sets
//! offered, each named as the texts name it (`Ui::tile_set_name`), its value
//! the set's code (`TileSetId::code`). A new tile set appears here by being
//! in `TileSetId::ALL`.

use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use krada_text::Ui;
use leptos::prelude::*;

#[component]
pub fn TileSetPicker(
    test_id: &'static str,
    /// The picker's label.
    label: fn(&Ui) -> &'static str,
    /// The set chosen now.
    #[prop(into)]
    value: Signal<TileSetId>,
    on_choose: Callback<TileSetId>,
    /// The sets offered (all of them unless a screen offers fewer).
    #[prop(default = TileSetId::ALL.to_vec())]
    sets: Vec<TileSetId>,
) -> impl IntoView {
    let lang = use_app().lang;
    let ui = move || lang.get().ui();
    view! {
        <label class="tile-set-picker">
            {move || label(ui())} " "
            <select data-testid=test_id on:change=move |ev| {
                if let Some(set) = TileSetId::parse(&event_target_value(&ev)) {
                    on_choose.run(set);
                }
            }>
                {sets
                    .into_iter()
                    .map(|set| view! {
                        <option value=set.code() prop:selected=move || value.get() == set>
                            {move || ui().tile_set_name(set)}
                        </option>
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

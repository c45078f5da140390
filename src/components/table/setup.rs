//! A new table: the game, the two sides' names, the clock, and whether it
//! sounds and buzzes.

use crate::components::TileSetPicker;
use crate::components::table::clock_fields::{ClockChoices, ClockFields};
use crate::components::table::event_fields::EventFields;
use crate::model::table::setup::NewTable;
use crate::model::table::{Signals, TableEvent};
use crate::state::table::TableCtx;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

#[component]
pub fn TableSetup() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let tiles = RwSignal::new(TileSetId::default());
    let signals = RwSignal::new(Signals::default());
    let names = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let clock = ClockChoices::default();
    let event = RwSignal::new(TableEvent::default());
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let ui = app.lang.get_untracked().ui();
        ctx.start(
            NewTable {
                names: names.map(|n| n.get_untracked()),
                tiles: tiles.get_untracked(),
                clock: clock.choice(),
                late: clock
                    .late_side
                    .get_untracked()
                    .map(|side| (side, clock.late_minutes.get_untracked())),
                signals: signals.get_untracked(),
                event: event.get_untracked(),
            },
            |n| ui.table_side.replace("{n}", &n.to_string()),
        );
    };
    view! {
        <form class="table-setup" on:submit=start>
            <h2>{move || ui().table_title}</h2>
            <p>{move || ui().table_intro}</p>
            <TileSetPicker test_id="table-game" label=|u| u.table_game value=tiles on_choose=Callback::new(move |t| tiles.set(t)) />
            {[0usize, 1].map(|k| view! {
                <label>
                    {move || ui().table_side.replace("{n}", &(k + 1).to_string())}
                    <input
                        data-testid=format!("table-name-{k}")
                        maxlength="40"
                        prop:value=move || names[k].get()
                        on:input=move |ev| names[k].set(event_target_value(&ev))
                    />
                </label>
            })}
            <ClockFields clock />
            <EventFields event />
            <fieldset>
                <legend>{move || ui().table_signals}</legend>
                <label>
                    <input type="checkbox" data-testid="table-sound"
                        prop:checked=move || signals.get().sound
                        on:change=move |ev| signals.update(|s| s.sound = event_target_checked(&ev)) />
                    {move || ui().table_sound}
                </label>
                <label>
                    <input type="checkbox" data-testid="table-vibrate"
                        prop:checked=move || signals.get().vibrate
                        on:change=move |ev| signals.update(|s| s.vibrate = event_target_checked(&ev)) />
                    {move || ui().table_vibrate}
                </label>
            </fieldset>
            <button type="submit" class="primary" data-testid="table-start">{move || ui().table_start}</button>
        </form>
    }
}

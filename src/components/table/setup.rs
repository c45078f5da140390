//! A new table: the game, the two sides' names, the clock, and whether it
//! sounds and buzzes.

use crate::components::TileSetPicker;
use crate::components::table::clock_fields::{ClockChoices, ClockFields};
use crate::components::table::event_fields::EventFields;
use crate::model::table::Signals;
use crate::model::table::setup::{NewTable, invited};
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableSetup() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    // A score slip's invitation fills in the players, the tiles and the
    // event; it is taken once.
    let invite = app.table_invite.get_untracked().map(|i| invited(&i));
    app.table_invite.set(None);
    let (invited_names, invited_tiles, invited_event) = invite.unwrap_or_default();
    let tiles = RwSignal::new(invited_tiles.unwrap_or_default());
    let signals = RwSignal::new(Signals::default());
    let names = invited_names.map(RwSignal::new);
    let clock = ClockChoices::default();
    let event = RwSignal::new(invited_event);
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

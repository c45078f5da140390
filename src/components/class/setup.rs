//! A class session's set-up: the game, the minutes a round and the seed.

use crate::browser;
use crate::components::TileSetPicker;
use crate::model::class::{ClassState, MINUTES};
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

#[component]
pub(super) fn ClassSetup() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let tiles = RwSignal::new(TileSetId::default());
    let minutes = RwSignal::new(2u32);
    let seed = RwSignal::new(String::new());
    let start = move |_| {
        let seed = seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .unwrap_or_else(|_| browser::random_u64() % 1_000_000);
        app.start_class(ClassState::new(
            tiles.get_untracked(),
            seed,
            minutes.get_untracked(),
        ));
    };
    view! {
        <div class="panel class-setup">
            <h2>{move || ui().class_title}</h2>
            <p>{move || ui().class_intro}</p>
            <TileSetPicker test_id="class-tiles" label=|u| u.class_game value=tiles on_choose=Callback::new(move |t| tiles.set(t)) />
            <label>
                {move || ui().class_minutes} " "
                <select
                    data-testid="class-minutes"
                    on:change=move |ev| minutes.set(event_target_value(&ev).parse().unwrap_or(2))
                >
                    {MINUTES
                        .map(|m| view! { <option value=m.to_string() selected=m == 2>{m}</option> })
                        .collect_view()}
                </select>
            </label>
            <label>
                {move || ui().seed} " "
                <input
                    data-testid="class-seed"
                    inputmode="numeric"
                    placeholder=move || ui().seed_placeholder
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
            </label>
            <button class="primary" data-testid="class-start" on:click=start>
                {move || ui().class_start}
            </button>
        </div>
    }
}

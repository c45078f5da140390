//! Everything under "More options".

use super::*;
use crate::components::TileSetPicker;
use crate::components::on_demand;
use crate::model::setup::GameForm;
use crate::state::use_app;
use clock_fields::ClockFields;
use fields::choice;
use krada_engine::game::CheckMode;
use leptos::prelude::*;
use opponent::OpponentFields;
use sides::SideFields;
use while_playing::WhilePlaying;

#[component]
pub(super) fn MoreOptions(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    // Drawn once first unfolded: a first visit need not fetch their code.
    let unfolded = RwSignal::new(false);
    view! {
        <details class="more-options" data-testid="more-options" on:toggle=move |_| unfolded.set(true)>
            <summary>{move || ui().more_options}</summary>
            <Show when=move || unfolded.get()>
                {move || on_demand(app.lang.get_untracked(), Box::pin(choices(form)))}
            </Show>
        </details>
    }
}

/// Every choice under "More options" (a part of its own: a one-tap game
/// does not wait for them).
#[leptos::wasm_split::wasm_split(options, wasm_split_path = ::leptos::wasm_split)]
fn choices(form: RwSignal<GameForm>) -> AnyView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    view! {
        <Show when=move || form.with(GameForm::offers_tile_sets)>
            <TileSetPicker
                test_id="tiles"
                label=|u| u.tile_set
                value=Signal::derive(move || form.with(|f| f.tiles))
                on_choose=Callback::new(move |t| form.update(|f| f.tiles = t))
                sets=form.with_untracked(|f| f.game.tile_sets().to_vec())
            />
        </Show>
        <SideFields form side=0 />
        <SideFields form side=1 />
        <OpponentFields form />
        <fieldset>
            <legend>{move || ui().check_mode}</legend>
            {choice(form, "check", "checked", CheckMode::Checked, field!(check), |u| u.checked_mode, ui)}
            {choice(form, "check", "challenge", CheckMode::Challenge, field!(check), |u| u.challenge_mode, ui)}
        </fieldset>
        <ClockFields form />
        <WhilePlaying form />
    }
    .into_any()
}

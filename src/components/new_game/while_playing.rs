//! While playing: hiding tiles between turns, hints, and the deal's seed.

use super::fields::{Field, check_field};
use crate::model::setup::GameForm;
use crate::state::use_app;
use leptos::prelude::*;

/// Hiding tiles and hints have a default until the player chooses: the
/// box shows the choice in force, a tick makes it the player's.
const PRIVACY: Field<bool> = Field {
    get: GameForm::privacy_on,
    set: |f, on| f.privacy = Some(on),
};
const HINTS: Field<bool> = Field {
    get: GameForm::hints_on,
    set: |f, on| f.hints = Some(on),
};

#[component]
pub(super) fn WhilePlaying(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    view! {
        <fieldset>
            <legend>{move || ui().while_playing}</legend>
            <label class="check">
                {check_field(form, "privacy", PRIVACY)}
                {move || ui().privacy_option}
            </label>
            <label class="check">
                {check_field(form, "hints", HINTS)}
                {move || ui().hints_option}
            </label>
            <label>
                {move || ui().seed}
                <input
                    type="text"
                    inputmode="numeric"
                    data-testid="seed"
                    placeholder=move || ui().seed_placeholder
                    prop:value=move || form.with(|f| f.seed.clone())
                    on:input=move |ev| form.update(|f| f.seed = event_target_value(&ev))
                />
            </label>
        </fieldset>
    }
}

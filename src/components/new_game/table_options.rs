//! At the table: hiding tiles between turns, hints, and the deal's seed.

use super::fields::chosen_check;
use crate::model::setup::GameForm;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn TableOptions(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    view! {
        <fieldset>
            <legend>{move || ui().table_options}</legend>
            <label class="check">
                {chosen_check(form, "privacy", GameForm::privacy_on, |f, on| f.privacy = Some(on))}
                {move || ui().privacy_option}
            </label>
            <label class="check">
                {chosen_check(form, "hints", GameForm::hints_on, |f, on| f.hints = Some(on))}
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

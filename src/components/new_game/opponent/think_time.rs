//! How long the expert thinks a move.

use crate::model::session::THINK_SECONDS;
use crate::model::setup::GameForm;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn ThinkTime(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let choices = THINK_SECONDS
        .into_iter()
        .map(|seconds| {
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name="think"
                        data-testid=format!("think-{seconds}")
                        prop:checked=move || form.with(|f| f.think_seconds == seconds)
                        on:change=move |_| form.update(|f| f.think_seconds = seconds)
                    />
                    {move || fill(ui().think_seconds, &[("seconds", &seconds.to_string())])}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset data-testid="think-time">
            <legend>{move || ui().think_time}</legend>
            {choices}
        </fieldset>
    }
}

//! The hard level's best plays, where the game allows hints.

use crate::components::computer_panel::HINTS;
use crate::computer::use_computer;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn HintButton() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let ui = move || app.lang.get().ui();
    view! {
        <Show when=move || app.hints_offered()>
            <button
                data-testid="hint"
                title=move || ui().hint_title
                disabled=move || computer.pending.get().is_some()
                on:click=move |_| app.ask_hints(computer, HINTS)
            >
                {move || ui().hint}
            </button>
        </Show>
    }
}

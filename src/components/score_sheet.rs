//! The score sheet panel.

use crate::lang::use_lang;
use leptos::prelude::*;

#[component]
pub fn ScoreSheet() -> impl IntoView {
    let lang = use_lang();
    view! {
        <aside class="panel score-sheet" data-testid="score-sheet">
            <h2>{move || lang.get().ui().score_sheet}</h2>
            <p class="placeholder">{move || lang.get().ui().no_turns}</p>
        </aside>
    }
}

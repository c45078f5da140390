//! The chess clock panel.

use crate::lang::use_lang;
use leptos::prelude::*;

#[component]
pub fn Clock() -> impl IntoView {
    let lang = use_lang();
    view! {
        <aside class="panel clock" data-testid="clock-panel">
            <h2>{move || lang.get().ui().clock}</h2>
            <p class="placeholder">{move || lang.get().ui().clock_off}</p>
        </aside>
    }
}

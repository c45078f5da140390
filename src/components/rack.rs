//! The player's rack: eight places for tiles.

use crate::lang::use_lang;
use leptos::prelude::*;

const RACK_SIZE: usize = 8;

#[component]
pub fn Rack() -> impl IntoView {
    let lang = use_lang();
    let slots = (0..RACK_SIZE)
        .map(|_| view! { <div class="rack-slot"></div> })
        .collect_view();
    view! {
        <div class="rack" data-testid="rack" role="group" aria-label=move || lang.get().ui().rack>
            {slots}
            <span class="visually-hidden">{move || lang.get().ui().rack_empty}</span>
        </div>
    }
}

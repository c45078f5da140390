//! A table's result read from its code: typed (the short code a finished
//! table shows), or scanned from its QR code with the camera.

use super::scanner::DeskScanner;
use crate::components::on_demand;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn DeskCodeEntry() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let typed = RwSignal::new(String::new());
    let scanning = RwSignal::new(false);
    let enter = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if ctx.apply_code(&typed.get_untracked()) {
            typed.set(String::new());
        }
    };
    view! {
        <form class="desk-code" on:submit=enter>
            <label>
                {move || ui().desk_code}
                <input
                    data-testid="desk-code"
                    autocomplete="off"
                    inputmode="numeric"
                    placeholder="3-12-412-380-57"
                    prop:value=move || typed.get()
                    on:input=move |ev| typed.set(event_target_value(&ev))
                />
            </label>
            <button type="submit" data-testid="desk-code-enter">{move || ui().desk_code_enter}</button>
            <button type="button" data-testid="desk-scan" aria-pressed=move || scanning.get().to_string()
                on:click=move |_| scanning.update(|s| *s = !*s)>
                {move || if scanning.get() { ui().desk_scan_stop } else { ui().desk_scan }}
            </button>
        </form>
        {move || scanning.get().then(|| {
            let on_read = Callback::new(move |text: String| {
                if ctx.apply_code(&text) {
                    scanning.set(false);
                }
            });
            on_demand(app.lang.get_untracked(), Box::pin(scanner_view(on_read)))
        })}
    }
}

/// The camera and its QR reader. In the room's part: a part of its own
/// split the page's shared code into so many more files that a first game
/// fetched twice as many (docs/measurements.md, "Size").
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn scanner_view(on_read: Callback<String>) -> AnyView {
    view! { <DeskScanner on_read /> }.into_any()
}

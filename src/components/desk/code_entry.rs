//! A table's result read from its code: typed (the short code a finished
//! table shows), or scanned from its QR code with the camera.

use super::scanner::DeskScanner;
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
        <Show when=move || scanning.get()>
            <DeskScanner on_read=Callback::new(move |text: String| {
                if ctx.apply_code(&text) {
                    scanning.set(false);
                }
            }) />
        </Show>
    }
}

//! "Share by link": the address that opens the same thing on any device,
//! to copy, and as a QR code for a phone's camera.

use super::qr::QrCode;
use crate::browser;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn ShareLink(
    /// The fragment (`#k1…`) of what is shared; nothing is shown without one.
    fragment: Signal<Option<String>>,
) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let copied = RwSignal::new(false);
    let url = move || fragment.get().map(|f| browser::address_with(&f));
    view! {
        {move || {
            url()
                .map(|url| {
                    let to_copy = url.clone();
                    view! {
                        <details class="share no-print" data-testid="share">
                            <summary>{move || ui().share_link}</summary>
                            <p class="hint">{move || ui().share_link_hint}</p>
                            <input
                                class="share-url"
                                data-testid="share-url"
                                readonly
                                aria-label=move || ui().share_link
                                prop:value=url.clone()
                                on:focus=move |ev| {
                                    use wasm_bindgen::JsCast;
                                    if let Some(input) = ev
                                        .target()
                                        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                                    {
                                        input.select();
                                    }
                                }
                            />
                            <button data-testid="share-copy" on:click=move |_| {
                                browser::copy_text(&to_copy);
                                copied.set(true);
                            }>
                                {move || if copied.get() { ui().link_copied } else { ui().copy_link }}
                            </button>
                            <QrCode text=url enlarge=true />
                        </details>
                    }
                })
        }}
    }
}

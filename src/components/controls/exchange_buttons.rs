//! Exchange: a first press marks tiles, a second exchanges them.

use super::*;
use crate::browser;
use leptos::prelude::*;

#[component]
pub(super) fn ExchangeButtons(buttons: Buttons) -> impl IntoView {
    let app = buttons.app;
    let ui = move || app.lang.get().ui();
    let exchanging = move || app.turn.with(|t| t.exchanging());
    let exchange = move |ev: leptos::ev::MouseEvent| {
        if browser::single_click(&ev) {
            app.exchange_step();
        }
    };
    view! {
        <Show when=move || !app.in_puzzle()>
        <button
            data-testid="exchange"
            disabled=move || buttons.exchange_blocker().is_some()
            title=move || buttons.exchange_blocker().unwrap_or_default()
            on:click=exchange
        >
            {move || if exchanging() { ui().exchange_confirm } else { ui().exchange_start }}
        </button>
        </Show>
        <Show when=exchanging>
            <button data-testid="exchange-cancel" on:click=move |_| app.cancel_exchange()>
                {move || ui().cancel}
            </button>
            <span class="hint">{move || ui().exchange_hint}</span>
        </Show>
    }
}

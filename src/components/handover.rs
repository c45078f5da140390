//! Between turns of a hotseat game the rack hides behind this screen until
//! the next player has the device.

use crate::browser;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn Handover() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let name = move || {
        app.session.with(|s| {
            s.as_ref()
                .map(|s| {
                    s.game.config().sides[s.game.to_move() as usize]
                        .name
                        .clone()
                })
                .unwrap_or_default()
        })
    };
    let show = move || {
        app.session
            .with(|s| s.as_ref().is_some_and(|s| s.handover && !s.game.is_over()))
    };
    view! {
        <Show when=show>
            <div class="handover" data-testid="handover" role="dialog" aria-labelledby="handover-title">
                <h2 id="handover-title">{move || fill(ui().pass_device, &[("name", &name())])}</h2>
                <button
                    class="primary"
                    data-testid="reveal"
                    on:click=move |ev| {
                        // Not the second half of the double click that played.
                        if !browser::single_click(&ev) {
                            return;
                        }
                        app.reveal_rack();
                    }
                >
                    {move || fill(ui().show_rack, &[("name", &name())])}
                </button>
            </div>
        </Show>
    }
}

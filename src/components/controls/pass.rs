//! Pass (or Accept, when a play waits to be challenged) asks first: it
//! cannot be taken back.

use crate::browser;
use crate::components::keys::keys_follow_question;
use crate::state::use_app;
use krada_engine::game::Action;
use leptos::prelude::*;

#[component]
pub(super) fn PassButton(playing: Signal<bool>, awaiting: Signal<bool>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let confirm_pass = RwSignal::new(false);
    let yes = NodeRef::<leptos::html::Button>::new();
    keys_follow_question(move || confirm_pass.get(), yes);
    // A turn played meanwhile takes the question back.
    Effect::new(move |_| {
        app.session
            .with(|s| s.as_ref().map(|s| s.game.turns().len()));
        confirm_pass.set(false);
    });
    view! {
        <Show
            when=move || confirm_pass.get()
            fallback=move || {
                view! {
                    <button
                        data-testid="pass"
                        disabled=move || !(playing.get() || awaiting.get())
                        title=move || if awaiting.get() { ui().game(app.game_kind()).accept_hint } else { "" }
                        on:click=move |ev| {
                            if browser::single_click(&ev) {
                                confirm_pass.set(true);
                            }
                        }
                    >
                        {move || if awaiting.get() { ui().accept } else { ui().pass_button }}
                    </button>
                }
            }
        >
            <span class="confirm" role="group" data-testid="pass-confirm">
                <span>{move || if awaiting.get() { ui().game(app.game_kind()).accept_hint } else { ui().pass_confirm }}</span>
                <button
                    class="primary"
                    data-testid="pass-yes"
                    node_ref=yes
                    on:click=move |ev| {
                        if browser::single_click(&ev) {
                            confirm_pass.set(false);
                            app.act(Action::Pass);
                        }
                    }
                >
                    {move || if awaiting.get() { ui().accept } else { ui().pass_yes }}
                </button>
                <button data-testid="pass-no" on:click=move |_| confirm_pass.set(false)>
                    {move || ui().cancel}
                </button>
            </span>
        </Show>
    }
}

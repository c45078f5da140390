//! The game's controls, beside the score sheet (in its drawer on a
//! phone): pause the clocks, resign, take back the last move in a friendly
//! game (the other side agrees). And on the clock, in challenge mode, the
//! time left to decide with "Hold".

mod challenge_window;
use crate::browser;
use crate::components::keys::keys_follow_question;
use crate::state::use_app;
pub use challenge_window::ChallengeWindow;
use krada_text::fill;
use leptos::prelude::*;

/// Which question waits for an answer.
#[derive(Clone, Copy, PartialEq)]
enum Asking {
    Resign,
    Undo,
}

#[component]
pub fn GameControls() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let asking = RwSignal::new(None::<Asking>);
    let yes = NodeRef::<leptos::html::Button>::new();
    keys_follow_question(move || asking.with(Option::is_some), yes);
    // A question belongs to the position it was asked in.
    Effect::new(move |_| {
        app.turns_played();
        asking.set(None);
    });
    let live = move || app.game_live() && !app.puzzle_in_play();
    let paused = move || app.paused();
    let question = move || {
        // The side to move did not make the last move.
        let mover = app.name_to_move().unwrap_or_default();
        match asking.get()? {
            Asking::Resign => Some(fill(
                ui().resign_confirm,
                &[("name", &app.resigner_name().unwrap_or(mover))],
            )),
            // The side that did not make the last move agrees to take it back.
            Asking::Undo => Some(fill(ui().undo_confirm, &[("name", &mover)])),
        }
    };
    let answer_yes = move |ev: leptos::ev::MouseEvent| {
        if !browser::single_click(&ev) {
            return;
        }
        match asking.get_untracked() {
            Some(Asking::Resign) => {
                app.resign();
            }
            Some(Asking::Undo) => {
                app.take_back();
            }
            None => {}
        }
        asking.set(None);
    };
    view! {
        <Show when=live>
            <div class="table-controls" role="group" aria-label=move || ui().clock>
                <Show when=move || question().is_some() fallback=move || view! {
                    <button
                        data-testid="pause"
                        aria-pressed=move || paused().to_string()
                        on:click=move |_| app.set_paused(!paused())
                    >
                        {move || if paused() { ui().resume_clock } else { ui().pause }}
                    </button>
                    <Show when=move || !app.timed() && app.can_take_back()>
                        <button data-testid="undo" on:click=move |ev| {
                            // The computer always agrees.
                            if app.against_computer() {
                                if browser::single_click(&ev) {
                                    app.take_back();
                                }
                            } else {
                                asking.set(Some(Asking::Undo));
                            }
                        }>
                            {move || ui().undo}
                        </button>
                    </Show>
                    <button data-testid="resign" on:click=move |_| asking.set(Some(Asking::Resign))>
                        {move || ui().resign}
                    </button>
                }>
                    <span class="confirm" role="group" data-testid="game-confirm">
                        <span>{question}</span>
                        <button class="primary" data-testid="game-yes" node_ref=yes on:click=answer_yes>{move || ui().yes_agree}</button>
                        <button data-testid="game-no" on:click=move |_| asking.set(None)>{move || ui().no_keep}</button>
                    </span>
                </Show>
                <Show when=paused>
                    <p class="paused" data-testid="paused" role="status">{move || ui().paused}</p>
                </Show>
            </div>
        </Show>
    }
}

//! The move buttons, each disabled with the rule that forbids it, and the
//! live preview of the tentative play's score or the reason it is illegal.

use super::computer_panel::HINTS;
use crate::browser;
use crate::computer::use_computer;
use crate::state::{Notice, use_app};
use krada_engine::game::{Action, CheckMode, Event, GameError, Status};
use leptos::prelude::*;

#[component]
pub fn Controls() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let preview = app.preview;
    let state = move || {
        app.session.with(|s| {
            s.as_ref()
                .map(|s| (s.game.status(), s.game.config().check, s.handover))
        })
    };
    let playing = move || matches!(state(), Some((Status::Playing, _, false))) && app.my_turn();
    let awaiting =
        move || matches!(state(), Some((Status::AwaitingChallenge, _, false))) && app.my_turn();
    let challenge_mode = move || matches!(state(), Some((_, CheckMode::Challenge, _)));
    let refusal = move |why: fn(&krada_engine::game::Game) -> Option<GameError>| {
        app.session.with(|s| {
            let s = s.as_ref()?;
            why(&s.game).map(|e| lang.get().game_error(s.game.rules().kind, &e))
        })
    };
    let exchanging = move || app.turn.with(|t| t.exchanging());
    // Pass (or Accept) asks first: it cannot be taken back.
    let confirm_pass = RwSignal::new(false);
    Effect::new(move |_| {
        app.session
            .with(|s| s.as_ref().map(|s| s.game.turns().len()));
        confirm_pass.set(false);
    });

    let play_blocker = move || -> Option<String> {
        if !playing() {
            return Some(ui().not_now.into());
        }
        match preview.get() {
            None => Some(ui().place_tiles_first.into()),
            Some(Err(e)) => Some(lang.get().game_error(app.game_kind(), &e)),
            Some(Ok(_)) => None,
        }
    };
    // The engine says why an exchange or a challenge is refused.
    let exchange_blocker = move || -> Option<String> {
        if !playing() {
            return Some(ui().not_now.into());
        }
        refusal(|g| g.exchange_refusal())
    };
    let challenge_blocker = move || -> Option<String> {
        let handover = app.session.with(|s| s.as_ref().is_some_and(|s| s.handover));
        if handover {
            return Some(ui().not_now.into());
        }
        // The decision window counts: the clock's repaint re-judges it.
        let now = app.now.get();
        app.session.with(|s| {
            let s = s.as_ref()?;
            s.challenge_refusal(now)
                .map(|e| lang.get().game_error(s.game.rules().kind, &e))
        })
    };

    let exchange = move |ev: leptos::ev::MouseEvent| {
        if !browser::single_click(&ev) {
            return;
        }
        match app.turn.with_untracked(|t| t.exchanging()) {
            false => app.turn.update(|t| t.start_exchange()),
            true => {
                let tiles = app.turn.with_untracked(|t| t.marked_tiles());
                app.act(Action::Exchange(tiles));
            }
        }
    };
    view! {
        <div class="controls" role="toolbar" aria-label=move || ui().moves>
            <p class="preview" data-testid="preview" aria-live="polite">
                {move || match preview.get() {
                    None => String::new(),
                    Some(Ok(score)) => format!("{} {score}", ui().score_preview),
                    Some(Err(e)) => lang.get().game_error(app.game_kind(), &e),
                }}
            </p>
            <Show when=move || !exchanging()>
                <button
                    class="primary"
                    data-testid="play"
                    disabled=move || play_blocker().is_some()
                    title=move || play_blocker().unwrap_or_default()
                    on:click=move |ev| {
                        if browser::single_click(&ev) {
                            app.play_draft();
                        }
                    }
                >
                    {move || ui().play}
                </button>
                <button
                    data-testid="recall"
                    disabled=move || app.turn.with(|t| t.nothing_placed())
                    on:click=move |_| app.turn.update(|t| t.recall())
                >
                    {move || ui().recall}
                </button>
                // A puzzle asks for a play: passing or exchanging answers nothing.
                <Show when=move || !app.in_puzzle()>
                <Show
                    when=move || confirm_pass.get()
                    fallback=move || {
                        view! {
                            <button
                                data-testid="pass"
                                disabled=move || !(playing() || awaiting())
                                title=move || if awaiting() { ui().accept_hint } else { "" }
                                on:click=move |ev| {
                                    if browser::single_click(&ev) {
                                        confirm_pass.set(true);
                                    }
                                }
                            >
                                {move || if awaiting() { ui().accept } else { ui().pass_button }}
                            </button>
                        }
                    }
                >
                    <span class="confirm" role="group" data-testid="pass-confirm">
                        <span>{move || if awaiting() { ui().accept_hint } else { ui().pass_confirm }}</span>
                        <button
                            class="primary"
                            data-testid="pass-yes"
                            on:click=move |ev| {
                                if browser::single_click(&ev) {
                                    confirm_pass.set(false);
                                    app.act(Action::Pass);
                                }
                            }
                        >
                            {move || if awaiting() { ui().accept } else { ui().pass_yes }}
                        </button>
                        <button data-testid="pass-no" on:click=move |_| confirm_pass.set(false)>
                            {move || ui().cancel}
                        </button>
                    </span>
                </Show>
                </Show>
            </Show>
            <Show when=move || !app.in_puzzle()>
            <button
                data-testid="exchange"
                disabled=move || exchange_blocker().is_some()
                title=move || exchange_blocker().unwrap_or_default()
                on:click=exchange
            >
                {move || if exchanging() { ui().exchange_confirm } else { ui().exchange_start }}
            </button>
            </Show>
            <Show when=exchanging>
                <button data-testid="exchange-cancel" on:click=move |_| app.turn.update(|t| t.cancel_exchange())>
                    {move || ui().cancel}
                </button>
                <span class="hint">{move || ui().exchange_hint}</span>
            </Show>
            <Show when=move || {
                app.my_turn() && app.session.with(|s| s.as_ref().is_some_and(|s| s.options.hints))
            }>
                <button
                    data-testid="hint"
                    title=move || ui().hint_title
                    disabled=move || computer.pending.get().is_some()
                    on:click=move |_| {
                        computer.ensure_started(app);
                        computer.ask_hints(app, HINTS);
                    }
                >
                    {move || ui().hint}
                </button>
            </Show>
            <Show when=challenge_mode>
                <button
                    data-testid="challenge"
                    disabled=move || challenge_blocker().is_some()
                    title=move || challenge_blocker().unwrap_or_default()
                    on:click=move |ev| {
                        if browser::single_click(&ev) && app.act(Action::Challenge) {
                            let stands = app.session.with_untracked(|s| {
                                s.as_ref().and_then(|s| {
                                    s.game.turns().iter().rev().find_map(|t| match t.event {
                                        Event::Challenge { play_stands } => Some(play_stands),
                                        _ => None,
                                    })
                                })
                            });
                            app.notice.set(stands.map(Notice::Challenged));
                        }
                    }
                >
                    {move || ui().challenge}
                </button>
            </Show>
        </div>
    }
}

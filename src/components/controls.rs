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
    // The engine judges the tentative play on every change of the draft.
    let preview = Memo::new(move |_| {
        let placements = app.draft.with(|d| app.rack.with(|r| d.placements(r)));
        if placements.is_empty() {
            return None;
        }
        app.session.with(|s| {
            let s = s.as_ref()?;
            Some(
                s.game
                    .preview(&placements)
                    .map(|p| p.score)
                    .map_err(|e| (s.game.rules().kind, e)),
            )
        })
    });
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
    let can_challenge = move || {
        app.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| s.game.can_challenge() && !s.handover)
        })
    };
    let can_exchange = move || {
        app.session
            .with(|s| s.as_ref().is_some_and(|s| s.game.can_exchange()))
    };
    let exchanging = move || app.exchange.with(Option::is_some);
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
            Some(Err((kind, e))) => Some(lang.get().game_error(kind, &e)),
            Some(Ok(_)) => None,
        }
    };
    let exchange_blocker = move || -> Option<String> {
        if !playing() {
            return Some(ui().not_now.into());
        }
        if !can_exchange() {
            let (in_bag, needed) = app.session.with(|s| {
                s.as_ref().map_or((0, 0), |s| {
                    (s.game.bag_len(), s.game.rules().exchange_min_bag)
                })
            });
            let kind = app
                .session
                .with(|s| s.as_ref().map(|s| s.game.rules().kind))
                .unwrap_or(krada_engine::rules::GameKind::AMath);
            return Some(
                lang.get()
                    .game_error(kind, &GameError::ExchangeBagTooSmall { in_bag, needed }),
            );
        }
        None
    };
    let challenge_blocker = move || -> Option<String> {
        (!can_challenge()).then(|| {
            let kind = app
                .session
                .with(|s| s.as_ref().map(|s| s.game.rules().kind))
                .unwrap_or(krada_engine::rules::GameKind::AMath);
            lang.get().game_error(kind, &GameError::NothingToChallenge)
        })
    };

    let exchange = move |ev: leptos::ev::MouseEvent| match app.exchange.get_untracked() {
        _ if !browser::single_click(&ev) => {}
        None => {
            app.draft.update(|d| d.clear());
            app.exchange.set(Some(vec![]));
        }
        Some(marked) => {
            let tiles = app
                .rack
                .with_untracked(|r| marked.iter().filter_map(|&i| r.get(i).copied()).collect());
            app.act(Action::Exchange(tiles));
        }
    };
    view! {
        <div class="controls" role="toolbar" aria-label=move || ui().moves>
            <p class="preview" data-testid="preview" aria-live="polite">
                {move || match preview.get() {
                    None => String::new(),
                    Some(Ok(score)) => format!("{} {score}", ui().score_preview),
                    Some(Err((kind, e))) => lang.get().game_error(kind, &e),
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
                    disabled=move || app.draft.with(|d| d.is_empty())
                    on:click=move |_| app.draft.update(|d| d.clear())
                >
                    {move || ui().recall}
                </button>
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
            <button
                data-testid="exchange"
                disabled=move || exchange_blocker().is_some()
                title=move || exchange_blocker().unwrap_or_default()
                on:click=exchange
            >
                {move || if exchanging() { ui().exchange_confirm } else { ui().exchange_start }}
            </button>
            <Show when=exchanging>
                <button data-testid="exchange-cancel" on:click=move |_| app.exchange.set(None)>
                    {move || ui().cancel}
                </button>
                <span class="hint">{move || ui().exchange_hint}</span>
            </Show>
            <Show when=move || app.my_turn()>
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

//! The move buttons, each disabled with the rule that forbids it, and the
//! live preview of the tentative play's score or the reason it is illegal.

mod exchange_buttons;
mod hint_button;
use exchange_buttons::ExchangeButtons;
use hint_button::HintButton;
mod pass;

use crate::browser;
use crate::state::{AppState, use_app};
use krada_engine::game::{CheckMode, Game, GameError, Status};
use leptos::prelude::*;
use pass::PassButton;

/// What the buttons ask of the game on the screen: its status, its check
/// mode and whether the hand-over screen is up.
#[derive(Clone, Copy)]
struct Buttons {
    app: AppState,
}

impl Buttons {
    fn state(self) -> Option<(Status, CheckMode, bool)> {
        self.app
            .with_game(|s| (s.game.status(), s.game.config().check, s.handover))
    }

    /// A play, an exchange or a pass may be made by the person here.
    fn playing(self) -> bool {
        matches!(self.state(), Some((Status::Playing, _, false))) && self.app.my_turn()
    }

    /// The last play waits to be challenged or accepted by the person here.
    fn awaiting(self) -> bool {
        matches!(self.state(), Some((Status::AwaitingChallenge, _, false))) && self.app.my_turn()
    }

    fn challenge_mode(self) -> bool {
        matches!(self.state(), Some((_, CheckMode::Challenge, _)))
    }

    /// The engine's reason (in the player's language) against a move.
    fn refusal(self, why: fn(&Game) -> Option<GameError>) -> Option<String> {
        let lang = self.app.lang.get();
        self.app
            .with_game(|s| why(&s.game).map(|e| lang.game_error(s.game.rules().kind, &e)))
            .flatten()
    }

    /// Why Play is off: not now, nothing placed, or the rule the tiles break.
    fn play_blocker(self) -> Option<String> {
        let lang = self.app.lang.get();
        if !self.playing() {
            return Some(lang.ui().not_now.into());
        }
        match self.app.preview() {
            None => Some(lang.ui().place_tiles_first.into()),
            Some(Err(e)) => Some(lang.game_error(self.app.game_kind(), &e)),
            Some(Ok(_)) => None,
        }
    }

    /// Why an exchange is refused, from the engine.
    fn exchange_blocker(self) -> Option<String> {
        if !self.playing() {
            return Some(self.app.lang.get().ui().not_now.into());
        }
        self.refusal(|g| g.exchange_refusal())
    }

    /// Why a challenge is refused, from the engine; the decision window
    /// counts, so the clock's repaint judges it again.
    fn challenge_blocker(self) -> Option<String> {
        let lang = self.app.lang.get();
        let handover = self
            .app
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.handover));
        if handover {
            return Some(lang.ui().not_now.into());
        }
        let now = self.app.now.get();
        self.app
            .with_game(|s| {
                s.challenge_refusal(now)
                    .map(|e| lang.game_error(s.game.rules().kind, &e))
            })
            .flatten()
    }
}

#[component]
pub fn Controls() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let buttons = Buttons { app };
    let exchanging = move || app.turn.with(|t| t.exchanging());
    view! {
        <div class="controls" role="toolbar" aria-label=move || ui().moves>
            <p class="preview" data-testid="preview" aria-live="polite">
                {move || app.preview_text()}
            </p>
            <Show when=move || !exchanging()>
                <button
                    class="primary"
                    data-testid="play"
                    disabled=move || buttons.play_blocker().is_some()
                    title=move || buttons.play_blocker().unwrap_or_default()
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
                    on:click=move |_| app.recall()
                >
                    {move || ui().recall}
                </button>
                // A puzzle asks for a play: passing or exchanging answers nothing.
                <Show when=move || !app.in_puzzle()>
                    <PassButton playing=Signal::derive(move || buttons.playing()) awaiting=Signal::derive(move || buttons.awaiting()) />
                </Show>
            </Show>
            <ExchangeButtons buttons />
            <HintButton />
            <Show when=move || buttons.challenge_mode()>
                <button
                    data-testid="challenge"
                    disabled=move || buttons.challenge_blocker().is_some()
                    title=move || buttons.challenge_blocker().unwrap_or_default()
                    on:click=move |ev| {
                        if browser::single_click(&ev) {
                            app.challenge();
                        }
                    }
                >
                    {move || ui().challenge}
                </button>
            </Show>
        </div>
    }
}

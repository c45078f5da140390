//! The computer player's corner of the table: what it is doing, a way to
//! start it again if it was lost, and the hint list for the player.

use crate::computer::use_computer;
use crate::state::use_app;
use krada_ai::position::play_notation;
use leptos::prelude::*;

const HINTS: usize = 5;

#[component]
pub fn ComputerPanel() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let ui = move || app.lang.get().ui();
    let thinking = move || computer.pending.get().is_some_and(|(_, is_move)| is_move);
    // Hints belong to one position: a move clears them.
    Effect::new(move |_| {
        app.session
            .with(|s| s.as_ref().map(|s| s.game.turns().len()));
        computer.hints.set(None);
    });
    let show_hints = move |hints: Vec<krada::worker_protocol::Hint>| {
        let set = app
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.game.rules().tiles.clone()))?;
        Some(
            hints
                .into_iter()
                .enumerate()
                .map(|(i, hint)| {
                    let text = format!("{} — {} ({:.1})", play_notation(&set, &hint.placements), hint.score, hint.equity);
                    let placements = hint.placements.clone();
                    view! {
                        <li>
                            <button
                                class="hint"
                                data-testid=format!("hint-{i}")
                                on:click=move |_| {
                                    // Lay the hint out as tentative tiles from the rack.
                                    let rack = app.rack.get_untracked();
                                    let mut used = vec![false; rack.len()];
                                    app.draft.update(|d| {
                                        d.clear();
                                        for p in &placements {
                                            if let Some(slot) = (0..rack.len()).find(|&i| !used[i] && rack[i] == p.tile) {
                                                used[slot] = true;
                                                d.place(slot, p.pos, p.face);
                                            }
                                        }
                                    });
                                }
                            >
                                {text}
                            </button>
                        </li>
                    }
                })
                .collect_view(),
        )
    };
    view! {
        <div class="computer-panel">
            <Show when=thinking>
                <p class="thinking" data-testid="thinking" role="status">{move || ui().computer_thinking}</p>
            </Show>
            <Show when=move || computer.lost.get()>
                <p class="lost" role="alert" data-testid="computer-lost">
                    {move || ui().computer_lost}
                    <button
                        data-testid="computer-retry"
                        on:click=move |_| {
                            computer.start(app);
                            // A fresh worker; the turn effect asks again.
                            app.session.update(|_| {});
                        }
                    >
                        {move || ui().retry}
                    </button>
                </p>
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
            {move || {
                computer
                    .hints
                    .get()
                    .and_then(show_hints)
                    .map(|items| view! { <ol class="hints" data-testid="hints">{items}</ol> })
            }}
        </div>
    }
}

//! The computer player's corner of the table: what it is doing, a way to
//! start it again if it was lost, and the hint list for the player.

use crate::computer::use_computer;
use crate::state::use_app;
use krada::worker_protocol::Hint;
use krada_ai::simulate::Candidate;
use krada_engine::game::{Action, Game};
use krada_engine::notation::{line_text, square_name};
use krada_engine::tileset::TileId;
use krada_text::{Lang, fill, signed_tenths, tenths, tile_labels};
use leptos::prelude::*;

/// A hint as a player reads it: the whole line it makes, board tiles
/// included (`8G 9×4=36`), and why it ranks where it does: its score plus
/// the value of the tiles it keeps, less what the premium squares it opens
/// to the opponent cost.
fn explain(lang: Lang, game: &Game, rack: &[TileId], hint: &Hint) -> (String, String) {
    let kind = game.rules().kind;
    let set = &game.rules().tiles;
    let line = game
        .preview(&hint.placements)
        .ok()
        .and_then(|scored| scored.lines.first().map(|l| line_text(kind, l)))
        .unwrap_or_default();
    let mut kept = rack.to_vec();
    for p in &hint.placements {
        if let Some(i) = kept.iter().position(|&t| t == p.tile) {
            kept.remove(i);
        }
    }
    let ui = lang.ui();
    let kept = if kept.is_empty() {
        ui.hint_nothing_kept.to_string()
    } else {
        tile_labels(set, &kept)
    };
    let leave = hint.equity - hint.score as f32 + hint.opening;
    let why = fill(
        ui.hint_why,
        &[
            ("score", &hint.score.to_string()),
            ("leave", &signed_tenths(leave)),
            ("kept", &kept),
            ("opening", &ui.opening(hint.opening)),
            ("equity", &tenths(hint.equity)),
        ],
    );
    (format!("{line} — {}", hint.score), why)
}

/// The expert's best move so far, without its tiles (they are on the
/// computer's rack): where it goes and what it scores, or an exchange.
fn best_so_far(lang: Lang, game: &Game, best: &Candidate) -> String {
    let ui = lang.ui();
    match &best.action {
        Action::Play(placements) => game
            .preview(placements)
            .ok()
            .and_then(|scored| {
                let line = scored.lines.first()?;
                Some(format!(
                    "{} — {}",
                    square_name(line.start, line.dir),
                    best.score
                ))
            })
            .unwrap_or_default(),
        Action::Exchange(_) => ui.exchange.to_string(),
        _ => ui.pass.to_string(),
    }
}

/// How many plays a hint lists.
pub const HINTS: usize = 5;

#[component]
pub fn ComputerPanel() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let ui = move || app.lang.get().ui();
    let thinking = move || {
        computer.pending.get().is_some_and(|(_, is_move)| is_move)
            && computer.thinking.with(Option::is_none)
    };
    // Hints belong to one position: a move clears them.
    Effect::new(move |_| {
        app.session
            .with(|s| s.as_ref().map(|s| s.game.turns().len()));
        computer.clear_hints();
    });
    view! {
        <div class="computer-panel">
            <Show when=thinking>
                <p class="thinking" data-testid="thinking" role="status">{move || ui().computer_thinking}</p>
            </Show>
            <ExpertThinking />
            <Show when=move || computer.lost.get()>
                <p class="lost" role="alert" data-testid="computer-lost">
                    {move || ui().computer_lost}
                    <button
                        data-testid="computer-retry"
                        on:click=move |_| {
                            computer.start(app);
                            // A fresh worker; the turn effect asks again.
                            app.nudge();
                        }
                    >
                        {move || ui().retry}
                    </button>
                </p>
            </Show>
            <Hints />
        </div>
    }
}

/// The expert's simulation while it runs: time, draws, the best move so
/// far (never the computer's tiles) and *Play now*.
#[component]
fn ExpertThinking() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    move || {
        let lang = app.lang.get();
        let progress = computer.thinking.with(|t| {
            let t = t.as_ref()?;
            let best = app
                .session
                .with_untracked(|s| s.as_ref().map(|s| best_so_far(lang, &s.game, t.best())))?;
            Some((t.elapsed_seconds(crate::browser::now()), t.draws(), best))
        })?;
        let (seconds, draws, best) = progress;
        let ui = lang.ui();
        Some(view! {
            <div class="thinking expert-thinking" data-testid="expert-thinking" role="status">
                <p>
                    {fill(
                        ui.expert_thinking,
                        &[("seconds", &seconds.to_string()), ("draws", &draws.to_string())],
                    )}
                </p>
                <p data-testid="expert-best">{fill(ui.expert_best, &[("play", &best)])}</p>
                <button
                    type="button"
                    data-testid="play-now"
                    on:click=move |ev| {
                        if crate::browser::single_click(&ev) {
                            computer.play_now(app);
                        }
                    }
                >
                    {ui.play_now}
                </button>
            </div>
        })
    }
}

/// The hard level's best plays, each laid out by a click; with no legal
/// play, what it would do instead.
#[component]
fn Hints() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let show_hints = move |hints: Vec<krada::worker_protocol::Hint>| {
        let lang = app.lang.get();
        let rows = app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let rack = app.turn.with_untracked(|t| t.rack().to_vec());
            Some(
                hints
                    .iter()
                    .map(|hint| explain(lang, &s.game, &rack, hint))
                    .collect::<Vec<_>>(),
            )
        })?;
        Some(
            hints
                .into_iter()
                .zip(rows)
                .enumerate()
                .map(|(i, (hint, (line, why)))| {
                    let placements = hint.placements.clone();
                    view! {
                        <li>
                            <button
                                class="hint"
                                data-testid=format!("hint-{i}")
                                on:click=move |_| app.lay_out(&placements)
                            >
                                <span class="hint-line">{line}</span>
                                <span class="hint-why">{why}</span>
                            </button>
                        </li>
                    }
                })
                .collect_view(),
        )
    };
    move || match computer.hints.get() {
        Some(hints) if hints.is_empty() => Some(view! { <NothingToPlay /> }.into_any()),
        Some(hints) => show_hints(hints)
            .map(|items| view! { <ol class="hints" data-testid="hints">{items}</ol> }.into_any()),
        None => None,
    }
}

/// No legal play: the exchange (or pass) the hard level would make instead.
#[component]
fn NothingToPlay() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    move || {
        let ui = app.lang.get().ui();
        let instead = match computer.instead.get() {
            Some(Action::Exchange(tiles)) => {
                let tiles = app.session.with_untracked(|s| {
                    s.as_ref().map_or(String::new(), |s| {
                        tile_labels(&s.game.rules().tiles, &tiles)
                    })
                });
                fill(ui.instead_exchange, &[("tiles", &tiles)])
            }
            _ => ui.instead_pass.to_string(),
        };
        view! {
            <p class="no-play" data-testid="no-play" role="status">
                {ui.no_legal_play}
                " "
                {instead}
            </p>
        }
    }
}

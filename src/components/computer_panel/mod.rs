//! The computer player's corner of the game screen: what it is doing, a way to
//! start it again if it was lost, and the hint list for the player.

mod expert_thinking;
mod hints;
mod nothing_to_play;
use crate::computer::use_computer;
use crate::state::use_app;
use expert_thinking::ExpertThinking;
use hints::Hints;
use krada::worker_protocol::Hint;
use krada_ai::simulate::Candidate;
use krada_engine::game::{Action, Game};
use krada_engine::notation::square_name;
use krada_engine::tileset::TileId;
use krada_text::{Lang, fill, signed_tenths, tenths, tile_labels};
use leptos::prelude::*;
use nothing_to_play::NothingToPlay;

/// A hint as a player reads it: the whole line it makes, board tiles
/// included (`8G 9×4=36`), and why it ranks where it does: its score plus
/// the value of the tiles it keeps, less what the premium squares it opens
/// to the opponent cost.
fn explain(lang: Lang, game: &Game, rack: &[TileId], hint: &Hint) -> (String, String) {
    let set = &game.rules().tiles;
    let line = game.play_line(&hint.placements).unwrap_or_default();
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
    // With the bag nearly empty, what decides: the draws it wins.
    let why = match hint.draws {
        Some(d) => format!("{}; {why}", ui.draws_won(d)),
        None => why,
    };
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
    // Hints belong to one position: a move clears them, and nothing else
    // does (a language switch renames the sides, and kept them open).
    Effect::new(move |before: Option<Option<(String, usize)>>| {
        let position = app
            .session
            .with(|s| s.as_ref().map(|s| (s.id.clone(), s.game.turns().len())));
        if before.as_ref() != Some(&position) {
            app.clear_hints();
        }
        position
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
                            computer.start();
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

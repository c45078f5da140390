//! The expert's simulation while it runs: time, draws, the best move so
//! far (never the computer's tiles) and *Play now*.

use super::*;
use crate::computer::use_computer;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn ExpertThinking() -> impl IntoView {
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
                            computer.play_now();
                        }
                    }
                >
                    {ui.play_now}
                </button>
            </div>
        })
    }
}

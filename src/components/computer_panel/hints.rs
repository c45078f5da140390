//! The hard level's best plays, each laid out by a click; with no legal
//! play, what it would do instead.

use super::*;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn Hints() -> impl IntoView {
    let app = use_app();
    let show_hints = move |hints: Vec<krada::worker_protocol::Hint>| {
        let lang = app.lang.get();
        let rows = app
            .with_game_untracked(|s| {
                let rack = app.turn.with_untracked(|t| t.rack().to_vec());
                Some(
                    hints
                        .iter()
                        .map(|hint| explain(lang, &s.game, &rack, hint))
                        .collect::<Vec<_>>(),
                )
            })
            .flatten()?;
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
    move || {
        match app.hints.get().map(|h| h.plays) {
        Some(hints) if hints.is_empty() => Some(view! { <NothingToPlay /> }.into_any()),
        Some(hints) => show_hints(hints).map(|items| {
            view! {
                <div class="hints-box">
                    // Over the clock on a phone held sideways; closed here.
                    <button class="hints-close" data-testid="hints-close" on:click=move |_| app.clear_hints()>
                        {move || app.lang.get().ui().close}
                    </button>
                    <ol class="hints" data-testid="hints">{items}</ol>
                </div>
            }
            .into_any()
        }),
        None => None,
    }
    }
}

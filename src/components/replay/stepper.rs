//! The replay's totals, the step shown, and the buttons and slider that
//! step through the game.

use super::ReplayView;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn Stepper(view: ReplayView) -> impl IntoView {
    let app = view.app;
    let ui = move || app.lang.get().ui();
    let names = move || {
        let lang = app.lang.get();
        app.replay
            .with(|r| r.as_ref().map_or(Default::default(), |r| r.names_in(lang)))
    };
    let totals = move || {
        app.replay.with(|r| {
            r.as_ref()
                .and_then(|r| r.at.checked_sub(1).map(|i| r.steps[i].totals))
                .unwrap_or([0, 0])
        })
    };
    let (at, count) = (move || view.at(), move || view.count());
    // A board shared without its moves (the wall's QR code, a position):
    // what it is, not an empty game's score and steps.
    let tiles_on_board = move || {
        app.replay
            .with(|r| r.as_ref().map_or(0, |r| r.board().tiles().count()))
    };
    let board_only = move || count() == 0;
    view! {
        <div class="replay-stepper">
        <Show when=board_only>
            <p data-testid="replay-board-only">
                {move || fill(ui().replay_board_only, &[("n", &tiles_on_board().to_string())])}
            </p>
        </Show>
        <Show when=move || !board_only()>
        <p class="replay-scores" data-testid="replay-scores">
            {move || {
                let [a, b] = names();
                let [sa, sb] = totals().map(krada_text::score);
                // A class's rounds have one side: the best plays' total.
                if b.is_empty() { format!("{a}: {sa}") } else { format!("{a} {sa} – {sb} {b}") }
            }}
        </p>
        <p data-testid="replay-step">
            {move || match at() {
                0 => ui().replay_start.to_string(),
                n => fill(ui().replay_step, &[("n", &n.to_string()), ("count", &count().to_string())]),
            }}
        </p>
        <div class="replay-buttons">
            <button data-testid="replay-first" disabled=move || at() == 0 on:click=move |_| view.go(0)>
                {move || ui().replay_first}
            </button>
            <button data-testid="replay-prev" disabled=move || at() == 0 on:click=move |_| view.go(at().saturating_sub(1))>
                {move || ui().replay_prev}
            </button>
            <button data-testid="replay-next" disabled=move || at() == count() on:click=move |_| view.go(at() + 1)>
                {move || ui().replay_next}
            </button>
            <button data-testid="replay-last" disabled=move || at() == count() on:click=move |_| view.go(count())>
                {move || ui().replay_last}
            </button>
        </div>
        <input
            type="range"
            class="replay-slider"
            data-testid="replay-slider"
            min="0"
            max=move || count().to_string()
            prop:value=move || at().to_string()
            aria-label=move || ui().review_slider
            on:input=move |ev| view.go(event_target_value(&ev).parse().unwrap_or(0))
        />
        </Show>
        </div>
    }
}

//! The countdown, how many plays there are, and the round's next step.

use super::*;
use crate::browser;
use crate::model::clock;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn RoundStatus() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let countdown = move || {
        app.now.track();
        let now = browser::wall_ms();
        app.class.with(|c| c.as_ref()?.seconds_left(now))
    };
    let plays = move || app.class.with(|c| c.as_ref()?.plays);
    let over = move || {
        app.class
            .with(|c| c.as_ref().is_some_and(|c| c.session.is_over()))
    };
    view! {
        <div class="panel">
            {move || countdown().map(|s| view! {
                <p class="class-countdown" class:done=s == 0 role="timer" data-testid="class-countdown">
                    {clock::format_left(s as i64 * 1000)}
                </p>
            })}
            <p data-testid="class-plays">
                {move || match plays() {
                    Some(n) => fill(ui().class_plays_count, &[("plays", &n.to_string())]),
                    None => ui().class_listing.to_string(),
                }}
            </p>
            <Show when=over>
                <p class="class-over" data-testid="class-over">{move || ui().class_over}</p>
            </Show>
            <RoundButtons />
        </div>
    }
}

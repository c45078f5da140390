//! The announcer: one polite live region that says what happens in the
//! game — each move with the scores, a challenge's verdict, the clock at
//! one minute and past its time, the hints, the end (`state/voice.rs`).
//! Hidden from the eye, which has the board, the sheet and the clock.

use crate::state::use_app;
use leptos::prelude::*;
use std::time::Duration;

/// How long after the announcer is drawn it says the moves it missed.
const CATCH_UP_AFTER: Duration = Duration::from_millis(400);

#[component]
pub fn Announcer() -> impl IntoView {
    let app = use_app();
    // A reader hears what a live region gains, not what it held when
    // drawn: the moves made before it was drawn are added a moment later.
    let (ready, set_ready) = signal(false);
    set_timeout(move || set_ready.set(true), CATCH_UP_AFTER);
    app.follow_turns(ready);
    app.follow_clock();
    app.follow_hints();
    let lines = move || app.news.with(|n| n.lines().to_vec());
    view! {
        <div
            class="visually-hidden"
            role="log"
            aria-live="polite"
            aria-label=move || app.lang.get().ui().said_label
            data-testid="announcer"
        >
            // Each line numbered, so the log's order is kept where a line
            // repeats (a test reads it so).
            <For each=lines key=|(id, _)| *id let((id, text))>
                <p data-said=id>{text}</p>
            </For>
        </div>
    }
}

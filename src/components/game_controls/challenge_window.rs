//! The time left to decide on a challenge, with "Hold", on the clock while
//! there is a play to challenge (docs/rules.md, A-Math: Checking plays).

use crate::model::clock;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn ChallengeWindow() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let window = move || {
        let now = app.now.get();
        app.session.with(|s| {
            let s = s.as_ref().filter(|s| !s.handover)?;
            Some((s.challenge_time_left(now)?, s.stops.held))
        })
    };
    move || {
        window().map(|(left, held)| {
            view! {
                <p class="challenge-window" role="timer" data-testid="challenge-window">
                    {fill(ui().challenge_window, &[("time", &clock::format_left(left as i64))])}
                    {(!held && left > 0).then(|| view! {
                        " "
                        <button data-testid="hold" on:click=move |_| app.hold()>{move || ui().hold}</button>
                    })}
                </p>
            }
        })
    }
}

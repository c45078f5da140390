//! The chess clock: both sides' times, the running side highlighted,
//! overtime in red with the penalty it costs so far.

use super::game_controls::ChallengeWindow;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn Clock() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let side = move |side: u8| {
        let now = app.now.get();
        app.with_game(|s| {
            let game = &s.game;
            let running = game.to_move() == side && s.timer.is_running() && !game.is_over();
            let face = s.clock_face(side, now);
            let (shown, overtime, penalty) = (face.text(), face.overtime(), face.penalty);
            Some((
                game.config().sides[side as usize].name.clone(),
                game.score(side),
                shown,
                running,
                overtime,
                penalty,
            ))
        })
        .flatten()
    };
    // A puzzle is timed by its own clock: the sides' times say nothing.
    let in_puzzle = move || app.in_puzzle();
    let faces = move || {
        let timed = !in_puzzle();
        [0u8, 1]
            .into_iter()
            .filter_map(|i| side(i).map(|v| (i, v)))
            .map(|(i, (name, score, shown, running, overtime, penalty))| {
                view! {
                    <div
                        class="clock-side"
                        class:running=running
                        class:overtime=overtime
                        data-testid=format!("clock-{i}")
                    >
                        <span class="side-name">{name}</span>
                        <span class="side-score" data-testid=format!("score-{i}")>{score}</span>
                        {timed.then(|| view! { <span class="side-time" role="timer">{shown}</span> })}
                        {(penalty > 0)
                            .then(|| {
                                view! {
                                    <span class="penalty" data-testid=format!("penalty-{i}")>
                                        {fill(ui().overtime_penalty, &[("points", &penalty.to_string())])}
                                    </span>
                                }
                            })}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <aside class="panel clock" data-testid="clock-panel" aria-label=move || ui().score_bar>
            <h2>{move || ui().clock}</h2>
            <Show
                when=move || app.has_game()
                fallback=move || view! { <p class="placeholder">{move || ui().clock_off}</p> }
            >
                {faces}
                <ChallengeWindow />
                <p class="bag-count" data-testid="bag-count">
                    {move || {
                        let n = app.session.with(|s| s.as_ref().map_or(0, |s| s.game.bag_len()));
                        ui().in_the_bag(n)
                    }}
                </p>
            </Show>
        </aside>
    }
}

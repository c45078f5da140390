//! The last play's challenge, as the seeds time it: the side to move may
//! call "Hold" or "Challenge" while its time to decide lasts (A-Math: 20
//! seconds, a minute more after Hold; Crossword: as long as it needs, the
//! player waiting a minute to draw after Hold). A called challenge stops
//! both clocks and stays until the verdict is entered with one tap.

use crate::model::clock::format_left;
use crate::model::table::ChallengeState;
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableChallenge() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let state = move || ctx.with(|t| t.challenge_state(ctx.now.get())).flatten();
    let name = move |side: u8| {
        ctx.with(|t| t.names[side as usize].clone())
            .unwrap_or_default()
    };
    let time = |ms: u64| format_left(ms as i64);
    let deciding = move |player: u8,
                         left_ms: Option<u64>,
                         held: bool,
                         draw_wait_ms: Option<u64>| {
        let ui = ui();
        let left = left_ms.map(|ms| ui.table_decide_left.replace("{time}", &time(ms)));
        let wait = draw_wait_ms.filter(|&ms| ms > 0).map(|ms| {
            ui.table_held_wait
                .replace("{name}", &name(player))
                .replace("{time}", &time(ms))
        });
        view! {
            <p>
                {ui.table_may_challenge.replace("{name}", &name(1 - player))}
                {left.map(|left| view! { " · "<span role="timer" data-testid="table-decide-left">{left}</span> })}
            </p>
            {wait.map(|wait| view! { <p data-testid="table-draw-wait">{wait}</p> })}
            <div class="challenge-buttons">
                <button data-testid="table-hold" disabled=held on:click=move |_| { ctx.change(|t, at| t.hold(at)); }>
                    {ui.table_hold}
                </button>
                <button data-testid="table-challenge" on:click=move |_| { ctx.change(|t, at| t.call_challenge(at)); }>
                    {ui.table_challenge}
                </button>
            </div>
        }
        .into_any()
    };
    let called = move || {
        let ui = ui();
        let verdict = move |stands: bool| {
            move |_| {
                ctx.change(|t, at| t.verdict(stands, at));
            }
        };
        view! {
            <p role="status">{ui.table_challenge_called}</p>
            <div class="challenge-buttons">
                <button data-testid="table-play-off" on:click=verdict(false)>{ui.table_play_off}</button>
                <button data-testid="table-play-stands" on:click=verdict(true)>{ui.table_play_stands}</button>
            </div>
        }
        .into_any()
    };
    view! {
        {move || state().map(|state| {
            let inner = match state {
                ChallengeState::Deciding { player, left_ms, held, draw_wait_ms } => deciding(player, left_ms, held, draw_wait_ms),
                ChallengeState::Called { .. } => called(),
            };
            view! { <div class="table-challenge" data-testid="table-challenge-box">{inner}</div> }
        })}
    }
}

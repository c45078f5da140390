//! Start the countdown, reveal, draw again when no play exists, show the
//! next play, go to the next round: whichever the round is ready for.

use crate::browser;
use crate::model::class::{ClassState, Phase};
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn RoundButtons() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let with = move |f: &dyn Fn(&ClassState) -> bool| app.class.with(|c| c.as_ref().is_some_and(f));
    let over = move || with(&|c| c.session.is_over());
    let revealed = |c: &ClassState| matches!(c.phase, Phase::Revealed { .. });
    view! {
        <div class="class-buttons">
            <Show when=move || with(&|c| c.phase == Phase::Ready) && !over()>
                <button class="primary" data-testid="class-countdown-start" on:click=move |_| {
                    app.change_class(|c| c.start_countdown(browser::wall_ms()));
                }>{move || ui().class_start_countdown}</button>
            </Show>
            <Show when=move || with(&|c| !revealed(c) && c.plays.is_some_and(|n| n > 0)) && !over()>
                <button data-testid="class-reveal" on:click=move |_| { app.change_class(|c| c.reveal()); }>
                    {move || ui().class_reveal}
                </button>
            </Show>
            // A rack with few plays gives little to find: another, before
            // any entry.
            <Show when=move || with(&|c| c.may_redraw() && c.plays.is_some_and(|n| n > 0))>
                <button data-testid="class-draw-again" on:click=move |_| { app.change_class(|c| c.redraw()); }>
                    {move || ui().class_draw_again}
                </button>
            </Show>
            <Show when=move || with(&|c| c.plays == Some(0)) && !over()>
                <button class="primary" data-testid="class-redraw" on:click=move |_| {
                    app.change_class(|c| {
                        c.reveal();
                        c.next_round();
                    });
                }>{move || ui().class_no_play}</button>
            </Show>
            <Show when=move || with(&|c| revealed(c) && c.plays != Some(0))>
                <button data-testid="class-show-next" on:click=move |_| { app.change_class(|c| c.show_next()); }>
                    {move || ui().class_show_next}
                </button>
                <button class="primary" data-testid="class-next-round" on:click=move |_| { app.change_class(|c| c.next_round()); }>
                    {move || ui().class_next_round}
                </button>
            </Show>
        </div>
    }
}

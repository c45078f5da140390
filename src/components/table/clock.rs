//! The clock: two large halves, each facing its player (on a phone lying
//! flat between them the far half is turned round). A tap on your own half,
//! or the space bar, ends your turn.

use crate::browser;
use crate::components::table::challenge::TableChallenge;
use crate::components::table::half::TableHalf;
use crate::state::table::{Page, TableCtx};
use crate::state::{Screen, use_app};
use leptos::prelude::*;

#[component]
pub fn TableClockView() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let space = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .is_some();
        if ev.key() == " " && !typing {
            ev.prevent_default();
            if let Some(side) = ctx.with(|t| t.clock.to_move) {
                ctx.end_turn(side);
            }
        }
    });
    on_cleanup(move || space.remove());
    let called = move || {
        ctx.with(|t| t.clock.challenge.is_some_and(|c| c.called))
            .unwrap_or(false)
    };
    let paused = move || ctx.with(|t| t.clock.running.is_none()).unwrap_or(false);
    view! {
        <div class="table-clock">
            <TableHalf side=0 />
            <div class="clock-controls">
                <TableChallenge />
                <button data-testid="table-pause" disabled=called on:click=move |_| {
                    ctx.change(|t, at| match t.clock.running {
                        Some(_) => t.clock.pause(at),
                        None => t.clock.resume(at),
                    });
                }>
                    {move || if paused() { ui().table_resume } else { ui().table_pause }}
                </button>
                <button data-testid="table-sheet" on:click=move |_| ctx.page.set(Page::Sheet)>
                    {move || ui().table_sheet}
                </button>
                <button data-testid="table-judge" on:click=move |_| app.go(Screen::Judge)>{move || ui().judge_menu}</button>
                <button data-testid="table-new" on:click=move |_| {
                    if browser::confirm(ui().table_new_confirm) { ctx.table.set(None) }
                }>{move || ui().table_new}</button>
            </div>
            <TableHalf side=1 />
        </div>
        <p class="table-hint">{move || ui().table_hint}</p>
    }
}

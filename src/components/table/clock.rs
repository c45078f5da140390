//! The clock: two large halves, each facing its player (on a phone lying
//! flat between them the far half is turned round). A tap on your own half,
//! or the space bar, ends your turn.

use crate::browser;
use crate::model::table_clock::{TableClock, show};
use crate::state::{Screen, use_app};
use leptos::prelude::*;

#[component]
pub fn TableClockView(table: RwSignal<Option<TableClock>>, now: RwSignal<f64>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let change = move |f: &dyn Fn(&mut TableClock, f64)| {
        let at = browser::wall_ms();
        now.set(at);
        table.update(|t| {
            if let Some(t) = t {
                f(t, at);
            }
        });
    };
    let space = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .is_some();
        if ev.key() == " " && !typing {
            ev.prevent_default();
            change(&|t, at| t.end_turn(t.to_move, at));
        }
    });
    on_cleanup(move || space.remove());
    let paused = move || table.with(|t| t.as_ref().is_some_and(|t| t.running.is_none()));
    let half = move |side: u8| {
        let face = move || table.with(|t| t.as_ref().map(|t| t.face(side, now.get())));
        let name = move || table.with(|t| t.as_ref().map(|t| t.names[side as usize].clone()));
        view! {
            <button
                class=format!("table-half side-{side}")
                class:running=move || face().is_some_and(|f| f.running)
                class:over=move || face().is_some_and(|f| f.left_ms < 0)
                data-testid=format!("table-clock-{side}")
                aria-pressed=move || face().is_some_and(|f| f.running).to_string()
                on:click=move |_| change(&move |t, at| t.end_turn(side, at))
            >
                <span class="table-name">{name}</span>
                <span class="table-time" role="timer">{move || face().map(|f| show(f.left_ms))}</span>
                <span class="table-penalty" data-testid=format!("table-penalty-{side}")>
                    {move || face().filter(|f| f.penalty > 0).map(|f| format!("−{}", f.penalty))}
                </span>
            </button>
        }
    };
    view! {
        <div class="table-clock">
            {half(0)}
            <div class="clock-controls">
                <button data-testid="table-pause" on:click=move |_| change(&|t, at| {
                    if t.running.is_some() { t.pause(at) } else { t.resume(at) }
                })>
                    {move || if paused() { ui().table_resume } else { ui().table_pause }}
                </button>
                <button data-testid="table-judge" on:click=move |_| app.go(Screen::Judge)>{move || ui().judge_menu}</button>
                <button data-testid="table-new" on:click=move |_| table.set(None)>{move || ui().table_new}</button>
            </div>
            {half(1)}
        </div>
        <p class="table-hint">{move || ui().table_hint}</p>
    }
}

//! One side's half of the clock: its name, its time (counting up past it)
//! and the penalty earned. A tap ends that side's turn; a tap on the
//! waiting side's half does nothing.

use crate::state::table::TableCtx;
use leptos::prelude::*;

#[component]
pub fn TableHalf(side: u8, #[prop(optional)] compact: bool) -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let face = move || ctx.with(|t| t.clock.face(side, ctx.now.get()));
    let name = move || ctx.with(|t| t.names[side as usize].clone());
    view! {
        <button
            class=format!("table-half side-{side}")
            class:compact=compact
            class:running=move || ctx.with(|t| t.clock.runs(side)).unwrap_or(false)
            class:over=move || face().is_some_and(|f| f.overtime())
            data-testid=format!("table-clock-{side}")
            aria-pressed=move || ctx.with(|t| t.clock.runs(side)).unwrap_or(false).to_string()
            on:click=move |_| ctx.end_turn(side)
        >
            <span class="table-name">{name}</span>
            <span class="table-time" role="timer">{move || face().map(|f| f.text())}</span>
            <span class="table-penalty" data-testid=format!("table-penalty-{side}")>
                {move || face().filter(|f| f.penalty > 0).map(|f| format!("−{}", f.penalty))}
            </span>
        </button>
    }
}

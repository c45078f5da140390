//! The tile tracker of a sheet kept by scores: each tile tapped off as it
//! is played, the last tap undone by one button; what is left shows on
//! each tile.

use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableTracker() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let unseen = move || {
        ctx.with(|t| {
            let tiles = t.rules().tiles;
            let left = t.sheet.unseen(&tiles);
            left.into_iter()
                .map(|(id, n)| (id, tiles.kind(id).label, n))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let total = move || unseen().iter().map(|&(_, _, n)| n as u32).sum::<u32>();
    view! {
        <details class="table-tracker" data-testid="table-tracker">
            <summary>
                {move || ui().table_tracker}" · "
                <span data-testid="table-unseen">{move || ui().table_unseen.replace("{n}", &total().to_string())}</span>
            </summary>
            <p>{move || ui().table_tracker_hint}</p>
            <div class="tracker-tiles">
                {move || unseen().into_iter().map(|(id, label, n)| view! {
                    <button class="tracker-tile" class:gone=n == 0 disabled=n == 0
                        data-testid=format!("table-track-{label}")
                        on:click=move |_| { ctx.change(|t, _| { let tiles = t.rules().tiles; t.sheet.tap_off(&tiles, id) }); }>
                        <span class="label">{label}</span>
                        <span class="left">{n}</span>
                    </button>
                }).collect_view()}
            </div>
            <button data-testid="table-track-undo" on:click=move |_| { ctx.change(|t, _| t.sheet.put_back_last()); }>
                {move || ui().table_tracker_undo}
            </button>
        </details>
    }
}

//! The event's heading: its name and round, the next round's pairing, the
//! desk's tabs and the wall.

use crate::state::desk::{DeskCtx, Tab};
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn DeskHeader() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let round = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(0, |t| t.current_round()))
    };
    let total = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(0, |t| t.settings.rounds))
    };
    let name = move || {
        ctx.event
            .with(|e| e.as_ref().map(|t| t.name.clone()).unwrap_or_default())
    };
    let where_at = move || match round() {
        0 => ui().desk_not_paired.to_string(),
        n => fill(
            ui().desk_round_of,
            &[("n", &n.to_string()), ("total", &total().to_string())],
        ),
    };
    let tab =
        move |which: Tab, test_id: &'static str, label: fn(&krada_text::Ui) -> &'static str| {
            view! {
                <button
                    role="tab"
                    data-testid=test_id
                    aria-selected=move || (ctx.tab.get() == which).to_string()
                    on:click=move |_| ctx.tab.set(which)
                >
                    {move || label(ui())}
                </button>
            }
        };
    view! {
        <header class="desk-header no-print">
            <h2>{move || if name().is_empty() { ui().desk_title.to_string() } else { name() }}</h2>
            <p data-testid="desk-round">{where_at}</p>
            <div class="desk-actions">
                <Show
                    when=move || round() < total()
                    fallback=move || view! { <span>{move || ui().desk_all_paired}</span> }
                >
                    <button class="primary" data-testid="desk-pair" on:click=move |_| ctx.pair()>
                        {move || fill(ui().desk_pair, &[("n", &(round() + 1).to_string())])}
                    </button>
                </Show>
                <button data-testid="desk-wall" on:click=move |_| ctx.wall.set(true)>
                    {move || ui().desk_wall}
                </button>
            </div>
            <div class="desk-tabs" role="tablist">
                {tab(Tab::Round, "desk-tab-round", |u| u.desk_pairings)}
                {tab(Tab::Standings, "desk-tab-standings", |u| u.desk_standings)}
                {tab(Tab::Entrants, "desk-tab-entrants", |u| u.desk_entrants)}
                {tab(Tab::Print, "desk-tab-print", |u| u.desk_print_tab)}
            </div>
        </header>
    }
}

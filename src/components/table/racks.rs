//! The racks left at the end, tapped in tile by tile; a rack left empty
//! went out.

use crate::model::table::SheetError;
use crate::model::table::entry::RacksLeft;
use crate::state::table::{Page, TableCtx};
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn RacksForm() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let left = RwSignal::new(RacksLeft::default());
    let refused = RwSignal::new(false);
    let finish = move |_| {
        let racks = left.get_untracked().racks;
        let done = ctx.change(|t, at| t.finish(racks, at));
        refused.set(matches!(done, Some(Err(SheetError::NobodyOut))));
    };
    let rack = move |side: u8| {
        let name = move || {
            ctx.with(|t| t.names[side as usize].clone())
                .unwrap_or_default()
        };
        let kinds = ctx.with(|t| t.rules()).map(|r| (r.tiles, r.rack_size));
        let shown = move || {
            let labels = ctx
                .with(|t| left.with(|l| l.labels(&t.rules().tiles, side).join(" ")))
                .unwrap_or_default();
            match labels.is_empty() {
                true => ui().table_rack_empty.to_string(),
                false => labels,
            }
        };
        let buttons = kinds.map(|(tiles, rack_size)| {
            tiles.ids().map(|id| {
                let label = tiles.kind(id).label;
                let tiles = tiles.clone();
                view! {
                    <button class="tracker-tile" data-testid=format!("table-rack-{side}-{label}")
                        on:click=move |_| { left.update(|l| { l.add(&tiles, rack_size, side, id); }); }>
                        <span class="label">{label}</span>
                    </button>
                }
            }).collect_view()
        });
        view! {
            <fieldset class="rack-left">
                <legend>{move || ui().table_rack_of.replace("{name}", &name())}</legend>
                <p class="rack-shown" data-testid=format!("table-rack-{side}")>{shown}</p>
                <div class="tracker-tiles">{buttons}</div>
                <button data-testid=format!("table-rack-clear-{side}") on:click=move |_| left.update(|l| l.clear(side))>
                    {move || ui().table_clear}
                </button>
            </fieldset>
        }
    };
    view! {
        <div class="table-end">
            <h2>{move || ui().table_end}</h2>
            <p>{move || ui().table_end_intro}</p>
            {rack(0)}
            {rack(1)}
            <Show when=move || refused.get()>
                <p class="notice-inline" role="alert">{move || ui().table_nobody_out}</p>
            </Show>
            <div class="sheet-controls">
                <button data-testid="table-finish" class="primary" on:click=finish>{move || ui().table_finish}</button>
                <button data-testid="table-reopen" on:click=move |_| ctx.page.set(Page::Sheet)>{move || ui().table_reopen}</button>
            </div>
        </div>
    }
}

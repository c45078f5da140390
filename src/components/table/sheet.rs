//! The score sheet page: both clocks small at the top (still a tap to end
//! a turn), the number pad for the next line, the lines so far, and the
//! tile tracker.

use crate::components::table::challenge::TableChallenge;
use crate::components::table::gcg_button::TableGcgButton;
use crate::components::table::half::TableHalf;
use crate::components::table::lines::SheetLines;
use crate::components::table::overdrawn::TableOverdrawn;
use crate::components::table::pad::TablePad;
use crate::components::table::tracker::TableTracker;
use crate::state::table::{Page, TableCtx};
use crate::state::{Screen, use_app};
use leptos::prelude::*;

#[component]
pub fn TableSheet() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let correcting = RwSignal::new(None::<usize>);
    let scoreless_over = move || ctx.with(|t| t.scoreless_over()).unwrap_or(false);
    view! {
        <div class="table-sheet-page">
            <div class="table-strip">
                <TableHalf side=0 compact=true />
                <TableHalf side=1 compact=true />
            </div>
            <TableChallenge />
            <Show when=scoreless_over>
                <p class="notice-inline" role="status" data-testid="table-scoreless-over">
                    {move || ui().table_scoreless_over}
                </p>
            </Show>
            <TablePad correcting />
            <SheetLines correcting=Some(correcting) />
            <div class="sheet-aside">
                <TableTracker />
                <TableOverdrawn />
            </div>
            <div class="sheet-controls">
                <button data-testid="table-show-clock" on:click=move |_| ctx.page.set(Page::Clock)>
                    {move || ui().table_show_clock}
                </button>
                <button data-testid="table-end" class:primary=scoreless_over on:click=move |_| ctx.open_end()>
                    {move || ui().table_end}
                </button>
                <TableGcgButton />
                <button data-testid="table-judge" on:click=move |_| app.go(Screen::Judge)>{move || ui().judge_menu}</button>
            </div>
        </div>
    }
}

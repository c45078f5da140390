//! *Download as GCG* for a Crossword game kept at the table: the record
//! other programs and Krada's replay read. Refused, with the reason, when a
//! play was entered by its score alone.

use crate::browser;
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableGcgButton() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let refused = RwSignal::new(false);
    let crossword = move || ctx.with(|t| t.rules().kind.needs_words()).unwrap_or(false);
    let download = move |_| match ctx.with(|t| t.to_gcg()) {
        Some(Ok(gcg)) => {
            refused.set(false);
            browser::download(
                "krada-table.gcg",
                &gcg.to_text(),
                "text/plain;charset=utf-8",
            );
        }
        _ => refused.set(true),
    };
    view! {
        <Show when=crossword>
            <button data-testid="table-download-gcg" on:click=download>{move || ui().table_download_gcg}</button>
            <Show when=move || refused.get()>
                <p class="notice-inline" role="alert">{move || ui().table_gcg_needs_plays}</p>
            </Show>
        </Show>
    }
}

//! The finished table's game as a file of Krada's own (any game, A-Math
//! too) and in the replay, move by move.

use crate::browser;
use crate::model::replay::Replay;
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

/// The name a table's file is downloaded and replayed under.
const FILE_NAME: &str = "krada-table.json";

#[component]
pub fn TableFileButtons() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let download = move |_| {
        if let Some(text) = ctx.with(|t| t.to_file()) {
            browser::download(FILE_NAME, &text, "application/json");
        }
    };
    let replay = move |_| {
        if let Some(replay) = ctx.with(|t| Replay::of_table(FILE_NAME.into(), t)) {
            app.show_replay(replay);
        }
    };
    view! {
        <button data-testid="table-replay" on:click=replay>{move || ui().table_replay}</button>
        <button data-testid="table-download-record" on:click=download>{move || ui().table_download_record}</button>
    }
}

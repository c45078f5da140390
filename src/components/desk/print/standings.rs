//! The standings to print, each division's, and the school table.

use super::event_name;
use crate::components::desk::school_table::SchoolTable;
use crate::components::desk::standings::standings_tables;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn PrintStandings() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    view! {
        <h2>{event_name(ctx)} " — " {move || ui().desk_standings}</h2>
        {standings_tables(ctx, "paper-sheet")}
        <SchoolTable />
    }
}

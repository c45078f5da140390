//! A game on a real board: Krada as its clock and score sheet. These parts
//! draw the table that `state::table` keeps and change it through its
//! methods.

mod challenge;
mod clock;
mod clock_fields;
mod diagram;
mod end;
mod event_fields;
mod file_buttons;
mod gcg_button;
mod half;
mod lines;
mod overdrawn;
mod pad;
mod play_field;
mod racks;
mod recount;
mod result;
mod result_code;
mod setup;
mod sheet;
mod tracker;

use crate::state::table::{self as table_state, Page};
use leptos::prelude::*;

#[component]
pub fn TableScreen() -> impl IntoView {
    let app = crate::state::use_app();
    let ui = move || app.lang.get().ui();
    let invited = app.table_invite.with_untracked(Option::is_some);
    let (ctx, set_aside) = table_state::open(invited);
    view! {
        <main class="table-mode" data-testid="table-mode">
            <Show when=move || set_aside>
                <p class="notice-inline" role="status">{move || ui().table_unreadable}</p>
            </Show>
            {move || match (ctx.table.with(Option::is_some), ctx.page.get()) {
                (false, _) => view! { <setup::TableSetup /> }.into_any(),
                (true, Page::Clock) => view! { <clock::TableClockView /> }.into_any(),
                (true, Page::Sheet) => view! { <sheet::TableSheet /> }.into_any(),
                (true, Page::End) => view! { <end::TableEnd /> }.into_any(),
            }}
        </main>
    }
}

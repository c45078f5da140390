//! A game on a real board: Krada keeps its clock. The table is kept on the
//! device on every change (`model::table_clock`), so a reload, a locked
//! phone or a closed tab loses nothing.

mod clock;
mod setup;

use crate::browser::{self, WebStore};
use crate::model::table_clock::{self, Kept, TableClock};
use leptos::prelude::*;

#[component]
pub fn TableScreen() -> impl IntoView {
    let app = crate::state::use_app();
    let ui = move || app.lang.get().ui();
    let (kept, set_aside) = match table_clock::load(&mut WebStore) {
        Kept::Table(table) => (Some(table), false),
        Kept::Nothing => (None, false),
        Kept::SetAside => (None, true),
    };
    let table: RwSignal<Option<TableClock>> = RwSignal::new(kept);
    // Saved on every change; a full store only costs the keeping.
    Effect::new(move |_| {
        table.with(|t| {
            let _ = table_clock::save(&mut WebStore, t.as_ref());
        })
    });
    let now = RwSignal::new(browser::wall_ms());
    let ticks = set_interval_with_handle(
        move || now.set(browser::wall_ms()),
        std::time::Duration::from_millis(200),
    );
    on_cleanup(move || {
        if let Ok(ticks) = ticks {
            ticks.clear();
        }
    });
    view! {
        <main class="table-mode" data-testid="table-mode">
            <Show when=move || set_aside>
                <p class="notice-inline" role="status">{move || ui().table_unreadable}</p>
            </Show>
            {move || match table.with(Option::is_some) {
                true => view! { <clock::TableClockView table now /> }.into_any(),
                false => view! { <setup::TableSetup table /> }.into_any(),
            }}
        </main>
    }
}

//! The wall: a second window for the projector that shows only what the
//! whole room may see. It draws the [`WallView`] the controlling window
//! stores, redraws when another window changes it, and runs the clocks and
//! a class round's countdown on its own between changes.

mod wall_board;
mod wall_sheet;
mod wall_sides;
use crate::browser;
use crate::model::wall::WallView;
use crate::state::stored;
use krada_engine::rules::Rules;
use leptos::prelude::*;
use std::time::Duration;
use wall_board::WallBoard;
use wall_sheet::WallSheet;
use wall_sides::WallSides;

/// How many sheet lines the wall shows: the latest, in type that reads from
/// the back of a room.
const WALL_ROWS: usize = 12;

fn stored_view() -> Option<WallView> {
    stored::wall_view()
}

/// The wall window's whole page.
#[component]
pub fn Wall() -> impl IntoView {
    let view = RwSignal::new(stored_view());
    let now = RwSignal::new(browser::wall_ms());
    // Until a view arrives, the wall speaks the language chosen on this device.
    let lang = RwSignal::new(crate::lang::stored_or_browser_lang());
    Effect::new(move |_| {
        if let Some(l) = view.with(|v| v.as_ref().map(|v| v.lang)) {
            lang.set(l);
        }
        crate::lang::set_document_lang(lang.get());
    });
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        if stored::is_wall_view(ev.key().as_deref()) {
            view.set(stored_view());
        }
    });
    on_cleanup(move || storage.remove());
    if let Ok(handle) = set_interval_with_handle(
        move || now.set(browser::wall_ms()),
        Duration::from_millis(250),
    ) {
        on_cleanup(move || handle.clear());
    }
    let ui = move || lang.get().ui();
    let tiles = Memo::new(move |_| view.with(|v| v.as_ref().map(|v| v.tiles)));
    view! {
        <main class="wall" data-testid="wall">
            {move || match tiles.get() {
                None => view! {
                    <div class="wall-waiting">
                        <h1>{move || ui().app_title}</h1>
                        <p data-testid="wall-waiting">{move || ui().wall_waiting}</p>
                    </div>
                }
                .into_any(),
                Some(tiles) => view! {
                    <WallSides view now lang />
                    <WallBoard view tiles=Rules::for_tiles(tiles) lang />
                    <WallSheet view lang />
                }
                .into_any(),
            }}
        </main>
    }
}

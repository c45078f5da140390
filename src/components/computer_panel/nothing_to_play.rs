//! No legal play: the exchange (or pass) the hard level would make instead.

use crate::components::tile::with_tile_chips;
use crate::state::use_app;
use krada_engine::game::Action;
use leptos::prelude::*;

#[component]
pub(super) fn NothingToPlay() -> impl IntoView {
    let app = use_app();
    move || {
        let ui = app.lang.get().ui();
        let instead = match app.hints.get().and_then(|h| h.instead) {
            Some(Action::Exchange(tiles)) => app.session.with_untracked(|s| {
                s.as_ref().map(|s| {
                    with_tile_chips(ui.instead_exchange, &s.game.rules().tiles, &tiles).into_any()
                })
            }),
            _ => Some(ui.instead_pass.into_any()),
        };
        view! {
            // Said aloud by the announcer, once: not a live region of its own.
            <p class="no-play" data-testid="no-play">
                {ui.no_legal_play}
                " "
                {instead}
            </p>
        }
    }
}

//! No legal play: the exchange (or pass) the hard level would make instead.

use crate::state::use_app;
use krada_engine::game::Action;
use krada_text::{fill, tile_labels};
use leptos::prelude::*;

#[component]
pub(super) fn NothingToPlay() -> impl IntoView {
    let app = use_app();
    move || {
        let ui = app.lang.get().ui();
        let instead = match app.hints.get().and_then(|h| h.instead) {
            Some(Action::Exchange(tiles)) => {
                let tiles = app.session.with_untracked(|s| {
                    s.as_ref().map_or(String::new(), |s| {
                        tile_labels(&s.game.rules().tiles, &tiles)
                    })
                });
                fill(ui.instead_exchange, &[("tiles", &tiles)])
            }
            _ => ui.instead_pass.to_string(),
        };
        view! {
            <p class="no-play" data-testid="no-play" role="status">
                {ui.no_legal_play}
                " "
                {instead}
            </p>
        }
    }
}

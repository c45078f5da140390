//! The turn-order draw, shown until the first move.

use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn OrderDraw() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let text = move || {
        app.with_game(|s| {
            if !s.game.turns().is_empty() {
                return None;
            }
            let set = &s.game.rules().tiles;
            let names = &s.game.config().sides;
            let rounds: Vec<String> = s
                .game
                .order_draw()
                .iter()
                .map(|[a, b]| {
                    fill(
                        ui().order_draw_round,
                        &[
                            ("a", &names[0].name),
                            ("ta", set.kind(*a).label),
                            ("b", &names[1].name),
                            ("tb", set.kind(*b).label),
                        ],
                    )
                })
                .collect();
            let starter = &names[s.game.first() as usize].name;
            Some(format!(
                "{} {}",
                rounds.join(" · "),
                fill(ui().order_draw_starts, &[("name", starter)])
            ))
        })
        .flatten()
    };
    view! {
        {move || text().map(|t| view! { <p class="order-draw" data-testid="order-draw">{t}</p> })}
    }
}

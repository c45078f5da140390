//! The `TileTracker` component.

use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn TileTracker() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let unseen = move || {
        app.with_game(|s| {
            if s.handover {
                return None;
            }
            let viewer = s.game.to_move();
            let counts = s.game.unseen(viewer);
            let set = &s.game.rules().tiles;
            let total: u32 = counts.iter().map(|&c| c as u32).sum();
            let items: Vec<(String, u8)> = set
                .ids()
                .filter(|id| counts[id.0 as usize] > 0)
                .map(|id| (set.kind(id).label.to_string(), counts[id.0 as usize]))
                .collect();
            Some((total, items))
        })
        .flatten()
    };
    view! {
        {move || {
            unseen()
                .map(|(total, items)| {
                    view! {
                        // Scrolls within the panel when short of room: reachable by keyboard too.
                        <section class="tracker" data-testid="tracker" tabindex="0" aria-label=move || fill(ui().unseen_tiles, &[("count", &total.to_string())])>
                            <h3>{move || fill(ui().unseen_tiles, &[("count", &total.to_string())])}</h3>
                            <ul>
                                {items
                                    .into_iter()
                                    .map(|(label, count)| {
                                        let tile = label.clone();
                                        view! {
                                            <li data-tile=tile>
                                                <span class="t">{label}</span>
                                                <span class="n">{format!("×{count}")}</span>
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ul>
                        </section>
                    }
                })
        }}
    }
}

//! The rack everybody solves this round.

use crate::components::tile::{TileFace, tile_label};
use crate::state::use_app;
use krada_engine::rules::Rules;
use leptos::prelude::*;

#[component]
pub(super) fn ClassRack(rules: Rules) -> impl IntoView {
    let app = use_app();
    let kind = rules.kind;
    let set = rules.tiles;
    let rack = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            c.session
                .round_start()
                .rack
                .iter()
                .map(|&t| {
                    let kind_of = set.kind(t);
                    let label = tile_label(kind.notation(), kind_of, None);
                    (kind_of.label, label, kind_of.points, kind_of.blank)
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="class-rack" data-testid="class-rack" aria-label=move || app.lang.get().ui().class_rack>
            {move || {
                rack()
                    .into_iter()
                    .map(|(tile, label, points, blank)| view! {
                        <span class="rack-like" data-tile=tile><TileFace label points blank /></span>
                    })
                    .collect_view()
            }}
        </div>
    }
}

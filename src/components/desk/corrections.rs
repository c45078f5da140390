//! Results changed after they were entered (a table's result entered twice
//! with different scores, a correction): each listed with what it was and
//! what it is now, the current round's before the next is paired.

use crate::model::desk::outcome_text;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn DeskCorrections(round: Signal<u32>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let lines = move || {
        let round = round.get();
        ctx.event.with(|e| {
            e.as_ref().map_or(Vec::new(), |t| {
                t.log
                    .iter()
                    .filter(|c| c.round == round)
                    .map(|c| {
                        fill(
                            ui().desk_correction,
                            &[
                                ("round", &c.round.to_string()),
                                ("table", &c.table.to_string()),
                                ("was", &outcome_text(c.was)),
                                ("now", &outcome_text(c.now)),
                            ],
                        )
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        <Show when=move || !lines().is_empty()>
            <section class="desk-corrections" data-testid="desk-corrections">
                <h3>{move || ui().desk_corrections}</h3>
                <ul>{move || lines().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        </Show>
    }
}

//! The rounds so far and the standings.

use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

/// The rounds so far and each entrant's total against the best possible.
#[component]
pub(super) fn History() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let rounds = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            c.round_rows(app.lang.get())
        })
    };
    let standings = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            let best = c.session.best_total().to_string();
            c.session
                .standings()
                .into_iter()
                .map(|s| {
                    (
                        s.name,
                        fill(
                            ui().class_total_of_best,
                            &[("total", &s.total.to_string()), ("best", &best)],
                        ),
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !rounds().is_empty()>
            <div class="panel class-history">
                <h3>{move || ui().class_history}</h3>
                <ol data-testid="class-history">
                    {move || rounds().into_iter().map(|r| view! {
                        <li>{format!("{} — {}", r.event, r.score)}</li>
                    }).collect_view()}
                </ol>
                <h3>{move || ui().class_standings}</h3>
                <table class="sheet" data-testid="class-standings">
                    <tbody>
                        {move || standings().into_iter().map(|(name, total)| view! {
                            <tr><td>{name}</td><td class="num">{total}</td></tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </Show>
    }
}

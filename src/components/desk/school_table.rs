//! The team table: each school's best entrants added up, per division,
//! with how many count.

use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_desk::standings::{divisions, schools};
use krada_text::fill;
use leptos::prelude::*;

/// The team table of each division: each school's best entrants added up.
#[component]
pub(crate) fn SchoolTable() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let best = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(3, |t| t.settings.school_best))
    };
    let tables = move || {
        ctx.event.with(|e| {
            let Some(t) = e.as_ref() else {
                return Vec::new();
            };
            divisions(t)
                .into_iter()
                .map(|d| {
                    let rows: Vec<(String, String, String, String)> =
                        schools(t, &d, t.settings.school_best as usize)
                            .into_iter()
                            .map(|l| {
                                let names: Vec<&str> = l
                                    .counted
                                    .iter()
                                    .map(|&e| t.entrants[e].name.as_str())
                                    .collect();
                                (
                                    l.school,
                                    t.settings.scale.write(l.halves),
                                    format!("{:+}", l.spread),
                                    names.join(", "),
                                )
                            })
                            .collect();
                    (d, rows)
                })
                .filter(|(_, rows)| rows.len() > 1)
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !tables().is_empty()>
            <h3>{move || fill(ui().desk_schools, &[("n", &best().to_string())])}</h3>
            <label class="no-print desk-school-best">
                {move || ui().desk_school_best} " "
                <input type="number" min="1" max="20" data-testid="desk-school-best"
                    prop:value=move || best().to_string()
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                            ctx.set_school_best(n);
                        }
                    } />
            </label>
            {move || tables().into_iter().map(|(division, rows)| view! {
                <h4 class="desk-division">{division}</h4>
                <div class="desk-table-scroll" tabindex="0">
                    <table class="sheet desk-schools" data-testid="desk-schools">
                        <thead><tr>
                            <th scope="col">{move || ui().desk_rank}</th>
                            <th scope="col">{move || ui().desk_school}</th>
                            <th scope="col">{move || ui().desk_points}</th>
                            <th scope="col">{move || ui().desk_spread}</th>
                            <th scope="col">{move || ui().desk_player}</th>
                        </tr></thead>
                        <tbody>
                            {rows.into_iter().enumerate().map(|(i, (school, points, spread, names))| view! {
                                <tr><td>{i + 1}</td><td>{school}</td><td>{points}</td><td>{spread}</td><td>{names}</td></tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                </div>
            }).collect_view()}
        </Show>
    }
}

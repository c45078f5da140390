//! The round's pairings to print: each table, and everyone's table by
//! name, as a hall's notice board has it.

use super::event_name;
use crate::components::desk::round_tables;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn PrintPairings() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let (round, games) = round_tables(ctx);
    // Everyone's table by name, as a hall's notice board has it.
    let mut by_name: Vec<(String, u32)> = games
        .iter()
        .flat_map(|(n, a, b)| {
            std::iter::once((a.0.clone(), *n)).chain(b.iter().map(|b| (b.0.clone(), *n)))
        })
        .collect();
    by_name.sort_by_key(|(name, _)| name.to_lowercase());
    view! {
        <h2>{event_name(ctx)} " — " {move || fill(ui().desk_round_of, &[("n", &round.to_string()), ("total", &ctx.event.with(|e| e.as_ref().map_or(0, |t| t.settings.rounds)).to_string())])}</h2>
        <table class="paper-sheet desk-print-pairings">
            <thead><tr>
                <th scope="col">{move || ui().desk_table_word}</th>
                <th scope="col">{move || ui().desk_player}</th>
                <th scope="col">{move || ui().desk_player}</th>
            </tr></thead>
            <tbody>
                {games.into_iter().map(|(n, a, b)| view! {
                    <tr>
                        <td>{n}</td>
                        <td>{a.0}<small>{a.1}</small></td>
                        <td>{match b {
                            Some(b) => view! { {b.0}<small>{b.1}</small> }.into_any(),
                            None => view! { <em>{move || ui().desk_bye}</em> }.into_any(),
                        }}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        <h3>{move || ui().desk_find_table}</h3>
        <ol class="desk-find">
            {by_name.into_iter().map(|(name, n)| view! { <li><span>{name}</span><span>{n}</span></li> }).collect_view()}
        </ol>
    }
}

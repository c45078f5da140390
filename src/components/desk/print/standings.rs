//! The standings to print, each division's, and the school table.

use super::event_name;
use crate::components::desk::school_table::SchoolTable;
use crate::components::desk::standings::lines;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn PrintStandings() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    view! {
        <h2>{event_name(ctx)} " — " {move || ui().desk_standings}</h2>
        {lines(ctx).into_iter().map(|(division, lines)| view! {
            <h3>{division}</h3>
            <table class="paper-sheet desk-print-standings">
                <thead><tr>
                    <th scope="col">{move || ui().desk_rank}</th>
                    <th scope="col">{move || ui().desk_player}</th>
                    <th scope="col">{move || ui().desk_school}</th>
                    <th scope="col">{move || ui().desk_games}</th>
                    <th scope="col">{move || ui().desk_points}</th>
                    <th scope="col">{move || ui().desk_spread}</th>
                </tr></thead>
                <tbody>
                    {lines.into_iter().map(|l| view! {
                        <tr><td>{l.rank}</td><td>{l.name}</td><td>{l.school}</td><td>{l.games}</td><td>{l.points}</td><td>{l.spread}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
        }).collect_view()}
        <SchoolTable />
    }
}

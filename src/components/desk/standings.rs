//! The standings of each division: rank, name, school, games, points and
//! spread (each game's capped), best first.

use super::school_table::SchoolTable;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_desk::standings::{divisions, standings};
use leptos::prelude::*;

/// One standing as the table shows it.
#[derive(Clone, PartialEq)]
pub(crate) struct Line {
    pub rank: usize,
    pub name: String,
    pub school: String,
    pub games: u32,
    pub points: String,
    pub spread: String,
    pub withdrawn: bool,
}

/// Each division (its name, "" for the one) with its lines.
pub(crate) fn lines(ctx: DeskCtx) -> Vec<(String, Vec<Line>)> {
    ctx.event.with(|e| {
        let Some(t) = e.as_ref() else {
            return Vec::new();
        };
        divisions(t)
            .into_iter()
            .map(|division| {
                let lines = standings(t, &division)
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        let e = &t.entrants[s.entrant];
                        Line {
                            rank: i + 1,
                            name: e.name.clone(),
                            school: e.school.clone(),
                            games: s.games,
                            points: t.settings.scale.write(s.halves),
                            spread: format!("{:+}", s.spread),
                            withdrawn: !e.plays_in(t.current_round() + 1),
                        }
                    })
                    .collect();
                (division, lines)
            })
            .collect()
    })
}

/// Each division's standings as a table of class `class` (the screen's
/// sheet, or the printed page's).
pub(crate) fn standings_tables(ctx: DeskCtx, class: &'static str) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    move || {
        lines(ctx)
            .into_iter()
            .map(|(division, lines)| {
                view! {
                    <h3 class="desk-division">{division}</h3>
                    <div class="desk-table-scroll" tabindex="0">
                        <table class=class data-testid="desk-standings">
                            <thead>
                                <tr>
                                    <th scope="col">{move || ui().desk_rank}</th>
                                    <th scope="col">{move || ui().desk_player}</th>
                                    <th scope="col">{move || ui().desk_school}</th>
                                    <th scope="col">{move || ui().desk_games}</th>
                                    <th scope="col">{move || ui().desk_points}</th>
                                    <th scope="col">{move || ui().desk_spread}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {lines.into_iter().map(|l| view! {
                                    <tr data-testid=format!("desk-standing-{}", l.rank) class:withdrawn=l.withdrawn>
                                        <td>{l.rank}</td>
                                        <td>{l.name}</td>
                                        <td>{l.school}</td>
                                        <td>{l.games}</td>
                                        <td>{l.points}</td>
                                        <td>{l.spread}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                }
            })
            .collect_view()
    }
}

#[component]
pub(super) fn DeskStandings() -> impl IntoView {
    let ctx = expect_context::<DeskCtx>();
    view! {
        <section class="desk-standings-panel">
            {standings_tables(ctx, "sheet desk-standings")}
            <SchoolTable />
        </section>
    }
}

//! A score slip a table: the event, round and table, both players with
//! their schools, boxes for the scores, the winner and both signatures,
//! and a QR code that sets up table mode for this table (its players, the
//! event, round and table), whose finished game's code the desk then reads.

use super::event_name;
use crate::browser;
use crate::components::desk::round_tables;
use crate::components::qr::QrCode;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_features::link::{Shared, TableInvite, encode};
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn PrintSlips() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let (round, games) = round_tables(ctx);
    let event = event_name(ctx);
    view! {
        {games.into_iter().filter_map(|(n, a, b)| b.map(|b| (n, a, b))).map(|(n, a, b)| {
            let invite = TableInvite {
                tiles: None,
                event: event.clone(),
                round,
                table: n,
                names: [a.0.clone(), b.0.clone()],
            };
            let link = browser::address_with(&encode(&Shared::Table(invite)));
            let event = event.clone();
            view! {
                <article class="desk-slip" data-testid=format!("desk-slip-{n}")>
                    <QrCode text=link />
                    <header>
                        <strong>{event}</strong>
                        <span>{move || ui().desk_round} " " {round}</span>
                        <span class="slip-table">{move || fill(ui().desk_table, &[("n", &n.to_string())])}</span>
                    </header>
                    <table class="paper-sheet">
                        <thead><tr>
                            <th scope="col">{move || ui().desk_player}</th>
                            <th scope="col">{move || ui().desk_school}</th>
                            <th scope="col">{move || ui().desk_score}</th>
                            <th scope="col">{move || ui().desk_slip_winner}</th>
                            <th scope="col">{move || ui().desk_slip_sign}</th>
                        </tr></thead>
                        <tbody>
                            {[a, b].into_iter().map(|(name, school)| view! {
                                <tr><td>{name}</td><td>{school}</td><td class="box"></td><td class="tick"></td><td class="box"></td></tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                </article>
            }
        }).collect_view()}
    }
}

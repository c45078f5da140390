//! The tournament desk: set up an event from a list of entrants, pair each
//! round, enter the results, read the standings, show them on the wall.
//! These parts draw what `state::desk` keeps and change it through its
//! methods; the rules are `krada_desk`'s.

mod code_entry;
mod corrections;
mod entrants;
mod files;
mod header;
mod print;
mod round;
mod scanner;
mod school_table;
mod setup;
mod standings;
mod table_row;
mod wall;

use crate::state::desk::{self, DeskCtx, Tab};
use crate::state::use_app;
use entrants::DeskEntrants;
use files::DeskFiles;
use header::DeskHeader;
use leptos::prelude::*;
use print::DeskPrint;
use round::DeskRound;
use setup::DeskSetup;
use standings::DeskStandings;
use wall::DeskWall;

#[component]
pub fn DeskScreen() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let (ctx, set_aside) = desk::open(app.lang.into());
    let started = move || ctx.event.with(Option::is_some);
    view! {
        <main class="desk" data-testid="desk">
            <Show when=move || set_aside>
                <p class="notice-inline" role="status">{move || ui().desk_unreadable}</p>
            </Show>
            <p class="notice-inline desk-said" role="alert" data-testid="desk-said">
                {move || ctx.said.get()}
            </p>
            <Show when=started fallback=|| view! { <DeskSetup /> }>
                <DeskHeader />
                {move || match ctx.tab.get() {
                    Tab::Round => view! { <DeskRound /> }.into_any(),
                    Tab::Standings => view! { <DeskStandings /> }.into_any(),
                    Tab::Entrants => view! { <DeskEntrants /> }.into_any(),
                    Tab::Print => view! { <DeskPrint /> }.into_any(),
                }}
                <DeskFiles />
            </Show>
            <Show when=move || ctx.wall.get() && started()>
                <DeskWall />
            </Show>
        </main>
    }
}

/// The current round's tables: number, and each side's name and school.
type Table = (u32, (String, String), Option<(String, String)>);

fn round_tables(ctx: DeskCtx) -> (u32, Vec<Table>) {
    ctx.event.with(|e| {
        let Some(t) = e.as_ref() else {
            return (0, Vec::new());
        };
        let who = |e: usize| (t.entrants[e].name.clone(), t.entrants[e].school.clone());
        let games = t.rounds.last().map_or(Vec::new(), |r| {
            r.games
                .iter()
                .map(|g| (g.table, who(g.a), g.b.map(who)))
                .collect()
        });
        (t.current_round(), games)
    })
}

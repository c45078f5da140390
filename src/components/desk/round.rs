//! A round's tables: who meets whom and their scores as typed. The current
//! round shows unless the director picks an earlier one to correct.

use super::code_entry::DeskCodeEntry;
use super::corrections::DeskCorrections;
use super::table_row::DeskTableRow;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::{fill, table_list};
use leptos::prelude::*;

#[component]
pub(super) fn DeskRound() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let current = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(0, |t| t.current_round()))
    };
    let shown = move || ctx.round.get().unwrap_or_else(current).min(current());
    let tables = move || {
        ctx.event.with(|e| {
            e.as_ref().map_or(Vec::new(), |t| {
                let round = shown() as usize;
                t.rounds.get(round.wrapping_sub(1)).map_or(Vec::new(), |r| {
                    r.games.iter().map(|g| g.table).collect::<Vec<_>>()
                })
            })
        })
    };
    view! {
        <section class="desk-round" data-testid="desk-pairings">
            <Show when=move || { current() > 1 }>
                <label>
                    {move || ui().desk_round} " "
                    <select
                        data-testid="desk-round-shown"
                        on:change=move |ev| ctx.round.set(event_target_value(&ev).parse().ok())
                    >
                        {move || (1..=current())
                            .map(|n| view! { <option value=n.to_string() selected=move || n == shown()>{n}</option> })
                            .collect_view()}
                    </select>
                </label>
            </Show>
            <Show when=move || current() == 0>
                <p>{move || ui().desk_not_paired}</p>
            </Show>
            <ol class="desk-tables">
                <For each=tables key=move |table| (shown(), *table) let:table>
                    <DeskTableRow round=shown() table />
                </For>
            </ol>
            <Show when=move || { current() > 0 }>
                <DeskCodeEntry />
            </Show>
            <DeskCorrections round=Signal::derive(shown) />
            <p class="hint" data-testid="desk-missing">
                {move || ctx.event.with(|e| {
                    let missing = e.as_ref().map(|t| t.missing()).unwrap_or_default();
                    (!missing.is_empty() && shown() == current()).then(|| {
                        fill(ui().desk_waiting, &[("tables", &table_list(&missing))])
                    })
                })}
            </p>
        </section>
    }
}

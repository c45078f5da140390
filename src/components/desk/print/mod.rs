//! What the desk prints through the browser (A4): the round's pairings
//! with a list to find one's table, a score slip a table, the standings
//! with the school table, and certificates for the places with a prize.
//! The page shows what will print; the rest of the desk does not print.

use crate::browser;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use certificates::PrintCertificates;
use leptos::prelude::*;
use pairings::PrintPairings;
use slips::PrintSlips;
use standings::PrintStandings;

mod certificates;
mod pairings;
mod slips;
mod standings;

#[derive(Clone, Copy, PartialEq)]
enum Doc {
    Pairings,
    Slips,
    Standings,
    Certificates,
}

#[component]
pub(super) fn DeskPrint() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let doc = RwSignal::new(Doc::Pairings);
    let choice = move |which: Doc,
                       value: &'static str,
                       label: fn(&krada_text::Ui) -> &'static str| {
        view! {
            <label class="check">
                <input type="radio" name="desk-print" value=value data-testid=format!("desk-print-{value}")
                    prop:checked=move || doc.get() == which on:change=move |_| doc.set(which) />
                {move || label(ui())}
            </label>
        }
    };
    view! {
        <section class="desk-print-panel">
            <fieldset class="no-print">
                <legend>{move || ui().desk_print_what}</legend>
                {choice(Doc::Pairings, "pairings", |u| u.desk_print_pairings)}
                {choice(Doc::Slips, "slips", |u| u.desk_print_slips)}
                {choice(Doc::Standings, "standings", |u| u.desk_print_standings)}
                {choice(Doc::Certificates, "certificates", |u| u.desk_print_certificates)}
            </fieldset>
            <button class="primary no-print" data-testid="desk-print" on:click=move |_| browser::print()>
                {move || ui().desk_print}
            </button>
            <div class="desk-print" data-testid="desk-print-doc">
                {move || match doc.get() {
                    Doc::Pairings => view! { <PrintPairings /> }.into_any(),
                    Doc::Slips => view! { <PrintSlips /> }.into_any(),
                    Doc::Standings => view! { <PrintStandings /> }.into_any(),
                    Doc::Certificates => view! { <PrintCertificates /> }.into_any(),
                }}
            </div>
        </section>
    }
}

pub(super) fn event_name(ctx: DeskCtx) -> String {
    ctx.event
        .with(|e| e.as_ref().map(|t| t.name.clone()).unwrap_or_default())
}

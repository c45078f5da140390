//! The sheet's lines, laid out like the paper sheet: a round a row, each
//! side's score and running total. A line changed after it was written
//! shows what it was; with `correcting`, a tap on a line opens it for a
//! change.

use crate::model::table::entry::{Line, entry_text, rounds};
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn SheetLines(correcting: Option<RwSignal<Option<usize>>>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let names = move || ctx.with(|t| t.names.clone()).unwrap_or_default();
    let rows = move || ctx.with(|t| rounds(&t.sheet)).unwrap_or_default();
    let cell = move |line: Option<Line>| match line {
        None => view! { <td></td><td></td> }.into_any(),
        Some(Line {
            index: i,
            entry,
            corrected_from,
            total,
        }) => {
            let was =
                corrected_from.map(|was| ui().table_was.replace("{was}", &entry_text(was, ui())));
            let text = entry_text(entry, ui());
            let written = match correcting {
                Some(correcting) => view! {
                    <button data-testid=format!("table-line-{i}") on:click=move |_| correcting.set(Some(i))>
                        {text}
                    </button>
                }
                .into_any(),
                None => view! { <span data-testid=format!("table-line-{i}")>{text}</span> }.into_any(),
            };
            let corrected = was.is_some();
            view! {
                <td class="sheet-entry" class:corrected=corrected>
                    {written}
                    {was.map(|was| view! { <small class="was">{was}</small> })}
                </td>
                <td class="sheet-total" data-testid=format!("table-total-{i}")>{total}</td>
            }
            .into_any()
        }
    };
    view! {
        <table class="paper-sheet" data-testid="table-lines">
            <thead>
                <tr>
                    <th scope="col">{move || ui().table_turn}</th>
                    <th scope="col">{move || names()[0].clone()}</th>
                    <th scope="col">{move || ui().table_total}</th>
                    <th scope="col">{move || names()[1].clone()}</th>
                    <th scope="col">{move || ui().table_total}</th>
                </tr>
            </thead>
            <tbody>
                {move || rows().into_iter().enumerate().map(|(n, [a, b])| view! {
                    <tr><th scope="row">{n + 1}</th>{cell(a)}{cell(b)}</tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}

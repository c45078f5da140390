//! The result, laid out like the foot of the paper sheet: what the turns
//! scored, what the racks left moved, the time penalties, the final score
//! and who won; the sheet above it, to print or download.

use crate::browser;
use crate::components::table::file_buttons::TableFileButtons;
use crate::components::table::gcg_button::TableGcgButton;
use crate::components::table::lines::SheetLines;
use crate::components::table::recount::TableRecount;
use crate::components::table::result_code::TableResultCode;
use crate::model::table::SheetResult;
use crate::model::table::entry::sheet_csv;
use crate::state::table::{Page, TableCtx};
use crate::state::use_app;
use krada_text::Ui;
use leptos::prelude::*;

/// The result's rows: a label and each side's points, written by `points`
/// (the screen's true minus, or a spreadsheet's `-`).
fn result_rows(ui: &Ui, r: &SheetResult, points: fn(i32) -> String) -> [[String; 3]; 4] {
    let row = |what: &str, pair: [i32; 2]| [what.to_string(), points(pair[0]), points(pair[1])];
    [
        row(ui.table_played, r.played),
        row(ui.table_racks_left, r.racks),
        row(ui.table_time, r.time),
        row(ui.table_final, r.finals),
    ]
}

#[component]
pub fn TableResult() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let result = move || ctx.with(|t| t.result()).flatten();
    let names = move || ctx.with(|t| t.names.clone()).unwrap_or_default();
    let verdict = move || {
        let names = names();
        result().map(|r| match (r.winner, r.on_time) {
            (Some(side), true) => ui()
                .table_wins_on_time
                .replace("{name}", &names[side as usize]),
            (Some(side), false) => ui().table_wins.replace("{name}", &names[side as usize]),
            (None, _) => ui().table_draw.to_string(),
        })
    };
    // The sheet's head and each side's time: the clock stopped at the end.
    let head = move || ctx.with(|t| t.head(ui())).unwrap_or_default();
    let used = move || ctx.with(|t| t.time_used(ctx.now.get())).unwrap_or_default();
    let download = move |_| {
        let ui = ui();
        let now = browser::wall_ms();
        let text = ctx.with(|t| {
            let mut rows: Vec<[String; 3]> = t
                .result()
                .map(|r| result_rows(ui, &r, |p| p.to_string()).to_vec())
                .unwrap_or_default();
            let [a, b] = t.time_used(now);
            rows.push([ui.table_time_used.to_string(), a, b]);
            rows.push([ui.table_signature.to_string(), String::new(), String::new()]);
            sheet_csv(&t.names, &t.head(ui), &t.sheet, &rows, ui)
        });
        if let Some(text) = text {
            browser::download("krada-score-sheet.csv", &text, "text/csv;charset=utf-8");
        }
    };
    let reopen = move |_| {
        ctx.change(|t, _| t.sheet.reopen());
        ctx.page.set(Page::Sheet);
    };
    view! {
        <section class="table-result" data-testid="table-result">
            <h2>{move || ui().table_result}</h2>
            <dl class="sheet-head" data-testid="table-head">
                {move || head().into_iter().map(|(label, value)| view! { <div><dt>{label}</dt><dd>{value}</dd></div> }).collect_view()}
            </dl>
            <p class="verdict" data-testid="table-verdict">{verdict}</p>
            <table class="paper-sheet result-sums">
                <thead><tr>
                    <td></td>
                    <th scope="col">{move || names()[0].clone()}</th>
                    <th scope="col">{move || names()[1].clone()}</th>
                </tr></thead>
                <tbody>
                    {move || result().map(|r| result_rows(ui(), &r, krada_text::score).into_iter().enumerate().map(|(k, [what, a, b])| view! {
                        <tr class:final=k == 3>
                            <th scope="row">{what}</th>
                            <td data-testid=format!("table-sum-{k}-0")>{a}</td>
                            <td data-testid=format!("table-sum-{k}-1")>{b}</td>
                        </tr>
                    }).collect_view())}
                    <tr>
                        <th scope="row">{move || ui().table_time_used}</th>
                        <td data-testid="table-used-0">{move || used()[0].clone()}</td>
                        <td data-testid="table-used-1">{move || used()[1].clone()}</td>
                    </tr>
                </tbody>
            </table>
            <TableResultCode />
            // Both players sign the printed sheet.
            <div class="signatures">
                {move || names().into_iter().map(|name| view! {
                    <p class="signature">{ui().table_signature}" ("{name}"): ______________________"</p>
                }).collect_view()}
            </div>
            <SheetLines correcting=None />
            <TableRecount />
            <div class="sheet-controls no-print">
                <button data-testid="table-print" on:click=move |_| browser::print()>{move || ui().table_print}</button>
                <button data-testid="table-download" on:click=download>{move || ui().table_download}</button>
                <TableGcgButton />
                <TableFileButtons />
                <button data-testid="table-reopen" on:click=reopen>{move || ui().table_reopen}</button>
                <button data-testid="table-new" on:click=move |_| {
                    if browser::confirm(ui().table_new_confirm) { ctx.table.set(None) }
                }>{move || ui().table_new}</button>
            </div>
        </section>
    }
}

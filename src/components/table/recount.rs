//! The recount both players may ask for at the end: each turn as written
//! beside what the rules score for its tiles, a difference marked.

use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableRecount() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let names = move || ctx.with(|t| t.names.clone()).unwrap_or_default();
    let lines = move || {
        ctx.with(|t| t.sheet.recount(&t.rules()))
            .unwrap_or_default()
    };
    view! {
        <details class="table-recount" data-testid="table-recount">
            <summary>{move || ui().table_recount}</summary>
            <p>{move || ui().table_recount_intro}</p>
            <table class="paper-sheet">
                <thead><tr>
                    <th scope="col">{move || ui().table_turn}</th>
                    <th scope="col"></th>
                    <th scope="col">{move || ui().table_recount_written}</th>
                    <th scope="col">{move || ui().table_recount_rules}</th>
                    <th scope="col">{move || ui().table_total}</th>
                </tr></thead>
                <tbody>
                    {move || lines().into_iter().map(|line| {
                        let rules = line.by_rules.map_or("—".to_string(), |r| r.to_string());
                        let mark = if line.differs() { " ≠" } else { "" };
                        view! {
                            <tr class:corrected=line.differs() data-testid=format!("table-recount-{}", line.index)>
                                <th scope="row">{line.index + 1}</th>
                                <td>{names()[line.side as usize].clone()}</td>
                                <td>{line.written}{mark}</td>
                                <td>{rules}</td>
                                <td>{krada_text::score(line.total)}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </details>
    }
}

//! Tiles overdrawn at the table: who drew too many and how many, the
//! procedure the game's rule gives, and its note on the sheet.

use crate::state::table::TableCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn TableOverdrawn() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let side = RwSignal::new(0u8);
    let excess = RwSignal::new(1u8);
    let seen = RwSignal::new(true);
    let names = move || ctx.with(|t| t.names.clone()).unwrap_or_default();
    // Whether it matters that the tiles were seen: the engine's rule says.
    let seen_matters = move || {
        ctx.with(|t| t.overdraw(excess.get(), true) != t.overdraw(excess.get(), false))
            .unwrap_or(false)
    };
    let note = move |_| {
        ctx.change(|t, _| {
            t.overdrawn(
                side.get_untracked(),
                excess.get_untracked(),
                seen.get_untracked(),
            )
        });
    };
    // The notes so far, as said at the table.
    let noted = move || {
        let ui = ui();
        let names = names();
        ctx.with(|t| {
            t.sheet
                .notes
                .iter()
                .map(|n| {
                    let done = t.overdraw(n.excess, n.seen);
                    fill(
                        ui.table_overdraw_noted,
                        &[
                            ("n", &n.after.to_string()),
                            ("name", &names[n.side as usize]),
                            ("other", &names[1 - n.side as usize]),
                            ("excess", &n.excess.to_string()),
                            ("taken", &done.taken.to_string()),
                            ("back", &done.to_bag.to_string()),
                        ],
                    )
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    view! {
        <details class="table-overdrawn" data-testid="table-overdrawn">
            <summary>{move || ui().table_overdraw}</summary>
            <label>
                {move || ui().table_overdraw_who}
                <select data-testid="table-overdraw-side" on:change=move |ev| side.set(event_target_value(&ev).parse().unwrap_or(0))>
                    <option value="0">{move || names()[0].clone()}</option>
                    <option value="1">{move || names()[1].clone()}</option>
                </select>
            </label>
            <label>
                {move || ui().table_overdraw_excess}
                <input type="number" min="1" max="8" data-testid="table-overdraw-excess"
                    prop:value=move || excess.get().to_string()
                    on:input=move |ev| excess.set(event_target_value(&ev).parse().unwrap_or(1).clamp(1, 8)) />
            </label>
            <Show when=seen_matters>
                <label>
                    <input type="checkbox" data-testid="table-overdraw-seen"
                        prop:checked=move || seen.get() on:change=move |ev| seen.set(event_target_checked(&ev)) />
                    {move || ui().table_overdraw_seen}
                </label>
            </Show>
            <p class="overdraw-do" data-testid="table-overdraw-do">
                {move || {
                    let names = names();
                    let done = ctx.with(|t| t.overdraw(excess.get(), seen.get()));
                    done.map(|d| fill(ui().table_overdraw_do, &[
                        ("other", &names[1 - side.get() as usize]),
                        ("name", &names[side.get() as usize]),
                        ("taken", &d.taken.to_string()),
                        ("back", &d.to_bag.to_string()),
                    ]))
                }}
            </p>
            <button data-testid="table-overdraw-note" on:click=note>{move || ui().table_overdraw_note}</button>
            <ul class="sheet-notes" data-testid="table-notes">
                {move || noted().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ul>
        </details>
    }
}

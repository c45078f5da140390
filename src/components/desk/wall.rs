//! The desk on the hall's wall: the round's pairings (table, names,
//! schools), then the standings, in type to read from the back of a hall,
//! scrolling by itself when the list is longer than the screen.

use super::round_tables;
use super::school_table::SchoolTable;
use super::standings::lines;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

/// How far the list moves each tick, and how often (a slow, steady read).
const STEP_PX: i32 = 1;
const TICK_MS: u64 = 40;
/// Ticks the list rests at its top and bottom before it moves on.
const REST_TICKS: u32 = 75;

#[component]
pub(super) fn DeskWall() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let list = NodeRef::<leptos::html::Div>::new();
    let pairings = move || round_tables(ctx);
    scroll_by_itself(list);
    view! {
        <div class="desk-wall" data-testid="desk-wall-view" role="dialog" aria-modal="true"
            aria-label=move || ui().desk_wall>
            <button class="desk-wall-close" data-testid="desk-wall-close" on:click=move |_| ctx.wall.set(false)>
                {move || ui().desk_wall_close}
            </button>
            <div class="desk-wall-list" node_ref=list tabindex="0">
                {move || {
                    let (round, games) = pairings();
                    (round > 0).then(|| view! {
                        <h2>{fill(ui().desk_round_of, &[("n", &round.to_string()), ("total", &ctx.event.with(|e| e.as_ref().map_or(0, |t| t.settings.rounds)).to_string())])}</h2>
                        <ol class="desk-wall-pairings">
                            {games.into_iter().map(|(table, a, b)| view! {
                                <li>
                                    <span class="number">{table}</span>
                                    <span class="name">{a.0}<small>{a.1}</small></span>
                                    <span class="name">{match b {
                                        Some(b) => view! { {b.0}<small>{b.1}</small> }.into_any(),
                                        None => view! { <em>{move || ui().desk_bye}</em> }.into_any(),
                                    }}</span>
                                </li>
                            }).collect_view()}
                        </ol>
                    })
                }}
                <h2>{move || ui().desk_standings}</h2>
                {move || lines(ctx).into_iter().map(|(division, lines)| view! {
                    <h3>{division}</h3>
                    <ol class="desk-wall-standings">
                        <li class="desk-wall-heads" aria-hidden="true">
                            <span></span>
                            <span></span>
                            <span class="points">{move || ui().desk_points}</span>
                            <span class="spread">{move || ui().desk_spread}</span>
                        </li>
                        {lines.into_iter().map(|l| view! {
                            <li>
                                <span class="number">{l.rank}</span>
                                <span class="name">{l.name}<small>{l.school}</small></span>
                                <span class="points">{l.points}</span>
                                <span class="spread">{l.spread}</span>
                            </li>
                        }).collect_view()}
                    </ol>
                }).collect_view()}
                <SchoolTable />
            </div>
        </div>
    }
}

/// Moves the list down a little each tick, rests at the end, then starts
/// again from the top; a list that fits the screen stays still.
fn scroll_by_itself(list: NodeRef<leptos::html::Div>) {
    let rest = StoredValue::new(REST_TICKS);
    let ticks = set_interval_with_handle(
        move || {
            let Some(el) = list.get_untracked() else {
                return;
            };
            let end = el.scroll_height() - el.client_height();
            if end <= 0 {
                return;
            }
            if rest.get_value() > 0 {
                rest.update_value(|r| *r -= 1);
                return;
            }
            if el.scroll_top() >= end {
                el.set_scroll_top(0);
                rest.set_value(REST_TICKS);
            } else {
                el.set_scroll_top(el.scroll_top() + STEP_PX);
                if el.scroll_top() >= end {
                    rest.set_value(REST_TICKS);
                }
            }
        },
        std::time::Duration::from_millis(TICK_MS),
    );
    on_cleanup(move || {
        if let Ok(ticks) = ticks {
            ticks.clear();
        }
    });
}

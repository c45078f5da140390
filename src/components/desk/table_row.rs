//! One table of a round: its number, both entrants with their schools, and
//! a box for each score (or the bye). A result is entered once both boxes
//! hold a score; "absent" enters a no-show.

use crate::model::desk::{Typed, score_text};
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_desk::{Outcome, Side};
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn DeskTableRow(round: u32, table: u32) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let game = move || {
        ctx.event.with(|e| {
            let t = e.as_ref()?;
            let g = t
                .rounds
                .get(round as usize - 1)?
                .games
                .iter()
                .find(|g| g.table == table)?
                .clone();
            let who = |e: usize| (t.entrants[e].name.clone(), t.entrants[e].school.clone());
            Some((g.result, who(g.a), g.b.map(who)))
        })
    };
    // The row is drawn again only when who sits there changes, so a box
    // keeps its focus while other tables' results come in.
    let who = Memo::new(move |_| game().map(|(_, a, b)| (a, b)));
    let result = Memo::new(move |_| game().and_then(|(result, _, _)| result));
    let a_box = RwSignal::new(String::new());
    let b_box = RwSignal::new(String::new());
    // The boxes show what is entered whenever it changes (a reload, another
    // tab, a correction).
    Effect::new(move |_| {
        let result = result.get();
        a_box.set(score_text(result, Side::A));
        b_box.set(score_text(result, Side::B));
    });
    let no_show = move || match result.get() {
        Some(Outcome::NoShow(Side::A)) => "a",
        Some(Outcome::NoShow(Side::B)) => "b",
        _ => "",
    };
    let enter_scores = move || {
        let (a, b) = (a_box.get_untracked(), b_box.get_untracked());
        ctx.enter(round, table, Typed::Scores(&a, &b));
    };
    let side = move |who: (String, String), class: &'static str| {
        view! {
            <span class=format!("desk-entrant {class}")>
                <span class="name">{who.0}</span>
                <span class="school">{who.1}</span>
            </span>
        }
    };
    let score_box = move |signal: RwSignal<String>, which: &'static str, name: String| {
        view! {
            <input
                class="desk-score"
                data-testid=format!("desk-score-{table}-{which}")
                inputmode="numeric"
                autocomplete="off"
                aria-label=move || fill(ui().desk_score_for, &[("name", &name)])
                prop:value=move || signal.get()
                on:input=move |ev| signal.set(event_target_value(&ev))
                on:change=move |_| enter_scores()
            />
        }
    };
    let absent = move |ev: leptos::ev::Event| match event_target_value(&ev).as_str() {
        "a" => ctx.enter(round, table, Typed::Absent(Side::A)),
        "b" => ctx.enter(round, table, Typed::Absent(Side::B)),
        _ => enter_scores(),
    };
    view! {
        {move || who.get().map(|(a, b)| {
            view! {
                <li class="desk-table" data-testid=format!("desk-table-{table}")>
                    <span class="number">{table}</span>
                    {side(a.clone(), "side-a")}
                    {match b.clone() {
                        None => view! { <span class="desk-bye">{move || ui().desk_bye}</span> }.into_any(),
                        Some(b_who) => view! {
                            <span class="desk-scores">
                                {score_box(a_box, "a", a.0.clone())}
                                "–"
                                {score_box(b_box, "b", b_who.0.clone())}
                            </span>
                            {side(b_who.clone(), "side-b")}
                            <select
                                class="desk-absent"
                                data-testid=format!("desk-absent-{table}")
                                aria-label=move || fill(ui().desk_result_for, &[("n", &table.to_string())])
                                on:change=absent
                            >
                                <option value="" selected=move || no_show().is_empty()>{move || ui().desk_played}</option>
                                <option value="a" selected=move || no_show() == "a">{fill(ui().desk_absent, &[("name", &a.0)])}</option>
                                <option value="b" selected=move || no_show() == "b">{fill(ui().desk_absent, &[("name", &b_who.0)])}</option>
                            </select>
                        }.into_any(),
                    }}
                </li>
            }
        })}
    }
}

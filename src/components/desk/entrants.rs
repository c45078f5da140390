//! The entrants: each with their school and division, a withdrawal between
//! rounds, and a late entrant added for the next round.

use crate::state::desk::DeskCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn DeskEntrants() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let name = RwSignal::new(String::new());
    let school = RwSignal::new(String::new());
    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if ctx.add(&name.get_untracked(), &school.get_untracked()) {
            name.set(String::new());
            school.set(String::new());
        }
    };
    let entrants = move || {
        ctx.event.with(|e| {
            e.as_ref().map_or(Vec::new(), |t| {
                let next = t.current_round() + 1;
                t.entrants
                    .iter()
                    .map(|e| {
                        (
                            e.name.clone(),
                            e.school.clone(),
                            e.division.clone(),
                            e.plays_in(next),
                        )
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        <section class="desk-entrants-panel">
            <ol class="desk-entrant-list" data-testid="desk-entrant-list">
                {move || entrants().into_iter().map(|(entrant, school, division, playing)| {
                    let withdraw_name = entrant.clone();
                    view! {
                        <li class:withdrawn=!playing>
                            <span class="name">{entrant}</span>
                            <span class="school">{school}</span>
                            <span class="division">{division}</span>
                            {if playing {
                                view! {
                                    <button on:click=move |_| ctx.withdraw(&withdraw_name)>{move || ui().desk_withdraw}</button>
                                }.into_any()
                            } else {
                                view! { <span class="hint">{move || ui().desk_withdrawn}</span> }.into_any()
                            }}
                        </li>
                    }
                }).collect_view()}
            </ol>
            <form class="desk-add" on:submit=add>
                <label>
                    {move || ui().desk_add_name}
                    <input data-testid="desk-add-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </label>
                <label>
                    {move || ui().desk_add_school}
                    <input data-testid="desk-add-school" prop:value=move || school.get() on:input=move |ev| school.set(event_target_value(&ev)) />
                </label>
                <button type="submit" data-testid="desk-add">{move || ui().desk_add}</button>
            </form>
        </section>
    }
}

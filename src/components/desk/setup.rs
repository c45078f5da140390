//! A new event: its name, the list of entrants (pasted or loaded), the
//! pairing system, the rounds, how round 1 is ordered and the options.

use crate::browser;
use crate::model::desk::NewEvent;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_desk::{Scale, System};
use krada_text::fill;
use leptos::prelude::*;

fn system_name(ui: &krada_text::Ui, system: System) -> &'static str {
    match system {
        System::Swiss => ui.desk_swiss,
        System::KingOfTheHill => ui.desk_koth,
        System::RoundRobin => ui.desk_round_robin,
        System::Winners => ui.desk_winners,
    }
}

/// A whole number of the form, in a box a finger's height.
fn number_field(
    form: RwSignal<NewEvent>,
    test_id: &'static str,
    label: fn(&krada_text::Ui) -> &'static str,
    get: fn(&NewEvent) -> u32,
    set: fn(&mut NewEvent, u32),
) -> impl IntoView {
    let app = use_app();
    view! {
        <label>
            {move || label(app.lang.get().ui())}
            <input type="number" min="0" max="9999" inputmode="numeric" data-testid=test_id
                prop:value=move || form.with(|f| get(f).to_string())
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() {
                        form.update(|f| set(f, n.min(9999)));
                    }
                } />
        </label>
    }
}

/// How games count: the points scale, the spread caps and a bye's spread.
fn scoring(form: RwSignal<NewEvent>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let set = move |change: fn(&mut NewEvent, String), ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        form.update(|f| change(f, value));
    };
    view! {
        <fieldset class="desk-scoring">
            <legend>{move || ui().desk_scoring}</legend>
            <label>
                {move || ui().desk_scale}
                <select data-testid="desk-scale" on:change=move |ev| set(|f, v| f.scale = if v == "half" { Scale::OneHalfZero } else { Scale::TwoOneZero }, ev)>
                <option value="two" selected=move || form.with(|f| f.scale == Scale::TwoOneZero)>"2 – 1 – 0"</option>
                <option value="half" selected=move || form.with(|f| f.scale == Scale::OneHalfZero)>"1 – ½ – 0"</option>
                </select>
            </label>
            {number_field(form, "desk-spread-cap", |u| u.desk_spread_cap, |f| f.spread_cap, |f, n| f.spread_cap = n)}
            {number_field(form, "desk-last-spread-cap", |u| u.desk_last_spread_cap, |f| f.last_spread_cap, |f, n| f.last_spread_cap = n)}
            {number_field(form, "desk-bye-spread", |u| u.desk_bye_spread, |f| f.bye_spread, |f, n| f.bye_spread = n)}
        </fieldset>
    }
}

#[component]
pub(super) fn DeskSetup() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let form = ctx.form;
    let set = move |change: fn(&mut NewEvent, String), ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        form.update(|f| change(f, value));
    };
    let load_list = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |_, text| {
            if let Some(text) = text {
                form.update(|f| f.list = text);
            }
        });
    };
    let open_file = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |name, text| ctx.open_file(name, text));
    };
    view! {
        <div class="panel desk-setup">
            <h2>{move || ui().desk_title}</h2>
            <p>{move || ui().desk_intro}</p>
            <label>
                {move || ui().desk_event_name}
                <input
                    data-testid="desk-name"
                    prop:value=move || form.with(|f| f.name.clone())
                    on:input=move |ev| set(|f, v| f.name = v, ev)
                />
            </label>
            <label>
                {move || ui().desk_entrants}
                <textarea
                    data-testid="desk-entrants"
                    rows="8"
                    spellcheck="false"
                    placeholder="name,school,rating"
                    prop:value=move || form.with(|f| f.list.clone())
                    on:input=move |ev| set(|f, v| f.list = v, ev)
                ></textarea>
            </label>
            <p class="hint">{move || ui().desk_entrants_hint}</p>
            <label class="load-record">
                {move || ui().desk_load_list}
                <input type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" data-testid="desk-list-file" on:change=load_list />
            </label>
            <label>
                {move || ui().desk_system}
                <select
                    data-testid="desk-system"
                    on:change=move |ev| set(|f, v| f.system = System::parse(&v).unwrap_or(System::Swiss), ev)
                >
                    {System::ALL
                        .map(|s| view! {
                            <option value=s.code() selected=move || form.with(|f| f.system == s)>
                                {move || system_name(ui(), s)}
                            </option>
                        })
                        .collect_view()}
                </select>
            </label>
            <label>
                {move || ui().desk_rounds}
                <input
                    data-testid="desk-rounds"
                    type="number"
                    min="1"
                    max="30"
                    inputmode="numeric"
                    prop:value=move || form.with(|f| f.rounds.to_string())
                    on:input=move |ev| set(|f, v| f.rounds = v.parse().unwrap_or(f.rounds), ev)
                />
            </label>
            <fieldset>
                <legend>{move || ui().desk_first_round}</legend>
                <label class="check">
                    <input type="radio" name="desk-first" data-testid="desk-by-rating"
                        prop:checked=move || form.with(|f| !f.drawn)
                        on:change=move |_| form.update(|f| f.drawn = false) />
                    {move || ui().desk_by_rating}
                </label>
                <label class="check">
                    <input type="radio" name="desk-first" data-testid="desk-drawn"
                        prop:checked=move || form.with(|f| f.drawn)
                        on:change=move |_| form.update(|f| f.drawn = true) />
                    {move || fill(ui().desk_drawn, &[("seed", &form.with(|f| f.seed.to_string()))])}
                </label>
            </fieldset>
            {scoring(form)}
            <label class="check">
                <input type="checkbox" data-testid="desk-avoid-school"
                    prop:checked=move || form.with(|f| f.avoid_same_school)
                    on:change=move |ev| form.update(|f| f.avoid_same_school = event_target_checked(&ev)) />
                {move || ui().desk_avoid_school}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="desk-gibson"
                    prop:checked=move || form.with(|f| f.gibson)
                    on:change=move |ev| form.update(|f| f.gibson = event_target_checked(&ev)) />
                {move || ui().desk_gibson}
            </label>
            <button class="primary" data-testid="desk-create" on:click=move |_| ctx.create()>
                {move || ui().desk_create}
            </button>
            <label class="load-record">
                {move || ui().desk_open_file}
                <input type="file" accept=".json,application/json" data-testid="desk-open-file" on:change=open_file />
            </label>
        </div>
    }
}

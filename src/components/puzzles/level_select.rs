//! The level a puzzle is asked at: easy, medium or hard.

use crate::components::puzzles::level_text;
use crate::state::use_app;
use krada_features::puzzle::Difficulty;
use leptos::prelude::*;

#[component]
pub fn LevelSelect(test_id: &'static str, on_choose: Callback<Difficulty>) -> impl IntoView {
    let lang = use_app().lang;
    view! {
        <label>
            {move || lang.get().ui().puzzle_level} " "
            <select data-testid=test_id on:change=move |ev| {
                on_choose.run(Difficulty::parse(&event_target_value(&ev)).unwrap_or(Difficulty::Easy))
            }>
                {Difficulty::ALL
                    .into_iter()
                    .map(|d| view! { <option value=d.name()>{move || level_text(lang.get(), d)}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

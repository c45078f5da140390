//! The form a group's name and play are typed in, what is wrong with an
//! entry, and the question before a group's entry is replaced.

use super::*;
use crate::model::class::{EntryProblem, Replacing};
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn EntryFields(form: EntryForm) -> impl IntoView {
    let app = form.app;
    let ui = move || app.lang.get().ui();
    let (name, play) = (form.name, form.play);
    let problem_text = move || {
        form.problem.get().map(|p| match p {
            EntryProblem::NoName => ui().class_entry_no_name,
            EntryProblem::NoPlay => ui().class_entry_no_play,
            EntryProblem::Closed | EntryProblem::Entered => ui().class_entry_closed,
        })
    };
    view! {
        <form class="class-entry-form" on:submit=move |ev| {
            ev.prevent_default();
            form.enter(false);
        }>
            <label>
                {move || ui().class_entry_name}
                <input data-testid="class-entry-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <label>
                {move || ui().class_entry_play}
                <input data-testid="class-entry-play" prop:value=move || play.get() on:input=move |ev| play.set(event_target_value(&ev)) />
            </label>
            <button type="submit" data-testid="class-entry-add">{move || ui().class_add_entry}</button>
        </form>
        {move || problem_text().map(|t| view! { <p class="problem" role="alert" data-testid="class-entry-problem">{t}</p> })}
        {move || form.asking.get().map(|Replacing { name: who, old, new }| view! {
            <div class="class-entry-ask" role="alertdialog" data-testid="class-entry-ask">
                <p>{fill(ui().class_entry_replace_ask, &[("name", &who), ("old", &old), ("new", &new)])}</p>
                <button class="primary" data-testid="class-entry-replace" on:click=move |_| form.enter(true)>
                    {move || ui().class_entry_replace}
                </button>
                <button data-testid="class-entry-keep" on:click=move |_| form.keep()>{move || ui().class_entry_keep}</button>
            </div>
        })}
    }
}

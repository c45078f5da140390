//! Crossword's word list: the site's ENABLE, the player's own, or a file
//! to load as the player's own.

use crate::browser;
use crate::model::setup::GameForm;
use crate::state::{AppState, FileProblem, Notice, use_app};
use crate::words::{ENABLE, SiteList};
use krada_text::{count, fill};
use leptos::prelude::*;

/// Reads a word list the player chose and makes it the form's.
fn load_own(app: AppState, form: RwSignal<GameForm>, ev: &leptos::ev::Event) {
    browser::read_chosen_file(ev, move |name, text| {
        let Some(text) = text else {
            app.tell(Notice::WordsUnreadable(name, FileProblem::NotRead));
            return;
        };
        leptos::task::spawn_local(use_own(app, form, name, text));
    });
}

/// Compiles the player's list and makes it the form's, or says why it
/// cannot be used (the compiler comes with the first list).
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn use_own(app: AppState, form: RwSignal<GameForm>, name: String, text: String) {
    match app.words.set_own(&name, &text) {
        Ok(kept) => {
            form.update(|f| f.list = name);
            match kept {
                Some(_) => app.tell(Notice::WordsNotKept),
                None => app.dismiss_notice(),
            }
        }
        Err(e) => app.tell(Notice::WordsUnreadable(name, FileProblem::Words(e))),
    }
}

/// The player's own list, once there is one.
fn own_list(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    move || {
        app.words.own.get().map(|(name, size)| {
            let value = name.clone();
            let checked = name.clone();
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name="words"
                        data-testid="words-own"
                        prop:checked=move || form.with(|f| f.list == checked)
                        on:change=move |_| form.update(|f| f.list = value.clone())
                    />
                    <span data-testid="words-own-status">
                        {move || fill(ui().words_own, &[("name", &name), ("count", &count(size))])}
                    </span>
                </label>
            }
        })
    }
}

#[component]
pub(super) fn WordLists(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let words = app.words;
    view! {
        <fieldset data-testid="word-lists">
            <legend>{move || ui().word_list}</legend>
            <label class="choice">
                <input
                    type="radio"
                    name="words"
                    data-testid="words-enable"
                    disabled=move || !matches!(words.site.get(), SiteList::Ready { .. })
                    prop:checked=move || form.with(|f| f.list == ENABLE)
                    on:change=move |_| form.update(|f| f.list = ENABLE.to_string())
                />
                <span data-testid="words-enable-status">
                    {move || match words.site.get() {
                        SiteList::Ready { words } => fill(ui().words_enable, &[("count", &count(words))]),
                        SiteList::Missing => ui().words_missing.to_string(),
                        SiteList::Failed => ui().words_failed.to_string(),
                        SiteList::NotLoaded | SiteList::Loading => ui().words_loading.to_string(),
                    }}
                </span>
            </label>
            {own_list(form)}
            <label class="load-record">
                {move || ui().words_upload}
                <input
                    type="file"
                    accept=".txt,text/plain"
                    data-testid="words-upload"
                    on:change=move |ev| load_own(app, form, &ev)
                />
            </label>
        </fieldset>
    }
}

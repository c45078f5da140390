//! Saved games: resume, delete, and load a record file. A save that cannot
//! be read is shown with its error and stays in storage until the player
//! deletes it.

mod saved_line;
use super::notice::save_error_text;
use crate::browser;
use crate::model::saves::SavedEntry;
use crate::state::{stored, use_app};
use krada_text::{Lang, fill};
use leptos::prelude::*;
use saved_line::SavedLine;

#[component]
pub fn SavedGames() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    // Bumped after a delete so the list is read again.
    let version = RwSignal::new(0u32);
    let list = move || {
        version.track();
        let lang = app.lang.get();
        let list = stored::saved_games();
        if list.is_empty() {
            return view! { <li class="placeholder">{lang.ui().no_saved_games}</li> }.into_any();
        }
        list.into_iter()
            .map(|entry| view! { <SavedLine entry version /> })
            .collect_view()
            .into_any()
    };
    let load_file = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |name, text| {
            leptos::task::spawn_local(app.open_record(name, text));
        });
    };
    let load_gcg = move |ev: leptos::ev::Event| {
        browser::read_chosen_bytes(&ev, move |name, bytes| app.open_gcg(name, bytes));
    };
    view! {
        <main class="saved" data-testid="saved-games">
            <section class="panel">
                <h2>{move || ui().saved_games}</h2>
                <ul class="saved-list">{list}</ul>
                <label class="load-record">
                    {move || ui().load_record}
                    <input type="file" accept=".json,application/json" data-testid="load-record" on:change=load_file />
                </label>
                <label class="load-record">
                    {move || ui().load_gcg}
                    <input type="file" accept=".gcg,text/plain" data-testid="load-gcg" on:change=load_gcg />
                </label>
            </section>
        </main>
    }
}

/// What a saved game's line says: its sides, scores, turns and state, or
/// why it cannot be read; and whether it can.
fn entry_text(lang: Lang, entry: &SavedEntry) -> (String, bool) {
    match &entry.summary {
        Ok(s) => (
            fill(
                lang.ui().saved_summary,
                &[
                    ("a", &s.names[0]),
                    ("sa", &s.scores[0].to_string()),
                    ("b", &s.names[1]),
                    ("sb", &s.scores[1].to_string()),
                    ("turns", &s.turns.to_string()),
                    (
                        "state",
                        if s.over {
                            lang.ui().finished
                        } else {
                            lang.ui().in_progress
                        },
                    ),
                ],
            ),
            true,
        ),
        Err(e) => (save_error_text(lang, e), false),
    }
}

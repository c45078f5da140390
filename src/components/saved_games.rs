//! Saved games: resume, delete, and load a record file. A save that cannot
//! be read is shown with its error and stays in storage until the player
//! deletes it.

use super::notice::save_error_text;
use crate::browser::{self, WebStore};
use crate::model::saves;
use crate::model::session::{PlayOptions, Session};
use crate::state::{Notice, use_app};
use krada_engine::record::GameRecord;
use krada_text::fill;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[component]
pub fn SavedGames() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    // Bumped after a delete so the list is read again.
    let version = RwSignal::new(0u32);
    let entries = move || {
        version.track();
        saves::list(&WebStore)
    };
    let open = move |id: String| match saves::load(&WebStore, &id) {
        Ok(session) => {
            app.start(session);
            app.save();
        }
        Err(e) => app.notice.set(Some(Notice::SaveUnreadable(id, e))),
    };
    let delete = move |id: String| {
        if window()
            .confirm_with_message(ui().confirm_delete)
            .unwrap_or(false)
        {
            saves::delete(&mut WebStore, &id);
            if app
                .session
                .with_untracked(|s| s.as_ref().is_some_and(|s| s.id == id))
            {
                app.session.set(None);
            }
            version.update(|v| *v += 1);
        }
    };
    let load_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let name = file.name();
        let promise = file.text();
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(promise)
                .await
                .ok()
                .and_then(|v| v.as_string());
            let Some(text) = text else {
                app.notice.set(Some(Notice::RecordUnreadable(name)));
                return;
            };
            match GameRecord::load(&text) {
                Ok(game) => {
                    let id = format!("{:012x}", browser::random_u64() >> 16);
                    let options = PlayOptions {
                        privacy: false,
                        ..PlayOptions::default()
                    };
                    let mut session =
                        Session::new(id, browser::wall_ms(), game.config().clone(), options);
                    session.game = game;
                    session.handover = false;
                    app.start(session);
                    app.save();
                }
                Err(e) => app.notice.set(Some(Notice::RecordUnreadable(format!(
                    "{name}: {}",
                    app.lang.get_untracked().record_error(&e)
                )))),
            }
        });
    };
    view! {
        <main class="saved" data-testid="saved-games">
            <section class="panel">
                <h2>{move || ui().saved_games}</h2>
                <ul class="saved-list">
                    {move || {
                        let lang = app.lang.get();
                        let list = entries();
                        if list.is_empty() {
                            return view! { <li class="placeholder">{lang.ui().no_saved_games}</li> }.into_any();
                        }
                        list.into_iter()
                            .map(|entry| {
                                let id = entry.id.clone();
                                let id_delete = entry.id.clone();
                                let (text, readable) = match &entry.summary {
                                    Ok(s) => (
                                        fill(
                                            lang.ui().saved_summary,
                                            &[
                                                ("a", &s.names[0]),
                                                ("sa", &s.scores[0].to_string()),
                                                ("b", &s.names[1]),
                                                ("sb", &s.scores[1].to_string()),
                                                ("turns", &s.turns.to_string()),
                                                ("state", if s.over { lang.ui().finished } else { lang.ui().in_progress }),
                                            ],
                                        ),
                                        true,
                                    ),
                                    Err(e) => (save_error_text(lang, e), false),
                                };
                                view! {
                                    <li class:broken=!readable data-testid=format!("saved-{}", entry.id)>
                                        <span class="summary">{text}</span>
                                        <span class="buttons">
                                            {readable
                                                .then(|| {
                                                    view! {
                                                        <button data-testid="resume" on:click=move |_| open(id.clone())>
                                                            {lang.ui().resume}
                                                        </button>
                                                    }
                                                })}
                                            <button data-testid="delete" on:click=move |_| delete(id_delete.clone())>
                                                {lang.ui().delete}
                                            </button>
                                        </span>
                                    </li>
                                }
                            })
                            .collect_view()
                            .into_any()
                    }}
                </ul>
                <label class="load-record">
                    {move || ui().load_record}
                    <input type="file" accept=".json,application/json" data-testid="load-record" on:change=load_file />
                </label>
            </section>
        </main>
    }
}

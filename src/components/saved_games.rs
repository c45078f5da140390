//! Saved games: resume, delete, and load a record file. A save that cannot
//! be read is shown with its error and stays in storage until the player
//! deletes it.

use super::notice::save_error_text;
use crate::browser::{self, WebStore};
use crate::model::saves;
use crate::model::session::{PlayOptions, SaveError, Session};
use crate::state::{Notice, Replay, Screen, use_app};
use krada_engine::game::Game;
use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use krada_engine::record::GameRecord;
use krada_text::fill;
use leptos::prelude::*;

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
    let open = move |id: String| app.open_saved(id, None);
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
    // A finished game, opened move by move with its review.
    let review = move |id: String| match saves::load(&WebStore, &id, &|n| app.words.get(n)) {
        Ok(session) => {
            let mut replay = Replay::of_game(format!("krada-{id}.json"), &session.game);
            replay.back_to = Screen::Saved;
            app.replay.set(Some(replay));
            app.screen.set(Screen::Replay);
        }
        Err(error) => app.notice.set(Some(Notice::SaveUnreadable(id, error))),
    };
    let load_file = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |name, text| {
            let Some(text) = text else {
                app.notice.set(Some(Notice::RecordUnreadable(name)));
                return;
            };
            leptos::task::spawn_local(async move {
                let lang = app.lang.get_untracked();
                let record = match GameRecord::from_json(&text) {
                    Ok(record) => record,
                    Err(e) => {
                        let detail = format!("{name}: {}", lang.record_error(&e));
                        app.notice.set(Some(Notice::RecordUnreadable(detail)));
                        return;
                    }
                };
                let lexicon = match &record.config.lexicon {
                    Some(words) => match app.words.ensure(words).await {
                        Some(lexicon) => Some(lexicon),
                        None => {
                            let error = SaveError::NeedsWords(words.clone());
                            app.notice.set(Some(Notice::SaveUnreadable(name, error)));
                            return;
                        }
                    },
                    None => None,
                };
                match Game::from_record_with(&record, lexicon) {
                    Ok(game) => {
                        let id = format!("{:012x}", browser::random_u64() >> 16);
                        let options = PlayOptions::for_record(game.config());
                        let lexicon = game.rules().lexicon.clone();
                        let mut session = Session::new(
                            id,
                            browser::wall_ms(),
                            game.config().clone(),
                            options,
                            lexicon,
                        );
                        session.game = game;
                        session.handover = false;
                        app.start(session);
                    }
                    Err(e) => app.notice.set(Some(Notice::RecordUnreadable(format!(
                        "{name}: {}",
                        lang.record_error(&e)
                    )))),
                }
            });
        });
    };
    let load_gcg = move |ev: leptos::ev::Event| {
        browser::read_chosen_bytes(&ev, move |name, bytes| {
            let lang = app.lang.get_untracked();
            let Some(bytes) = bytes else {
                app.notice.set(Some(Notice::GcgUnreadable(name)));
                return;
            };
            let text = match decode(&bytes) {
                Ok(text) => text,
                Err(e) => {
                    let why = lang.gcg_decode_error(&e);
                    app.notice
                        .set(Some(Notice::GcgUnreadable(format!("{name}: {why}"))));
                    return;
                }
            };
            // The viewer shows a hand-entered file whose figures disagree
            // with the rules, listing each disagreement.
            let replayed = Gcg::parse(&text)
                .and_then(|gcg| replay_with(&gcg, Check::Lenient).map(|r| (gcg, r)));
            match replayed {
                Ok((gcg, replayed)) => {
                    app.notice.set(None);
                    app.replay.set(Some(Replay::of_gcg(name, gcg, replayed)));
                    app.screen.set(Screen::Replay);
                }
                Err(e) => app.notice.set(Some(Notice::GcgUnreadable(format!(
                    "{name}: {}",
                    lang.gcg_error(&e)
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
                                let id_review = entry.id.clone();
                                let over = entry.summary.as_ref().is_ok_and(|s| s.over);
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
                                            {over
                                                .then(|| {
                                                    view! {
                                                        <button data-testid="review" on:click=move |_| review(id_review.clone())>
                                                            {lang.ui().review}
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
                <label class="load-record">
                    {move || ui().load_gcg}
                    <input type="file" accept=".gcg,text/plain" data-testid="load-gcg" on:change=load_gcg />
                </label>
            </section>
        </main>
    }
}

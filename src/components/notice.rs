//! The message bar under the header: refusals with their rule, storage trouble.

use crate::model::session::SaveError;
use crate::model::storage::StoreError;
use crate::state::{AppState, Notice, use_app};
use krada_features::link::LinkError;
use krada_text::{Lang, fill};
use leptos::prelude::*;

pub fn save_error_text(lang: Lang, error: &SaveError) -> String {
    let ui = lang.ui();
    match error {
        SaveError::Unreadable(detail) => format!("{} {detail}", ui.save_unreadable),
        SaveError::NewerVersion(v) => fill(ui.save_newer, &[("version", &v.to_string())]),
        SaveError::Record(e) => format!("{} {}", ui.save_unreadable, lang.record_error(e)),
        SaveError::NeedsWords(name) => fill(ui.words_for_game, &[("name", name)]),
    }
}

/// A notice giving a reason the engine or a file reader found, in words
/// (those [`notice_text`] leaves; see [`NoticeBar`]).
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn reason_text(app: AppState, lang: Lang, notice: Notice) -> String {
    let ui = lang.ui();
    match &notice {
        Notice::Refused(error) => lang.game_error(app.game_kind(), error),
        Notice::SaveUnreadable(_, error) => save_error_text(lang, error),
        Notice::RecordUnreadable(name, why) => {
            format!("{} {}", ui.record_unreadable, why.text(name, lang))
        }
        Notice::GcgUnreadable(name, why) => {
            format!("{} {}", ui.gcg_unreadable, why.text(name, lang))
        }
        Notice::WordsUnreadable(name, why) => {
            format!("{} {}", ui.words_unreadable, why.text(name, lang))
        }
        _ => String::new(),
    }
}

/// Any other notice in words; `None` for one giving a reason
/// ([`reason_text`]).
fn notice_text(app: AppState, lang: Lang, notice: &Notice) -> Option<String> {
    let ui = lang.ui();
    match notice {
        Notice::Storage(StoreError::Full) => ui.storage_full.into(),
        Notice::Storage(StoreError::Unavailable) => ui.storage_off.into(),
        Notice::Storage(StoreError::Overtaken) | Notice::OtherTab => ui.other_tab.into(),
        Notice::WordsNotKept => ui.words_not_kept.into(),
        Notice::Challenged(true) => ui.game(app.game_kind()).challenge_stands.into(),
        Notice::Challenged(false) => ui.game(app.game_kind()).challenge_off.into(),
        Notice::WallBlocked => ui.wall_blocked.into(),
        Notice::LinkUnreadable(e) => match e {
            LinkError::NotKrada => ui.link_not_krada.into(),
            LinkError::Newer(v) => fill(ui.link_newer, &[("version", &v.to_string())]),
            LinkError::Damaged => ui.link_damaged.into(),
            LinkError::Invalid(detail) => fill(ui.link_invalid, &[("detail", detail)]),
            LinkError::NeedsWords => ui.link_needs_words.into(),
        },
        Notice::ClassUnreadable(detail) => fill(ui.class_unreadable, &[("detail", detail)]),
        Notice::ComputerStopped => ui.crash_computer.into(),
        Notice::Refused(_)
        | Notice::SaveUnreadable(..)
        | Notice::RecordUnreadable(..)
        | Notice::GcgUnreadable(..)
        | Notice::WordsUnreadable(..) => return None,
    }
    .into()
}

#[component]
pub fn NoticeBar() -> impl IntoView {
    let app = use_app();
    // The reasons the engine and the file readers give are worded by code
    // in the game's part, so the first page carries none of it: a game's
    // refusal finds the part here, and a save or file refused fetches it
    // (the notice then reads a moment later).
    let reason = RwSignal::new(None::<(Notice, Lang, String)>);
    Effect::new(move |_| {
        let lang = app.lang.get();
        let notice = app.notice.get();
        if let Some(notice) = notice.filter(|n| notice_text(app, lang, n).is_none()) {
            leptos::task::spawn_local(async move {
                let text = reason_text(app, lang, notice.clone()).await;
                reason.set(Some((notice, lang, text)));
            });
        }
    });
    let text = move || {
        let lang = app.lang.get();
        app.notice.with(|n| {
            let n = n.as_ref()?;
            notice_text(app, lang, n).or_else(|| {
                reason.with(|r| match r {
                    Some((said, in_lang, text)) if said == n && *in_lang == lang => {
                        Some(text.clone())
                    }
                    _ => Some(String::new()),
                })
            })
        })
    };
    view! {
        <Show when=move || app.notice.with(Option::is_some)>
            <div class="notice" role="alert" data-testid="notice">
                <span>{text}</span>
                <Show when=move || app.notice.with(|n| n == &Some(Notice::ComputerStopped))>
                    <button class="primary" data-testid="notice-reload" on:click=move |_| {
                        let _ = window().location().reload();
                    }>{move || app.lang.get().ui().reload}</button>
                </Show>
                <button
                    class="close"
                    aria-label=move || app.lang.get().ui().close
                    on:click=move |_| app.dismiss_notice()
                >
                    "×"
                </button>
            </div>
        </Show>
    }
}

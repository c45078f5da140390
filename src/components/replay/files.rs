//! What leaves the replay: its file downloaded again, and its link.

use crate::browser;
use crate::components::ShareLink;
use crate::model::replay::Source;
use crate::state::{AppState, use_app};
use crate::words::ENABLE;
use leptos::prelude::*;

/// The link to what is replayed, worked out once per game, not per step
/// (a finished game's link replays its record).
fn replay_link(app: AppState) -> Memo<Option<String>> {
    let source = Memo::new(move |_| app.replay.with(|r| r.as_ref().map(|r| r.source.clone())));
    Memo::new(move |_| {
        source.track();
        app.replay
            .with_untracked(|r| r.as_ref()?.share_fragment(app.words.get(ENABLE)))
    })
}

/// The file replayed, as it was read.
fn download(app: AppState) {
    app.replay
        .with_untracked(|r| match r.as_ref().map(|r| (&r.name, &r.source)) {
            Some((name, Source::Gcg(gcg))) => browser::download(name, &gcg.to_text(), "text/plain"),
            Some((name, Source::Record(json) | Source::Table(json))) => {
                browser::download(name, json, "application/json")
            }
            Some((_, Source::Link(_))) | None => {}
        })
}

#[component]
pub(super) fn ReplayFiles() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let is_record = move || {
        app.replay.with(|r| {
            matches!(
                r.as_ref().map(|r| &r.source),
                Some(Source::Record(_) | Source::Table(_))
            )
        })
    };
    let has_file = move || {
        app.replay.with(|r| {
            matches!(
                r.as_ref().map(|r| &r.source),
                Some(Source::Record(_) | Source::Gcg(_) | Source::Table(_))
            )
        })
    };
    let shared = replay_link(app);
    view! {
        // A file to download only where there is one (not a class's
        // rounds nor a shared board, which travel as their link).
        <Show when=has_file>
            <button data-testid="replay-download" on:click=move |_| download(app)>
                {move || if is_record() { ui().download_record } else { ui().download_gcg }}
            </button>
        </Show>
        <ShareLink fragment=shared.into() />
    }
}

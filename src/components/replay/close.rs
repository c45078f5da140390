//! The way back from the replay.

use crate::state::{Screen, use_app};
use leptos::prelude::*;

/// The way back, drawn with the board (the files' part may still be on
/// its way): a finished game's review goes back to it, a file's to the
/// list, a shared link's to where it was opened from.
#[component]
pub(super) fn ReplayClose() -> impl IntoView {
    let app = use_app();
    let close = move |_| {
        let back = app
            .replay
            .with_untracked(|r| r.as_ref().map_or(Screen::Saved, |r| r.back_to));
        app.go(back)
    };
    view! { <button data-testid="replay-close" on:click=close>{move || app.lang.get().ui().close}</button> }
}

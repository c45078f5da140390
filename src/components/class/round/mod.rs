//! A class round: its board and rack, the countdown and the round's
//! buttons, what the class found, the reveal and the rounds so far.

mod class_rack;
mod round_buttons;
mod round_status;
use super::board::ClassBoard;
use super::entries::Entries;
use super::history::History;
use super::keep_graded;
use super::reveal::Reveal;
use crate::browser;
use crate::components::ShareLink;
use crate::state::{AppState, use_app};
use class_rack::ClassRack;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_text::fill;
use leptos::prelude::*;
use round_buttons::RoundButtons;
use round_status::RoundStatus;

#[component]
pub(super) fn ClassRound() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    keep_graded(app);
    let tiles = app
        .class
        .with_untracked(|c| c.as_ref().map_or(TileSetId::default(), |c| c.session.tiles));
    let rules = Rules::for_tiles(tiles);
    let title = move || {
        let n = app
            .class
            .with(|c| c.as_ref().map_or(1, |c| c.round_number()));
        fill(ui().class_round_title, &[("n", &n.to_string())])
    };
    view! {
        <div class="class-round">
            <div class="class-main">
                <h2 data-testid="class-round-title">{title}</h2>
                <ClassBoard rules=rules.clone() />
                <ClassRack rules />
            </div>
            <div class="class-side">
                <RoundStatus />
                <Entries />
                <Reveal />
                <History />
                <div class="class-buttons">
                    <button data-testid="class-download" on:click=move |_| download(app)>
                        {move || ui().class_download}
                    </button>
                    <button data-testid="class-end" on:click=move |_| app.end_class()>
                        {move || ui().class_end}
                    </button>
                </div>
                <ShareLink fragment=Signal::derive(move || app.class.with(|c| c.as_ref().map(|c| c.share_fragment()))) />
            </div>
        </div>
    }
}

/// The whole session as text.
fn download(app: AppState) {
    let lang = app.lang.get_untracked();
    if let Some(text) = app
        .class
        .with_untracked(|c| c.as_ref().map(|c| c.report(lang)))
    {
        browser::download("krada-class.txt", &text, "text/plain;charset=utf-8");
    }
}

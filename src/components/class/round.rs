//! A class round: its board and rack, the countdown and the round's
//! buttons, what the class found, the reveal and the rounds so far.

use super::board::ClassBoard;
use super::entries::Entries;
use super::history::History;
use super::keep_graded;
use super::reveal::Reveal;
use crate::browser;
use crate::components::ShareLink;
use crate::components::tile::{TileFace, tile_label};
use crate::model::class::{ClassState, Phase};
use crate::model::clock;
use crate::state::{AppState, use_app};
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn ClassRound() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    keep_graded(app);
    let tiles = app
        .class
        .with_untracked(|c| c.as_ref().map_or(TileSetId::Standard, |c| c.session.tiles));
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

/// The rack everybody solves this round.
#[component]
fn ClassRack(rules: Rules) -> impl IntoView {
    let app = use_app();
    let kind = rules.kind;
    let set = rules.tiles;
    let rack = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            c.session
                .table()
                .rack
                .iter()
                .map(|&t| {
                    let kind_of = set.kind(t);
                    let label = tile_label(kind.notation(), kind_of, None);
                    (kind_of.label, label, kind_of.points, kind_of.blank)
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="class-rack" data-testid="class-rack" aria-label=move || app.lang.get().ui().class_rack>
            {move || {
                rack()
                    .into_iter()
                    .map(|(tile, label, points, blank)| view! {
                        <span class="rack-like" data-tile=tile><TileFace label points blank /></span>
                    })
                    .collect_view()
            }}
        </div>
    }
}

/// The countdown, how many plays there are, and the round's next step.
#[component]
fn RoundStatus() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let countdown = move || {
        app.now.track();
        let now = browser::wall_ms();
        app.class.with(|c| c.as_ref()?.seconds_left(now))
    };
    let plays = move || app.class.with(|c| c.as_ref()?.plays);
    let over = move || {
        app.class
            .with(|c| c.as_ref().is_some_and(|c| c.session.is_over()))
    };
    view! {
        <div class="panel">
            {move || countdown().map(|s| view! {
                <p class="class-countdown" class:done=s == 0 role="timer" data-testid="class-countdown">
                    {clock::format(s as i64 * 1000)}
                </p>
            })}
            <p data-testid="class-plays">
                {move || match plays() {
                    Some(n) => fill(ui().class_plays_count, &[("plays", &n.to_string())]),
                    None => ui().class_listing.to_string(),
                }}
            </p>
            <Show when=over>
                <p class="class-over" data-testid="class-over">{move || ui().class_over}</p>
            </Show>
            <RoundButtons />
        </div>
    }
}

/// Start the countdown, reveal, draw again when no play exists, show the
/// next play, go to the next round: whichever the round is ready for.
#[component]
fn RoundButtons() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let with = move |f: &dyn Fn(&ClassState) -> bool| app.class.with(|c| c.as_ref().is_some_and(f));
    let over = move || with(&|c| c.session.is_over());
    let revealed = |c: &ClassState| matches!(c.phase, Phase::Revealed { .. });
    view! {
        <div class="class-buttons">
            <Show when=move || with(&|c| c.phase == Phase::Ready) && !over()>
                <button class="primary" data-testid="class-countdown-start" on:click=move |_| {
                    app.change_class(|c| c.start_countdown(browser::wall_ms()));
                }>{move || ui().class_start_countdown}</button>
            </Show>
            <Show when=move || with(&|c| !revealed(c) && c.plays.is_some_and(|n| n > 0)) && !over()>
                <button data-testid="class-reveal" on:click=move |_| { app.change_class(|c| c.reveal()); }>
                    {move || ui().class_reveal}
                </button>
            </Show>
            <Show when=move || with(&|c| c.plays == Some(0)) && !over()>
                <button class="primary" data-testid="class-redraw" on:click=move |_| {
                    app.change_class(|c| {
                        c.reveal();
                        c.next_round();
                    });
                }>{move || ui().class_no_play}</button>
            </Show>
            <Show when=move || with(&|c| revealed(c) && c.plays != Some(0))>
                <button data-testid="class-show-next" on:click=move |_| { app.change_class(|c| c.show_next()); }>
                    {move || ui().class_show_next}
                </button>
                <button class="primary" data-testid="class-next-round" on:click=move |_| { app.change_class(|c| c.next_round()); }>
                    {move || ui().class_next_round}
                </button>
            </Show>
        </div>
    }
}

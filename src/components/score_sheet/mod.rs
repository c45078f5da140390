//! The score sheet: every turn with its move, score, running total and
//! time; the tile tracker; the result with print and download.

mod result;
mod tile_tracker;
use crate::browser;
use crate::model::clock;
use crate::state::{AppState, Replay, use_app};
use leptos::prelude::*;
pub use result::Result;
use tile_tracker::TileTracker;

/// Offers the game's record as a JSON file.
fn download_record(app: AppState) {
    let record = app.with_game_untracked(|s| (s.id.clone(), s.game.record().to_json()));
    if let Some((id, json)) = record {
        browser::download(&format!("krada-{id}.json"), &json, "application/json");
    }
}

/// Opens the finished game in the replay screen, move by move, with each
/// move's review.
fn review_game(app: AppState) {
    let replay =
        app.with_game_untracked(|s| Replay::of_game(format!("krada-{}.json", s.id), &s.game));
    if let Some(replay) = replay {
        app.show_replay(replay);
    }
}

/// Offers a Crossword game as a GCG file.
fn download_gcg(app: AppState) {
    let gcg = app.with_game_untracked(|s| (s.id.clone(), s.game.to_gcg().to_text()));
    if let Some((id, text)) = gcg {
        browser::download(&format!("krada-{id}.gcg"), &text, "text/plain");
    }
}

#[component]
pub fn ScoreSheet() -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let rows = move || {
        let lang = lang.get();
        app.session.with(|s| {
            let Some(s) = s.as_ref() else { return vec![] };
            let kind = s.game.rules().kind;
            let names = &s.game.config().sides;
            s.game
                .turns()
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    (
                        i + 1,
                        t.side,
                        names[t.side as usize].name.clone(),
                        lang.event(kind, &t.event),
                        t.score,
                        t.total,
                        clock::format_used(t.time_ms),
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    let download = move |_| download_record(app);
    let last_row = Memo::new(move |_| {
        app.session
            .with(|s| s.as_ref().and_then(|s| s.game.last_play()).map(|i| i + 1))
    });
    // The sheet follows the game: its newest turns (the last play marked
    // among them) stay in view in the column, the tracker below it.
    let scroller = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        app.session
            .with(|s| s.as_ref().map(|s| s.game.turns().len()));
        if let Some(el) = scroller.get() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <aside class="panel score-sheet" data-testid="score-sheet" aria-label=move || ui().score_sheet>
            <h2>{move || ui().score_sheet}</h2>
            <Show
                when=move || app.session.with(|s| s.as_ref().is_some_and(|s| !s.game.turns().is_empty()))
                fallback=move || view! { <p class="placeholder">{move || ui().no_turns}</p> }
            >
                // Scrolls on its own beside the board: reachable by keyboard too.
                <div class="sheet-scroll" node_ref=scroller tabindex="0" role="region" aria-label=move || ui().score_sheet>
                <table class="sheet" data-testid="sheet">
                    <thead>
                        <tr>
                            <th scope="col">"#"</th>
                            <th scope="col">{move || ui().side}</th>
                            <th scope="col">{move || ui().move_heading}</th>
                            <th scope="col">{move || ui().points}</th>
                            <th scope="col">{move || ui().total}</th>
                            <th scope="col">{move || ui().time}</th>
                        </tr>
                    </thead>
                    <tbody>
                        <For
                            each=rows
                            key=|row| row.clone()
                            children=move |(n, side, name, event, score, total, time)| {
                                let title = name.clone();
                                view! {
                                    <tr
                                        class=format!("side-{side}")
                                        class:last-play=move || last_row.get() == Some(n)
                                        data-testid=format!("turn-{n}")
                                    >
                                        <td>{n}</td>
                                        <td class="who" title=title>{name}</td>
                                        <td class="move">{event}</td>
                                        <td class="num">{format!("{score:+}")}</td>
                                        <td class="num">{total}</td>
                                        <td class="num">{time}</td>
                                    </tr>
                                }
                            }
                        />
                    </tbody>
                </table>
                </div>
            </Show>
            <TileTracker />
            <Show when=move || app.session.with(|s| s.as_ref().is_some_and(|s| !s.game.is_over()))>
                <button class="no-print" data-testid="download-record" on:click=download>
                    {move || ui().download_record}
                </button>
            </Show>
            <Show when=move || {
                app.session.with(|s| s.as_ref().is_some_and(|s| s.game.rules().kind.needs_words()))
            }>
                <button class="no-print" data-testid="download-gcg" on:click=move |_| download_gcg(app)>
                    {move || ui().download_gcg}
                </button>
            </Show>
        </aside>
    }
}

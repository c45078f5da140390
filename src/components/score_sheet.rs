//! The score sheet: every turn with its move, score, running total and
//! time; the tile tracker; the result with print and download.

use super::ShareLink;
use crate::browser;
use crate::model::clock;
use crate::model::wall::result_lines;
use crate::state::{AppState, Replay, use_app};
use krada_text::fill;
use leptos::prelude::*;

/// Offers the game's record as a JSON file.
fn download_record(app: AppState) {
    let record = app.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| (s.id.clone(), s.game.record().to_json()))
    });
    if let Some((id, json)) = record {
        browser::download(&format!("krada-{id}.json"), &json, "application/json");
    }
}

/// Opens the finished game in the replay screen, move by move, with each
/// move's review.
fn review_game(app: AppState) {
    let replay = app.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| Replay::of_game(format!("krada-{}.json", s.id), &s.game))
    });
    if let Some(replay) = replay {
        app.show_replay(replay);
    }
}

/// Offers a Crossword game as a GCG file.
fn download_gcg(app: AppState) {
    let gcg = app.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| (s.id.clone(), s.game.to_gcg().to_text()))
    });
    if let Some((id, text)) = gcg {
        browser::download(&format!("krada-{id}.gcg"), &text, "text/plain");
    }
}

#[component]
fn TileTracker() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let unseen = move || {
        app.session.with(|s| {
            let s = s.as_ref()?;
            if s.handover {
                return None;
            }
            let viewer = s.game.to_move();
            let counts = s.game.unseen(viewer);
            let set = &s.game.rules().tiles;
            let total: u32 = counts.iter().map(|&c| c as u32).sum();
            let items: Vec<(String, u8)> = set
                .ids()
                .filter(|id| counts[id.0 as usize] > 0)
                .map(|id| (set.kind(id).label.to_string(), counts[id.0 as usize]))
                .collect();
            Some((total, items))
        })
    };
    view! {
        {move || {
            unseen()
                .map(|(total, items)| {
                    view! {
                        <section class="tracker" data-testid="tracker">
                            <h3>{move || fill(ui().unseen_tiles, &[("count", &total.to_string())])}</h3>
                            <ul>
                                {items
                                    .into_iter()
                                    .map(|(label, count)| {
                                        let tile = label.clone();
                                        view! {
                                            <li data-tile=tile>
                                                <span class="t">{label}</span>
                                                <span class="n">{format!("×{count}")}</span>
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ul>
                        </section>
                    }
                })
        }}
    }
}

/// The result, at the head of the sheet column when the game ends: beside
/// the board on wide screens, at the top of the drawer that opens on phones,
/// so every device has it in view.
#[component]
pub fn Result() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let result = move || {
        let lang = app.lang.get();
        app.session.with(|s| {
            let s = s.as_ref()?;
            let names = s.game.config().sides.clone().map(|side| side.name);
            result_lines(lang, &names, &s.game)
        })
    };
    let download = move |_| download_record(app);
    view! {
        {move || {
            result()
                .map(|result| {
                    let adjustments = (!result.adjustments.is_empty()).then(|| {
                        let lines = result
                            .adjustments
                            .into_iter()
                            .map(|line| view! { <li>{line}</li> })
                            .collect_view();
                        view! { <ul class="adjustments" data-testid="end-adjustments">{lines}</ul> }
                    });
                    view! {
                        <section class="result" data-testid="result" aria-live="polite">
                            <h2>{ui().game_over}</h2>
                            <p class="winner">{result.winner}</p>
                            <p class="final">{result.scores}</p>
                            {adjustments}
                            <div class="no-print">
                                <button data-testid="print" on:click=move |_| {
                                    let _ = window().print();
                                }>{move || ui().print}</button>
                                <button data-testid="download" on:click=download>{move || ui().download_record}</button>
                                <button data-testid="review-game" on:click=move |_| review_game(app)>
                                    {move || ui().review_game}
                                </button>
                            </div>
                            <ShareLink fragment=Signal::derive(move || {
                                app.session.with(|s| s.as_ref().filter(|s| s.game.is_over()).map(|s| s.share_fragment()))
                            }) />
                        </section>
                    }
                })
        }}
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
                        clock::format(t.time_ms as i64),
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

//! The wall: a second window for the projector that shows only what the
//! whole room may see. It draws the [`WallView`] the controlling window
//! stores, redraws when another window changes it, and runs the clocks and
//! a class round's countdown on its own between changes.

use super::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use super::qr::QrCode;
use crate::browser;
use crate::model::clock;
use crate::model::wall::{WALL_KEY, WallView};
use krada_engine::layout::Pos;
use krada_engine::rules::Rules;
use krada_text::{Lang, fill};
use leptos::prelude::*;
use std::time::Duration;

/// How many sheet lines the wall shows: the latest, in type that reads from
/// the back of a room.
const WALL_ROWS: usize = 12;

fn stored_view() -> Option<WallView> {
    browser::read_pref(WALL_KEY).and_then(|t| WallView::from_json(&t))
}

/// The wall window's whole page.
#[component]
pub fn Wall() -> impl IntoView {
    let view = RwSignal::new(stored_view());
    let now = RwSignal::new(browser::wall_ms());
    // Until a view arrives, the wall speaks the language chosen on this device.
    let lang = RwSignal::new(crate::lang::stored_or_browser_lang());
    Effect::new(move |_| {
        if let Some(l) = view.with(|v| v.as_ref().map(|v| v.lang)) {
            lang.set(l);
        }
        crate::lang::set_document_lang(lang.get());
    });
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(WALL_KEY) {
            view.set(stored_view());
        }
    });
    on_cleanup(move || storage.remove());
    if let Ok(handle) = set_interval_with_handle(
        move || now.set(browser::wall_ms()),
        Duration::from_millis(250),
    ) {
        on_cleanup(move || handle.clear());
    }
    let ui = move || lang.get().ui();
    let tiles = Memo::new(move |_| view.with(|v| v.as_ref().map(|v| v.tiles)));
    view! {
        <main class="wall" data-testid="wall">
            {move || match tiles.get() {
                None => view! {
                    <div class="wall-waiting">
                        <h1>{move || ui().app_title}</h1>
                        <p data-testid="wall-waiting">{move || ui().wall_waiting}</p>
                    </div>
                }
                .into_any(),
                Some(tiles) => view! {
                    <WallSides view now lang />
                    <WallBoard view tiles=Rules::for_tiles(tiles) lang />
                    <WallSheet view lang />
                }
                .into_any(),
            }}
        </main>
    }
}

#[component]
fn WallSides(
    view: RwSignal<Option<WallView>>,
    now: RwSignal<f64>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let ui = move || lang.get().ui();
    let side = move |i: u8| {
        let now = now.get();
        view.with(|v| {
            let v = v.as_ref()?;
            let s = v.sides.get(i as usize)?;
            let clock = v.clock.as_ref();
            let shown = clock.map(|c| {
                let used = v.used_ms(i, now);
                match clock::face(&c.config, used) {
                    Some(f) => (clock::format(f.remaining_ms), f.overtime),
                    None => (clock::format(used as i64), false),
                }
            });
            let running = clock.is_some_and(|c| c.to_move == i && c.running);
            Some((s.name.clone(), s.score, shown, running))
        })
    };
    let sides = move || {
        (0..2u8)
            .filter_map(|i| side(i).map(|s| (i, s)))
            .map(|(i, (name, score, shown, running))| {
                let overtime = shown.as_ref().is_some_and(|s| s.1);
                view! {
                    <div class=format!("wall-player side-{i}") class:running=running class:overtime=overtime data-testid=format!("wall-side-{i}")>
                        <span class="wall-name">{name}</span>
                        <span class="wall-score" data-testid=format!("wall-score-{i}")>{score}</span>
                        {shown.map(|(t, _)| view! { <span class="wall-time" role="timer" data-testid=format!("wall-time-{i}")>{t}</span> })}
                    </div>
                }
            })
            .collect_view()
    };
    let countdown = move || {
        let now = now.get();
        view.with(|v| v.as_ref()?.countdown_left_s(now))
    };
    let bag = move || view.with(|v| v.as_ref()?.bag);
    let rack = move || view.with(|v| v.as_ref().map(|v| v.rack.clone()).unwrap_or_default());
    let result = move || view.with(|v| v.as_ref()?.result.clone());
    let link = move || view.with(|v| v.as_ref()?.link.clone());
    view! {
        <section class="wall-sides" aria-label=move || ui().score_bar>
            <h1 class="wall-title" data-testid="wall-title">{move || view.with(|v| v.as_ref().map(|v| v.title.clone()))}</h1>
            {sides}
            {move || countdown().map(|s| view! {
                <p class="wall-countdown" class:done=s == 0 role="timer" data-testid="wall-countdown">
                    {clock::format(s as i64 * 1000)}
                </p>
            })}
            {move || {
                let rack = rack();
                (!rack.is_empty()).then(|| view! {
                    <div class="wall-rack" data-testid="wall-rack" aria-label=move || ui().class_rack>
                        {rack.into_iter().map(|t| view! { <span class="wall-rack-tile">{t}</span> }).collect_view()}
                    </div>
                })
            }}
            {move || bag().map(|n| view! {
                <p class="wall-bag" data-testid="wall-bag">{fill(ui().tiles_in_bag, &[("count", &n.to_string())])}</p>
            })}
            {move || result().map(|r| view! { <p class="wall-result" data-testid="wall-result">{r}</p> })}
            {move || link().map(|l| view! { <QrCode text=l /> })}
        </section>
    }
}

#[component]
fn WallBoard(
    view: RwSignal<Option<WallView>>,
    tiles: Rules,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let last = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref().map_or_else(LastPlay::default, |v| LastPlay {
                squares: v.last.iter().filter_map(|p| Pos::parse(p)).collect(),
                score: v.last_score,
            })
        })
    });
    let cell = move |pos: Pos| {
        view.with(|v| {
            let c = v.as_ref()?.cell(pos)?;
            Some(CellView {
                label: c.label.clone(),
                points: c.points,
                blank: c.blank,
                tentative: false,
            })
        })
    };
    let rows = squares(
        SquaresOf {
            game: tiles.kind,
            layout: tiles.layout.clone(),
            lang,
            test_prefix: "wall-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        cell,
    );
    view! {
        <div class="wall-board board-wrap">
            <BoardFrame>
                <div role="grid" class="board" data-testid="wall-board" aria-label=move || lang.get().ui().board>
                    {rows}
                </div>
            </BoardFrame>
        </div>
    }
}

#[component]
fn WallSheet(view: RwSignal<Option<WallView>>, lang: RwSignal<Lang>) -> impl IntoView {
    let ui = move || lang.get().ui();
    let rows = move || {
        view.with(|v| {
            let Some(v) = v.as_ref() else { return vec![] };
            let skip = v.rows.len().saturating_sub(WALL_ROWS);
            v.rows[skip..]
                .iter()
                .map(|r| (r.clone(), v.highlight == Some(r.n)))
                .collect::<Vec<_>>()
        })
    };
    // A list without totals (the class's best plays at a reveal) has no
    // column for them.
    let totals = move || {
        view.with(|v| {
            v.as_ref()
                .is_some_and(|v| v.rows.iter().any(|r| r.total.is_some()))
        })
    };
    view! {
        <section class="wall-sheet" aria-label=move || ui().score_sheet>
            <table class="sheet" data-testid="wall-sheet">
                <thead>
                    <tr>
                        <th scope="col">"#"</th>
                        <th scope="col">{move || ui().move_heading}</th>
                        <th scope="col">{move || ui().points}</th>
                        <Show when=totals>
                            <th scope="col">{move || ui().total}</th>
                        </Show>
                    </tr>
                </thead>
                <tbody>
                    <For
                        each=rows
                        key=|row| row.clone()
                        children=move |(r, last)| view! {
                            <tr class=format!("side-{}", r.side) class:last-play=last data-testid=format!("wall-turn-{}", r.n)>
                                <td>{r.n}</td>
                                <td class="move"><span class="visually-hidden">{r.name}": "</span>{r.event}</td>
                                <td class="num">{format!("{:+}", r.score)}</td>
                                {r.total.map(|t| view! { <td class="num">{t}</td> })}
                            </tr>
                        }
                    />
                </tbody>
            </table>
        </section>
    }
}

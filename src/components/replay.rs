//! A GCG file played back move by move: the board after each event, the
//! players' totals, the list of moves; the file can be downloaded again.

use super::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use super::tile::tile_label;
use crate::browser;
use crate::computer::use_computer;
use crate::state::{Replay, Screen, use_app};
use crate::words::ENABLE;
use krada_ai::position::{Position, play_notation};
use krada_engine::board::Board;
use krada_engine::gcg::{Gcg, GcgEvent, GcgLine};
use krada_engine::layout::{Layout, LayoutId};
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::{line_text, parse_rack};
use krada_engine::play;
use krada_engine::rules::{GameKind, Rules};
use krada_engine::tileset::TileSetId;
use krada_text::fill;
use leptos::prelude::*;
use std::sync::Arc;

/// An event as its GCG line shows it, without the `>`.
fn event_text(event: &GcgEvent) -> String {
    let line = Gcg {
        lines: vec![GcgLine::Event(event.clone())],
    }
    .to_text();
    line.trim_start_matches('>').trim_end().to_string()
}

/// How many best plays the analysis lists.
const ANALYSED: usize = 5;

/// The position before the replay's next event, seen by the player whose
/// rack the file gives; `None` when it gives none.
fn next_position(replay: &Replay, words: Arc<Lexicon>) -> Option<Position> {
    let next = replay.steps.get(replay.at)?;
    let set = Rules::for_tiles(TileSetId::English).tiles;
    let rack = parse_rack(&set, &next.event.rack).ok()?;
    if rack.is_empty() || rack.len() > 7 {
        return None;
    }
    let board = match replay.at {
        0 => Board::default(),
        at => replay.steps[at - 1].board.clone(),
    };
    let mut unseen: Vec<u8> = set.kinds.iter().map(|k| k.count).collect();
    for tile in board
        .tiles()
        .map(|(_, p)| p.tile)
        .chain(rack.iter().copied())
    {
        unseen[tile.0 as usize] = unseen[tile.0 as usize].saturating_sub(1);
    }
    let bag_len = unseen
        .iter()
        .map(|&n| n as usize)
        .sum::<usize>()
        .saturating_sub(7);
    Some(Position {
        tiles: TileSetId::English,
        board: board.tiles().collect(),
        rack,
        bag_len,
        unseen,
        scoreless: 0,
        lexicon: Some(words),
    })
}

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let rules = Rules::for_tiles(TileSetId::English);
    let layout = Layout::get(LayoutId::Crossword);
    let count = move || app.replay.with(|r| r.as_ref().map_or(0, |r| r.steps.len()));
    let at = move || app.replay.with(|r| r.as_ref().map_or(0, |r| r.at));
    let computer = use_computer();
    // The step whose next rack was analysed; moving on clears the analysis.
    let analysed = RwSignal::new(None::<usize>);
    let no_words = RwSignal::new(false);
    Effect::new(move |_| {
        if analysed.get_untracked().is_some_and(|a| a != at()) {
            analysed.set(None);
            computer.hints.set(None);
        }
    });
    let can_analyse = move || {
        app.replay.with(|r| {
            r.as_ref()
                .and_then(|r| r.steps.get(r.at))
                .is_some_and(|s| !s.event.rack.is_empty())
        })
    };
    let analyse = move |_| {
        let Some(step) = app.replay.with_untracked(|r| r.as_ref().map(|r| r.at)) else {
            return;
        };
        // The file's own list when this device has it, else the site's.
        let named = app.replay.with_untracked(|r| {
            r.as_ref()
                .and_then(|r| r.gcg.pragma("lexicon").map(str::to_string))
        });
        leptos::task::spawn_local(async move {
            let mut words = None;
            if let Some(name) = &named {
                words = app.words.ensure(name).await;
            }
            if words.is_none() {
                words = app.words.ensure(ENABLE).await;
            }
            let Some(words) = words else {
                no_words.set(true);
                return;
            };
            no_words.set(false);
            let position = app
                .replay
                .with_untracked(|r| r.as_ref().and_then(|r| next_position(r, words)));
            if let Some(position) = position {
                analysed.set(Some(step));
                computer.ensure_started(app);
                computer.ask_hints_for(position, ANALYSED);
            }
        });
    };
    let played = move || {
        app.replay.with(|r| {
            let r = r.as_ref()?;
            let event = &r.steps.get(r.at)?.event;
            Some(fill(
                ui().replay_played,
                &[
                    ("play", &event_text(event)),
                    ("score", &event.score.to_string()),
                ],
            ))
        })
    };
    let analysis = move || {
        analysed.get()?;
        let hints = computer.hints.get()?;
        let rules = Rules::for_tiles(TileSetId::English);
        // The board the analysed rack was to be played on.
        let board = app.replay.with(|r| {
            r.as_ref()
                .and_then(|r| r.at.checked_sub(1).map(|i| r.steps[i].board.clone()))
                .unwrap_or_default()
        });
        Some(
            hints
                .into_iter()
                .enumerate()
                .map(|(i, hint)| {
                    // The whole word, board letters included.
                    let word = play::score(&rules, &board, &hint.placements)
                        .ok()
                        .and_then(|s| s.lines.first().map(|l| line_text(GameKind::Crossword, l)))
                        .unwrap_or_else(|| play_notation(&rules.tiles, &hint.placements));
                    let text = format!("{word} — {} ({:.1})", hint.score, hint.equity);
                    view! { <li data-testid=format!("analysis-{i}")>{text}</li> }
                })
                .collect_view(),
        )
    };
    let go = move |to: usize| {
        app.replay.update(|r| {
            if let Some(r) = r {
                r.at = to.min(r.steps.len());
            }
        })
    };
    let board = Memo::new(move |_| {
        app.replay.with(|r| {
            r.as_ref()
                .and_then(|r| r.at.checked_sub(1).map(|i| r.steps[i].board.clone()))
                .unwrap_or_default()
        })
    });
    let names = move || {
        app.replay.with(|r| {
            r.as_ref().map_or([String::new(), String::new()], |r| {
                r.gcg
                    .players()
                    .map(|p| p.map(|(_, name)| name).unwrap_or_default())
            })
        })
    };
    let totals = move || {
        app.replay.with(|r| {
            r.as_ref()
                .and_then(|r| r.at.checked_sub(1).map(|i| r.steps[i].totals))
                .unwrap_or([0, 0])
        })
    };
    // The last event's tiles, marked with its score, as on the game board.
    let last = Memo::new(move |_| {
        app.replay.with(|r| {
            let step = r.as_ref().and_then(|r| r.steps.get(r.at.checked_sub(1)?));
            step.map_or_else(LastPlay::default, |step| LastPlay {
                squares: step.placed.clone(),
                score: step.event.score,
            })
        })
    });
    let tiles = rules.tiles.clone();
    let rows = squares(
        SquaresOf {
            game: GameKind::Crossword,
            layout,
            lang,
            test_prefix: "replay-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        move |pos| {
            board.with(|b: &Board| {
                b.get(pos).map(|placed| {
                    let kind = tiles.kind(placed.tile);
                    CellView {
                        label: tile_label(GameKind::Crossword, kind, Some(placed.face)),
                        points: kind.points,
                        blank: kind.blank,
                        tentative: false,
                    }
                })
            })
        },
    );
    let moves = move || {
        app.replay.with(|r| {
            let Some(r) = r else { return Vec::new() };
            r.steps
                .iter()
                .enumerate()
                .map(|(i, step)| {
                    let text = event_text(&step.event);
                    let current = r.at == i + 1;
                    view! {
                        <li class:current=current>
                            <button data-testid=format!("replay-move-{}", i + 1) on:click=move |_| go(i + 1)>
                                {text}
                            </button>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    let download = move |_| {
        app.replay.with_untracked(|r| {
            if let Some(r) = r {
                browser::download(&r.name, &r.gcg.to_text(), "text/plain");
            }
        })
    };
    view! {
        <main class="replay" data-testid="replay">
            <section class="board-wrap">
                <BoardFrame>
                    <div role="grid" class="board" aria-label=move || ui().board>
                        {rows}
                    </div>
                </BoardFrame>
            </section>
            <aside class="panel replay-side" aria-label=move || ui().replay>
                <h2>{move || ui().replay}</h2>
                <p class="replay-scores" data-testid="replay-scores">
                    {move || {
                        let [a, b] = names();
                        let [sa, sb] = totals();
                        format!("{a} {sa} – {sb} {b}")
                    }}
                </p>
                <p data-testid="replay-step">
                    {move || match at() {
                        0 => ui().replay_start.to_string(),
                        n => fill(ui().replay_step, &[("n", &n.to_string()), ("count", &count().to_string())]),
                    }}
                </p>
                <div class="replay-buttons">
                    <button data-testid="replay-first" disabled=move || at() == 0 on:click=move |_| go(0)>
                        {move || ui().replay_first}
                    </button>
                    <button data-testid="replay-prev" disabled=move || at() == 0 on:click=move |_| go(at().saturating_sub(1))>
                        {move || ui().replay_prev}
                    </button>
                    <button data-testid="replay-next" disabled=move || at() == count() on:click=move |_| go(at() + 1)>
                        {move || ui().replay_next}
                    </button>
                    <button data-testid="replay-last" disabled=move || at() == count() on:click=move |_| go(count())>
                        {move || ui().replay_last}
                    </button>
                </div>
                <button data-testid="replay-analyse" disabled=move || !can_analyse() on:click=analyse>
                    {move || ui().replay_analyse}
                </button>
                <Show when=move || no_words.get()>
                    <p class="problem" role="alert">{move || ui().words_missing}</p>
                </Show>
                {move || {
                    analysis()
                        .map(|items| {
                            view! {
                                <div class="analysis" data-testid="analysis">
                                    <p data-testid="replay-played">{played}</p>
                                    <ol class="hints">{items}</ol>
                                </div>
                            }
                        })
                }}
                {move || {
                    let lang = lang.get();
                    let warnings = app.replay.with(|r| {
                        r.as_ref().map_or(Vec::new(), |r| {
                            r.warnings.iter().map(|w| lang.gcg_warning(w)).collect::<Vec<_>>()
                        })
                    });
                    (!warnings.is_empty())
                        .then(|| {
                            view! {
                                <ul class="problem replay-warnings" data-testid="replay-warnings">
                                    {warnings.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
                                </ul>
                            }
                        })
                }}
                <ol class="replay-moves">{moves}</ol>
                <button data-testid="replay-download" on:click=download>
                    {move || ui().download_gcg}
                </button>
                <button on:click=move |_| app.screen.set(Screen::Saved)>{move || ui().close}</button>
            </aside>
        </main>
    }
}

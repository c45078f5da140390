//! A finished game or a GCG file played back move by move: the board after
//! each event, the players' totals, the list of moves, and for a move whose
//! rack is known its review (its rank among every legal play, what it left,
//! the best plays); the game can be downloaded again.

use super::ShareLink;
use super::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use super::tile::tile_label;
use crate::browser;
use crate::computer::use_computer;
use crate::model::replay::{Source, StepLine};
use crate::state::{AppState, Screen, use_app};
use crate::words::ENABLE;
use krada_engine::board::Board;
use krada_engine::play::Placement;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_features::review::line_of;
use krada_text::review::{side_summary, verdict};
use krada_text::{fill, signed_tenths, tenths, tile_labels};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How many best plays the review lists.
const ANALYSED: usize = 5;

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

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let tiles_id = app
        .replay
        .with_untracked(|r| r.as_ref().map_or(TileSetId::English, |r| r.tiles));
    let rules = Rules::for_tiles(tiles_id);
    let kind = rules.kind;
    let layout = rules.layout;
    let count = move || app.replay.with(|r| r.as_ref().map_or(0, |r| r.steps.len()));
    let at = move || app.replay.with(|r| r.as_ref().map_or(0, |r| r.at));
    let computer = use_computer();
    let no_words = RwSignal::new(false);
    // Steps whose move is waiting to be reviewed, in order; the one asked
    // of the worker is not among them.
    let queue = StoredValue::new(Vec::<usize>::new());
    let reviewing = RwSignal::new(false);
    // A best play laid on the board, until the step changes.
    let shown = RwSignal::new(None::<Vec<Placement>>);
    // Reviews made before on this device for this game.
    app.replay.update(|r| {
        if let Some(r) = r
            && let Some(json) = browser::read_pref(&r.storage_key())
        {
            r.restore_reviews(&json);
        }
    });
    let can_analyse = move || {
        app.replay.with(|r| {
            r.as_ref()
                .is_some_and(|r| r.next_moment().is_some() && r.next_review().is_none())
        })
    };
    // Sends the move of `step` to the worker, with the word list it needs.
    let ask = move |step: usize| {
        let Some(mut moment) = app.replay.with_untracked(|r| {
            r.as_ref()
                .and_then(|r| r.moments.iter().find(|m| m.index == step).cloned())
        }) else {
            return;
        };
        // A GCG file's list when this device has it, else the site's.
        let named = app
            .replay
            .with_untracked(|r| match r.as_ref().map(|r| &r.source) {
                Some(Source::Gcg(gcg)) => gcg.pragma("lexicon").map(str::to_string),
                _ => None,
            });
        leptos::task::spawn_local(async move {
            if kind.needs_words() && moment.position.lexicon.is_none() {
                let mut words = None;
                if let Some(name) = &named {
                    words = app.words.ensure(name).await;
                }
                if words.is_none() {
                    words = app.words.ensure(ENABLE).await;
                }
                let Some(words) = words else {
                    no_words.set(true);
                    reviewing.set(false);
                    return;
                };
                moment.position.lexicon = Some(words);
            }
            no_words.set(false);
            computer.ensure_started(app);
            computer.ask_review(moment, ANALYSED);
        });
    };
    let ask_next = move || {
        let next = queue
            .try_update_value(|q| (!q.is_empty()).then(|| q.remove(0)))
            .flatten();
        match next {
            Some(step) => ask(step),
            None => reviewing.set(false),
        }
    };
    // Each review that comes back is kept with the game, and the next asked.
    Effect::new(move |_| {
        let Some(review) = computer.review.get() else {
            return;
        };
        app.replay.update(|r| {
            if let Some(r) = r {
                r.keep_review(review);
                browser::write_pref(&r.storage_key(), &r.reviews_json());
            }
        });
        computer.review.set(None);
        if reviewing.get_untracked() {
            ask_next();
        }
    });
    let analyse = move |_| {
        if let Some(step) = app.replay.with_untracked(|r| r.as_ref().map(|r| r.at)) {
            ask(step);
        }
    };
    let review_all = move |_| {
        let steps = app
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.unreviewed()).unwrap_or_default());
        queue.set_value(steps);
        reviewing.set(true);
        ask_next();
    };
    let stop = move |_| {
        queue.set_value(Vec::new());
        reviewing.set(false);
    };
    let progress = move || {
        app.replay
            .with(|r| r.as_ref().map_or((0, 0), |r| r.progress()))
    };
    let played = move || {
        let lang = lang.get();
        app.replay.with(|r| {
            let r = r.as_ref()?;
            let step = r.steps.get(r.at)?;
            let name = match &step.line {
                StepLine::Gcg(_) => String::new(),
                StepLine::Krada { side, .. } => format!("{}: ", r.names[*side as usize & 1]),
                StepLine::Round(_) => String::new(),
            };
            Some(fill(
                lang.ui().replay_played,
                &[
                    ("play", &format!("{name}{}", step.text(lang, kind))),
                    ("score", &step.score.to_string()),
                ],
            ))
        })
    };
    let set = rules.tiles.clone();
    let rack_size = rules.rack_size;
    let analysis = move || {
        let lang = lang.get();
        let (review, position) = app.replay.with(|r| {
            let r = r.as_ref()?;
            Some((r.next_review()?.clone(), r.next_moment()?.position.clone()))
        })?;
        let mut items: Vec<_> = review
            .best
            .iter()
            .enumerate()
            .map(|(i, best)| {
                let bingo = if best.bingo {
                    format!(" ({})", lang.ui().review_bingo)
                } else {
                    String::new()
                };
                // Why it ranks there: its score plus the value of what it
                // keeps, less what it opens to the opponent.
                let text = format!(
                    "{}{bingo}",
                    fill(
                        lang.ui().review_play,
                        &[
                            ("play", &line_of(&position, &best.placements)),
                            ("score", &best.score.to_string()),
                            (
                                "leave",
                                &signed_tenths(best.equity - best.score as f32 + best.opening),
                            ),
                            ("opening", &lang.ui().opening(best.opening)),
                            ("equity", &tenths(best.equity)),
                        ],
                    )
                );
                let placements = best.placements.clone();
                view! {
                    <li data-testid=format!("analysis-{i}")>
                        <button
                            class="link"
                            title=move || lang.ui().review_show
                            on:click=move |_| shown.set(Some(placements.clone()))
                        >
                            {text}
                        </button>
                    </li>
                }
                .into_any()
            })
            .collect();
        // The exchange, when it is worth more than any play.
        if let Some((give, equity)) = &review.exchange
            && review.best.first().is_none_or(|b| *equity > b.equity)
        {
            let text = format!(
                "{} ({})",
                fill(
                    lang.ui().review_exchange,
                    &[("tiles", &tile_labels(&set, give))]
                ),
                tenths(*equity)
            );
            items.insert(
                0,
                view! { <li data-testid="analysis-exchange">{text}</li> }.into_any(),
            );
        }
        Some((verdict(lang, &review, rack_size), items.collect_view()))
    };
    let go = move |to: usize| {
        shown.set(None);
        app.replay.update(|r| {
            if let Some(r) = r {
                r.at = to.min(r.steps.len());
            }
        })
    };
    // Arrow keys, Home and End step through the game (the slider has its own).
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let on_slider = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .is_some();
        if on_slider || ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let to = match ev.key().as_str() {
            "ArrowLeft" => at().saturating_sub(1),
            "ArrowRight" => at() + 1,
            "Home" => 0,
            "End" => count(),
            _ => return,
        };
        ev.prevent_default();
        go(to);
    });
    on_cleanup(move || keys.remove());
    let board = Memo::new(move |_| {
        app.replay
            .with(|r| r.as_ref().map(|r| r.board()).unwrap_or_default())
    });
    let names = move || {
        app.replay.with(|r| {
            r.as_ref()
                .map_or([String::new(), String::new()], |r| r.names.clone())
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
                score: step.score,
            })
        })
    });
    let tiles = rules.tiles.clone();
    let game_kind = kind;
    let rows = squares(
        SquaresOf {
            game: kind,
            layout,
            lang,
            test_prefix: "replay-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        move |pos| {
            // A best play shown is drawn as tentative tiles.
            let on_board = board.with(|b: &Board| b.get(pos).map(|p| (p, false)));
            let laid = move || {
                shown.with(|s| {
                    s.as_ref()?
                        .iter()
                        .find(|p| p.pos == pos)
                        .map(|p| (p.placed(), true))
                })
            };
            on_board.or_else(laid).map(|(placed, tentative)| {
                let kind = tiles.kind(placed.tile);
                CellView {
                    label: tile_label(game_kind.notation(), kind, Some(placed.face)),
                    points: kind.points,
                    blank: kind.blank,
                    tentative,
                }
            })
        },
    );
    let moves = move || {
        let lang = lang.get();
        app.replay.with(|r| {
            let Some(r) = r else { return Vec::new() };
            r.steps
                .iter()
                .enumerate()
                .map(|(i, step)| {
                    let mut text = step.text(lang, kind);
                    let review = r.review_of_step(i);
                    if let Some(review) = review {
                        text.push_str(&format!(" · #{}", review.rank));
                    }
                    let miss = review.is_some_and(|v| v.big_miss(rack_size));
                    let current = r.at == i + 1;
                    view! {
                        <li class:current=current class:miss=miss>
                            <button data-testid=format!("replay-move-{}", i + 1) on:click=move |_| go(i + 1)>
                                {text}
                            </button>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    let summary = move || {
        let lang = lang.get();
        app.replay.with(|r| {
            let r = r.as_ref()?;
            (r.progress().0 > 0).then(|| {
                r.summary()
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.moves > 0)
                    .map(|(side, s)| {
                        let text = side_summary(lang, &r.names[side], s);
                        view! { <li data-testid=format!("review-summary-{side}")>{text}</li> }
                    })
                    .collect_view()
            })
        })
    };
    let download_review = move |_| {
        let lang = lang.get_untracked();
        if let Some((name, text)) = app
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.report(lang)))
        {
            browser::download(&name, &text, "text/plain");
        }
    };
    let is_record = move || {
        app.replay
            .with(|r| matches!(r.as_ref().map(|r| &r.source), Some(Source::Record(_))))
    };
    let has_file = move || {
        app.replay.with(|r| {
            matches!(
                r.as_ref().map(|r| &r.source),
                Some(Source::Record(_) | Source::Gcg(_))
            )
        })
    };
    let shared = replay_link(app);
    let download = move |_| {
        app.replay
            .with_untracked(|r| match r.as_ref().map(|r| (&r.name, &r.source)) {
                Some((name, Source::Gcg(gcg))) => {
                    browser::download(name, &gcg.to_text(), "text/plain")
                }
                Some((name, Source::Record(json))) => {
                    browser::download(name, json, "application/json")
                }
                Some((_, Source::Link(_))) | None => {}
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
                        // A class's rounds have one side: the best plays' total.
                        if b.is_empty() { format!("{a}: {sa}") } else { format!("{a} {sa} – {sb} {b}") }
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
                <input
                    type="range"
                    class="replay-slider"
                    data-testid="replay-slider"
                    min="0"
                    max=move || count().to_string()
                    prop:value=move || at().to_string()
                    aria-label=move || ui().review_slider
                    on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))
                />
                // Moves with known racks can be reviewed; a class's rounds or a
                // shared board have none.
                <Show when=move || { progress().1 > 0 }>
                <div class="replay-buttons">
                    <button data-testid="replay-analyse" disabled=move || !can_analyse() on:click=analyse>
                        {move || ui().replay_analyse}
                    </button>
                    <Show
                        when=move || reviewing.get()
                        fallback=move || view! {
                            <button
                                data-testid="review-all"
                                disabled=move || { let (done, total) = progress(); done == total }
                                on:click=review_all
                            >
                                {move || ui().review_all}
                            </button>
                        }
                    >
                        <button data-testid="review-stop" on:click=stop>{move || ui().review_stop}</button>
                    </Show>
                </div>
                <p data-testid="review-progress" aria-live="polite">
                    {move || {
                        let (done, total) = progress();
                        fill(ui().review_progress, &[("done", &done.to_string()), ("total", &total.to_string())])
                    }}
                </p>
                </Show>
                <ul class="review-summary">{summary}</ul>
                <Show when=move || { progress().0 != 0 }>
                    <div class="replay-buttons no-print">
                        <button data-testid="review-download" on:click=download_review>
                            {move || ui().review_download}
                        </button>
                        <button data-testid="review-print" on:click=move |_| { let _ = window().print(); }>
                            {move || ui().print}
                        </button>
                    </div>
                </Show>
                <Show when=move || no_words.get()>
                    <p class="problem" role="alert">{move || ui().words_missing}</p>
                </Show>
                {move || {
                    analysis()
                        .map(|(verdict, items)| {
                            view! {
                                <div class="analysis" data-testid="analysis">
                                    <p data-testid="replay-played">{played}</p>
                                    <p data-testid="replay-verdict">{verdict}</p>
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
                // A file to download only where there is one (not a class's
                // rounds nor a shared board, which travel as their link).
                <Show when=has_file>
                    <button data-testid="replay-download" on:click=download>
                        {move || if is_record() { ui().download_record } else { ui().download_gcg }}
                    </button>
                </Show>
                <ShareLink fragment=shared.into() />
                <button data-testid="replay-close" on:click=move |_| {
                    // A finished game's review goes back to it, a file's to the
                    // list, a shared link's to where it was opened from.
                    let back = app.replay.with_untracked(|r| r.as_ref().map_or(Screen::Saved, |r| r.back_to));
                    app.screen.set(back)
                }>{move || ui().close}</button>
            </aside>
        </main>
    }
}

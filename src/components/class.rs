//! The class round screen at the teacher's device: set up a session, then
//! each round the board and the rack everybody solves, the countdown, what
//! the class found (checked and scored at once), the reveal of the best
//! plays in rank, the rounds so far and the standings.

use super::ShareLink;
use super::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use super::tile::{TileFace, tile_label};
use crate::browser;
use crate::computer::use_computer;
use crate::model::class::{ClassState, EntryProblem, MINUTES, Phase, TOP};
use crate::model::clock;
use crate::state::use_app;
use crate::words::ENABLE;
use krada_engine::layout::Pos;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_features::review::line_of;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn ClassScreen() -> impl IntoView {
    let app = use_app();
    // A memo, so the round's view is built once per session, not on every
    // change of it (which would drop what is being typed).
    let running = Memo::new(move |_| app.class.with(Option::is_some));
    view! {
        <main class="class-screen" data-testid="class">
            {move || match running.get() {
                false => view! { <ClassSetup /> }.into_any(),
                true => view! { <ClassRound /> }.into_any(),
            }}
        </main>
    }
}

#[component]
fn ClassSetup() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let tiles = RwSignal::new(TileSetId::Standard);
    let minutes = RwSignal::new(2u32);
    let seed = RwSignal::new(String::new());
    let choice =
        move |id: TileSetId, label: fn(&krada_text::Ui) -> &'static str, test: &'static str| {
            view! {
                <label>
                    <input
                        type="radio"
                        name="class-tiles"
                        data-testid=test
                        prop:checked=move || tiles.get() == id
                        on:change=move |_| tiles.set(id)
                    />
                    {move || label(ui())}
                </label>
            }
        };
    let start = move |_| {
        let seed = seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .unwrap_or_else(|_| browser::random_u64() % 1_000_000);
        app.class.set(Some(ClassState::new(
            tiles.get_untracked(),
            seed,
            minutes.get_untracked(),
        )));
    };
    view! {
        <div class="panel class-setup">
            <h2>{move || ui().class_title}</h2>
            <p>{move || ui().class_intro}</p>
            <fieldset>
                <legend>{move || ui().class_game}</legend>
                {choice(TileSetId::Standard, |u| u.tiles_standard, "class-standard")}
                {choice(TileSetId::Primary, |u| u.tiles_primary, "class-primary")}
                {choice(TileSetId::English, |u| u.game_crossword, "class-crossword")}
            </fieldset>
            <label>
                {move || ui().class_minutes} " "
                <select
                    data-testid="class-minutes"
                    on:change=move |ev| minutes.set(event_target_value(&ev).parse().unwrap_or(2))
                >
                    {MINUTES
                        .map(|m| view! { <option value=m.to_string() selected=m == 2>{m}</option> })
                        .collect_view()}
                </select>
            </label>
            <label>
                {move || ui().seed} " "
                <input
                    data-testid="class-seed"
                    inputmode="numeric"
                    placeholder=move || ui().seed_placeholder
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
            </label>
            <button class="primary" data-testid="class-start" on:click=start>
                {move || ui().class_start}
            </button>
        </div>
    }
}

/// Asks the worker for the round's best plays and to find the entries not
/// yet found, whenever the round has some; one request at a time.
fn keep_graded(app: crate::state::AppState) {
    let computer = use_computer();
    // The round and entry count a request was made for, until its reply.
    let asked = StoredValue::new(None::<(usize, usize)>);
    Effect::new(move |_| {
        let need = app.class.with(|c| {
            let c = c.as_ref()?;
            let due = c.plays.is_none() || c.graded < c.entries.len();
            let open = !c.session.is_over();
            (due && open).then(|| {
                (
                    c.round_number(),
                    c.entries.len(),
                    c.position(),
                    c.entry_texts(),
                )
            })
        });
        let idle = computer.pending.with(Option::is_none);
        let Some((round, count, mut position, texts)) = need else {
            return;
        };
        if !idle || asked.get_value() == Some((round, count)) {
            return;
        }
        asked.set_value(Some((round, count)));
        leptos::task::spawn_local(async move {
            if position.tiles == TileSetId::English {
                position.lexicon = app.words.ensure(ENABLE).await;
            }
            computer.ensure_started(app);
            // A worker lost leaves the request marked asked: it is not
            // repeated until the round changes or *Try again*.
            let Some(reply) = computer.class_round(position, texts, TOP).await else {
                return;
            };
            // The round's screen may have closed meanwhile.
            asked.try_set_value(None);
            app.class.update(|c| {
                // A reply for a round since replaced is dropped.
                if let Some(c) = c
                    && c.round_number() == round
                {
                    c.take_reply(reply.top, reply.plays, reply.found);
                }
            });
        });
    });
}

#[component]
fn ClassRound() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    keep_graded(app);
    let tiles = app
        .class
        .with_untracked(|c| c.as_ref().map_or(TileSetId::Standard, |c| c.session.tiles));
    let rules = Rules::for_tiles(tiles);
    let kind = rules.kind;
    let wall_now = move || {
        app.now.track();
        browser::wall_ms()
    };
    let with = move |f: &dyn Fn(&ClassState) -> bool| app.class.with(|c| c.as_ref().is_some_and(f));
    let update = move |f: &dyn Fn(&mut ClassState)| {
        app.class.update(|c| {
            if let Some(c) = c {
                f(c);
            }
        })
    };
    let title = move || {
        let n = app
            .class
            .with(|c| c.as_ref().map_or(1, |c| c.round_number()));
        fill(ui().class_round_title, &[("n", &n.to_string())])
    };
    let countdown = move || {
        let now = wall_now();
        app.class.with(|c| c.as_ref()?.seconds_left(now))
    };
    let over = move || with(&|c| c.session.is_over());
    let plays = move || app.class.with(|c| c.as_ref()?.plays);
    let set = rules.tiles.clone();
    let rack = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            c.session
                .table()
                .rack
                .iter()
                .map(|&t| {
                    let kind_of = set.kind(t);
                    (
                        kind_of.label,
                        tile_label(kind.notation(), kind_of, None),
                        kind_of.points,
                        kind_of.blank,
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="class-round">
            <div class="class-main">
                <h2 data-testid="class-round-title">{title}</h2>
                <ClassBoard rules=rules.clone() />
                <div class="class-rack" data-testid="class-rack" aria-label=move || ui().class_rack>
                    {move || {
                        rack()
                            .into_iter()
                            .map(|(tile, label, points, blank)| view! {
                                <span class="rack-like" data-tile=tile><TileFace label points blank /></span>
                            })
                            .collect_view()
                    }}
                </div>
            </div>
            <div class="class-side">
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
                    <div class="class-buttons">
                        <Show when=move || with(&|c| c.phase == Phase::Ready) && !over()>
                            <button class="primary" data-testid="class-countdown-start" on:click=move |_| {
                                update(&|c| c.start_countdown(browser::wall_ms()))
                            }>{move || ui().class_start_countdown}</button>
                        </Show>
                        <Show when=move || with(&|c| !matches!(c.phase, Phase::Revealed { .. }) && c.plays.is_some_and(|n| n > 0)) && !over()>
                            <button data-testid="class-reveal" on:click=move |_| update(&|c| c.reveal())>
                                {move || ui().class_reveal}
                            </button>
                        </Show>
                        <Show when=move || with(&|c| c.plays == Some(0)) && !over()>
                            <button class="primary" data-testid="class-redraw" on:click=move |_| update(&|c| {
                                c.reveal();
                                c.next_round();
                            })>{move || ui().class_no_play}</button>
                        </Show>
                        <Show when=move || with(&|c| matches!(c.phase, Phase::Revealed { .. }) && c.plays != Some(0))>
                            <button data-testid="class-show-next" on:click=move |_| update(&|c| c.show_next())>
                                {move || ui().class_show_next}
                            </button>
                            <button class="primary" data-testid="class-next-round" on:click=move |_| update(&|c| c.next_round())>
                                {move || ui().class_next_round}
                            </button>
                        </Show>
                    </div>
                </div>
                <Entries />
                <Reveal />
                <History />
                <div class="class-buttons">
                    <button data-testid="class-download" on:click=move |_| {
                        let text = app.class.with_untracked(|c| c.as_ref().map(|c| c.report(app.lang.get_untracked())));
                        if let Some(text) = text {
                            browser::download("krada-class.txt", &text, "text/plain;charset=utf-8");
                        }
                    }>{move || ui().class_download}</button>
                    <button data-testid="class-end" on:click=move |_| app.class.set(None)>
                        {move || ui().class_end}
                    </button>
                </div>
                <ShareLink fragment=Signal::derive(move || app.class.with(|c| c.as_ref().map(|c| c.share_fragment()))) />
            </div>
        </div>
    }
}

/// The round's board, with the play chosen at the reveal laid on it.
#[component]
fn ClassBoard(rules: Rules) -> impl IntoView {
    let app = use_app();
    let kind = rules.kind;
    let set = rules.tiles.clone();
    let board = Memo::new(move |_| {
        app.class
            .with(|c| c.as_ref().map(|c| c.session.table().board))
    });
    let chosen = Memo::new(move |_| app.class.with(|c| c.as_ref().and_then(|c| c.chosen())));
    let last = Memo::new(move |_| {
        let score = app.class.with(|c| {
            c.as_ref().and_then(|c| {
                let chosen = c.chosen()?;
                c.reveal_rows()
                    .into_iter()
                    .find(|r| r.placements == chosen)
                    .map(|r| r.score as i32)
            })
        });
        chosen.with(|p| LastPlay {
            squares: p.iter().flatten().map(|p| p.pos).collect(),
            score: score.unwrap_or(0),
        })
    });
    let cell = move |pos: Pos| {
        let placed = board
            .with(|b| b.as_ref().and_then(|b| b.get(pos)))
            .or_else(|| {
                chosen.with(|c| {
                    c.iter()
                        .flatten()
                        .find(|p| p.pos == pos)
                        .map(|p| krada_engine::board::Placed {
                            tile: p.tile,
                            face: p.face,
                        })
                })
            })?;
        let tile = set.kind(placed.tile);
        Some(CellView {
            label: tile_label(kind.notation(), tile, Some(placed.face)),
            points: tile.points,
            blank: tile.blank,
            tentative: false,
        })
    };
    let rows = squares(
        SquaresOf {
            game: kind,
            layout: rules.layout.clone(),
            lang: app.lang,
            test_prefix: "class-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        cell,
    );
    view! {
        <div class="board-wrap class-board">
            <BoardFrame>
                <div role="grid" class="board" data-testid="class-board" aria-label=move || app.lang.get().ui().board>
                    {rows}
                </div>
            </BoardFrame>
        </div>
    }
}

/// What the class found this round: typed in, checked and scored.
#[component]
fn Entries() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let name = RwSignal::new(String::new());
    let play = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<EntryProblem>);
    // A group that entered already is asked before its entry is replaced:
    // its name, the play it entered and the new one.
    let asking = RwSignal::new(None::<(String, String, String)>);
    let enter = move |replace: bool| {
        let (who, what) = (name.get_untracked(), play.get_untracked());
        let result = app
            .class
            .try_update(|c| {
                c.as_mut().map(|c| {
                    if replace {
                        c.replace_entry(&who, &what)
                    } else {
                        c.add_entry(&who, &what).map_err(|e| match e {
                            EntryProblem::Entered => {
                                // Named as first entered, whatever the case typed now.
                                let old = c
                                    .entry_of(&who)
                                    .map(|(i, t)| (c.entries[i].name.clone(), t.to_string()));
                                asking
                                    .set(old.map(|(who, old)| (who, old, what.trim().to_string())));
                                e
                            }
                            e => e,
                        })
                    }
                })
            })
            .flatten();
        match result {
            Some(Ok(())) => {
                // Ready for the next group: both fields empty.
                name.set(String::new());
                play.set(String::new());
                problem.set(None);
                asking.set(None);
            }
            Some(Err(EntryProblem::Entered)) => problem.set(None),
            Some(Err(e)) => problem.set(Some(e)),
            None => {}
        }
    };
    let problem_text = move || {
        problem.get().map(|p| match p {
            EntryProblem::NoName => ui().class_entry_no_name,
            EntryProblem::NoPlay => ui().class_entry_no_play,
            EntryProblem::Closed | EntryProblem::Entered => ui().class_entry_closed,
        })
    };
    let open = move || {
        app.class.with(|c| {
            c.as_ref()
                .is_some_and(|c| !matches!(c.phase, Phase::Revealed { .. }) && !c.session.is_over())
        })
    };
    let rows = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            let position = c.position();
            let plays = c.plays.unwrap_or(0).to_string();
            c.active_entries()
                .map(|(i, e)| {
                    let verdict = match (&e.found, i < c.graded) {
                        (_, false) => ui().class_checking.to_string(),
                        (None, true) => ui().class_not_legal.to_string(),
                        (Some(f), true) => format!(
                            "{} — {}",
                            line_of(&position, &f.placements),
                            fill(
                                ui().class_entry_found,
                                &[
                                    ("score", &f.score.to_string()),
                                    ("rank", &f.rank.to_string()),
                                    ("plays", &plays)
                                ],
                            )
                        ),
                    };
                    (
                        i,
                        e.name.clone(),
                        e.text.clone(),
                        verdict,
                        e.found.is_none() && i < c.graded,
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="panel class-entries">
            <h3>{move || ui().class_entries}</h3>
            <Show when=open>
                <form class="class-entry-form" on:submit=move |ev| {
                    ev.prevent_default();
                    enter(false);
                }>
                    <label>
                        {move || ui().class_entry_name}
                        <input data-testid="class-entry-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                    </label>
                    <label>
                        {move || ui().class_entry_play}
                        <input data-testid="class-entry-play" prop:value=move || play.get() on:input=move |ev| play.set(event_target_value(&ev)) />
                    </label>
                    <button type="submit" data-testid="class-entry-add">{move || ui().class_add_entry}</button>
                </form>
                {move || problem_text().map(|t| view! { <p class="problem" role="alert" data-testid="class-entry-problem">{t}</p> })}
                {move || asking.get().map(|(who, old, new)| view! {
                    <div class="class-entry-ask" role="alertdialog" data-testid="class-entry-ask">
                        <p>{fill(ui().class_entry_replace_ask, &[("name", &who), ("old", &old), ("new", &new)])}</p>
                        <button class="primary" data-testid="class-entry-replace" on:click=move |_| enter(true)>
                            {move || ui().class_entry_replace}
                        </button>
                        <button data-testid="class-entry-keep" on:click=move |_| {
                            asking.set(None);
                            play.set(String::new());
                        }>{move || ui().class_entry_keep}</button>
                    </div>
                })}
            </Show>
            <ul class="class-entry-list" aria-live="polite">
                {move || rows().into_iter().map(|(i, name, text, verdict, bad)| view! {
                    <li data-testid=format!("class-entry-{i}") class:bad=bad>
                        <strong>{name}</strong> " " <code>{text}</code> ": " {verdict}
                    </li>
                }).collect_view()}
            </ul>
        </div>
    }
}

/// The reveal: the best plays in rank with the class's entries among them;
/// a click lays one on the board.
#[component]
fn Reveal() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let rows = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            let Phase::Revealed { shown, chosen } = c.phase else {
                return vec![];
            };
            let position = c.position();
            c.reveal_rows()
                .into_iter()
                .take(shown)
                .enumerate()
                .map(|(i, r)| {
                    let names = (!r.names.is_empty())
                        .then(|| fill(ui().class_found_by, &[("names", &r.names.join(", "))]));
                    (
                        i,
                        r.rank,
                        line_of(&position, &r.placements),
                        r.score,
                        names,
                        i == chosen,
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !rows().is_empty()>
            <ol class="panel class-reveal" data-testid="class-reveal">
                {move || rows().into_iter().map(|(i, rank, line, score, names, chosen)| view! {
                    <li value=rank class:chosen=chosen>
                        <button class="link" data-testid=format!("class-reveal-{i}") aria-pressed=chosen.to_string() on:click=move |_| {
                            app.class.update(|c| if let Some(c) = c { c.choose(i) });
                        }>
                            {format!("{line} — {score}")}
                        </button>
                        {names.map(|n| view! { <span class="found-by">" " {n}</span> })}
                    </li>
                }).collect_view()}
            </ol>
        </Show>
    }
}

/// The rounds so far and each entrant's total against the best possible.
#[component]
fn History() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let rounds = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            c.round_rows(app.lang.get())
        })
    };
    let standings = move || {
        app.class.with(|c| {
            let Some(c) = c else { return vec![] };
            let best = c.session.best_total().to_string();
            c.session
                .standings()
                .into_iter()
                .map(|s| {
                    (
                        s.name,
                        fill(
                            ui().class_total_of_best,
                            &[("total", &s.total.to_string()), ("best", &best)],
                        ),
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !rounds().is_empty()>
            <div class="panel class-history">
                <h3>{move || ui().class_history}</h3>
                <ol data-testid="class-history">
                    {move || rounds().into_iter().map(|r| view! {
                        <li>{format!("{} — {}", r.event, r.score)}</li>
                    }).collect_view()}
                </ol>
                <h3>{move || ui().class_standings}</h3>
                <table class="sheet" data-testid="class-standings">
                    <tbody>
                        {move || standings().into_iter().map(|(name, total)| view! {
                            <tr><td>{name}</td><td class="num">{total}</td></tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </Show>
    }
}

//! Puzzles: a board and a rack from a game the computer played against
//! itself, "find the best play", graded by rank among every answer. The
//! puzzle is laid out at the table like a game, so placing tiles works as
//! it does there; Play checks the answer instead of playing it.

use super::ShareLink;
use crate::browser;
use crate::computer::use_computer;
use crate::model::clock;
use crate::model::puzzle::{
    DAILY_KEY, DRILLS_KEY, DailyHistory, DrillProgress, PuzzleState, TIMED_MS,
};
use crate::model::session::{PlayOptions, Session};
use crate::state::{AppState, Screen, use_app};
use crate::words::ENABLE;
use krada_ai::position::Position;
use krada_engine::game::Game;
use krada_engine::record::GameRecord;
use krada_engine::tileset::TileSetId;
use krada_features::link::{Shared, encode};
use krada_features::puzzle::{
    Clue, Difficulty, Grade, PuzzleKind, PuzzleSpec, daily_seed, solutions,
};
use krada_text::{Lang, fill};
use leptos::prelude::*;

fn kind_text(lang: Lang, kind: PuzzleKind) -> &'static str {
    match kind {
        PuzzleKind::BestScore => lang.ui().puzzle_kind_best,
        PuzzleKind::Bingo => lang.ui().puzzle_kind_bingo,
        PuzzleKind::Drill => lang.ui().puzzle_kind_drill,
        PuzzleKind::Close => lang.ui().puzzle_kind_close,
    }
}

fn level_text(lang: Lang, level: Difficulty) -> &'static str {
    match level {
        Difficulty::Easy => lang.ui().puzzle_level_easy,
        Difficulty::Medium => lang.ui().puzzle_level_medium,
        Difficulty::Hard => lang.ui().puzzle_level_hard,
    }
}

fn today() -> u64 {
    daily_seed(browser::wall_ms())
}

/// Makes a puzzle in the worker (Crossword's after its word list is here)
/// and opens it at the table, without waiting for it.
pub fn open_puzzle(app: AppState, spec: PuzzleSpec, daily: bool, timed: bool) {
    let computer = use_computer();
    leptos::task::spawn_local(async move {
        open_puzzle_with(computer, app, spec, daily, timed).await;
    });
}

/// Makes a puzzle in the worker and opens it at the table: whether one was
/// found (`None`: the worker was lost or asked for something else first).
pub async fn open_puzzle_with(
    computer: crate::computer::Computer,
    app: AppState,
    spec: PuzzleSpec,
    daily: bool,
    timed: bool,
) -> Option<bool> {
    let words = match spec.tiles {
        TileSetId::English => app.words.ensure(ENABLE).await,
        _ => None,
    };
    computer.ensure_started(app);
    let Some((json, answers)) = computer.puzzle(spec, words).await? else {
        return Some(false);
    };
    lay_out_puzzle(app, (spec, daily, timed), &json, answers);
    Some(true)
}

/// Lays the worker's puzzle out at the table: `asked` is the puzzle, whether
/// it is today's and whether it is timed.
fn lay_out_puzzle(
    app: AppState,
    asked: (PuzzleSpec, bool, bool),
    json: &str,
    answers: Vec<krada_features::puzzle::Answer>,
) {
    let (spec, daily, timed) = asked;
    let Ok(mut record) = GameRecord::from_json(json) else {
        return;
    };
    let lexicon = match spec.tiles {
        TileSetId::English => app.words.get(ENABLE),
        _ => None,
    };
    let Ok(game) = Game::from_record_with(&record, lexicon.clone()) else {
        return;
    };
    // The sides are named for the player: the one to move is "you". Names
    // take no part in the replay, so the game is the same.
    let ui = app.lang.get_untracked().ui();
    let you = game.to_move() as usize;
    record.config.sides[you].name = ui.puzzle_you.into();
    record.config.sides[1 - you].name = ui.puzzle_other.into();
    let Ok(game) = Game::from_record_with(&record, lexicon) else {
        return;
    };
    let id = format!("puzzle-{}", spec.seed);
    let options = PlayOptions {
        privacy: false,
        hints: false,
        ..PlayOptions::default()
    };
    let mut session = Session::new(
        id.clone(),
        browser::wall_ms(),
        game.config().clone(),
        options,
        game.rules().lexicon.clone(),
    );
    let rack_size = game.rules().rack_size;
    session.game = game;
    session.handover = false;
    app.puzzle.set(Some(PuzzleState {
        spec,
        session_id: id,
        answers,
        rack_size,
        tries: Vec::new(),
        clues_shown: 0,
        answers_shown: false,
        daily,
        started_ms: browser::now(),
        deadline_ms: timed.then(|| browser::now() + TIMED_MS),
    }));
    if spec.kind == PuzzleKind::Drill {
        let mut progress = DrillProgress::from_json(browser::read_pref(DRILLS_KEY).as_deref());
        progress.tried += 1;
        browser::write_pref(DRILLS_KEY, &progress.to_json());
    }
    app.start(session);
}

#[component]
pub fn PuzzlesScreen() -> impl IntoView {
    let app = use_app();
    let computer = use_computer();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let seed = RwSignal::new(1u64);
    let kind = RwSignal::new(PuzzleKind::BestScore);
    let level = RwSignal::new(Difficulty::Easy);
    let tiles = RwSignal::new(TileSetId::Standard);
    let making = RwSignal::new(false);
    let none = RwSignal::new(false);
    let timed = RwSignal::new(false);
    let history = DailyHistory::from_json(browser::read_pref(DAILY_KEY).as_deref());
    let streak = history.streak(today());
    let solved_days = history
        .solved
        .iter()
        .rev()
        .take(10)
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let drills = DrillProgress::from_json(browser::read_pref(DRILLS_KEY).as_deref());
    let start = move |spec: PuzzleSpec, daily: bool| {
        none.set(false);
        making.set(true);
        let timed = timed.get_untracked();
        leptos::task::spawn_local(async move {
            let found = open_puzzle_with(computer, app, spec, daily, timed).await;
            making.set(false);
            none.set(found == Some(false));
        });
    };
    let daily = move |_| {
        start(
            PuzzleSpec {
                seed: today(),
                kind: PuzzleKind::BestScore,
                difficulty: Difficulty::Medium,
                tiles: TileSetId::Standard,
            },
            true,
        )
    };
    let chosen = move |_| {
        start(
            PuzzleSpec {
                seed: seed.get_untracked(),
                kind: kind.get_untracked(),
                difficulty: level.get_untracked(),
                tiles: tiles.get_untracked(),
            },
            false,
        )
    };
    view! {
        <main class="saved" data-testid="puzzles">
            <section class="panel">
                <h2>{move || ui().puzzles}</h2>
                <button data-testid="puzzle-daily" disabled=move || making.get() on:click=daily>
                    {move || fill(ui().puzzle_daily, &[("n", &today().to_string())])}
                </button>
                <p data-testid="puzzle-streak">{move || fill(ui().puzzle_streak, &[("n", &streak.to_string())])}</p>
                {(!solved_days.is_empty())
                    .then(|| {
                        let list = solved_days.clone();
                        view! { <p data-testid="puzzle-history">{move || fill(ui().puzzle_history, &[("list", &list)])}</p> }
                    })}
                <p data-testid="drill-progress">
                    {move || fill(ui().drill_progress, &[("solved", &drills.solved.to_string()), ("tried", &drills.tried.to_string())])}
                </p>
                <label>
                    {move || ui().puzzle_number} " "
                    <input
                        type="number"
                        min="0"
                        data-testid="puzzle-seed"
                        prop:value=move || seed.get().to_string()
                        on:input=move |ev| seed.set(event_target_value(&ev).parse().unwrap_or(0))
                    />
                </label>
                <label>
                    {move || ui().puzzle_kind} " "
                    <select data-testid="puzzle-kind" on:change=move |ev| {
                        kind.set(PuzzleKind::parse(&event_target_value(&ev)).unwrap_or(PuzzleKind::BestScore))
                    }>
                        {PuzzleKind::ALL
                            .into_iter()
                            .map(|k| view! { <option value=k.name()>{move || kind_text(lang.get(), k)}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label>
                    {move || ui().puzzle_level} " "
                    <select data-testid="puzzle-level" on:change=move |ev| {
                        level.set(Difficulty::parse(&event_target_value(&ev)).unwrap_or(Difficulty::Easy))
                    }>
                        {Difficulty::ALL
                            .into_iter()
                            .map(|d| view! { <option value=d.name()>{move || level_text(lang.get(), d)}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label>
                    {move || ui().puzzle_tiles} " "
                    <select data-testid="puzzle-tiles" on:change=move |ev| {
                        tiles.set(match event_target_value(&ev).as_str() {
                            "primary" => TileSetId::Primary,
                            "english" => TileSetId::English,
                            _ => TileSetId::Standard,
                        })
                    }>
                        <option value="standard">{move || ui().tiles_standard}</option>
                        <option value="primary">{move || ui().tiles_primary}</option>
                        <option value="english">{move || ui().game_crossword}</option>
                    </select>
                </label>
                <label>
                    <input type="checkbox" data-testid="puzzle-timed" prop:checked=move || timed.get() on:change=move |ev| timed.set(event_target_checked(&ev)) />
                    " " {move || ui().puzzle_timed}
                </label>
                <button data-testid="puzzle-start" disabled=move || making.get() on:click=chosen>
                    {move || ui().puzzle_start}
                </button>
                <Show when=move || making.get()>
                    <p role="status">{move || ui().puzzle_making}</p>
                </Show>
                <Show when=move || none.get()>
                    <p class="problem" role="alert">{move || ui().puzzle_none}</p>
                </Show>
            </section>
        </main>
    }
}

/// How a try went, as the player reads it.
pub fn try_text(ui: &krada_text::Ui, p: &PuzzleState, g: &Grade) -> String {
    // Any solution solves a drill: its rank by score is beside the point.
    let drill = p.spec.kind == PuzzleKind::Drill;
    match g.rank {
        Some(_) if drill => fill(ui.puzzle_solved, &[("score", &g.score.to_string())]),
        Some(1) => fill(ui.puzzle_best, &[("score", &g.score.to_string())]),
        Some(rank) => fill(
            ui.puzzle_ranked,
            &[
                ("rank", &rank.to_string()),
                ("count", &krada_text::count(g.answers)),
                ("score", &g.score.to_string()),
                ("short", &g.distance().to_string()),
            ],
        ),
        None => ui.puzzle_not_answer.to_string(),
    }
}

/// Opens the puzzle after the one at the table, of the same kind.
pub fn next_puzzle(app: AppState) {
    let next = app
        .puzzle
        .with_untracked(|p| p.as_ref().map(|p| (p.spec, p.deadline_ms.is_some())));
    if let Some((spec, timed)) = next {
        app.screen.set(Screen::Puzzles);
        open_puzzle(
            app,
            PuzzleSpec {
                seed: spec.seed + 1,
                ..spec
            },
            false,
            timed,
        );
    }
}

/// What the table shows while a puzzle is laid out: the task, the grade of
/// each try, clues on request, the answers, and the next puzzle.
#[component]
pub fn PuzzlePanel() -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let active = move || {
        let id = app.session.with(|s| s.as_ref().map(|s| s.id.clone()));
        app.puzzle.with(|p| {
            p.as_ref()
                .is_some_and(|p| Some(&p.session_id) == id.as_ref())
        })
    };
    // A drill solved counts once for the progress kept on the device.
    let drill_counted = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let solved = app.puzzle.with(|p| {
            p.as_ref()
                .filter(|p| p.spec.kind == PuzzleKind::Drill && p.solved())
                .map(|p| p.session_id.clone())
        });
        if let Some(id) = solved
            && drill_counted.get_value().as_ref() != Some(&id)
        {
            drill_counted.set_value(Some(id));
            let mut progress = DrillProgress::from_json(browser::read_pref(DRILLS_KEY).as_deref());
            progress.solved += 1;
            browser::write_pref(DRILLS_KEY, &progress.to_json());
        }
    });
    let clock_line = move || {
        let now = app.now.get();
        let ui = ui();
        app.puzzle.with(|p| {
            let p = p.as_ref()?;
            let time = clock::format(p.clock_ms(now) as i64);
            Some(if p.time_up(now) {
                ui.puzzle_time_up.to_string()
            } else if p.deadline_ms.is_some() {
                fill(ui.puzzle_time_left, &[("time", &time)])
            } else {
                fill(ui.puzzle_time_spent, &[("time", &time)])
            })
        })
    };
    // Solving today's puzzle counts for the streak.
    Effect::new(move |_| {
        let solved_daily = app.puzzle.with(|p| {
            p.as_ref()
                .filter(|p| p.daily && p.solved())
                .map(|p| p.spec.seed)
        });
        if let Some(day) = solved_daily {
            let mut history = DailyHistory::from_json(browser::read_pref(DAILY_KEY).as_deref());
            if history.solved.insert(day) {
                browser::write_pref(DAILY_KEY, &history.to_json());
            }
        }
    });
    let heading = move || {
        let lang = lang.get();
        app.puzzle.with(|p| {
            p.as_ref().map(|p| {
                fill(
                    lang.ui().puzzle_heading,
                    &[
                        ("n", &p.spec.seed.to_string()),
                        ("kind", kind_text(lang, p.spec.kind)),
                        ("level", level_text(lang, p.spec.difficulty)),
                    ],
                )
            })
        })
    };
    // A drill's different solutions, as a player reads them.
    let solutions = Memo::new(move |_| {
        let position = app
            .session
            .with(|s| s.as_ref().map(|s| Position::of(&s.game)))?;
        app.puzzle.with(|p| {
            p.as_ref()
                .filter(|p| p.spec.kind == PuzzleKind::Drill)
                .map(|p| solutions(&position, &p.answers))
        })
    });
    let task = move || {
        let drill = solutions.with(|s| s.as_ref().map(Vec::len));
        app.puzzle.with(|p| {
            p.as_ref().map(|p| match drill {
                Some(count) => fill(
                    ui().puzzle_drill_task,
                    &[("count", &krada_text::count(count))],
                ),
                None => fill(
                    ui().puzzle_task,
                    &[("count", &krada_text::count(p.answers.len()))],
                ),
            })
        })
    };
    let tries = move || {
        let ui = ui();
        app.puzzle.with(|p| {
            p.as_ref().map(|p| {
                p.tries
                    .iter()
                    .map(|g| try_text(ui, p, g))
                    .enumerate()
                    .map(|(i, t)| view! { <li data-testid=format!("puzzle-try-{i}")>{t}</li> })
                    .collect_view()
            })
        })
    };
    let clues = move || {
        let ui = ui();
        app.puzzle.with(|p| {
            p.as_ref().map(|p| {
                p.clues()
                    .into_iter()
                    .map(|c| match c {
                        Clue::Square(square) => fill(ui.puzzle_clue_square, &[("square", &square)]),
                        Clue::Tiles { bingo: true, .. } => ui.puzzle_clue_bingo.to_string(),
                        Clue::Tiles { count, .. } => {
                            fill(ui.puzzle_clue_tiles, &[("count", &count.to_string())])
                        }
                        Clue::Score(score) => {
                            fill(ui.puzzle_clue_score, &[("score", &score.to_string())])
                        }
                    })
                    .map(|t| view! { <li>{t}</li> })
                    .collect_view()
            })
        })
    };
    let more_clues = move || {
        app.puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.more_clues()))
    };
    let drill_answers = move || {
        let shown = app
            .puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.answers_shown));
        let list = solutions.get().filter(|_| shown)?;
        let placements_of = move |i: usize| {
            app.puzzle.with_untracked(|p| {
                p.as_ref()
                    .and_then(|p| p.answers.get(i))
                    .map(|a| a.placements.clone())
            })
        };
        Some(
            list.into_iter()
                .enumerate()
                .map(|(n, (text, i))| {
                    view! {
                        <li data-testid=format!("puzzle-solution-{n}")>
                            <button class="link" on:click=move |_| {
                                if let Some(placements) = placements_of(i) {
                                    app.turn.update(|t| t.lay_out(&placements));
                                }
                            }>{text}</button>
                        </li>
                    }
                })
                .collect_view(),
        )
    };
    let answers = move || {
        if solutions.with(Option::is_some) {
            return None;
        }
        let kind = app
            .session
            .with(|s| s.as_ref().map(|s| s.game.rules().kind))?;
        app.puzzle.with(|p| {
            let p = p.as_ref().filter(|p| p.answers_shown)?;
            app.session.with(|s| {
                s.as_ref().map(|s| {
                    p.answers
                        .iter()
                        .take(10)
                        .enumerate()
                        .map(|(i, a)| {
                            let line = s
                                .game
                                .preview(&a.placements)
                                .ok()
                                .and_then(|sp| {
                                    sp.lines
                                        .first()
                                        .map(|l| krada_engine::notation::line_text(kind, l))
                                })
                                .unwrap_or_default();
                            let placements = a.placements.clone();
                            let text = format!("{line} — {}", a.score);
                            view! {
                                <li data-testid=format!("puzzle-answer-{i}")>
                                    <button class="link" on:click=move |_| {
                                        app.turn.update(|t| t.lay_out(&placements))
                                    }>{text}</button>
                                </li>
                            }
                        })
                        .collect_view()
                })
            })
        })
    };
    let next = move |_| next_puzzle(app);
    view! {
        <Show when=active>
            <section class="puzzle-panel" data-testid="puzzle-panel" aria-live="polite">
                <h2>{heading}</h2>
                <p>{task}</p>
                <p class="puzzle-clock" data-testid="puzzle-clock">{clock_line}</p>
                <ul class="puzzle-tries">{tries}</ul>
                <ul class="puzzle-clues" data-testid="puzzle-clues">{clues}</ul>
                <div class="replay-buttons">
                    <button data-testid="puzzle-clue" disabled=move || !more_clues() on:click=move |_| {
                        app.puzzle.update(|p| if let Some(p) = p { p.clues_shown += 1 })
                    }>{move || ui().puzzle_clue}</button>
                    <button data-testid="puzzle-show-answers" on:click=move |_| {
                        app.puzzle.update(|p| if let Some(p) = p { p.answers_shown = true })
                    }>{move || ui().puzzle_show_answers}</button>
                    <button data-testid="puzzle-next" on:click=next>{move || ui().puzzle_next}</button>
                </div>
                <ol class="hints">{answers}</ol>
                <ul class="hints solutions">{drill_answers}</ul>
                <ShareLink fragment=Signal::derive(move || {
                    app.puzzle.with(|p| p.as_ref().map(|p| encode(&Shared::Puzzle(p.spec))))
                }) />
            </section>
        </Show>
    }
}

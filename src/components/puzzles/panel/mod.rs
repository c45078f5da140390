//! What the game screen shows while a puzzle is laid out: the task, the grade of
//! each try, clues on request, the answers, and the next puzzle.

mod answers;
mod drill_solutions;
mod exercise;
mod rating;
mod streak;
use super::{kind_text, level_text, next_label, next_puzzle, try_text};
use crate::components::ShareLink;
use crate::computer::use_computer;
use crate::model::clock;
use crate::model::puzzle::{DailyHistory, DrillProgress, PuzzleState};
use crate::state::stored;
use crate::state::{AppState, use_app};
use answers::Answers;
use drill_solutions::DrillSolutions;
use krada_ai::position::Position;
use krada_features::link::{Shared, encode};
use krada_features::puzzle::{Clue, PuzzleKind, solutions};
use krada_text::fill;
use leptos::prelude::*;
use rating::PuzzleRatingLine;
use streak::StreakLine;

/// A drill's different solutions as a player reads them, each with the
/// index of its answer; `None` for other kinds.
type Solutions = Memo<Option<Vec<(String, usize)>>>;

/// Keeps what a solved puzzle counts for on the device: a drill solved
/// counts once, today's puzzle solved counts for the streak.
fn count_solved(app: AppState) {
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
            stored::update_tally(|progress: &mut DrillProgress| {
                progress.solved += 1;
                true
            });
        }
    });
    Effect::new(move |_| {
        let solved_daily = app.puzzle.with(|p| {
            p.as_ref()
                .filter(|p| p.daily && p.solved())
                .map(|p| p.spec.seed)
        });
        if let Some(day) = solved_daily {
            stored::update_tally(|history: &mut DailyHistory| history.solved.insert(day));
        }
    });
}

/// Reads in the worker the play a pre-endgame puzzle waits on (one it did
/// not read), then grades it.
fn read_waiting_plays(app: AppState) {
    let computer = use_computer();
    Effect::new(move |_| {
        let Some(placements) = app.puzzle.with(|p| {
            p.as_ref()
                .and_then(|p| p.reading.as_ref())
                .map(|r| r.placements.clone())
        }) else {
            return;
        };
        let Some(position) = app
            .session
            .with_untracked(|s| s.as_ref().map(|s| Position::of(&s.game)))
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            let answer = computer.read_play(position, placements.clone()).await;
            app.finish_reading(&placements, answer);
        });
    });
}

fn drill_solutions(app: AppState) -> Solutions {
    Memo::new(move |_| {
        let position = app
            .session
            .with(|s| s.as_ref().map(|s| Position::of(&s.game)))?;
        app.puzzle.with(|p| {
            p.as_ref()
                .filter(|p| p.spec.kind == PuzzleKind::Drill)
                .map(|p| solutions(&position, &p.answers))
        })
    })
}

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
    count_solved(app);
    read_waiting_plays(app);
    exercise::keep_how_it_went(app);
    let solutions = drill_solutions(app);
    let in_streak = move || {
        app.puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.streak.is_some()))
    };
    let exercise_shown = exercise::shown_exercise(app);
    let is_exercise = move || {
        app.puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.exercise.is_some()))
    };
    let heading = move || {
        if is_exercise() {
            return exercise::heading(app, exercise_shown);
        }
        let lang = lang.get();
        app.puzzle.with(|p| {
            p.as_ref().map(|p| {
                // A streak's puzzle by its place in the streak, not its number.
                let (text, n) = match p.streak {
                    Some(s) => (lang.ui().puzzle_streak_heading, s.solved as u64 + 1),
                    None => (lang.ui().puzzle_heading, p.spec.seed),
                };
                fill(
                    text,
                    &[
                        ("n", &n.to_string()),
                        ("kind", &kind_text(lang, p.spec.kind)),
                        ("level", level_text(lang, p.spec.difficulty)),
                    ],
                )
            })
        })
    };
    let task = move || {
        if is_exercise() {
            return exercise::task(app, exercise_shown);
        }
        let drill = solutions.with(|s| s.as_ref().map(Vec::len));
        app.puzzle
            .with(|p| p.as_ref().map(|p| task_text(app, ui(), p, drill)))
    };
    let more_clues = move || {
        app.puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.more_clues()))
    };
    view! {
        <Show when=active>
            <section class="puzzle-panel" data-testid="puzzle-panel" aria-live="polite">
                <h2>{heading}</h2>
                <p>{task}</p>
                {move || app.puzzle.with(|p| p.as_ref().and_then(|p| p.rating)).map(|r| view! {
                    <p data-testid="puzzle-own-rating">
                        {move || ui().puzzle_own_rating.replace("{rating}", &format!("{r:.0}"))}
                    </p>
                })}
                <p class="puzzle-clock" data-testid="puzzle-clock">{move || clock_line(app)}</p>
                <StreakLine />
                <Show when=move || !is_exercise() && !in_streak()>
                    <PuzzleRatingLine />
                </Show>
                <ul class="puzzle-tries">{move || tries(app)}</ul>
                <ul class="puzzle-clues" data-testid="puzzle-clues">{move || clues(app)}</ul>
                <div class="replay-buttons">
                    <button data-testid="puzzle-clue" disabled=move || !more_clues() || in_streak() on:click=move |_| app.show_clue()>
                        {move || ui().puzzle_clue}
                    </button>
                    <button data-testid="puzzle-show-answers" on:click=move |_| app.show_answers()>
                        {move || ui().puzzle_show_answers}
                    </button>
                    <button data-testid="puzzle-next" on:click=move |_| next_puzzle(app)>
                        {move || next_label(app)}
                    </button>
                </div>
                <ol class="hints"><Answers solutions /></ol>
                <ul class="hints solutions"><DrillSolutions solutions /></ul>
                <ShareLink fragment=Signal::derive(move || {
                    // An exercise is the player's own game: nothing to share.
                    app.puzzle.with(|p| {
                        p.as_ref()
                            .filter(|p| p.exercise.is_none())
                            .map(|p| encode(&Shared::Puzzle(p.spec)))
                    })
                }) />
            </section>
        </Show>
    }
}

/// What the puzzle asks, by its kind (`drill`: a drill's solutions).
fn task_text(app: AppState, ui: &krada_text::Ui, p: &PuzzleState, drill: Option<usize>) -> String {
    let count = krada_text::count(p.answers.len());
    if let Some(solutions) = drill {
        return fill(
            ui.puzzle_drill_task,
            &[("count", &krada_text::count(solutions))],
        );
    }
    match p.spec.kind {
        PuzzleKind::Endgame => fill(
            ui.puzzle_endgame_task,
            &[("rack", &other_rack(app)), ("count", &count)],
        ),
        PuzzleKind::PreEndgame => {
            let draws = p.answers.first().and_then(|a| a.draws);
            let of = krada_text::count(draws.map_or(0, |d| d.of as usize));
            fill(
                ui.puzzle_pre_endgame_task,
                &[("of", &of), ("count", &count)],
            )
        }
        _ => fill(ui.puzzle_task, &[("count", &count)]),
    }
}

/// The other side's tiles, known once the bag is empty (an endgame).
fn other_rack(app: AppState) -> String {
    app.session.with_untracked(|s| {
        s.as_ref().map_or(String::new(), |s| {
            let game = &s.game;
            let rack = game.rack(1 - game.to_move());
            krada_text::tile_labels(&game.rules().tiles, rack)
        })
    })
}

/// The time left, or spent, or that it is up.
fn clock_line(app: AppState) -> Option<String> {
    let now = app.now.get();
    let ui = app.lang.get().ui();
    app.puzzle.with(|p| {
        let p = p.as_ref()?;
        let ms = p.clock_ms(now) as i64;
        let time = match p.deadline_ms {
            Some(_) => clock::format_left(ms),
            None => clock::format_used(ms as u64),
        };
        Some(if p.time_up(now) {
            ui.puzzle_time_up.to_string()
        } else if p.deadline_ms.is_some() {
            fill(ui.puzzle_time_left, &[("time", &time)])
        } else {
            fill(ui.puzzle_time_spent, &[("time", &time)])
        })
    })
}

/// Each try's grade.
fn tries(app: AppState) -> Option<impl IntoView> {
    let ui = app.lang.get().ui();
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
}

/// The clues shown so far.
fn clues(app: AppState) -> Option<impl IntoView> {
    let ui = app.lang.get().ui();
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
}

//! *Learn from your mistakes* under a reviewed Krada game: each big miss of
//! the player's, kept as an exercise, with how it went and a button that
//! lays it out on the game screen.

use crate::computer::use_computer;
use crate::model::exercises::exercise_line;
use crate::model::replay::Source;
use crate::state::exercises::kept_book;
use crate::state::use_app;
use krada_features::mistakes::ExerciseRef;
use leptos::prelude::*;

/// A line of the list: the move, what it lost, whether it is solved.
#[derive(Clone, PartialEq)]
struct Line {
    at: ExerciseRef,
    text: String,
    solved: bool,
}

#[component]
pub(super) fn ReplayExercises() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let computer = use_computer();
    // A Krada game's reviews so far (only its record rebuilds positions):
    // read again when one comes back (it may add a miss), not at every step
    // through the game.
    let review_count = Memo::new(move |_| {
        app.replay.with(|r| {
            r.as_ref()
                .filter(|r| matches!(r.source, Source::Record(_)))
                .map(|r| (r.storage_key(), r.reviews.iter().flatten().count()))
        })
    });
    let reviewed = move || review_count.with(|c| c.as_ref().is_some_and(|(_, n)| *n > 0));
    let lines = move || {
        let (key, _) = review_count.get()?;
        let ui = ui();
        let (book, unreadable) = kept_book();
        let lines: Vec<Line> = book
            .game(&key)
            .map(|g| {
                g.exercises
                    .iter()
                    .map(|e| Line {
                        at: ExerciseRef {
                            key: key.clone(),
                            index: e.index,
                        },
                        text: exercise_line(ui, e),
                        solved: e.solved,
                    })
                    .collect()
            })
            .unwrap_or_default();
        Some((lines, unreadable))
    };
    let open = move |at: ExerciseRef| {
        leptos::task::spawn_local(async move {
            app.open_exercise(computer, at).await;
        });
    };
    view! {
        <Show when=reviewed>
            <section class="exercises" data-testid="review-exercises">
                <h3>{move || ui().exercises_heading}</h3>
                {move || lines().map(|(lines, unreadable)| view! {
                    <Show when=move || unreadable>
                        <p class="problem" role="alert">{move || ui().exercises_unreadable}</p>
                    </Show>
                    <Show when={let none = lines.is_empty(); move || none}>
                        <p>{move || ui().exercises_none}</p>
                    </Show>
                    <ul class="exercise-list">
                        {lines.into_iter().map(|line| {
                            let n = line.at.index + 1;
                            let at = line.at.clone();
                            view! {
                                <li class:solved=line.solved data-testid=format!("exercise-{n}")>
                                    <span>{line.text}</span>
                                    {line.solved.then(|| view! { <span class="mark">{move || ui().exercise_solved}</span> })}
                                    <button data-testid=format!("exercise-try-{n}") on:click=move |_| open(at.clone())>
                                        {move || ui().exercise_try}
                                    </button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                })}
            </section>
        </Show>
    }
}

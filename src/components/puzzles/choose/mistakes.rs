//! The mistakes of the player's reviewed games still to find again, and a
//! button that lays out the next one.

use crate::components::puzzles::next_exercise;
use crate::state::exercises::kept_book;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn Mistakes() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let (book, unreadable) = kept_book();
    let left = book.unsolved().len();
    let any = !book.games.is_empty();
    view! {
        <Show when=move || any || unreadable>
            <section class="mistakes" data-testid="puzzles-mistakes">
                <h3>{move || ui().exercises_heading}</h3>
                <Show when=move || unreadable>
                    <p class="problem" role="alert">{move || ui().exercises_unreadable}</p>
                </Show>
                <p data-testid="mistakes-left">
                    {move || match left {
                        0 => ui().exercises_all_solved.to_string(),
                        n => ui().exercises_waiting.replace("{count}", &krada_text::count(n)),
                    }}
                </p>
                <Show when=move || { left > 0 }>
                    <button data-testid="exercise-next" on:click=move |_| next_exercise(app, None)>
                        {move || ui().exercise_next}
                    </button>
                </Show>
            </section>
        </Show>
    }
}

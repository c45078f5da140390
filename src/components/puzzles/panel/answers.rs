//! Once shown, the ten best answers (not a drill's), each laid on the board
//! by a click.

use super::*;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn Answers(solutions: Solutions) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    move || {
        if solutions.with(Option::is_some) {
            return None;
        }
        let shown = app
            .puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.answers_shown));
        if !shown {
            return None;
        }
        app.puzzle.with(|p| {
            let p = p.as_ref()?;
            app.session.with(|s| {
                let game = &s.as_ref()?.game;
                Some(
                    p.answers
                        .iter()
                        .take(10)
                        .enumerate()
                        .map(|(i, a)| {
                            let line = game.play_line(&a.placements).unwrap_or_default();
                            let placements = a.placements.clone();
                            // An endgame's answer with what it secures by the
                            // end, a pre-endgame's with the draws it wins.
                            let by_the_end = ui().answer_worth(a.draws, a.outcome);
                            let text = format!("{line} — {}{by_the_end}", a.score);
                            view! {
                                <li data-testid=format!("puzzle-answer-{i}")>
                                    <button class="link" on:click=move |_| app.lay_out(&placements)>{text}</button>
                                </li>
                            }
                        })
                        .collect_view(),
                )
            })
        })
    }
}

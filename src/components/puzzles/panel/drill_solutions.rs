//! Once shown, a drill's different solutions, each laid on the board by a click.

use super::*;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn DrillSolutions(solutions: Solutions) -> impl IntoView {
    let app = use_app();
    let placements_of = move |i: usize| {
        app.puzzle.with_untracked(|p| {
            p.as_ref()
                .and_then(|p| p.answers.get(i))
                .map(|a| a.placements.clone())
        })
    };
    move || {
        let shown = app
            .puzzle
            .with(|p| p.as_ref().is_some_and(|p| p.answers_shown));
        let list = solutions.get().filter(|_| shown)?;
        Some(
            list.into_iter()
                .enumerate()
                .map(|(n, (text, i))| {
                    view! {
                        <li data-testid=format!("puzzle-solution-{n}")>
                            <button class="link" on:click=move |_| {
                                if let Some(placements) = placements_of(i) {
                                    app.lay_out(&placements);
                                }
                            }>{text}</button>
                        </li>
                    }
                })
                .collect_view(),
        )
    }
}

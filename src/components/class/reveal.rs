//! The reveal: the best plays in rank with the class's entries among them.

use crate::model::class::Phase;
use crate::state::use_app;
use krada_features::review::line_of;
use krada_text::fill;
use leptos::prelude::*;

/// The reveal: the best plays in rank with the class's entries among them;
/// a click lays one on the board.
#[component]
pub(super) fn Reveal() -> impl IntoView {
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
                            app.change_class(|c| c.choose(i));
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

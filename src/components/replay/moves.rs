//! The replayed game's moves, each with its rank once reviewed and big
//! misses marked, and the file's scores that disagree with the rules.

use super::ReplayView;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn MoveList(view: ReplayView) -> impl IntoView {
    let app = view.app;
    let rules = view.rules();
    let (kind, rack_size) = (rules.kind, rules.rack_size);
    let moves = move || {
        let lang = app.lang.get();
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
                            <button data-testid=format!("replay-move-{}", i + 1) on:click=move |_| view.go(i + 1)>
                                {text}
                            </button>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! { <ol class="replay-moves">{moves}</ol> }
}

/// Scores and totals of a GCG file that disagree with the rules.
#[component]
pub(super) fn ReplayWarnings() -> impl IntoView {
    let app = use_app();
    move || {
        let lang = app.lang.get();
        let warnings = app.replay.with(|r| {
            r.as_ref().map_or(Vec::new(), |r| {
                r.warnings
                    .iter()
                    .map(|w| lang.gcg_warning(w))
                    .collect::<Vec<_>>()
            })
        });
        (!warnings.is_empty()).then(|| {
            view! {
                <ul class="problem replay-warnings" data-testid="replay-warnings">
                    {warnings.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
                </ul>
            }
        })
    }
}

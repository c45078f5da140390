//! The replayed game's moves, each with its rank once reviewed and big
//! misses marked, and the file's scores that disagree with the rules.

mod replay_warnings;
use super::ReplayView;
use crate::model::replay::StepLine;
use leptos::prelude::*;
pub(crate) use replay_warnings::ReplayWarnings;

#[component]
pub(super) fn MoveList(view: ReplayView) -> impl IntoView {
    let app = view.app;
    let rules = view.rules();
    let (kind, rack_size) = (rules.kind, rules.rack_size);
    let moves = move || {
        let lang = app.lang.get();
        app.replay.with(|r| {
            let Some(r) = r else { return Vec::new() };
            let names = r.names_in(lang);
            r.steps
                .iter()
                .enumerate()
                .map(|(i, step)| {
                    // Who moved and what it scored: a play at a real board
                    // entered by its score alone says nothing else.
                    let mut text = match &step.line {
                        StepLine::Krada { side, .. } => format!(
                            "{}: {} ({})",
                            names[*side as usize & 1],
                            step.text(lang, kind),
                            krada_text::signed(step.score)
                        ),
                        _ => step.text(lang, kind),
                    };
                    let review = r.review_of_step(i);
                    // A forced exchange or pass has no rank among plays.
                    if let Some(review) = review.filter(|r| r.plays > 0) {
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

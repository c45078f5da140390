//! The review of the move played from the board shown: what was played,
//! the verdict, and the best plays, each laid on the board by a click.

use super::ReplayView;
use crate::components::tile::with_tile_chips;
use crate::model::replay::StepLine;
use krada_ai::position::Position;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSet;
use krada_features::review::{MoveReview, line_of};
use krada_text::review::verdict;
use krada_text::{Lang, fill, signed_tenths, tenths};
use leptos::prelude::*;

/// The move played from the board shown, with its side and score.
fn played(view: ReplayView) -> Option<String> {
    let lang = view.app.lang.get();
    let kind = view.tiles.game();
    view.app.replay.with(|r| {
        let r = r.as_ref()?;
        let step = r.steps.get(r.at)?;
        let name = match &step.line {
            StepLine::Gcg(_) => String::new(),
            StepLine::Krada { side, .. } => format!("{}: ", r.names_in(lang)[*side as usize & 1]),
            StepLine::Round(_) => String::new(),
        };
        Some(fill(
            lang.ui().replay_played,
            &[
                ("play", &format!("{name}{}", step.text(lang, kind))),
                ("score", &step.score.to_string()),
            ],
        ))
    })
}

/// One best play and why it ranks there: its score plus the value of what
/// it keeps, less what it opens to the opponent.
fn best_play(
    view: ReplayView,
    lang: Lang,
    position: &Position,
    review: &MoveReview,
    i: usize,
) -> AnyView {
    let best = &review.best[i];
    let bingo = if best.bingo {
        format!(" ({})", lang.ui().review_bingo)
    } else {
        String::new()
    };
    let draws = review
        .draws
        .as_ref()
        .and_then(|d| d.best.get(i))
        .map(|d| format!("; {}", lang.ui().draws_won(*d)))
        .unwrap_or_default();
    let text = format!(
        "{}{bingo}{draws}",
        fill(
            lang.ui().review_play,
            &[
                ("play", &line_of(position, &best.placements)),
                ("score", &best.score.to_string()),
                (
                    "leave",
                    &signed_tenths(best.equity - best.score as f32 + best.opening),
                ),
                ("opening", &lang.ui().opening(best.opening)),
                ("equity", &tenths(best.equity)),
            ],
        )
    );
    let placements = best.placements.clone();
    let shown = view.shown;
    view! {
        <li data-testid=format!("analysis-{i}")>
            <button
                class="link"
                title=move || lang.ui().review_show
                on:click=move |_| shown.set(Some(placements.clone()))
            >
                {text}
            </button>
        </li>
    }
    .into_any()
}

/// The exchange, listed first when it is worth more than any play.
fn better_exchange(set: &TileSet, lang: Lang, review: &MoveReview) -> Option<AnyView> {
    let (give, equity) = review.exchange.as_ref()?;
    if review.best.first().is_some_and(|b| *equity <= b.equity) {
        return None;
    }
    let exchange = with_tile_chips(lang.ui().review_exchange, set, give);
    let equity = format!(" ({})", tenths(*equity));
    Some(view! { <li data-testid="analysis-exchange">{exchange}{equity}</li> }.into_any())
}

#[component]
pub(super) fn MoveAnalysis(view: ReplayView) -> impl IntoView {
    // The game's rules, worked out once for every step shown.
    let Rules {
        rack_size,
        tiles: set,
        ..
    } = view.rules();
    let analysis = move || {
        let lang = view.app.lang.get();
        let (review, position) = view.app.replay.with(|r| {
            let r = r.as_ref()?;
            Some((r.next_review()?.clone(), r.next_moment()?.position.clone()))
        })?;
        let mut items: Vec<AnyView> = (0..review.best.len())
            .map(|i| best_play(view, lang, &position, &review, i))
            .collect();
        if let Some(exchange) = better_exchange(&set, lang, &review) {
            items.insert(0, exchange);
        }
        Some((verdict(lang, &review, rack_size), items.collect_view()))
    };
    // The review asked for by a tap comes into view when it arrives.
    let node = NodeRef::<leptos::html::P>::new();
    Effect::new(move |_| {
        let ready = view.app.replay.with(|r| {
            r.as_ref()
                .is_some_and(|r| r.next_review().is_some() && view.asked.get() == Some(r.at))
        });
        if let (true, Some(div)) = (ready, node.get()) {
            view.asked.set(None);
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            div.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
    move || {
        analysis().map(|(verdict, items)| {
            view! {
                <div class="analysis" data-testid="analysis">
                    <p data-testid="replay-played">{move || played(view)}</p>
                    <p data-testid="replay-verdict" node_ref=node>{verdict}</p>
                    <ol class="hints">{items}</ol>
                </div>
            }
        })
    }
}

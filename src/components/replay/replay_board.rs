//! The replay's board: the tiles after the step shown, its last play marked
//! with its score, and a best play of the review laid on it as tentative
//! tiles.

use super::ReplayView;
use crate::components::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use crate::components::tile::tile_label;
use krada_engine::board::Board;
use leptos::prelude::*;

/// The last event's tiles, marked with its score, as on the game board.
fn last_play(view: ReplayView) -> Memo<LastPlay> {
    Memo::new(move |_| {
        view.app.replay.with(|r| {
            let step = r.as_ref().and_then(|r| r.steps.get(r.at.checked_sub(1)?));
            step.map_or_else(LastPlay::default, |step| LastPlay {
                squares: step.placed.clone(),
                score: step.score,
            })
        })
    })
}

#[component]
pub(super) fn ReplayBoard(view: ReplayView) -> impl IntoView {
    let app = view.app;
    let lang = app.lang;
    let rules = view.rules();
    let board = Memo::new(move |_| {
        app.replay
            .with(|r| r.as_ref().map(|r| r.board()).unwrap_or_default())
    });
    let tiles = rules.tiles.clone();
    let notation = rules.notation();
    let shown = view.shown;
    let rows = squares(
        SquaresOf {
            game: rules.kind,
            layout: rules.layout,
            lang,
            test_prefix: "replay-cell",
            cursor: Signal::derive(|| None),
            last: last_play(view),
        },
        move |pos| {
            // A best play shown is drawn as tentative tiles.
            let on_board = board.with(|b: &Board| b.get(pos).map(|p| (p, false)));
            let laid = move || {
                shown.with(|s| {
                    s.as_ref()?
                        .iter()
                        .find(|p| p.pos == pos)
                        .map(|p| (p.placed(), true))
                })
            };
            on_board.or_else(laid).map(|(placed, tentative)| {
                let kind = tiles.kind(placed.tile);
                CellView {
                    label: tile_label(notation, kind, Some(placed.face)),
                    points: kind.points,
                    blank: kind.blank,
                    tentative,
                }
            })
        },
    );
    view! {
        <section class="board-wrap">
            <BoardFrame>
                <div role="grid" class="board" aria-label=move || lang.get().ui().board>
                    {rows}
                </div>
            </BoardFrame>
        </section>
    }
}

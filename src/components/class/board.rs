//! The round's board, with the play chosen at the reveal laid on it.

use crate::components::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use crate::components::tile::tile_label;
use crate::state::use_app;
use krada_engine::layout::Pos;
use krada_engine::rules::Rules;
use leptos::prelude::*;

/// The round's board, with the play chosen at the reveal laid on it.
#[component]
pub(super) fn ClassBoard(rules: Rules) -> impl IntoView {
    let app = use_app();
    let kind = rules.kind;
    let set = rules.tiles.clone();
    let board = Memo::new(move |_| {
        app.class
            .with(|c| c.as_ref().map(|c| c.session.round_start().board))
    });
    let chosen = Memo::new(move |_| app.class.with(|c| c.as_ref().and_then(|c| c.chosen())));
    let last = Memo::new(move |_| {
        let score = app.class.with(|c| {
            c.as_ref().and_then(|c| {
                let chosen = c.chosen()?;
                c.reveal_rows()
                    .into_iter()
                    .find(|r| r.placements == chosen)
                    .map(|r| r.score as i32)
            })
        });
        chosen.with(|p| LastPlay {
            squares: p.iter().flatten().map(|p| p.pos).collect(),
            score: score.unwrap_or(0),
        })
    });
    let cell = move |pos: Pos| {
        let placed = board
            .with(|b| b.as_ref().and_then(|b| b.get(pos)))
            .or_else(|| {
                chosen.with(|c| {
                    c.iter()
                        .flatten()
                        .find(|p| p.pos == pos)
                        .map(|p| krada_engine::board::Placed {
                            tile: p.tile,
                            face: p.face,
                        })
                })
            })?;
        let tile = set.kind(placed.tile);
        Some(CellView {
            label: tile_label(kind.notation(), tile, Some(placed.face)),
            points: tile.points,
            blank: tile.blank,
            tentative: false,
        })
    };
    let rows = squares(
        SquaresOf {
            game: kind,
            layout: rules.layout.clone(),
            lang: app.lang,
            test_prefix: "class-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        cell,
    );
    view! {
        <div class="board-wrap class-board">
            <BoardFrame>
                <div role="grid" class="board" data-testid="class-board" aria-label=move || app.lang.get().ui().board>
                    {rows}
                </div>
            </BoardFrame>
        </div>
    }
}

//! The `WallBoard` component.

use crate::components::board::{BoardFrame, CellView, LastPlay, SquaresOf, squares};
use crate::model::wall::WallView;
use krada_engine::layout::Pos;
use krada_engine::rules::Rules;
use krada_text::Lang;
use leptos::prelude::*;

#[component]
pub(super) fn WallBoard(
    view: RwSignal<Option<WallView>>,
    tiles: Rules,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let last = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref().map_or_else(LastPlay::default, |v| LastPlay {
                squares: v.last.iter().filter_map(|p| Pos::parse(p)).collect(),
                score: v.last_score,
            })
        })
    });
    let cell = move |pos: Pos| {
        view.with(|v| {
            let c = v.as_ref()?.cell(pos)?;
            Some(CellView {
                label: c.label.clone(),
                points: c.points,
                blank: c.blank,
                tentative: false,
            })
        })
    };
    let rows = squares(
        SquaresOf {
            game: tiles.kind,
            layout: tiles.layout.clone(),
            lang,
            test_prefix: "wall-cell",
            cursor: Signal::derive(|| None),
            last,
        },
        cell,
    );
    view! {
        <div class="wall-board board-wrap">
            <BoardFrame>
                <div role="grid" class="board" data-testid="wall-board" aria-label=move || lang.get().ui().board>
                    {rows}
                </div>
            </BoardFrame>
        </div>
    }
}

//! The 15×15 board: an ARIA grid whose cells never change shape.

use crate::lang::use_lang;
use krada_engine::layout::{Layout, LayoutId, Pos, Premium, SIZE};
use krada_text::Ui;
use leptos::prelude::*;

/// The CSS class and `data-premium` code of a square.
fn premium_code(premium: Premium, star: bool) -> &'static str {
    if star {
        return "star";
    }
    match premium {
        Premium::None => "plain",
        Premium::TileX2 => "tile-x2",
        Premium::TileX3 => "tile-x3",
        Premium::LineX2 => "line-x2",
        Premium::LineX3 => "line-x3",
    }
}

fn premium_name(ui: &Ui, premium: Premium, star: bool) -> &'static str {
    if star {
        return ui.star;
    }
    match premium {
        Premium::None => ui.plain_square,
        Premium::TileX2 => ui.piece_x2,
        Premium::TileX3 => ui.piece_x3,
        Premium::LineX2 => ui.equation_x2,
        Premium::LineX3 => ui.equation_x3,
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let lang = use_lang();
    let layout = Layout::get(LayoutId::AMath);
    let rows = (0..SIZE)
        .map(|row| {
            let cells = (0..SIZE)
                .map(|col| {
                    let pos = Pos::new(row, col);
                    let premium = layout.premium(pos);
                    let star = pos == layout.star;
                    let code = premium_code(premium, star);
                    let label = move || {
                        let ui = lang.get().ui();
                        format!(
                            "{}, {}, {}",
                            pos.name(),
                            premium_name(ui, premium, star),
                            ui.empty_square
                        )
                    };
                    view! {
                        <div
                            role="gridcell"
                            class=format!("cell {code}")
                            data-testid=format!("cell-{}", pos.name())
                            data-premium=code
                            aria-label=label
                        >
                            {star.then_some("★")}
                        </div>
                    }
                })
                .collect_view();
            view! { <div role="row" class="board-row">{cells}</div> }
        })
        .collect_view();
    let legend = [
        Premium::LineX3,
        Premium::LineX2,
        Premium::TileX3,
        Premium::TileX2,
    ]
    .map(|premium| {
        let code = premium_code(premium, false);
        view! {
            <li>
                <span class=format!("swatch {code}")></span>
                {move || premium_name(lang.get().ui(), premium, false)}
            </li>
        }
    });
    view! {
        <div class="board-wrap">
            <div role="grid" class="board" data-testid="board" aria-label=move || lang.get().ui().board>
                {rows}
            </div>
            <ul class="legend">{legend}</ul>
        </div>
    }
}

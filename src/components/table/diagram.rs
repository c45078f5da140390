//! The board as the plays entered on the sheet leave it, small: the play
//! being written shown on it, marked, before it is written; a tap on a
//! square starts the play there.

use crate::state::table::TableCtx;
use crate::state::use_app;
use krada_engine::layout::{CELLS, Pos, Premium};
use krada_engine::notation::face_symbol;
use krada_engine::play::Placement;
use leptos::prelude::*;

fn premium_class(premium: Premium) -> &'static str {
    match premium {
        Premium::None => "",
        Premium::TileX2 => "tile-x2",
        Premium::TileX3 => "tile-x3",
        Premium::LineX2 => "line-x2",
        Premium::LineX3 => "line-x3",
    }
}

/// `pick` hears a tap on a square (the written play's start); the text
/// field stays the way to write a play without a pointer.
#[component]
pub fn TableDiagram(new: Signal<Vec<Placement>>, pick: Callback<Pos>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let squares = move || {
        let new = new.get();
        ctx.with(|t| {
            let rules = t.rules();
            let board = t.sheet.board();
            let game = rules.kind.code();
            (0..CELLS)
                .map(|i| {
                    let pos = Pos::from_index(i);
                    let laid = new.iter().find(|p| p.pos == pos).map(|p| p.placed());
                    let tile = board.get(pos).or(laid);
                    let text = tile.map(|t| face_symbol(rules.kind, t.face)).unwrap_or_default();
                    let class = format!("sq {game} {}", premium_class(rules.layout.cells[i]));
                    // Named by its square and what lies there ("G8 9"): the
                    // name holds the text shown.
                    let square = view! {
                        <button type="button" tabindex="-1" class=class class:filled=tile.is_some() class:new=laid.is_some()
                            data-testid=format!("table-sq-{}", pos.name())
                            on:click=move |_| pick.run(pos)>
                            <span class="visually-hidden">{pos.name()}" "</span>{text}
                        </button>
                    };
                    // Each row starts with its number.
                    let row = (pos.col == 0).then(|| view! {
                        <span class="coord" aria-hidden="true">{pos.row + 1}</span>
                    });
                    view! { {row}{square} }
                })
                .collect_view()
        })
    };
    // The columns' letters above the squares, as on the board.
    let letters = (0..15u8)
        .map(|c| view! { <span class="coord" aria-hidden="true">{char::from(b'A' + c).to_string()}</span> })
        .collect_view();
    view! {
        <figure class="table-diagram" data-testid="table-diagram">
            <figcaption>{move || ui().table_board}</figcaption>
            <div class="diagram-grid"><span class="coord" aria-hidden="true"></span>{letters}{squares}</div>
        </figure>
    }
}

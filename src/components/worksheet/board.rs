//! A puzzle's board for paper: black on white, the premium squares marked
//! by figures rather than colour, coordinates round the edge.

use crate::model::worksheet::Square;
use krada_engine::layout::{Premium, SIZE};
use leptos::prelude::*;

fn premium_mark(premium: Premium) -> &'static str {
    match premium {
        Premium::None => "",
        Premium::TileX2 => "2",
        Premium::TileX3 => "3",
        Premium::LineX2 => "2×",
        Premium::LineX3 => "3×",
    }
}

#[component]
pub fn PaperBoard(squares: Vec<Square>) -> impl IntoView {
    let columns = (0..SIZE).map(|c| ((b'A' + c as u8) as char).to_string());
    let rows = squares.chunks(SIZE).enumerate().map(|(r, row)| {
        let cells = row.iter().map(|square| match square {
            Square::Tile(face) => view! { <td class="tile">{face.clone()}</td> }.into_any(),
            Square::Empty(premium) => {
                view! { <td class="mark">{premium_mark(*premium)}</td> }.into_any()
            }
        });
        view! { <tr><th scope="row">{r + 1}</th>{cells.collect_view()}</tr> }
    });
    view! {
        <table class="paper-board">
            <thead><tr><td></td>{columns.map(|c| view! { <th scope="col">{c}</th> }).collect_view()}</tr></thead>
            <tbody>{rows.collect_view()}</tbody>
        </table>
    }
}

//! A tile as drawn on the rack and the board: its face and its points.

use krada_engine::face::Face;
use krada_engine::notation::Notation;
use krada_engine::tileset::{TileId, TileKind, TileSet};
use leptos::prelude::*;

/// What a tile shows: its declared face on the board, its label on the rack.
pub fn tile_label(notation: &dyn Notation, kind: &TileKind, face: Option<Face>) -> String {
    match face {
        Some(face) => notation.face_text(face),
        None if kind.blank => String::new(),
        None => kind.label.to_string(),
    }
}

#[component]
pub fn TileFace(label: String, points: u8, blank: bool) -> impl IntoView {
    view! {
        // The points are drawn by the stylesheet from `data-points`: they are
        // for the eye, and a tile's name (what a screen reader says, and
        // what the button is called) is its face alone.
        <span class="tile-face" class:blank=blank data-points=(!blank).then(|| points.to_string())>
            <span class="tile-label">{label}</span>
        </span>
    }
}

/// Text whose `{tiles}` is a list of tiles, drawn as tiles: `÷ 0 = 8` in a
/// sentence reads as an equation, four small tiles do not. Each chip is
/// named by its label, and the list is one phrase for a screen reader.
pub fn with_tile_chips(template: &str, set: &TileSet, tiles: &[TileId]) -> impl IntoView + use<> {
    let (before, after) = template.split_once("{tiles}").unwrap_or((template, ""));
    let labels: Vec<&'static str> = tiles.iter().map(|&t| set.kind(t).label).collect();
    let spoken = labels.join(" ");
    let chips = labels
        .into_iter()
        .map(|label| view! { <span class="chip" aria-hidden="true">{label}</span> })
        .collect_view();
    view! {
        {before.to_string()}
        <span class="chips" role="img" aria-label=spoken>{chips}</span>
        {after.to_string()}
    }
}

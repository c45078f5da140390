//! A tile as drawn on the rack and the board: its face and its points.

use krada_engine::face::Face;
use krada_engine::notation::Notation;
use krada_engine::tileset::TileKind;
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

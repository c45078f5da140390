//! Dragging tiles with pointer events, so mouse, touch and pen all work:
//! from the rack to the board, around the board, back to the rack, and
//! along the rack to reorder it. A press that does not move is a click.

use crate::state::{AppState, use_app};
use krada_engine::layout::Pos;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Pixels a pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 5.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    pub slot: usize,
    pub start: (f64, f64),
    pub at: (f64, f64),
    pub moved: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Cell(Pos),
    RackSlot(usize),
    Nowhere,
}

#[derive(Clone, Copy)]
pub struct DragState(pub RwSignal<Option<Drag>>);

pub fn provide_drag() {
    provide_context(DragState(RwSignal::new(None)));
}

pub fn use_drag() -> RwSignal<Option<Drag>> {
    expect_context::<DragState>().0
}

/// What lies under the pointer: a board square or a rack place.
pub fn target_at(x: f64, y: f64) -> Target {
    let element = document().element_from_point(x as f32, y as f32);
    let find = |selector: &str| {
        element
            .as_ref()
            .and_then(|e| e.closest(selector).ok().flatten())
    };
    if let Some(pos) = find("[data-pos]")
        .and_then(|c| c.get_attribute("data-pos"))
        .and_then(|p| Pos::parse(&p))
    {
        return Target::Cell(pos);
    }
    if let Some(i) = find("[data-slot]")
        .and_then(|s| s.get_attribute("data-slot"))
        .and_then(|s| s.parse().ok())
    {
        return Target::RackSlot(i);
    }
    Target::Nowhere
}

pub fn begin(drag: RwSignal<Option<Drag>>, slot: usize, ev: &web_sys::PointerEvent) {
    if ev.button() != 0 {
        return;
    }
    if let Some(target) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    {
        let _ = target.set_pointer_capture(ev.pointer_id());
    }
    let at = (ev.client_x() as f64, ev.client_y() as f64);
    drag.set(Some(Drag {
        slot,
        start: at,
        at,
        moved: false,
    }));
}

pub fn follow(drag: RwSignal<Option<Drag>>, ev: &web_sys::PointerEvent) {
    let at = (ev.client_x() as f64, ev.client_y() as f64);
    drag.update(|d| {
        if let Some(d) = d {
            d.at = at;
            d.moved |= (at.0 - d.start.0).hypot(at.1 - d.start.1) > DRAG_THRESHOLD;
        }
    });
}

/// Ends a drag: drops the tile where the pointer is. Returns the drag when
/// it was only a click, for the caller to handle.
pub fn finish(
    app: AppState,
    drag: RwSignal<Option<Drag>>,
    ev: &web_sys::PointerEvent,
) -> Option<Drag> {
    follow(drag, ev);
    let done = drag.get_untracked()?;
    drag.set(None);
    if !done.moved {
        return Some(done);
    }
    match target_at(done.at.0, done.at.1) {
        Target::Cell(pos) => app.place(done.slot, pos, None),
        Target::RackSlot(to) => app.move_rack_tile(done.slot, to),
        Target::Nowhere => {}
    }
    None
}

/// The tile following the pointer while dragging.
#[component]
pub fn DragGhost() -> impl IntoView {
    let app = use_app();
    let drag = use_drag();
    let label = move || {
        let d = drag.get()?;
        if !d.moved {
            return None;
        }
        let tile = app.turn.with(|t| t.tile(d.slot))?;
        let label = app.with_game(|s| s.game.rules().tiles.kind(tile).label.to_string())?;
        Some((label, d.at))
    };
    view! {
        {move || {
            label()
                .map(|(label, (x, y))| {
                    view! {
                        <div
                            class="tile drag-ghost"
                            aria-hidden="true"
                            style:left=format!("{x}px")
                            style:top=format!("{y}px")
                        >
                            {label}
                        </div>
                    }
                })
        }}
    }
}

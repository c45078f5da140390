//! Asks which face a blank or a `+/-`, `×/÷` tile shows; the choice is final
//! once played.

use crate::components::keys::keys_into_dialog;
use crate::state::use_app;
use krada_engine::notation::face_symbol;
use leptos::prelude::*;

/// Where the picker goes so it leaves the square being filled in view: the
/// half of the screen the square is not in (beside the board when the
/// screen is wider than tall).
fn away_from(pos: krada_engine::layout::Pos) -> &'static str {
    let window = window();
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (width, height) = (size(window.inner_width()), size(window.inner_height()));
    let Some(rect) = document()
        .query_selector(&format!("[data-testid=cell-{}]", pos.name()))
        .ok()
        .flatten()
        .map(|cell| cell.get_bounding_client_rect())
    else {
        return "";
    };
    let (x, y) = (
        rect.x() + rect.width() / 2.0,
        rect.y() + rect.height() / 2.0,
    );
    match (width > height, x < width / 2.0, y < height / 2.0) {
        (true, true, _) => "pick-right",
        (true, false, _) => "pick-left",
        (false, _, true) => "pick-below",
        (false, _, false) => "pick-above",
    }
}

#[component]
pub fn FacePicker() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    // The keys go to its first face, and back where they were (the board,
    // the move box) when it closes.
    keys_into_dialog(
        Memo::new(move |_| app.pick.with(Option::is_some)),
        "[data-testid=picker] .pick",
    );
    let faces = move || {
        let request = app.pick.get()?;
        let tile = app.turn.with(|t| t.tile(request.slot))?;
        let (faces, game) =
            app.with_game(|s| (s.game.rules().tiles.kind(tile).faces, s.game.rules().kind))?;
        Some((request, game, faces.iter().collect::<Vec<_>>()))
    };
    view! {
        {move || {
            faces()
                .map(|(request, game, faces)| {
                    let buttons = faces
                        .into_iter()
                        .map(|face| {
                            let label = face_symbol(game, face);
                            view! {
                                <button
                                    class="tile pick"
                                    data-testid=format!("pick-{label}")
                                    on:click=move |_| {
                                        app.cancel_pick();
                                        app.place(request.slot, request.pos, Some(face));
                                    }
                                >
                                    {label.clone()}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        <div class=format!("overlay picker-overlay {}", away_from(request.pos))>
                            <div
                                class="dialog picker"
                                role="dialog"
                                aria-modal="true"
                                aria-labelledby="picker-title"
                                data-testid="picker"
                                on:keydown=move |ev: web_sys::KeyboardEvent| {
                                    if ev.key() == "Escape" {
                                        app.cancel_pick();
                                    }
                                }
                            >
                                <h2 id="picker-title">
                                    {move || ui().game(game).pick}
                                </h2>
                                <div class="pick-grid">{buttons}</div>
                                <button data-testid="pick-cancel" on:click=move |_| app.cancel_pick()>
                                    {move || ui().cancel}
                                </button>
                            </div>
                        </div>
                    }
                })
        }}
    }
}

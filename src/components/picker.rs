//! Asks which face a blank or a `+/-`, `×/÷` tile shows; the choice is final
//! once played.

use crate::state::use_app;
use krada_engine::notation::face_symbol;
use krada_engine::rules::GameKind;
use leptos::prelude::*;

#[component]
pub fn FacePicker() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let faces = move || {
        let request = app.pick.get()?;
        let tile = app.turn.with(|t| t.tile(request.slot))?;
        let (faces, game) = app.session.with(|s| {
            s.as_ref()
                .map(|s| (s.game.rules().tiles.kind(tile).faces, s.game.rules().kind))
        })?;
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
                                        app.pick.set(None);
                                        app.place(request.slot, request.pos, Some(face));
                                    }
                                >
                                    {label.clone()}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        <div class="overlay">
                            <div
                                class="dialog picker"
                                role="dialog"
                                aria-modal="true"
                                aria-labelledby="picker-title"
                                data-testid="picker"
                                on:keydown=move |ev: web_sys::KeyboardEvent| {
                                    if ev.key() == "Escape" {
                                        app.pick.set(None);
                                    }
                                }
                            >
                                <h2 id="picker-title">
                                    {move || match game {
                                        GameKind::AMath => ui().pick_face,
                                        GameKind::Crossword => ui().pick_letter,
                                    }}
                                </h2>
                                <div class="pick-grid">{buttons}</div>
                                <button data-testid="pick-cancel" on:click=move |_| app.pick.set(None)>
                                    {move || ui().cancel}
                                </button>
                            </div>
                        </div>
                    }
                })
        }}
    }
}

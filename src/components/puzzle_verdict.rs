//! A puzzle's verdict beside the board: how the last try went and what to
//! do next, where the player is looking (the panel with every try sits
//! below the fold on a phone, at the side's foot on a laptop).

use super::puzzles::{next_label, next_puzzle, try_text};
use crate::state::use_app;
use leptos::prelude::*;

/// Whether a puzzle on the game screen has been tried: its verdict then takes the
/// place of the "to move" line.
pub fn has_verdict() -> bool {
    let app = use_app();
    app.in_puzzle()
        && app.puzzle.with(|p| {
            p.as_ref()
                .is_some_and(|p| !p.tries.is_empty() || p.reading.is_some())
        })
}

#[component]
pub fn PuzzleVerdict() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let verdict = move || {
        let ui = ui();
        app.puzzle.with(|p| {
            let p = p.as_ref()?;
            if p.reading.is_some() {
                return Some((ui.puzzle_reading.to_string(), false));
            }
            let last = p.tries.last()?;
            Some((try_text(ui, p, last), p.solved()))
        })
    };
    // Each new try's verdict is brought into view, with the board below it.
    let shown = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        app.puzzle.with(|p| p.as_ref().map(|p| p.tries.len()));
        // Next frame: the first verdict is mounted only after this runs.
        // (`try_`: the game screen may be gone by then.)
        request_animation_frame(move || {
            if let Some(el) = shown.try_get_untracked().flatten() {
                bring_into_view(&el);
            }
        });
    });
    move || {
        verdict().map(|(text, solved)| {
            view! {
                <div class="puzzle-verdict" class:solved=solved data-testid="puzzle-verdict" role="status" node_ref=shown>
                    <span>{text}</span>
                    {if solved {
                        view! {
                            <button class="primary" data-testid="puzzle-verdict-next" on:click=move |_| next_puzzle(app)>
                                {move || next_label(app)}
                            </button>
                        }
                            .into_any()
                    } else {
                        view! {
                            <button data-testid="puzzle-verdict-answers" on:click=move |_| {
                                app.show_answers()
                            }>{move || ui().puzzle_show_answers}</button>
                        }
                            .into_any()
                    }}
                </div>
            }
        })
    }
}

/// Scrolls the page so the verdict stands near the top, the board below it,
/// unless it is there already.
fn bring_into_view(el: &web_sys::HtmlDivElement) {
    let top = el.get_bounding_client_rect().top();
    let height = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if top < 0.0 || top > height / 2.0 {
        window().scroll_by_with_x_and_y(0.0, top - 8.0);
    }
}

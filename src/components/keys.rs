//! Where the keys go, so that a keyboard or screen-reader player is never
//! left at the top of the page: on the board when a game opens, on a
//! question's first answer when it replaces the button that asked it
//! (Pass, Resign, Take back), and back on the board when it goes.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Puts the keys on the board once it is in the page, trying for a few
/// frames while the screen mounts.
pub fn focus_board_soon(frames: u32) {
    request_animation_frame(move || {
        let board = document()
            .query_selector("[data-testid=board]")
            .ok()
            .flatten()
            .filter(|b| b.is_connected())
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
        match board {
            Some(board) => {
                let _ = board.focus();
            }
            None if frames > 0 => focus_board_soon(frames - 1),
            None => {}
        }
    });
}

/// Whether the keys are nowhere: on the page's body, as after the focused
/// button was taken away.
fn keys_lost() -> bool {
    let body = document()
        .body()
        .map(|b| b.unchecked_into::<web_sys::Element>());
    document().active_element().is_none_or(|e| Some(e) == body)
}

/// While `asking` is true a question stands where its button was: the
/// keys go to its first answer (`answer`) when it appears, and back to the
/// board when it goes, unless the player has put them somewhere since.
pub fn keys_follow_question(
    asking: impl Fn() -> bool + 'static,
    answer: NodeRef<leptos::html::Button>,
) {
    Effect::new(move |was: Option<bool>| {
        let now = asking();
        match (was, now) {
            (Some(false), true) => request_animation_frame(move || {
                if let Some(button) = answer.get_untracked() {
                    let _ = button.focus();
                }
            }),
            (Some(true), false) => request_animation_frame(|| {
                if keys_lost() {
                    focus_board_soon(0);
                }
            }),
            _ => {}
        }
        now
    });
}

//! Where the keys go, so that a keyboard or screen-reader player is never
//! left at the top of the page: on the board when a game opens, into the
//! face picker and back, on a question's first answer when it replaces the
//! button that asked it (Pass, Resign, Take back) and back on the board
//! when it goes; and what the game screen's own keys ask for (the board's
//! and the move box's alike).

use crate::components::computer_panel::HINTS;
use crate::computer::Computer;
use crate::model::reading::KeyAsk;
use crate::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Puts the keys on the first element `selector` finds in the page;
/// whether there was one.
fn focus(selector: &str) -> bool {
    let element = document()
        .query_selector(selector)
        .ok()
        .flatten()
        .filter(|e| e.is_connected())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    element.is_some_and(|e| e.focus().is_ok())
}

/// Puts the keys on the board once it is in the page, trying for a few
/// frames while the screen mounts.
pub fn focus_board_soon(frames: u32) {
    request_animation_frame(move || {
        if !focus("[data-testid=board]") && frames > 0 {
            focus_board_soon(frames - 1);
        }
    });
}

/// Frames the keys wait for the move box: it comes with the game screen's
/// second part (`aside`), which may still be on its way just after the
/// board is drawn (ten seconds at sixty frames a second).
const MOVE_BOX_FRAMES: u32 = 600;

/// Puts the keys in the move box, at once or when it arrives, unless they
/// went somewhere else meanwhile (`from`: where they were when asked).
fn focus_move_box_soon(frames: u32, from: Option<web_sys::Element>) {
    if focus("#move-input") || frames == 0 || document().active_element() != from {
        return;
    }
    request_animation_frame(move || focus_move_box_soon(frames - 1, from));
}

/// Answers a key of the game screen that is not a tile (`typing`: in the
/// move box): a reading said, hints asked, the keys to the move box;
/// whether it was one.
pub fn answer_key(
    app: AppState,
    computer: Computer,
    ev: &web_sys::KeyboardEvent,
    typing: bool,
) -> bool {
    let Some(ask) = KeyAsk::for_key(&ev.key(), &ev.code(), ev.alt_key(), typing) else {
        return false;
    };
    match ask {
        KeyAsk::Read(reading) => app.read_aloud(reading),
        KeyAsk::Hints => app.hints_by_key(computer, HINTS),
        KeyAsk::MoveBox => focus_move_box_soon(MOVE_BOX_FRAMES, document().active_element()),
    }
    ev.prevent_default();
    true
}

/// The keys go into a dialog when `open` turns true (onto the first
/// element `first` finds in it), and back where they were when it closes.
pub fn keys_into_dialog(open: Memo<bool>, first: &'static str) {
    let before = StoredValue::new_local(None::<web_sys::HtmlElement>);
    Effect::new(move |_| {
        if open.get() {
            let active = document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            before.set_value(active);
            request_animation_frame(move || {
                focus(first);
            });
        } else if let Some(element) = before.try_update_value(Option::take).flatten()
            && element.is_connected()
        {
            let _ = element.focus();
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

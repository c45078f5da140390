//! The parts of the page's wasm, fetched when first needed. Every function
//! marked `wasm_split(part, …)` goes into that part; what two parts share
//! becomes a part of its own (wasm-split keys each by the set of parts
//! that use its code). A few large parts, not one a screen: each part more
//! multiplies the small shared ones, and a phone on a school's Wi-Fi pays
//! a round trip for each file (docs/measurements.md, "A first game").
//!
//! - `game`: everything a one-tap game needs — its screen, starting it,
//!   resuming a saved one, the computer's replies, the word lists;
//! - `aside`: what the game screen draws a moment after its board and
//!   rack — the announcer, the move box, the hints, the sheet column, the
//!   face picker — so a first game's rack waits for less;
//! - `options`: the choices under *More options*;
//! - `replay`: a link's board (the replay's board, steps and moves) and
//!   reading a link;
//! - `study`: saved games, a replay's reviews and files, puzzles (and a
//!   game's puzzle panel and verdict), progress, worksheets, a game's result;
//! - `room`: a class, the judge, table mode, the wall, the tournament desk
//!   and its camera's QR reader (as parts of their own, the desk and the
//!   reader split the shared code into 82 files instead of 36, and a first
//!   game fetched 50 instead of 23);
//! - `how_to`: the rules' pictures (small, and a new player's first look);
//! - each language's words (`lang.rs`).
//!
//! While the menu waits, the game's part is fetched at idle
//! ([`warm_up`]), so a tap starts the game from what is here.

use futures_channel::oneshot;
use std::cell::RefCell;

/// Nothing: the function of the game's part the page calls only to have
/// the part fetched ([`fetch_game`]).
#[leptos::wasm_split::wasm_split(
    game,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(fetch_game)
)]
pub(crate) fn game_part() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    Ok(())
}

/// Nothing: the function of the game screen's second part the page calls
/// only to have the part fetched ([`fetch_aside`]).
#[leptos::wasm_split::wasm_split(
    aside,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(fetch_aside)
)]
pub(crate) fn aside_part() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    Ok(())
}

/// Once the first screen is drawn and the browser idle. On the menu (a
/// first visit): the game's part and its second (`aside`), then the
/// computer player (its worker fetches and compiles its own wasm, off the
/// page's thread), then the
/// service worker, which keeps the rest for offline visits; a tap meanwhile
/// takes what is here and fetches nothing twice (the parts' loader and the
/// worker are each started once). When a link, a reload or a saved game
/// opens another screen first, its part comes first, then the service
/// worker: nothing else shares the network with it.
pub fn warm_up(start_computer: impl FnOnce() + 'static, menu_first: bool) {
    crate::browser::when_idle(move || {
        leptos::task::spawn_local(async move {
            if menu_first {
                let _ = fetch_game().await;
                let _ = fetch_aside().await;
                start_computer();
            } else {
                a_screen_arrived().await;
            }
            crate::browser::register_service_worker();
        })
    });
}

thread_local! {
    static SCREEN_HERE: RefCell<ScreenHere> = RefCell::default();
}

/// Whether a screen's part has arrived, and who waits for one.
#[derive(Default)]
struct ScreenHere {
    here: bool,
    waiting: Vec<oneshot::Sender<()>>,
}

/// Tells the warm-up that a screen's part is here (`on_demand`).
pub fn screen_arrived() {
    let waiting = SCREEN_HERE.with_borrow_mut(|s| {
        s.here = true;
        std::mem::take(&mut s.waiting)
    });
    for waiter in waiting {
        let _ = waiter.send(());
    }
}

/// Waits until a screen's part has arrived.
async fn a_screen_arrived() {
    let waiting = SCREEN_HERE.with_borrow_mut(|s| {
        (!s.here).then(|| {
            let (tell, told) = oneshot::channel();
            s.waiting.push(tell);
            told
        })
    });
    if let Some(told) = waiting {
        let _ = told.await;
    }
}

/// Nothing: the function of the replay's part the page calls only to have
/// the part fetched ([`fetch_replay`]).
#[leptos::wasm_split::wasm_split(
    replay,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(fetch_replay)
)]
pub(crate) fn replay_part() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    Ok(())
}

/// A link opens the replay (or, through it, a puzzle): its part is fetched
/// at once, beside the page's words, not after the page is drawn.
pub fn prefetch_for_link() {
    // Before the mount: Leptos' executor is not set up yet.
    wasm_bindgen_futures::spawn_local(async {
        let _ = fetch_replay().await;
    });
}

/// Starts fetching the game's part unless it is here or on its way; a
/// failure (offline) is left to the game, which fetches it again.
pub fn prefetch_game() {
    leptos::task::spawn_local(async {
        let _ = fetch_game().await;
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::future::Future;
    use std::task::{Context, Waker};

    #[test]
    fn the_warm_up_waits_for_a_screen_until_one_arrives_then_never_again() {
        let mut cx = Context::from_waker(Waker::noop());
        let mut waiting = Box::pin(a_screen_arrived());
        assert!(waiting.as_mut().poll(&mut cx).is_pending());
        screen_arrived();
        assert!(waiting.as_mut().poll(&mut cx).is_ready());
        let mut later = Box::pin(a_screen_arrived());
        assert!(later.as_mut().poll(&mut cx).is_ready());
    }
}

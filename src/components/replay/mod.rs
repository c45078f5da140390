//! A finished game or a GCG file played back move by move: the board after
//! each event, the players' totals, the list of moves, and for a move whose
//! rack is known its review (its rank among every legal play, what it left,
//! the best plays); the game can be downloaded again. The screen's state is
//! `model::replay::Replay` (with its review queue); these components draw it.

mod analysis;
mod close;
mod exercises;
mod files;
mod moves;
mod replay_board;
mod review_controls;
mod reviewing;
mod stepper;

use crate::components::{on_demand, quietly_on_demand};
use crate::state::stored;
use crate::state::{AppState, use_app};
use analysis::MoveAnalysis;
use close::ReplayClose;
use exercises::ReplayExercises;
use files::ReplayFiles;
use krada_engine::play::Placement;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;
use moves::{MoveList, ReplayWarnings};
use replay_board::ReplayBoard;
use review_controls::ReviewControls;
use stepper::Stepper;
use wasm_bindgen::JsCast;

/// What the replay's components share besides the replay itself: the
/// tiles it is played with, a best play laid on the board until the step
/// changes, and whether a review waits for a word list this device lacks.
#[derive(Clone, Copy)]
pub(super) struct ReplayView {
    app: AppState,
    tiles: TileSetId,
    shown: RwSignal<Option<Vec<Placement>>>,
    no_words: RwSignal<bool>,
    /// The step whose review was asked for by a tap: its verdict is
    /// scrolled into view when it comes (on a phone it lands far below).
    asked: RwSignal<Option<usize>>,
}

impl ReplayView {
    fn rules(self) -> Rules {
        Rules::for_tiles(self.tiles)
    }

    /// How many steps the game has.
    fn count(self) -> usize {
        self.app
            .replay
            .with(|r| r.as_ref().map_or(0, |r| r.steps.len()))
    }

    /// The step shown (0: before the first).
    fn at(self) -> usize {
        self.app.replay.with(|r| r.as_ref().map_or(0, |r| r.at))
    }

    /// Shows the board after `to` steps; a best play laid out goes.
    fn go(self, to: usize) {
        self.shown.set(None);
        self.app.change_replay(|r| r.go_to(to));
    }

    /// How many moves are reviewed, of how many.
    fn progress(self) -> (usize, usize) {
        self.app
            .replay
            .with(|r| r.as_ref().map_or((0, 0), |r| r.progress()))
    }
}

/// Brings back the reviews made before on this device for this game.
fn restore_reviews(app: AppState) {
    app.change_replay(|r| {
        if let Some(json) = stored::reviews(&r.storage_key()) {
            r.restore_reviews(&json);
        }
    });
}

/// Arrow keys, Home and End step through the game (the slider has its own).
fn step_with_keys(view: ReplayView) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let on_slider = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .is_some();
        if on_slider || ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let to = match ev.key().as_str() {
            "ArrowLeft" => view.at().saturating_sub(1),
            "ArrowRight" => view.at() + 1,
            "Home" => 0,
            "End" => view.count(),
            _ => return,
        };
        ev.prevent_default();
        view.go(to);
    });
    on_cleanup(move || keys.remove());
}

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let tiles = app
        .replay
        .with_untracked(|r| r.as_ref().map_or(TileSetId::default(), |r| r.tiles));
    let view = ReplayView {
        app,
        tiles,
        shown: RwSignal::new(None),
        no_words: RwSignal::new(false),
        asked: RwSignal::new(None),
    };
    restore_reviews(app);
    step_with_keys(view);
    view! {
        <main class="replay" data-testid="replay">
            <ReplayBoard view />
            <aside class="panel replay-side" aria-label=move || ui().replay>
                <h2>{move || ui().replay}</h2>
                <Stepper view />
                {on_demand(app.lang.get_untracked(), Box::pin(review_view(view)))}
                <ReplayWarnings />
                <MoveList view />
                {quietly_on_demand(Box::pin(files_view()))}
                <ReplayClose />
            </aside>
        </main>
    }
}

// A board's link (the wall's QR code, a shared game) shows the board, the
// steps and the moves from the replay's own part; reviewing a move and the
// files come with the study screens' part, after the board is drawn.
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn review_view(view: ReplayView) -> AnyView {
    let ui = move || view.app.lang.get().ui();
    view! {
        <ReviewControls view />
        <Show when=move || view.no_words.get()>
            <p class="problem" role="alert">{move || ui().words_missing}</p>
        </Show>
        <MoveAnalysis view />
        <ReplayExercises />
    }
    .into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn files_view() -> AnyView {
    view! { <ReplayFiles /> }.into_any()
}

//! The puzzles screen: today's puzzle with the streak and the drills' tally,
//! or any puzzle by its number, kind, level and tiles.

mod chosen;
mod daily;
mod mistakes;
mod streak;
use super::open_puzzle_with;
use crate::history::{History, use_history};
use crate::model::puzzle::Opening;
use crate::state::{AppState, use_app};
use chosen::Chosen;
use daily::Daily;
use krada_features::puzzle::PuzzleSpec;
use leptos::prelude::*;
use mistakes::Mistakes;
use streak::StreakStart;

/// A puzzle being made in the worker, and whether the last try found none.
#[derive(Clone, Copy)]
struct Making {
    app: AppState,
    history: History,
    busy: RwSignal<bool>,
    none: RwSignal<bool>,
    timed: RwSignal<bool>,
}

impl Making {
    /// Makes the puzzle `spec` and opens it on the game screen, against the
    /// clock when chosen (not a streak's).
    fn start(self, spec: PuzzleSpec, opening: Opening) {
        let (app, history) = (self.app, self.history);
        self.none.set(false);
        self.busy.set(true);
        let opening = Opening {
            timed: opening.streak.is_none() && self.timed.get_untracked(),
            ..opening
        };
        leptos::task::spawn_local(async move {
            open_puzzle_with(history, app, spec, opening, |found| {
                self.busy.set(false);
                self.none.set(found == Some(false));
            })
            .await;
        });
    }
}

#[component]
pub fn PuzzlesScreen() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let making = Making {
        app,
        history: use_history(),
        busy: RwSignal::new(false),
        none: RwSignal::new(false),
        timed: RwSignal::new(false),
    };
    view! {
        <main class="saved" data-testid="puzzles">
            <section class="panel">
                <h2>{move || ui().puzzles}</h2>
                <Daily making />
                <Mistakes />
                <Chosen making />
                <StreakStart making />
                <Show when=move || making.busy.get()>
                    <p role="status">{move || ui().puzzle_making}</p>
                </Show>
                <Show when=move || making.none.get()>
                    <p class="problem" role="alert">{move || ui().puzzle_none}</p>
                </Show>
            </section>
        </main>
    }
}

//! Worksheets for a class: the teacher's choices, the puzzles made one by
//! one in the worker, then the sheet laid out for A4 paper.

mod board;
mod setup;
mod sheet;

use crate::computer::use_computer;
use crate::model::worksheet::{SheetPuzzle, WorksheetForm};
use crate::state::{AppState, use_app};
use leptos::prelude::*;

/// The sheet as it is made: the puzzles so far, and whether more are coming.
#[derive(Clone, Copy)]
pub struct Making {
    pub form: RwSignal<WorksheetForm>,
    pub made: RwSignal<Vec<SheetPuzzle>>,
    pub busy: RwSignal<bool>,
}

impl Making {
    /// Makes the form's puzzles in the worker, in order, passing over a
    /// number that makes none (at most as many again).
    fn start(self, app: AppState) {
        let computer = use_computer();
        let form = self.form.get_untracked();
        self.made.set(Vec::new());
        self.busy.set(true);
        leptos::task::spawn_local(async move {
            let words = app.words.for_tiles(form.tiles).await;
            computer.ensure_started();
            let wanted = form.count();
            for n in 0..2 * wanted {
                if self.made.with_untracked(Vec::len) == wanted {
                    break;
                }
                let spec = form.spec(n);
                let Some(reply) = computer.puzzle(spec, words.clone(), None).await else {
                    break;
                };
                if let Some(made) = reply
                    && let Some(puzzle) =
                        SheetPuzzle::of(spec, &made.record, &made.answers, words.clone())
                {
                    self.made.update(|m| m.push(puzzle));
                }
            }
            self.busy.set(false);
        });
    }
}

#[component]
pub fn WorksheetScreen() -> impl IntoView {
    let app = use_app();
    let making = Making {
        form: RwSignal::new(WorksheetForm::default()),
        made: RwSignal::new(Vec::new()),
        busy: RwSignal::new(false),
    };
    let start = Callback::new(move |_| making.start(app));
    view! {
        <main class="worksheet" data-testid="worksheet">
            <setup::WorksheetSetup making start />
            <sheet::WorksheetSheet making />
        </main>
    }
}

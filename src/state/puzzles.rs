//! Opening a puzzle: the worker makes it, the address becomes its link,
//! and it is laid out on the game screen as `model::puzzle::lay_out` says.

use super::AppState;
use super::stored;
use crate::browser;
use crate::computer::Computer;
use crate::model::puzzle::{DrillProgress, Opening, lay_out};
use krada::worker_protocol::MadePuzzle;
use krada_features::puzzle::{PuzzleKind, PuzzleSpec};
use leptos::prelude::*;

impl AppState {
    /// Makes a puzzle in the worker (Crossword's after its word list is
    /// here) and opens it on the game screen. `before` hears whether one
    /// was found first (`None`: the worker was lost or asked for something
    /// else), while the screen that asked is still there; `opened` is handed
    /// the puzzle's link, so a reload reopens the puzzle, not the game it
    /// was opened over.
    pub async fn open_puzzle(
        self,
        computer: Computer,
        spec: PuzzleSpec,
        opening: Opening,
        before: impl FnOnce(Option<bool>),
        opened: impl FnOnce(PuzzleSpec),
    ) {
        let words = self.words.for_tiles(spec.tiles).await;
        computer.ensure_started();
        let made = computer
            .puzzle(spec, words, opening.near.map(f64::from))
            .await;
        // The puzzle opened on the game screen closes the screen that
        // asked: what it shows changes first, or its views would run after
        // it is gone.
        before(made.as_ref().map(Option::is_some));
        if let Some(Some(made)) = made {
            opened(made.spec);
            self.lay_out_made_puzzle(opening, made);
        }
    }

    /// Lays the worker's puzzle out on the game screen; a drill opened
    /// counts as tried.
    fn lay_out_made_puzzle(self, opening: Opening, made: MadePuzzle) {
        let ui = self.lang.get_untracked().ui();
        let lexicon = self.words.here_for(made.spec.tiles);
        let names = [ui.puzzle_you, ui.puzzle_other];
        let Some((state, session)) = lay_out(
            made,
            opening,
            lexicon,
            names,
            browser::wall_ms(),
            browser::now(),
        ) else {
            return;
        };
        let drill = state.spec.kind == PuzzleKind::Drill;
        self.lay_out_puzzle(state, session);
        if drill {
            stored::update_tally(|progress: &mut DrillProgress| {
                progress.tried += 1;
                true
            });
        }
    }
}

//! Read helpers: what components ask of the game on the game screen, each once
//! here instead of a `session.with(…)` chain in every component. All are
//! tracked: a view that reads one is drawn again when it changes.

use super::AppState;
use crate::model::session::Session;
use leptos::prelude::*;

impl AppState {
    /// The placed tiles' score, or the rule they break, as the preview
    /// under the board (and the move box) says it; empty with none placed.
    pub fn preview_text(&self) -> String {
        let lang = self.lang.get();
        match self.preview() {
            None => String::new(),
            Some(Ok(score)) => format!("{} {score}", lang.ui().score_preview),
            Some(Err(e)) => lang.game_error(self.game_kind(), &e),
        }
    }

    /// Whether the person here may ask for hints now: their turn, in a
    /// game that gives them.
    pub fn hints_offered(&self) -> bool {
        self.my_turn() && self.with_game(|s| s.options.hints) == Some(true)
    }

    /// `read` of the game on the game screen, if there is one.
    pub fn with_game<T>(&self, read: impl FnOnce(&Session) -> T) -> Option<T> {
        self.session.with(|s| s.as_ref().map(read))
    }

    /// `read` of the game on the game screen, not tracked (in a handler).
    pub fn with_game_untracked<T>(&self, read: impl FnOnce(&Session) -> T) -> Option<T> {
        self.session.with_untracked(|s| s.as_ref().map(read))
    }

    /// A game is open.
    pub fn has_game(&self) -> bool {
        self.session.with(Option::is_some)
    }

    /// A game is on the game screen and not over.
    pub fn game_live(&self) -> bool {
        self.with_game(|s| !s.game.is_over()).unwrap_or(false)
    }

    /// Both clocks are stopped by *Pause*.
    pub fn paused(&self) -> bool {
        self.with_game(|s| s.stops.paused).unwrap_or(false)
    }

    /// The game is played on the clock.
    pub fn timed(&self) -> bool {
        self.with_game(|s| s.game.config().clock.total_ms.is_some())
            .unwrap_or(false)
    }

    /// The last move may be taken back (the engine says).
    pub fn can_take_back(&self) -> bool {
        self.with_game(|s| s.game.undo_refusal().is_none())
            .unwrap_or(false)
    }

    /// The game is against the computer.
    pub fn against_computer(&self) -> bool {
        self.with_game(|s| s.options.computer_level().is_some())
            .unwrap_or(false)
    }

    /// The name of the side to move.
    pub fn name_to_move(&self) -> Option<String> {
        self.with_game(|s| {
            s.game.config().sides[s.game.to_move() as usize]
                .name
                .clone()
        })
    }

    /// The name of the side that resigns when Resign is pressed here: the
    /// side to move in hotseat, the person against the computer.
    pub fn resigner_name(&self) -> Option<String> {
        self.with_game(|s| s.game.config().sides[s.resigner() as usize].name.clone())
    }

    /// How many turns the game on the game screen has had: what a question asked
    /// of one position (resign? pass?) is forgotten by.
    pub fn turns_played(&self) -> Option<usize> {
        self.with_game(|s| s.game.turns().len())
    }
}

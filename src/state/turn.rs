//! What the game screen's components ask of the app: the turn's tiles (recall,
//! select, exchange, reorder), the cursor, the face picker, the hand-over
//! and the clocks. Each is one method, so no component writes a shared
//! signal itself.

use super::AppState;
use crate::browser;
use crate::computer::Computer;
use crate::model::nav::Screen;
use crate::state::Notice;
use krada_ai::position::Position;
use krada_engine::game::{Action, Event};
use krada_engine::layout::{Dir, Pos};
use leptos::prelude::*;

impl AppState {
    /// Every tentative tile back to the rack.
    pub fn recall(&self) {
        self.turn.update(|t| t.recall());
    }

    /// A press on rack slot `slot`: marks it for an exchange, takes it back
    /// from the board, or selects it to place.
    pub fn press_rack_tile(&self, slot: usize) {
        if !self.my_turn() {
            return;
        }
        self.turn.update(|t| {
            if t.exchanging() {
                t.toggle_mark(slot);
            } else if t.is_placed(slot) {
                t.take_back_slot(slot);
            } else {
                t.select(slot);
            }
        });
    }

    /// Reorders the rack at random (`random` shuffles the order given).
    pub fn shuffle_rack(&self, random: impl FnOnce(&mut [usize])) {
        self.turn.update(|t| t.shuffle(random));
    }

    /// Moves rack tile `from` to slot `to`.
    pub fn move_rack_tile(&self, from: usize, to: usize) {
        self.turn.update(|t| t.move_tile(from, to));
    }

    /// The tentative tile on `pos` back to the rack.
    pub fn take_back_at(&self, pos: Pos) {
        self.turn.update(|t| {
            t.take_back(pos);
        });
    }

    /// The tile at `pos`, or else the last placed, back to the rack; the
    /// cursor goes to where it was.
    pub fn take_back_typed(&self, pos: Pos, dir: Dir) {
        let taken = self
            .turn
            .try_update(|t| t.take_back(pos).or_else(|| t.take_back_last()))
            .flatten();
        if let Some(tile) = taken {
            self.cursor.set((tile.pos, dir));
        }
    }

    /// The keyboard cursor to `pos`, typing in direction `dir`.
    pub fn move_cursor(&self, pos: Pos, dir: Dir) {
        self.cursor.set((pos, dir));
    }

    /// The keyboard cursor to `pos`, its direction kept.
    pub fn point_at(&self, pos: Pos) {
        self.cursor.update(|c| c.0 = pos);
    }

    /// Exchange's button: a first press starts marking tiles, a second
    /// exchanges the marked ones.
    pub fn exchange_step(&self) {
        match self.turn.with_untracked(|t| t.exchanging()) {
            false => self.turn.update(|t| t.start_exchange()),
            true => {
                let tiles = self.turn.with_untracked(|t| t.marked_tiles());
                self.act(Action::Exchange(tiles));
            }
        }
    }

    pub fn cancel_exchange(&self) {
        self.turn.update(|t| t.cancel_exchange());
    }

    /// Challenges the last play; the notice says whether it stood.
    pub fn challenge(&self) {
        if !self.act(Action::Challenge) {
            return;
        }
        let stands = self.session.with_untracked(|s| {
            s.as_ref().and_then(|s| {
                s.game.turns().iter().rev().find_map(|t| match t.event {
                    Event::Challenge { play_stands } => Some(play_stands),
                    _ => None,
                })
            })
        });
        self.notice.set(stands.map(Notice::Challenged));
    }

    /// Asks the computer for hints on the position on the game screen and shows
    /// them when they come.
    pub fn ask_hints(&self, computer: Computer, count: usize) {
        let Some(position) = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| Position::of(&s.game)))
        else {
            return;
        };
        self.clear_hints();
        computer.ensure_started();
        let app = *self;
        leptos::task::spawn_local(async move {
            if let Some(hints) = computer.hints(position, count).await {
                app.hints.set(Some(hints));
            }
        });
    }

    /// The hints shown go (a move was made).
    pub fn clear_hints(&self) {
        if self.hints.with_untracked(Option::is_some) {
            self.hints.set(None);
        }
    }

    /// Closes the face picker without placing.
    pub fn cancel_pick(&self) {
        self.pick.set(None);
    }

    /// Shows the side to move its rack after the hand-over.
    pub fn reveal_rack(&self) {
        let now = browser::now();
        self.session.update(|s| {
            if let Some(s) = s {
                s.reveal(now);
            }
        });
    }

    /// Back on the game screen with the rack showing: the clock runs again.
    pub fn resume_clock(&self) {
        let now = browser::now();
        self.session.update(|s| {
            if let Some(s) = s {
                s.resume_clock(now);
            }
        });
    }

    /// The game screen with no game goes back to the menu.
    pub fn leave_if_no_game(&self) {
        if self.session.with_untracked(Option::is_none) {
            self.go(Screen::NewGame);
        }
    }

    /// Asks whoever watches the game to look again (a fresh computer
    /// worker asks for its move; the wall writes its view).
    pub fn nudge(&self) {
        self.session.update(|_| {});
    }

    /// Asks the wall's writer to write the screen at hand now.
    pub fn nudge_wall(&self) {
        self.screen.update(|_| {});
    }
}

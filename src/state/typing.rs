//! The board's keyboard: arrows move the cursor (the last one sets the
//! direction), a tile's symbol places it and moves on, Enter plays,
//! Backspace takes back, Escape recalls everything.

use super::AppState;
use crate::model::draft::{face_for_key, slot_for_face};
use krada_engine::layout::{Dir, Pos};
use leptos::prelude::*;

const ARROWS: [(&str, Dir, isize); 4] = [
    ("ArrowRight", Dir::Across, 1),
    ("ArrowLeft", Dir::Across, -1),
    ("ArrowDown", Dir::Down, 1),
    ("ArrowUp", Dir::Down, -1),
];

impl AppState {
    /// Handles `key` typed on the board (`modified`: with Ctrl, Alt or
    /// Meta); whether the browser's own use of it is to be stopped.
    pub fn board_key(&self, key: &str, modified: bool) -> bool {
        let (pos, dir) = self.cursor.get_untracked();
        if let Some(&(_, d, n)) = ARROWS.iter().find(|(name, ..)| *name == key) {
            self.move_cursor(pos.step(d, n).unwrap_or(pos), d);
            return true;
        }
        if !self.my_turn() {
            return false;
        }
        match key {
            "Enter" => {
                match self.turn.with_untracked(|t| t.selected()) {
                    Some(slot) => self.place(slot, pos, None),
                    None if !self.turn.with_untracked(|t| t.nothing_placed()) => {
                        self.play_draft();
                    }
                    None => {}
                }
                true
            }
            "Backspace" | "Delete" => {
                self.take_back_typed(pos, dir);
                true
            }
            "Escape" => {
                self.recall();
                false
            }
            _ if modified => false,
            _ => self.type_tile(key, pos, dir),
        }
    }

    /// Places the rack tile a typed key stands for on the next empty
    /// square from the cursor and moves the cursor past it; whether the key
    /// stands for a tile at all.
    fn type_tile(&self, key: &str, pos: Pos, dir: Dir) -> bool {
        let notation = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.game.rules().notation()));
        let Some(face) = notation.and_then(|n| face_for_key(n, key)) else {
            return false;
        };
        let Some(target) = self.next_empty(pos, dir) else {
            return true;
        };
        let slot = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            self.turn
                .with_untracked(|t| slot_for_face(&s.game.rules().tiles, t.rack(), t.draft(), face))
        });
        if let Some(slot) = slot {
            self.place(slot, target, Some(face));
            let after = target
                .step(dir, 1)
                .and_then(|p| self.next_empty(p, dir))
                .unwrap_or(target);
            self.move_cursor(after, dir);
        }
        true
    }

    /// The next empty square from `pos` along `dir` (itself if empty).
    fn next_empty(&self, mut pos: Pos, dir: Dir) -> Option<Pos> {
        loop {
            let taken = self
                .session
                .with_untracked(|s| s.as_ref().is_some_and(|s| s.game.board().is_occupied(pos)))
                || self.turn.with_untracked(|t| t.at(pos).is_some());
            if !taken {
                return Some(pos);
            }
            pos = pos.step(dir, 1)?;
        }
    }
}

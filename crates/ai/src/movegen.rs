//! The one way into move generation, for both games: A-Math's equations
//! (`amathgen`) and Crossword's words (`wordgen`) behind the same calls.
//! A [`Generator`] owns the buffers a search reuses; keep one to search
//! many positions without allocating them again.

use crate::{amathgen, wordgen};
use krada_engine::board::Board;
use krada_engine::rules::{GameKind, Rules};
use krada_engine::tileset::TileId;
use std::cell::Cell;

pub use crate::plays::{Bound, Extra, ExtraBound, KeepTable, Move, sort_moves, tile_order};

/// Move generation and its scratch buffers.
#[derive(Default)]
pub struct Generator {
    equations: amathgen::Scratch,
    words: wordgen::Scratch,
}

impl Generator {
    /// Every play that can reach the bound's threshold (score plus at most
    /// its `extra`); `emit` may raise the threshold as better plays turn up,
    /// and every play at or above the final threshold is emitted. `stop`
    /// may end the search early (it is asked now and then). Returns whether
    /// it finished.
    pub fn generate_bounded(
        &mut self,
        rules: &Rules,
        board: &Board,
        rack: &[TileId],
        bound: Bound,
        stop: &mut dyn FnMut() -> bool,
        emit: &mut dyn FnMut(Move),
    ) -> bool {
        match rules.kind {
            GameKind::AMath => amathgen::generate(
                rules,
                board,
                rack,
                &mut self.equations,
                bound.threshold,
                bound.extra,
                stop,
                emit,
            ),
            GameKind::Crossword => {
                wordgen::generate(rules, board, rack, &mut self.words, bound, stop, emit)
            }
        }
    }

    /// Calls `emit` once for every legal play. Returns whether it finished.
    pub fn generate(
        &mut self,
        rules: &Rules,
        board: &Board,
        rack: &[TileId],
        stop: &mut dyn FnMut() -> bool,
        mut emit: impl FnMut(Move),
    ) -> bool {
        let bound = Bound {
            threshold: &Cell::new(f32::MIN),
            extra: Extra::within(&|_| 0.0),
        };
        self.generate_bounded(rules, board, rack, bound, stop, &mut emit)
    }
}

/// [`Generator::generate`] with buffers of its own.
pub fn generate(
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    stop: &mut dyn FnMut() -> bool,
    emit: impl FnMut(Move),
) -> bool {
    Generator::default().generate(rules, board, rack, stop, emit)
}

/// [`Generator::generate_bounded`] with buffers of its own.
pub fn generate_bounded(
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    bound: Bound,
    stop: &mut dyn FnMut() -> bool,
    emit: &mut dyn FnMut(Move),
) -> bool {
    Generator::default().generate_bounded(rules, board, rack, bound, stop, emit)
}

/// Every legal play, best score first (ties in a fixed order).
pub fn all_moves(rules: &Rules, board: &Board, rack: &[TileId]) -> Vec<Move> {
    let mut moves = Vec::new();
    generate(rules, board, rack, &mut || false, |m| moves.push(m));
    sort_moves(&mut moves);
    moves
}

//! A blank's number walked once: in the first number of a line that holds
//! a blank, the blank's digits stay unknown while the walk goes on, and at
//! the line's end the engine says what the number must be
//! ([`equation::number_needed`]). A blank showing any of 21 numbers, or two
//! blanks showing any of 90 two-digit numbers, cost one walk instead.

use super::{Acc, NO_UNKNOWN, Search};
use crate::plays::Move;
use crate::tiles::Tiles;
use krada_engine::equation::{self, Needed, NumberSolver};
use krada_engine::face::{Face, amath};
use krada_engine::layout::SIZE;
use krada_engine::play::Placement;
use std::ops::Range;

/// Stands on a blank's square until the number is known: a digit, so the
/// number's squares read as one run.
const PLACEHOLDER: Face = amath::num(1);

impl<F: FnMut(Move)> Search<'_, F> {
    /// Walks on with rack kind `k` (a blank) on square `i` as a digit of
    /// the line's unknown number (taken out of the rack by the caller).
    pub(super) fn walk_unknown(
        &mut self,
        start: usize,
        i: usize,
        k: usize,
        acc: Acc,
        closed: bool,
    ) {
        let mut next = acc;
        if next.scanner.push_unknown().is_err() {
            return;
        }
        let mut next = self.score_step(next, i, k);
        // A number the closing already wrote from here may not end here.
        next.no_end = closed || acc.no_end;
        if next.unknown_at == NO_UNKNOWN {
            next.unknown_at = i as u8;
        }
        next.unknown_open = true;
        next.unknown_tiles |= 1 << self.placed.len();
        self.placed.push(Placement {
            pos: self.line.cells[i],
            tile: self.rack.kinds[k].0,
            face: PLACEHOLDER,
        });
        self.walk(start, i + 1, next);
        self.placed.pop();
    }

    /// Emits the play ending at `end` once for each value of its unknown
    /// number that makes the line an equation.
    pub(super) fn emit_unknown(&mut self, start: usize, end: usize, acc: Acc, score: u32) {
        let mut faces = self.line_faces(start, end);
        let squares = self.unknown_squares(start, end, acc.unknown_tiles);
        let at = acc.unknown_at as usize;
        let mut from = at;
        while from > start && amath::is_digit(faces[from - 1]) {
            from -= 1;
        }
        let mut to = at + 1;
        while to < end && amath::is_digit(faces[to]) {
            to += 1;
        }
        let values = match self.needed(&faces, start..end, from..to) {
            Needed::Impossible => return,
            Needed::Exactly(v) if v.denom() != 1 || !(0..=999).contains(&v.numer()) => return,
            Needed::Exactly(v) => v.numer() as u32..=v.numer() as u32,
            Needed::Any => 0..=999,
        };
        for value in values {
            if !self.spell_unknown(&mut faces, from..to, squares, value)
                || equation::check(&faces[start..end]).is_err()
            {
                continue;
            }
            for (tile, &square) in self.placed.iter_mut().zip(&squares) {
                if square != usize::MAX {
                    tile.face = faces[square];
                }
            }
            (self.emit)(Move {
                placements: Tiles::from_slice(self.placed),
                score,
            });
        }
        // The walk goes on from here: its lines read the blanks as unknown.
        for (tile, &square) in self.placed.iter_mut().zip(&squares) {
            if square != usize::MAX {
                tile.face = PLACEHOLDER;
            }
        }
    }

    /// What the unknown number on squares `number` must be for the line
    /// `line` to be an equation. Lines that differ only in their last
    /// number are many: the beginning before it is worked out once.
    fn needed(&mut self, faces: &[Face; SIZE], line: Range<usize>, number: Range<usize>) -> Needed {
        let mut last = line.end - 1;
        while last > line.start && amath::is_digit(faces[last]) && amath::is_digit(faces[last - 1])
        {
            last -= 1;
        }
        let unknown_last = number.start == last;
        let beginning = Beginning {
            faces: &faces[line.start..if unknown_last { number.start } else { last }],
            number: number.start - line.start..number.end - line.start,
        };
        let mut solver = match &self.worked_out {
            Some((known, solver)) if known.is(&beginning) => *solver,
            _ => {
                let solver = beginning.work_out();
                self.worked_out = Some((beginning.kept(), solver));
                solver
            }
        };
        if unknown_last {
            solver.push_unknown();
        } else {
            faces[last..line.end]
                .iter()
                .for_each(|&face| solver.push(face));
        }
        solver.needed()
    }

    /// Writes `value` on the number's squares `number` of `faces`; `false`
    /// when it does not fit: another length, a digit unlike a tile's, or a
    /// face a blank's crossing line refuses.
    fn spell_unknown(
        &self,
        faces: &mut [Face; SIZE],
        number: std::ops::Range<usize>,
        squares: [usize; 8],
        value: u32,
    ) -> bool {
        let blank_at = |k: usize| squares.contains(&k);
        if number.len() == 1 {
            if value > 20 {
                return false;
            }
            faces[number.start] = amath::num(value as u8);
            return self.line.cross[number.start]
                .allowed
                .contains(faces[number.start]);
        }
        let digits = match value {
            0..=9 => 1,
            10..=99 => 2,
            _ => 3,
        };
        if digits != number.len() {
            return false;
        }
        for (k, place) in number.zip([100, 10, 1][3 - digits..].iter()) {
            let face = amath::num((value / place % 10) as u8);
            if blank_at(k) {
                if !self.line.cross[k].allowed.contains(face) {
                    return false;
                }
                faces[k] = face;
            } else if faces[k] != face {
                return false;
            }
        }
        true
    }

    /// For each placed tile, its square on the line when it is one of the
    /// unknown number's blanks (`usize::MAX` otherwise).
    fn unknown_squares(&self, start: usize, end: usize, tiles: u8) -> [usize; 8] {
        let mut squares = [usize::MAX; 8];
        let empty = (start..end).filter(|&k| self.line.board_face[k].is_none());
        for (index, square) in empty.enumerate() {
            if tiles & (1 << index) != 0 {
                squares[index] = square;
            }
        }
        squares
    }

    /// The faces of squares `start..end` of the line: the board's and
    /// those placed, in order.
    fn line_faces(&self, start: usize, end: usize) -> [Face; SIZE] {
        let mut faces = [Face(0); SIZE];
        let mut placed = self.placed.iter();
        for (k, face) in faces.iter_mut().enumerate().take(end).skip(start) {
            *face = match self.line.board_face[k] {
                Some((board, _)) => board,
                None => placed.next().expect("a tile on each empty square").face,
            };
        }
        faces
    }
}

/// The beginning of a line before its last number, the unknown number's
/// squares among them (or right after them).
struct Beginning<'a> {
    faces: &'a [Face],
    number: Range<usize>,
}

/// A beginning kept with what it works out to.
pub(super) struct KeptBeginning {
    faces: [Face; SIZE],
    len: usize,
    number: Range<usize>,
}

impl Beginning<'_> {
    fn work_out(&self) -> NumberSolver {
        let mut solver = NumberSolver::new();
        for (k, &face) in self.faces.iter().enumerate() {
            if k == self.number.start {
                solver.push_unknown();
            } else if !self.number.contains(&k) {
                solver.push(face);
            }
        }
        solver
    }

    fn kept(&self) -> KeptBeginning {
        let mut faces = [Face(0); SIZE];
        faces[..self.faces.len()].copy_from_slice(self.faces);
        KeptBeginning {
            faces,
            len: self.faces.len(),
            number: self.number.clone(),
        }
    }
}

impl KeptBeginning {
    fn is(&self, beginning: &Beginning) -> bool {
        self.number == beginning.number && &self.faces[..self.len] == beginning.faces
    }
}

//! Blanks' numbers walked once: in the first two numbers of a line that
//! hold a blank, the blanks' digits stay unknown while the walk goes on, and
//! at the line's end the engine's [`NumberSolver`] says what the number must
//! be — with two, what the second must be for each value of the first. A
//! blank showing any of 21 numbers, or two blanks showing any of 90
//! two-digit numbers, cost one walk instead.

use super::{Acc, Search, digit_faces};
use crate::plays::Move;
use crate::tiles::Tiles;
use krada_engine::equation::{self, Needed, NumberSolver, Unknown};
use krada_engine::face::{Face, FaceSet, amath};
use krada_engine::layout::SIZE;
use krada_engine::play::Placement;
use krada_engine::rational::Rational;
use std::ops::Range;

/// The most numbers of a line walked as unknown: a rack's blanks.
pub(super) const MOST: u8 = 2;

/// Stands on a blank's square until the number is known: a digit, so the
/// number's squares read as one run.
const PLACEHOLDER: Face = amath::num(1);

/// No blank of the unknown numbers on this placed tile.
const NOT_BLANK: usize = usize::MAX;

/// The blanks of a line's unknown numbers.
struct Blanks {
    /// For each placed tile, its square when it is one (`NOT_BLANK` when not).
    squares: [usize; 8],
    /// For each square of the line, the faces its blank may show there (the
    /// tile's own faces and what its crossing line allows), when it has one.
    shows: [Option<FaceSet>; SIZE],
}

impl Blanks {
    fn at(&self, square: usize) -> Option<FaceSet> {
        self.shows[square]
    }
}

/// The unknown numbers of a line: their squares, in order.
#[derive(Clone, PartialEq, Eq)]
struct Numbers {
    spans: [Range<usize>; MOST as usize],
    count: usize,
}

impl Numbers {
    fn spans(&self) -> &[Range<usize>] {
        &self.spans[..self.count]
    }
}

impl<F: FnMut(Move)> Search<'_, F> {
    /// Walks on with rack kind `k` (a blank) on square `i` as a digit of an
    /// unknown number (taken out of the rack by the caller).
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
        if !acc.unknown_open {
            next.unknowns += 1;
        }
        next.unknown_open = true;
        next.unknown_tiles |= 1 << self.placed.len();
        self.placed.push(Placement {
            pos: self.line.cells[i],
            tile: self.rack.kinds[k].0,
            face: PLACEHOLDER,
        });
        self.faces[i] = PLACEHOLDER;
        self.walk(start, i + 1, next);
        self.placed.pop();
    }

    /// Emits the play ending at `end` once for each value of its unknown
    /// numbers that makes the line an equation.
    pub(super) fn emit_unknown(&mut self, start: usize, end: usize, acc: Acc, score: u32) {
        let mut faces = self.faces;
        let blanks = self.blanks(start, end, acc.unknown_tiles);
        let numbers = numbers_of(&faces, start..end, &blanks.squares);
        let solved = self.worked_out(&faces, start..end, &numbers).finish();
        let spans = numbers.spans();
        if let [only] = spans {
            for value in values(solved.needed(), only.len()) {
                self.emit_filled(&mut faces, start..end, only, &blanks, value, score);
            }
        } else {
            // Each value of the number with fewer is tried; the other solved.
            let (tried, other) =
                if self.choices(&spans[0], &blanks) <= self.choices(&spans[1], &blanks) {
                    ((&spans[0], Unknown::X), (&spans[1], Unknown::Y))
                } else {
                    ((&spans[1], Unknown::Y), (&spans[0], Unknown::X))
                };
            let mut fillings = std::mem::take(&mut self.fillings);
            self.fill(&faces, tried.0, &blanks, &mut fillings);
            for &value in &fillings {
                if !self.spell_unknown(&mut faces, tried.0.clone(), &blanks, value) {
                    continue;
                }
                let needed = solved.needed_given(other.1, Rational::int(value as i64));
                for value in values(needed, other.0.len()) {
                    self.emit_filled(&mut faces, start..end, other.0, &blanks, value, score);
                }
            }
            self.fillings = fillings;
        }
    }

    /// Emits the play with `value` written on `number` when it fits there
    /// and the line is then an equation.
    fn emit_filled(
        &mut self,
        faces: &mut [Face; SIZE],
        line: Range<usize>,
        number: &Range<usize>,
        blanks: &Blanks,
        value: u32,
        score: u32,
    ) {
        if !self.spell_unknown(faces, number.clone(), blanks, value)
            || equation::check(&faces[line]).is_err()
        {
            return;
        }
        for (tile, &square) in self.placed.iter_mut().zip(&blanks.squares) {
            if square != NOT_BLANK {
                tile.face = faces[square];
            }
        }
        (self.emit)(Move {
            placements: Tiles::from_slice(self.placed),
            score,
        });
    }

    /// Every value `number` may show with its blanks' faces as they may
    /// and its other digits as they stand, into `values`.
    fn fill(
        &self,
        faces: &[Face; SIZE],
        number: &Range<usize>,
        blanks: &Blanks,
        values: &mut Vec<u32>,
    ) {
        values.clear();
        let shown = |k: usize, allowed: FaceSet| match blanks.at(k) {
            Some(shows) => FaceSet(shows.0 & allowed.0),
            None => FaceSet::single(faces[k]),
        };
        if number.len() == 1 {
            let faces = shown(number.start, amath::numbers(0, 20)).iter();
            values.extend(faces.map(|face| face.0 as u32));
            return;
        }
        // Each square's digits; a square past the number's end shows a 0
        // that adds nothing (the value is then divided back).
        let square = |place: usize| {
            let k = number.start + place;
            match place {
                0 => shown(k, amath::numbers(1, 9)),
                _ if k < number.end => shown(k, amath::numbers(0, 9)),
                _ => FaceSet::single(amath::num(0)),
            }
        };
        let scale = if number.len() == 2 { 10 } else { 1 };
        for a in square(0).iter() {
            for b in square(1).iter() {
                for c in square(2).iter() {
                    values.push((a.0 as u32 * 100 + b.0 as u32 * 10 + c.0 as u32) / scale);
                }
            }
        }
    }

    /// How many values the blanks of `number` may show, as their crossing
    /// lines allow: the fewer, the cheaper to try each.
    fn choices(&self, number: &Range<usize>, blanks: &Blanks) -> u32 {
        let shown = if number.len() == 1 {
            amath::numbers(0, 20)
        } else {
            amath::numbers(0, 9)
        };
        number
            .clone()
            .filter_map(|k| blanks.at(k))
            .map(|shows| (shows.0 & shown.0).count_ones())
            .product()
    }

    /// The line's beginning worked out, kept for the next line with the
    /// same beginning, and read on to the end.
    fn worked_out(
        &mut self,
        faces: &[Face; SIZE],
        line: Range<usize>,
        numbers: &Numbers,
    ) -> NumberSolver {
        // The line's last number: the beginning is all before it.
        let mut last = line.end - 1;
        while last > line.start && amath::is_digit(faces[last]) && amath::is_digit(faces[last - 1])
        {
            last -= 1;
        }
        let beginning = Beginning {
            faces: &faces[line.start..last],
            numbers: numbers.relative_to(line.start),
        };
        let mut solver = match &self.worked_out {
            Some((kept, solver)) if kept.is(&beginning) => *solver,
            _ => {
                let solver = beginning.work_out();
                self.worked_out = Some((beginning.kept(), solver));
                solver
            }
        };
        if numbers.spans().iter().any(|span| span.start == last) {
            solver.push_unknown();
        } else {
            faces[last..line.end]
                .iter()
                .for_each(|&face| solver.push(face));
        }
        solver
    }

    /// Writes `value` on the number's squares `number` of `faces`; `false`
    /// when it does not fit: another length, a digit unlike a tile's, or a
    /// face a blank's crossing line refuses.
    fn spell_unknown(
        &self,
        faces: &mut [Face; SIZE],
        number: Range<usize>,
        blanks: &Blanks,
        value: u32,
    ) -> bool {
        if number.len() == 1 {
            if value > 20 {
                return false;
            }
            faces[number.start] = amath::num(value as u8);
            return blanks
                .at(number.start)
                .is_some_and(|shows| shows.contains(faces[number.start]));
        }
        let (digits, len) = digit_faces(value);
        if len != number.len() {
            return false;
        }
        for (k, &face) in number.zip(&digits[..len]) {
            if let Some(shows) = blanks.at(k) {
                if !shows.contains(face) {
                    return false;
                }
                faces[k] = face;
            } else if faces[k] != face {
                return false;
            }
        }
        true
    }

    /// The blanks of the unknown numbers among the placed tiles (`tiles`,
    /// one bit each) of the line from `start` to `end`.
    fn blanks(&self, start: usize, end: usize, tiles: u8) -> Blanks {
        let mut blanks = Blanks {
            squares: [NOT_BLANK; 8],
            shows: [None; SIZE],
        };
        let empty = (start..end).filter(|&k| self.line.board_face[k].is_none());
        for (index, square) in empty.enumerate() {
            if tiles & (1 << index) != 0 {
                blanks.squares[index] = square;
                let tile = self.placed[index].tile;
                let kind = self.rack.kinds.iter().find(|kind| kind.0 == tile);
                let faces = kind.map_or(FaceSet::EMPTY, |kind| kind.1);
                blanks.shows[square] = Some(FaceSet(faces.0 & self.line.cross[square].allowed.0));
            }
        }
        blanks
    }
}

/// The values a number of `len` squares may take that `needed` allows.
fn values(needed: Needed, len: usize) -> Range<u32> {
    let all = match len {
        1 => 0..21,
        2 => 10..100,
        _ => 100..1000,
    };
    let whole = |v: Rational| {
        (v.denom() == 1)
            .then(|| u32::try_from(v.numer()).ok())
            .flatten()
    };
    match needed {
        Needed::Any => all,
        Needed::Exactly(v) => match whole(v) {
            Some(n) if all.contains(&n) => n..n + 1,
            _ => 0..0,
        },
        Needed::Impossible => 0..0,
    }
}

/// The unknown numbers of the line: the runs of digits holding the blanks.
fn numbers_of(faces: &[Face; SIZE], line: Range<usize>, blanks: &[usize; 8]) -> Numbers {
    let mut numbers = Numbers {
        spans: [0..0, 0..0],
        count: 0,
    };
    for &at in blanks.iter().filter(|&&k| k != NOT_BLANK) {
        if numbers.spans().iter().any(|span| span.contains(&at)) {
            continue;
        }
        let (mut from, mut to) = (at, at + 1);
        while from > line.start && amath::is_digit(faces[from - 1]) {
            from -= 1;
        }
        while to < line.end && amath::is_digit(faces[to]) {
            to += 1;
        }
        // Blanks beyond the first two numbers are walked as any tile.
        let Some(span) = numbers.spans.get_mut(numbers.count) else {
            break;
        };
        *span = from..to;
        numbers.count += 1;
    }
    numbers
}

impl Numbers {
    fn relative_to(&self, start: usize) -> Numbers {
        let mut numbers = self.clone();
        for span in &mut numbers.spans[..self.count] {
            *span = span.start - start..span.end - start;
        }
        numbers
    }
}

/// The beginning of a line before its last number, with the squares of
/// its unknown numbers (the last may start right after it).
struct Beginning<'a> {
    faces: &'a [Face],
    numbers: Numbers,
}

/// A beginning kept with what it works out to.
pub(super) struct KeptBeginning {
    faces: [Face; SIZE],
    len: usize,
    numbers: Numbers,
}

impl Beginning<'_> {
    fn work_out(&self) -> NumberSolver {
        NumberSolver::reading(self.faces, self.numbers.spans())
    }

    fn kept(&self) -> KeptBeginning {
        let mut faces = [Face(0); SIZE];
        faces[..self.faces.len()].copy_from_slice(self.faces);
        KeptBeginning {
            faces,
            len: self.faces.len(),
            numbers: self.numbers.clone(),
        }
    }
}

impl KeptBeginning {
    fn is(&self, beginning: &Beginning) -> bool {
        self.numbers == beginning.numbers && &self.faces[..self.len] == beginning.faces
    }
}

//! The numbers a line needs on some of its squares, solved rather than
//! tried: a move generator walks a blank's number once instead of 21 times
//! and asks here, at the end of the line, what it must be. A line may hold
//! two such numbers (a rack has two blanks); given one, the other is solved.

#[cfg(doc)]
use super::Scanner;
use crate::face::{Face, amath};
use crate::rational::{Overflow, Rational};
use std::ops::Range;

/// What an unknown number must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needed {
    /// Any number: it is multiplied by 0, or values grew too large to solve
    /// for (then each candidate must be checked, as every answer should be).
    Any,
    Exactly(Rational),
    /// No number makes the line an equation.
    Impossible,
}

/// The line's unknown numbers: the first pushed and the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unknown {
    X,
    Y,
}

/// What the number standing on squares `number` of `faces` must be for the
/// line to be a valid equation, its own faces unread. The squares beside it
/// must not hold numbers (they would join it).
///
/// The line must have an equation's shape (a [`Scanner`] reading it, with
/// [`Scanner::push_unknown`] on the number's squares, finishes): a move
/// generator has already read it so, and the shape is not read again. The
/// answer is necessary, not sufficient: what it names is to be checked as
/// any line is (a zero it gives may still divide, its digits may not fit
/// the squares), and on a line of another shape it means nothing.
pub fn number_needed(faces: &[Face], number: Range<usize>) -> Needed {
    let joins = |k: Option<usize>| {
        k.and_then(|k| faces.get(k))
            .is_some_and(|&f| amath::is_number(f))
    };
    if number.is_empty()
        || number.end > faces.len()
        || joins(number.start.checked_sub(1))
        || joins(Some(number.end))
    {
        return Needed::Impossible;
    }
    NumberSolver::reading(faces, &[number]).needed()
}

/// A product of numbers: `k`, times `X` and `Y` where they stand in it. `X`
/// is `x`, or `1/x` where `x` divides (the line holds `x` once, so this is
/// the same in every term); `Y` likewise.
#[derive(Clone, Copy)]
struct Term {
    k: Rational,
    x: bool,
    y: bool,
}

/// A part's value: `a + b·X + c·Y + d·X·Y`.
#[derive(Clone, Copy)]
struct Value {
    a: Rational,
    b: Rational,
    c: Rational,
    d: Rational,
}

impl Value {
    const ZERO: Value = Value {
        a: Rational::ZERO,
        b: Rational::ZERO,
        c: Rational::ZERO,
        d: Rational::ZERO,
    };

    fn plus(self, term: Term) -> Result<Value, Overflow> {
        let mut sum = self;
        let slot = match (term.x, term.y) {
            (false, false) => &mut sum.a,
            (true, false) => &mut sum.b,
            (false, true) => &mut sum.c,
            (true, true) => &mut sum.d,
        };
        *slot = slot.checked_add(term.k)?;
        Ok(sum)
    }

    fn minus(self, other: Value) -> Result<Value, Overflow> {
        Ok(Value {
            a: self.a.checked_sub(other.a)?,
            b: self.b.checked_sub(other.b)?,
            c: self.c.checked_sub(other.c)?,
            d: self.d.checked_sub(other.d)?,
        })
    }
}

/// The most parts after the first a solver keeps: a line of more is
/// answered with [`Needed::Any`] (each candidate then checked).
const MORE_PARTS: usize = 3;

/// Works a line out face by face with one or two unknown numbers in it, and
/// at the end says what they must be. Kept and copied where lines share a
/// beginning: a generator works out a beginning once for the many numbers
/// that may end it.
#[derive(Clone, Copy)]
pub struct NumberSolver {
    /// The first part, once closed.
    first: Option<Value>,
    /// Each later part minus the first: each must come to 0.
    gaps: [Value; MORE_PARTS],
    gap_count: usize,
    sum: Value,
    term: Option<Term>,
    /// The digits of the number being read.
    digits: Option<i64>,
    /// `Some(true)` for a `÷` waiting for its number, `Some(false)` for `×`.
    divide: Option<bool>,
    negate: bool,
    minus: bool,
    /// Unknowns pushed so far, and whether each divides (stands as `1/x`).
    unknowns: usize,
    over: [bool; 2],
    /// Decided before the end: no number fits (a known division by 0), or
    /// values grew too large to solve for (any may, each to be checked).
    decided: Option<Needed>,
}

impl Default for NumberSolver {
    fn default() -> Self {
        NumberSolver::new()
    }
}

impl NumberSolver {
    pub fn new() -> NumberSolver {
        NumberSolver {
            first: None,
            gaps: [Value::ZERO; MORE_PARTS],
            gap_count: 0,
            sum: Value::ZERO,
            term: None,
            digits: None,
            divide: None,
            negate: false,
            minus: false,
            unknowns: 0,
            over: [false; 2],
            decided: None,
        }
    }

    /// A solver that has read `faces`, the squares of each of `numbers`
    /// (in order, at most two) read as an unknown number.
    pub fn reading(faces: &[Face], numbers: &[Range<usize>]) -> NumberSolver {
        let mut solver = NumberSolver::new();
        for (k, &face) in faces.iter().enumerate() {
            if numbers.iter().any(|number| number.start == k) {
                solver.push_unknown();
            } else if !numbers.iter().any(|number| number.contains(&k)) {
                solver.push(face);
            }
        }
        solver
    }

    /// Reads a known face.
    pub fn push(&mut self, face: Face) {
        if self.decided.is_some() {
            return;
        }
        if amath::is_digit(face) {
            self.digits = Some(self.digits.map_or(0, |n| n * 10) + face.0 as i64);
        } else if amath::is_number(face) {
            self.digits = Some(face.0 as i64);
        } else if face == amath::SUB && self.term.is_none() && self.digits.is_none() {
            self.negate = true;
        } else {
            self.end_number();
            if face == amath::MUL || face == amath::DIV {
                self.divide = Some(face == amath::DIV);
            } else {
                self.end_term();
                self.minus = face == amath::SUB;
                if face == amath::EQ {
                    self.end_part();
                }
            }
        }
    }

    /// Reads an unknown number, all of it: the first is `X`, the second `Y`.
    pub fn push_unknown(&mut self) {
        if self.unknowns == 2 {
            return self.decide(Needed::Any);
        }
        if self.decided.is_some() {
            return;
        }
        let which = self.unknowns;
        self.unknowns += 1;
        let k = Rational::int(if std::mem::take(&mut self.negate) {
            -1
        } else {
            1
        });
        let term = match (self.term, self.divide.take()) {
            (Some(so_far), Some(divide)) => {
                self.over[which] = divide;
                so_far
            }
            _ => Term {
                k,
                x: false,
                y: false,
            },
        };
        self.term = Some(Term {
            x: term.x || which == 0,
            y: term.y || which == 1,
            ..term
        });
    }

    /// The line read to its end, ready to be asked what its unknowns must be.
    pub fn finish(mut self) -> Solved {
        self.end_number();
        self.end_term();
        self.end_part();
        if self.gap_count == 0 {
            self.decide(Needed::Impossible);
        }
        Solved {
            gaps: self.gaps,
            gap_count: self.gap_count,
            over: self.over,
            decided: self.decided,
        }
    }

    /// What the one unknown must be for the line read to be an equation.
    pub fn needed(self) -> Needed {
        self.finish().needed()
    }
    fn end_number(&mut self) {
        let Some(n) = self.digits.take() else {
            return;
        };
        let n = Rational::int(if std::mem::take(&mut self.negate) {
            -n
        } else {
            n
        });
        let term = match (self.term, self.divide.take()) {
            (Some(so_far), Some(true)) => match so_far.k.checked_div(n) {
                None => return self.decide(Needed::Impossible),
                Some(Err(Overflow)) => return self.decide(Needed::Any),
                Some(Ok(k)) => Term { k, ..so_far },
            },
            (Some(so_far), Some(false)) => match so_far.k.checked_mul(n) {
                Err(Overflow) => return self.decide(Needed::Any),
                Ok(k) => Term { k, ..so_far },
            },
            _ => Term {
                k: n,
                x: false,
                y: false,
            },
        };
        self.term = Some(term);
    }

    fn end_term(&mut self) {
        let Some(mut term) = self.term.take() else {
            return;
        };
        if self.minus {
            term.k = -term.k;
        }
        match self.sum.plus(term) {
            Ok(sum) => self.sum = sum,
            Err(Overflow) => self.decide(Needed::Any),
        }
    }

    fn end_part(&mut self) {
        let part = std::mem::replace(&mut self.sum, Value::ZERO);
        self.minus = false;
        let Some(first) = self.first else {
            self.first = Some(part);
            return;
        };
        let gap = match part.minus(first) {
            Ok(gap) => gap,
            Err(Overflow) => return self.decide(Needed::Any),
        };
        match self.gaps.get_mut(self.gap_count) {
            Some(slot) => {
                *slot = gap;
                self.gap_count += 1;
            }
            None => self.decide(Needed::Any),
        }
    }

    fn decide(&mut self, needed: Needed) {
        self.decided.get_or_insert(needed);
    }
}

/// A line read to its end ([`NumberSolver::finish`]): each later part's gap
/// to the first, which must come to 0.
#[derive(Clone, Copy)]
pub struct Solved {
    gaps: [Value; MORE_PARTS],
    gap_count: usize,
    over: [bool; 2],
    decided: Option<Needed>,
}

impl Solved {
    /// What the one unknown must be.
    pub fn needed(&self) -> Needed {
        if let Some(decided) = self.decided {
            return decided;
        }
        let gaps = self.gaps[..self.gap_count].iter();
        self.solve(gaps.map(|gap| Ok((gap.a, gap.b))), Unknown::X)
    }

    /// With two unknowns, what `unknown` must be when the other is `known`.
    pub fn needed_given(&self, unknown: Unknown, known: Rational) -> Needed {
        if let Some(decided) = self.decided {
            return decided;
        }
        let other = match unknown {
            Unknown::X => Unknown::Y,
            Unknown::Y => Unknown::X,
        };
        let value = if self.over[other as usize] {
            match Rational::int(1).checked_div(known) {
                Some(Ok(value)) => value,
                // `÷0`: nothing fits; too large: any may.
                None => return Needed::Impossible,
                Some(Err(Overflow)) => return Needed::Any,
            }
        } else {
            known
        };
        // a + b·X + c·Y + d·X·Y with one of X, Y known is linear in the other.
        let linear = move |gap: &Value| -> Result<(Rational, Rational), Overflow> {
            Ok(match unknown {
                Unknown::Y => (
                    gap.a.checked_add(gap.b.checked_mul(value)?)?,
                    gap.c.checked_add(gap.d.checked_mul(value)?)?,
                ),
                Unknown::X => (
                    gap.a.checked_add(gap.c.checked_mul(value)?)?,
                    gap.b.checked_add(gap.d.checked_mul(value)?)?,
                ),
            })
        };
        self.solve(self.gaps[..self.gap_count].iter().map(linear), unknown)
    }

    /// Solves every gap `a + b·U = 0` (`U` is `u`, or `1/u` where `u`
    /// divides) for the unknown `u`.
    fn solve(
        &self,
        gaps: impl Iterator<Item = Result<(Rational, Rational), Overflow>>,
        unknown: Unknown,
    ) -> Needed {
        let mut found: Option<Rational> = None;
        for gap in gaps {
            let Ok((a, b)) = gap else {
                return Needed::Any;
            };
            if b.is_zero() {
                if !a.is_zero() {
                    return Needed::Impossible;
                }
                continue;
            }
            let Some(Ok(u)) = (-a).checked_div(b) else {
                return Needed::Any;
            };
            if found.is_some_and(|f| f != u) {
                return Needed::Impossible;
            }
            found = Some(u);
        }
        let Some(u) = found else {
            return Needed::Any;
        };
        if !self.over[unknown as usize] {
            return Needed::Exactly(u);
        }
        match Rational::int(1).checked_div(u) {
            Some(Ok(x)) => Needed::Exactly(x),
            None => Needed::Impossible,
            Some(Err(Overflow)) => Needed::Any,
        }
    }
}

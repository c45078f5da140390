//! The number a line needs on some of its squares, solved rather than
//! tried: a move generator walks a blank's number once instead of 21 times
//! and asks here, at the end of the line, what it must be.

#[cfg(doc)]
use super::Scanner;
use crate::face::{Face, amath};
use crate::rational::{Overflow, Rational};
use std::ops::Range;

/// What the number on the asked squares must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needed {
    /// Any number: it is multiplied by 0, or values grew too large to solve
    /// for (then each candidate must be checked, as every answer should be).
    Any,
    Exactly(Rational),
    /// No number makes the line an equation.
    Impossible,
}

/// What the number standing on squares `number` of `faces` must be for the
/// line to be a valid equation, its own faces unread. The squares beside it
/// must not hold numbers (they would join it). Every part is worked out with
/// the number as an unknown `x`, as `a + b·x` or `a + b/x`, and the parts'
/// equality gives `x`.
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
    let mut solver = NumberSolver::new();
    for (k, &face) in faces.iter().enumerate() {
        if k == number.start {
            solver.push_unknown();
        } else if !number.contains(&k) {
            solver.push(face);
        }
    }
    solver.needed()
}

/// `a + b·x`, or `a + b/x` when `over`.
#[derive(Clone, Copy)]
struct WithX {
    a: Rational,
    b: Rational,
    over: bool,
}

impl WithX {
    fn known(a: Rational) -> WithX {
        WithX {
            a,
            b: Rational::ZERO,
            over: false,
        }
    }

    fn x() -> WithX {
        WithX {
            a: Rational::ZERO,
            b: Rational::int(1),
            over: false,
        }
    }

    fn negated(self) -> WithX {
        WithX {
            a: -self.a,
            b: -self.b,
            over: self.over,
        }
    }

    /// The term multiplied (or divided, `divide`) by the number `by`;
    /// `None` when dividing by a known 0. The line has one unknown, so one
    /// of the two holds no `x`.
    fn scaled(self, by: WithX, divide: bool) -> Result<Option<WithX>, Overflow> {
        let apply = |v: Rational, k: Rational| -> Result<Option<Rational>, Overflow> {
            if divide {
                v.checked_div(k).transpose()
            } else {
                v.checked_mul(k).map(Some)
            }
        };
        if by.b.is_zero() {
            let (Some(a), Some(b)) = (apply(self.a, by.a)?, apply(self.b, by.a)?) else {
                return Ok(None);
            };
            return Ok(Some(WithX {
                a,
                b,
                over: self.over,
            }));
        }
        // The number is `b·x` (b is ±1) and the term so far is known.
        let Some(b) = apply(self.a, by.b)? else {
            return Ok(None);
        };
        Ok(Some(WithX {
            a: Rational::ZERO,
            b,
            over: divide,
        }))
    }
}

/// Works a line out face by face with one unknown number `x` in it, and
/// at the end says what `x` must be. Kept and copied where lines share a
/// beginning: a generator works out a beginning once for the many numbers
/// that may end it.
#[derive(Clone, Copy)]
pub struct NumberSolver {
    /// The value every part without `x` has, once one is closed.
    known: Option<Rational>,
    /// The part with `x`, once closed.
    with_x: Option<WithX>,
    sum: WithX,
    term: Option<WithX>,
    /// The digits of the number being read.
    digits: Option<i64>,
    /// `Some(true)` for a `÷` waiting for its number, `Some(false)` for `×`.
    divide: Option<bool>,
    negate: bool,
    minus: bool,
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
            known: None,
            with_x: None,
            sum: WithX::known(Rational::ZERO),
            term: None,
            digits: None,
            divide: None,
            negate: false,
            minus: false,
            decided: None,
        }
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

    /// Reads the unknown number, all of it.
    pub fn push_unknown(&mut self) {
        if self.decided.is_none() {
            self.take_number(WithX::x());
        }
    }

    /// What `x` must be for the line read to be an equation.
    pub fn needed(mut self) -> Needed {
        self.end_number();
        self.end_term();
        self.end_part();
        if let Some(decided) = self.decided {
            return decided;
        }
        let (Some(target), with_x) = (self.known, self.with_x) else {
            return Needed::Impossible;
        };
        match with_x {
            None => Needed::Any,
            Some(part) => part.solve(target).unwrap_or(Needed::Any),
        }
    }

    fn end_number(&mut self) {
        if let Some(n) = self.digits.take() {
            self.take_number(WithX::known(Rational::int(n)));
        }
    }

    fn take_number(&mut self, mut value: WithX) {
        if std::mem::take(&mut self.negate) {
            value = value.negated();
        }
        let term = match (self.term, self.divide.take()) {
            (Some(so_far), Some(divide)) => match so_far.scaled(value, divide) {
                Ok(Some(scaled)) => scaled,
                Ok(None) => return self.decide(Needed::Impossible),
                Err(Overflow) => return self.decide(Needed::Any),
            },
            _ => value,
        };
        self.term = Some(term);
    }

    fn end_term(&mut self) {
        let Some(term) = self.term.take() else {
            return;
        };
        let term = if self.minus { term.negated() } else { term };
        match self.sum.a.checked_add(term.a) {
            Ok(a) => {
                self.sum = WithX {
                    a,
                    b: if term.b.is_zero() { self.sum.b } else { term.b },
                    over: self.sum.over || term.over,
                }
            }
            Err(Overflow) => self.decide(Needed::Any),
        }
    }

    fn end_part(&mut self) {
        let part = std::mem::replace(&mut self.sum, WithX::known(Rational::ZERO));
        self.minus = false;
        if !part.b.is_zero() {
            self.with_x = Some(part);
        } else if *self.known.get_or_insert(part.a) != part.a {
            self.decide(Needed::Impossible);
        }
    }

    fn decide(&mut self, needed: Needed) {
        self.decided.get_or_insert(needed);
    }
}

impl WithX {
    /// The `x` for which this part equals `target`.
    fn solve(self, target: Rational) -> Result<Needed, Overflow> {
        // a + b·f(x) = target, so f(x) = (target - a) / b.
        let Some(fx) = target
            .checked_sub(self.a)?
            .checked_div(self.b)
            .transpose()?
        else {
            return Ok(Needed::Impossible);
        };
        if !self.over {
            return Ok(Needed::Exactly(fx));
        }
        Ok(match Rational::int(1).checked_div(fx).transpose()? {
            Some(x) => Needed::Exactly(x),
            None => Needed::Impossible,
        })
    }
}

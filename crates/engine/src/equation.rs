//! A-Math equations: a line of faces is read left to right, joined into
//! numbers, checked against the grammar of docs/rules.md, A-Math and evaluated exactly.
//!
//! [`Scanner`] takes one face at a time and reports the first problem as
//! soon as it is certain, so the computer player can prune a partial line
//! with the very same rules that judge a finished one.

use crate::face::{Face, FaceSet, amath};
use crate::rational::{Overflow, Rational};

mod unknown;
pub use unknown::{Needed, NumberSolver, Solved, Unknown, number_needed};

/// Why a line of tiles is not a valid equation; `at` is the index of the
/// tile in the line (0 = first tile) where the problem shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EquationError {
    /// Fewer than three tiles (`6=6` is the shortest equation).
    TooShort,
    /// No `=` anywhere.
    NoEquals,
    /// `=` as the first tile.
    EqualsAtStart,
    /// `=` as the last tile.
    EqualsAtEnd,
    /// `×` or `÷` (or `+`/`-` after another sign) opening a part.
    OperatorAtStart { at: usize },
    /// A `+` used as a sign (`+7=5+2`).
    UnaryPlus { at: usize },
    /// A sign in front of zero (`-0`, `+0`).
    SignedZero { at: usize },
    /// Two operators side by side (`6+-3`, `7×-6`, `==`).
    AdjacentOperators { at: usize },
    /// An operator closing a part (`5+=5`, `6=6-`).
    OperatorAtEnd { at: usize },
    /// Four or more digit tiles joined into one number.
    TooManyDigits { at: usize },
    /// A number of two or three digits that starts with 0 (`07`, `00`).
    LeadingZero { at: usize },
    /// A 10–20 tile touching another number tile (`1` then `12`).
    JoinedBigNumber { at: usize },
    /// Dividing by zero.
    DivisionByZero { at: usize },
    /// A value too large to compute exactly.
    TooLarge { at: usize },
    /// A part whose value differs from the first part's; `at` is the `=` before it.
    NotEqual {
        at: usize,
        left: Rational,
        right: Rational,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Last {
    /// Nothing read yet.
    Nothing,
    Equals,
    /// A `-` that negates the number after it.
    Sign,
    /// `+ - × ÷` between two numbers.
    Operator(Face),
    /// Inside a run of 0–9 tiles.
    Digits,
    /// A 10–20 tile.
    Big,
}

/// What the number about to be read must be for the line to end right
/// after it, given the parts already read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// Any number closes it (as after `0×` when the sides already agree).
    Any,
    /// No number can close it here.
    Impossible,
    /// Exactly this (unsigned) number.
    Exactly(Rational),
}

/// Reads an equation one face at a time. Two scanners that compare equal
/// accept exactly the same continuations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scanner {
    len: u8,
    last: Last,
    /// The number being read and where it started.
    number: i64,
    number_start: u8,
    digit_count: u8,
    /// Value of the part so far: `sum` of finished terms plus `sign × term`.
    sum: Rational,
    term: Rational,
    negative_term: bool,
    /// The `×`/`÷` waiting for the number being read, and where it stands.
    pending_mul: Option<(Face, u8)>,
    negate_number: bool,
    first_part: Option<Rational>,
    /// Position of the most recent `=`.
    equals_at: u8,
    has_equals: bool,
    /// A number of the line is not known yet ([`Scanner::push_unknown`]):
    /// from there on the shape is checked, values are not.
    unknown: bool,
}

impl Default for Scanner {
    fn default() -> Self {
        Scanner::new()
    }
}

impl Scanner {
    pub const fn new() -> Scanner {
        Scanner {
            len: 0,
            last: Last::Nothing,
            number: 0,
            number_start: 0,
            digit_count: 0,
            sum: Rational::ZERO,
            term: Rational::ZERO,
            negative_term: false,
            pending_mul: None,
            negate_number: false,
            first_part: None,
            equals_at: 0,
            has_equals: false,
            unknown: false,
        }
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn has_equals(&self) -> bool {
        self.has_equals
    }

    /// Whether a part starts here (where a `-` may negate the next number).
    pub fn at_part_start(&self) -> bool {
        matches!(self.last, Last::Nothing | Last::Equals)
    }

    /// When the scanner waits for a number after an `=`, what that number
    /// must be for the equation to end right after it; `None` when no number
    /// is awaited or no `=` has been read yet.
    pub fn closing_number(&self) -> Option<Closing> {
        if self.unknown
            || !self.has_equals
            || !matches!(self.last, Last::Equals | Last::Sign | Last::Operator(_))
        {
            return None;
        }
        let target = self.first_part?;
        let sign = if self.negative_term {
            Rational::int(-1)
        } else {
            Rational::int(1)
        };
        let gap = target.checked_sub(self.sum).ok()?.checked_mul(sign).ok()?;
        // `signed` is the number as it enters the term, after any unary minus.
        let signed = match self.pending_mul {
            None => gap,
            Some((op, _)) if op == amath::MUL => {
                if self.term.is_zero() {
                    return Some(if gap.is_zero() {
                        Closing::Any
                    } else {
                        Closing::Impossible
                    });
                }
                gap.checked_div(self.term)?.ok()?
            }
            Some(_) => {
                if gap.is_zero() {
                    return Some(if self.term.is_zero() {
                        Closing::Any
                    } else {
                        Closing::Impossible
                    });
                }
                self.term.checked_div(gap)?.ok()?
            }
        };
        Some(Closing::Exactly(if self.negate_number {
            -signed
        } else {
            signed
        }))
    }

    /// The faces [`Scanner::push`] may accept next: every face whose
    /// refusal follows from the shape of the line alone (two signs
    /// together, a fourth digit, a leading zero, a signed zero) is left out;
    /// what depends on values (a division by zero, unequal parts) is not.
    pub fn may_follow(&self) -> FaceSet {
        const NUMBERS: FaceSet = amath::numbers(0, 20);
        const SIGN: FaceSet = FaceSet::single(amath::SUB);
        match self.last {
            Last::Nothing | Last::Equals => NUMBERS.union(SIGN),
            Last::Sign => amath::numbers(1, 20),
            Last::Operator(_) => NUMBERS,
            Last::Digits if self.digit_count < 3 && self.number != 0 => {
                amath::numbers(0, 9).union(amath::OPERATORS_AND_EQ)
            }
            Last::Digits | Last::Big => amath::OPERATORS_AND_EQ,
        }
    }

    /// Reads the next face; an error is final for every line with this prefix.
    pub fn push(&mut self, face: Face) -> Result<(), EquationError> {
        let at = self.len as usize;
        self.len += 1;
        if amath::is_digit(face) {
            self.push_digit(face.0, at)
        } else if amath::is_number(face) {
            self.push_big(face.0, at)
        } else if face == amath::EQ {
            self.push_equals(at)
        } else {
            self.push_operator(face, at)
        }
    }

    fn push_digit(&mut self, digit: u8, at: usize) -> Result<(), EquationError> {
        match self.last {
            Last::Big => return Err(EquationError::JoinedBigNumber { at }),
            Last::Digits => {
                if self.digit_count == 3 {
                    return Err(EquationError::TooManyDigits { at });
                }
                if self.number == 0 {
                    return Err(EquationError::LeadingZero { at: at - 1 });
                }
                self.number = self.number * 10 + digit as i64;
                self.digit_count += 1;
            }
            _ => {
                self.start_number(digit, at)?;
                self.digit_count = 1;
            }
        }
        self.last = Last::Digits;
        Ok(())
    }

    /// Reads a digit not known yet, of the number being read or starting
    /// one: a generator walks on with one line where it would walk a
    /// blank's 21 numbers or 10 digits, and asks [`number_needed`] at the
    /// end what the number must be. From here on the shape of the line is
    /// checked, its values are not.
    pub fn push_unknown(&mut self) -> Result<(), EquationError> {
        let at = self.len as usize;
        self.len += 1;
        // A 1 stands in for the digit: it may follow a sign and divide.
        self.push_digit(1, at)?;
        self.unknown = true;
        Ok(())
    }

    fn push_big(&mut self, value: u8, at: usize) -> Result<(), EquationError> {
        if matches!(self.last, Last::Digits | Last::Big) {
            return Err(EquationError::JoinedBigNumber { at });
        }
        self.start_number(value, at)?;
        self.last = Last::Big;
        Ok(())
    }

    fn start_number(&mut self, value: u8, at: usize) -> Result<(), EquationError> {
        if self.last == Last::Sign && value == 0 {
            return Err(EquationError::SignedZero { at: at - 1 });
        }
        self.number = value as i64;
        self.number_start = at as u8;
        Ok(())
    }

    fn push_operator(&mut self, op: Face, at: usize) -> Result<(), EquationError> {
        match self.last {
            Last::Nothing | Last::Equals => {
                if op == amath::SUB {
                    self.last = Last::Sign;
                    self.negate_number = true;
                    return Ok(());
                }
                return Err(if op == amath::ADD {
                    EquationError::UnaryPlus { at }
                } else {
                    EquationError::OperatorAtStart { at }
                });
            }
            Last::Sign | Last::Operator(_) => return Err(EquationError::AdjacentOperators { at }),
            Last::Digits | Last::Big => {}
        }
        self.finish_number()?;
        if op == amath::ADD || op == amath::SUB {
            self.close_term(at)?;
            self.negative_term = op == amath::SUB;
        } else {
            self.pending_mul = Some((op, at as u8));
        }
        self.last = Last::Operator(op);
        Ok(())
    }

    fn push_equals(&mut self, at: usize) -> Result<(), EquationError> {
        match self.last {
            Last::Nothing => return Err(EquationError::EqualsAtStart),
            Last::Equals => return Err(EquationError::AdjacentOperators { at }),
            Last::Sign | Last::Operator(_) => {
                return Err(EquationError::OperatorAtEnd { at: at - 1 });
            }
            Last::Digits | Last::Big => {}
        }
        self.finish_number()?;
        self.close_part(at)?;
        self.has_equals = true;
        self.equals_at = at as u8;
        self.last = Last::Equals;
        Ok(())
    }

    /// Folds the number just read into the current term.
    fn finish_number(&mut self) -> Result<(), EquationError> {
        if self.unknown {
            self.negate_number = false;
            self.pending_mul = None;
            return Ok(());
        }
        let at = self.number_start as usize;
        let mut value = Rational::int(self.number);
        if std::mem::take(&mut self.negate_number) {
            value = -value;
        }
        self.term = match self.pending_mul.take() {
            None => value,
            Some((op, _)) if op == amath::MUL => {
                self.term.checked_mul(value).map_err(too_large(at))?
            }
            Some((_, op_at)) => match self.term.checked_div(value) {
                None => return Err(EquationError::DivisionByZero { at: op_at as usize }),
                Some(result) => result.map_err(too_large(at))?,
            },
        };
        Ok(())
    }

    fn close_term(&mut self, at: usize) -> Result<(), EquationError> {
        if self.unknown {
            self.negative_term = false;
            return Ok(());
        }
        let term = if self.negative_term {
            -self.term
        } else {
            self.term
        };
        self.sum = self.sum.checked_add(term).map_err(too_large(at))?;
        self.term = Rational::ZERO;
        self.negative_term = false;
        Ok(())
    }

    /// Ends a part at the `=` (or the end of line) standing at `at`.
    fn close_part(&mut self, at: usize) -> Result<(), EquationError> {
        if self.unknown {
            self.first_part.get_or_insert(Rational::ZERO);
            return Ok(());
        }
        self.close_term(at)?;
        let value = std::mem::replace(&mut self.sum, Rational::ZERO);
        match self.first_part {
            None => self.first_part = Some(value),
            Some(first) if first != value => {
                return Err(EquationError::NotEqual {
                    at: self.equals_at as usize,
                    left: first,
                    right: value,
                });
            }
            Some(_) => {}
        }
        Ok(())
    }

    /// Whether the line may end here by its shape: an `=` read and a number
    /// last. After an unknown number, this is all [`Scanner::finish`] checks.
    pub fn can_end(&self) -> bool {
        self.has_equals && matches!(self.last, Last::Digits | Last::Big)
    }

    /// Ends the line: the whole of it must be a valid equation.
    pub fn finish(mut self) -> Result<Rational, EquationError> {
        match self.last {
            Last::Nothing => return Err(EquationError::TooShort),
            Last::Equals => return Err(EquationError::EqualsAtEnd),
            Last::Sign | Last::Operator(_) => {
                return Err(EquationError::OperatorAtEnd {
                    at: self.len as usize - 1,
                });
            }
            Last::Digits | Last::Big => {}
        }
        if !self.has_equals {
            return Err(EquationError::NoEquals);
        }
        let end = self.len as usize;
        self.finish_number()?;
        self.close_part(end)?;
        Ok(self.first_part.expect("a part was closed"))
    }
}

fn too_large(at: usize) -> impl Fn(Overflow) -> EquationError {
    move |_| EquationError::TooLarge { at }
}

/// Checks a whole line of faces; on success gives the value every part shares.
pub fn check(faces: &[Face]) -> Result<Rational, EquationError> {
    if faces.len() < 3 {
        return Err(EquationError::TooShort);
    }
    let mut scanner = Scanner::new();
    for &face in faces {
        scanner.push(face)?;
    }
    scanner.finish()
}

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
    solve(faces, number).unwrap_or(Needed::Any)
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

/// Works the line out with `x` on `number` and solves for it. The line has
/// an equation's shape (see [`shape_fits`]).
fn solve(line: &[Face], number: Range<usize>) -> Result<Needed, Overflow> {
    // A part takes two squares at least, with its `=`.
    let mut parts = [WithX::known(Rational::ZERO); crate::layout::SIZE / 2 + 1];
    let mut count = 0;
    let mut sum = WithX::known(Rational::ZERO);
    let mut term: Option<WithX> = None;
    let (mut op, mut negate, mut minus) = (None::<Face>, false, false);
    let mut k = 0;
    while k < line.len() {
        let face = line[k];
        if k == number.start || amath::is_number(face) {
            let mut value = if k == number.start {
                k = number.end - 1;
                WithX::x()
            } else {
                let mut n = face.0 as i64;
                while amath::is_digit(face) && k + 1 < line.len() && amath::is_digit(line[k + 1]) {
                    k += 1;
                    n = n * 10 + line[k].0 as i64;
                }
                WithX::known(Rational::int(n))
            };
            if std::mem::take(&mut negate) {
                value = value.negated();
            }
            term = Some(match (term, op.take()) {
                (Some(so_far), Some(o)) => match so_far.scaled(value, o == amath::DIV)? {
                    Some(scaled) => scaled,
                    None => return Ok(Needed::Impossible),
                },
                _ => value,
            });
        } else if face == amath::SUB && term.is_none() {
            negate = true;
        } else if face == amath::MUL || face == amath::DIV {
            op = Some(face);
        } else {
            // `+`, `-` between terms, or `=`: the term joins the part.
            let Some(term) = term.take() else {
                return Ok(Needed::Impossible);
            };
            sum = add_term(sum, term, minus)?;
            minus = face == amath::SUB;
            if face == amath::EQ {
                let Some(part) = parts.get_mut(count) else {
                    return Ok(Needed::Impossible);
                };
                *part = sum;
                count += 1;
                sum = WithX::known(Rational::ZERO);
            }
        }
        k += 1;
    }
    let (Some(term), Some(last)) = (term, parts.get_mut(count)) else {
        return Ok(Needed::Impossible);
    };
    *last = add_term(sum, term, minus)?;
    equal_parts(&parts[..=count])
}

fn add_term(sum: WithX, term: WithX, minus: bool) -> Result<WithX, Overflow> {
    let term = if minus { term.negated() } else { term };
    Ok(WithX {
        a: sum.a.checked_add(term.a)?,
        b: if term.b.is_zero() { sum.b } else { term.b },
        over: sum.over || term.over,
    })
}

/// The `x` for which every part has the same value.
fn equal_parts(parts: &[WithX]) -> Result<Needed, Overflow> {
    let mut known = parts.iter().filter(|p| p.b.is_zero()).map(|p| p.a);
    let Some(target) = known.next() else {
        return Ok(Needed::Impossible);
    };
    if known.any(|a| a != target) {
        return Ok(Needed::Impossible);
    }
    let Some(part) = parts.iter().find(|p| !p.b.is_zero()) else {
        return Ok(Needed::Any);
    };
    // a + b·f(x) = target, so f(x) = (target - a) / b.
    let Some(fx) = target
        .checked_sub(part.a)?
        .checked_div(part.b)
        .transpose()?
    else {
        return Ok(Needed::Impossible);
    };
    if !part.over {
        return Ok(Needed::Exactly(fx));
    }
    Ok(match Rational::int(1).checked_div(fx).transpose()? {
        Some(x) => Needed::Exactly(x),
        None => Needed::Impossible,
    })
}

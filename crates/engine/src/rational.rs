//! Exact fractions for equation values: never rounded, never wrapped.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A reduced fraction with a positive denominator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rational {
    num: i64,
    den: i64,
}

/// An intermediate value left the range the engine computes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl Rational {
    pub const ZERO: Rational = Rational { num: 0, den: 1 };

    pub fn int(n: i64) -> Rational {
        Rational { num: n, den: 1 }
    }

    /// `num / den`, reduced. Panics on a zero denominator: for constants.
    pub fn new_fraction(num: i64, den: i64) -> Rational {
        assert!(den != 0, "zero denominator");
        Rational::reduced(num as i128, den as i128).expect("i64 parts stay in range")
    }

    pub fn numer(self) -> i64 {
        self.num
    }

    pub fn denom(self) -> i64 {
        self.den
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    fn reduced(num: i128, den: i128) -> Result<Rational, Overflow> {
        debug_assert!(den != 0);
        let (mut num, mut den) = if den < 0 { (-num, -den) } else { (num, den) };
        // Values here fit in 64 bits almost always; gcd is far cheaper there.
        let g = match (i64::try_from(num), i64::try_from(den)) {
            (Ok(n), Ok(d)) => gcd64(n, d) as i128,
            _ => gcd128(num, den),
        };
        if g > 1 {
            num /= g;
            den /= g;
        }
        Ok(Rational {
            num: i64::try_from(num).map_err(|_| Overflow)?,
            den: i64::try_from(den).map_err(|_| Overflow)?,
        })
    }

    pub fn checked_add(self, other: Rational) -> Result<Rational, Overflow> {
        // Whole numbers are the common case: no gcd, no widening.
        if self.den == 1 && other.den == 1 {
            return self
                .num
                .checked_add(other.num)
                .map(Rational::int)
                .ok_or(Overflow);
        }
        let (a, b, c, d) = (
            self.num as i128,
            self.den as i128,
            other.num as i128,
            other.den as i128,
        );
        Rational::reduced(a * d + c * b, b * d)
    }

    pub fn checked_sub(self, other: Rational) -> Result<Rational, Overflow> {
        self.checked_add(-other)
    }

    pub fn checked_mul(self, other: Rational) -> Result<Rational, Overflow> {
        if self.den == 1 && other.den == 1 {
            return self
                .num
                .checked_mul(other.num)
                .map(Rational::int)
                .ok_or(Overflow);
        }
        let (a, b, c, d) = (
            self.num as i128,
            self.den as i128,
            other.num as i128,
            other.den as i128,
        );
        Rational::reduced(a * c, b * d)
    }

    /// `None` when dividing by zero.
    pub fn checked_div(self, other: Rational) -> Option<Result<Rational, Overflow>> {
        if other.is_zero() {
            return None;
        }
        if self.den == 1 && other.den == 1 && other.num != -1 && self.num % other.num == 0 {
            return Some(Ok(Rational::int(self.num / other.num)));
        }
        let (a, b, c, d) = (
            self.num as i128,
            self.den as i128,
            other.num as i128,
            other.den as i128,
        );
        Some(Rational::reduced(a * d, b * c))
    }
}

impl std::ops::Neg for Rational {
    type Output = Rational;

    fn neg(self) -> Rational {
        // i64::MIN cannot come out of `reduced` with 3-digit numbers, but stay total.
        Rational {
            num: self.num.saturating_neg(),
            den: self.den,
        }
    }
}

fn gcd64(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

fn gcd128(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_stay_exact() {
        let tenth = Rational::int(1)
            .checked_div(Rational::int(10))
            .unwrap()
            .unwrap();
        let two_tenths = Rational::int(2)
            .checked_div(Rational::int(10))
            .unwrap()
            .unwrap();
        let three_tenths = Rational::int(3)
            .checked_div(Rational::int(10))
            .unwrap()
            .unwrap();
        assert_eq!(tenth.checked_add(two_tenths).unwrap(), three_tenths);
        assert_eq!(three_tenths.to_string(), "3/10");
        assert_eq!(
            Rational::int(2).checked_div(Rational::int(4)),
            Rational::int(4).checked_div(Rational::int(8))
        );
        assert_eq!(
            Rational::int(7)
                .checked_div(Rational::int(-14))
                .unwrap()
                .unwrap()
                .to_string(),
            "-1/2"
        );
    }

    #[test]
    fn division_by_zero_is_refused_and_overflow_reported() {
        assert!(Rational::int(5).checked_div(Rational::ZERO).is_none());
        assert_eq!(
            Rational::int(0).checked_div(Rational::int(5)),
            Some(Ok(Rational::ZERO))
        );
        assert_eq!(
            Rational::int(i64::MAX).checked_mul(Rational::int(2)),
            Err(Overflow)
        );
        assert_eq!(
            Rational::int(i64::MAX).checked_add(Rational::int(1)),
            Err(Overflow)
        );
    }
}

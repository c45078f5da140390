//! What a tile shows once it is on the board.
//!
//! Both games share one small code space so that boards, racks and the
//! scoring machinery are written once: an A-Math face is a number 0–20, an
//! operator or `=`; a Crossword face is a letter A–Z.

use serde::{Deserialize, Serialize};

/// A face code. Its meaning depends on the game (see [`amath`] and [`letters`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Face(pub u8);

/// A set of faces, used for what a blank or a choice tile may become.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FaceSet(pub u32);

impl FaceSet {
    pub const EMPTY: FaceSet = FaceSet(0);

    pub const fn single(face: Face) -> FaceSet {
        FaceSet(1 << face.0)
    }

    pub const fn with(self, face: Face) -> FaceSet {
        FaceSet(self.0 | (1 << face.0))
    }

    pub const fn union(self, other: FaceSet) -> FaceSet {
        FaceSet(self.0 | other.0)
    }

    pub const fn contains(self, face: Face) -> bool {
        face.0 < 32 && self.0 & (1 << face.0) != 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The faces in ascending code order.
    pub fn iter(self) -> impl Iterator<Item = Face> {
        // Set bits one by one, lowest first: the move generator's hottest
        // loop walks a blank's 26 faces, so empty codes are never visited.
        let mut rest = self.0;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let code = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                Face(code)
            })
        })
    }
}

/// A-Math faces: numbers 0–20 are their own code.
pub mod amath {
    use super::{Face, FaceSet};

    pub const ADD: Face = Face(21);
    pub const SUB: Face = Face(22);
    pub const MUL: Face = Face(23);
    pub const DIV: Face = Face(24);
    pub const EQ: Face = Face(25);

    pub const fn num(n: u8) -> Face {
        assert!(n <= 20);
        Face(n)
    }

    pub fn is_number(face: Face) -> bool {
        face.0 <= 20
    }

    /// A tile 0–9, which joins its neighbours into numbers of up to three digits.
    pub fn is_digit(face: Face) -> bool {
        face.0 <= 9
    }

    pub fn is_operator(face: Face) -> bool {
        (ADD.0..=DIV.0).contains(&face.0)
    }

    /// Numbers `lo..=hi` as a set.
    pub const fn numbers(lo: u8, hi: u8) -> FaceSet {
        let mut set = 0u32;
        let mut n = lo;
        while n <= hi {
            set |= 1 << n;
            n += 1;
        }
        FaceSet(set)
    }

    pub const OPERATORS_AND_EQ: FaceSet =
        FaceSet::single(ADD).with(SUB).with(MUL).with(DIV).with(EQ);

    /// How a face is written: `7`, `[13]` is not used here (see notation), `+ - × ÷ =`.
    pub fn symbol(face: Face) -> String {
        match face {
            ADD => "+".into(),
            SUB => "-".into(),
            MUL => "×".into(),
            DIV => "÷".into(),
            EQ => "=".into(),
            Face(n) => n.to_string(),
        }
    }
}

/// Crossword faces: `A` is 0, `Z` is 25.
pub mod letters {
    use super::{Face, FaceSet};

    pub const ALL: FaceSet = FaceSet((1 << 26) - 1);

    pub fn from_char(c: char) -> Option<Face> {
        let c = c.to_ascii_uppercase();
        c.is_ascii_uppercase().then(|| Face(c as u8 - b'A'))
    }

    pub fn to_char(face: Face) -> char {
        (b'A' + face.0) as char
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn face_sets_hold_what_was_put_in() {
        let set = FaceSet::single(amath::ADD).with(amath::SUB);
        assert!(set.contains(amath::ADD) && set.contains(amath::SUB));
        assert!(!set.contains(amath::MUL));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![amath::ADD, amath::SUB]);
        assert_eq!(amath::numbers(0, 20).len(), 21);
        assert_eq!(letters::ALL.len(), 26);
    }

    #[test]
    fn a_face_set_lists_every_code_it_holds_in_order_and_no_other() {
        assert_eq!(FaceSet::EMPTY.iter().count(), 0);
        let edges = FaceSet::single(Face(0)).with(Face(31)).with(Face(7));
        assert_eq!(
            edges.iter().collect::<Vec<_>>(),
            vec![Face(0), Face(7), Face(31)]
        );
        let all: Vec<Face> = FaceSet(u32::MAX).iter().collect();
        assert_eq!(all, (0..32).map(Face).collect::<Vec<_>>());
    }

    #[test]
    fn letters_round_trip() {
        for c in 'A'..='Z' {
            assert_eq!(letters::to_char(letters::from_char(c).unwrap()), c);
        }
        assert_eq!(letters::from_char('q'), letters::from_char('Q'));
        assert_eq!(letters::from_char('?'), None);
    }
}

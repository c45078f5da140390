//! Board coordinates and the premium squares of both games, kept as data.

use serde::{Deserialize, Serialize};
use std::fmt;

pub const SIZE: usize = 15;
pub const CELLS: usize = SIZE * SIZE;

/// A square of the board: `row` and `col` count from 0 at the top left.
/// Read from a record, a square off the board is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawPos")]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

#[derive(Deserialize)]
struct RawPos {
    row: u8,
    col: u8,
}

impl TryFrom<RawPos> for Pos {
    type Error = String;

    fn try_from(raw: RawPos) -> Result<Pos, String> {
        if (raw.row as usize) < SIZE && (raw.col as usize) < SIZE {
            Ok(Pos {
                row: raw.row,
                col: raw.col,
            })
        } else {
            Err(format!(
                "square (row {}, column {}) is off the 15×15 board",
                raw.row, raw.col
            ))
        }
    }
}

impl Pos {
    pub const CENTRE: Pos = Pos { row: 7, col: 7 };

    pub fn new(row: usize, col: usize) -> Pos {
        debug_assert!(row < SIZE && col < SIZE);
        Pos {
            row: row as u8,
            col: col as u8,
        }
    }

    pub fn index(self) -> usize {
        self.row as usize * SIZE + self.col as usize
    }

    pub fn from_index(index: usize) -> Pos {
        Pos::new(index / SIZE, index % SIZE)
    }

    /// The square `steps` further along `dir`, if it is on the board.
    pub fn step(self, dir: Dir, steps: isize) -> Option<Pos> {
        let (dr, dc) = match dir {
            Dir::Across => (0, steps),
            Dir::Down => (steps, 0),
        };
        let row = self.row as isize + dr;
        let col = self.col as isize + dc;
        ((0..SIZE as isize).contains(&row) && (0..SIZE as isize).contains(&col))
            .then(|| Pos::new(row as usize, col as usize))
    }

    /// `H8` style: column letter then row number.
    pub fn name(self) -> String {
        format!("{}{}", (b'A' + self.col) as char, self.row + 1)
    }

    /// Reads `H8` (column first) or `8H` (row first); the direction the
    /// order implies is returned too, as crossword players write it.
    pub fn parse_with_dir(text: &str) -> Option<(Pos, Dir)> {
        let text = text.trim();
        let letter_first = text.chars().next()?.is_ascii_alphabetic();
        let (letters, digits): (String, String) = if letter_first {
            let split = text.find(|c: char| c.is_ascii_digit())?;
            (text[..split].into(), text[split..].into())
        } else {
            let split = text.find(|c: char| c.is_ascii_alphabetic())?;
            (text[split..].into(), text[..split].into())
        };
        let mut letters = letters.chars();
        let col_char = letters.next()?.to_ascii_uppercase();
        if letters.next().is_some() || !('A'..='O').contains(&col_char) {
            return None;
        }
        let row: usize = digits.parse().ok()?;
        if !(1..=SIZE).contains(&row) {
            return None;
        }
        let pos = Pos::new(row - 1, (col_char as u8 - b'A') as usize);
        Some((pos, if letter_first { Dir::Down } else { Dir::Across }))
    }

    pub fn parse(text: &str) -> Option<Pos> {
        Pos::parse_with_dir(text).map(|(pos, _)| pos)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    Across,
    Down,
}

impl Dir {
    pub fn other(self) -> Dir {
        match self {
            Dir::Across => Dir::Down,
            Dir::Down => Dir::Across,
        }
    }
}

/// What a square adds to a play that puts a new tile on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Premium {
    None,
    /// A-Math orange, Crossword double letter.
    TileX2,
    /// A-Math blue, Crossword triple letter.
    TileX3,
    /// A-Math yellow, Crossword double word.
    LineX2,
    /// A-Math red, Crossword triple word.
    LineX3,
}

impl Premium {
    pub fn tile_multiplier(self) -> u32 {
        match self {
            Premium::TileX2 => 2,
            Premium::TileX3 => 3,
            _ => 1,
        }
    }

    pub fn line_multiplier(self) -> u32 {
        match self {
            Premium::LineX2 => 2,
            Premium::LineX3 => 3,
            _ => 1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LayoutId {
    AMath,
    Crossword,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub id: LayoutId,
    pub cells: [Premium; CELLS],
    /// The square the first play must cover.
    pub star: Pos,
}

/// docs/rules.md, A-Math: `R` equation ×3, `Y` equation ×2, `B` piece ×3, `O` piece ×2;
/// the star H8 is blue.
const AMATH_ROWS: [&str; SIZE] = [
    "R..O...R...O..R",
    ".Y...B...B...Y.",
    "..Y...O.O...Y..",
    "O..Y...O...Y..O",
    "....B.....B....",
    ".B...B...B...B.",
    "..O...O.O...O..",
    "R..O...*...O..R",
    "..O...O.O...O..",
    ".B...B...B...B.",
    "....B.....B....",
    "O..Y...O...Y..O",
    "..Y...O.O...Y..",
    ".Y...B...B...Y.",
    "R..O...R...O..R",
];

/// docs/rules.md, Crossword: `T` triple word, `D` double word, `t` triple letter,
/// `d` double letter; the star H8 is a double word.
const CROSSWORD_ROWS: [&str; SIZE] = [
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...D...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
];

impl Layout {
    pub fn get(id: LayoutId) -> Layout {
        match id {
            LayoutId::AMath => Layout::parse(id, &AMATH_ROWS, |c| match c {
                'R' => Premium::LineX3,
                'Y' => Premium::LineX2,
                'B' | '*' => Premium::TileX3,
                'O' => Premium::TileX2,
                _ => Premium::None,
            }),
            LayoutId::Crossword => Layout::parse(id, &CROSSWORD_ROWS, |c| match c {
                'T' => Premium::LineX3,
                'D' => Premium::LineX2,
                't' => Premium::TileX3,
                'd' => Premium::TileX2,
                _ => Premium::None,
            }),
        }
    }

    fn parse(id: LayoutId, rows: &[&str; SIZE], premium: impl Fn(char) -> Premium) -> Layout {
        let mut cells = [Premium::None; CELLS];
        let mut star = Pos::CENTRE;
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                cells[r * SIZE + c] = premium(ch);
                if ch == '*' {
                    star = Pos::new(r, c);
                }
            }
        }
        Layout { id, cells, star }
    }

    pub fn premium(&self, pos: Pos) -> Premium {
        self.cells[pos.index()]
    }

    pub fn premium_count(&self) -> usize {
        self.cells.iter().filter(|&&p| p != Premium::None).count()
    }

    /// Whether the board is its own mirror image across the diagonal from
    /// A1 to O15 (the star on it): on an empty board a play down and the
    /// same play across are then alike.
    pub fn is_symmetric_about_diagonal(&self) -> bool {
        self.star.row == self.star.col
            && (0..SIZE).all(|r| {
                (0..SIZE).all(|c| self.premium(Pos::new(r, c)) == self.premium(Pos::new(c, r)))
            })
    }
}

impl Pos {
    /// The square's mirror image across the diagonal from A1 to O15.
    pub fn transposed(self) -> Pos {
        Pos {
            row: self.col,
            col: self.row,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(layout: &Layout, premium: Premium) -> usize {
        layout.cells.iter().filter(|&&p| p == premium).count()
    }

    #[test]
    fn both_boards_are_their_own_mirror_image_across_the_diagonal() {
        for id in [LayoutId::AMath, LayoutId::Crossword] {
            assert!(Layout::get(id).is_symmetric_about_diagonal(), "{id:?}");
        }
        let mut lopsided = Layout::get(LayoutId::AMath);
        lopsided.cells[Pos::new(0, 1).index()] = Premium::LineX3;
        assert!(!lopsided.is_symmetric_about_diagonal());
        assert_eq!(Pos::new(2, 9).transposed(), Pos::new(9, 2));
    }

    #[test]
    fn amath_board_has_61_premiums_of_each_colour() {
        let layout = Layout::get(LayoutId::AMath);
        assert_eq!(layout.premium_count(), 61);
        assert_eq!(CELLS - layout.premium_count(), 164);
        assert_eq!(count(&layout, Premium::LineX3), 8, "red");
        assert_eq!(count(&layout, Premium::LineX2), 12, "yellow");
        assert_eq!(count(&layout, Premium::TileX3), 17, "blue, star included");
        assert_eq!(count(&layout, Premium::TileX2), 24, "orange");
        assert_eq!(layout.star, Pos::parse("H8").unwrap());
        assert_eq!(
            layout.premium(layout.star),
            Premium::TileX3,
            "the star is blue"
        );
        assert_eq!(layout.premium(Pos::parse("A1").unwrap()), Premium::LineX3);
        assert_eq!(layout.premium(Pos::parse("E5").unwrap()), Premium::TileX3);
    }

    #[test]
    fn crossword_board_has_the_standard_premiums() {
        let layout = Layout::get(LayoutId::Crossword);
        assert_eq!(count(&layout, Premium::LineX3), 8);
        assert_eq!(
            count(&layout, Premium::LineX2),
            17,
            "the star is a double word"
        );
        assert_eq!(count(&layout, Premium::TileX3), 12);
        assert_eq!(count(&layout, Premium::TileX2), 24);
        assert_eq!(layout.premium(Pos::CENTRE), Premium::LineX2);
    }

    #[test]
    fn both_boards_are_symmetric_under_the_eight_symmetries_of_the_square() {
        for id in [LayoutId::AMath, LayoutId::Crossword] {
            let layout = Layout::get(id);
            for r in 0..SIZE {
                for c in 0..SIZE {
                    let p = layout.premium(Pos::new(r, c));
                    let m = SIZE - 1;
                    for (rr, cc) in [
                        (c, r),
                        (m - r, c),
                        (r, m - c),
                        (m - r, m - c),
                        (m - c, m - r),
                    ] {
                        assert_eq!(p, layout.premium(Pos::new(rr, cc)), "{id:?} {r},{c}");
                    }
                }
            }
        }
    }

    #[test]
    fn positions_read_and_write_both_notations() {
        assert_eq!(Pos::parse_with_dir("H8"), Some((Pos::new(7, 7), Dir::Down)));
        assert_eq!(
            Pos::parse_with_dir("8H"),
            Some((Pos::new(7, 7), Dir::Across))
        );
        assert_eq!(
            Pos::parse_with_dir("15o"),
            Some((Pos::new(14, 14), Dir::Across))
        );
        assert_eq!(Pos::parse("P1"), None);
        assert_eq!(Pos::parse("A16"), None);
        assert_eq!(Pos::parse("A0"), None);
        assert_eq!(Pos::new(0, 3).name(), "D1");
        assert_eq!(Pos::new(7, 7).step(Dir::Across, 8), None);
        assert_eq!(Pos::new(7, 7).step(Dir::Down, -7), Some(Pos::new(0, 7)));
    }
}

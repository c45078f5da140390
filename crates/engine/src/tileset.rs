//! The tile sets of docs/rules.md, kept as data.

use crate::face::{Face, FaceSet, amath, letters};
use serde::{Deserialize, Serialize};

/// Index of a tile kind within its [`TileSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// One kind of tile: how many there are, what it scores, what it may show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileKind {
    /// How the tile is printed: `7`, `13`, `+/-`, `×/÷`, `?` for a blank.
    pub label: &'static str,
    pub count: u8,
    pub points: u8,
    /// The faces it may show when placed: one for a plain tile, two for a
    /// choice tile, many for a blank.
    pub faces: FaceSet,
    pub blank: bool,
}

impl TileKind {
    /// A tile that shows one face and needs no declaration.
    pub fn fixed_face(&self) -> Option<Face> {
        (self.faces.len() == 1).then(|| self.faces.iter().next().expect("one face"))
    }
}

/// Which set a game is played with. The default is the one a screen
/// offers first: the first game's usual set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TileSetId {
    /// A-Math, 100 tiles: secondary school and open.
    #[default]
    Standard,
    /// A-Math, 70 tiles: primary school.
    Primary,
    /// Crossword, 100 English letter tiles.
    English,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    pub id: TileSetId,
    pub kinds: Vec<TileKind>,
}

impl TileSet {
    pub fn get(id: TileSetId) -> TileSet {
        match id {
            TileSetId::Standard => standard(),
            TileSetId::Primary => primary(),
            TileSetId::English => english(),
        }
    }

    pub fn kind(&self, id: TileId) -> &TileKind {
        &self.kinds[id.0 as usize]
    }

    pub fn ids(&self) -> impl Iterator<Item = TileId> + '_ {
        (0..self.kinds.len() as u8).map(TileId)
    }

    pub fn total_tiles(&self) -> usize {
        self.kinds.iter().map(|k| k.count as usize).sum()
    }

    pub fn total_points(&self) -> u32 {
        self.kinds
            .iter()
            .map(|k| k.count as u32 * k.points as u32)
            .sum()
    }

    /// Every tile of the set once per copy, in the set's order.
    pub fn full_bag(&self) -> Vec<TileId> {
        self.ids()
            .flat_map(|id| std::iter::repeat_n(id, self.kind(id).count as usize))
            .collect()
    }

    pub fn by_label(&self, label: &str) -> Option<TileId> {
        self.ids().find(|&id| self.kind(id).label == label)
    }

    pub fn blank(&self) -> Option<TileId> {
        self.ids().find(|&id| self.kind(id).blank)
    }

    /// The plain tile that shows exactly `face`, if the set has one.
    pub fn plain_for(&self, face: Face) -> Option<TileId> {
        self.ids()
            .find(|&id| !self.kind(id).blank && self.kind(id).faces == FaceSet::single(face))
    }
}

const NUMBER_LABELS: [&str; 21] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20",
];

fn number(n: u8, count: u8, points: u8) -> TileKind {
    TileKind {
        label: NUMBER_LABELS[n as usize],
        count,
        points,
        faces: FaceSet::single(amath::num(n)),
        blank: false,
    }
}

fn symbol(label: &'static str, faces: FaceSet, count: u8, points: u8) -> TileKind {
    TileKind {
        label,
        count,
        points,
        faces,
        blank: false,
    }
}

fn blank(count: u8, faces: FaceSet) -> TileKind {
    TileKind {
        label: "?",
        count,
        points: 0,
        faces,
        blank: true,
    }
}

fn operators(with_plain_mul_div: bool, equals: u8) -> Vec<TileKind> {
    use amath::{ADD, DIV, EQ, MUL, SUB};
    let mut kinds = vec![
        symbol("+", FaceSet::single(ADD), 4, 2),
        symbol("-", FaceSet::single(SUB), 4, 2),
    ];
    if with_plain_mul_div {
        kinds.push(symbol("×", FaceSet::single(MUL), 4, 2));
        kinds.push(symbol("÷", FaceSet::single(DIV), 4, 2));
    }
    kinds.push(symbol("+/-", FaceSet::single(ADD).with(SUB), 5, 1));
    kinds.push(symbol("×/÷", FaceSet::single(MUL).with(DIV), 4, 1));
    kinds.push(symbol("=", FaceSet::single(EQ), equals, 1));
    kinds
}

/// The 100-tile set for secondary school and open play.
pub fn standard() -> TileSet {
    const NUMBERS: [(u8, u8); 21] = [
        (5, 1),
        (6, 1),
        (6, 1),
        (5, 1),
        (5, 2),
        (4, 2),
        (4, 2),
        (4, 2),
        (4, 2),
        (4, 2),
        (2, 3),
        (1, 4),
        (2, 3),
        (1, 6),
        (1, 4),
        (1, 4),
        (1, 4),
        (1, 6),
        (1, 4),
        (1, 7),
        (1, 5),
    ];
    let mut kinds: Vec<TileKind> = (0..=20u8)
        .map(|n| number(n, NUMBERS[n as usize].0, NUMBERS[n as usize].1))
        .collect();
    kinds.extend(operators(true, 11));
    kinds.push(blank(
        4,
        amath::numbers(0, 20).union(amath::OPERATORS_AND_EQ),
    ));
    TileSet {
        id: TileSetId::Standard,
        kinds,
    }
}

/// The 70-tile primary-school set: no plain × or ÷, no 17–19, and its
/// blanks may only stand for tiles the set has.
pub fn primary() -> TileSet {
    const NUMBERS: [(u8, u8, u8); 17] = [
        (0, 4, 1),
        (1, 4, 1),
        (2, 4, 1),
        (3, 4, 1),
        (4, 4, 2),
        (5, 3, 2),
        (6, 3, 2),
        (7, 2, 2),
        (8, 3, 2),
        (9, 2, 2),
        (10, 1, 3),
        (11, 1, 4),
        (12, 1, 3),
        (13, 1, 6),
        (14, 1, 4),
        (15, 1, 4),
        (16, 1, 4),
    ];
    let mut kinds: Vec<TileKind> = NUMBERS.iter().map(|&(n, c, p)| number(n, c, p)).collect();
    kinds.push(number(20, 1, 5));
    kinds.extend(operators(false, 8));
    let blank_faces = amath::numbers(0, 16)
        .with(amath::num(20))
        .union(amath::OPERATORS_AND_EQ);
    kinds.push(blank(4, blank_faces));
    TileSet {
        id: TileSetId::Primary,
        kinds,
    }
}

/// The 100 English letter tiles of Crossword.
pub fn english() -> TileSet {
    const LETTERS: [(u8, u8); 26] = [
        (9, 1),
        (2, 3),
        (2, 3),
        (4, 2),
        (12, 1),
        (2, 4),
        (3, 2),
        (2, 4),
        (9, 1),
        (1, 8),
        (1, 5),
        (4, 1),
        (2, 3),
        (6, 1),
        (8, 1),
        (2, 3),
        (1, 10),
        (6, 1),
        (4, 1),
        (6, 1),
        (4, 1),
        (2, 4),
        (2, 4),
        (1, 8),
        (2, 4),
        (1, 10),
    ];
    const LABELS: [&str; 26] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z",
    ];
    let mut kinds: Vec<TileKind> = LETTERS
        .iter()
        .enumerate()
        .map(|(i, &(count, points))| TileKind {
            label: LABELS[i],
            count,
            points,
            faces: FaceSet::single(letters::from_char(LABELS[i].chars().next().unwrap()).unwrap()),
            blank: false,
        })
        .collect();
    kinds.push(blank(2, letters::ALL));
    TileSet {
        id: TileSetId::English,
        kinds,
    }
}

/// The two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    AMath,
    Crossword,
}

impl GameKind {
    /// Both games, A-Math first.
    pub const ALL: [GameKind; 2] = [GameKind::AMath, GameKind::Crossword];

    /// The tile sets the game is played with, its usual one first.
    pub fn tile_sets(self) -> &'static [TileSetId] {
        match self {
            GameKind::AMath => &[TileSetId::Standard, TileSetId::Primary],
            GameKind::Crossword => &[TileSetId::English],
        }
    }

    /// The set the game is usually played with.
    pub fn usual_tiles(self) -> TileSetId {
        self.tile_sets()[0]
    }

    /// The game's short name for code and styles: `amath`, `crossword`.
    pub fn code(self) -> &'static str {
        match self {
            GameKind::AMath => "amath",
            GameKind::Crossword => "crossword",
        }
    }

    /// Whether plays are judged against a word list (and recorded in GCG,
    /// the crossword players' format).
    pub fn needs_words(self) -> bool {
        match self {
            GameKind::AMath => false,
            GameKind::Crossword => true,
        }
    }
}

impl TileSetId {
    /// Every set, each game's usual one first (as `GameKind::ALL` orders
    /// the games): the order pickers and lists show them in.
    pub const ALL: [TileSetId; 3] = [TileSetId::Standard, TileSetId::Primary, TileSetId::English];

    /// The set's name in files, links' readers and the command line:
    /// `standard`, `primary`, `english`.
    pub fn code(self) -> &'static str {
        match self {
            TileSetId::Standard => "standard",
            TileSetId::Primary => "primary",
            TileSetId::English => "english",
        }
    }

    /// The set [`TileSetId::code`] names.
    pub fn parse(code: &str) -> Option<TileSetId> {
        TileSetId::ALL.into_iter().find(|set| set.code() == code)
    }

    /// The set's place in [`TileSetId::ALL`], as a link writes it in a byte.
    pub fn index(self) -> u8 {
        TileSetId::ALL
            .iter()
            .position(|&s| s == self)
            .expect("every set is in ALL") as u8
    }

    /// The set at `index` of [`TileSetId::ALL`].
    pub fn from_index(index: u8) -> Option<TileSetId> {
        TileSetId::ALL.get(index as usize).copied()
    }

    /// Each game's usual set, in the games' order: what a screen listing
    /// one line a game (ratings, streaks) goes through.
    pub fn usual_sets() -> [TileSetId; 2] {
        GameKind::ALL.map(GameKind::usual_tiles)
    }

    /// Whether its plays are judged against a word list (its game's).
    pub fn needs_words(self) -> bool {
        self.game().needs_words()
    }

    /// The game this set is played in.
    pub fn game(self) -> GameKind {
        let game = |kind: GameKind| kind.tile_sets().contains(&self);
        GameKind::ALL
            .into_iter()
            .find(|&kind| game(kind))
            .expect("every set belongs to a game")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_set_has_one_code_and_one_place_and_is_read_back_from_them() {
        for set in TileSetId::ALL {
            assert_eq!(TileSetId::parse(set.code()), Some(set));
            assert_eq!(TileSetId::from_index(set.index()), Some(set));
            assert_eq!(set.needs_words(), set.game() == GameKind::Crossword);
        }
        assert_eq!(TileSetId::parse("crossword"), None);
        assert_eq!(TileSetId::default(), GameKind::ALL[0].usual_tiles());
        assert_eq!(
            TileSetId::usual_sets(),
            [TileSetId::Standard, TileSetId::English]
        );
        assert_eq!(TileSetId::from_index(3), None);
        // Links made before keep their meaning: 0, 1, 2 as they were written.
        assert_eq!(TileSetId::ALL.map(TileSetId::index), [0, 1, 2]);
        assert_eq!(
            TileSetId::ALL.map(TileSetId::code),
            ["standard", "primary", "english"]
        );
    }

    use super::*;

    fn count(set: &TileSet, label: &str) -> (u8, u8) {
        let kind = set.kind(
            set.by_label(label)
                .unwrap_or_else(|| panic!("no tile {label}")),
        );
        (kind.count, kind.points)
    }

    #[test]
    fn standard_set_has_100_tiles_as_listed() {
        let set = standard();
        assert_eq!(set.total_tiles(), 100);
        assert_eq!(set.full_bag().len(), 100);
        for (label, expected) in [
            ("0", (5, 1)),
            ("1", (6, 1)),
            ("2", (6, 1)),
            ("3", (5, 1)),
            ("4", (5, 2)),
            ("5", (4, 2)),
            ("9", (4, 2)),
            ("10", (2, 3)),
            ("11", (1, 4)),
            ("12", (2, 3)),
            ("13", (1, 6)),
            ("17", (1, 6)),
            ("19", (1, 7)),
            ("20", (1, 5)),
            ("+", (4, 2)),
            ("-", (4, 2)),
            ("×", (4, 2)),
            ("÷", (4, 2)),
            ("+/-", (5, 1)),
            ("×/÷", (4, 1)),
            ("=", (11, 1)),
            ("?", (4, 0)),
        ] {
            assert_eq!(count(&set, label), expected, "tile {label}");
        }
        // 0–3: 22, 4: 10, 5–9: 40, 10–20: 56, + - × ÷: 32, +/-: 5, ×/÷: 4, =: 11.
        assert_eq!(set.total_points(), 180);
    }

    #[test]
    fn primary_set_has_70_tiles_and_no_plain_times_or_high_numbers() {
        let set = primary();
        assert_eq!(set.total_tiles(), 70);
        for label in ["×", "÷", "17", "18", "19"] {
            assert!(set.by_label(label).is_none(), "primary set has no {label}");
        }
        assert_eq!(count(&set, "="), (8, 1));
        assert_eq!(count(&set, "7"), (2, 2));
        assert_eq!(count(&set, "20"), (1, 5));
        let blank = set.kind(set.blank().unwrap());
        assert!(blank.faces.contains(amath::num(16)) && blank.faces.contains(amath::num(20)));
        for n in 17..=19 {
            assert!(
                !blank.faces.contains(amath::num(n)),
                "primary blank may not be {n}"
            );
        }
        assert!(blank.faces.contains(amath::MUL) && blank.faces.contains(amath::EQ));
    }

    #[test]
    fn standard_blank_stands_for_any_number_or_sign() {
        let set = standard();
        let blank = set.kind(set.blank().unwrap());
        assert_eq!(blank.faces.len(), 21 + 5);
        assert_eq!(blank.points, 0);
    }

    #[test]
    fn choice_tiles_offer_two_faces_and_plain_tiles_one() {
        let set = standard();
        let pm = set.kind(set.by_label("+/-").unwrap());
        assert_eq!(pm.faces, FaceSet::single(amath::ADD).with(amath::SUB));
        assert_eq!(pm.fixed_face(), None);
        assert_eq!(
            set.kind(set.by_label("13").unwrap()).fixed_face(),
            Some(amath::num(13))
        );
        assert_eq!(set.plain_for(amath::MUL), set.by_label("×"));
    }

    #[test]
    fn english_set_has_100_tiles_worth_187() {
        let set = english();
        assert_eq!(set.total_tiles(), 100);
        assert_eq!(set.total_points(), 187);
        assert_eq!(count(&set, "E"), (12, 1));
        assert_eq!(count(&set, "Q"), (1, 10));
        assert_eq!(count(&set, "?"), (2, 0));
    }
}

//! Writing A-Math faces as text: one character a tile, `[13]` for the tiles
//! 10–20, and the usual stand-ins for `×` and `÷` that a keyboard has.

use crate::board::Placed;
use crate::face::{Face, amath, letters};
use crate::layout::{Dir, Pos};
use crate::tileset::GameKind;
use crate::tileset::{TileId, TileKind, TileSet};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// Character index (not byte) of the problem in the text.
    pub at: usize,
    pub kind: NotationErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    UnknownSymbol(char),
    /// `[…]` holding something other than 10–20.
    BadBracket(String),
    UnclosedBracket,
    /// `?` or `~` with no face after it where one is needed.
    MissingFace,
    /// A tile the set does not have (`~7`, or `×` in the primary set).
    NoSuchTile(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            NotationErrorKind::UnknownSymbol(c) => {
                write!(f, "unknown symbol '{c}' at character {}", self.at + 1)
            }
            NotationErrorKind::BadBracket(s) => {
                write!(f, "[{s}] at character {} is not a tile 10–20", self.at + 1)
            }
            NotationErrorKind::UnclosedBracket => {
                write!(f, "'[' at character {} is never closed", self.at + 1)
            }
            NotationErrorKind::MissingFace => {
                write!(f, "character {} needs a face after it", self.at + 1)
            }
            NotationErrorKind::NoSuchTile(t) => {
                write!(f, "no tile {t} in this set (character {})", self.at + 1)
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// The face a single character stands for.
pub fn face_of_char(c: char) -> Option<Face> {
    Some(match c {
        '0'..='9' => amath::num(c as u8 - b'0'),
        '+' => amath::ADD,
        '-' | '−' | '–' => amath::SUB,
        '×' | 'x' | 'X' | '*' => amath::MUL,
        '÷' | '/' => amath::DIV,
        '=' => amath::EQ,
        _ => return None,
    })
}

/// Reads one face at `chars[i]`; returns it and the characters it took.
fn read_face(chars: &[char], i: usize) -> Result<(Face, usize), NotationError> {
    let c = chars[i];
    if c == '[' {
        let close = chars[i..]
            .iter()
            .position(|&c| c == ']')
            .ok_or(NotationError {
                at: i,
                kind: NotationErrorKind::UnclosedBracket,
            })?;
        let inner: String = chars[i + 1..i + close].iter().collect();
        return match inner.trim().parse::<u8>() {
            Ok(n) if (10..=20).contains(&n) => Ok((amath::num(n), close + 1)),
            _ => Err(NotationError {
                at: i,
                kind: NotationErrorKind::BadBracket(inner),
            }),
        };
    }
    let face = face_of_char(c).ok_or(NotationError {
        at: i,
        kind: NotationErrorKind::UnknownSymbol(c),
    })?;
    Ok((face, 1))
}

/// A tile as written: its face, and whether it was marked `?` (blank) or `~` (choice tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Plain,
    Blank,
    Choice,
}

/// Reads tiles written one after another; a face may be absent only after
/// `?` when `faces_required` is false (an undeclared blank on a rack).
fn read_tiles(
    text: &str,
    faces_required: bool,
) -> Result<Vec<(usize, Mark, Option<Face>)>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tiles = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let at = i;
        let mark = match chars[i] {
            '?' => Mark::Blank,
            '~' => Mark::Choice,
            _ => Mark::Plain,
        };
        if mark != Mark::Plain {
            i += 1;
        }
        // On a rack a blank is never declared: `?6` is a blank and a 6.
        let face_follows = i < chars.len()
            && !chars[i].is_whitespace()
            && !matches!(chars[i], '?' | '~')
            && (faces_required || mark != Mark::Blank);
        if !face_follows {
            if mark == Mark::Blank && !faces_required {
                tiles.push((at, mark, None));
                continue;
            }
            return Err(NotationError {
                at,
                kind: NotationErrorKind::MissingFace,
            });
        }
        let (face, used) = read_face(&chars, i)?;
        i += used;
        tiles.push((at, mark, Some(face)));
    }
    Ok(tiles)
}

/// Reads `47-19-13=15` or `[12]÷3=4`; spaces are ignored.
pub fn parse_faces(text: &str) -> Result<Vec<Face>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut faces = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let (face, used) = read_face(&chars, i)?;
        faces.push(face);
        i += used;
    }
    Ok(faces)
}

fn tile_for(
    set: &TileSet,
    at: usize,
    mark: Mark,
    face: Option<Face>,
) -> Result<TileId, NotationError> {
    let missing = |what: String| NotationError {
        at,
        kind: NotationErrorKind::NoSuchTile(what),
    };
    let shown = face.map(amath::symbol).unwrap_or_default();
    match mark {
        Mark::Blank => set.blank().ok_or_else(|| missing("?".into())),
        Mark::Plain => set
            .plain_for(face.expect("plain tiles have faces"))
            .ok_or_else(|| missing(shown)),
        Mark::Choice => set
            .ids()
            .find(|&id| {
                let kind = set.kind(id);
                !kind.blank && kind.faces.len() == 2 && face.is_some_and(|f| kind.faces.contains(f))
            })
            .ok_or_else(|| missing(format!("~{shown}"))),
    }
}

/// How one game writes its tiles and reads what a player types: A-Math's
/// faces with `?` and `~` marks, Crossword's letters with lowercase blanks.
/// Each game has one ([`GameKind::notation`]); nothing else asks which game
/// it is to read or write a tile.
pub trait Notation: Sync {
    /// Reads tiles with their faces, as placed on the board.
    fn parse_placed(&self, set: &TileSet, text: &str) -> Result<Vec<Placed>, NotationError>;
    /// Reads a rack.
    fn parse_rack(&self, set: &TileSet, text: &str) -> Result<Vec<TileId>, NotationError>;
    /// Writes a rack back in the notation [`Notation::parse_rack`] reads.
    fn write_rack(&self, set: &TileSet, rack: &[TileId]) -> String;
    /// Writes placed tiles back in the notation [`Notation::parse_placed`] reads.
    fn write_placed(&self, set: &TileSet, tiles: &[Placed]) -> String;
    /// One face as a player reads it: `×`, `13`, `Q`.
    fn face_text(&self, face: Face) -> String;
    /// One tile of a line as a player reads it, marked when it is a blank
    /// or a choice tile.
    fn marked_face(&self, kind: &TileKind, face: Face) -> String;
    /// Faces as they are typed, each read back as one tile: `[13]` for
    /// A-Math's 10–20, letters as they are.
    fn typed_faces(&self, faces: &[Face]) -> String;
    /// The face a typed character stands for: a symbol in A-Math (`x` and
    /// `*` for `×`), a letter in Crossword.
    fn face_of_key(&self, key: char) -> Option<Face>;
}

/// A-Math: one character a tile, `[13]` for 10–20, `?` before a blank's
/// face and `~` before a choice tile's.
struct AMathNotation;
/// Crossword: letters, a blank lowercase on the board and `?` on a rack.
struct CrosswordNotation;

impl GameKind {
    /// How this game writes its tiles.
    pub fn notation(self) -> &'static dyn Notation {
        match self {
            GameKind::AMath => &AMathNotation,
            GameKind::Crossword => &CrosswordNotation,
        }
    }
}

fn notation_of(set: &TileSet) -> &'static dyn Notation {
    set.id.game().notation()
}

/// Reads tiles with their faces, as placed on the board: `4?7~-[19]-[13]=[15]`
/// is a 4, a blank showing 7, the `+/-` tile showing `-`, and so on; in
/// Crossword `CaT` is C, a blank showing A, and T.
pub fn parse_placed(set: &TileSet, text: &str) -> Result<Vec<Placed>, NotationError> {
    notation_of(set).parse_placed(set, text)
}

/// Reads a rack: `?` is a blank, `~+` the `+/-` tile, `~×` the `×/÷` tile.
pub fn parse_rack(set: &TileSet, text: &str) -> Result<Vec<TileId>, NotationError> {
    notation_of(set).parse_rack(set, text)
}

/// Writes a rack back in the notation [`parse_rack`] reads.
pub fn write_rack(set: &TileSet, rack: &[TileId]) -> String {
    notation_of(set).write_rack(set, rack)
}

/// Writes placed tiles back in the notation [`parse_placed`] reads.
pub fn write_placed(set: &TileSet, tiles: &[Placed]) -> String {
    notation_of(set).write_placed(set, tiles)
}

impl Notation for CrosswordNotation {
    fn parse_placed(&self, set: &TileSet, text: &str) -> Result<Vec<Placed>, NotationError> {
        read_letters(set, text, true)?
            .into_iter()
            .map(|(tile, face)| {
                Ok(Placed {
                    tile,
                    face: face.expect("faces required"),
                })
            })
            .collect()
    }

    fn parse_rack(&self, set: &TileSet, text: &str) -> Result<Vec<TileId>, NotationError> {
        Ok(read_letters(set, text, false)?
            .into_iter()
            .map(|(tile, _)| tile)
            .collect())
    }

    fn write_rack(&self, set: &TileSet, rack: &[TileId]) -> String {
        rack.iter()
            .map(|&id| match set.kind(id).fixed_face() {
                Some(face) if !set.kind(id).blank => letters::to_char(face),
                _ => '?',
            })
            .collect()
    }

    fn write_placed(&self, set: &TileSet, tiles: &[Placed]) -> String {
        tiles
            .iter()
            .map(|p| self.marked_face(set.kind(p.tile), p.face))
            .collect()
    }

    fn face_text(&self, face: Face) -> String {
        letters::to_char(face).to_string()
    }

    fn marked_face(&self, kind: &TileKind, face: Face) -> String {
        let c = letters::to_char(face);
        match kind.blank {
            true => c.to_ascii_lowercase().to_string(),
            false => c.to_string(),
        }
    }

    fn typed_faces(&self, faces: &[Face]) -> String {
        faces.iter().map(|&f| letters::to_char(f)).collect()
    }

    fn face_of_key(&self, key: char) -> Option<Face> {
        letters::from_char(key)
    }
}

impl Notation for AMathNotation {
    fn parse_placed(&self, set: &TileSet, text: &str) -> Result<Vec<Placed>, NotationError> {
        amath_placed(set, text)
    }

    fn parse_rack(&self, set: &TileSet, text: &str) -> Result<Vec<TileId>, NotationError> {
        read_tiles(text, false)?
            .into_iter()
            .map(|(at, mark, face)| tile_for(set, at, mark, face))
            .collect()
    }

    fn write_rack(&self, set: &TileSet, rack: &[TileId]) -> String {
        amath_rack_text(set, rack)
    }

    fn write_placed(&self, set: &TileSet, tiles: &[Placed]) -> String {
        amath_placed_text(set, tiles)
    }

    fn face_text(&self, face: Face) -> String {
        amath::symbol(face)
    }

    fn marked_face(&self, kind: &TileKind, face: Face) -> String {
        format!("{}{}", amath_mark(kind), amath::symbol(face))
    }

    fn typed_faces(&self, faces: &[Face]) -> String {
        write_faces(faces)
    }

    fn face_of_key(&self, key: char) -> Option<Face> {
        face_of_char(key)
    }
}

fn amath_placed(set: &TileSet, text: &str) -> Result<Vec<Placed>, NotationError> {
    read_tiles(text, true)?
        .into_iter()
        .map(|(at, mark, face)| {
            let face = face.expect("faces required");
            let tile = tile_for(set, at, mark, Some(face))?;
            if !set.kind(tile).faces.contains(face) {
                return Err(NotationError {
                    at,
                    kind: NotationErrorKind::NoSuchTile(format!("?{}", amath::symbol(face))),
                });
            }
            Ok(Placed { tile, face })
        })
        .collect()
}

/// Crossword tiles as crossword players write them: `CAT` are letter tiles,
/// a lowercase letter is a blank showing it, and on a rack `?` is a blank.
fn read_letters(
    set: &TileSet,
    text: &str,
    faces_required: bool,
) -> Result<Vec<(TileId, Option<Face>)>, NotationError> {
    let blank = |at| {
        set.blank().ok_or(NotationError {
            at,
            kind: NotationErrorKind::NoSuchTile("?".into()),
        })
    };
    let mut out = Vec::new();
    for (at, c) in text.chars().enumerate() {
        if c.is_whitespace() {
            continue;
        }
        let tile = match c {
            '?' if !faces_required => (blank(at)?, None),
            '?' => {
                return Err(NotationError {
                    at,
                    kind: NotationErrorKind::MissingFace,
                });
            }
            'a'..='z' => (blank(at)?, letters::from_char(c)),
            'A'..='Z' => {
                let face = letters::from_char(c).expect("a letter");
                let tile = set.plain_for(face).ok_or(NotationError {
                    at,
                    kind: NotationErrorKind::NoSuchTile(c.into()),
                })?;
                (tile, Some(face))
            }
            _ => {
                return Err(NotationError {
                    at,
                    kind: NotationErrorKind::UnknownSymbol(c),
                });
            }
        };
        out.push(tile);
    }
    Ok(out)
}

fn amath_rack_text(set: &TileSet, rack: &[TileId]) -> String {
    rack.iter()
        .map(|&id| {
            let kind = set.kind(id);
            match (kind.blank, kind.fixed_face()) {
                (true, _) => "?".to_string(),
                (false, Some(face)) => write_faces(&[face]),
                (false, None) => format!(
                    "~{}",
                    amath::symbol(kind.faces.iter().next().expect("a face"))
                ),
            }
        })
        .collect()
}

fn amath_placed_text(set: &TileSet, tiles: &[Placed]) -> String {
    tiles
        .iter()
        .map(|p| format!("{}{}", amath_mark(set.kind(p.tile)), write_faces(&[p.face])))
        .collect()
}

/// What A-Math writes before a tile's face: `?` a blank, `~` a choice tile.
fn amath_mark(kind: &TileKind) -> &'static str {
    if kind.blank {
        "?"
    } else if kind.fixed_face().is_none() {
        "~"
    } else {
        ""
    }
}

/// A play's position as crossword players write it: `8H` (row first) across,
/// `H8` (column first) down.
pub fn square_name(start: Pos, dir: Dir) -> String {
    let col = (b'A' + start.col) as char;
    match dir {
        Dir::Across => format!("{}{col}", start.row + 1),
        Dir::Down => format!("{col}{}", start.row + 1),
    }
}

/// Faces as a player reads them: `47-19-13=15`, or a word.
pub fn display_faces(kind: GameKind, faces: &[Face]) -> String {
    let notation = kind.notation();
    faces.iter().map(|&f| notation.face_text(f)).collect()
}

/// A whole line of a play as a player reads it, board tiles included:
/// `8G 9×4=36`, `H3 BUTYLENE`.
pub fn line_text(kind: GameKind, line: &crate::board::Line) -> String {
    format!(
        "{} {}",
        square_name(line.start, line.dir),
        display_faces(kind, &line.faces)
    )
}

/// A play's whole line as a player reads it, each blank and choice tile
/// marked as the records write them (docs/records.md): A-Math `?` before a
/// blank's face and `~` before a choice tile's, Crossword a blank in
/// lowercase — so two plays of one line with different tiles read apart
/// (`8G 9×?4=36`, `8G ?9×4=36`). `tile_at` says which tile shows each
/// square's face, the play's or the board's (`play::tile_on`).
pub fn marked_line_text(
    set: &TileSet,
    line: &crate::board::Line,
    tile_at: impl Fn(Pos) -> Option<TileId>,
) -> String {
    let notation = notation_of(set);
    let tiles: String = line
        .faces
        .iter()
        .enumerate()
        .map(
            |(i, &face)| match line.start.step(line.dir, i as isize).and_then(&tile_at) {
                Some(tile) => notation.marked_face(set.kind(tile), face),
                None => notation.face_text(face),
            },
        )
        .collect();
    format!("{} {tiles}", square_name(line.start, line.dir))
}

/// A whole line as it is typed back (the move box, the position format):
/// `8G [13]-4=9`, where the sheet writes `8G 13-4=9`.
pub fn typed_line(kind: GameKind, line: &crate::board::Line) -> String {
    format!(
        "{} {}",
        square_name(line.start, line.dir),
        kind.notation().typed_faces(&line.faces)
    )
}

/// One face as a player reads it.
pub fn face_symbol(kind: GameKind, face: Face) -> String {
    kind.notation().face_text(face)
}

/// Writes faces back in the same notation (`[13]` for 10–20).
pub fn write_faces(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|&f| {
            if amath::is_number(f) && f.0 >= 10 {
                format!("[{}]", f.0)
            } else {
                amath::symbol(f)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_reads_and_writes_its_tiles_its_own_way() {
        use crate::tileset::TileSetId;
        assert_eq!(TileSetId::Standard.game(), GameKind::AMath);
        assert_eq!(TileSetId::Primary.game(), GameKind::AMath);
        assert_eq!(TileSetId::English.game(), GameKind::Crossword);
        let [amath_way, letters_way] =
            [GameKind::AMath, GameKind::Crossword].map(GameKind::notation);
        // The same key is a sign in one game and a letter in the other.
        assert_eq!(amath_way.face_of_key('x'), Some(amath::MUL));
        assert_eq!(letters_way.face_of_key('x'), letters::from_char('X'));
        assert_eq!(letters_way.face_of_key('7'), None);
        assert_eq!(amath_way.face_of_key('q'), None);
        assert_eq!(amath_way.face_text(amath::num(13)), "13");
        assert_eq!(letters_way.face_text(letters::from_char('Q').unwrap()), "Q");
        // A rack goes through its game's notation and back.
        let english = TileSet::get(TileSetId::English);
        let rack = parse_rack(&english, "AB?").unwrap();
        assert_eq!(letters_way.write_rack(&english, &rack), "AB?");
        let standard = TileSet::get(TileSetId::Standard);
        let rack = parse_rack(&standard, "1~+?").unwrap();
        assert_eq!(amath_way.write_rack(&standard, &rack), "1~+?");
    }

    #[test]
    fn a_line_reads_whole_with_the_board_tiles_it_runs_through() {
        use crate::board::Board;
        use crate::play;
        use crate::rules::Rules;
        use crate::tileset::TileSetId;
        let rules = Rules::for_tiles(TileSetId::Standard);
        let mut board = Board::default();
        let opening = crate::test_util::placements(&rules, &board, "8G", "9×4=36");
        for p in &opening {
            board.set(
                p.pos,
                Placed {
                    tile: p.tile,
                    face: p.face,
                },
            );
        }
        // Four tiles down through the board's 4: the line reads 8÷4=2.
        let down = crate::test_util::placements(&rules, &board, "I6", "8÷=2");
        assert_eq!(down.len(), 4);
        let scored = play::score(&rules, &board, &down).unwrap();
        assert_eq!(line_text(GameKind::AMath, &scored.lines[0]), "I6 8÷4=2");
    }

    #[test]
    fn a_line_marks_its_blanks_and_choice_tiles_so_plays_of_one_line_read_apart() {
        use crate::board::Board;
        use crate::play;
        use crate::rules::Rules;
        use crate::test_util::{placements, put};
        use crate::tileset::TileSetId;
        let rules = Rules::for_tiles(TileSetId::Standard);
        let set = &rules.tiles;
        let board = Board::default();
        let line =
            |p: &[crate::play::Placement]| play::score(&rules, &board, p).unwrap().lines[0].clone();
        // One line three ways: a blank for the 4, a blank for the 9, and
        // the ×/÷ tile for the ×.
        let ways = ["9×?4=36", "?9×4=36", "9~×4=36"].map(|t| placements(&rules, &board, "8G", t));
        let lines = ways.clone().map(|p| line(&p));
        assert!(
            lines
                .iter()
                .all(|l| line_text(GameKind::AMath, l) == "8G 9×4=36")
        );
        let marked: Vec<String> = ways
            .iter()
            .zip(&lines)
            .map(|(p, l)| marked_line_text(set, l, |pos| play::tile_on(&board, p, pos)))
            .collect();
        assert_eq!(marked, ["8G 9×?4=36", "8G ?9×4=36", "8G 9~×4=36"]);
        // The board's tiles the line runs through are marked too.
        let mut board = Board::default();
        put(&mut board, &ways[0]);
        let down = placements(&rules, &board, "I6", "8÷=2");
        let scored = play::score(&rules, &board, &down).unwrap();
        assert_eq!(
            marked_line_text(set, &scored.lines[0], |pos| play::tile_on(
                &board, &down, pos
            )),
            "I6 8÷?4=2"
        );
        // Crossword writes a blank in lowercase.
        let rules = Rules::for_tiles(TileSetId::English);
        let board = Board::default();
        let cat = placements(&rules, &board, "8G", "CaT");
        let scored = play::score(&rules, &board, &cat).unwrap();
        assert_eq!(line_text(GameKind::Crossword, &scored.lines[0]), "8G CAT");
        assert_eq!(
            marked_line_text(&rules.tiles, &scored.lines[0], |pos| play::tile_on(
                &board, &cat, pos
            )),
            "8G CaT"
        );
    }

    #[test]
    fn crossword_tiles_are_letters_with_lowercase_blanks() {
        let set = TileSet::get(crate::tileset::TileSetId::English);
        let rack = parse_rack(&set, "QU?ZE").unwrap();
        assert_eq!(rack.len(), 5);
        assert_eq!(rack[2], set.blank().unwrap());
        assert_eq!(write_rack(&set, &rack), "QU?ZE");
        let placed = parse_placed(&set, "CaT").unwrap();
        assert_eq!(placed[1].tile, set.blank().unwrap());
        assert_eq!(placed[1].face, letters::from_char('A').unwrap());
        assert_eq!(write_placed(&set, &placed), "CaT");
        assert_eq!(
            parse_placed(&set, "C?T").unwrap_err().kind,
            NotationErrorKind::MissingFace
        );
        assert_eq!(
            parse_rack(&set, "AB3").unwrap_err(),
            NotationError {
                at: 2,
                kind: NotationErrorKind::UnknownSymbol('3')
            }
        );
    }

    #[test]
    fn reads_every_symbol_and_bracketed_tiles() {
        let faces = parse_faces("[12]x3 = 36*1 / 1").unwrap();
        assert_eq!(
            faces,
            vec![
                amath::num(12),
                amath::MUL,
                amath::num(3),
                amath::EQ,
                amath::num(3),
                amath::num(6),
                amath::MUL,
                amath::num(1),
                amath::DIV,
                amath::num(1)
            ]
        );
        assert_eq!(write_faces(&faces), "[12]×3=36×1÷1");
        assert_eq!(parse_faces("7÷2−1").unwrap()[3], amath::SUB);
    }

    #[test]
    fn unreadable_text_says_where() {
        assert_eq!(
            parse_faces("1=a").unwrap_err(),
            NotationError {
                at: 2,
                kind: NotationErrorKind::UnknownSymbol('a')
            }
        );
        assert_eq!(
            parse_faces("[21]=1").unwrap_err().kind,
            NotationErrorKind::BadBracket("21".into())
        );
        assert_eq!(
            parse_faces("[9]=9").unwrap_err().kind,
            NotationErrorKind::BadBracket("9".into())
        );
        assert_eq!(
            parse_faces("1=[12").unwrap_err(),
            NotationError {
                at: 2,
                kind: NotationErrorKind::UnclosedBracket
            }
        );
        assert!(
            parse_faces("x[")
                .unwrap_err()
                .to_string()
                .contains("character 2")
        );
    }

    #[test]
    fn placed_tiles_say_which_tile_shows_which_face() {
        let set = crate::tileset::standard();
        let tiles = parse_placed(&set, "4?7~-[19]").unwrap();
        assert_eq!(tiles.len(), 4);
        assert_eq!(set.kind(tiles[1].tile).label, "?");
        assert_eq!(tiles[1].face, amath::num(7));
        assert_eq!(set.kind(tiles[2].tile).label, "+/-");
        assert_eq!(tiles[2].face, amath::SUB);
        assert_eq!(write_placed(&set, &tiles), "4?7~-[19]");
        assert_eq!(
            parse_placed(&set, "?").unwrap_err().kind,
            NotationErrorKind::MissingFace
        );
        assert_eq!(
            parse_placed(&set, "~7").unwrap_err().kind,
            NotationErrorKind::NoSuchTile("~7".into())
        );
        let primary = crate::tileset::primary();
        assert_eq!(
            parse_placed(&primary, "×").unwrap_err().kind,
            NotationErrorKind::NoSuchTile("×".into())
        );
        assert!(
            parse_placed(&primary, "?[19]").is_err(),
            "a primary blank cannot be 19"
        );
    }

    #[test]
    fn positions_are_written_row_first_across_and_column_first_down() {
        let pos = Pos::parse("H8").unwrap();
        assert_eq!(square_name(pos, Dir::Across), "8H");
        assert_eq!(square_name(pos, Dir::Down), "H8");
        let faces = parse_faces("47-[19]=28").unwrap();
        assert_eq!(display_faces(GameKind::AMath, &faces), "47-19=28");
        assert_eq!(
            display_faces(GameKind::Crossword, &[Face(0), Face(25)]),
            "AZ"
        );
    }

    #[test]
    fn racks_read_blanks_and_choice_tiles() {
        let set = crate::tileset::standard();
        let rack = parse_rack(&set, "?~+~×[12]=").unwrap();
        assert_eq!(
            parse_rack(&set, "?6").unwrap().len(),
            2,
            "a rack blank takes no face"
        );
        let labels: Vec<_> = rack.iter().map(|&t| set.kind(t).label).collect();
        assert_eq!(labels, ["?", "+/-", "×/÷", "12", "="]);
        assert_eq!(write_rack(&set, &rack), "?~+~×[12]=");
    }
}

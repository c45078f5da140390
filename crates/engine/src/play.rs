//! Placing tiles: where they may go, which lines they form, what they score.

pub use crate::board::Line;
use crate::board::{Board, Placed};
use crate::equation::{self, EquationError};
use crate::face::Face;
use crate::layout::{Dir, Pos};
use crate::rules::{GameKind, Rules};
use crate::tileset::TileId;
use serde::{Deserialize, Serialize};

/// One tile put down this turn, with its declared face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub tile: TileId,
    pub face: Face,
}

/// The tile on `pos` once `placements` are laid on `board`.
pub fn tile_on(board: &Board, placements: &[Placement], pos: Pos) -> Option<TileId> {
    placements
        .iter()
        .find(|p| p.pos == pos)
        .map(|p| p.tile)
        .or_else(|| board.get(pos).map(|p| p.tile))
}

impl Placement {
    /// The tile as it lies on the board once played.
    pub fn placed(&self) -> Placed {
        Placed {
            tile: self.tile,
            face: self.face,
        }
    }
}

/// Lays `placements` on `board` (no rule checked: a play already made,
/// or one being tried).
pub fn lay(board: &mut Board, placements: &[Placement]) {
    for p in placements {
        board.set(p.pos, p.placed());
    }
}

/// A play's shape and score, before its lines are judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredPlay {
    /// The line the tiles were placed along.
    pub dir: Dir,
    /// The main line first, then the crossing ones.
    pub lines: Vec<Line>,
    pub bingo: bool,
    /// Lines plus bingo bonus.
    pub score: u32,
}

/// Why a placement is not a legal play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    NoTiles,
    /// More tiles than a rack holds.
    TooManyTiles,
    Occupied(Pos),
    SameSquareTwice(Pos),
    /// A face the tile cannot show (a blank 17 in the primary set, a `+/-` as `×`).
    FaceNotAllowed(Pos),
    NotInOneLine,
    /// An empty square inside the play.
    Gap(Pos),
    FirstPlayMissesStar(Pos),
    NotTouching,
    /// A lone tile that joins nothing.
    NoLine,
    /// Crossword words cannot be judged without a word list.
    NoWordList,
    /// A Crossword line that is not in the word list.
    NotAWord {
        line: Line,
    },
    /// A line that is not a valid equation.
    BadEquation {
        line: Line,
        error: EquationError,
    },
}

/// The tiles of a line in order, each with whether it is new this turn.
fn collect_line(
    board: &Board,
    new: &[Placement],
    pos: Pos,
    dir: Dir,
) -> (Pos, Vec<(Placed, bool)>) {
    let at = |p: Pos| -> Option<(Placed, bool)> {
        if let Some(placed) = board.get(p) {
            return Some((placed, false));
        }
        new.iter()
            .find(|pl| pl.pos == p)
            .map(|pl| (pl.placed(), true))
    };
    let mut start = pos;
    while let Some(prev) = start.step(dir, -1).filter(|&p| at(p).is_some()) {
        start = prev;
    }
    let mut tiles = Vec::new();
    let mut cur = Some(start);
    while let Some(p) = cur {
        match at(p) {
            Some(t) => tiles.push(t),
            None => break,
        }
        cur = p.step(dir, 1);
    }
    (start, tiles)
}

fn score_line(rules: &Rules, start: Pos, dir: Dir, tiles: &[(Placed, bool)]) -> Line {
    let mut sum = 0;
    let mut line_multiplier = 1;
    for (i, (placed, new)) in tiles.iter().enumerate() {
        let points = rules.tiles.kind(placed.tile).points as u32;
        if *new {
            let premium = rules
                .layout
                .premium(start.step(dir, i as isize).expect("on board"));
            sum += points * premium.tile_multiplier();
            line_multiplier *= premium.line_multiplier();
        } else {
            sum += points;
        }
    }
    Line {
        start,
        dir,
        faces: tiles.iter().map(|(p, _)| p.face).collect(),
        new: tiles.iter().map(|(_, n)| *n).collect(),
        score: sum * line_multiplier,
    }
}

/// Checks where the tiles go and scores every line they form; the lines'
/// validity is judged separately (see [`judge`]) since challenge mode
/// accepts a play unjudged.
pub fn score(rules: &Rules, board: &Board, new: &[Placement]) -> Result<ScoredPlay, PlayError> {
    let first = *new.first().ok_or(PlayError::NoTiles)?;
    if new.len() > rules.rack_size {
        return Err(PlayError::TooManyTiles);
    }
    for (i, pl) in new.iter().enumerate() {
        if board.is_occupied(pl.pos) {
            return Err(PlayError::Occupied(pl.pos));
        }
        if new[..i].iter().any(|other| other.pos == pl.pos) {
            return Err(PlayError::SameSquareTwice(pl.pos));
        }
        if !rules.tiles.kind(pl.tile).faces.contains(pl.face) {
            return Err(PlayError::FaceNotAllowed(pl.pos));
        }
    }
    let same_row = new.iter().all(|p| p.pos.row == first.pos.row);
    let same_col = new.iter().all(|p| p.pos.col == first.pos.col);
    let dir = match (same_row, same_col) {
        (false, false) => return Err(PlayError::NotInOneLine),
        (true, false) => Dir::Across,
        (false, true) => Dir::Down,
        // A lone tile: along whichever line it joins, across by preference.
        (true, true) => {
            let (_, across) = collect_line(board, new, first.pos, Dir::Across);
            if across.len() >= 2 {
                Dir::Across
            } else {
                Dir::Down
            }
        }
    };
    let along = |p: Pos| match dir {
        Dir::Across => p.col,
        Dir::Down => p.row,
    };
    let lo = new.iter().map(|p| along(p.pos)).min().expect("not empty");
    let hi = new.iter().map(|p| along(p.pos)).max().expect("not empty");
    for k in lo..=hi {
        let p = match dir {
            Dir::Across => Pos {
                row: first.pos.row,
                col: k,
            },
            Dir::Down => Pos {
                row: k,
                col: first.pos.col,
            },
        };
        if !board.is_occupied(p) && !new.iter().any(|n| n.pos == p) {
            return Err(PlayError::Gap(p));
        }
    }
    if board.is_empty() {
        if !new.iter().any(|p| p.pos == rules.layout.star) {
            return Err(PlayError::FirstPlayMissesStar(rules.layout.star));
        }
    } else if !new.iter().any(|p| board.touches(p.pos)) {
        return Err(PlayError::NotTouching);
    }
    let (start, main) = collect_line(board, new, first.pos, dir);
    let mut lines = Vec::new();
    if main.len() >= 2 {
        lines.push(score_line(rules, start, dir, &main));
    }
    for pl in new {
        let (cross_start, cross) = collect_line(board, new, pl.pos, dir.other());
        if cross.len() >= 2 {
            lines.push(score_line(rules, cross_start, dir.other(), &cross));
        }
    }
    if lines.is_empty() {
        return Err(PlayError::NoLine);
    }
    let bingo = new.len() == rules.rack_size;
    let score =
        lines.iter().map(|l| l.score).sum::<u32>() + if bingo { rules.bingo_bonus } else { 0 };
    Ok(ScoredPlay {
        dir,
        lines,
        bingo,
        score,
    })
}

/// The first line of the play that breaks the rules, if any.
pub fn judge(rules: &Rules, lines: &[Line]) -> Result<(), PlayError> {
    for line in lines {
        match rules.kind {
            GameKind::AMath => {
                if let Err(error) = equation::check(&line.faces) {
                    return Err(PlayError::BadEquation {
                        line: line.clone(),
                        error,
                    });
                }
            }
            GameKind::Crossword => {
                let lexicon = rules.lexicon.as_ref().ok_or(PlayError::NoWordList)?;
                if !lexicon.contains(&line.faces) {
                    return Err(PlayError::NotAWord { line: line.clone() });
                }
            }
        }
    }
    Ok(())
}

/// Scores and judges in one step, as checked mode does.
pub fn check(rules: &Rules, board: &Board, new: &[Placement]) -> Result<ScoredPlay, PlayError> {
    let play = score(rules, board, new)?;
    judge(rules, &play.lines)?;
    Ok(play)
}

/// Why a play written as text could not be laid on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrittenPlayError {
    /// Not a square with its direction (`8G` across, `G8` down).
    Square,
    Tiles(crate::notation::NotationError),
    /// The tiles run past the board's edge.
    OffBoard,
}

/// Lays a play typed as the score sheet writes it: the square and the
/// whole line, the board's tiles it runs through included (`8G 9×4=36`;
/// `.` may stand for a board tile, as GCG writes it). Where the text does
/// not read as a whole line it is read as the new tiles alone
/// ([`written_play`]), so both ways players write a play are understood.
pub fn typed_play(
    set: &crate::tileset::TileSet,
    board: &Board,
    text: &str,
) -> Result<Vec<Placement>, WrittenPlayError> {
    let text = text.trim();
    let (square, tiles) = text
        .split_once(char::is_whitespace)
        .ok_or(WrittenPlayError::Square)?;
    let tiles: String = tiles.split_whitespace().collect();
    match whole_line(set, board, square, &tiles) {
        Some(new) => Ok(new),
        None => written_play(set, board, square, &tiles.replace('.', "")),
    }
}

/// The new tiles of `tiles` read as a whole line from `square`, each board
/// tile matched by its face or a `.`; `None` where it does not read so.
fn whole_line(
    set: &crate::tileset::TileSet,
    board: &Board,
    square: &str,
    tiles: &str,
) -> Option<Vec<Placement>> {
    let (start, dir) = Pos::parse_with_dir(square)?;
    // `.` splits the text; each piece is read in the game's notation.
    let mut written: Vec<Option<crate::board::Placed>> = Vec::new();
    for (i, piece) in tiles.split('.').enumerate() {
        if i > 0 {
            written.push(None);
        }
        written.extend(
            crate::notation::parse_placed(set, piece)
                .ok()?
                .into_iter()
                .map(Some),
        );
    }
    let mut new = Vec::new();
    for (i, tile) in written.into_iter().enumerate() {
        let pos = start.step(dir, i as isize)?;
        match (board.get(pos), tile) {
            (Some(on), Some(t)) if on.face == t.face => {}
            (Some(_), None) => {}
            (None, Some(t)) => new.push(Placement {
                pos,
                tile: t.tile,
                face: t.face,
            }),
            _ => return None,
        }
    }
    (!new.is_empty()).then_some(new)
}

/// Lays a play written as players write it — a square (`8G` across, `G8`
/// down) and the tiles it puts down, stepping over squares already filled
/// — as placements on `board`. Whether the play is legal is [`score`]'s.
pub fn written_play(
    set: &crate::tileset::TileSet,
    board: &Board,
    square: &str,
    tiles: &str,
) -> Result<Vec<Placement>, WrittenPlayError> {
    let (mut pos, dir) = Pos::parse_with_dir(square).ok_or(WrittenPlayError::Square)?;
    let placed = crate::notation::parse_placed(set, tiles).map_err(WrittenPlayError::Tiles)?;
    let mut out = Vec::with_capacity(placed.len());
    for (i, tile) in placed.into_iter().enumerate() {
        if i > 0 {
            pos = pos.step(dir, 1).ok_or(WrittenPlayError::OffBoard)?;
        }
        while board.is_occupied(pos) {
            pos = pos.step(dir, 1).ok_or(WrittenPlayError::OffBoard)?;
        }
        out.push(Placement {
            pos,
            tile: tile.tile,
            face: tile.face,
        });
    }
    Ok(out)
}

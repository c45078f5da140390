//! What both generators produce and share: a play with its score, the
//! board's lanes, and the fixed order plays are listed in.

use crate::tiles::Tiles;
use krada_engine::face::Face;
use krada_engine::layout::{Dir, Pos, SIZE};
use krada_engine::play::Placement;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;

/// A legal play and its score (bingo included).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placements: Tiles,
    pub score: u32,
}

/// A row (`Across`) or column (`Down`) of the board: its squares in order,
/// their tile and line multipliers, and where the star is on it.
pub fn lane_squares(
    rules: &Rules,
    dir: Dir,
    index: usize,
) -> ([Pos; SIZE], [u32; SIZE], [u32; SIZE], Option<usize>) {
    let cells: [Pos; SIZE] = std::array::from_fn(|k| match dir {
        Dir::Across => Pos::new(index, k),
        Dir::Down => Pos::new(k, index),
    });
    let premium = |k: usize| rules.layout.premium(cells[k]);
    (
        cells,
        std::array::from_fn(|k| premium(k).tile_multiplier()),
        std::array::from_fn(|k| premium(k).line_multiplier()),
        cells.iter().position(|&c| c == rules.layout.star),
    )
}

/// A play as a player sees it: which face lies on which square, in square
/// order — blind to which tile (a blank, a choice tile or a plain one) shows
/// the face.
pub fn faces_on_squares(placements: &[Placement]) -> Vec<(Pos, Face)> {
    let mut squares: Vec<(Pos, Face)> = placements.iter().map(|p| (p.pos, p.face)).collect();
    squares.sort();
    squares
}

/// Whether two lists of placements are the same play: the same tiles
/// showing the same faces on the same squares, in any order. Which tile
/// shows a face matters — the `-` tile and the `+/-` tile showing `-`, a
/// blank and the letter it shows, score differently — so two plays that
/// read alike may still be two plays.
pub fn same_play(a: &[Placement], b: &[Placement]) -> bool {
    a.len() == b.len() && {
        let (mut a, mut b) = (a.to_vec(), b.to_vec());
        a.sort_by_key(|p| (p.pos, p.tile.0, p.face));
        b.sort_by_key(|p| (p.pos, p.tile.0, p.face));
        a == b
    }
}

/// The most a play's value may exceed its score, given the rack tiles (kind
/// and count) not yet placed: the value of tiles kept is at most this.
pub type ExtraBound<'a> = &'a dyn Fn(&[(TileId, u8)]) -> f32;

/// The most the tiles kept may add to a play's score, known two ways.
#[derive(Clone, Copy)]
pub struct Extra<'a> {
    /// At most what keeping any part of the tiles not yet placed adds.
    pub within: ExtraBound<'a>,
    /// Sharper, when known: by the tiles not yet placed and how many of
    /// them stay on the rack (a bingo keeps none).
    pub keep: Option<&'a KeepTable>,
}

impl<'a> Extra<'a> {
    /// Only a bound over the tiles not yet placed is known.
    pub fn within(within: ExtraBound<'a>) -> Extra<'a> {
        Extra { within, keep: None }
    }
}

/// For every part of a rack and every number `k`, the most keeping exactly
/// `k` of that part's tiles adds to a play's value. A part is numbered by
/// how many of each kind of tile it holds, each kind weighing its stride;
/// a search follows its part by taking a tile's stride away as it lays it.
#[derive(Clone, Debug, Default)]
pub struct KeepTable {
    /// The rack's kinds of tile and their strides.
    pub kinds: Vec<(TileId, usize)>,
    /// Entries per part: one for each number kept, from none to the rack.
    pub width: usize,
    /// `most[part * width + k]`.
    pub most: Vec<f32>,
}

impl KeepTable {
    /// The most keeping `k` tiles of `part` adds.
    pub fn get(&self, part: usize, k: usize) -> f32 {
        self.most[part * self.width + k]
    }

    /// The stride of `tile` (none if the rack holds no such tile).
    pub fn stride(&self, tile: TileId) -> usize {
        self.kinds
            .iter()
            .find(|(t, _)| *t == tile)
            .map_or(0, |&(_, stride)| stride)
    }

    /// The number of the part holding `tiles` (kinds and counts), if the
    /// table's rack holds them all.
    pub fn part_of(&self, tiles: impl IntoIterator<Item = (TileId, u8)>) -> Option<usize> {
        let parts = self.most.len() / self.width.max(1);
        let mut index = 0;
        for (tile, count) in tiles {
            if count == 0 {
                continue;
            }
            let j = self.kinds.iter().position(|&(t, _)| t == tile)?;
            let stride = self.kinds[j].1;
            let next = self.kinds.get(j + 1).map_or(parts, |&(_, s)| s);
            if count as usize >= next / stride {
                return None;
            }
            index += stride * count as usize;
        }
        Some(index)
    }

    /// The number of the whole rack.
    pub fn whole(&self) -> usize {
        self.most.len() / self.width.max(1) - 1
    }
}

/// What a bounded search is asked for: plays whose score plus at most
/// `extra` reaches `threshold` (which the caller may raise as it goes).
#[derive(Clone, Copy)]
pub struct Bound<'a> {
    pub threshold: &'a std::cell::Cell<f32>,
    pub extra: Extra<'a>,
}

/// Sorts plays best score first, ties in a fixed order.
pub fn sort_moves(moves: &mut [Move]) {
    moves.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| tile_order(a, b)));
}

/// A fixed order of plays by their tiles, for ties.
pub fn tile_order(a: &Move, b: &Move) -> std::cmp::Ordering {
    placement_order(&a.placements, &b.placements)
}

/// [`tile_order`] of plays given by their placements.
pub fn placement_order(a: &[Placement], b: &[Placement]) -> std::cmp::Ordering {
    let key = |p: &Placement| (p.pos, p.tile, p.face);
    a.iter().map(key).cmp(b.iter().map(key))
}

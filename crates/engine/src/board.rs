//! The tiles on the board.

use crate::face::Face;
use crate::layout::{CELLS, Dir, Pos};
use crate::tileset::TileId;
use serde::{Deserialize, Serialize};

/// A tile on a square, with the face it was declared as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    pub tile: TileId,
    pub face: Face,
}

#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    cells: [Option<Placed>; CELLS],
}

impl Default for Board {
    fn default() -> Self {
        Board {
            cells: [None; CELLS],
        }
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(
                self.tiles()
                    .map(|(pos, placed)| (pos.name(), placed.face.0)),
            )
            .finish()
    }
}

impl Board {
    pub fn get(&self, pos: Pos) -> Option<Placed> {
        self.cells[pos.index()]
    }

    pub fn is_occupied(&self, pos: Pos) -> bool {
        self.cells[pos.index()].is_some()
    }

    pub fn set(&mut self, pos: Pos, placed: Placed) {
        self.cells[pos.index()] = Some(placed);
    }

    pub fn clear(&mut self, pos: Pos) -> Option<Placed> {
        self.cells[pos.index()].take()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(Option::is_none)
    }

    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Placed)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|p| (Pos::from_index(i), p)))
    }

    pub fn tile_count(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// Whether any orthogonal neighbour of `pos` holds a tile.
    pub fn touches(&self, pos: Pos) -> bool {
        [
            (Dir::Across, -1),
            (Dir::Across, 1),
            (Dir::Down, -1),
            (Dir::Down, 1),
        ]
        .into_iter()
        .filter_map(|(dir, step)| pos.step(dir, step))
        .any(|p| self.is_occupied(p))
    }
}

/// A run of two or more tiles that the play formed or extended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub start: Pos,
    pub dir: Dir,
    pub faces: Vec<Face>,
    /// Which tiles of the run are new this turn.
    pub new: Vec<bool>,
    pub score: u32,
}

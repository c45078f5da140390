//! A play's tiles kept inline rather than on the heap: the generators emit
//! many thousands of plays a search, and an allocation each was a tenth of
//! the time.

use krada_engine::face::Face;
use krada_engine::layout::Pos;
use krada_engine::play::Placement;
use krada_engine::tileset::TileId;
use std::fmt;
use std::ops::Deref;

/// The most tiles a play can use (A-Math's rack).
pub const MAX_TILES: usize = 8;

const FILLER: Placement = Placement {
    pos: Pos { row: 0, col: 0 },
    tile: TileId(0),
    face: Face(0),
};

/// Up to [`MAX_TILES`] placements; reads as a slice.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Tiles {
    len: u8,
    // Unused slots always hold FILLER, so the derived comparisons hold.
    items: [Placement; MAX_TILES],
}

impl Tiles {
    pub fn from_slice(placements: &[Placement]) -> Tiles {
        assert!(placements.len() <= MAX_TILES, "a play of at most a rack");
        let mut items = [FILLER; MAX_TILES];
        items[..placements.len()].copy_from_slice(placements);
        Tiles {
            len: placements.len() as u8,
            items,
        }
    }
}

impl Deref for Tiles {
    type Target = [Placement];
    fn deref(&self) -> &[Placement] {
        &self.items[..self.len as usize]
    }
}

/// Collects up to [`MAX_TILES`] placements, inline.
impl FromIterator<Placement> for Tiles {
    fn from_iter<I: IntoIterator<Item = Placement>>(placements: I) -> Tiles {
        let mut tiles = Tiles {
            len: 0,
            items: [FILLER; MAX_TILES],
        };
        for placement in placements {
            assert!((tiles.len as usize) < MAX_TILES, "a play of at most a rack");
            tiles.items[tiles.len as usize] = placement;
            tiles.len += 1;
        }
        tiles
    }
}

impl<'a> IntoIterator for &'a Tiles {
    type Item = &'a Placement;
    type IntoIter = std::slice::Iter<'a, Placement>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl From<Tiles> for Vec<Placement> {
    fn from(tiles: Tiles) -> Vec<Placement> {
        tiles.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_back_what_was_put_in_and_compares_by_content() {
        let a = Placement {
            pos: Pos { row: 7, col: 7 },
            tile: TileId(3),
            face: Face(5),
        };
        let tiles = Tiles::from_slice(&[a, FILLER]);
        assert_eq!(&*tiles, &[a, FILLER]);
        assert_eq!(tiles, Tiles::from_slice(&[a, FILLER]));
        assert_ne!(tiles, Tiles::from_slice(&[a]));
        assert_eq!(Vec::from(Tiles::from_slice(&[a])), vec![a]);
        assert_eq!([a, FILLER].into_iter().collect::<Tiles>(), tiles);
    }
}

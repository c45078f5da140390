//! The bag: tiles drawn at random from a seeded generator, so that a game
//! replays exactly from its seed and its moves.

use crate::tileset::TileId;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Debug)]
pub struct Bag {
    tiles: Vec<TileId>,
    // ChaCha's output is fixed by its specification, so a seed means the same
    // draws on every platform and every version of the crate.
    rng: ChaCha8Rng,
}

impl Bag {
    pub fn new(tiles: Vec<TileId>, seed: u64) -> Bag {
        Bag {
            tiles,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    pub fn tiles(&self) -> &[TileId] {
        &self.tiles
    }

    /// A uniform index below `n`; multiply-shift keeps it independent of any
    /// library's sampling algorithm (its bias, n/2^64, is nil for a bag).
    fn index_below(&mut self, n: usize) -> usize {
        ((self.rng.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// Takes one tile out at random.
    pub fn draw_one(&mut self) -> Option<TileId> {
        if self.tiles.is_empty() {
            return None;
        }
        let i = self.index_below(self.tiles.len());
        Some(self.tiles.swap_remove(i))
    }

    /// Takes up to `n` tiles out at random.
    pub fn draw(&mut self, n: usize) -> Vec<TileId> {
        (0..n).map_while(|_| self.draw_one()).collect()
    }

    /// Looks at a random tile without taking it (the turn-order draw, whose
    /// tiles go straight back).
    pub fn peek_two(&mut self) -> Option<(TileId, TileId)> {
        let n = self.tiles.len();
        if n < 2 {
            return None;
        }
        let i = self.index_below(n);
        let mut j = self.index_below(n - 1);
        if j >= i {
            j += 1;
        }
        Some((self.tiles[i], self.tiles[j]))
    }

    pub fn put_back(&mut self, tiles: &[TileId]) {
        self.tiles.extend_from_slice(tiles);
    }

    /// Removes these particular tiles (a challenged play's draw going back
    /// is undone by `put_back`; this is the reverse, for rebuilding states).
    pub fn remove(&mut self, tile: TileId) -> bool {
        match self.tiles.iter().position(|&t| t == tile) {
            Some(i) => {
                self.tiles.swap_remove(i);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bag(seed: u64) -> Bag {
        Bag::new((0..20).map(TileId).collect(), seed)
    }

    #[test]
    fn the_same_seed_draws_the_same_tiles() {
        assert_eq!(bag(7).draw(10), bag(7).draw(10));
        assert_ne!(bag(7).draw(10), bag(8).draw(10));
    }

    #[test]
    fn draws_never_invent_or_lose_tiles() {
        let mut b = bag(1);
        let mut drawn = b.draw(25);
        assert_eq!(drawn.len(), 20);
        assert!(b.is_empty());
        drawn.sort();
        assert_eq!(drawn, (0..20).map(TileId).collect::<Vec<_>>());
        assert_eq!(b.draw_one(), None);
    }

    #[test]
    fn peeking_two_gives_two_different_places() {
        let mut b = Bag::new(vec![TileId(1), TileId(2)], 3);
        for _ in 0..20 {
            let (x, y) = b.peek_two().unwrap();
            assert_ne!(x, y);
        }
        assert_eq!(b.len(), 2);
    }
}

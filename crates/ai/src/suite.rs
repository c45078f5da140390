//! A fixed suite of positions for benchmarks: openings, early and late
//! mid-games, each with racks holding 0, 1 and 2 blanks.

use crate::position::Position;
use crate::selfplay::greedy_opening_with;
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::parse_rack;
use krada_engine::tileset::{TileId, TileSetId};
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct SuitePosition {
    pub name: String,
    pub position: Position,
}

/// Game seeds, how many turns the greedy level plays before measuring,
/// and the rack measured (blanks replace its last tiles). Each rack, with two
/// blanks, is drawn from tiles not on the board: the suite could happen.
pub const GAMES: [(u64, usize, &str); 3] = [
    (1, 0, "12=3+4×5"),
    (2, 6, "7=8-~+26[12]"),
    (5, 14, "3=[10]÷~×8+6"),
];

pub fn suite() -> Vec<SuitePosition> {
    positions(TileSetId::Standard, None, &GAMES, "")
}

/// Crossword games: seeds, turns of greedy play, and the rack measured.
pub const WORD_GAMES: [(u64, usize, &str); 3] =
    [(1, 0, "RETAINS"), (1, 8, "AEINRST"), (36, 16, "SENATOR")];

/// The Crossword suite: the same stages and blanks, judged by `lexicon`.
pub fn word_suite(lexicon: Arc<Lexicon>) -> Vec<SuitePosition> {
    positions(TileSetId::English, Some(lexicon), &WORD_GAMES, "word-")
}

/// The `wanted` rack where the tiles off the board allow it; a tile they
/// have no more of is replaced by the first one left (with ENABLE every
/// suite rack is as written, the tests check it; another word list makes
/// other games, whose boards may hold the tiles).
fn drawable(game: &krada_engine::game::Game, wanted: &[TileId]) -> Vec<TileId> {
    let set = &game.rules().tiles;
    let mut left: Vec<u8> = set.kinds.iter().map(|k| k.count).collect();
    for (_, placed) in game.board().tiles() {
        left[placed.tile.0 as usize] -= 1;
    }
    let mut rack = Vec::with_capacity(wanted.len());
    for &tile in wanted {
        let tile = if left[tile.0 as usize] > 0 {
            tile
        } else {
            let first = left
                .iter()
                .position(|&n| n > 0)
                .expect("tiles off the board");
            TileId(first as u8)
        };
        left[tile.0 as usize] -= 1;
        rack.push(tile);
    }
    rack
}

/// Each game after its greedy turns, with its rack holding 0, 1 and 2 blanks.
fn positions(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    games: &[(u64, usize, &str)],
    prefix: &str,
) -> Vec<SuitePosition> {
    let mut out = Vec::new();
    for &(seed, turns, rack) in games {
        let game = greedy_opening_with(tiles, lexicon.clone(), seed, turns);
        let set = game.rules().tiles.clone();
        let rack = parse_rack(&set, rack).expect("suite racks are written right");
        let blank = set.blank().expect("both games have blanks");
        for blanks in 0..=2 {
            let mut wanted = rack[..rack.len() - blanks].to_vec();
            wanted.extend(std::iter::repeat_n(blank, blanks));
            let tiles = drawable(&game, &wanted);
            let position = Position::of(&game)
                .with_rack(tiles)
                .expect("a rack drawn from the tiles off the board");
            let stage = match turns {
                0 => "opening",
                t if t < 10 => "middle",
                _ => "late",
            };
            out.push(SuitePosition {
                name: format!("{prefix}{stage}-{blanks}-blank"),
                position,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selfplay::greedy_opening;

    #[test]
    fn a_rack_the_set_cannot_hold_is_refused() {
        let game = greedy_opening(TileSetId::Standard, 3, 14);
        let set = game.rules().tiles.clone();
        let board_13s = game
            .board()
            .tiles()
            .filter(|(_, p)| set.kind(p.tile).label == "13")
            .count();
        assert_eq!(board_13s, 1, "the set's only 13 is on the board");
        let rack = parse_rack(&set, "9=[13]÷34~×0").unwrap();
        let err = Position::of(&game).with_rack(rack).unwrap_err();
        assert!(err.contains("more 13 tiles"), "{err}");
    }
}

//! A fixed suite of positions for benchmarks: openings, early and late
//! mid-games, each with racks holding 0, 1 and 2 blanks.

use crate::position::Position;
use crate::selfplay::greedy_opening_with;
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::parse_rack;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct SuitePosition {
    pub name: String,
    pub position: Position,
}

/// Game seeds, how many turns the greedy level plays before measuring,
/// and the rack measured (blanks replace its last tiles). Each rack, with two
/// blanks, is drawn from tiles not on the board: the suite could happen.
const GAMES: [(u64, usize, &str); 3] = [
    (1, 0, "12=3+4×5"),
    (2, 6, "7=8-~+26[12]"),
    (5, 14, "3=[10]÷~×8+6"),
];

pub fn suite() -> Vec<SuitePosition> {
    positions(TileSetId::Standard, None, &GAMES, "")
}

/// Crossword games: seeds, turns of greedy play, and the rack measured.
const WORD_GAMES: [(u64, usize, &str); 3] =
    [(1, 0, "RETAINS"), (1, 8, "AEINRST"), (36, 16, "SENATOR")];

/// The Crossword suite: the same stages and blanks, judged by `lexicon`.
pub fn word_suite(lexicon: Arc<Lexicon>) -> Vec<SuitePosition> {
    positions(TileSetId::English, Some(lexicon), &WORD_GAMES, "word-")
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
            let mut tiles = rack[..rack.len() - blanks].to_vec();
            tiles.extend(std::iter::repeat_n(blank, blanks));
            let position = Position::of(&game)
                .with_rack(tiles)
                .unwrap_or_else(|e| panic!("suite game {seed} after {turns} turns: {e}"));
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

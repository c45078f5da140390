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
/// and the rack measured (blanks replace its last tiles).
const GAMES: [(u64, usize, &str); 3] = [
    (1, 0, "12=3+4×5"),
    (2, 6, "7=8-~+26[12]"),
    (3, 14, "9=[13]÷34~×0"),
];

pub fn suite() -> Vec<SuitePosition> {
    positions(TileSetId::Standard, None, &GAMES, "")
}

/// Crossword games: seeds, turns of greedy play, and the rack measured.
const WORD_GAMES: [(u64, usize, &str); 3] =
    [(1, 0, "RETAINS"), (2, 8, "AEINRST"), (3, 16, "DEILNOS")];

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
            let mut position = Position::of(&game);
            position.rack = rack[..rack.len() - blanks].to_vec();
            position.rack.extend(std::iter::repeat_n(blank, blanks));
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

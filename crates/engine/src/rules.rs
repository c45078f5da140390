//! The numbers and data that make a game A-Math or Crossword.

pub use crate::clock::ChallengeTiming;
use crate::clock::{CHALLENGE_WINDOW_MS, HOLD_MS, MINUTE_MS};
use crate::layout::{Layout, LayoutId};
use crate::lexicon::Lexicon;
// Which game a tile set is for is the tile sets' data; named from here too.
pub use crate::tileset::GameKind;
use crate::tileset::{TileSet, TileSetId};
use std::sync::Arc;

impl GameKind {
    /// The challenge's timing. A-Math (docs/rules.md, A-Math: Checking plays): 20 seconds to decide,
    /// a minute more after "Hold". Crossword (docs/rules.md, Crossword): the challenger may
    /// take as long as needed; after "Hold" the player waits a minute
    /// before drawing.
    pub fn challenge_timing(self) -> ChallengeTiming {
        match self {
            GameKind::AMath => ChallengeTiming {
                decide_ms: Some(CHALLENGE_WINDOW_MS),
                hold_adds_ms: HOLD_MS,
                hold_draw_wait_ms: None,
            },
            GameKind::Crossword => ChallengeTiming {
                decide_ms: None,
                hold_adds_ms: 0,
                hold_draw_wait_ms: Some(MINUTE_MS),
            },
        }
    }
}

/// What is done at a real board when a side draws more tiles than its rack
/// holds (docs/rules.md, At a real board: tiles overdrawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overdraw {
    /// Tiles the other side takes from the over-full rack, face down.
    pub taken: usize,
    /// Of those, how many the other side puts back in the bag (its
    /// choice); the rest go back on the rack.
    pub to_bag: usize,
}

impl GameKind {
    /// The procedure for `excess` tiles overdrawn, `seen` or not by the
    /// side that drew them (docs/rules.md, At a real board). A-Math: the
    /// other side takes the excess and 2 more if they were seen, 1 more if
    /// not, and returns the excess to the bag. Crossword: the other side
    /// takes the excess out.
    pub fn overdraw(self, excess: usize, seen: bool) -> Overdraw {
        let taken = match self {
            GameKind::AMath => excess + if seen { 2 } else { 1 },
            GameKind::Crossword => excess,
        };
        Overdraw {
            taken,
            to_bag: excess,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Rules {
    pub kind: GameKind,
    pub tiles: TileSet,
    pub layout: Layout,
    pub rack_size: usize,
    /// Added when a play uses a whole rack of `rack_size` tiles.
    pub bingo_bonus: u32,
    /// An exchange needs at least this many tiles in the bag.
    pub exchange_min_bag: usize,
    /// Scoreless turns in a row that end the game.
    pub scoreless_turns_end: usize,
    /// The words Crossword accepts; without one, words cannot be judged.
    pub lexicon: Option<Arc<Lexicon>>,
}

impl Rules {
    /// How this game writes its tiles and reads typed keys.
    pub fn notation(&self) -> &'static dyn crate::notation::Notation {
        self.kind.notation()
    }

    pub fn for_tiles(tiles: TileSetId) -> Rules {
        match tiles {
            TileSetId::Standard | TileSetId::Primary => Rules {
                kind: GameKind::AMath,
                tiles: TileSet::get(tiles),
                layout: Layout::get(LayoutId::AMath),
                rack_size: 8,
                bingo_bonus: 40,
                exchange_min_bag: 5,
                scoreless_turns_end: 6,
                lexicon: None,
            },
            TileSetId::English => Rules {
                kind: GameKind::Crossword,
                tiles: TileSet::get(tiles),
                layout: Layout::get(LayoutId::Crossword),
                rack_size: 7,
                bingo_bonus: 50,
                exchange_min_bag: 7,
                scoreless_turns_end: 6,
                lexicon: None,
            },
        }
    }

    /// Crossword judged against this word list.
    pub fn crossword(lexicon: Arc<Lexicon>) -> Rules {
        Rules {
            lexicon: Some(lexicon),
            ..Rules::for_tiles(TileSetId::English)
        }
    }

    pub fn amath() -> Rules {
        Rules::for_tiles(TileSetId::Standard)
    }
}

#[cfg(test)]
mod tests {

    /// Issue 50: tiles overdrawn at a real board, by each game's seed.
    #[test]
    fn the_other_side_takes_the_excess_and_more_if_they_were_seen() {
        let amath = GameKind::AMath;
        assert_eq!(
            amath.overdraw(1, true),
            Overdraw {
                taken: 3,
                to_bag: 1
            }
        );
        assert_eq!(
            amath.overdraw(2, false),
            Overdraw {
                taken: 3,
                to_bag: 2
            }
        );
        let crossword = GameKind::Crossword;
        assert_eq!(
            crossword.overdraw(2, true),
            Overdraw {
                taken: 2,
                to_bag: 2
            }
        );
    }

    use super::*;

    #[test]
    fn each_set_belongs_to_the_game_whose_rules_it_makes() {
        for kind in GameKind::ALL {
            for &tiles in kind.tile_sets() {
                assert_eq!(tiles.game(), kind);
                assert_eq!(Rules::for_tiles(tiles).kind, kind);
            }
        }
        assert_eq!(GameKind::AMath.tile_sets()[0], TileSetId::Standard);
        assert!(GameKind::Crossword.needs_words() && !GameKind::AMath.needs_words());
    }

    #[test]
    fn a_math_gives_twenty_seconds_to_decide_crossword_as_long_as_needed() {
        let amath = GameKind::AMath.challenge_timing();
        assert_eq!(amath.decide_left(5_000, false), Some(15_000));
        assert_eq!(amath.decide_left(25_000, false), Some(0));
        assert_eq!(
            amath.decide_left(25_000, true),
            Some(55_000),
            "Hold: a minute more"
        );
        assert_eq!(amath.hold_draw_wait_ms, None);
        let crossword = GameKind::Crossword.challenge_timing();
        assert_eq!(crossword.decide_left(3_600_000, false), None);
        assert_eq!(
            crossword.hold_draw_wait_ms,
            Some(60_000),
            "a minute before drawing"
        );
        assert_eq!(GameKind::ALL.map(GameKind::code), ["amath", "crossword"]);
    }
}

//! The numbers and data that make a game A-Math or Crossword.

use crate::layout::{Layout, LayoutId};
use crate::lexicon::Lexicon;
use crate::tileset::{TileSet, TileSetId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    AMath,
    Crossword,
}

impl GameKind {
    /// Both games, A-Math first.
    pub const ALL: [GameKind; 2] = [GameKind::AMath, GameKind::Crossword];

    /// The tile sets the game is played with, its usual one first.
    pub fn tile_sets(self) -> &'static [TileSetId] {
        match self {
            GameKind::AMath => &[TileSetId::Standard, TileSetId::Primary],
            GameKind::Crossword => &[TileSetId::English],
        }
    }

    /// The game's short name for code and styles: `amath`, `crossword`.
    pub fn code(self) -> &'static str {
        match self {
            GameKind::AMath => "amath",
            GameKind::Crossword => "crossword",
        }
    }

    /// Whether plays are judged against a word list (and recorded in GCG,
    /// the crossword players' format).
    pub fn needs_words(self) -> bool {
        match self {
            GameKind::AMath => false,
            GameKind::Crossword => true,
        }
    }
}

impl TileSetId {
    /// The game this set is played in.
    pub fn game(self) -> GameKind {
        let game = |kind: GameKind| kind.tile_sets().contains(&self);
        GameKind::ALL
            .into_iter()
            .find(|&kind| game(kind))
            .expect("every set belongs to a game")
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
        assert_eq!(GameKind::ALL.map(GameKind::code), ["amath", "crossword"]);
    }
}

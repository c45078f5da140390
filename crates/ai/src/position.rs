//! What the computer player sees: the board, its own rack, how many tiles
//! are in the bag and which tiles it has not seen. Never the opponent's rack.

use krada_engine::board::{Board, Placed};
use krada_engine::game::Game;
use krada_engine::layout::Pos;
use krada_engine::lexicon::Lexicon;
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub tiles: TileSetId,
    pub board: Vec<(Pos, Placed)>,
    pub rack: Vec<TileId>,
    pub bag_len: usize,
    /// Counts by tile kind of the tiles in the bag and the opponent's rack.
    pub unseen: Vec<u8>,
    /// Scoreless turns in a row just made: six end the game.
    #[serde(default)]
    pub scoreless: usize,
    /// The side to move's score less the opponent's: the expert weighs
    /// its chances of winning by it, not only the points.
    #[serde(default)]
    pub spread: i32,
    /// Crossword's word list; too big to send with every position, so it
    /// travels once and is attached where the search runs.
    #[serde(skip)]
    pub lexicon: Option<Arc<Lexicon>>,
}

impl Position {
    /// The position as the side to move sees it.
    pub fn of(game: &Game) -> Position {
        let side = game.to_move();
        Position {
            tiles: game.config().tiles,
            board: game.board().tiles().collect(),
            rack: game.rack(side).to_vec(),
            bag_len: game.bag_len(),
            unseen: game.unseen(side),
            scoreless: game.scoreless_run(),
            spread: game.score(side) - game.score(1 - side),
            lexicon: game.rules().lexicon.clone(),
        }
    }

    pub fn rules(&self) -> Rules {
        Rules {
            lexicon: self.lexicon.clone(),
            ..Rules::for_tiles(self.tiles)
        }
    }

    /// The same board with `rack` to play instead: the tiles unseen are
    /// counted again and the opponent is taken to hold a full rack. Refused
    /// when the board and the rack hold more of a tile than the set has.
    pub fn with_rack(&self, rack: Vec<TileId>) -> Result<Position, String> {
        let rules = self.rules();
        let unseen = unseen_after(&rules, self.board.iter().map(|(_, p)| p.tile), &rack)?;
        let unseen_total: usize = unseen.iter().map(|&c| c as usize).sum();
        Ok(Position {
            rack,
            bag_len: unseen_total.saturating_sub(rules.rack_size),
            unseen,
            ..self.clone()
        })
    }

    /// The tiles not seen, one entry a tile: the bag and the opponent's
    /// rack together.
    pub fn unseen_tiles(&self) -> Vec<TileId> {
        self.unseen
            .iter()
            .enumerate()
            .flat_map(|(kind, &count)| std::iter::repeat_n(TileId(kind as u8), count as usize))
            .collect()
    }

    pub fn board(&self) -> Board {
        let mut board = Board::default();
        for &(pos, placed) in &self.board {
            board.set(pos, placed);
        }
        board
    }
}

/// The count of each tile kind neither on the board nor on the rack, or
/// which tile there are more of than the set has.
fn unseen_after(
    rules: &Rules,
    board: impl Iterator<Item = TileId>,
    rack: &[TileId],
) -> Result<Vec<u8>, String> {
    let mut unseen: Vec<u8> = rules.tiles.kinds.iter().map(|k| k.count).collect();
    for tile in board.chain(rack.iter().copied()) {
        let count = &mut unseen[tile.0 as usize];
        *count = count.checked_sub(1).ok_or_else(|| {
            format!(
                "more {} tiles than the set has",
                rules.tiles.kind(tile).label
            )
        })?;
    }
    Ok(unseen)
}

/// Why a position file cannot be read; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PositionError {}

/// Writes a play as the position format and `krada moves` do: the first new
/// tile's square (`8F` across, `F8` down) and the new tiles, squares already
/// filled being stepped over.
pub fn play_notation(
    set: &krada_engine::tileset::TileSet,
    placements: &[krada_engine::play::Placement],
) -> String {
    use krada_engine::layout::Dir;
    let mut sorted = placements.to_vec();
    sorted.sort_by_key(|p| p.pos);
    let Some(first) = sorted.first() else {
        return String::new();
    };
    let dir = if sorted.iter().all(|p| p.pos.row == first.pos.row) {
        Dir::Across
    } else {
        Dir::Down
    };
    let tiles: Vec<Placed> = sorted
        .iter()
        .map(|p| Placed {
            tile: p.tile,
            face: p.face,
        })
        .collect();
    format!(
        "{} {}",
        krada_engine::notation::square_name(first.pos, dir),
        krada_engine::notation::write_placed(set, &tiles)
    )
}

impl Position {
    /// Reads the plain-text position format (see docs/command-line.md):
    ///
    /// ```text
    /// tiles standard
    /// rack 12=3+4×5
    /// bag 50
    /// 8F 6=2~×3
    /// F4 1~+5=
    /// ```
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        use krada_engine::notation::{parse_placed, parse_rack};
        let mut tiles = TileSetId::Standard;
        let mut rack_text: Option<(usize, String)> = None;
        let mut bag: Option<usize> = None;
        let mut spread: Option<i32> = None;
        let mut plays: Vec<(usize, String, String)> = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let (word, rest) = content
                .split_once(char::is_whitespace)
                .unwrap_or((content, ""));
            let rest = rest.trim();
            let error = |message: String| PositionError { line, message };
            match word {
                "tiles" => {
                    tiles = match TileSetId::parse(rest) {
                        Some(set) => set,
                        None => {
                            let known = TileSetId::ALL.map(TileSetId::code).join(", ");
                            return Err(error(format!("unknown tile set \"{rest}\" ({known})")));
                        }
                    }
                }
                "rack" => rack_text = Some((line, rest.to_string())),
                "bag" => {
                    bag = Some(
                        rest.parse()
                            .map_err(|_| error(format!("\"{rest}\" is not a number of tiles")))?,
                    )
                }
                "spread" => {
                    spread = Some(
                        rest.parse()
                            .map_err(|_| error(format!("\"{rest}\" is not a number of points")))?,
                    )
                }
                square => plays.push((line, square.to_string(), rest.to_string())),
            }
        }
        let rules = Rules::for_tiles(tiles);
        let mut board = Board::default();
        for (line, square, written) in plays {
            let error = |message: String| PositionError { line, message };
            let (mut pos, dir) = Pos::parse_with_dir(&square)
                .ok_or_else(|| error(format!("\"{square}\" is not a square like 8F or F8")))?;
            let placed = parse_placed(&rules.tiles, &written).map_err(|e| error(e.to_string()))?;
            for tile in placed {
                while board.is_occupied(pos) {
                    pos = pos
                        .step(dir, 1)
                        .ok_or_else(|| error("the tiles run off the board".into()))?;
                }
                board.set(pos, tile);
                if let Some(next) = pos.step(dir, 1) {
                    pos = next;
                }
            }
        }
        let (rack_line, rack_text) = rack_text.ok_or(PositionError {
            line: 0,
            message: "no rack line".into(),
        })?;
        let rack = parse_rack(&rules.tiles, &rack_text).map_err(|e| PositionError {
            line: rack_line,
            message: e.to_string(),
        })?;
        if rack.len() > rules.rack_size {
            return Err(PositionError {
                line: rack_line,
                message: format!("a rack holds at most {} tiles", rules.rack_size),
            });
        }
        let unseen =
            unseen_after(&rules, board.tiles().map(|(_, p)| p.tile), &rack).map_err(|message| {
                PositionError {
                    line: rack_line,
                    message,
                }
            })?;
        let unseen_total: usize = unseen.iter().map(|&c| c as usize).sum();
        Ok(Position {
            tiles,
            board: board.tiles().collect(),
            rack,
            bag_len: bag.unwrap_or(unseen_total.saturating_sub(rules.rack_size)),
            unseen,
            scoreless: 0,
            spread: spread.unwrap_or(0),
            lexicon: None,
        })
    }
}

impl Position {
    /// Writes the position in the format [`Position::from_text`] reads: the
    /// board as its across runs of tiles, row by row.
    pub fn to_text(&self) -> String {
        use krada_engine::layout::{Dir, SIZE};
        let rules = self.rules();
        let name = self.tiles.code();
        let mut out = format!(
            "tiles {name}\nrack {}\nbag {}\n",
            krada_engine::notation::write_rack(&rules.tiles, &self.rack),
            self.bag_len
        );
        if self.spread != 0 {
            out.push_str(&format!("spread {}\n", self.spread));
        }
        let board = self.board();
        for row in 0..SIZE {
            let mut col = 0;
            while col < SIZE {
                let start = col;
                let mut run = Vec::new();
                while let Some(placed) = (col < SIZE)
                    .then(|| board.get(Pos::new(row, col)))
                    .flatten()
                {
                    run.push(placed);
                    col += 1;
                }
                if run.is_empty() {
                    col += 1;
                    continue;
                }
                out.push_str(&format!(
                    "{} {}\n",
                    krada_engine::notation::square_name(Pos::new(row, start), Dir::Across),
                    krada_engine::notation::write_placed(&rules.tiles, &run)
                ));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spread_is_read_written_and_taken_from_the_game() {
        let text = "tiles english\nrack CAT\nbag 40\nspread -25\n";
        let position = Position::from_text(text).expect("a position");
        assert_eq!(position.spread, -25);
        assert!(position.to_text().contains("spread -25\n"));
        let again = Position::from_text(&position.to_text()).expect("written back");
        assert_eq!(again.spread, -25);
        assert!(Position::from_text("tiles english\nrack CAT\nspread lots").is_err());
        let lead_of = |game: &krada_engine::game::Game| {
            let side = game.to_move();
            game.score(side) - game.score(1 - side)
        };
        let mut game = (1..10)
            .map(|turns| crate::selfplay::greedy_opening(TileSetId::Standard, 3, turns))
            .find(|game| lead_of(game) != 0)
            .expect("a game with one side ahead");
        let lead = lead_of(&game);
        assert_eq!(Position::of(&game).spread, lead);
        game.act(krada_engine::game::Action::Pass, 0)
            .expect("a pass");
        assert_eq!(Position::of(&game).spread, -lead);
    }

    #[test]
    fn a_position_written_as_text_reads_back_the_same() {
        for (tiles, seed) in [(TileSetId::Standard, 3), (TileSetId::Primary, 4)] {
            let game = crate::selfplay::greedy_opening(tiles, seed, 9);
            let position = Position::of(&game);
            let back = Position::from_text(&position.to_text()).unwrap();
            let mut board = position.board.clone();
            board.sort_by_key(|(p, _)| *p);
            let mut read = back.board.clone();
            read.sort_by_key(|(p, _)| *p);
            assert_eq!(read, board, "{}", position.to_text());
            assert_eq!(
                (back.tiles, &back.rack, back.bag_len, &back.unseen),
                (
                    position.tiles,
                    &position.rack,
                    position.bag_len,
                    &position.unseen
                )
            );
        }
    }

    #[test]
    fn the_text_format_reads_board_rack_and_bag() {
        let text = "# a middle game\ntiles standard\nrack 12=3+4×?\nbag 40\n8F 6=2~×3\nF4 1~+5=  # down onto the 6\n";
        let position = Position::from_text(text).unwrap();
        assert_eq!(position.board.len(), 9);
        assert_eq!(position.rack.len(), 8);
        assert_eq!(position.bag_len, 40);
        let board = position.board();
        assert_eq!(
            board.get(Pos::parse("F7").unwrap()).unwrap().face,
            krada_engine::face::amath::EQ
        );
        assert_eq!(
            position.unseen.iter().map(|&c| c as usize).sum::<usize>(),
            100 - 9 - 8
        );
    }

    #[test]
    fn mistakes_name_their_line() {
        let err = Position::from_text("tiles standard\nrack 1=1\n8F 1=q").unwrap_err();
        assert_eq!(err.line, 3);
        let err = Position::from_text("tiles huge\nrack 1").unwrap_err();
        assert_eq!(
            (err.line, err.message.as_str()),
            (1, "unknown tile set \"huge\" (standard, primary, english)")
        );
        let err = Position::from_text("rack 123456789").unwrap_err();
        assert_eq!(err.line, 1);
        assert!(
            Position::from_text("8F 1=1")
                .unwrap_err()
                .message
                .contains("no rack")
        );
        let err = Position::from_text("rack [13][13]").unwrap_err();
        assert!(err.message.contains("more 13 tiles"), "{err}");
    }

    #[test]
    fn plays_are_written_so_the_format_reads_them_back() {
        let set = krada_engine::tileset::standard();
        let text = "rack 1\n8F 6=2~×3\n";
        let position = Position::from_text(text).unwrap();
        let placements: Vec<_> = position
            .board
            .iter()
            .map(|&(pos, p)| krada_engine::play::Placement {
                pos,
                tile: p.tile,
                face: p.face,
            })
            .collect();
        assert_eq!(play_notation(&set, &placements), "8F 6=2~×3");
    }
}

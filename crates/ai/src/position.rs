//! What the computer player sees: the board, its own rack, how many tiles
//! are in the bag and which tiles it has not seen. Never the opponent's rack.

use krada_engine::board::{Board, Placed};
use krada_engine::game::Game;
use krada_engine::layout::Pos;
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub tiles: TileSetId,
    pub board: Vec<(Pos, Placed)>,
    pub rack: Vec<TileId>,
    pub bag_len: usize,
    /// Counts by tile kind of the tiles in the bag and the opponent's rack.
    pub unseen: Vec<u8>,
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
        }
    }

    pub fn rules(&self) -> Rules {
        Rules::for_tiles(self.tiles)
    }

    pub fn board(&self) -> Board {
        let mut board = Board::default();
        for &(pos, placed) in &self.board {
            board.set(pos, placed);
        }
        board
    }
}

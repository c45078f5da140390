//! Games between two levels: the positions puzzles, benchmarks and tests
//! start from, and the games the lab's matches and studies play.

use crate::movegen::all_moves;
use crate::player::{Level, Player, choose};
use crate::plays::tile_order;
use crate::position::Position;
use krada_engine::game::{Action, Game, GameConfig};
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;

/// A game of `tiles` from `seed` after the greedy level has played up to
/// `turns` turns for both sides (fewer if it ends): benchmark and test
/// positions that come from real play.
pub fn greedy_opening(tiles: TileSetId, seed: u64, turns: usize) -> Game {
    greedy_opening_with(tiles, None, seed, turns)
}

/// [`greedy_opening`] with a word list, for Crossword.
pub fn greedy_opening_with(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    seed: u64,
    turns: usize,
) -> Game {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    for turn in 0..turns {
        if game.is_over() {
            break;
        }
        greedy_turn(&mut game, turn);
    }
    game
}

/// The greedy level's move at `turn` (its seed), made.
fn greedy_turn(game: &mut Game, turn: usize) {
    let action = choose(&Position::of(game), Level::Greedy, turn as u64, &mut || {
        false
    });
    game.act(action, 0)
        .expect("the greedy level plays legal moves");
}

/// The greedy level's game from `seed` at the turn its bag empties and at
/// up to `turns - 1` turns after, while the game goes on: endgames, each
/// with the turns played before it.
pub fn greedy_endgame(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    seed: u64,
    turns: usize,
) -> Vec<(Game, usize)> {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    let mut found = Vec::new();
    let mut turn = 0;
    while !game.is_over() && found.len() < turns {
        if game.bag_len() == 0 {
            found.push((game.clone(), turn));
        }
        greedy_turn(&mut game, turn);
        turn += 1;
    }
    found
}

/// The greedy level's game from `seed` at the turn its bag holds one tile,
/// with the turns played before it; `None` if the game ends first.
/// Pre-endgame puzzles start there. Once a play can leave one tile in the
/// bag, the side to move makes the top-scoring such play (a greedy game
/// would mostly empty the bag from more, and puzzles would need many
/// games to find one).
pub fn greedy_bag_of_one(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    seed: u64,
) -> Option<(Game, usize)> {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    let mut turn = 0;
    while !game.is_over() && game.bag_len() > 1 {
        match leaving_one(&game) {
            Some(play) => game
                .act(Action::Play(play), 0)
                .expect("a generated play is legal"),
            None => greedy_turn(&mut game, turn),
        }
        turn += 1;
    }
    (!game.is_over() && game.bag_len() == 1).then_some((game, turn))
}

/// The top-scoring play of the side to move that leaves one tile in the
/// bag, if one can.
fn leaving_one(game: &Game) -> Option<Vec<Placement>> {
    let position = Position::of(game);
    let rules = position.rules();
    let laid = game.bag_len().checked_sub(1)?;
    if laid == 0 || laid > position.rack.len() {
        return None;
    }
    all_moves(&rules, &position.board(), &position.rack)
        .into_iter()
        .filter(|m| m.placements.len() == laid)
        .max_by(|a, b| a.score.cmp(&b.score).then_with(|| tile_order(b, a)))
        .map(|m| m.placements.to_vec())
}

/// Game `seed` of `player` against itself the first time its bag holds 1
/// to `bag` tiles with the game still on (a pre-endgame); `None` if it
/// never does.
pub fn nearly_empty(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    seed: u64,
    bag: usize,
    player: Player,
) -> Option<Game> {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    let mut turn = 0u64;
    while !game.is_over() && game.bag_len() > bag {
        let action = player.choose(&Position::of(&game), seed ^ (turn << 32), &mut || false);
        game.act(action, 0).ok()?;
        turn += 1;
    }
    (!game.is_over() && game.bag_len() > 0).then_some(game)
}

/// Plays one game, `a` as side 0 and `b` as side 1; returns the game.
pub fn play_game(
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    seed: u64,
    players: [Player; 2],
) -> Game {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    play_on(&mut game, |position, side, turn| {
        players[side as usize].choose(position, seed ^ (turn << 32), &mut || false)
    });
    game
}

/// The most turns a self-play game is let run: a guard against two players
/// passing back and forth for ever, never met in a game that follows the rules.
const MOST_TURNS: u64 = 400;

/// Plays `game` on to its end, `choose` picking each move from the position,
/// the side to move and the turn's number (from 0); a move the game refuses
/// becomes a pass, so a study's game always ends.
pub fn play_on(game: &mut Game, mut choose: impl FnMut(&Position, u8, u64) -> Action) {
    let mut turn = 0u64;
    while !game.is_over() && turn < MOST_TURNS {
        let action = choose(&Position::of(game), game.to_move(), turn);
        if game.act(action, 0).is_err() {
            game.act(Action::Pass, 0).expect("a pass is always legal");
        }
        turn += 1;
    }
}

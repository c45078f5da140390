//! What the A-Math measuring examples (`oracle`, `rack_reading`) share: a
//! game against the hard level, seats alternating by game, and the tally.

use krada_ai::player::{Level, Player, rack_without};
use krada_ai::position::Position;
use krada_engine::game::{Action, Game, GameConfig};
use krada_engine::tileset::{TileId, TileSetId};

/// The seed of game 0; game `g` is dealt by `BASE + g`.
pub const BASE: u64 = 9100;

/// Plays game `seed`: the side `(seed - BASE) % 2` moves by `choose` (given
/// the game, the position, the hard level and the turn's number) while tiles
/// are left in the bag, as the hard level otherwise. Returns that side's
/// final spread and how often its move was not the hard level's.
pub fn play(
    seed: u64,
    mut choose: impl FnMut(&Game, &Position, &Player, u64) -> Action,
) -> (i32, u32) {
    let side = ((seed - BASE) % 2) as u8;
    let mut game = Game::new(GameConfig::casual(TileSetId::Standard, seed));
    let hard = Player::new(Level::Hard, &game.rules().tiles);
    let (mut changed, mut turn) = (0, 0u64);
    while !game.is_over() && turn < 400 {
        let position = Position::of(&game);
        let hard_move = hard.choose(&position, seed ^ turn, &mut || false);
        let action = if game.to_move() == side && position.bag_len > 0 {
            let chosen = choose(&game, &position, &hard, turn);
            changed += u32::from(chosen != hard_move);
            chosen
        } else {
            hard_move
        };
        if game.act(action, 0).is_err() {
            game.act(Action::Pass, 0).expect("a pass");
        }
        turn += 1;
    }
    (game.score(side) - game.score(1 - side), changed)
}

/// "W% wins, +P points a game, C moves changed" over the games of [`play`].
pub fn report(results: &[(i32, u32)]) -> String {
    let games = results.len().max(1) as f64;
    let wins: f64 = results
        .iter()
        .map(|&(s, _)| match s {
            s if s > 0 => 1.0,
            0 => 0.5,
            _ => 0.0,
        })
        .sum();
    let spread: i64 = results.iter().map(|&(s, _)| s as i64).sum();
    let changed: u32 = results.iter().map(|r| r.1).sum();
    format!(
        "{:.1}% wins, {:+.1} points a game, {changed} moves changed",
        100.0 * wins / games,
        spread as f64 / games
    )
}

/// What is left of `rack` after `action`.
pub fn kept_by(rack: Vec<TileId>, action: &Action) -> Vec<TileId> {
    match action {
        Action::Play(placements) => rack_without(&rack, placements.iter().map(|p| p.tile)),
        Action::Exchange(tiles) => rack_without(&rack, tiles.iter().copied()),
        _ => rack,
    }
}

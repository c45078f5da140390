//! What reading the bag gains (issue 53), on positions where it matters:
//! games of the hard level against itself, stopped the first time the bag
//! holds 1 to `bag` tiles; from each, the side to move plays the rest as
//! the expert with and without the pre-endgame, the opponent as the hard
//! level, on the same seeds. Where both versions choose the same move the
//! rest of the game is the same, so it is played once.

use crate::matches::per_game;
use krada_ai::player::Player;
use krada_ai::position::Position;
use krada_ai::selfplay::{nearly_empty, play_on};
use krada_engine::game::{Game, Status};
use krada_engine::lexicon::Lexicon;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;
use std::time::Instant;

/// How one position ended for the side to move, played by each version.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Compared {
    /// Final spread without the pre-endgame and with it.
    pub spread: [i32; 2],
    /// Whether the two versions' first moves differed.
    pub differed: bool,
    /// How long each version took over its first move (milliseconds,
    /// natively, beside the other games of the machine's cores).
    pub first_ms: [f64; 2],
}

/// The result of a won (1), tied (½) or lost (0) game for a spread.
pub fn win(spread: i32) -> f64 {
    match spread.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    }
}

/// The versions `[without, with]` compared on the positions of `games`
/// games from `seed` (shared among the machine's cores; the same on any
/// machine), the opponent and the games before playing as `hard`.
pub fn study(
    games: u32,
    seed: u64,
    bag: usize,
    [without, with, hard]: [Player; 3],
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
) -> Vec<Compared> {
    per_game(games, seed, |game_seed| {
        let Some(game) = nearly_empty(tiles, lexicon.clone(), game_seed, bag, hard) else {
            return Vec::new();
        };
        let side = game.to_move();
        let first = |player: &Player| {
            let started = Instant::now();
            let action = player.choose(&Position::of(&game), game_seed, &mut || false);
            (action, started.elapsed().as_secs_f64() * 1000.0)
        };
        let ((before_move, before_ms), (after_move, after_ms)) = (first(&without), first(&with));
        let differed = before_move != after_move;
        let spread_of = |player: Player| {
            let mut game = game.clone();
            let players = if side == 0 {
                [player, hard]
            } else {
                [hard, player]
            };
            play_on(&mut game, |position, mover, turn| {
                let turn_seed = game_seed ^ (turn << 32);
                players[mover as usize].choose(position, turn_seed, &mut || false)
            });
            final_spread(&game, side)
        };
        let before = spread_of(without);
        let after = if differed { spread_of(with) } else { before };
        vec![Compared {
            spread: [before, after],
            differed,
            first_ms: [before_ms, after_ms],
        }]
    })
}

/// `side`'s score less the other's at the game's end.
fn final_spread(game: &Game, side: u8) -> i32 {
    debug_assert!(matches!(game.status(), Status::Over(_)));
    game.score(side) - game.score(1 - side)
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::Level;
    use krada_ai::simulate::SimBudget;
    use krada_engine::tileset::TileSet;

    #[test]
    fn the_same_first_move_gives_the_same_game_and_positions_come_from_nearly_empty_bags() {
        let set = TileSet::get(TileSetId::Standard);
        let quick = Player {
            simulation: SimBudget {
                candidates: 2,
                iterations: 2,
                ..SimBudget::DEFAULT
            },
            pre_endgame: None,
            ..Player::new(Level::Expert, &set)
        };
        let hard = Player::new(Level::Hard, &set);
        let seed = (1..30)
            .find(|&seed| nearly_empty(TileSetId::Standard, None, seed, 2, hard).is_some())
            .expect("a game reaching a bag of one or two");
        let game = nearly_empty(TileSetId::Standard, None, seed, 2, hard).expect("found");
        assert!((1..=2).contains(&game.bag_len()));
        // One version against itself: nothing differs, so nothing is gained.
        let compared = study(1, seed, 2, [quick, quick, hard], TileSetId::Standard, None);
        assert_eq!(compared.len(), 1);
        for c in &compared {
            assert!(!c.differed);
            assert_eq!(c.spread[0], c.spread[1]);
        }
    }
}

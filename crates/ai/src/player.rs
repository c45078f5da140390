//! Levels of play. Each level sees the same exhaustive list of plays and
//! differs in what it does with it.

use crate::endgame::{Limits, solve_within};
use crate::leave::{Leave, for_tiles};
use crate::movegen::{Extra, Generator, Move, generate, sort_moves};
use crate::position::Position;
use crate::simulate::{SimBudget, expert_move};
use krada_engine::game::Action;
use krada_engine::tileset::TileSet;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// A beginner: some play from the lower half of the scores.
    Easy,
    /// Sees about a third of the plays and takes the best-scoring of those.
    Medium,
    /// Always the top-scoring play: the baseline the others are measured by.
    Greedy,
    /// Score plus the value of the tiles kept, and exchanges when better.
    Hard,
    /// The hard level's best moves, each played out against opponent racks
    /// drawn from the unseen tiles (simulation), the best on average kept.
    Expert,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Greedy,
        Level::Hard,
        Level::Expert,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Greedy => "greedy",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text)
    }
}

use crate::equity::top_moves;
pub use crate::equity::{
    EXCHANGE_COST, Rated, best_exchange, best_moves, best_moves_with, better, equity_of, kept,
    rack_without,
};

/// How far the hard and expert levels search an endgame a move (besides
/// their time budget): from the moment the bag is empty, the sixteen most
/// promising plays of a rack over four tiles (every play of a smaller one),
/// each position's plays generated once for all the deeper searches. Most
/// endgames are followed to the game's end on every line well within the
/// budget (half a second or less natively).
pub const ENDGAME_LIMITS: Limits = Limits {
    depth: usize::MAX,
    nodes: 5_000,
    width: 16,
};

/// A play the medium level notices: a fixed pseudo-random third of all
/// plays, different with each seed.
fn noticed(play: &Move, seed: u64) -> bool {
    let mut hash = seed ^ 0x9e37_79b9_7f4a_7c15;
    for p in &play.placements {
        hash =
            (hash ^ (p.pos.index() as u64) ^ ((p.face.0 as u64) << 8) ^ ((p.tile.0 as u64) << 16))
                .wrapping_mul(0x100_0000_01b3);
    }
    hash % 100 < 35
}

/// What a level does in this position; always a legal action.
pub fn choose(
    position: &Position,
    level: Level,
    seed: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Action {
    let set = position.rules().tiles;
    Player::new(level, &set).choose(position, seed, stop)
}

/// A level with the parts it plays by: the value of the tiles kept, for
/// the hard and expert levels how far they search an endgame (`None`: they
/// do not), and for the expert how much it simulates.
#[derive(Clone, Copy)]
pub struct Player<'a> {
    pub level: Level,
    pub leave: &'a dyn Leave,
    pub endgame: Option<Limits>,
    pub simulation: SimBudget,
}

impl Player<'static> {
    /// The level as it plays the game of `set`.
    pub fn new(level: Level, set: &TileSet) -> Player<'static> {
        Player {
            level,
            leave: for_tiles(set),
            endgame: Some(ENDGAME_LIMITS),
            simulation: SimBudget::for_tiles(set),
        }
    }
}

impl Player<'_> {
    /// What the player does in this position; always a legal action.
    pub fn choose(&self, position: &Position, seed: u64, stop: &mut dyn FnMut() -> bool) -> Action {
        choose_as(self, position, seed, stop)
    }
}

fn choose_as(
    player: &Player,
    position: &Position,
    seed: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Action {
    let (level, leave) = (player.level, player.leave);
    let rules = position.rules();
    let fallback = || {
        if position.bag_len >= rules.exchange_min_bag && !position.rack.is_empty() {
            Action::Exchange(position.rack.clone())
        } else {
            Action::Pass
        }
    };
    let score = |play: &Move| play.score as f32;
    let picked = match level {
        Level::Hard | Level::Expert if position.bag_len == 0 && player.endgame.is_some() => {
            let limits = player.endgame.expect("an endgame search");
            return solve_within(position, position.scoreless, limits, stop)
                .expect("the bag is empty")
                .line[0]
                .action();
        }
        Level::Expert => return expert_move(position, leave, player.simulation, seed, stop),
        Level::Hard => {
            let (rated, _) = best_moves_with(position, 1, leave, stop);
            return match (rated.first(), best_exchange(position, leave)) {
                (Some(play), Some((give, keep_value)))
                    if keep_value - EXCHANGE_COST > play.equity =>
                {
                    Action::Exchange(give)
                }
                (Some(play), _) => Action::Play(play.play.placements.to_vec()),
                (None, Some((give, _))) => Action::Exchange(give),
                (None, None) => Action::Pass,
            };
        }
        Level::Greedy => top_moves(
            &mut Generator::default(),
            position,
            1,
            Extra::within(&|_| 0.0),
            score,
            |_| true,
            stop,
        )
        .0
        .into_iter()
        .next(),
        Level::Medium => top_moves(
            &mut Generator::default(),
            position,
            1,
            Extra::within(&|_| 0.0),
            score,
            |m| noticed(m, seed),
            stop,
        )
        .0
        .into_iter()
        .next(),
        Level::Easy => {
            let mut moves = Vec::new();
            generate(&rules, &position.board(), &position.rack, stop, |m| {
                moves.push(m)
            });
            sort_moves(&mut moves);
            let half = moves.len() / 2;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let lower = &mut moves[half..];
            lower.shuffle(&mut rng);
            lower.first().map(|m| Rated {
                play: m.clone(),
                equity: m.score as f32,
                opening: 0.0,
            })
        }
    };
    picked.map_or_else(fallback, |r| Action::Play(r.play.placements.to_vec()))
}

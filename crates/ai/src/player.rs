//! Levels of play. Each level sees the same exhaustive list of plays and
//! differs in what it does with it.

use crate::endgame::{Limits, solve_within};
use crate::leave::{Leave, for_tiles};
use crate::movegen::{Extra, Generator, Move, generate, sort_moves};
use crate::position::Position;
use crate::preendgame::{PreEndgame, weigh};
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
    /// Sees the plays on about a third of the places on the board (the
    /// squares a play covers) and takes the best-scoring of those.
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

pub use crate::equity::{
    EXCHANGE_COST, Rated, best_distinct_moves, best_exchange, best_moves, best_moves_with, better,
    equity_of, kept, rack_without,
};
use crate::equity::{Wanted, top_moves};

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

/// A play the medium level notices: one on a fixed pseudo-random third of
/// the places a play can go (the squares it covers), different with each
/// seed. Places, not arrangements: A-Math lays out many equivalent
/// equations on the same squares (`1+2=3`, `2+1=3`, …) for about the same
/// score, so a third of the arrangements would still hold the top score
/// nearly always, and medium would play like greedy. A person misses places
/// on the board, not orderings of a found equation.
fn noticed(play: &Move, seed: u64) -> bool {
    // Summed so the order the placements are listed in does not matter.
    let place = play
        .placements
        .iter()
        .map(|p| mix(seed ^ p.pos.index() as u64))
        .fold(0u64, u64::wrapping_add);
    mix(place) % 100 < 35
}

/// splitmix64's finaliser: every bit of the input moves every bit out.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
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
/// do not), and for the expert how much it simulates and how it reads a
/// nearly empty bag (`None`: it simulates there too).
#[derive(Clone, Copy)]
pub struct Player<'a> {
    pub level: Level,
    pub leave: &'a dyn Leave,
    pub endgame: Option<Limits>,
    pub simulation: SimBudget,
    pub pre_endgame: Option<PreEndgame>,
}

impl Player<'static> {
    /// The level as it plays the game of `set`.
    pub fn new(level: Level, set: &TileSet) -> Player<'static> {
        Player {
            level,
            leave: for_tiles(set),
            endgame: Some(ENDGAME_LIMITS),
            simulation: SimBudget::for_tiles(set),
            // Reading the bag was not found to gain over the simulation
            // (preendgame.rs): the command line switches it on to measure.
            pre_endgame: None,
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
        Level::Expert => {
            let read = player
                .pre_endgame
                .and_then(|pre| weigh(position, leave, pre, stop));
            return match read.and_then(|weighed| weighed.into_iter().next()) {
                Some(best) => best.action,
                None => expert_move(position, leave, player.simulation, seed, stop),
            };
        }
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
            Wanted::BEST,
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
            Wanted::BEST,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::all_moves;
    use crate::suite::suite;
    use std::collections::HashMap;

    fn squares(play: &Move) -> Vec<usize> {
        let mut squares: Vec<usize> = play.placements.iter().map(|p| p.pos.index()).collect();
        squares.sort_unstable();
        squares
    }

    /// The suite's boards with racks of plain tiles (blanks make many
    /// thousands of plays: slow in a debug build, and nothing more to see),
    /// each with its plays.
    fn without_blanks() -> impl Iterator<Item = (crate::suite::SuitePosition, Vec<Move>)> {
        suite()
            .into_iter()
            .filter(|entry| entry.name.ends_with("0-blank"))
            .map(|entry| {
                let p = &entry.position;
                let moves = all_moves(&p.rules(), &p.board(), &p.rack);
                (entry, moves)
            })
    }

    #[test]
    fn medium_notices_places_not_arrangements() {
        let (mut places, mut noticed_places) = (0, 0);
        for (entry, moves) in without_blanks() {
            for seed in 0..4 {
                let mut verdicts: HashMap<Vec<usize>, bool> = HashMap::new();
                for play in &moves {
                    let seen = noticed(play, seed);
                    let first = *verdicts.entry(squares(play)).or_insert(seen);
                    assert_eq!(first, seen, "{}: one place, two verdicts", entry.name);
                }
                places += verdicts.len();
                noticed_places += verdicts.values().filter(|&&seen| seen).count();
            }
        }
        assert!(
            (places / 4..places * 9 / 20).contains(&noticed_places),
            "{noticed_places} of {places} places noticed"
        );
    }

    #[test]
    fn medium_plays_the_best_score_it_noticed_and_misses_the_top_often() {
        let (mut turns, mut below_top) = (0, 0);
        for (entry, moves) in without_blanks() {
            let position = &entry.position;
            let top = moves.iter().map(|m| m.score).max().expect("a play");
            for seed in 0..8 {
                let Action::Play(tiles) = choose(position, Level::Medium, seed, &mut || false)
                else {
                    panic!("{}: medium did not play", entry.name);
                };
                let played = moves
                    .iter()
                    .find(|m| m.placements[..] == tiles[..])
                    .expect("a legal play");
                assert!(noticed(played, seed));
                let best_noticed = moves.iter().filter(|m| noticed(m, seed)).map(|m| m.score);
                assert_eq!(Some(played.score), best_noticed.max());
                turns += 1;
                below_top += usize::from(played.score < top);
            }
        }
        // The level is between easy and greedy: on most boards a third of
        // the places leaves the top score out.
        assert!(
            below_top * 2 > turns,
            "below the top {below_top} of {turns}"
        );
    }
}

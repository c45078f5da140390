//! The pre-endgame (issue 53): with few tiles left in the bag, a play that
//! empties it leaves, for each way the bag may hold its last tiles, a game
//! of perfect information — the drawer knows its rack, the opponent's is
//! what is left unseen. Each such draw is weighted by how many of the unseen
//! tiles' equally likely arrangements give it, and its endgame is solved
//! exactly (`endgame`); the play that wins on the most draws is the best,
//! the mean final spread breaking ties. This is the part of macondo's
//! pre-endgame solver that needs no sampling; plays that leave tiles in the
//! bag are still the simulation's.

use crate::endgame::{self, Limits};
use crate::position::Position;
use krada_engine::play::{Placement, lay};
use krada_engine::tileset::TileId;

/// A candidate play with its score.
pub type Scored = (Vec<Placement>, u32);

/// One way the bag may hold its last tiles, and in how many of the unseen
/// tiles' arrangements it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    pub tiles: Vec<TileId>,
    pub weight: u64,
}

/// Every multiset of `n` tiles the unseen counts (`unseen[kind]`) allow,
/// each weighted by the number of the unseen tiles' `n`-subsets that give
/// it: the product over kinds of C(unseen, taken). The weights add up to
/// C(all unseen, n); with one tile in the bag each kind weighs its count.
pub fn draws(unseen: &[u8], n: usize) -> Vec<Draw> {
    let mut out = Vec::new();
    let mut taken = Vec::with_capacity(n);
    gather(unseen, 0, n, &mut taken, 1, &mut out);
    out
}

fn gather(
    unseen: &[u8],
    kind: usize,
    left: usize,
    taken: &mut Vec<TileId>,
    weight: u64,
    out: &mut Vec<Draw>,
) {
    if left == 0 {
        out.push(Draw {
            tiles: taken.clone(),
            weight,
        });
        return;
    }
    if kind == unseen.len() {
        return;
    }
    let most = (unseen[kind] as usize).min(left);
    for k in 0..=most {
        let before = taken.len();
        taken.extend(std::iter::repeat_n(TileId(kind as u8), k));
        let w = weight * binomial(unseen[kind] as u64, k as u64);
        gather(unseen, kind + 1, left - k, taken, w, out);
        taken.truncate(before);
    }
}

/// C(n, k), exact for the counts a tile set has.
pub fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// How a play fares over every draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The weight of the draws it wins, a tied game counting half.
    pub wins: f64,
    /// The weight of every draw: C(unseen, tiles in the bag).
    pub total: u64,
    /// The final spread, averaged over the draws by weight.
    pub mean_spread: f64,
    /// Whether every draw's endgame was solved exactly within the limits.
    pub exact: bool,
}

impl Outcome {
    /// The share of the draws won, 0 to 1.
    pub fn win_share(&self) -> f64 {
        self.wins / self.total as f64
    }
}

/// `play`, scoring `score`, from `position` where it empties the bag (it
/// lays at least as many tiles as the bag holds): for each draw, the
/// endgame that follows with the opponent to move, within `limits`. `None`
/// when the play leaves tiles in the bag, the bag is already empty, or
/// `stop` ends the work.
pub fn after_emptying(
    position: &Position,
    play: &[Placement],
    score: u32,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Outcome> {
    let n = position.bag_len;
    if n == 0 || play.len() < n {
        return None;
    }
    let mut leave = position.rack.clone();
    for p in play {
        let at = leave.iter().position(|&t| t == p.tile)?;
        leave.swap_remove(at);
    }
    let mut board = position.board();
    lay(&mut board, play);
    let spread_now = position.spread + score as i32;
    let mut outcome = Outcome {
        wins: 0.0,
        total: 0,
        mean_spread: 0.0,
        exact: true,
    };
    let mut spread_sum = 0.0;
    for draw in draws(&position.unseen, n) {
        let mut mine_unseen_by_them = vec![0u8; position.unseen.len()];
        for &t in leave.iter().chain(&draw.tiles) {
            mine_unseen_by_them[t.0 as usize] += 1;
        }
        let mut theirs = position.unseen.clone();
        for &t in &draw.tiles {
            theirs[t.0 as usize] -= 1;
        }
        let opponent = Position {
            board: board.tiles().collect(),
            rack: Position {
                unseen: theirs,
                ..position.clone()
            }
            .unseen_tiles(),
            bag_len: 0,
            unseen: mine_unseen_by_them,
            scoreless: 0,
            spread: -spread_now,
            ..position.clone()
        };
        let solution = endgame::solve_within(&opponent, 0, limits, stop)?;
        if stop() {
            return None;
        }
        let spread = spread_now - solution.value;
        outcome.exact &= solution.exact;
        outcome.total += draw.weight;
        outcome.wins += draw.weight as f64
            * match spread.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
        spread_sum += draw.weight as f64 * spread as f64;
    }
    outcome.mean_spread = spread_sum / outcome.total as f64;
    Some(outcome)
}

/// The candidates (each play with its score) that empty the bag, ranked:
/// most draws won first, then the mean spread. Each with its index among
/// `candidates`; plays that leave tiles in the bag are not here.
pub fn rank(
    position: &Position,
    candidates: &[Scored],
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<(usize, Outcome)> {
    let mut ranked: Vec<(usize, Outcome)> = candidates
        .iter()
        .enumerate()
        .filter_map(|(i, (play, score))| {
            after_emptying(position, play, *score, limits, stop).map(|o| (i, o))
        })
        .collect();
    ranked.sort_by(|a, b| {
        b.1.wins
            .total_cmp(&a.1.wins)
            .then(b.1.mean_spread.total_cmp(&a.1.mean_spread))
    });
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_tile_in_the_bag_weighs_each_kind_by_its_count() {
        let unseen = [2, 1, 0, 3];
        let one = draws(&unseen, 1);
        let mut weights: Vec<(u8, u64)> = one.iter().map(|d| (d.tiles[0].0, d.weight)).collect();
        weights.sort();
        assert_eq!(weights, [(0, 2), (1, 1), (3, 3)]);
    }

    #[test]
    fn the_weights_of_n_tiles_count_every_subset_of_the_unseen_once() {
        let unseen = [2, 1, 0, 3];
        let two = draws(&unseen, 2);
        let weight_of = |tiles: &[u8]| {
            two.iter()
                .find(|d| d.tiles.iter().map(|t| t.0).eq(tiles.iter().copied()))
                .map(|d| d.weight)
        };
        assert_eq!(weight_of(&[0, 0]), Some(1));
        assert_eq!(weight_of(&[0, 3]), Some(6));
        assert_eq!(weight_of(&[3, 3]), Some(3));
        assert_eq!(weight_of(&[1, 1]), None);
        // Every set of counts and bag size: the weights add up to C(all, n).
        for seed in 0..200u64 {
            let unseen: Vec<u8> = (0..5).map(|i| ((seed >> (i * 2)) % 4) as u8).collect();
            let all: u64 = unseen.iter().map(|&c| c as u64).sum();
            for n in 0..=all.min(7) as usize {
                let total: u64 = draws(&unseen, n).iter().map(|d| d.weight).sum();
                assert_eq!(total, binomial(all, n as u64), "{unseen:?} n={n}");
            }
        }
    }

    /// The greedy level's A-Math game from `seed` when its bag first holds
    /// one or two tiles, with the four top-scoring plays that empty it.
    fn nearly_empty(seed: u64) -> Option<(Position, Vec<Scored>)> {
        use crate::movegen::Generator;
        use crate::player::{Level, choose};
        use krada_engine::game::{Game, GameConfig};
        use krada_engine::tileset::TileSetId;
        let mut game = Game::new(GameConfig::casual(TileSetId::Standard, seed));
        let mut turn = 0;
        while !game.is_over() && game.bag_len() > 2 {
            let action = choose(&Position::of(&game), Level::Greedy, turn, &mut || false);
            game.act(action, 0).ok()?;
            turn += 1;
        }
        let position = Position::of(&game);
        (!game.is_over() && position.bag_len > 0).then_some(())?;
        let mut plays = Vec::new();
        Generator::default().generate(
            &position.rules(),
            &position.board(),
            &position.rack,
            &mut || false,
            |m| {
                if m.placements.len() >= position.bag_len {
                    plays.push((m.placements.to_vec(), m.score));
                }
            },
        );
        plays.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
        plays.truncate(4);
        Some((position, plays))
    }

    #[test]
    fn plays_that_empty_the_bag_are_ranked_by_the_draws_they_win() {
        let limits = Limits {
            depth: 2,
            nodes: 200,
            width: 4,
        };
        let (position, plays) = (1..20).find_map(nearly_empty).expect("a nearly empty bag");
        let all: u64 = position.unseen.iter().map(|&c| c as u64).sum();
        let ranked = rank(&position, &plays, limits, &mut || false);
        assert_eq!(ranked.len(), plays.len());
        for (_, outcome) in &ranked {
            // Every draw counted once, by its weight.
            assert_eq!(outcome.total, binomial(all, position.bag_len as u64));
            assert!((0.0..=outcome.total as f64).contains(&outcome.wins));
            // Two plies of an endgame of eight-tile racks do not reach its end.
            assert!(!outcome.exact);
        }
        assert!(ranked.windows(2).all(|w| w[0].1.wins >= w[1].1.wins));
        // A play that leaves tiles in the bag is not the pre-endgame's.
        let pass: Vec<Placement> = Vec::new();
        assert_eq!(
            after_emptying(&position, &pass, 0, limits, &mut || false),
            None
        );
        // Told to stop, it gives nothing rather than a guess.
        let (play, score) = &plays[0];
        assert_eq!(
            after_emptying(&position, play, *score, limits, &mut || true),
            None
        );
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(100, 7), 16_007_560_800);
        assert_eq!(binomial(3, 4), 0);
        assert_eq!(binomial(0, 0), 1);
    }
}

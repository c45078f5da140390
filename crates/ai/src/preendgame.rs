//! The pre-endgame (issue 53): with few tiles left in the bag, a play that
//! empties it leaves, for each way the bag may hold its last tiles, a game
//! of perfect information — the drawer knows its rack, the opponent's is
//! what is left unseen. Each such draw is weighted by how many of the unseen
//! tiles' equally likely arrangements give it, and its endgame is solved
//! exactly (`endgame`); the play that wins on the most draws is the best,
//! the mean final spread breaking ties; with one tile in the bag a pass is
//! weighed too. This is the part of macondo's pre-endgame solver that needs
//! no sampling; plays that leave tiles in the bag are still the
//! simulation's. No level uses it by default ([`PreEndgame::DEFAULT`]).

use crate::endgame::{self, Limits};
use crate::equity::{Rated, best_distinct_moves};
use crate::leave::Leave;
use crate::position::Position;
use krada_engine::board::Board;
use krada_engine::game::Action;
use krada_engine::play::{Placement, lay};
use krada_engine::tileset::TileId;

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

    /// What a player is told of it.
    pub fn draws_won(&self) -> DrawsWon {
        DrawsWon {
            won: self.wins,
            of: self.total,
        }
    }
}

/// Of every tile the opponent may draw after a play (each counted as often
/// as it is unseen), how many leave the side winning once both play the
/// endgame out; a tie counts half. What the hints and the review say.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DrawsWon {
    pub won: f64,
    pub of: u64,
}

/// A play that empties the bag, laid: what every draw after it shares.
struct Emptying<'a> {
    position: &'a Position,
    board: Board,
    /// The tiles the side keeps.
    leave: Vec<TileId>,
    /// The tiles it cannot see: the opponent's rack and the bag.
    unseen: Vec<TileId>,
    /// The side's spread once the play has scored.
    spread: i32,
}

impl<'a> Emptying<'a> {
    fn new(position: &'a Position, play: &[Placement], score: u32) -> Option<Emptying<'a>> {
        let mut leave = position.rack.clone();
        for p in play {
            let at = leave.iter().position(|&t| t == p.tile)?;
            leave.swap_remove(at);
        }
        let mut board = position.board();
        lay(&mut board, play);
        Some(Emptying {
            position,
            board,
            leave,
            unseen: position.unseen_tiles(),
            spread: position.spread + score as i32,
        })
    }

    /// The final spread when the side draws `draw` (the opponent then
    /// holds the rest of the unseen tiles and moves), and whether the
    /// endgame was solved exactly. `None` when `stop` ends the work.
    fn on(
        &self,
        draw: &Draw,
        limits: Limits,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<(i32, bool)> {
        let mine: Vec<TileId> = self.leave.iter().chain(&draw.tiles).copied().collect();
        let theirs = without(&self.unseen, &draw.tiles)?;
        let opponent = endgame_of(self.position, &self.board, theirs, &mine, -self.spread);
        let solution = endgame::solve_within(&opponent, 0, limits, stop)?;
        if stop() {
            return None;
        }
        Some((self.spread - solution.value, solution.exact))
    }
}

/// `tiles` less each of `taken` once; `None` if one is missing.
fn without(tiles: &[TileId], taken: &[TileId]) -> Option<Vec<TileId>> {
    let mut left = tiles.to_vec();
    for t in taken {
        let at = left.iter().position(|u| u == t)?;
        left.swap_remove(at);
    }
    Some(left)
}

/// The endgame (the bag empty) of the side holding `rack` on `board`, the
/// other side holding `theirs`, the mover's spread `spread`.
fn endgame_of(
    like: &Position,
    board: &Board,
    rack: Vec<TileId>,
    theirs: &[TileId],
    spread: i32,
) -> Position {
    let mut unseen = vec![0u8; like.unseen.len()];
    for t in theirs {
        unseen[t.0 as usize] += 1;
    }
    Position {
        board: board.tiles().collect(),
        rack,
        bag_len: 0,
        unseen,
        scoreless: 0,
        spread,
        ..like.clone()
    }
}

/// Draws' results added up by weight.
#[derive(Clone, Copy, Debug, Default)]
struct Tallied {
    wins: f64,
    total: u64,
    spread_sum: f64,
    inexact: bool,
}

impl Tallied {
    fn add(&mut self, weight: u64, spread: i32, exact: bool) {
        self.total += weight;
        self.wins += weight as f64
            * match spread.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
        self.spread_sum += weight as f64 * spread as f64;
        self.inexact |= !exact;
    }

    fn outcome(&self) -> Outcome {
        Outcome {
            wins: self.wins,
            total: self.total,
            mean_spread: self.spread_sum / self.total.max(1) as f64,
            exact: !self.inexact,
        }
    }
}

/// Best first: most draws won, then the mean final spread.
pub fn by_draws_won(a: &Outcome, b: &Outcome) -> std::cmp::Ordering {
    b.wins
        .total_cmp(&a.wins)
        .then(b.mean_spread.total_cmp(&a.mean_spread))
}

/// How far the expert reads a nearly empty bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PreEndgame {
    /// It reads bags of 1 to `bag` tiles.
    pub bag: usize,
    /// The hard level's best plays that empty the bag, weighed.
    pub plays: usize,
    /// With one tile in the bag, the opponent's best answers to a pass
    /// tried (each followed by the endgame that follows it).
    pub replies: usize,
    /// Each draw's endgame search.
    pub limits: Limits,
}

impl PreEndgame {
    /// How it reads the bag when told to (`Player`'s `pre_endgame`; no
    /// level does by default: over 470 Crossword positions it won as often
    /// as the simulation, at forty times the time — docs/measurements.md,
    /// "Strength"). The same in both games.
    pub const DEFAULT: PreEndgame = PreEndgame {
        bag: 1,
        plays: 6,
        replies: 4,
        limits: Limits {
            depth: usize::MAX,
            nodes: 1_000,
            width: 6,
        },
    };

    /// Whether it reads a bag of `bag_len` tiles.
    pub fn reads(&self, bag_len: usize) -> bool {
        (1..=self.bag).contains(&bag_len)
    }
}

/// A move weighed over every draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    pub action: Action,
    pub score: u32,
    pub outcome: Outcome,
}

/// The pre-endgame's moves in `position`, best first: the hard level's
/// best plays that empty the bag, and with one tile in it a pass (the
/// opponent must then open the last draw: each of its best answers is
/// followed by the endgame, and it may pass back), each over every draw
/// the bag allows, heaviest draws first. `None` when `pre` does not read
/// this bag, no play empties it, or `stop` ends the work first: then the
/// simulation decides.
pub fn weigh(
    position: &Position,
    leave: &dyn Leave,
    pre: PreEndgame,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Vec<Weighed>> {
    let n = position.bag_len;
    if !pre.reads(n) {
        return None;
    }
    let (rated, _) = best_distinct_moves(position, pre.plays * 4, leave, stop);
    let plays: Vec<Rated> = rated
        .into_iter()
        .filter(|r| r.play.placements.len() >= n)
        .take(pre.plays)
        .collect();
    if plays.is_empty() || stop() {
        return None;
    }
    let plays: Vec<(&[Placement], u32)> = plays
        .iter()
        .map(|r| (&r.play.placements[..], r.play.score))
        .collect();
    let Read {
        mut weighed,
        draws: all,
        spreads,
    } = over_every_draw(position, &plays, pre.limits, stop)?;
    let best = (0..weighed.len())
        .min_by(|&a, &b| by_draws_won(&weighed[a].outcome, &weighed[b].outcome))
        .expect("a play");
    if let Some(pass) = passing(position, leave, pre, &all, &spreads[best], stop)? {
        weighed.push(pass);
    }
    weighed.sort_by(|a, b| by_draws_won(&a.outcome, &b.outcome));
    Some(weighed)
}

/// These plays of `position` (each with its score, each emptying the
/// bag), each over every draw the bag allows, in their order: what the
/// review says of a move played and the best ones. `None` when a play
/// does not empty the bag or is not on the rack, or `stop` ends the work.
pub fn weigh_these(
    position: &Position,
    plays: &[(&[Placement], u32)],
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Vec<Weighed>> {
    if position.bag_len == 0 || plays.iter().any(|(p, _)| p.len() < position.bag_len) {
        return None;
    }
    Some(over_every_draw(position, plays, limits, stop)?.weighed)
}

/// Plays read over every draw.
struct Read {
    /// Each play's outcome, in the plays' order.
    weighed: Vec<Weighed>,
    /// The draws, heaviest first.
    draws: Vec<Draw>,
    /// Each play's final spread on each draw.
    spreads: Vec<Vec<i32>>,
}

fn over_every_draw(
    position: &Position,
    plays: &[(&[Placement], u32)],
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Read> {
    let laid: Vec<Emptying> = plays
        .iter()
        .map(|&(play, score)| Emptying::new(position, play, score))
        .collect::<Option<_>>()?;
    let mut all = draws(&position.unseen, position.bag_len);
    all.sort_by_key(|d| std::cmp::Reverse(d.weight));
    // Each play's final spread on each draw (draw by draw, so every play
    // meets the same draws however far the work goes).
    let mut spreads = vec![Vec::with_capacity(all.len()); laid.len()];
    let mut tallies = vec![Tallied::default(); laid.len()];
    for draw in &all {
        for (play, (spread, tally)) in laid.iter().zip(spreads.iter_mut().zip(&mut tallies)) {
            let (s, exact) = play.on(draw, limits, stop)?;
            spread.push(s);
            tally.add(draw.weight, s, exact);
        }
    }
    let weighed = plays
        .iter()
        .zip(&tallies)
        .map(|(&(play, score), t)| Weighed {
            action: Action::Play(play.to_vec()),
            score,
            outcome: t.outcome(),
        })
        .collect();
    Some(Read {
        weighed,
        draws: all,
        spreads,
    })
}

/// A pass with one tile in the bag, over every draw: the opponent, holding
/// the rest of the unseen tiles, answers with the best for it of its
/// `pre.replies` best plays (drawing the last tile; the side then plays the
/// endgame) or passes back (the side then plays `fallback`, its best play,
/// whose spread on each draw is given). `Some(None)` when a pass is not
/// worth weighing: more tiles in the bag, or two more scoreless turns would
/// end the game; `None` when `stop` ends the work.
fn passing(
    position: &Position,
    leave: &dyn Leave,
    pre: PreEndgame,
    all: &[Draw],
    fallback: &[i32],
    stop: &mut dyn FnMut() -> bool,
) -> Option<Option<Weighed>> {
    let rules = position.rules();
    if position.bag_len != 1 || position.scoreless + 2 >= rules.scoreless_turns_end {
        return Some(None);
    }
    let board = position.board();
    let unseen = position.unseen_tiles();
    let mut tally = Tallied::default();
    for (draw, &passed_back) in all.iter().zip(fallback) {
        let theirs = without(&unseen, &draw.tiles)?;
        let mut what_they_see = position.rack.clone();
        what_they_see.extend_from_slice(&draw.tiles);
        let opponent = Position {
            bag_len: 1,
            scoreless: position.scoreless + 1,
            ..endgame_of(
                position,
                &board,
                theirs.clone(),
                &what_they_see,
                -position.spread,
            )
        };
        let (answers, _) = best_distinct_moves(&opponent, pre.replies, leave, stop);
        let mut worst = (passed_back, true);
        for answer in &answers {
            let placements = &answer.play.placements;
            let mut board = board.clone();
            lay(&mut board, placements);
            let mut kept = without(
                &theirs,
                &placements.iter().map(|p| p.tile).collect::<Vec<_>>(),
            )?;
            kept.extend_from_slice(&draw.tiles);
            let spread = position.spread - answer.play.score as i32;
            let mine = endgame_of(position, &board, position.rack.clone(), &kept, spread);
            let solution = endgame::solve_within(&mine, 0, pre.limits, stop)?;
            if stop() {
                return None;
            }
            if spread + solution.value < worst.0 {
                worst = (spread + solution.value, solution.exact);
            }
        }
        tally.add(draw.weight, worst.0, worst.1 && answers.len() < pre.replies);
    }
    Some(Some(Weighed {
        action: Action::Pass,
        score: 0,
        outcome: tally.outcome(),
    }))
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

    #[test]
    fn plays_that_empty_the_bag_are_ranked_by_the_draws_they_win() {
        use crate::leave::for_tiles;
        use crate::player::{Level, Player};
        use crate::selfplay::nearly_empty;
        use krada_engine::tileset::{TileSet, TileSetId};
        let set = TileSet::get(TileSetId::Standard);
        let greedy = Player::new(Level::Greedy, &set);
        let pre = PreEndgame {
            bag: 2,
            plays: 4,
            replies: 2,
            limits: Limits {
                depth: 2,
                nodes: 200,
                width: 4,
            },
        };
        let position = (1..20)
            .find_map(|seed| nearly_empty(TileSetId::Standard, None, seed, 2, greedy))
            .map(|game| Position::of(&game))
            .expect("a nearly empty bag");
        let all: u64 = position.unseen.iter().map(|&c| c as u64).sum();
        let weighed = weigh(&position, for_tiles(&set), pre, &mut || false).expect("read");
        let plays = weighed
            .iter()
            .filter(|w| matches!(w.action, Action::Play(_)));
        assert!((1..=pre.plays).contains(&plays.clone().count()));
        for w in &weighed {
            // Every draw counted once, by its weight.
            assert_eq!(w.outcome.total, binomial(all, position.bag_len as u64));
            assert!((0.0..=w.outcome.total as f64).contains(&w.outcome.wins));
            // Two plies of an endgame of eight-tile racks do not reach its end.
            assert!(!w.outcome.exact);
        }
        assert!(
            weighed
                .windows(2)
                .all(|w| w[0].outcome.wins >= w[1].outcome.wins)
        );
        // A play that leaves tiles in the bag is not the pre-endgame's.
        for w in plays {
            let Action::Play(tiles) = &w.action else {
                unreachable!()
            };
            assert!(tiles.len() >= position.bag_len);
        }
        // Told to stop, it gives nothing rather than a guess.
        assert_eq!(weigh(&position, for_tiles(&set), pre, &mut || true), None);
    }

    /// The hard level's A-Math game from `seed` the first time its bag
    /// holds one tile, with the side to move still to play.
    fn bag_of_one(seed: u64) -> Option<Position> {
        use crate::player::{Level, Player};
        use crate::selfplay::nearly_empty;
        use krada_engine::tileset::{TileSet, TileSetId};
        let hard = Player::new(Level::Hard, &TileSet::get(TileSetId::Standard));
        let game = nearly_empty(TileSetId::Standard, None, seed, 1, hard)?;
        Some(Position::of(&game))
    }

    /// Small enough for a test: a few plays, short endgames.
    const QUICK: PreEndgame = PreEndgame {
        bag: 1,
        plays: 3,
        replies: 2,
        limits: Limits {
            depth: 2,
            nodes: 150,
            width: 4,
        },
    };

    #[test]
    fn a_bag_of_one_is_read_draw_by_draw_for_plays_and_a_pass() {
        use crate::leave::for_tiles;
        let position = (1..40).find_map(bag_of_one).expect("a bag of one");
        let leave = for_tiles(&position.rules().tiles);
        let weighed = weigh(&position, leave, QUICK, &mut || false).expect("read");
        let unseen: u64 = position.unseen.iter().map(|&c| c as u64).sum();
        let plays = weighed
            .iter()
            .filter(|w| matches!(w.action, Action::Play(_)));
        assert!((1..=QUICK.plays).contains(&plays.clone().count()));
        for w in &weighed {
            // Each tile that may be in the bag is a draw, weighed by its count.
            assert_eq!(w.outcome.total, unseen, "{:?}", w.action);
            assert!((0.0..=unseen as f64).contains(&w.outcome.wins));
        }
        assert!(
            weighed
                .windows(2)
                .all(|p| by_draws_won(&p[0].outcome, &p[1].outcome).is_le())
        );
        // A pass is weighed too, and never beats the best play on its own
        // draws: the opponent may pass back, and the side then plays it.
        let pass = weighed
            .iter()
            .find(|w| w.action == Action::Pass)
            .expect("a pass");
        let best_play = plays
            .map(|w| w.outcome)
            .min_by(by_draws_won)
            .expect("a play");
        assert!(pass.outcome.mean_spread <= best_play.mean_spread);
        // Past two tiles in the bag, or told to stop, it gives nothing: the
        // simulation decides then.
        assert_eq!(weigh(&position, leave, QUICK, &mut || true), None);
        let two = Position {
            bag_len: 2,
            ..position.clone()
        };
        assert_eq!(weigh(&two, leave, QUICK, &mut || false), None);
    }

    #[test]
    fn the_expert_plays_what_it_reads_where_it_reads_the_bag() {
        use crate::leave::for_tiles;
        use crate::player::{Level, Player};
        let position = (1..40).find_map(bag_of_one).expect("a bag of one");
        let set = position.rules().tiles;
        let reading = Player {
            pre_endgame: Some(QUICK),
            ..Player::new(Level::Expert, &set)
        };
        let best = weigh(&position, for_tiles(&set), QUICK, &mut || false)
            .expect("read")
            .remove(0);
        assert_eq!(reading.choose(&position, 1, &mut || false), best.action);
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(100, 7), 16_007_560_800);
        assert_eq!(binomial(3, 4), 0);
        assert_eq!(binomial(0, 0), 1);
    }
}

//! The expert level: simulation. The hard level's best candidates are each
//! played out against opponent racks drawn from the unseen tiles: the
//! opponent answers as the hard level would, then the side makes its own next
//! move as the hard level would, on the tiles it really drew; the candidate
//! is worth its score less the reply's equity plus that next move's (score
//! and leave, or going out) — two plies after it and the equity of the
//! position then, averaged over many draws. (With one ply, the candidate's
//! leave is valued statically instead of being played.) Every candidate meets the same draws in an
//! iteration (common random numbers), so the differences between them are
//! far less noisy than the values themselves; the static best is left only
//! for a candidate whose difference from it is clear of that noise.
//!
//! Iterations are numbered: iteration `i` draws from a generator seeded by
//! `i`, so a run is the same on any machine, and runs over disjoint ranges
//! (several Web Workers) add up to one run over their union.

use crate::chances::{Outcome, WinModel};
use crate::equity::{
    EXCHANGE_COST, Rated, best_distinct_moves, best_exchange, best_moves_using, rack_without,
};
use crate::leave::Leave;
use crate::movegen::Generator;
use crate::position::Position;
use krada_engine::board::Placed;
use krada_engine::game::Action;
use krada_engine::layout::Pos;
use krada_engine::play::Placement;
use krada_engine::rules::GameKind;
use krada_engine::tileset::{TileId, TileSet};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A move worth simulating, with its static equity (score plus the value of
/// the tiles kept; an exchange's less the cost of the turn).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    pub action: Action,
    pub score: u32,
    pub equity: f32,
}

/// Values added up: how many, their sum and the sum of their squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Moments {
    pub runs: u32,
    pub sum: f64,
    pub sum_squares: f64,
}

impl Moments {
    pub fn add(&mut self, value: f64) {
        self.runs += 1;
        self.sum += value;
        self.sum_squares += value * value;
    }

    pub fn merge(&mut self, other: &Moments) {
        self.runs += other.runs;
        self.sum += other.sum;
        self.sum_squares += other.sum_squares;
    }

    pub fn mean(&self) -> f64 {
        self.sum / self.runs.max(1) as f64
    }

    /// The standard error of the mean.
    pub fn error(&self) -> f64 {
        if self.runs < 2 {
            return f64::INFINITY;
        }
        let n = self.runs as f64;
        let variance = (self.sum_squares - self.sum * self.sum / n) / (n - 1.0);
        (variance.max(0.0) / n).sqrt()
    }
}

/// What the simulations of one candidate added up to: its values, and on
/// the same draws its value less the first candidate's (the static best).
/// The differences are far less noisy than the values, since both met the
/// same opponent racks: they decide whether leaving the static best is
/// worth it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub value: Moments,
    pub over_first: Moments,
}

impl Tally {
    pub fn add(&mut self, value: f64) {
        self.value.add(value);
    }

    pub fn merge(&mut self, other: &Tally) {
        self.value.merge(&other.value);
        self.over_first.merge(&other.over_first);
    }

    /// Draws simulated.
    pub fn runs(&self) -> u32 {
        self.value.runs
    }

    /// The mean value (spread after the plies played out, leaves counted).
    pub fn mean(&self) -> f64 {
        self.value.mean()
    }

    /// The standard error of the mean.
    pub fn error(&self) -> f64 {
        self.value.error()
    }

    /// Whether the draws show it better than the first candidate beyond
    /// their noise.
    pub fn beats_first(&self) -> bool {
        self.over_first.runs >= MIN_RUNS
            && self.over_first.mean() > CONFIDENCE_ERRORS * self.over_first.error()
    }
}

/// How much an expert move simulates when no clock cuts it short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimBudget {
    /// The hard level's best moves that are simulated.
    pub candidates: usize,
    /// Draws each candidate meets.
    pub iterations: u32,
    /// Candidates whose static equity trails the best by more than this are
    /// not worth a simulation.
    pub margin: u32,
    /// The most work (in the generator's units of 4 096 steps) the
    /// opponent's reply may take; past it the best reply found so far is
    /// taken. Racks with blanks would otherwise cost seconds a reply.
    pub reply_work: u32,
    /// Every candidate meets every draw, none dropped when it falls behind
    /// (to measure what dropping costs).
    #[serde(default)]
    pub keep_all: bool,
    /// Moves played out after the candidate: 1 is the opponent's reply
    /// alone (the candidate's leave then valued statically), 2 adds the
    /// side's own next move on the tiles it actually drew.
    #[serde(default = "SimBudget::default_plies")]
    pub plies: u8,
    /// With this many tiles or fewer left in the bag after the candidate,
    /// the play-out goes on to the game's end instead (0: never).
    #[serde(default)]
    pub finish_within: u8,
    /// Weigh candidates by the points they gain alone, not by the chance of
    /// winning they leave (to measure what the chance adds).
    #[serde(default)]
    pub by_points: bool,
}

impl SimBudget {
    pub const DEFAULT: SimBudget = SimBudget {
        candidates: 8,
        iterations: 24,
        margin: 25,
        reply_work: 64,
        keep_all: false,
        plies: 2,
        finish_within: 7,
        by_points: false,
    };

    fn default_plies() -> u8 {
        SimBudget::DEFAULT.plies
    }

    /// The fixed budget the command line's matches play the expert with in
    /// the game of `set`: a Crossword reply costs a few milliseconds, an
    /// A-Math one tens, so Crossword affords far more draws (512 beat the
    /// hard level 60.0 % over 1 000 games, 128 57.6 %: see docs/measurements.md).
    pub fn for_tiles(set: &TileSet) -> SimBudget {
        match set.id.game() {
            GameKind::AMath => SimBudget {
                candidates: 6,
                iterations: 16,
                finish_within: 8,
                ..SimBudget::DEFAULT
            },
            GameKind::Crossword => SimBudget {
                candidates: 12,
                iterations: 512,
                ..SimBudget::DEFAULT
            },
        }
    }
}

/// The moves an expert weighs: the hard level's best `count` plays (one
/// for each set of tiles laid on a set of squares, so that the simulation
/// compares ideas, not orderings of one equation) and its
/// best exchange, best first by static equity, those trailing the best by
/// more than `margin` left out. Never empty: a pass when nothing else is
/// legal.
pub fn candidates(
    position: &Position,
    leave: &dyn Leave,
    budget: SimBudget,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<Candidate> {
    let (rated, _) = best_distinct_moves(position, budget.candidates, leave, stop);
    let mut all: Vec<Candidate> = rated
        .into_iter()
        .map(|Rated { play, equity, .. }| Candidate {
            action: Action::Play(play.placements.to_vec()),
            score: play.score,
            equity,
        })
        .collect();
    if let Some((give, keep_value)) = best_exchange(position, leave) {
        all.push(Candidate {
            action: Action::Exchange(give),
            score: 0,
            equity: keep_value - EXCHANGE_COST,
        });
    }
    all.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    if let Some(best) = all.first().map(|c| c.equity) {
        all.retain(|c| c.equity >= best - budget.margin as f32);
    }
    all.truncate(budget.candidates.max(1));
    if all.is_empty() {
        all.push(Candidate {
            action: Action::Pass,
            score: 0,
            equity: 0.0,
        });
    }
    all
}

/// Whether candidates that fall far behind stop being simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pruning {
    /// Drop them as they fall behind (one simulation that decides alone).
    On,
    /// Simulate every candidate given: the caller merges several runs and
    /// decides which to keep ([`alive`]).
    Off,
}

/// Simulates `candidates` in `position` over the iterations `iterations`
/// (see the module's note on numbering), until `stop` says the time is up
/// or (with pruning) one candidate is left; an iteration cut short counts
/// for no candidate. One tally per candidate.
pub fn simulate(
    position: &Position,
    leave: &dyn Leave,
    candidates: &[Candidate],
    iterations: std::ops::Range<u64>,
    budget: SimBudget,
    pruning: Pruning,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); candidates.len()];
    let mut live = vec![true; candidates.len()];
    let world = World::new(position);
    let chances = WinModel::for_tiles(&world.set);
    // One generator a candidate: each keeps its board's crossing
    // constraints for every draw.
    let mut generators: Vec<Generator> = candidates.iter().map(|_| Generator::default()).collect();
    // The side's own next move meets a new board every draw: a generator
    // apart keeps the reply's constraints intact.
    let mut own = Generator::default();
    let mut values = vec![0.0; candidates.len()];
    for iteration in iterations {
        // Every candidate meets this same draw.
        let deal = world.draw(iteration);
        for (i, candidate) in candidates.iter().enumerate() {
            if !live[i] {
                continue;
            }
            match world.play_out(
                [&mut generators[i], &mut own],
                leave,
                candidate,
                &deal,
                budget,
                stop,
            ) {
                Some(outcome) => {
                    values[i] = if budget.by_points {
                        outcome.gain as f64
                    } else {
                        chances.value(position.spread, &outcome)
                    }
                }
                None => return tallies,
            }
        }
        for (i, tally) in tallies.iter_mut().enumerate() {
            if live[i] {
                tally.add(values[i]);
                if i > 0 && live[0] {
                    tally.over_first.add(values[i] - values[0]);
                }
            }
        }
        if pruning == Pruning::On {
            for (live, alive) in live.iter_mut().zip(alive(&tallies)) {
                *live &= alive;
            }
            if live.iter().filter(|&&l| l).count() < 2 {
                break;
            }
        }
    }
    tallies
}

/// Draws every candidate meets before any is dropped.
pub const MIN_RUNS: u32 = 8;

/// How many standard errors of the difference a candidate must trail the
/// best by to be dropped.
const PRUNE_ERRORS: f64 = 2.5;

/// Which candidates are still worth simulating: all but those trailing the
/// best mean (after [`MIN_RUNS`] draws each) by more than the noise.
pub fn alive(tallies: &[Tally]) -> Vec<bool> {
    let best = tallies
        .iter()
        .filter(|t| t.runs() >= MIN_RUNS)
        .max_by(|a, b| a.mean().total_cmp(&b.mean()));
    tallies
        .iter()
        .map(|t| {
            best.is_none_or(|best| {
                t.runs() < MIN_RUNS || {
                    let noise = (t.error().powi(2) + best.error().powi(2)).sqrt();
                    t.mean() + PRUNE_ERRORS * noise >= best.mean()
                }
            })
        })
        .collect()
}

/// How many standard errors of the difference on the same draws a
/// candidate must beat the static best by to be played instead: a noisy
/// lead is the draws' luck as often as not, and the static best's equity
/// already ranks it first.
const CONFIDENCE_ERRORS: f64 = 1.0;

/// The candidate to play: the best mean among those still alive (dropped
/// ones trail it by definition) and simulated. While the static best (the
/// first) is alive, only a candidate that beats it beyond the noise
/// ([`Tally::beats_first`]) is played instead; the static best when nothing
/// was simulated.
pub fn pick(tallies: &[Tally]) -> usize {
    let alive = alive(tallies);
    let first_alive = alive.first() == Some(&true);
    (0..tallies.len())
        .filter(|&i| alive[i] && tallies[i].runs() > 0)
        .filter(|&i| i == 0 || !first_alive || tallies[i].beats_first())
        .max_by(|&a, &b| {
            tallies[a]
                .mean()
                .total_cmp(&tallies[b].mean())
                // Ties go to the earlier (statically better) candidate.
                .then(b.cmp(&a))
        })
        .unwrap_or(0)
}

/// The expert's move: candidates, `budget.iterations` draws each (fewer if
/// `stop` calls time), the pick of [`pick`]. `seed` chooses which draws.
pub fn expert_move(
    position: &Position,
    leave: &dyn Leave,
    budget: SimBudget,
    seed: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Action {
    let candidates = candidates(position, leave, budget, stop);
    if candidates.len() == 1 {
        return candidates[0].action.clone();
    }
    let first = seed.wrapping_mul(1 << 20);
    let tallies = simulate(
        position,
        leave,
        &candidates,
        first..first + budget.iterations as u64,
        budget,
        if budget.keep_all {
            Pruning::Off
        } else {
            Pruning::On
        },
        stop,
    );
    candidates[pick(&tallies)].action.clone()
}

/// The most moves a play-out near the game's end follows a candidate with.
const FINISHING_PLIES: usize = 10;

/// What every play-out of a position shares.
struct World<'a> {
    position: &'a Position,
    set: TileSet,
    /// The unseen tiles: the opponent's rack and the bag.
    pool: Vec<TileId>,
    opponent_rack: usize,
}

impl<'a> World<'a> {
    fn new(position: &'a Position) -> World<'a> {
        let set = position.rules().tiles;
        let pool = position.unseen_tiles();
        let opponent_rack = pool
            .len()
            .saturating_sub(position.bag_len)
            .min(position.rules().rack_size);
        World {
            position,
            set,
            pool,
            opponent_rack,
        }
    }

    fn points(&self, tiles: &[TileId]) -> f32 {
        tiles.iter().map(|&t| self.set.kind(t).points as f32).sum()
    }

    /// The unseen tiles in the order of iteration `iteration`'s draw: the
    /// opponent's rack first, then the bag.
    fn draw(&self, iteration: u64) -> Vec<TileId> {
        let mut pool = self.pool.clone();
        pool.shuffle(&mut ChaCha8Rng::seed_from_u64(iteration));
        pool
    }

    /// How `candidate` fares on the deal `deal` (see [`World::draw`]): its
    /// score, then the moves of [`World::plies_after`] each side plays as
    /// the hard level would (the opponent first), on the tiles it really
    /// drew; each side's last leave valued, or the game's end scored as the
    /// rules do. `None` when `stop` cut it short.
    fn play_out(
        &self,
        [generator, own]: [&mut Generator; 2],
        leave: &dyn Leave,
        candidate: &Candidate,
        deal: &[TileId],
        budget: SimBudget,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<Outcome> {
        let (opponent, bag) = deal.split_at(self.opponent_rack);
        let rack = &self.position.rack;
        let mut board = self.position.board.clone();
        // What the side keeps, what it draws, and what is in the bag after.
        let (kept, drawn, rest): (Vec<TileId>, &[TileId], Vec<TileId>) = match &candidate.action {
            Action::Play(placements) => {
                board.extend(placements.iter().map(|p| (p.pos, p.placed())));
                let (kept, drawn, rest) = laid(rack, placements, bag);
                (kept, drawn, rest.to_vec())
            }
            Action::Exchange(give) => {
                let kept = rack_without(rack, give.iter().copied());
                let draws = give.len().min(bag.len());
                let mut rest = bag[draws..].to_vec();
                rest.extend_from_slice(give);
                (kept, &bag[..draws], rest)
            }
            _ => (rack.clone(), &[][..], bag.to_vec()),
        };
        let mut gain = candidate.score as f32;
        if kept.is_empty() && drawn.is_empty() {
            // Out: the game ends, and the opponent's tiles count twice.
            return Some(Outcome::over(gain + 2.0 * self.points(opponent)));
        }
        // The side's rack, then the opponent's.
        let mut racks = [
            kept.iter().chain(drawn).copied().collect(),
            opponent.to_vec(),
        ];
        let mut kept_value = [leave.value(&self.set, &kept, rest.len()), 0.0];
        let mut bag = rest;
        let mut scoreless = scoreless_after(self.position.scoreless, candidate.score);
        let plies = self.plies_after(bag.len(), budget);
        let mut generator = Some(generator);
        for ply in 1..=plies {
            let mover = ply % 2;
            let other = 1 - mover;
            let sign = if mover == 0 { 1.0 } else { -1.0 };
            let position = self.after(
                board,
                racks[mover].clone(),
                [&racks[other], &bag],
                scoreless,
            );
            // The reply meets the same board on every draw: its generator
            // keeps that board's crossing constraints.
            let searcher = generator.take().unwrap_or(&mut *own);
            let best = best_reply(searcher, &position, leave, budget.reply_work, stop)?;
            board = position.board;
            let Some(best) = best.first() else {
                // No play is a pass: nothing scored, every tile kept.
                kept_value[mover] = leave.value(&self.set, &racks[mover], bag.len());
                scoreless += 1;
                if scoreless >= self.position.rules().scoreless_turns_end {
                    // Each side loses what it holds.
                    gain += self.points(&racks[1]) - self.points(&racks[0]);
                    return Some(Outcome::over(gain));
                }
                continue;
            };
            let placed = &best.play.placements;
            let score = best.play.score as f32;
            let (mut kept, drawn, after) = laid(&racks[mover], placed, &bag);
            gain += sign * score;
            if kept.is_empty() && drawn.is_empty() {
                // Out: the other side's tiles count twice for the mover.
                gain += sign * 2.0 * self.points(&racks[other]);
                return Some(Outcome::over(gain));
            }
            kept_value[mover] = best.equity - score;
            board.extend(placed.iter().map(|p| (p.pos, p.placed())));
            kept.extend_from_slice(drawn);
            racks[mover] = kept;
            bag = after.to_vec();
            scoreless = scoreless_after(scoreless, best.play.score);
        }
        // The opponent answered the candidate (ply 1): after an odd number
        // of plies the side moves next, and cannot see the opponent's rack.
        let side_moves_next = !plies.is_multiple_of(2);
        Some(Outcome {
            gain: gain + kept_value[0] - kept_value[1],
            over: false,
            side_moves_next,
            unseen: bag.len() + racks[usize::from(side_moves_next)].len(),
        })
    }

    /// How many moves a play-out follows the candidate with: the budget's,
    /// or with `bag_len` tiles left after it, so few that the game is near
    /// its end, on to the end ([`FINISHING_PLIES`] at most).
    fn plies_after(&self, bag_len: usize, budget: SimBudget) -> usize {
        if budget.finish_within > 0 && bag_len <= budget.finish_within as usize {
            FINISHING_PLIES
        } else {
            budget.plies as usize
        }
    }

    /// The position of the side holding `rack` on `board`, the tiles it
    /// cannot see being `[opponent's rack, bag]`, after `scoreless`
    /// scoreless turns in a row.
    fn after(
        &self,
        board: Vec<(Pos, Placed)>,
        rack: Vec<TileId>,
        [their_rack, bag]: [&[TileId]; 2],
        scoreless: usize,
    ) -> Position {
        let mut unseen = vec![0u8; self.position.unseen.len()];
        for &t in their_rack.iter().chain(bag) {
            unseen[t.0 as usize] += 1;
        }
        Position {
            tiles: self.position.tiles,
            board,
            rack,
            bag_len: bag.len(),
            unseen,
            scoreless,
            // The hard level that plays the play-out does not weigh it.
            spread: 0,
            lexicon: self.position.lexicon.clone(),
        }
    }
}

/// The hard level's best play in `position`, its search cut after
/// `work` units unless it has found no play by then (a pass would end a
/// play-out's game too soon); `None` when the clock's `stop` cut it.
fn best_reply(
    searcher: &mut Generator,
    position: &Position,
    leave: &dyn Leave,
    work: u32,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Vec<Rated>> {
    let mut capped = Work::new(work, stop);
    let (mut best, complete) =
        best_moves_using(searcher, position, 1, leave, &mut || capped.spent());
    if best.is_empty() && !complete && !capped.timed_out {
        let mut unbounded = Work::new(u32::MAX, capped.stop);
        best = best_moves_using(searcher, position, 1, leave, &mut || unbounded.spent()).0;
        capped.timed_out = unbounded.timed_out;
    }
    (!capped.timed_out).then_some(best)
}

/// What laying `placements` from `rack` leaves: the tiles kept, those drawn
/// from `bag` (one a tile laid, while it lasts) and the bag after.
fn laid<'b>(
    rack: &[TileId],
    placements: &[Placement],
    bag: &'b [TileId],
) -> (Vec<TileId>, &'b [TileId], &'b [TileId]) {
    let kept = rack_without(rack, placements.iter().map(|p| p.tile));
    let (drawn, rest) = bag.split_at(placements.len().min(bag.len()));
    (kept, drawn, rest)
}

/// Scoreless turns in a row after a move scoring `score`, `before` of them
/// before it (six end the game).
fn scoreless_after(before: usize, score: u32) -> usize {
    if score == 0 { before + 1 } else { 0 }
}

/// A search's stop: past `limit` units of work, or when the clock's `stop`
/// says the time is up (then the play-out is void).
struct Work<'s> {
    done: u32,
    limit: u32,
    timed_out: bool,
    stop: &'s mut dyn FnMut() -> bool,
}

impl<'s> Work<'s> {
    fn new(limit: u32, stop: &'s mut dyn FnMut() -> bool) -> Work<'s> {
        Work {
            done: 0,
            limit,
            timed_out: false,
            stop,
        }
    }

    fn spent(&mut self) -> bool {
        self.done += 1;
        if (self.stop)() {
            self.timed_out = true;
        }
        self.timed_out || self.done > self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leave::for_tiles;
    use crate::player::Level;
    use crate::selfplay::greedy_opening;
    use krada_engine::tileset::TileSetId;

    fn middle_game() -> Position {
        Position::of(&greedy_opening(TileSetId::Standard, 3, 6))
    }

    #[test]
    fn tallies_of_disjoint_runs_add_up_to_the_run_over_both() {
        let position = middle_game();
        let leave = for_tiles(&position.rules().tiles);
        let budget = SimBudget::DEFAULT;
        let candidates = candidates(&position, leave, budget, &mut || false);
        assert!(candidates.len() > 1, "{candidates:?}");
        let run = |r: std::ops::Range<u64>| {
            simulate(
                &position,
                leave,
                &candidates,
                r,
                SimBudget {
                    reply_work: 16,
                    ..SimBudget::DEFAULT
                },
                Pruning::Off,
                &mut || false,
            )
        };
        let whole = run(0..6);
        let mut parts = run(0..2);
        for (part, other) in parts.iter_mut().zip(run(2..6)) {
            part.merge(&other);
        }
        for (a, b) in whole.iter().zip(&parts) {
            assert_eq!(a.runs(), 6);
            assert_eq!(a.runs(), b.runs());
            assert!(
                (a.value.sum - b.value.sum).abs() < 1e-6
                    && (a.value.sum_squares - b.value.sum_squares).abs() < 1e-3
            );
        }
    }

    #[test]
    fn two_plies_count_the_tiles_the_side_draws_one_ply_does_not() {
        let position = middle_game();
        let leave = for_tiles(&position.rules().tiles);
        let candidate = &candidates(&position, leave, SimBudget::DEFAULT, &mut || false)[0];
        let world = World::new(&position);
        let deal = world.draw(3);
        // The same opponent rack and bag, the bag in other orders: the side
        // draws other tiles.
        let (opponent, bag) = deal.split_at(world.opponent_rack);
        assert!(bag.len() > 7, "a bag to draw from: {}", bag.len());
        let deals: Vec<Vec<TileId>> = (0..4)
            .map(|turn| {
                let mut bag = bag.to_vec();
                bag.rotate_left(turn * 3);
                [opponent, &bag].concat()
            })
            .collect();
        let values = |plies| -> Vec<f32> {
            let budget = SimBudget {
                plies,
                ..SimBudget::DEFAULT
            };
            deals
                .iter()
                .map(|deal| {
                    let generators = [&mut Generator::default(), &mut Generator::default()];
                    world
                        .play_out(generators, leave, candidate, deal, budget, &mut || false)
                        .expect("not stopped")
                        .gain
                })
                .collect()
        };
        let one = values(1);
        assert!(one.iter().all(|&v| v == one[0]), "{one:?}");
        let two = values(2);
        assert!(two.iter().any(|&v| v != two[0]), "{two:?}");
    }

    #[test]
    fn going_out_on_the_sides_next_move_scores_the_opponents_tiles_twice() {
        use krada_engine::lexicon::Lexicon;
        use krada_engine::notation::parse_rack;
        use krada_engine::play::check;
        let words = Lexicon::from_list("CAT\nCATS\nSCAT\nSCATS").expect("a word list");
        let position = Position {
            lexicon: Some(std::sync::Arc::new(words)),
            ..Position::from_text("tiles english\nrack S\nbag 1\n8G CAT").expect("a position")
        };
        let rules = position.rules();
        let set = rules.tiles.clone();
        let letters = |text: &str| parse_rack(&set, text).expect("letters");
        let placement = |square: &str, tile: TileId| Placement {
            pos: Pos::parse_with_dir(square).expect("a square").0,
            tile,
            face: set.kind(tile).faces.iter().next().expect("a face"),
        };
        let s = letters("S")[0];
        // CATS now; the S drawn from the bag makes SCATS next turn.
        let cats = [placement("8J", s)];
        let scats = [placement("8F", s)];
        let mut board = position.board();
        let cats_score = check(&rules, &board, &cats).expect("CATS").score;
        krada_engine::play::lay(&mut board, &cats);
        let scats_score = check(&rules, &board, &scats).expect("SCATS").score;
        let candidate = Candidate {
            action: Action::Play(cats.to_vec()),
            score: cats_score,
            equity: cats_score as f32,
        };
        // The opponent holds two Qs: no word of the list takes one.
        let qq = letters("QQ");
        let world = World {
            position: &position,
            set: set.clone(),
            pool: [&qq[..], &[s]].concat(),
            opponent_rack: 2,
        };
        let deal = [&qq[..], &[s]].concat();
        let leave = for_tiles(&set);
        let value = |plies, finish_within| {
            let budget = SimBudget {
                plies,
                finish_within,
                ..SimBudget::DEFAULT
            };
            let generators = [&mut Generator::default(), &mut Generator::default()];
            world
                .play_out(generators, leave, &candidate, &deal, budget, &mut || false)
                .expect("not stopped")
        };
        let twice_theirs = 2.0 * world.points(&qq);
        let out = Outcome::over((cats_score + scats_score) as f32 + twice_theirs);
        assert_eq!(value(2, 0), out);
        // Near the end the play-out goes on to it, whatever the plies.
        assert_eq!(value(1, 7), out);
        // One ply sees neither the S drawn nor the end: the opponent, who
        // cannot play, is left holding its Qs.
        let stuck = leave.value(&set, &qq, 0);
        assert!(stuck < 0.0);
        let one = value(1, 0);
        assert_eq!(one.gain, cats_score as f32 - stuck);
        assert!(!one.over);
    }

    #[test]
    fn candidates_are_legal_best_first_and_within_the_margin() {
        let game = greedy_opening(TileSetId::Standard, 5, 8);
        let position = Position::of(&game);
        let leave = for_tiles(&position.rules().tiles);
        let budget = SimBudget::DEFAULT;
        let found = candidates(&position, leave, budget, &mut || false);
        assert!(!found.is_empty() && found.len() <= budget.candidates);
        for pair in found.windows(2) {
            assert!(pair[0].equity >= pair[1].equity);
        }
        let best = found[0].equity;
        for c in &found {
            assert!(c.equity >= best - budget.margin as f32);
            let mut copy = game.clone();
            copy.act(c.action.clone(), 0).expect("a legal candidate");
        }
    }

    #[test]
    fn a_stop_at_once_simulates_nothing_and_the_static_best_is_played() {
        let position = middle_game();
        let leave = for_tiles(&position.rules().tiles);
        let found = candidates(&position, leave, SimBudget::DEFAULT, &mut || false);
        let tallies = simulate(
            &position,
            leave,
            &found,
            0..10,
            SimBudget::DEFAULT,
            Pruning::On,
            &mut || true,
        );
        assert!(tallies.iter().all(|t| t.runs() == 0));
        assert_eq!(pick(&tallies), 0);
    }

    #[test]
    fn a_candidate_far_behind_after_eight_draws_is_dropped() {
        let tally = |base: f64| {
            let mut t = Tally::default();
            for i in 0..MIN_RUNS {
                t.add(base + (i % 3) as f64);
            }
            t
        };
        let tallies = [tally(20.0), tally(40.0), tally(39.0)];
        assert_eq!(alive(&tallies), vec![false, true, true]);
        assert_eq!(pick(&tallies), 1);
        // With fewer draws nobody is dropped yet.
        let mut young = tallies;
        young[0] = Tally::default();
        young[0].add(20.0);
        assert_eq!(alive(&young), vec![true, true, true]);
    }

    /// Tallies as `simulate` keeps them, from each candidate's value on
    /// each draw (every candidate meets every draw).
    fn tallies_of(values: &[&[f64]]) -> Vec<Tally> {
        let mut tallies = vec![Tally::default(); values.len()];
        for (draw, &first) in values[0].iter().enumerate() {
            for (i, (tally, mine)) in tallies.iter_mut().zip(values).enumerate() {
                tally.add(mine[draw]);
                if i > 0 {
                    tally.over_first.add(mine[draw] - first);
                }
            }
        }
        tallies
    }

    #[test]
    fn the_static_best_stays_unless_another_beats_it_beyond_the_noise() {
        // Candidate 1 is ahead on average, but only by one lucky draw.
        let first = [10.0, 30.0, 12.0, 25.0, 18.0, 22.0, 15.0, 28.0];
        let lucky = [9.0, 29.0, 11.0, 24.0, 17.0, 21.0, 14.0, 68.0];
        let tallies = tallies_of(&[&first, &lucky]);
        assert!(tallies[1].mean() > tallies[0].mean());
        assert_eq!(alive(&tallies), vec![true, true]);
        assert_eq!(pick(&tallies), 0);
        // Two points better on every draw: far less than the values' own
        // noise, yet certain on the same draws.
        let steady = first.map(|v| v + 2.0);
        let tallies = tallies_of(&[&first, &lucky, &steady]);
        assert!(tallies[2].mean() < tallies[1].mean());
        assert!(tallies[2].beats_first() && !tallies[1].beats_first());
        assert_eq!(pick(&tallies), 2);
        // Too few draws to tell: the static best.
        let tallies = tallies_of(&[&first[..3], &steady[..3]]);
        assert_eq!(pick(&tallies), 0);
    }

    #[test]
    fn once_the_static_best_is_dropped_the_best_mean_is_played() {
        let tally = |values: &[f64]| {
            let mut t = Tally::default();
            for &v in values {
                t.add(v);
            }
            t
        };
        let far_behind = [0.0, 1.0, 2.0, 0.0, 1.0, 2.0, 0.0, 1.0];
        let a = far_behind.map(|v| v + 40.0);
        let b = far_behind.map(|v| v + 41.0);
        let tallies = [tally(&far_behind), tally(&a), tally(&b)];
        assert_eq!(alive(&tallies), vec![false, true, true]);
        assert_eq!(pick(&tallies), 2);
        let tallies = [tally(&[10.0, 12.0]), tally(&[]), tally(&[11.0, 15.0])];
        assert!((tallies[2].mean() - 13.0).abs() < 1e-9);
        assert!((tallies[0].error() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn going_out_with_the_bag_empty_scores_the_opponents_tiles_twice() {
        let position = middle_game();
        let set = position.rules().tiles;
        let world = World {
            position: &Position {
                bag_len: 0,
                ..position.clone()
            },
            set: set.clone(),
            pool: vec![TileId(1), TileId(2)],
            opponent_rack: 2,
        };
        let rack = &world.position.rack;
        let placements: Vec<_> = rack
            .iter()
            .enumerate()
            .map(|(i, &tile)| krada_engine::play::Placement {
                pos: krada_engine::layout::Pos::new(0, i),
                tile,
                face: set.kind(tile).faces.iter().next().expect("a face"),
            })
            .collect();
        let out = Candidate {
            action: Action::Play(placements),
            score: 20,
            equity: 20.0,
        };
        let leave = for_tiles(&set);
        let value = world
            .play_out(
                [&mut Generator::default(), &mut Generator::default()],
                leave,
                &out,
                &world.draw(0),
                SimBudget::DEFAULT,
                &mut || false,
            )
            .expect("not stopped");
        let expected = 20.0 + 2.0 * world.points(&[TileId(1), TileId(2)]);
        assert_eq!(value, Outcome::over(expected));
    }

    /// `candidate` played out on draw `draw` of `world`, never stopped.
    fn played_out(world: &World, candidate: &Candidate, budget: SimBudget, draw: u64) -> Outcome {
        let generators = [&mut Generator::default(), &mut Generator::default()];
        world
            .play_out(
                generators,
                for_tiles(&world.set),
                candidate,
                &world.draw(draw),
                budget,
                &mut || false,
            )
            .expect("not stopped")
    }

    #[test]
    fn a_play_out_says_who_moves_after_it() {
        let position = middle_game();
        let leave = for_tiles(&position.rules().tiles);
        let world = World::new(&position);
        let candidate = candidates(&position, leave, SimBudget::DEFAULT, &mut || false).remove(0);
        let after = |plies| {
            let budget = SimBudget {
                plies,
                finish_within: 0,
                reply_work: 16,
                ..SimBudget::DEFAULT
            };
            played_out(&world, &candidate, budget, 1)
        };
        // The opponent's reply is the first ply: the side moves after it…
        let one = after(1);
        assert!(!one.over && one.side_moves_next, "{one:?}");
        // …and the opponent again after the side's own next move.
        let two = after(2);
        assert!(!two.over && !two.side_moves_next, "{two:?}");
        // …and the side once more after the opponent's second answer.
        let three = after(3);
        assert!(!three.over && three.side_moves_next, "{three:?}");
        // …and the opponent after the side's second move of its own.
        let four = after(4);
        assert!(!four.over && !four.side_moves_next, "{four:?}");
    }

    #[test]
    fn a_reply_cut_before_it_found_any_play_searches_on() {
        let set = TileSet::get(TileSetId::Standard);
        let leave = for_tiles(&set);
        let never = &mut || false;
        let mut cut_early = 0;
        for seed in 0..12 {
            let position = Position::of(&greedy_opening(TileSetId::Standard, seed, 6));
            let mut generator = Generator::default();
            // One unit of work: does the cut search alone find anything?
            let mut calls = 0;
            let (alone, _) = best_moves_using(&mut generator, &position, 1, leave, &mut || {
                calls += 1;
                calls > 1
            });
            let full = best_moves_using(&mut generator, &position, 1, leave, never).0;
            let reply = best_reply(&mut generator, &position, leave, 1, never).expect("no clock");
            if alone.is_empty() && !full.is_empty() {
                cut_early += 1;
                // Found nothing within the unit: it searched on to the best.
                assert_eq!(
                    reply.first().map(|r| r.equity),
                    full.first().map(|r| r.equity)
                );
            } else {
                assert_eq!(
                    reply.first().map(|r| r.equity),
                    alone.first().map(|r| r.equity)
                );
            }
        }
        assert!(cut_early > 0, "some search finds nothing in one unit");
    }

    #[test]
    fn near_the_end_a_play_out_goes_on_to_it() {
        // A game played on until only a few tiles are left in the bag.
        let mut game = greedy_opening(TileSetId::Standard, 5, 0);
        while game.bag_len() > 10 {
            let position = Position::of(&game);
            let action = crate::player::choose(&position, Level::Greedy, 0, &mut || false);
            game.act(action, 0)
                .expect("the greedy level plays legal moves");
        }
        assert!(game.bag_len() > 0 && !game.is_over());
        let position = Position::of(&game);
        let leave = for_tiles(&position.rules().tiles);
        let world = World::new(&position);
        let candidate = candidates(&position, leave, SimBudget::DEFAULT, &mut || false).remove(0);
        let outcomes = |finish_within| -> Vec<Outcome> {
            let budget = SimBudget {
                finish_within,
                ..SimBudget::DEFAULT
            };
            (0..6)
                .map(|i| played_out(&world, &candidate, budget, i))
                .collect()
        };
        let finished = outcomes(8);
        assert!(finished.iter().all(|o| o.over), "{finished:?}");
        let two_plies = outcomes(0);
        assert!(two_plies.iter().any(|o| !o.over), "{two_plies:?}");
    }
}

//! The expert level thinking in the page's Web Workers: the candidates the
//! first worker found, the simulation tallies the workers have sent back so
//! far, which blocks of draws are out, and when to stop. Plain data: the
//! page hands out blocks and merges tallies; the clock and the workers stay
//! outside.

use krada_ai::simulate::{Candidate, Moments, Tally, alive, pick};
use krada_engine::game::Action;

/// Draws a worker is given at once: more than it gets through in a chunk,
/// so blocks never overlap and every draw is simulated once.
pub const BLOCK: u64 = 1 << 24;

/// How long a worker simulates before it reports back: short enough that
/// the progress moves and "play now" waits for nothing.
pub const CHUNK_MS: u32 = 400;

#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    pub candidates: Vec<Candidate>,
    pub tallies: Vec<Tally>,
    /// When the simulation began and how long it may run (milliseconds).
    pub started_ms: f64,
    pub budget_ms: u32,
    /// Requests out: their id, the worker they went to and which
    /// candidates (by index) it simulates.
    pub out: Vec<(u32, usize, Vec<usize>)>,
    /// The first draw of the next block handed out.
    next_block: u64,
}

impl Thinking {
    /// `seed` varies the draws between moves and games.
    pub fn new(candidates: Vec<Candidate>, seed: u64, started_ms: f64, budget_ms: u32) -> Thinking {
        Thinking {
            tallies: vec![Tally::default(); candidates.len()],
            candidates,
            started_ms,
            budget_ms,
            out: Vec::new(),
            // Blocks from a seed-dependent start, far apart from another seed's.
            next_block: (seed % (1 << 30)) * (1 << 32),
        }
    }

    /// The candidates still worth simulating, by index (those far behind
    /// the best are dropped as the draws come in).
    pub fn live(&self) -> Vec<usize> {
        let alive = alive(&self.tallies);
        (0..self.candidates.len()).filter(|&i| alive[i]).collect()
    }

    /// Whether one candidate is left: more draws would not change the move.
    pub fn settled(&self) -> bool {
        self.live().len() < 2
    }

    /// The next block of draws and the candidates to simulate over it,
    /// handed to `worker` under request `id`.
    pub fn hand_out(&mut self, id: u32, worker: usize) -> (std::ops::Range<u64>, Vec<Candidate>) {
        let live = self.live();
        let candidates = live.iter().map(|&i| self.candidates[i].clone()).collect();
        self.out.push((id, worker, live));
        let first = self.next_block;
        self.next_block += BLOCK;
        (first..first + BLOCK, candidates)
    }

    /// Adds a worker's tallies for request `id`; the worker it went to, or
    /// `None` for a request not out (answered late, after "play now").
    pub fn merge(&mut self, id: u32, tallies: &[Tally]) -> Option<usize> {
        let at = self.out.iter().position(|(out, _, _)| *out == id)?;
        let (_, worker, indices) = self.out.swap_remove(at);
        if tallies.len() == indices.len() {
            // A worker takes its differences from the first candidate it
            // was given: the static best's only if it was among them.
            let from_static_best = indices.first() == Some(&0);
            for (&i, theirs) in indices.iter().zip(tallies) {
                let mut theirs = *theirs;
                if !from_static_best {
                    theirs.over_first = Moments::default();
                }
                self.tallies[i].merge(&theirs);
            }
        }
        Some(worker)
    }

    /// Whether the budget is spent at `now_ms`.
    pub fn time_is_up(&self, now_ms: f64) -> bool {
        now_ms - self.started_ms >= self.budget_ms as f64
    }

    /// Whole seconds since the simulation began.
    pub fn elapsed_seconds(&self, now_ms: f64) -> u32 {
        ((now_ms - self.started_ms).max(0.0) / 1000.0) as u32
    }

    /// Draws simulated so far (each candidate met each of them).
    pub fn draws(&self) -> u32 {
        self.tallies.iter().map(|t| t.runs()).min().unwrap_or(0)
    }

    /// The candidate that would be played now.
    pub fn best(&self) -> &Candidate {
        &self.candidates[pick(&self.tallies)]
    }

    /// The move to play now.
    pub fn decision(&self) -> Action {
        self.best().action.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(score: u32) -> Candidate {
        Candidate {
            action: Action::Exchange(vec![]),
            score,
            equity: score as f32,
        }
    }

    fn tally(values: &[f64]) -> Tally {
        let mut t = Tally::default();
        for &v in values {
            t.add(v);
        }
        t
    }

    #[test]
    fn blocks_never_overlap_and_each_answer_is_merged_once() {
        let mut thinking = Thinking::new(vec![candidate(30), candidate(20)], 7, 0.0, 3000);
        let (a, _) = thinking.hand_out(1, 0);
        let (b, _) = thinking.hand_out(2, 1);
        assert!(a.end <= b.start);
        assert_eq!(thinking.merge(2, &[tally(&[1.0]), tally(&[5.0])]), Some(1));
        assert_eq!(thinking.merge(2, &[tally(&[1.0]), tally(&[5.0])]), None);
        assert_eq!(thinking.merge(1, &[tally(&[3.0]), tally(&[9.0])]), Some(0));
        assert_eq!(thinking.draws(), 2);
        assert!(thinking.out.is_empty());
        // The second candidate did better in two draws: too few to leave
        // the static best for.
        assert_eq!(thinking.best().score, 30);
    }

    #[test]
    fn a_candidate_better_on_the_same_draws_beyond_the_noise_is_played() {
        let mut thinking = Thinking::new(vec![candidate(30), candidate(20)], 7, 0.0, 3000);
        thinking.hand_out(1, 0);
        let first: Vec<f64> = (0..8).map(|i| 10.0 + (i * 7 % 5) as f64).collect();
        let mut better = tally(&first.iter().map(|v| v + 3.0).collect::<Vec<_>>());
        better.over_first = tally(&[3.0, 2.5, 3.5, 3.0, 2.0, 4.0, 3.0, 3.0]).value;
        thinking.merge(1, &[tally(&first), better]);
        assert_eq!(thinking.best().score, 20);
    }

    #[test]
    fn before_any_draw_the_best_static_candidate_is_played() {
        let thinking = Thinking::new(vec![candidate(30), candidate(20)], 1, 0.0, 3000);
        assert_eq!(thinking.best().score, 30);
        assert_eq!(thinking.draws(), 0);
    }

    #[test]
    fn candidates_far_behind_are_no_longer_handed_out_and_tallies_go_back_to_theirs() {
        let mut thinking = Thinking::new(
            vec![candidate(30), candidate(20), candidate(10)],
            3,
            0.0,
            3000,
        );
        let (_, all) = thinking.hand_out(1, 0);
        assert_eq!(all.len(), 3);
        let draws = |base: f64| tally(&(0..8).map(|i| base + (i % 3) as f64).collect::<Vec<_>>());
        thinking.merge(1, &[draws(10.0), draws(40.0), draws(39.5)]);
        assert_eq!(thinking.live(), vec![1, 2]);
        assert!(!thinking.settled());
        let (_, two) = thinking.hand_out(2, 0);
        assert_eq!(
            two.iter().map(|c| c.score).collect::<Vec<_>>(),
            vec![20, 10]
        );
        // The answer for the two goes to candidates 1 and 2; its differences
        // are from candidate 1, not the static best, and are not kept.
        let mut from_one = draws(10.0);
        from_one.over_first = draws(-30.0).value;
        thinking.merge(2, &[draws(40.0), from_one]);
        assert_eq!(thinking.tallies[2].over_first, Moments::default());
        assert_eq!(thinking.tallies[1].runs(), 16);
        assert_eq!(thinking.tallies[2].runs(), 16);
        assert_eq!(thinking.tallies[0].runs(), 8);
        assert!(thinking.settled());
        assert_eq!(thinking.best().score, 20);
    }

    #[test]
    fn the_budget_runs_from_the_start() {
        let thinking = Thinking::new(vec![candidate(1)], 1, 1000.0, 3000);
        assert!(!thinking.time_is_up(3999.0));
        assert!(thinking.time_is_up(4000.0));
    }

    #[test]
    fn different_seeds_draw_from_different_blocks() {
        let mut one = Thinking::new(vec![candidate(1)], 1, 0.0, 3000);
        let mut two = Thinking::new(vec![candidate(1)], 2, 0.0, 3000);
        let (a, b) = (one.hand_out(1, 0).0, two.hand_out(1, 0).0);
        assert!(a.end <= b.start || b.end <= a.start);
    }
}

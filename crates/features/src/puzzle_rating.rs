//! Each puzzle's own rating, worked out on the device from what makes it
//! hard: how many plays answer it, how far down them the weaker levels of
//! the computer stop, how far the best stands above the second, and how
//! many tiles the best lays. The weights are fitted once by `krada
//! puzzle-ratings` on many generated puzzles (each level's puzzles aimed at
//! its level's rating, 1200, 1500 and 1800) and kept here; a puzzle's
//! rating is its level's, moved by the formula within it.

use crate::puzzle::{Answer, Difficulty, Puzzle, PuzzleKind, PuzzleSpec, grade, make};
use crate::rating::level_rating;
use krada_ai::player::{Level, choose};
use krada_ai::position::Position;
use krada_engine::game::Action;
use krada_engine::lexicon::Lexicon;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What is measured on a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleMeasure {
    /// Plays that answer it.
    pub answers: usize,
    /// 1 + how many answers score more than the play the easy level and
    /// the medium level choose (`answers + 1` when theirs answers nothing).
    pub easy_rank: usize,
    pub medium_rank: usize,
    /// Points between the best answer and the next lower score.
    pub gap: u32,
    /// Tiles the best answer lays.
    pub tiles: usize,
}

impl PuzzleMeasure {
    /// The measures as the formula weighs them, in [`Formula::weights`]'
    /// order after the constant.
    pub fn terms(&self) -> [f64; 5] {
        let ln = |n: usize| (1.0 + n as f64).ln();
        [
            ln(self.answers),
            ln(self.easy_rank),
            ln(self.medium_rank),
            (self.gap as f64).min(50.0) / 10.0,
            self.tiles as f64,
        ]
    }
}

/// Measures `puzzle`: the weaker levels choose with fixed seeds, so the
/// same puzzle measures the same everywhere.
pub fn measure(puzzle: &Puzzle) -> PuzzleMeasure {
    measure_answers(&puzzle.position, &puzzle.answers)
}

/// [`measure`] from a position and its answers, best first.
pub fn measure_answers(position: &Position, answers: &[Answer]) -> PuzzleMeasure {
    let rank_of = |level: Level| match choose(position, level, 1, &mut || false) {
        Action::Play(placements) => grade(answers, &placements)
            .rank
            .unwrap_or(answers.len() + 1),
        _ => answers.len() + 1,
    };
    // An endgame's answers lead by what they secure by the end.
    let best = answers.first().map_or(0, Answer::worth);
    let second = answers.iter().map(Answer::worth).find(|&s| s < best);
    PuzzleMeasure {
        answers: answers.len(),
        easy_rank: rank_of(Level::Easy),
        medium_rank: rank_of(Level::Medium),
        gap: second.map_or(0, |s| best.abs_diff(s)),
        tiles: answers.first().map_or(0, |a| a.placements.len()),
    }
}

/// A rating from the measures: a constant and a weight for each term.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Formula {
    pub weights: [f64; 6],
}

/// The lowest and highest rating a puzzle is given.
pub const RATING_RANGE: (f64, f64) = (800.0, 2400.0);

impl Formula {
    pub fn rating(&self, measure: &PuzzleMeasure) -> f64 {
        let terms = measure.terms();
        let raw = self.weights[0]
            + terms
                .iter()
                .zip(&self.weights[1..])
                .map(|(t, w)| t * w)
                .sum::<f64>();
        raw.clamp(RATING_RANGE.0, RATING_RANGE.1)
    }

    /// Least squares of `target` on the measures' terms: the weights that
    /// rate `measures` nearest their targets. `None` when the measures do
    /// not tell the terms apart (too few, or a term that never varies).
    pub fn fit(samples: &[(PuzzleMeasure, f64)]) -> Option<Formula> {
        const N: usize = 6;
        let mut normal = [[0.0f64; N + 1]; N];
        for (measure, target) in samples {
            let terms = measure.terms();
            let row: [f64; N] = std::array::from_fn(|i| if i == 0 { 1.0 } else { terms[i - 1] });
            for i in 0..N {
                for j in 0..N {
                    normal[i][j] += row[i] * row[j];
                }
                normal[i][N] += row[i] * target;
            }
        }
        // A little ridge, so a term that barely varies does not swing.
        for (i, line) in normal.iter_mut().enumerate().skip(1) {
            line[i] += 1e-3 * samples.len() as f64;
        }
        solve(normal).map(|weights| Formula { weights })
    }
}

/// Gaussian elimination with partial pivoting of an augmented 6 × 7 system.
fn solve(mut m: [[f64; 7]; 6]) -> Option<[f64; 6]> {
    for col in 0..6 {
        let pivot = (col..6).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-9 {
            return None;
        }
        m.swap(col, pivot);
        let lead = m[col];
        for (_, row) in m.iter_mut().enumerate().filter(|(r, _)| *r != col) {
            let factor = row[col] / lead[col];
            for (x, l) in row.iter_mut().zip(&lead).skip(col) {
                *x -= factor * l;
            }
        }
    }
    Some(std::array::from_fn(|i| m[i][6] / m[i][i]))
}

/// The weights `krada puzzle-ratings --per-level 20 --crossword` fitted on
/// 329 puzzles (the command and its output are in docs/measurements.md).
pub const FORMULA: Formula = Formula {
    weights: [1399.2, -132.3, 167.1, 7.1, 26.9, -10.7],
};

/// What [`FORMULA`] rated each level's puzzles on average in that fit
/// (easy, medium, hard).
pub const LEVEL_MEANS: [f64; 3] = [1486.0, 1528.0, 1534.0];

/// A puzzle's rating: its level's, moved by how much harder or easier the
/// formula finds it than that level's puzzles on average. The measures
/// tell easy puzzles from the others but hardly medium from hard ones, so
/// the level anchors the rating and the measures place it within.
pub fn puzzle_rating(measure: &PuzzleMeasure, level: Difficulty) -> f64 {
    let mean = match level {
        Difficulty::Easy => LEVEL_MEANS[0],
        Difficulty::Medium => LEVEL_MEANS[1],
        Difficulty::Hard => LEVEL_MEANS[2],
    };
    (level_rating(level) + FORMULA.rating(measure) - mean).clamp(RATING_RANGE.0, RATING_RANGE.1)
}

/// The puzzle of `spec` with its own rating.
pub fn make_rated(spec: PuzzleSpec, lexicon: Option<Arc<Lexicon>>) -> Option<(Puzzle, f64)> {
    let puzzle = make(spec, lexicon)?;
    let rating = puzzle_rating(&measure(&puzzle), spec.difficulty);
    Some((puzzle, rating))
}

/// How near a puzzle's rating must be to the player's for the search for
/// one to stop at it.
pub const NEAR: f64 = 60.0;

/// Puzzles tried, at most, for one near a rating: each costs a puzzle's
/// making (a second or two in the browser), so two. An endgame's making
/// costs more (its every play is valued to the end): one.
pub const NEAR_TRIES: u64 = 2;

fn near_tries(kind: PuzzleKind) -> u64 {
    match kind {
        PuzzleKind::Endgame | PuzzleKind::PreEndgame => 1,
        _ => NEAR_TRIES,
    }
}

/// The puzzle numbered `spec.seed` nearest `target`: of `spec`'s level, or,
/// when that one is more than [`NEAR`] away, of the next level toward the
/// target (at most [`NEAR_TRIES`] made; an endgame's first), with its
/// rating. The number stays the one asked for — a player who goes on from
/// puzzle 2 meets puzzle 3, never 4 — and the spec carries the level it
/// was made at, so a link to it opens the same puzzle.
pub fn make_near(
    spec: PuzzleSpec,
    lexicon: Option<Arc<Lexicon>>,
    target: f64,
) -> Option<(Puzzle, f64)> {
    let mut nearest: Option<(Puzzle, f64)> = None;
    let mut level = Some(spec.difficulty);
    for _ in 0..near_tries(spec.kind) {
        let Some(difficulty) = level else { break };
        let Some((puzzle, rating)) = make_rated(PuzzleSpec { difficulty, ..spec }, lexicon.clone())
        else {
            break;
        };
        let distance = (rating - target).abs();
        level = toward(difficulty, rating, target);
        if nearest
            .as_ref()
            .is_none_or(|(_, r)| distance < (r - target).abs())
        {
            nearest = Some((puzzle, rating));
        }
        if distance <= NEAR {
            break;
        }
    }
    nearest
}

/// The level next to `level` on the side of `target` from `rating`.
fn toward(level: Difficulty, rating: f64, target: f64) -> Option<Difficulty> {
    let at = Difficulty::ALL.iter().position(|&d| d == level)?;
    let next = match target > rating {
        true => at.checked_add(1)?,
        false => at.checked_sub(1)?,
    };
    Difficulty::ALL.get(next).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measure(
        answers: usize,
        easy: usize,
        medium: usize,
        gap: u32,
        tiles: usize,
    ) -> PuzzleMeasure {
        PuzzleMeasure {
            answers,
            easy_rank: easy,
            medium_rank: medium,
            gap,
            tiles,
        }
    }

    #[test]
    fn a_fit_recovers_the_weights_that_made_its_targets() {
        let made = Formula {
            weights: [1400.0, -60.0, 80.0, 40.0, -15.0, 12.0],
        };
        let samples: Vec<_> = (0..200usize)
            .map(|i| {
                let m = measure(
                    1 + i % 97,
                    1 + i % 13,
                    1 + i % 7,
                    (i % 23) as u32,
                    2 + i % 6,
                );
                (m, made.rating(&m))
            })
            .collect();
        let fitted = Formula::fit(&samples).unwrap();
        for (m, target) in &samples {
            assert!((fitted.rating(m) - target).abs() < 2.0, "{fitted:?}");
        }
    }

    #[test]
    fn ratings_stay_in_range_and_a_fit_of_nothing_is_refused() {
        let same = measure(5, 1, 1, 0, 3);
        // Measures that never vary rate every puzzle at their mean.
        let flat = Formula::fit(&[(same, 1500.0); 3]).unwrap();
        assert!((flat.rating(&same) - 1500.0).abs() < 1.0);
        let wild = Formula {
            weights: [0.0, 1e6, 0.0, 0.0, 0.0, 0.0],
        };
        assert_eq!(wild.rating(&same), RATING_RANGE.1);
        assert_eq!(Formula::fit(&[]), None);
    }
}

//! Learning leave weights from self-play, the way the strong engines do:
//! after each play or exchange, the tiles kept are recorded with what the
//! same side scores over its next turns; a least-squares fit of those scores
//! on the leave's features gives each feature's worth in points. Fitting
//! again from games played with the new weights (a few rounds) lets the
//! values settle on the ones the player's own choices make true.

use crate::leave::Leave;
use crate::player::{Level, Player};
use crate::position::Position;
use krada_engine::game::{Event, Game, GameConfig, Turn};
use krada_engine::lexicon::Lexicon;
use krada_engine::tileset::{TileId, TileSet, TileSetId};
use std::sync::Arc;

/// A leave's features and the points its side scored next.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub features: Vec<f32>,
    pub score: f32,
}

/// The features a leave is valued by, for one game.
pub type Features = fn(&TileSet, &[TileId]) -> Vec<f32>;

/// What the games are played with and how their leaves are read.
#[derive(Clone)]
pub struct Study {
    pub tiles: TileSetId,
    pub lexicon: Option<Arc<Lexicon>>,
    pub features: Features,
    /// How many of the side's next turns the outcome adds up (1 = the next).
    pub horizon: usize,
}

/// Plays `games` games of the hard level against itself, valuing leaves by
/// `leave`, and records every leave kept that met a full draw, with the
/// side's score over its next `horizon` turns. Games are shared among the
/// machine's cores; the samples come out in game order, whatever the cores.
pub fn samples(study: &Study, games: u32, seed: u64, leave: &dyn Leave) -> Vec<Sample> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let mut per_game: Vec<(u64, Vec<Sample>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games as u64)
                        .step_by(threads as usize)
                        .map(|g| (g, game_samples(study, seed.wrapping_add(g), leave)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("self-play does not panic"))
            .collect()
    });
    per_game.sort_by_key(|(g, _)| *g);
    per_game.into_iter().flat_map(|(_, s)| s).collect()
}

fn game_samples(study: &Study, seed: u64, leave: &dyn Leave) -> Vec<Sample> {
    let config = GameConfig::casual(study.tiles, seed);
    let mut game = Game::with_lexicon(config, study.lexicon.clone());
    let mut turn = 0u64;
    while !game.is_over() && turn < 400 {
        let position = Position::of(&game);
        // Leaves are judged with tiles in the bag: no endgame search needed.
        let player = Player {
            level: Level::Hard,
            leave,
            endgame: None,
            simulation: crate::simulate::SimBudget::DEFAULT,
        };
        let action = player.choose(&position, seed ^ (turn << 20), &mut || false);
        if game.act(action, 0).is_err() {
            break;
        }
        turn += 1;
    }
    let rules = game.rules();
    let turns = game.turns();
    let mut out = Vec::new();
    for (i, t) in turns.iter().enumerate() {
        let Some(kept) = kept_after(t) else { continue };
        // Only leaves that meet a full rack's draw say what they are worth.
        if t.drawn.len() + kept.len() < rules.rack_size {
            continue;
        }
        let next: Vec<&Turn> = turns[i + 1..]
            .iter()
            .filter(|n| n.side == t.side && is_turn(n))
            .take(study.horizon)
            .collect();
        if next.len() == study.horizon {
            out.push(Sample {
                features: (study.features)(&rules.tiles, &kept),
                score: next.iter().map(|n| n.score as f32).sum(),
            });
        }
    }
    out
}

/// A turn the side chose: a play, an exchange or a pass.
fn is_turn(turn: &Turn) -> bool {
    matches!(
        turn.event,
        Event::Play { .. } | Event::Exchange { .. } | Event::Pass
    )
}

/// The tiles a play or an exchange left on the rack.
fn kept_after(turn: &Turn) -> Option<Vec<TileId>> {
    let used: Vec<TileId> = match &turn.event {
        Event::Play { placements, .. } => placements.iter().map(|p| p.tile).collect(),
        Event::Exchange { tiles } => tiles.clone(),
        _ => return None,
    };
    let mut rest = turn.rack.clone();
    for tile in used {
        if let Some(k) = rest.iter().position(|&r| r == tile) {
            rest.remove(k);
        }
    }
    Some(rest)
}

/// Least squares with a little ridge (so rare features stay near zero):
/// the weights that best predict each sample's score from its features.
pub fn fit(samples: &[Sample], ridge: f64) -> Vec<f32> {
    let n = samples.first().map_or(0, |s| s.features.len());
    let mut a = vec![vec![0f64; n]; n];
    let mut b = vec![0f64; n];
    for sample in samples {
        let x = &sample.features;
        for i in 0..n {
            if x[i] == 0.0 {
                continue;
            }
            b[i] += x[i] as f64 * sample.score as f64;
            for j in 0..n {
                a[i][j] += x[i] as f64 * x[j] as f64;
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge;
    }
    // Gaussian elimination with partial pivoting.
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))
            .expect("rows left");
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let f = a[row][col] / a[col][col];
            if f != 0.0 {
                let top = a[col].clone();
                for (cell, above) in a[row].iter_mut().zip(top).skip(col) {
                    *cell -= f * above;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut w = vec![0f64; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * w[k]).sum();
        w[row] = (b[row] - rest) / a[row][row];
    }
    w.into_iter().map(|v| v as f32).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leave::{AMATH_FEATURES, NO_LEAVE, amath_features};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_fit_recovers_weights_that_made_the_data() {
        const N: usize = 37;
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let truth: Vec<f32> = (0..N).map(|i| (i as f32 * 0.7).sin() * 10.0).collect();
        let samples: Vec<Sample> = (0..5000)
            .map(|_| {
                let mut x = vec![0f32; N];
                for v in x.iter_mut().take(30) {
                    *v = rng.random_range(0..3) as f32;
                }
                x[30 + rng.random_range(0..7)] = 1.0;
                let score = x.iter().zip(&truth).map(|(x, w)| x * w).sum::<f32>();
                Sample { features: x, score }
            })
            .collect();
        let got = fit(&samples, 1e-6);
        for (g, t) in got.iter().zip(&truth) {
            assert!((g - t).abs() < 1e-2, "{got:?}\n{truth:?}");
        }
    }

    fn amath_study(horizon: usize) -> Study {
        Study {
            tiles: TileSetId::Standard,
            lexicon: None,
            features: |set, kept| amath_features(set, kept).to_vec(),
            horizon,
        }
    }

    #[test]
    fn samples_are_leaves_with_the_next_turns_scores_the_same_on_every_run() {
        let one = samples(&amath_study(1), 2, 7, &NO_LEAVE);
        assert!(one.len() > 10, "two games keep many leaves: {}", one.len());
        assert_eq!(one, samples(&amath_study(1), 2, 7, &NO_LEAVE));
        for s in &one {
            assert_eq!(s.features.len(), AMATH_FEATURES);
            assert!(s.score >= 0.0);
        }
        // Two turns ahead: no more leaves have both turns, and they score more.
        let two = samples(&amath_study(2), 2, 7, &NO_LEAVE);
        assert!(two.len() <= one.len());
        let mean = |s: &[Sample]| s.iter().map(|s| s.score).sum::<f32>() / s.len() as f32;
        assert!(mean(&two) > mean(&one) * 1.5);
    }
}

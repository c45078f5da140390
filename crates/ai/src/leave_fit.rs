//! Learning Crossword leave weights from self-play, the way the strong
//! engines do: after each play or exchange, the tiles kept are recorded with
//! what the same side scores on its next turn; a least-squares fit of those
//! scores on the leave's features gives each feature's worth in points.

use crate::leave::{WORD_FEATURES, word_features};
use crate::player::{Level, choose};
use crate::position::Position;
use krada_engine::game::{Event, Game, GameConfig};
use krada_engine::lexicon::Lexicon;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;

/// A leave's features and the points its side scored next.
pub type Sample = ([f32; WORD_FEATURES], f32);

/// Plays `games` games of `level` against itself and records every leave
/// kept with tiles still in the bag, with the side's next turn's score.
pub fn samples(games: u32, seed: u64, level: Level, lexicon: Arc<Lexicon>) -> Vec<Sample> {
    let mut out = Vec::new();
    for g in 0..games as u64 {
        let config = GameConfig::casual(TileSetId::English, seed.wrapping_add(g));
        let mut game = Game::with_lexicon(config, Some(lexicon.clone()));
        let mut turn = 0u64;
        while !game.is_over() && turn < 400 {
            let action = choose(
                &Position::of(&game),
                level,
                seed ^ (g << 20) ^ turn,
                &mut || false,
            );
            if game.act(action, 0).is_err() {
                break;
            }
            turn += 1;
        }
        let set = game.rules().tiles.clone();
        let turns = game.turns();
        for (i, t) in turns.iter().enumerate() {
            let kept_after = match &t.event {
                Event::Play { placements, .. } => {
                    let mut rest = t.rack.clone();
                    for p in placements {
                        if let Some(k) = rest.iter().position(|&r| r == p.tile) {
                            rest.remove(k);
                        }
                    }
                    rest
                }
                Event::Exchange { tiles } => {
                    let mut rest = t.rack.clone();
                    for tile in tiles {
                        if let Some(k) = rest.iter().position(|r| r == tile) {
                            rest.remove(k);
                        }
                    }
                    rest
                }
                _ => continue,
            };
            // Only leaves that meet a full rack's draw say what they are worth.
            if t.drawn.len() + kept_after.len() < 7 {
                continue;
            }
            let next = turns[i + 1..].iter().find(|n| {
                n.side == t.side
                    && matches!(
                        n.event,
                        Event::Play { .. } | Event::Exchange { .. } | Event::Pass
                    )
            });
            if let Some(next) = next {
                out.push((word_features(&set, &kept_after), next.score as f32));
            }
        }
    }
    out
}

/// Least squares with a little ridge (so rare features stay near zero):
/// the weights that best predict each sample's score from its features.
pub fn fit(samples: &[Sample], ridge: f64) -> [f32; WORD_FEATURES] {
    const N: usize = WORD_FEATURES;
    let mut a = vec![[0f64; N]; N];
    let mut b = [0f64; N];
    for (x, y) in samples {
        for i in 0..N {
            if x[i] == 0.0 {
                continue;
            }
            b[i] += x[i] as f64 * *y as f64;
            for j in 0..N {
                a[i][j] += x[i] as f64 * x[j] as f64;
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge;
    }
    // Gaussian elimination with partial pivoting.
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))
            .expect("rows left");
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..N {
            let f = a[row][col] / a[col][col];
            if f != 0.0 {
                let top = a[col];
                for (cell, above) in a[row].iter_mut().zip(top).skip(col) {
                    *cell -= f * above;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut w = [0f64; N];
    for row in (0..N).rev() {
        let rest: f64 = (row + 1..N).map(|k| a[row][k] * w[k]).sum();
        w[row] = (b[row] - rest) / a[row][row];
    }
    w.map(|v| v as f32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_fit_recovers_weights_that_made_the_data() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let truth: [f32; WORD_FEATURES] = std::array::from_fn(|i| (i as f32 * 0.7).sin() * 10.0);
        let samples: Vec<Sample> = (0..5000)
            .map(|_| {
                let mut x = [0f32; WORD_FEATURES];
                for v in x.iter_mut().take(30) {
                    *v = rng.random_range(0..3) as f32;
                }
                x[30 + rng.random_range(0..7)] = 1.0;
                let y = x.iter().zip(&truth).map(|(x, w)| x * w).sum::<f32>();
                (x, y)
            })
            .collect();
        let got = fit(&samples, 1e-6);
        for (g, t) in got.iter().zip(&truth) {
            assert!((g - t).abs() < 1e-2, "{got:?}\n{truth:?}");
        }
    }
}

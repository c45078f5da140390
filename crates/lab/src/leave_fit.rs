//! Learning leave weights from self-play, the way the strong engines do:
//! after each play or exchange, the tiles kept are recorded with what the
//! same side scores over its next turns; a least-squares fit of those scores
//! on the leave's features gives each feature's worth in points. Fitting
//! again from games played with the new weights (a few rounds) lets the
//! values settle on the ones the player's own choices make true.

use crate::matches::per_game;
use krada_ai::defence::Openings;
use krada_ai::equity::rack_without;
use krada_ai::leave::Leave;
use krada_ai::player::{Level, Player};
use krada_ai::selfplay::play_on;
use krada_engine::board::Board;
use krada_engine::game::{Event, Game, GameConfig, Turn};
use krada_engine::lexicon::Lexicon;
use krada_engine::play::lay;
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
    per_game(games, seed, |seed| {
        leave_samples(study, &self_play(study, seed, leave))
    })
}

/// Plays `games` games as [`samples`] does and records, for every play
/// followed by a full draw, what it opened (a constant first, then the
/// squares of each of [`krada_ai::defence::KINDS`]) with what the opponent
/// scored on the next turn: the fit gives what each opened square costs.
pub fn opening_samples(study: &Study, games: u32, seed: u64, leave: &dyn Leave) -> Vec<Sample> {
    per_game(games, seed, |seed| {
        opened_samples(&self_play(study, seed, leave))
    })
}

/// A game of the hard level against itself, valuing leaves by `leave`.
pub fn self_play(study: &Study, seed: u64, leave: &dyn Leave) -> Game {
    let config = GameConfig::casual(study.tiles, seed);
    let mut game = Game::with_lexicon(config, study.lexicon.clone());
    // Leaves are judged with tiles in the bag: no endgame search needed.
    let player = Player {
        level: Level::Hard,
        leave,
        endgame: None,
        simulation: krada_ai::simulate::SimBudget::DEFAULT,
        pre_endgame: None,
    };
    play_on(&mut game, |position, _, turn| {
        player.choose(position, seed ^ (turn << 20), &mut || false)
    });
    game
}

fn leave_samples(study: &Study, game: &Game) -> Vec<Sample> {
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

fn opened_samples(game: &Game) -> Vec<Sample> {
    let layout = &game.rules().layout;
    let turns = game.turns();
    let mut board = Board::default();
    let mut out = Vec::new();
    for (i, t) in turns.iter().enumerate() {
        let Event::Play { placements, .. } = &t.event else {
            continue;
        };
        let opened = Openings::new(layout, &board).opened(placements);
        lay(&mut board, placements);
        // The opponent's next turn with a full rack and tiles still to
        // draw: what it scores is what the squares opened are worth.
        if t.drawn.len() < placements.len() {
            continue;
        }
        let Some(reply) = turns[i + 1..].iter().find(|n| is_turn(n)) else {
            continue;
        };
        out.push(Sample {
            features: std::iter::once(1.0).chain(opened).collect(),
            score: reply.score as f32,
        });
    }
    out
}

/// A turn the side chose: a play, an exchange or a pass.
pub fn is_turn(turn: &Turn) -> bool {
    matches!(
        turn.event,
        Event::Play { .. } | Event::Exchange { .. } | Event::Pass
    )
}

/// The tiles a play or an exchange left on the rack.
pub fn kept_after(turn: &Turn) -> Option<Vec<TileId>> {
    match &turn.event {
        Event::Play { placements, .. } => {
            Some(rack_without(&turn.rack, placements.iter().map(|p| p.tile)))
        }
        Event::Exchange { tiles } => Some(rack_without(&turn.rack, tiles.iter().copied())),
        _ => None,
    }
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
    use krada_ai::leave::{AMATH_FEATURES, NO_LEAVE, amath_features};
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
    fn opening_samples_count_the_squares_each_play_opened_with_the_reply_s_score() {
        let study = amath_study(1);
        let got = opening_samples(&study, 2, 7, &NO_LEAVE);
        assert!(got.len() > 10, "two games make many plays: {}", got.len());
        assert_eq!(got, opening_samples(&study, 2, 7, &NO_LEAVE));
        for s in &got {
            assert_eq!(s.features.len(), 1 + krada_ai::defence::KINDS.len());
            assert_eq!(s.features[0], 1.0);
            assert!(
                s.features[1..]
                    .iter()
                    .all(|&n| n >= 0.0 && n.fract() == 0.0)
            );
            assert!(s.score >= 0.0);
        }
        assert!(
            got.iter().any(|s| s.features[1..].iter().any(|&n| n > 0.0)),
            "some play opens a premium square"
        );
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

//! An experiment that did not pay (see docs/studies.md): A-Math leave weights
//! fitted by temporal differences instead of on the side's next two scores.
//! Each leave kept is valued at the side's next score (or two, `STEPS` 2),
//! less the mean score a turn, plus the value of the leave it keeps then by
//! the last round's weights; rounds of self-play with the new weights, from
//! the weights in use. Then a match: the hard level with the fitted weights
//! against the hard level as it plays (seats alternating, seed 7401).
//!
//! `cargo run --release -p krada-lab --example leave_td -- ROUNDS GAMES MATCH_GAMES STEPS`

use krada_ai::defence::AMATH_OPENING_COST;
use krada_ai::leave::{AMATH_FEATURES, AMATH_WEIGHTS, AMathLeave, Leave, amath_features};
use krada_ai::player::{Level, Player};
use krada_engine::game::{Event, Game, Turn};
use krada_engine::tileset::{TileId, TileSet, TileSetId};
use krada_lab::leave_fit::{Sample, Study, fit, is_turn, kept_after, self_play};
use krada_lab::matches::{per_game, run};

fn leave_of(weights: &[f32]) -> AMathLeave {
    AMathLeave {
        weights: weights.try_into().expect("one weight a feature"),
        opening_cost: AMATH_OPENING_COST,
    }
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let rounds = args.first().copied().unwrap_or(3);
    let games = args.get(1).copied().unwrap_or(300) as u32;
    let match_games = args.get(2).copied().unwrap_or(1000) as u32;
    let two_steps = args.get(3).copied().unwrap_or(1) == 2;
    let tiles = TileSetId::Standard;
    // The games are played as the leave fit plays them; the samples are
    // this example's own.
    let study = Study {
        tiles,
        lexicon: None,
        features: |set, kept| amath_features(set, kept).to_vec(),
        horizon: 1,
    };
    let mut weights = AMATH_WEIGHTS.to_vec();
    for round in 0..rounds {
        let leave = leave_of(&weights);
        let games_played = per_game(games, 77_000 + round * 1_000_003, |seed| {
            vec![self_play(&study, seed, &leave)]
        });
        let played: Vec<&Game> = games_played.iter().collect();
        let mean = mean_score(&played);
        let samples: Vec<Sample> = played
            .iter()
            .flat_map(|g| td_samples(g, &leave, mean, two_steps))
            .collect();
        weights = fit(&samples, 10.0);
        eprintln!(
            "round {}: {} leaves, mean score a turn {mean:.1}",
            round + 1,
            samples.len()
        );
        let row: Vec<String> = weights.iter().map(|w| format!("{w:.2}")).collect();
        eprintln!("[{}]", row.join(", "));
    }
    let set = TileSet::get(tiles);
    let td = leave_of(&weights);
    let mut a = Player::new(Level::Hard, &set);
    a.leave = &td;
    let b = Player::new(Level::Hard, &set);
    let tally = run(0..match_games, 7401, a, b, tiles, None, |_| {});
    println!(
        "{match_games} games, hard (TD leave) against hard: {:.1}% – {:.1}%, {:.1} – {:.1} points, bingos {} – {}",
        100.0 * tally.win_rate(0),
        100.0 * tally.win_rate(1),
        tally.mean_score(0),
        tally.mean_score(1),
        tally.bingos[0],
        tally.bingos[1]
    );
}

fn mean_score(games: &[&Game]) -> f32 {
    let (mut sum, mut n) = (0.0, 0.0);
    for g in games {
        for t in g.turns().iter().filter(|t| is_turn(t)) {
            sum += t.score as f32;
            n += 1.0;
        }
    }
    sum / n
}

/// The tiles kept after a turn (a pass keeps them all).
fn kept_or_all(turn: &Turn) -> Vec<TileId> {
    kept_after(turn).unwrap_or_else(|| turn.rack.clone())
}

/// A sample for every leave that met a full draw and whose side moved
/// again (`two`: twice).
fn td_samples(game: &Game, leave: &dyn Leave, mean: f32, two: bool) -> Vec<Sample> {
    let rules = game.rules();
    let set = &rules.tiles;
    let turns = game.turns();
    // The bag's size after each turn.
    let mut bag = set.full_bag().len() - 2 * rules.rack_size;
    let mut bag_after = Vec::with_capacity(turns.len());
    for t in turns {
        if matches!(t.event, Event::Play { .. }) {
            bag -= t.drawn.len();
        }
        bag_after.push(bag);
    }
    let mut out = Vec::new();
    for (i, t) in turns.iter().enumerate() {
        if !is_turn(t) || matches!(t.event, Event::Pass) {
            continue;
        }
        let kept = kept_or_all(t);
        if t.drawn.len() + kept.len() < rules.rack_size {
            continue;
        }
        let horizon = if two { 2 } else { 1 };
        let next: Vec<usize> = (i + 1..turns.len())
            .filter(|&n| turns[n].side == t.side && is_turn(&turns[n]))
            .take(horizon)
            .collect();
        let Some(&last) = next.last() else { continue };
        if next.len() < horizon {
            continue;
        }
        let scored: f32 = next.iter().map(|&n| turns[n].score as f32 - mean).sum();
        let value = leave.value(set, &kept_or_all(&turns[last]), bag_after[last]);
        out.push(Sample {
            features: amath_features(set, &kept).to_vec(),
            score: scored + value,
        });
    }
    debug_assert!(out.iter().all(|s| s.features.len() == AMATH_FEATURES));
    out
}

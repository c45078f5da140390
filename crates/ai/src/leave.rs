//! What the tiles kept on the rack are worth, in points: the part of a
//! play's value that its score does not show. A-Math racks play well with
//! one `=`, a sign or two and a few small numbers; blanks are gold; a second
//! `=`, a crowd of signs or the big 10–20 tiles hold a rack back.

use crate::defence::{AMATH_OPENING_COST, NO_OPENING_COST, Open, WORD_OPENING_COST};
use krada_engine::face::amath;
use krada_engine::rules::GameKind;
use krada_engine::tileset::{TileId, TileSet};

/// What the tiles kept are worth to one game: the per-game part of the
/// computer's evaluation. `ceiling` bounds `value` over every subset of the
/// tiles not yet placed, so the bounded search may prune by it.
pub trait Leave: Sync {
    /// The value of keeping `kept` with `bag_len` tiles left in the bag;
    /// it may tell an empty bag from a filled one, not one size from
    /// another (the search tables each part of a rack once per position).
    fn value(&self, set: &TileSet, kept: &[TileId], bag_len: usize) -> f32;
    /// At least the value of keeping any part of `rest` (kinds and counts).
    fn ceiling(&self, set: &TileSet, rest: &[(TileId, u8)], bag_len: usize) -> f32;
    /// What each premium square a play opens to the opponent costs it, in
    /// points, for each kind of [`crate::defence::KINDS`]; never below
    /// zero, so a play's value stays within what the search bounds.
    fn opening_cost(&self) -> Open {
        NO_OPENING_COST
    }
}

/// The leave each game is played with: A-Math's fitted from self-play,
/// Crossword's set by hand (see docs/studies.md for why).
pub fn for_tiles(set: &TileSet) -> &'static dyn Leave {
    match set.id.game() {
        GameKind::AMath => &AMATH_LEAVE,
        GameKind::Crossword => &WORD_LEAVE,
    }
}

/// The value of keeping `kept` in the game of `set` (see [`for_tiles`]).
pub fn leave_value(set: &TileSet, kept: &[TileId], bag_len: usize) -> f32 {
    for_tiles(set).value(set, kept, bag_len)
}

/// With the bag empty, each point kept is worth this much: the opponent
/// who goes out gains it (and the side keeping it loses it).
const ENDGAME_PER_POINT: f32 = -2.0;

fn endgame_value(set: &TileSet, kept: &[TileId]) -> f32 {
    let points: u32 = kept.iter().map(|&t| set.kind(t).points as u32).sum();
    ENDGAME_PER_POINT * points as f32
}

/// What an A-Math leave is valued by: how many of each tile (numbers 0–20,
/// the four signs, `=`, the two choice tiles, blanks), then `=` beyond the
/// first, signs beyond the second, numbers kept twice, a leave without
/// numbers, and how many tiles are kept (one of 0–8).
pub const AMATH_FEATURES: usize = 29 + 4 + 9;
const PLUS_MINUS: usize = 26;
const TIMES_DIVIDE: usize = 27;
const AMATH_BLANK: usize = 28;
const EXTRA_EQUALS: usize = 29;
const EXTRA_SIGNS: usize = 30;
const NUMBER_TWICE: usize = 31;
const NO_NUMBERS: usize = 32;
const AMATH_KEPT: usize = 33;

/// The feature a tile kind counts in: its face for plain tiles (numbers
/// 0–20, signs 21–24, `=` 25), then the choice tiles and the blank.
fn amath_slot(set: &TileSet, tile: TileId) -> usize {
    let kind = set.kind(tile);
    if kind.blank {
        AMATH_BLANK
    } else if let Some(face) = kind.fixed_face() {
        face.0 as usize
    } else if kind.faces.contains(amath::ADD) {
        PLUS_MINUS
    } else {
        TIMES_DIVIDE
    }
}

fn is_sign(slot: usize) -> bool {
    (21..=24).contains(&slot) || slot == PLUS_MINUS || slot == TIMES_DIVIDE
}

/// The features of keeping `kept` (see [`AMATH_FEATURES`]).
pub fn amath_features(set: &TileSet, kept: &[TileId]) -> [f32; AMATH_FEATURES] {
    let mut x = [0.0; AMATH_FEATURES];
    for &tile in kept {
        x[amath_slot(set, tile)] += 1.0;
    }
    let numbers: f32 = x[..=20].iter().sum();
    let signs: f32 = (0..29).filter(|&s| is_sign(s)).map(|s| x[s]).sum();
    x[EXTRA_EQUALS] = (x[amath::EQ.0 as usize] - 1.0).max(0.0);
    x[EXTRA_SIGNS] = (signs - 2.0).max(0.0);
    x[NUMBER_TWICE] = x[..=20].iter().map(|c| (c - 1.0).max(0.0)).sum();
    x[NO_NUMBERS] = if numbers == 0.0 && !kept.is_empty() {
        1.0
    } else {
        0.0
    };
    x[AMATH_KEPT + kept.len().min(8)] = 1.0;
    x
}

/// A leave valued as a weighted sum of features, counted from keeping
/// nothing (whose weight is what an empty leave's draw is worth).
pub struct AMathLeave {
    pub weights: [f32; AMATH_FEATURES],
    /// See [`Leave::opening_cost`].
    pub opening_cost: Open,
}

impl Leave for AMathLeave {
    fn value(&self, set: &TileSet, kept: &[TileId], bag_len: usize) -> f32 {
        if bag_len == 0 {
            return endgame_value(set, kept);
        }
        let x = amath_features(set, kept);
        x.iter().zip(&self.weights).map(|(x, w)| x * w).sum::<f32>() - self.weights[AMATH_KEPT]
    }

    fn ceiling(&self, set: &TileSet, rest: &[(TileId, u8)], bag_len: usize) -> f32 {
        if bag_len == 0 {
            return 0.0;
        }
        // The shape features grow with the tiles kept, so keeping all of
        // `rest` bounds them; the flag is at most 1. The tiles' own weights
        // and the size's are bounded together: keeping n tiles is worth at
        // most the n best tiles' weights plus the weight of keeping n.
        let mut all = Vec::new();
        for &(tile, count) in rest {
            all.extend(std::iter::repeat_n(tile, count as usize));
        }
        let x = amath_features(set, &all);
        let w = &self.weights;
        let shape: f32 = (EXTRA_EQUALS..NO_NUMBERS)
            .map(|i| w[i].max(0.0) * x[i])
            .sum::<f32>()
            + w[NO_NUMBERS].max(0.0);
        let mut tile_weights: Vec<f32> = all.iter().map(|&t| w[amath_slot(set, t)]).collect();
        tile_weights.sort_unstable_by(|a, b| b.total_cmp(a));
        let mut best = w[AMATH_KEPT];
        let mut tiles = 0.0;
        for (n, weight) in tile_weights.iter().take(8).enumerate() {
            tiles += weight;
            best = best.max(tiles + w[AMATH_KEPT + n + 1]);
        }
        shape + best - w[AMATH_KEPT]
    }

    fn opening_cost(&self) -> Open {
        self.opening_cost
    }
}

/// A-Math's leave, fitted from self-play (see docs/studies.md for the command).
pub const AMATH_LEAVE: AMathLeave = AMathLeave {
    weights: AMATH_WEIGHTS,
    opening_cost: AMATH_OPENING_COST,
};

pub const AMATH_WEIGHTS: [f32; AMATH_FEATURES] = [
    15.26, 16.46, 16.79, 14.20, 15.85, 21.45, 11.90, 9.78, 6.34, 11.54, 9.38, 26.33, 6.20, 13.99,
    11.44, 8.95, 3.65, -1.34, 9.01, 5.07, 5.19, 22.42, 37.22, 21.72, 16.59, 21.01, 29.29, 23.92,
    40.27, -23.92, -11.47, 1.61, -12.71, 112.54, 97.20, 75.72, 53.90, 35.98, 15.75, -7.43, -19.80,
    0.00,
];

/// Leave weights that value nothing: the start of the fitting.
pub const NO_LEAVE: AMathLeave = AMathLeave {
    weights: [0.0; AMATH_FEATURES],
    opening_cost: NO_OPENING_COST,
};

/// What a Crossword leave is valued by: how many of each letter (A–Z), blanks,
/// copies of a letter beyond the first, vowel–consonant imbalance, a Q
/// without a U, and how many tiles are kept (one of 0–6).
pub const WORD_FEATURES: usize = 26 + 4 + 7;
const BLANK: usize = 26;
const DUPLICATE: usize = 27;
const IMBALANCE: usize = 28;
const Q_WITHOUT_U: usize = 29;
const KEPT: usize = 30;

/// The weight of each feature in points: the letters that make many words
/// (S, E, R, the blank) help the next rack, the awkward ones (Q, V, W, U)
/// hold it back; a rack draws to about two vowels in five.
pub const WORD_WEIGHTS: [f32; WORD_FEATURES] = [
    1.0, -2.0, 0.5, 0.5, 3.0, -2.5, -1.5, 0.5, 0.0, -1.5, -1.0, 1.0, 0.0, 0.5, -1.0, -1.0, -7.0,
    1.5, 8.0, 0.5, -3.5, -5.0, -4.0, 3.0, -1.0, 3.0, // A–Z
    25.0, -3.0, -1.5, -5.0, // blank, duplicate, imbalance, Q without U
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, // kept 0–6
];

/// The features of keeping `kept` (see [`WORD_FEATURES`]).
pub fn word_features(set: &TileSet, kept: &[TileId]) -> [f32; WORD_FEATURES] {
    let mut x = [0.0; WORD_FEATURES];
    let mut counts = [0u8; 26];
    let (mut vowels, mut consonants) = (0i32, 0i32);
    for &tile in kept {
        let kind = set.kind(tile);
        let Some(face) = kind.fixed_face().filter(|_| !kind.blank) else {
            x[BLANK] += 1.0;
            continue;
        };
        let l = face.0 as usize;
        x[l] += 1.0;
        counts[l] += 1;
        if counts[l] > 1 {
            x[DUPLICATE] += 1.0;
        }
        if matches!(l, 0 | 4 | 8 | 14 | 20) {
            vowels += 1;
        } else {
            consonants += 1;
        }
    }
    if counts[16] > 0 && counts[20] == 0 {
        x[Q_WITHOUT_U] = 1.0;
    }
    x[IMBALANCE] = (vowels * 3 - consonants * 2).abs() as f32 / 3.0;
    x[KEPT + kept.len().min(6)] = 1.0;
    x
}

/// A leave's value under `weights`, counted from keeping nothing.
///
/// The weighted sum of [`word_features`] term by term in the same order,
/// with the terms that are zero left out (adding them changes nothing), so
/// the value is the very same without building the features: a search
/// values every part of its rack.
pub fn word_leave_with(set: &TileSet, kept: &[TileId], weights: &[f32; WORD_FEATURES]) -> f32 {
    let mut counts = [0u8; 26];
    let (mut blanks, mut duplicates, mut vowels, mut consonants) = (0u8, 0u8, 0i32, 0i32);
    for &tile in kept {
        let kind = set.kind(tile);
        let Some(face) = kind.fixed_face().filter(|_| !kind.blank) else {
            blanks += 1;
            continue;
        };
        let l = face.0 as usize;
        counts[l] += 1;
        if counts[l] > 1 {
            duplicates += 1;
        }
        if matches!(l, 0 | 4 | 8 | 14 | 20) {
            vowels += 1;
        } else {
            consonants += 1;
        }
    }
    let mut sum = 0.0;
    for (count, weight) in counts.iter().zip(weights) {
        if *count > 0 {
            sum += *count as f32 * weight;
        }
    }
    if blanks > 0 {
        sum += blanks as f32 * weights[BLANK];
    }
    if duplicates > 0 {
        sum += duplicates as f32 * weights[DUPLICATE];
    }
    let imbalance = (vowels * 3 - consonants * 2).abs() as f32 / 3.0;
    if imbalance > 0.0 {
        sum += imbalance * weights[IMBALANCE];
    }
    if counts[16] > 0 && counts[20] == 0 {
        sum += weights[Q_WITHOUT_U];
    }
    sum += weights[KEPT + kept.len().min(6)];
    sum - weights[KEPT]
}

/// Crossword's leave, a weighted sum of [`word_features`].
pub struct WordLeave {
    pub weights: [f32; WORD_FEATURES],
    /// See [`Leave::opening_cost`].
    pub opening_cost: Open,
}

pub const WORD_LEAVE: WordLeave = WordLeave {
    weights: WORD_WEIGHTS,
    opening_cost: WORD_OPENING_COST,
};

impl Leave for WordLeave {
    fn value(&self, set: &TileSet, kept: &[TileId], bag_len: usize) -> f32 {
        if bag_len == 0 {
            return endgame_value(set, kept);
        }
        word_leave_with(set, kept, &self.weights)
    }

    fn ceiling(&self, set: &TileSet, rest: &[(TileId, u8)], bag_len: usize) -> f32 {
        if bag_len == 0 {
            return 0.0;
        }
        let w = &self.weights;
        let mut all = Vec::new();
        for &(tile, count) in rest {
            all.extend(std::iter::repeat_n(tile, count as usize));
        }
        let x = word_features(set, &all);
        // Copies beyond the first only grow with the tiles kept; the
        // imbalance is at most that of all the vowels or all the consonants.
        let vowels: f32 = [0, 4, 8, 14, 20].iter().map(|&l| x[l]).sum();
        let consonants = (0..26).map(|l| x[l]).sum::<f32>() - vowels;
        let imbalance = (vowels * 3.0).max(consonants * 2.0) / 3.0;
        let shape = w[DUPLICATE].max(0.0) * x[DUPLICATE]
            + w[IMBALANCE].max(0.0) * imbalance
            + w[Q_WITHOUT_U].max(0.0);
        let slot = |t: TileId| {
            let kind = set.kind(t);
            match kind.fixed_face().filter(|_| !kind.blank) {
                Some(face) => face.0 as usize,
                None => BLANK,
            }
        };
        let mut tile_weights: Vec<f32> = all.iter().map(|&t| w[slot(t)]).collect();
        tile_weights.sort_unstable_by(|a, b| b.total_cmp(a));
        let mut best = w[KEPT];
        let mut tiles = 0.0;
        for (n, weight) in tile_weights.iter().take(6).enumerate() {
            tiles += weight;
            best = best.max(tiles + w[KEPT + n + 1]);
        }
        shape + best - w[KEPT]
    }

    fn opening_cost(&self) -> Open {
        self.opening_cost
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::notation::parse_rack;
    use krada_engine::tileset::standard;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn value(rack: &str) -> f32 {
        let set = standard();
        leave_value(&set, &parse_rack(&set, rack).unwrap(), 50)
    }

    /// The Crossword leave worked out directly is the weighted sum of its
    /// features, to the last bit, for random leaves with blanks, copies and
    /// Q's.
    #[test]
    fn the_word_leave_is_the_weighted_sum_of_its_features() {
        let set = krada_engine::tileset::TileSet::get(krada_engine::tileset::TileSetId::English);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let tiles: Vec<TileId> = (0..set.kinds.len()).map(|k| TileId(k as u8)).collect();
        for _ in 0..2000 {
            let kept: Vec<TileId> = (0..rng.random_range(0..=7))
                .map(|_| tiles[rng.random_range(0..tiles.len())])
                .collect();
            let x = word_features(&set, &kept);
            let dot =
                x.iter().zip(&WORD_WEIGHTS).map(|(x, w)| x * w).sum::<f32>() - WORD_WEIGHTS[KEPT];
            let direct = word_leave_with(&set, &kept, &WORD_WEIGHTS);
            assert_eq!(direct.to_bits(), dot.to_bits(), "{kept:?}");
        }
    }

    /// What the fitted values learned, as A-Math players would say it.
    #[test]
    fn the_learned_amath_leave_values_blanks_and_balance() {
        let set = standard();
        let single = |label: &str| value(label);
        let best_single = set
            .kinds
            .iter()
            .map(|k| {
                let rack = if k.blank {
                    "?".to_string()
                } else if k.label.len() == 2 && k.label.chars().all(|c| c.is_ascii_digit()) {
                    format!("[{}]", k.label)
                } else if k.label.contains('/') {
                    format!("~{}", &k.label[..k.label.len() - 2])
                } else {
                    k.label.to_string()
                };
                (single(&rack), k.label)
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .unwrap();
        assert_eq!(best_single.1, "?", "a blank is the best tile to keep");
        assert!(value("=3") > value("=="), "a second = holds a rack back");
        assert!(value("3") > value("[19]"), "small numbers play more easily");
        assert!(value("=3") > value("="), "an = wants a number");
    }

    #[test]
    fn amath_features_count_tiles_and_the_shape_of_the_leave() {
        let set = standard();
        let x = amath_features(&set, &parse_rack(&set, "==+~×33[12]?").unwrap());
        assert_eq!(x[amath::EQ.0 as usize], 2.0);
        assert_eq!((x[3], x[12], x[21]), (2.0, 1.0, 1.0));
        assert_eq!(
            (x[TIMES_DIVIDE], x[PLUS_MINUS], x[AMATH_BLANK]),
            (1.0, 0.0, 1.0)
        );
        assert_eq!(x[EXTRA_EQUALS], 1.0);
        assert_eq!(x[EXTRA_SIGNS], 0.0, "two signs are not a crowd");
        assert_eq!(x[NUMBER_TWICE], 1.0);
        assert_eq!(x[NO_NUMBERS], 0.0);
        assert_eq!(x[AMATH_KEPT + 8], 1.0);
        let x = amath_features(&set, &parse_rack(&set, "+-×").unwrap());
        assert_eq!(
            (x[EXTRA_SIGNS], x[NO_NUMBERS], x[AMATH_KEPT + 3]),
            (1.0, 1.0, 1.0)
        );
        assert_eq!(value(""), 0.0, "keeping nothing is the zero of the scale");
    }

    /// The bounded search prunes by the ceiling: it must never be below
    /// the value of any part of the tiles left, whatever the weights.
    #[test]
    fn the_ceiling_bounds_every_leave_a_rack_can_keep() {
        let set = standard();
        let tiles: Vec<TileId> = (0..set.kinds.len() as u8)
            .flat_map(|k| std::iter::repeat_n(TileId(k), set.kinds[k as usize].count as usize))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for round in 0..300 {
            let leave = if round % 3 == 0 {
                AMATH_LEAVE
            } else {
                AMathLeave {
                    weights: std::array::from_fn(|_| rng.random_range(-10.0..10.0)),
                    opening_cost: NO_OPENING_COST,
                }
            };
            let rest: Vec<TileId> = (0..rng.random_range(0..=8))
                .map(|_| tiles[rng.random_range(0..tiles.len())])
                .collect();
            let mut kinds: Vec<(TileId, u8)> = Vec::new();
            for &t in &rest {
                match kinds.iter_mut().find(|(k, _)| *k == t) {
                    Some((_, c)) => *c += 1,
                    None => kinds.push((t, 1)),
                }
            }
            let ceiling = leave.ceiling(&set, &kinds, 30);
            for mask in 0u32..1 << rest.len() {
                let kept: Vec<TileId> = (0..rest.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| rest[i])
                    .collect();
                let v = leave.value(&set, &kept, 30);
                assert!(v <= ceiling + 1e-3, "{kept:?} {v} > {ceiling}");
            }
        }
    }

    #[test]
    fn the_crossword_ceiling_bounds_every_leave_a_rack_can_keep() {
        let set = krada_engine::tileset::english();
        let tiles: Vec<TileId> = (0..set.kinds.len() as u8)
            .flat_map(|k| std::iter::repeat_n(TileId(k), set.kinds[k as usize].count as usize))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        for round in 0..300 {
            let leave = WordLeave {
                weights: if round % 3 == 0 {
                    WORD_WEIGHTS
                } else {
                    std::array::from_fn(|_| rng.random_range(-10.0..10.0))
                },
                opening_cost: NO_OPENING_COST,
            };
            let rest: Vec<TileId> = (0..rng.random_range(0..=7))
                .map(|_| tiles[rng.random_range(0..tiles.len())])
                .collect();
            let mut kinds: Vec<(TileId, u8)> = Vec::new();
            for &t in &rest {
                match kinds.iter_mut().find(|(k, _)| *k == t) {
                    Some((_, c)) => *c += 1,
                    None => kinds.push((t, 1)),
                }
            }
            let ceiling = leave.ceiling(&set, &kinds, 30);
            for mask in 0u32..1 << rest.len() {
                let kept: Vec<TileId> = (0..rest.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| rest[i])
                    .collect();
                // A play keeps at most six of seven tiles.
                if kept.len() > 6 {
                    continue;
                }
                let v = leave.value(&set, &kept, 30);
                assert!(v <= ceiling + 1e-3, "{kept:?} {v} > {ceiling}");
            }
        }
    }

    #[test]
    fn crossword_leaves_favour_blanks_s_and_balance() {
        let set = krada_engine::tileset::english();
        let value = |rack: &str| leave_value(&set, &parse_rack(&set, rack).unwrap(), 50);
        assert!(value("?") > value("S"));
        assert!(value("S") > value("E"));
        assert!(value("ERS") > value("EEE"), "duplicates and vowels crowd");
        assert!(value("QU") > value("QT"), "Q wants its U");
        assert!(value("AER") > value("VWK"));
        assert_eq!(value(""), 0.0);
    }

    #[test]
    fn with_the_bag_empty_every_point_kept_counts_against() {
        let set = standard();
        let kept = parse_rack(&set, "[19]").unwrap();
        assert_eq!(leave_value(&set, &kept, 0), -14.0);
        assert_eq!(leave_value(&set, &[], 0), 0.0);
        let words = krada_engine::tileset::english();
        let kept = parse_rack(&words, "QZ").unwrap();
        assert_eq!(leave_value(&words, &kept, 0), -40.0);
    }
}

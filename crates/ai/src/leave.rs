//! What the tiles kept on the rack are worth, in points: the part of a
//! play's value that its score does not show. A-Math racks play well with
//! one `=`, a sign or two and a few small numbers; blanks are gold; a second
//! `=`, a crowd of signs or the big 10–20 tiles hold a rack back.

use krada_engine::face::amath;
use krada_engine::tileset::{TileId, TileSet};

/// Weights of the leave evaluation, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeaveWeights {
    pub blank: f32,
    pub first_equals: f32,
    pub extra_equals: f32,
    pub first_sign: f32,
    pub second_sign: f32,
    pub extra_sign: f32,
    pub small_number: f32,
    pub big_number: f32,
    pub duplicate_number: f32,
    pub no_numbers: f32,
    /// With the bag empty, each point kept is worth this (negative) much.
    pub endgame_per_point: f32,
}

pub const WEIGHTS: LeaveWeights = LeaveWeights {
    blank: 9.0,
    first_equals: 3.0,
    extra_equals: -4.0,
    first_sign: 2.0,
    second_sign: 0.5,
    extra_sign: -2.5,
    small_number: 0.8,
    big_number: -1.5,
    duplicate_number: -1.0,
    no_numbers: -3.0,
    endgame_per_point: -2.0,
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
pub fn word_leave_with(set: &TileSet, kept: &[TileId], weights: &[f32; WORD_FEATURES]) -> f32 {
    let x = word_features(set, kept);
    x.iter().zip(weights).map(|(x, w)| x * w).sum::<f32>() - weights[KEPT]
}

fn word_leave(set: &TileSet, kept: &[TileId]) -> f32 {
    word_leave_with(set, kept, &WORD_WEIGHTS)
}

/// The value of keeping `kept` with `bag_len` tiles left in the bag.
pub fn leave_value(set: &TileSet, kept: &[TileId], bag_len: usize, w: &LeaveWeights) -> f32 {
    if bag_len == 0 {
        let points: u32 = kept.iter().map(|&t| set.kind(t).points as u32).sum();
        return w.endgame_per_point * points as f32;
    }
    if !set.is_amath() {
        return word_leave(set, kept);
    }
    let mut value = 0.0;
    let (mut equals, mut signs, mut numbers) = (0, 0, 0);
    let mut seen_numbers = [0u8; 21];
    for &tile in kept {
        let kind = set.kind(tile);
        if kind.blank {
            value += w.blank;
            continue;
        }
        let face = kind.faces.iter().next().expect("a face");
        if kind.faces.contains(amath::EQ) {
            equals += 1;
            value += if equals == 1 {
                w.first_equals
            } else {
                w.extra_equals
            };
        } else if amath::is_operator(face) {
            signs += 1;
            value += match signs {
                1 => w.first_sign,
                2 => w.second_sign,
                _ => w.extra_sign,
            };
        } else {
            numbers += 1;
            seen_numbers[face.0 as usize] += 1;
            if seen_numbers[face.0 as usize] > 1 {
                value += w.duplicate_number;
            }
            value += if amath::is_digit(face) {
                w.small_number
            } else {
                w.big_number
            };
        }
    }
    if numbers == 0 && !kept.is_empty() {
        value += w.no_numbers;
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::notation::parse_rack;
    use krada_engine::tileset::standard;

    fn value(rack: &str) -> f32 {
        let set = standard();
        leave_value(&set, &parse_rack(&set, rack).unwrap(), 50, &WEIGHTS)
    }

    #[test]
    fn balanced_leaves_beat_lopsided_ones() {
        assert!(value("?") > value("="), "a blank is worth most");
        assert!(value("=+3") > value("==3"), "a second = hurts");
        assert!(value("=+3") > value("=++-"), "a crowd of signs hurts");
        assert!(
            value("3=") > value("[19]="),
            "small numbers play more easily"
        );
        assert!(value("1=") > value("1=="));
    }

    #[test]
    fn crossword_leaves_favour_blanks_s_and_balance() {
        let set = krada_engine::tileset::english();
        let value = |rack: &str| leave_value(&set, &parse_rack(&set, rack).unwrap(), 50, &WEIGHTS);
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
        assert_eq!(leave_value(&set, &kept, 0, &WEIGHTS), -14.0);
        assert_eq!(leave_value(&set, &[], 0, &WEIGHTS), 0.0);
    }
}

//! Tests on positions of real games: the benchmark suites could happen,
//! and the bounded word search (on ENABLE2K) finds the best plays.

mod common;

use krada_ai::equity::Listing;
use krada_ai::leave::for_tiles;
use krada_ai::movegen::all_moves;
use krada_ai::player::{Rated, best_distinct_moves, best_moves, better, equity_of};
use krada_ai::position::Position;
use krada_ai::suite::{GAMES, SuitePosition, WORD_GAMES, suite, word_suite};
use krada_engine::game::{Action, Game, GameConfig};
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::parse_rack;
use krada_engine::tileset::TileSetId;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// Every tile of the set is on the board, on the rack measured or unseen
/// (in the bag or the opponent's rack): nothing counted twice.
fn respects_the_set(position: &Position) -> bool {
    let rules = position.rules();
    let mut held = vec![0usize; rules.tiles.kinds.len()];
    for tile in position
        .board
        .iter()
        .map(|(_, p)| p.tile)
        .chain(position.rack.iter().copied())
    {
        held[tile.0 as usize] += 1;
    }
    let unseen: usize = position.unseen.iter().map(|&c| c as usize).sum();
    rules
        .tiles
        .kinds
        .iter()
        .enumerate()
        .all(|(i, kind)| held[i] + position.unseen[i] as usize == kind.count as usize)
        && position.bag_len + rules.rack_size == unseen
}

/// Each position holds the rack written in the suite, its last tiles
/// turned into blanks, and could happen.
fn check_suite(all: &[SuitePosition], games: &[(u64, usize, &str)]) {
    assert_eq!(all.len(), 9);
    for (p, (_, _, rack)) in all.iter().zip(games.iter().flat_map(|g| [g; 3])) {
        assert!(respects_the_set(&p.position), "{}", p.name);
        let set = p.position.rules().tiles;
        let blanks = p
            .position
            .rack
            .iter()
            .filter(|&&t| set.kind(t).blank)
            .count();
        let written = parse_rack(&set, rack).unwrap();
        assert_eq!(
            p.position.rack[..written.len() - blanks],
            written[..written.len() - blanks],
            "{}",
            p.name
        );
        assert!(p.name.ends_with(&format!("-{blanks}-blank")), "{}", p.name);
    }
}

#[test]
fn every_amath_suite_position_could_happen() {
    check_suite(&suite(), &GAMES);
}

#[test]
fn every_crossword_suite_position_could_happen() {
    check_suite(&word_suite(common::enable()), &WORD_GAMES);
}

/// The bounded search skips start squares that cannot beat the best play
/// found: on random positions of real games it must still find the same
/// best plays, by equity, as rating every legal play.
#[test]
fn the_bounded_word_search_finds_the_best_plays_of_the_full_list() {
    let words = common::enable();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 0..60u64 {
        let turns = rng.random_range(0..24);
        let game = played(&words, seed, turns, |n| rng.random_range(0..n.min(20)));
        let mut position = Position::of(&game);
        let rules = position.rules();
        // A third of the racks get a blank, a third two, to exercise the
        // bounds on what keeping them is worth; the bag is left as dealt,
        // so late positions (a bag too small for every play) come up too.
        let blank = rules.tiles.blank().expect("the set has blanks");
        for slot in position.rack.iter_mut().take((seed % 3) as usize) {
            *slot = blank;
        }
        assert_best_plays_are_the_full_lists(&position, &format!("seed {seed}"));
    }
}

/// A play that lays a blank gives up what keeping it is worth, and the
/// bounded search drops such plays early when they cannot make up for it:
/// on real games' boards with racks of one or two blanks and tiles from the
/// bag, its best play is the full list's best, including where that best
/// play spends a blank.
#[test]
fn the_bounded_word_search_finds_best_plays_that_spend_a_blank() {
    let words = common::enable();
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let mut spent = 0;
    for seed in 0..80u64 {
        let turns = rng.random_range(1..16);
        let game = played(&words, 200 + seed, turns, |n| {
            rng.random_range(0..n.min(10))
        });
        let mut position = Position::of(&game);
        let rules = position.rules();
        let blank = rules.tiles.blank().expect("the set has blanks");
        for slot in position.rack.iter_mut().take(1 + (seed % 2) as usize) {
            *slot = blank;
        }
        let leave = for_tiles(&rules.tiles);
        let best_of_all = all_moves(&rules, &position.board(), &position.rack)
            .into_iter()
            .map(|m| (equity_of(&position, leave, &m), m))
            .max_by(|a, b| a.0.total_cmp(&b.0));
        let (best, complete) = best_moves(&position, 1, &mut || false);
        assert!(complete);
        match best_of_all {
            Some((equity, play)) => {
                assert_eq!(best[0].equity, equity, "seed {seed}");
                if play.placements.iter().any(|p| p.tile == blank) {
                    spent += 1;
                }
            }
            None => assert!(best.is_empty(), "seed {seed}"),
        }
    }
    assert!(spent >= 5, "{spent} best plays spend a blank");
}

/// A Crossword game with ENABLE dealt by `seed`, played for `turns` turns
/// (or to its end): each turn the play at index `pick(n)` of the `n`
/// legal plays, best score first, or a pass when there is none.
fn played(
    words: &Arc<Lexicon>,
    seed: u64,
    turns: usize,
    mut pick: impl FnMut(usize) -> usize,
) -> Game {
    let mut game = Game::with_lexicon(
        GameConfig::casual(TileSetId::English, seed),
        Some(words.clone()),
    );
    for _ in 0..turns {
        let moves = all_moves(game.rules(), game.board(), game.rack(game.to_move()));
        let action = match moves.len() {
            0 => Action::Pass,
            n => Action::Play(moves[pick(n)].placements.to_vec()),
        };
        game.act(action, 0).expect("generated plays are legal");
        if game.is_over() {
            break;
        }
    }
    game
}

/// The five best plays by equity of the bounded search are those of the
/// full list.
fn assert_best_plays_are_the_full_lists(position: &Position, name: &str) {
    let rules = position.rules();
    let mut equities: Vec<f32> = all_moves(&rules, &position.board(), &position.rack)
        .iter()
        .map(|m| equity_of(position, for_tiles(&rules.tiles), m))
        .collect();
    equities.sort_by(|a, b| b.total_cmp(a));
    let (best, complete) = best_moves(position, 5, &mut || false);
    assert!(complete);
    let got: Vec<f32> = best.iter().map(|r| r.equity).collect();
    let want: Vec<f32> = equities.into_iter().take(5).collect();
    assert_eq!(got, want, "{name}");
}

/// Racks that make a word of seven or eight letters with nearly any board
/// letter are where the search rules start squares out by asking whether a
/// whole rack and the board letters in its way can spell a word at all:
/// on the suite and on real games' boards with such racks, it must still
/// find the best plays.
#[test]
fn the_bounded_word_search_finds_the_best_plays_of_bingo_racks() {
    let words = common::enable();
    for entry in word_suite(words.clone()) {
        assert_best_plays_are_the_full_lists(&entry.position, &entry.name);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for seed in 0..30u64 {
        let turns = rng.random_range(2..20);
        let game = played(&words, 100 + seed, turns, |_| 0);
        let mut position = Position::of(&game);
        let rack = ["AEINRST", "EINORST", "AEINST?", "AEIRS??"][seed as usize % 4];
        position.rack = parse_rack(&position.rules().tiles, rack).expect("a rack");
        assert_best_plays_are_the_full_lists(&position, &format!("seed {seed}, {rack}"));
    }
}

/// The distinct best plays (an expert's candidates, a hint's list) are the
/// full list's best, sorted, with every play that lays the tiles of a
/// better one on its squares left out (on the empty board, or on its
/// mirror image's squares): five ideas, not one five ways.
#[test]
fn the_distinct_best_plays_are_the_full_lists_without_reorderings() {
    for entry in suite() {
        let position = &entry.position;
        let rules = position.rules();
        let leave = for_tiles(&rules.tiles);
        let mut rated: Vec<Rated> = all_moves(&rules, &position.board(), &position.rack)
            .into_iter()
            .map(|play| Rated {
                equity: equity_of(position, leave, &play),
                play,
                opening: 0.0,
            })
            .collect();
        rated.sort_by(better);
        let listing = Listing::distinct_for(position);
        assert_eq!(
            listing,
            Listing::Distinct {
                mirrors_alike: entry.name.starts_with("opening")
            }
        );
        let mut want: Vec<f32> = Vec::new();
        let mut ideas: Vec<&Rated> = Vec::new();
        for r in &rated {
            if want.len() < 5 && !ideas.iter().any(|i| listing.alike(&i.play, &r.play)) {
                ideas.push(r);
                want.push(r.equity);
            }
        }
        let (best, complete) = best_distinct_moves(position, 5, leave, &mut || false);
        assert!(complete);
        let got: Vec<f32> = best.iter().map(|r| r.equity).collect();
        assert_eq!(got, want, "{}", entry.name);
        for (i, a) in best.iter().enumerate() {
            for b in &best[i + 1..] {
                assert!(!listing.alike(&a.play, &b.play), "{}", entry.name);
            }
        }
    }
}

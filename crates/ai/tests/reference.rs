//! The generator agrees exactly with a brute-force search through the
//! engine's own rules on hundreds of random small positions.

use krada_ai::movegen::{Move, all_moves};
use krada_engine::board::Board;
use krada_engine::game::{Action, Game, GameConfig};
use krada_engine::layout::{Dir, Pos, SIZE};
use krada_engine::play::{self, Placement};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

/// A level as it plays, the expert with a small simulation: these tests
/// check that every level plays legally, not how well.
fn quick(level: krada_ai::player::Level, game: &Game) -> krada_ai::player::Player<'static> {
    use krada_ai::simulate::SimBudget;
    krada_ai::player::Player {
        simulation: SimBudget {
            candidates: 3,
            iterations: 2,
            ..SimBudget::DEFAULT
        },
        ..krada_ai::player::Player::new(level, &game.rules().tiles)
    }
}

type Key = (Vec<(Pos, TileId, u8)>, u32);

fn key(placements: &[Placement], score: u32) -> Key {
    let mut tiles: Vec<_> = placements
        .iter()
        .map(|p| (p.pos, p.tile, p.face.0))
        .collect();
    tiles.sort();
    (tiles, score)
}

/// Tries every run of empty squares in every line (a play may not leave a
/// gap, so its new squares are all the empty ones between its ends), every
/// ordering of rack tiles and every face, and keeps what the engine accepts.
fn brute_force(rules: &Rules, board: &Board, rack: &[TileId]) -> BTreeSet<Key> {
    let mut found = BTreeSet::new();
    for dir in [Dir::Across, Dir::Down] {
        for lane in 0..SIZE {
            let at = |k: usize| match dir {
                Dir::Across => Pos::new(lane, k),
                Dir::Down => Pos::new(k, lane),
            };
            for a in 0..SIZE {
                for b in a..SIZE {
                    if board.is_occupied(at(a)) || board.is_occupied(at(b)) {
                        continue;
                    }
                    let squares: Vec<Pos> =
                        (a..=b).map(at).filter(|&p| !board.is_occupied(p)).collect();
                    if squares.len() > rack.len() {
                        break;
                    }
                    assign(
                        rules,
                        board,
                        rack,
                        &squares,
                        &mut vec![false; rack.len()],
                        &mut Vec::new(),
                        &mut found,
                    );
                }
            }
        }
    }
    found
}

fn assign(
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    squares: &[Pos],
    used: &mut Vec<bool>,
    chosen: &mut Vec<Placement>,
    found: &mut BTreeSet<Key>,
) {
    if chosen.len() == squares.len() {
        if let Ok(play) = play::check(rules, board, chosen) {
            found.insert(key(chosen, play.score));
        }
        return;
    }
    for i in 0..rack.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        for face in rules.tiles.kind(rack[i]).faces.iter() {
            chosen.push(Placement {
                pos: squares[chosen.len()],
                tile: rack[i],
                face,
            });
            assign(rules, board, rack, squares, used, chosen, found);
            chosen.pop();
        }
        used[i] = false;
    }
}

fn generated(rules: &Rules, board: &Board, rack: &[TileId]) -> BTreeSet<Key> {
    let moves: Vec<Move> = all_moves(rules, board, rack);
    let set: BTreeSet<Key> = moves.iter().map(|m| key(&m.placements, m.score)).collect();
    assert_eq!(set.len(), moves.len(), "the generator repeats a play");
    set
}

/// A board from a few plays of a real game (chosen at random among the
/// legal ones), and a small random rack from the tiles not on it.
fn random_position(seed: u64) -> (Rules, Board, Vec<TileId>) {
    let tiles = if seed.is_multiple_of(4) {
        TileSetId::Primary
    } else {
        TileSetId::Standard
    };
    let game = Game::new(GameConfig::casual(tiles, seed));
    play_at_random(game, seed, 0..4)
}

/// Plays a random number (in `plays`) of random legal plays of `game`, then
/// draws a small random rack from the tiles not on the board.
fn play_at_random(
    mut game: Game,
    seed: u64,
    plays: std::ops::Range<usize>,
) -> (Rules, Board, Vec<TileId>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..rng.random_range(plays) {
        let moves = all_moves(game.rules(), game.board(), game.rack(game.to_move()));
        let action = if moves.is_empty() {
            Action::Pass
        } else {
            Action::Play(moves[rng.random_range(0..moves.len())].placements.to_vec())
        };
        game.act(action, 0).expect("generated plays are legal");
    }
    let rules = game.rules().clone();
    let mut pool = game.bag().to_vec();
    pool.extend_from_slice(game.rack(0));
    pool.extend_from_slice(game.rack(1));
    let size = rng.random_range(2..=4);
    let mut rack = Vec::new();
    while rack.len() < size {
        let tile = pool.swap_remove(rng.random_range(0..pool.len()));
        // At most one blank keeps the brute force quick.
        if rules.tiles.kind(tile).blank && rack.iter().any(|&t| rules.tiles.kind(t).blank) {
            continue;
        }
        rack.push(tile);
    }
    (rules, game.board().clone(), rack)
}

/// A board from a few random plays and a rack of two blanks and one or two
/// other tiles: the generator walks two blanks' numbers as unknowns and
/// solves one from the other.
fn position_with_two_blanks(seed: u64) -> (Rules, Board, Vec<TileId>) {
    let (rules, board, mut rack) = random_position(seed);
    let blank = rules.tiles.blank().expect("A-Math has blanks");
    rack.retain(|&t| t != blank);
    rack.truncate(if seed.is_multiple_of(3) { 2 } else { 1 });
    rack.extend([blank, blank]);
    (rules, board, rack)
}

#[test]
fn generator_agrees_with_brute_force_with_two_blanks() {
    let mut total = 0;
    for seed in 0..24 {
        let (rules, board, rack) = position_with_two_blanks(seed);
        let expected = brute_force(&rules, &board, &rack);
        let got = generated(&rules, &board, &rack);
        let missing: Vec<_> = expected.difference(&got).take(3).collect();
        let extra: Vec<_> = got.difference(&expected).take(3).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "seed {seed}: rack {rack:?}\nmissing {missing:?}\nextra {extra:?}"
        );
        total += expected.len();
    }
    assert!(total > 2_000, "the positions have plays to find: {total}");
}

#[test]
fn generator_agrees_with_brute_force_on_random_small_positions() {
    let mut total = 0;
    for seed in 0..200 {
        let (rules, board, rack) = random_position(seed);
        let expected = brute_force(&rules, &board, &rack);
        let got = generated(&rules, &board, &rack);
        if expected != got {
            let missing: Vec<_> = expected.difference(&got).take(3).collect();
            let extra: Vec<_> = got.difference(&expected).take(3).collect();
            panic!(
                "seed {seed}: rack {rack:?} board {board:?}\nmissing {missing:?}\nextra {extra:?}"
            );
        }
        total += expected.len();
    }
    assert!(total > 500, "the positions have plays to find: {total}");
}

mod levels {
    use super::*;
    use krada_ai::defence::{AMATH_OPENING_COST, OpeningCost};
    use krada_ai::leave::for_tiles;
    use krada_ai::player::{Level, best_moves, choose, equity_of};
    use krada_ai::position::Position;
    use krada_ai::selfplay::greedy_opening;

    /// A position of a real game after some plays, with its full rack.
    fn game_position(seed: u64, plays: usize) -> (Game, Position) {
        let game = greedy_opening(TileSetId::Standard, seed, plays);
        let position = Position::of(&game);
        (game, position)
    }

    #[test]
    fn pruned_search_finds_the_same_best_plays_as_the_full_list() {
        let mut opening_costs = 0;
        for seed in 0..24 {
            let (_, mut position) = game_position(seed, (seed % 5) as usize);
            let rules = position.rules();
            // Half the positions get a blank, to exercise the blank passes.
            if seed.is_multiple_of(2) {
                position.rack[0] = rules.tiles.blank().unwrap();
            }
            let all = all_moves(&rules, &position.board(), &position.rack);
            let mut equities: Vec<f32> = all
                .iter()
                .map(|m| equity_of(&position, for_tiles(&rules.tiles), m))
                .collect();
            equities.sort_by(|a, b| b.total_cmp(a));
            let (best, complete) = best_moves(&position, 5, &mut || false);
            assert!(complete);
            let got: Vec<f32> = best.iter().map(|r| r.equity).collect();
            let want: Vec<f32> = equities.iter().copied().take(5).collect();
            assert_eq!(got, want, "seed {seed}");
            // What opening premium squares costs is told apart from the rest.
            let opening = OpeningCost::new(&position, AMATH_OPENING_COST);
            for r in &best {
                assert_eq!(r.opening, opening.of(&r.play.placements), "seed {seed}");
                opening_costs += (r.opening > 0.0) as usize;
            }
        }
        assert!(opening_costs > 0, "some best plays open premium squares");
    }

    #[test]
    fn every_level_always_answers_with_a_legal_action() {
        for seed in 0..6 {
            for level in Level::ALL {
                let (mut game, _) = game_position(seed, 3);
                for turn in 0..6 {
                    if game.is_over() {
                        break;
                    }
                    let action =
                        quick(level, &game).choose(&Position::of(&game), turn, &mut || false);
                    game.act(action.clone(), 0)
                        .unwrap_or_else(|e| panic!("{level:?} {action:?}: {e:?}"));
                }
            }
        }
    }

    #[test]
    fn a_level_stopped_at_once_still_answers_legally() {
        let (mut game, position) = game_position(3, 2);
        let action = choose(&position, Level::Hard, 0, &mut || true);
        game.act(action, 0).expect("a legal fallback");
    }
}

mod words {
    //! The Crossword generator against the same brute force, with a word
    //! list made up here: dense enough that small racks find many plays.
    use super::*;
    use krada_engine::lexicon::Lexicon;
    use std::sync::Arc;

    fn made_up_words(seed: u64) -> Arc<Lexicon> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Letters about as often as the tiles have them.
        let pool: Vec<char> = "AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ"
            .chars()
            .collect();
        let mut list = String::new();
        for _ in 0..3000 {
            let len = rng.random_range(2..=5);
            for _ in 0..len {
                list.push(pool[rng.random_range(0..pool.len())]);
            }
            list.push('\n');
        }
        Arc::new(Lexicon::from_list(&list).expect("made-up words"))
    }

    fn random_word_position(seed: u64, words: &Arc<Lexicon>) -> (Rules, Board, Vec<TileId>) {
        let config = GameConfig::casual(TileSetId::English, seed);
        play_at_random(Game::with_lexicon(config, Some(words.clone())), seed, 0..5)
    }

    #[test]
    fn word_generator_agrees_with_brute_force_on_random_small_positions() {
        let words = made_up_words(7);
        let mut total = 0;
        for seed in 0..150 {
            let (rules, board, rack) = random_word_position(seed, &words);
            let expected = brute_force(&rules, &board, &rack);
            let got = generated(&rules, &board, &rack);
            if expected != got {
                let missing: Vec<_> = expected.difference(&got).take(3).collect();
                let extra: Vec<_> = got.difference(&expected).take(3).collect();
                panic!(
                    "seed {seed}: rack {rack:?} board {board:?}\nmissing {missing:?}\nextra {extra:?}"
                );
            }
            total += expected.len();
        }
        assert!(total > 1000, "the positions have plays to find: {total}");
    }

    /// A generator kept from one search to the next reuses a board's lanes
    /// and crossing constraints: with another rack on the same board, on
    /// another board, and with another word list on the same board, it
    /// finds exactly what a fresh one does.
    #[test]
    fn a_generator_kept_over_many_searches_finds_what_a_fresh_one_does() {
        use krada_ai::movegen::Generator;
        let lists = [made_up_words(7), made_up_words(8)];
        let mut kept = Generator::default();
        let mut reused = 0;
        for seed in 0..40 {
            let (rules, board, rack) = random_word_position(seed, &lists[0]);
            let (_, _, other_rack) = random_word_position(seed + 1000, &lists[0]);
            let other_list = Rules {
                lexicon: Some(lists[1].clone()),
                ..rules.clone()
            };
            for (rules, rack) in [
                (&rules, &rack),
                (&rules, &other_rack),
                (&other_list, &rack),
                (&rules, &rack),
            ] {
                let mut found = BTreeSet::new();
                kept.generate(rules, &board, rack, &mut || false, |m| {
                    found.insert(key(&m.placements, m.score));
                });
                assert_eq!(found, generated(rules, &board, rack), "seed {seed}");
                reused += 1;
            }
        }
        assert_eq!(reused, 160);
    }

    #[test]
    fn every_level_plays_whole_crossword_games_legally() {
        use krada_ai::player::Level;
        use krada_ai::position::Position;
        let words = made_up_words(3);
        for (g, level) in Level::ALL.into_iter().enumerate() {
            let mut game = Game::with_lexicon(
                GameConfig::casual(TileSetId::English, g as u64),
                Some(words.clone()),
            );
            let mut plays = 0;
            for turn in 0..200 {
                if game.is_over() {
                    break;
                }
                let action = quick(level, &game).choose(&Position::of(&game), turn, &mut || false);
                plays += matches!(action, Action::Play(_)) as u32;
                game.act(action.clone(), 0)
                    .unwrap_or_else(|e| panic!("{level:?} {action:?}: {e:?}"));
            }
            assert!(game.is_over(), "{level:?} finishes a game");
            assert!(plays > 5, "{level:?} finds plays");
        }
    }
}

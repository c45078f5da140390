//! The pre-endgame on a real Crossword position (ENABLE2K): the last tile
//! in the bag, where the play that scores most is not the one to make.

mod common;

use krada_ai::leave::for_tiles;
use krada_ai::movegen::all_moves;
use krada_ai::player::{Level, Player};
use krada_ai::position::Position;
use krada_ai::preendgame::{PreEndgame, weigh};
use krada_ai::selfplay::nearly_empty;
use krada_engine::game::Action;
use krada_engine::tileset::{TileSet, TileSetId};

/// The greedy level's game from seed 48 the turn its bag holds one tile:
/// the side holds A D I N N O O, the opponent seven of the eight tiles
/// unseen (found by reading the bags of 200 such games).
fn last_tile_in_the_bag() -> Position {
    let set = TileSet::get(TileSetId::English);
    let greedy = Player::new(Level::Greedy, &set);
    let game = nearly_empty(TileSetId::English, Some(common::enable()), 48, 1, greedy)
        .expect("seed 48's game reaches a bag of one");
    let position = Position::of(&game);
    assert_eq!(position.bag_len, 1);
    position
}

fn score_of(position: &Position, action: &Action) -> u32 {
    let Action::Play(tiles) = action else {
        return 0;
    };
    let rules = position.rules();
    krada_engine::play::score(&rules, &position.board(), tiles)
        .expect("a legal play")
        .score
}

#[test]
fn the_only_play_that_wins_a_draw_is_not_the_top_scorer_and_the_reading_expert_makes_it() {
    let position = last_tile_in_the_bag();
    let set = position.rules().tiles;
    let leave = for_tiles(&set);
    let weighed = weigh(&position, leave, PreEndgame::DEFAULT, &mut || false).expect("read");
    let best = &weighed[0];
    // It wins on a draw; no other move weighed wins on any (one ties on
    // one, which counts half).
    assert!(best.outcome.wins >= 1.0, "{:?}", best.outcome);
    assert!(weighed[1..].iter().all(|w| w.outcome.wins < 1.0));
    // The greedy choice scores more and wins on no draw.
    let rules = position.rules();
    let top = all_moves(&rules, &position.board(), &position.rack)
        .into_iter()
        .map(|m| m.score)
        .max()
        .expect("plays");
    assert!(top > best.score, "top {top}, read {}", best.score);
    assert_eq!(score_of(&position, &best.action), best.score);
    let greedy = Player::new(Level::Greedy, &set).choose(&position, 1, &mut || false);
    assert_eq!(score_of(&position, &greedy), top);
    let greedy_read = weighed.iter().find(|w| w.action == greedy);
    assert_eq!(
        greedy_read.map(|w| w.outcome.wins),
        Some(0.0),
        "the top scorer is read and loses"
    );
    // The expert that reads the bag makes the winning play.
    let reading = Player {
        pre_endgame: Some(PreEndgame::DEFAULT),
        ..Player::new(Level::Expert, &set)
    };
    assert_eq!(reading.choose(&position, 1, &mut || false), best.action);
}

#[test]
fn a_reading_cut_short_by_its_budget_leaves_the_move_to_the_simulation() {
    let position = last_tile_in_the_bag();
    let set = position.rules().tiles;
    let reading = Player {
        pre_endgame: Some(PreEndgame::DEFAULT),
        ..Player::new(Level::Expert, &set)
    };
    // A budget of a few checks: the reading gives up, the simulation (out
    // of time too) plays its first candidate, as the expert that never
    // reads does with no time at all.
    let mut checks = 0;
    let mut budget = || {
        checks += 1;
        checks > 20
    };
    let cut_short = reading.choose(&position, 1, &mut budget);
    let simulation = Player::new(Level::Expert, &set).choose(&position, 1, &mut || true);
    assert_eq!(cut_short, simulation);
    let read = weigh(&position, for_tiles(&set), PreEndgame::DEFAULT, &mut || {
        false
    })
    .expect("read")
    .remove(0);
    assert_ne!(
        cut_short, read.action,
        "the reading's move needs the reading"
    );
}

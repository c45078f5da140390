//! *Learn from your mistakes*: a reviewed game's big misses become
//! exercises whose positions rebuild from the game's record, solved by the
//! plays that win back at least half of what was lost.

use krada_ai::player::{Level, Player};
use krada_ai::position::Position;
use krada_ai::selfplay::play_game;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_features::mistakes::{ExerciseBook, ExerciseGame, ExerciseRef, better_plays, exercises};
use krada_features::review::{BIG_MISS, Played, rated_plays, record_moments, review_moment};

/// A game of the hard level (side 0) against greedy (side 1), reviewed.
fn reviewed() -> (
    krada_engine::game::Game,
    Vec<krada_features::review::MoveReview>,
) {
    let set = Rules::for_tiles(TileSetId::Standard).tiles;
    let players = [
        Player::new(Level::Hard, &set),
        Player::new(Level::Greedy, &set),
    ];
    let game = play_game(TileSetId::Standard, None, 7, players);
    let moments = record_moments(&game.record(), None).unwrap();
    let reviews = moments.iter().map(|m| review_moment(m, 5)).collect();
    (game, reviews)
}

fn text(r: &krada_features::review::MoveReview) -> String {
    format!("move {}", r.index + 1)
}

#[test]
fn the_big_misses_of_the_players_sides_become_exercises_that_rebuild_their_positions() {
    let (game, reviews) = reviewed();
    let found = exercises(&reviews, 8, [false, true], text);
    let misses: Vec<_> = reviews
        .iter()
        .filter(|r| r.side == 1 && r.big_miss(8) && !r.best.is_empty())
        .collect();
    assert!(!found.is_empty(), "greedy misses equity in this game");
    assert_eq!(found.len(), misses.len());
    for (exercise, review) in found.iter().zip(&misses) {
        assert_eq!(exercise.side, 1);
        assert_eq!(exercise.index, review.index);
        assert!(
            exercise.lost() >= BIG_MISS || review.bingo_missed(8),
            "{exercise:?}"
        );
        assert_eq!(exercise.played, format!("move {}", review.index + 1));
    }
    // Nobody's misses when neither side is a person.
    assert!(exercises(&reviews, 8, [false, false], text).is_empty());
    let entry = ExerciseGame {
        key: "k".into(),
        names: ["a".into(), "b".into()],
        tiles: TileSetId::Standard,
        record: game.record().to_json(),
        exercises: found.clone(),
    };
    let exercise = &found[0];
    let before = entry
        .game_before(exercise.index, None)
        .expect("the record replays");
    let position = Position::of(&before);
    assert_eq!(position.rack, game.turns()[exercise.index].rack);
    assert_eq!(before.to_move(), exercise.side);
}

#[test]
fn a_play_solves_an_exercise_when_it_wins_back_half_of_what_was_lost() {
    let (game, reviews) = reviewed();
    let found = exercises(&reviews, 8, [false, true], text);
    let exercise = &found[0];
    let moments = record_moments(&game.record(), None).unwrap();
    let moment = moments.iter().find(|m| m.index == exercise.index).unwrap();
    let rated = rated_plays(&moment.position);
    let answers = better_plays(&moment.position, exercise.target());
    // Exactly the plays valued at or above the target, best first.
    let expected: Vec<_> = rated
        .iter()
        .filter(|r| r.equity >= exercise.target() - 1e-4)
        .map(|r| r.play.placements.to_vec())
        .collect();
    let listed: Vec<_> = answers.iter().map(|a| a.placements.clone()).collect();
    assert_eq!(listed, expected);
    assert_eq!(listed[0], rated[0].play.placements.to_vec());
    // The move played does not solve it, nor does one just short of the target.
    if let Played::Play { placements, .. } = &moment.played {
        assert!(!listed.contains(placements));
    }
    let short = rated
        .iter()
        .find(|r| r.equity < exercise.target() && r.equity > exercise.played_equity);
    if let Some(short) = short {
        assert!(!listed.contains(&short.play.placements.to_vec()));
    }
}

#[test]
fn the_book_keeps_how_each_exercise_went_when_a_game_is_reviewed_again() {
    let (game, reviews) = reviewed();
    let found = exercises(&reviews, 8, [false, true], text);
    assert!(found.len() >= 2, "two misses to order");
    let entry = |key: &str| ExerciseGame {
        key: key.into(),
        names: ["a".into(), "b".into()],
        tiles: TileSetId::Standard,
        record: game.record().to_json(),
        exercises: found.clone(),
    };
    let mut book = ExerciseBook::default();
    book.add(entry("old"));
    book.add(entry("new"));
    let first = ExerciseRef {
        key: "new".into(),
        index: found[0].index,
    };
    // The newest game first, in move order.
    assert_eq!(book.next_after(None), Some(first.clone()));
    assert!(book.solve(&first));
    assert!(!book.solve(&first), "solved once");
    book.miss(&ExerciseRef {
        key: "new".into(),
        index: found[1].index,
    });
    book.add(entry("new"));
    assert!(book.get(&first).unwrap().solved);
    assert_eq!(book.game("new").unwrap().exercises[1].misses, 1);
    assert_eq!(book.unsolved().len(), 2 * found.len() - 1);
    let second = book.next_after(Some(&first)).unwrap();
    assert_eq!((second.key.as_str(), second.index), ("new", found[1].index));
    let json = serde_json::to_string(&book).unwrap();
    assert_eq!(serde_json::from_str::<ExerciseBook>(&json).unwrap(), book);
}

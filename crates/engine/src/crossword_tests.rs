//! Crossword (docs/rules.md, Crossword) on the shared game machinery, judged by a small
//! word list of our own.

use super::tests::{assert_tiles_conserved, drain_bag_to, give};
use super::*;
use crate::layout::Dir;
use crate::lexicon::Lexicon;
use crate::test_util::placements;

const WORDS: &str = "AT\nTA\nCAT\nCATS\nACT\nRETAINS\nQI\nXI\nOX\nAX\nTAX\nSAT\nZA\n";

fn words() -> Arc<Lexicon> {
    Arc::new(Lexicon::from_list(WORDS).expect("our list"))
}

fn crossword(check: CheckMode, seed: u64) -> Game {
    let config = GameConfig {
        check,
        lexicon: Some("test".into()),
        ..GameConfig::casual(TileSetId::English, seed)
    };
    Game::with_lexicon(config, Some(words()))
}

fn play(game: &mut Game, at: &str, tiles: &str) -> Result<(), GameError> {
    let moves = placements(&game.rules, &game.board, at, tiles);
    game.act(Action::Play(moves), 1_000)
}

fn last_score(game: &Game) -> i32 {
    game.turns().last().expect("a turn").score
}

#[test]
fn racks_hold_seven_and_the_draw_nearest_a_starts() {
    for seed in 0..20 {
        let game = crossword(CheckMode::Checked, seed);
        assert_eq!(game.rack(0).len(), 7);
        assert_eq!(game.rack(1).len(), 7);
        assert_eq!(game.bag_len(), 100 - 14);
        let [a, b] = *game.order_draw().last().expect("a draw");
        let (ra, rb) = (order_rank(game.rules(), a), order_rank(game.rules(), b));
        assert_eq!(game.first(), if ra > rb { 0 } else { 1 });
        assert_tiles_conserved(&game);
    }
}

#[test]
fn the_first_word_covers_the_star_and_scores_double() {
    let mut game = crossword(CheckMode::Checked, 1);
    let side = game.to_move();
    give(&mut game, side, "CATSXQI");
    assert_eq!(
        play(&mut game, "8A", "CAT"),
        Err(GameError::Play(PlayError::FirstPlayMissesStar(
            game.rules.layout.star
        )))
    );
    assert_eq!(
        play(&mut game, "8H", "C"),
        Err(GameError::Play(PlayError::NoLine))
    );
    play(&mut game, "8G", "CAT").unwrap();
    // C 3 + A 1 + T 1 on the double-word star.
    assert_eq!(last_score(&game), 10);
    assert_eq!(game.rack(side).len(), 7);
}

#[test]
fn checked_mode_names_the_word_not_in_the_list() {
    let mut game = crossword(CheckMode::Checked, 2);
    let side = game.to_move();
    give(&mut game, side, "CTAEEEE");
    let Err(GameError::Play(PlayError::NotAWord { line })) = play(&mut game, "8G", "CTA") else {
        panic!("CTA is no word");
    };
    assert_eq!(
        crate::notation::display_faces(GameKind::Crossword, &line.faces),
        "CTA"
    );
    assert_eq!(game.to_move(), side, "the turn is kept");
    play(&mut game, "8G", "CAT").unwrap();
    // A crossing word is judged too: S under the T makes TS down.
    let other = game.to_move();
    give(&mut game, other, "SAEEEEE");
    let Err(GameError::Play(PlayError::NotAWord { line })) = play(&mut game, "9I", "S") else {
        panic!("TS is no word");
    };
    assert_eq!(line.dir, Dir::Down);
    // CATS across extends the word and is fine; T-A makes TA down.
    play(&mut game, "8J", "S").unwrap();
    assert_eq!(last_score(&game), 6);
    play(&mut game, "9I", "A").unwrap_err();
}

#[test]
fn a_game_without_a_word_list_says_so() {
    let mut game = Game::new(GameConfig::casual(TileSetId::English, 3));
    let side = game.to_move();
    give(&mut game, side, "CATEEEE");
    assert_eq!(
        play(&mut game, "8G", "CAT"),
        Err(GameError::Play(PlayError::NoWordList))
    );
}

#[test]
fn all_seven_tiles_earn_fifty() {
    let mut game = crossword(CheckMode::Checked, 4);
    let side = game.to_move();
    give(&mut game, side, "RETAINS");
    play(&mut game, "8B", "RETAINS").unwrap();
    // 1+1+2 (T on a double letter)+1+1+1+1, doubled on the star, plus 50.
    assert_eq!(last_score(&game), 66);
    let Event::Play { bingo, .. } = game.turns()[0].event else {
        panic!("a play");
    };
    assert!(bingo);
}

#[test]
fn a_blank_scores_nothing_and_shows_its_letter() {
    let mut game = crossword(CheckMode::Checked, 5);
    let side = game.to_move();
    give(&mut game, side, "C?TEEEE");
    play(&mut game, "8G", "CaT").unwrap();
    assert_eq!(last_score(&game), 8);
}

#[test]
fn an_exchange_needs_seven_tiles_in_the_bag() {
    let mut game = crossword(CheckMode::Checked, 6);
    let side = game.to_move();
    drain_bag_to(&mut game, 6);
    let tiles = game.rack(side)[..2].to_vec();
    assert_eq!(
        game.act(Action::Exchange(tiles.clone()), 0),
        Err(GameError::ExchangeBagTooSmall {
            in_bag: 6,
            needed: 7
        })
    );
    let mut game = crossword(CheckMode::Checked, 6);
    drain_bag_to(&mut game, 7);
    let all = game.rack(side).to_vec();
    game.act(Action::Exchange(all), 0).unwrap();
    assert_eq!(game.rack(side).len(), 7);
    assert_eq!(game.bag_len(), 7);
}

#[test]
fn a_crossword_challenger_may_take_as_long_as_it_needs() {
    let mut game = crossword(CheckMode::Challenge, 7);
    let player = game.to_move();
    give(&mut game, player, "CATEEEE");
    play(&mut game, "8G", "CAT").unwrap();
    // Seed 003: no window to decide in, Hold or not; ten minutes on, the
    // challenge is still the challenger's to make.
    assert_eq!(game.challenge_time_left(600_000, false), None);
    assert_eq!(game.challenge_refusal_at(600_000, false), None);
    game.act(Action::Challenge, 600_000).unwrap();
    assert_eq!(
        game.turns().last().unwrap().event,
        Event::Challenge { play_stands: true }
    );
}

#[test]
fn a_double_challenge_removes_a_phony_and_costs_a_wrong_challenger_the_turn() {
    let mut game = crossword(CheckMode::Challenge, 7);
    let player = game.to_move();
    let challenger = 1 - player;
    give(&mut game, player, "CTAEEEE");
    play(&mut game, "8G", "CTA").unwrap();
    assert_eq!(game.challengeable_play_is_valid(), Some(false));
    game.act(Action::Challenge, 0).unwrap();
    // The record says only that the play did not stand, not which word failed.
    let outcome = &game.turns()[1];
    assert_eq!(outcome.event, Event::Challenge { play_stands: false });
    assert_eq!(game.turns()[2].event, Event::Withdrawn);
    assert_eq!(game.score(player), 0);
    assert!(game.board().is_empty());
    assert_eq!(game.to_move(), challenger, "the challenger keeps the move");
    assert_tiles_conserved(&game);

    give(&mut game, challenger, "CATEEEE");
    play(&mut game, "8G", "CAT").unwrap();
    game.act(Action::Challenge, 0).unwrap();
    assert_eq!(
        game.turns().last().unwrap().event,
        Event::Challenge { play_stands: true }
    );
    assert_eq!(game.score(challenger), 10);
    assert_eq!(
        game.to_move(),
        challenger,
        "the wrong challenger loses the turn"
    );
}

#[test]
fn playing_out_earns_twice_the_opponent_rack_and_six_zeros_cost_each_its_own() {
    let mut game = crossword(CheckMode::Checked, 8);
    let side = game.to_move();
    give(&mut game, side, "AT");
    give(&mut game, 1 - side, "QZ");
    drain_bag_to(&mut game, 0);
    play(&mut game, "8G", "AT").unwrap();
    let Status::Over(end) = game.status() else {
        panic!("over");
    };
    assert_eq!(end.reason, EndReason::OutPlay(side));
    assert_eq!(last_score(&game), 2 * 20);
    assert_eq!(game.score(side), 4 + 40);

    let mut game = crossword(CheckMode::Checked, 9);
    let side = game.to_move();
    give(&mut game, side, "QI");
    give(&mut game, 1 - side, "ZA");
    // Seed 003: six turns without a tile laid, counted once both sides
    // have moved: the opening pass is not one of them.
    for _ in 0..6 {
        game.act(Action::Pass, 0).unwrap();
        assert!(!game.is_over());
    }
    game.act(Action::Pass, 0).unwrap();
    assert_eq!(game.score(side), -11);
    assert_eq!(game.score(1 - side), -11);
}

#[test]
fn overtime_costs_ten_points_per_started_minute() {
    let config = GameConfig {
        clock: ClockConfig::tournament(),
        ..GameConfig::casual(TileSetId::English, 10)
    };
    assert_eq!(config.clock.total_ms, Some(22 * MINUTE_MS));
    let mut game = Game::with_lexicon(config, Some(words()));
    let side = game.to_move();
    game.act(Action::Pass, 22 * MINUTE_MS + 61_000).unwrap();
    for _ in 0..6 {
        game.act(Action::Pass, 0).unwrap();
    }
    let penalty = game
        .turns()
        .iter()
        .find(|t| matches!(t.event, Event::TimePenalty { .. }))
        .expect("a penalty");
    assert_eq!((penalty.side, penalty.score), (side, -20));
}

#[test]
fn a_record_needs_its_word_list_to_be_replayed() {
    let mut game = crossword(CheckMode::Challenge, 11);
    let side = game.to_move();
    // Two tiles as dealt: almost surely no word of our small list.
    let tiles: Vec<Placement> = game.rack(side)[..2]
        .iter()
        .enumerate()
        .map(|(i, &tile)| Placement {
            pos: game
                .rules
                .layout
                .star
                .step(Dir::Across, i as isize)
                .unwrap(),
            tile,
            face: game.rules.tiles.kind(tile).faces.iter().next().unwrap(),
        })
        .collect();
    game.act(Action::Play(tiles), 0).unwrap();
    game.act(Action::Challenge, 0).unwrap();
    let record = game.record();
    assert_eq!(record.config.lexicon.as_deref(), Some("test"));
    let rebuilt = Game::from_record_with(&record, Some(words())).unwrap();
    assert_eq!(rebuilt.record(), record);
    let error = Game::from_record(&record).unwrap_err();
    assert_eq!(error.turn, Some(2), "{error}");
}

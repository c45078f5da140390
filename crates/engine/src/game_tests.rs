//! Game flow of docs/rules.md, A-Math: order draw, racks, exchange, pass, challenge,
//! the two endings with their rack adjustments, the clock.

use super::*;
use crate::equation::EquationError;
use crate::notation::parse_rack;
use crate::record::GameRecord;
use crate::test_util::placements;

pub(super) fn give(game: &mut Game, side: u8, rack: &str) {
    game.give(side, rack);
}

pub(super) fn drain_bag_to(game: &mut Game, left: usize) {
    while game.bag.len() > left {
        game.bag.draw_one();
    }
}

fn play(game: &mut Game, at: &str, tiles: &str) -> Result<(), GameError> {
    let moves = placements(&game.rules, &game.board, at, tiles);
    game.act(Action::Play(moves), 1_000)
}

fn checked_game(seed: u64) -> Game {
    Game::new(GameConfig::casual(TileSetId::Standard, seed))
}

fn challenge_game(seed: u64) -> Game {
    Game::new(GameConfig {
        check: CheckMode::Challenge,
        ..GameConfig::casual(TileSetId::Standard, seed)
    })
}

/// Every tile of the set is in exactly one place: bag, a rack or the board.
pub(super) fn assert_tiles_conserved(game: &Game) {
    let mut all: Vec<TileId> = game.bag.tiles().to_vec();
    all.extend(game.racks[0].iter().chain(&game.racks[1]));
    all.extend(game.board.tiles().map(|(_, p)| p.tile));
    all.sort();
    assert_eq!(all, game.rules.tiles.full_bag());
}

#[test]
fn order_draw_ranks_blank_then_nearer_20_then_numbers_over_signs() {
    let rules = Rules::amath();
    let id = |label| rules.tiles.by_label(label).unwrap();
    assert!(order_rank(&rules, id("?")) > order_rank(&rules, id("20")));
    assert!(order_rank(&rules, id("20")) > order_rank(&rules, id("19")));
    assert!(order_rank(&rules, id("0")) > order_rank(&rules, id("=")));
    assert_eq!(order_rank(&rules, id("+")), order_rank(&rules, id("×/÷")));
    let english = Rules::for_tiles(TileSetId::English);
    let letter = |label| english.tiles.by_label(label).unwrap();
    assert!(order_rank(&english, letter("?")) > order_rank(&english, letter("A")));
    assert!(order_rank(&english, letter("A")) > order_rank(&english, letter("B")));
}

#[test]
fn the_higher_draw_starts_ties_draw_again_and_racks_hold_eight() {
    let mut saw_tie = false;
    for seed in 0..200 {
        let game = checked_game(seed);
        let rounds = game.order_draw();
        let rank = |t| order_rank(&game.rules, t);
        for round in &rounds[..rounds.len() - 1] {
            assert_eq!(rank(round[0]), rank(round[1]), "only ties draw again");
            saw_tie = true;
        }
        let last = rounds.last().unwrap();
        let winner = if rank(last[0]) > rank(last[1]) { 0 } else { 1 };
        assert_eq!(game.first(), winner);
        assert_eq!(game.to_move(), winner);
        assert_eq!(game.rack(0).len(), 8);
        assert_eq!(game.rack(1).len(), 8);
        assert_eq!(game.bag_len(), 84);
        assert_tiles_conserved(&game);
    }
    assert!(saw_tie, "200 seeds include a tied draw");
}

#[test]
fn the_same_seed_and_moves_give_the_same_game() {
    let mut a = checked_game(42);
    let mut b = checked_game(42);
    assert_eq!(a.rack(0), b.rack(0));
    for game in [&mut a, &mut b] {
        game.act(Action::Pass, 10).unwrap();
        let first_tiles = game.rack(game.to_move()).to_vec();
        game.act(Action::Exchange(first_tiles[..3].to_vec()), 20)
            .unwrap();
    }
    assert_eq!(a.record(), b.record());
    assert_ne!(checked_game(43).rack(0), a.turns()[0].rack);
}

#[test]
fn the_last_play_is_the_last_one_still_on_the_board() {
    let mut game = challenge_game(6);
    assert_eq!(game.last_play(), None);
    let a = game.to_move();
    give(&mut game, a, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    assert_eq!(game.last_play(), Some(0));
    game.act(Action::Pass, 0).unwrap(); // accepted; the opponent passes
    assert_eq!(game.last_play(), Some(0), "a pass is not a play");
    give(&mut game, a, "3+1=5[10]05");
    play(&mut game, "8K", "3+1=5").unwrap();
    assert_eq!(game.last_play(), Some(2));
    game.act(Action::Challenge, 0).unwrap();
    assert!(matches!(
        game.turns()[3].event,
        Event::Challenge { play_stands: false }
    ));
    assert_eq!(game.last_play(), Some(0), "the challenged play came off");
}

#[test]
fn the_engine_says_why_an_exchange_or_a_challenge_is_refused() {
    let mut game = challenge_game(6);
    assert_eq!(game.exchange_refusal(), None);
    assert_eq!(
        game.challenge_refusal(),
        Some(GameError::NothingToChallenge)
    );
    let a = game.to_move();
    give(&mut game, a, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    assert_eq!(game.challenge_refusal(), None);
    drain_bag_to(&mut game, 4);
    assert_eq!(
        game.exchange_refusal(),
        Some(GameError::ExchangeBagTooSmall {
            in_bag: 4,
            needed: 5
        })
    );
    assert!(!game.can_exchange());
    assert_eq!(
        checked_game(6).challenge_refusal(),
        Some(GameError::NoChallengeInCheckedMode)
    );
}

#[test]
fn past_the_move_limit_or_the_forfeit_time_the_side_can_only_pass() {
    let clock = ClockConfig {
        total_ms: Some(10 * MINUTE_MS),
        move_ms: Some(MINUTE_MS),
        penalty_per_minute: 10,
        forfeit_after_ms: Some(5 * MINUTE_MS),
        increment_ms: 0,
    };
    let game = Game::new(GameConfig {
        clock: clock.clone(),
        ..GameConfig::casual(TileSetId::Standard, 3)
    });
    assert!(!game.must_pass(MINUTE_MS));
    assert!(game.must_pass(MINUTE_MS + 1), "past the move limit");
    let no_move_limit = Game::new(GameConfig {
        clock: ClockConfig {
            move_ms: None,
            ..clock
        },
        ..GameConfig::casual(TileSetId::Standard, 3)
    });
    assert!(
        !no_move_limit.must_pass(15 * MINUTE_MS),
        "10 minutes and 5 over"
    );
    assert!(
        no_move_limit.must_pass(15 * MINUTE_MS + 1),
        "past the forfeit"
    );
    let unlimited = Game::new(GameConfig::casual(TileSetId::Standard, 3));
    assert!(!unlimited.must_pass(u64::MAX / 2));
}

#[test]
fn a_play_scores_refills_the_rack_and_passes_the_turn() {
    let mut game = checked_game(1);
    let side = game.to_move();
    give(&mut game, side, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    assert_eq!(game.score(side), 8);
    assert_eq!(game.rack(side).len(), 8);
    assert_eq!(game.to_move(), other(side));
    let turn = &game.turns()[0];
    assert_eq!(
        (turn.score, turn.total, turn.time_ms, turn.drawn.len()),
        (8, 8, 1_000, 5)
    );
    assert_tiles_conserved(&game);
}

#[test]
fn checked_mode_refuses_an_invalid_play_with_its_reason_and_keeps_the_turn() {
    let mut game = checked_game(1);
    let side = game.to_move();
    give(&mut game, side, "1+1=3[10]05");
    let err = play(&mut game, "8F", "1+1=3").unwrap_err();
    assert!(matches!(
        err,
        GameError::Play(PlayError::BadEquation {
            error: EquationError::NotEqual { .. },
            ..
        })
    ));
    assert_eq!(game.to_move(), side);
    assert!(game.turns().is_empty());
    assert_eq!(
        game.act(Action::Challenge, 0),
        Err(GameError::NoChallengeInCheckedMode)
    );
    // Tiles not on the rack are refused too.
    assert!(matches!(
        play(&mut game, "8F", "9=9"),
        Err(GameError::NotOnRack(_))
    ));
}

#[test]
fn exchange_needs_five_tiles_in_the_bag_and_swaps_fairly() {
    let mut game = checked_game(2);
    let side = game.to_move();
    let rack = game.rack(side).to_vec();
    assert_eq!(
        game.act(Action::Exchange(vec![]), 0),
        Err(GameError::ExchangeNothing)
    );
    game.act(Action::Exchange(rack.clone()), 0).unwrap();
    assert_eq!(game.rack(side).len(), 8);
    assert_eq!(game.bag_len(), 84);
    assert_tiles_conserved(&game);
    drain_bag_to(&mut game, 4);
    let tile = game.rack(game.to_move())[0];
    assert_eq!(
        game.act(Action::Exchange(vec![tile]), 0),
        Err(GameError::ExchangeBagTooSmall {
            in_bag: 4,
            needed: 5
        })
    );
    assert!(!game.can_exchange());
}

#[test]
fn an_exchange_of_more_tiles_than_the_bag_holds_still_fills_the_rack() {
    // Seed 000 allows 1–8 tiles whenever the bag holds 5 or more.
    for in_bag in 5..=7 {
        let mut game = checked_game(4);
        drain_bag_to(&mut game, in_bag);
        let side = game.to_move();
        let rack = game.rack(side).to_vec();
        let bag = game.bag.tiles().to_vec();
        assert_eq!(rack.len(), 8);
        game.act(Action::Exchange(rack.clone()), 0).unwrap();
        assert_eq!(game.rack(side).len(), 8, "{in_bag} in the bag");
        assert_eq!(game.bag_len(), in_bag);
        // The bag's own tiles were drawn first: every one came to the rack.
        for tile in &bag {
            let in_bag_before = bag.iter().filter(|t| *t == tile).count();
            let on_rack = game.rack(side).iter().filter(|t| *t == tile).count();
            assert!(on_rack >= in_bag_before, "{tile:?}");
        }
        // Nothing made or lost: the rack and the bag hold what they held.
        let mut after: Vec<_> = game
            .rack(side)
            .iter()
            .chain(game.bag.tiles())
            .copied()
            .collect();
        let mut before: Vec<_> = rack.iter().chain(&bag).copied().collect();
        after.sort();
        before.sort();
        assert_eq!(after, before);
    }
}

/// Issue 50: the seeds end the game on turns that put no tile on the
/// board; six passes from the very start are not six such turns counted
/// once both sides have moved.
#[test]
fn six_passes_from_the_start_leave_the_game_on_and_a_seventh_ends_it() {
    let mut game = checked_game(3);
    for _ in 0..6 {
        game.act(Action::Pass, 0).unwrap();
    }
    assert!(!game.is_over(), "the opening pass is not counted");
    assert_eq!(game.scoreless_run(), 5);
    game.act(Action::Pass, 0).unwrap();
    assert!(game.is_over());
}

/// Issue 50: a play of blanks alone scores 0 but puts tiles on the board:
/// it ends a run of scoreless turns, as the seeds count them.
#[test]
fn a_play_worth_nothing_still_lays_tiles_and_ends_the_run() {
    let mut game = checked_game(3);
    game.act(Action::Pass, 0).unwrap();
    game.act(Action::Pass, 0).unwrap();
    assert_eq!(game.scoreless_run(), 1);
    let side = game.to_move();
    give(&mut game, side, "???");
    play(&mut game, "8G", "?1?=?1").unwrap();
    assert_eq!(game.turns().last().unwrap().score, 0);
    assert_eq!(game.scoreless_run(), 0);
}

#[test]
fn six_scoreless_turns_end_the_game_and_each_side_loses_its_rack() {
    let mut game = checked_game(3);
    let first = game.to_move();
    give(&mut game, first, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    for _ in 0..5 {
        game.act(Action::Pass, 0).unwrap();
        assert!(!game.is_over());
    }
    game.act(Action::Pass, 0).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("six passes end the game")
    };
    assert_eq!(end.reason, EndReason::Scoreless);
    let points = |side: u8| {
        game.rack(side)
            .iter()
            .map(|&t| game.rules.tiles.kind(t).points as i32)
            .sum::<i32>()
    };
    assert_eq!(game.score(first), 8 - points(first));
    assert_eq!(game.score(other(first)), -points(other(first)));
    assert_eq!(game.act(Action::Pass, 0), Err(GameError::Over));
}

#[test]
fn playing_out_with_the_bag_empty_earns_twice_the_opponent_rack() {
    let mut game = checked_game(4);
    let side = game.to_move();
    give(&mut game, side, "1+1=2");
    give(&mut game, other(side), "[13]9?");
    drain_bag_to(&mut game, 0);
    play(&mut game, "8F", "1+1=2").unwrap();
    let Status::Over(end) = game.status() else {
        panic!("out-play ends the game")
    };
    assert_eq!(
        end,
        GameEnd {
            reason: EndReason::OutPlay(side),
            winner: Some(side)
        }
    );
    let last = game.turns().last().unwrap();
    // 13 is worth 6, 9 is worth 2, the blank nothing.
    assert_eq!(last.score, 2 * (6 + 2));
    assert_eq!(game.score(side), 8 + 16);
    let adjustments = game.end_adjustments();
    assert_eq!(adjustments.len(), 1, "the bonus alone: the play is not one");
    assert_eq!((adjustments[0].side, adjustments[0].score), (side, 16));
    assert_eq!(
        game.score(other(side)),
        0,
        "the opponent's own score is not reduced"
    );
}

#[test]
fn a_full_rack_play_earns_the_bingo() {
    let mut game = checked_game(5);
    let side = game.to_move();
    give(&mut game, side, "12+3=9+6");
    play(&mut game, "8A", "12+3=9+6").unwrap();
    let Event::Play { bingo, .. } = &game.turns()[0].event else {
        panic!()
    };
    assert!(bingo);
    // A8 red ×3 on 1; D8 orange on 3; H8 star on 6 — 12+3=9+6 is 15=15.
    assert_eq!(
        game.score(side),
        (1 + 1 + 2 + 2 + 1 + 2 + 2 + 2 * 3) * 3 + 40
    );
}

#[test]
fn a_challenged_invalid_play_comes_off_and_the_challenger_keeps_the_move() {
    let mut game = challenge_game(6);
    let player = game.to_move();
    let rack = "1+1=3[10]05";
    give(&mut game, player, rack);
    play(&mut game, "8F", "1+1=3").unwrap();
    assert_eq!(game.score(player), 8, "challenge mode accepts unchecked");
    assert!(game.can_challenge());
    assert_eq!(game.challengeable_play_is_valid(), Some(false));
    let challenger = game.to_move();
    let bag_before = game.bag_len();
    game.act(Action::Challenge, 3_000).unwrap();
    assert!(game.board().is_empty());
    assert_eq!(game.score(player), 0);
    assert_eq!(
        game.rack(player),
        parse_rack(&game.rules.tiles, rack).unwrap().as_slice()
    );
    assert_eq!(
        game.bag_len(),
        bag_before + 5,
        "the refill goes back to the bag"
    );
    assert_eq!(game.to_move(), challenger);
    assert_eq!(game.time_used(challenger), 3_000);
    assert!(matches!(
        game.turns()[1].event,
        Event::Challenge { play_stands: false }
    ));
    assert!(matches!(game.turns()[2].event, Event::Withdrawn));
    assert_eq!(game.turns()[2].score, -8);
    assert_eq!(game.last_play(), None, "the only play came off");
    assert_tiles_conserved(&game);
    assert_eq!(
        game.act(Action::Challenge, 0),
        Err(GameError::NothingToChallenge)
    );
}

#[test]
fn a_failed_challenge_costs_the_challenger_the_turn() {
    let mut game = challenge_game(7);
    let player = game.to_move();
    give(&mut game, player, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    assert_eq!(game.challengeable_play_is_valid(), Some(true));
    game.act(Action::Challenge, 0).unwrap();
    assert_eq!(game.challengeable_play_is_valid(), None);
    assert_eq!(game.score(player), 8);
    assert_eq!(game.to_move(), player, "the challenger lost the turn");
    assert!(matches!(
        game.turns()[1].event,
        Event::Challenge { play_stands: true }
    ));
    // A challenge is only possible right after the play.
    game.act(Action::Pass, 0).unwrap();
    game.act(Action::Pass, 0).unwrap();
    assert_eq!(
        game.act(Action::Challenge, 0),
        Err(GameError::NothingToChallenge)
    );
}

/// A challenge game where `side` has just gone out with a false equation
/// (`1+1=3`), waiting for the opponent to challenge or accept.
fn out_play_awaiting_challenge() -> (Game, u8) {
    let mut game = challenge_game(8);
    let side = game.to_move();
    give(&mut game, side, "1+1=3");
    give(&mut game, other(side), "9");
    drain_bag_to(&mut game, 0);
    play(&mut game, "8F", "1+1=3").unwrap();
    assert_eq!(game.status(), Status::AwaitingChallenge);
    (game, side)
}

#[test]
fn an_out_play_in_challenge_mode_waits_for_the_challenge_or_acceptance() {
    let (mut game, side) = out_play_awaiting_challenge();
    assert_eq!(
        play(&mut game, "8A", "9"),
        Err(GameError::ChallengeOrAccept)
    );
    game.act(Action::Challenge, 0).unwrap();
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.rack(side).len(), 5);

    let mut game = challenge_game(8);
    give(&mut game, side, "1+1=2");
    give(&mut game, other(side), "9");
    drain_bag_to(&mut game, 0);
    play(&mut game, "8F", "1+1=2").unwrap();
    game.act(Action::Pass, 0).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("accepting ends the game")
    };
    assert_eq!(end.reason, EndReason::OutPlay(side));
    assert_eq!(game.score(side), 8 + 4);
}

#[test]
fn overtime_costs_ten_points_per_started_minute() {
    // Every division, the primary school's included, plays 22 minutes.
    let clock = ClockConfig::tournament();
    assert_eq!(clock.total_ms, Some(22 * MINUTE_MS));
    assert_eq!(clock.penalty(22 * MINUTE_MS), 0);
    assert_eq!(clock.penalty(22 * MINUTE_MS + 1), 10);
    assert_eq!(clock.penalty(23 * MINUTE_MS), 10);
    assert_eq!(clock.penalty(23 * MINUTE_MS + 1), 20);

    let mut game = Game::new(GameConfig {
        clock,
        ..GameConfig::casual(TileSetId::Standard, 9)
    });
    let slow = game.to_move();
    game.act(Action::Pass, 23 * MINUTE_MS + 500).unwrap();
    for _ in 0..6 {
        game.act(Action::Pass, 0).unwrap();
    }
    assert!(game.is_over());
    let penalty = game
        .turns()
        .iter()
        .find(|t| matches!(t.event, Event::TimePenalty { .. }))
        .unwrap();
    assert_eq!((penalty.side, penalty.score), (slow, -20));
    // Both racks, then the time over: everything the end added, in order.
    let adjustments: Vec<_> = game
        .end_adjustments()
        .iter()
        .map(|t| (t.side, &t.event))
        .collect();
    assert_eq!(adjustments.len(), 3, "{adjustments:?}");
    assert!(matches!(adjustments[0].1, Event::RackPenalty));
    assert!(matches!(adjustments[1].1, Event::RackPenalty));
    assert_eq!(adjustments[2].0, slow);
    assert!(matches!(adjustments[2].1, Event::TimePenalty { .. }));
}

#[test]
fn a_game_in_progress_has_no_end_adjustments() {
    let mut game = checked_game(3);
    assert!(game.end_adjustments().is_empty());
    let side = game.to_move();
    give(&mut game, side, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    game.act(Action::Pass, 0).unwrap();
    assert!(game.end_adjustments().is_empty());
}

#[test]
fn going_five_minutes_over_loses_when_the_option_is_on() {
    let clock = ClockConfig {
        forfeit_after_ms: Some(5 * MINUTE_MS),
        increment_ms: 0,
        ..ClockConfig::tournament()
    };
    let mut game = Game::new(GameConfig {
        clock,
        ..GameConfig::casual(TileSetId::Standard, 10)
    });
    let slow = game.to_move();
    game.act(Action::Pass, 27 * MINUTE_MS).unwrap();
    assert!(
        !game.is_over(),
        "exactly five minutes over is still allowed"
    );
    game.act(Action::Pass, 0).unwrap();
    game.act(Action::Pass, 1).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("forfeit")
    };
    assert_eq!(
        end,
        GameEnd {
            reason: EndReason::TimeForfeit(slow),
            winner: Some(other(slow))
        }
    );
}

#[test]
fn a_per_move_limit_allows_only_a_pass_once_exceeded() {
    let clock = ClockConfig {
        move_ms: Some(3 * MINUTE_MS),
        ..ClockConfig::default()
    };
    let mut game = Game::new(GameConfig {
        clock,
        ..GameConfig::casual(TileSetId::Standard, 11)
    });
    let tile = game.rack(game.to_move())[0];
    assert_eq!(
        game.act(Action::Exchange(vec![tile]), 3 * MINUTE_MS + 1),
        Err(GameError::OverMoveLimit)
    );
    game.act(Action::Pass, 3 * MINUTE_MS + 1).unwrap();
}

#[test]
fn unseen_tiles_are_the_bag_and_the_opponents_rack() {
    let mut game = checked_game(12);
    let side = game.to_move();
    give(&mut game, side, "1+1=2[10]05");
    play(&mut game, "8F", "1+1=2").unwrap();
    for viewer in [0, 1] {
        let unseen = game.unseen(viewer);
        let mut expected = vec![0u8; unseen.len()];
        for &t in game.bag().iter().chain(game.rack(other(viewer))) {
            expected[t.0 as usize] += 1;
        }
        assert_eq!(unseen, expected);
    }
}

#[test]
fn a_record_rebuilds_the_same_game() {
    let mut game = challenge_game(13);
    let side = game.to_move();
    give(&mut game, side, "1+1=3[10]05");
    // Rigged racks break replay from the seed, so record a game of honest moves.
    let mut game = challenge_game(13);
    game.act(Action::Pass, 5).unwrap();
    let tiles = game.rack(game.to_move())[..2].to_vec();
    game.act(Action::Exchange(tiles), 7).unwrap();
    game.act(Action::Pass, 9).unwrap();
    let json = game.record().to_json();
    let loaded = GameRecord::load(&json).unwrap();
    assert_eq!(loaded.record(), game.record());
    assert_eq!(loaded.rack(0), game.rack(0));
}

#[test]
fn a_bad_record_names_the_turn_and_field() {
    let mut game = checked_game(14);
    for _ in 0..3 {
        game.act(Action::Pass, 1).unwrap();
    }
    let mut record = game.record();
    record.turns[1].score = 5;
    let err = Game::from_record(&record).expect_err("a wrong score is refused");
    assert_eq!((err.turn, err.field.as_str()), (Some(2), "score"));
    assert!(
        err.to_string()
            .starts_with("turn 2, field score: recorded 5, the rules give 0"),
        "{err}"
    );

    let mut record = game.record();
    record.turns[2].total = 3;
    assert_eq!(
        Game::from_record(&record).err().map(|e| e.field),
        Some("total".into())
    );

    let mut record = game.record();
    record.turns[0].rack.pop();
    assert_eq!(
        Game::from_record(&record).err().map(|e| (e.turn, e.field)),
        Some((Some(1), "rack".into()))
    );

    let mut record = game.record();
    record.version = 99;
    assert_eq!(
        Game::from_record(&record).err().map(|e| e.field),
        Some("version".into())
    );

    let json = game
        .record()
        .to_json()
        .replacen("\"score\": 0", "\"score\": \"zero\"", 1);
    let err = GameRecord::from_json(&json).unwrap_err();
    assert_eq!((err.turn, err.field.as_str()), (Some(1), "score"), "{err}");
    assert!(err.message.contains("line"), "{err}");

    let err = GameRecord::from_json("{ not json").unwrap_err();
    assert!(err.message.contains("line 1"), "{err}");
}

#[test]
fn a_record_says_which_side_the_computer_played_and_older_ones_read_as_people() {
    let mut config = GameConfig::casual(TileSetId::Standard, 15);
    config.sides[1].computer = Some("hard".into());
    let json = Game::new(config).record().to_json();
    assert!(json.contains("\"computer\": \"hard\""), "{json}");
    let loaded = GameRecord::load(&json).unwrap();
    assert_eq!(loaded.config().sides[1].computer.as_deref(), Some("hard"));
    assert_eq!(loaded.config().sides[0].computer, None);
    let people = Game::new(GameConfig::casual(TileSetId::Standard, 15))
        .record()
        .to_json();
    assert!(!people.contains("computer"), "{people}");
}

#[test]
fn a_side_may_be_a_pair_of_players() {
    let mut config = GameConfig::casual(TileSetId::Primary, 15);
    config.sides[0] = SideConfig {
        name: "ห้อง 5/1".into(),
        players: vec!["ก้อง".into(), "ฝน".into()],
        computer: None,
    };
    let game = Game::new(config.clone());
    let loaded = GameRecord::load(&game.record().to_json()).unwrap();
    assert_eq!(loaded.config().sides[0].players.len(), 2);
    assert_eq!(loaded.rules().tiles.total_tiles(), 70);
    assert_eq!(loaded.bag_len(), 70 - 16);
}

#[test]
fn a_record_with_a_square_off_the_board_is_refused_not_a_crash() {
    let mut game = checked_game(16);
    game.act(Action::Pass, 1).unwrap();
    let json = game.record().to_json();
    // A pass has no square; write a play by hand with one off the board.
    let bad = json.replacen("\"type\": \"pass\"", "\"type\": \"play\", \"placements\": [{\"pos\": {\"row\": 40, \"col\": 2}, \"tile\": 0, \"face\": 0}], \"lines\": [], \"bingo\": false", 1);
    let err = GameRecord::from_json(&bad).unwrap_err();
    assert_eq!(err.turn, Some(1));
    assert!(err.to_string().contains("off the 15×15 board"), "{err}");
}

#[test]
fn the_side_not_to_move_may_resign_and_the_record_replays_it() {
    let mut game = checked_game(6);
    game.act(Action::Pass, 1_000).unwrap();
    let mover = game.to_move();
    let waiting = other(mover);
    // The person resigns while the computer (to move) thinks.
    game.act(Action::Resign(waiting), 3_000).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("over")
    };
    assert_eq!(end.reason, EndReason::Resigned(waiting));
    assert_eq!(end.winner, Some(mover));
    let last = game.turns().last().unwrap();
    assert_eq!((last.side, &last.event), (waiting, &Event::Resign));
    // The mover's clock ran, not the resigner's.
    assert_eq!(last.time_ms, 0);
    let back = Game::from_record(&game.record()).unwrap();
    assert_eq!(back.status(), game.status());
    assert_eq!(back.record(), game.record());
    assert_eq!(
        checked_game(6).act(Action::Resign(2), 0),
        Err(GameError::NoSuchSide)
    );
}

#[test]
fn a_side_may_resign_while_an_out_play_awaits_a_challenge() {
    let (mut game, side) = out_play_awaiting_challenge();
    game.act(Action::Resign(other(side)), 0).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("over")
    };
    assert_eq!(end.reason, EndReason::Resigned(other(side)));
}

#[test]
fn resigning_loses_whatever_the_scores_and_the_record_says_so() {
    let mut game = checked_game(6);
    // Level at 0–0, the side that resigns loses.
    game.act(Action::Pass, 1_000).unwrap();
    let player = game.to_move();
    game.act(Action::Pass, 1_000).unwrap();
    game.act(Action::Pass, 0).unwrap();
    assert_eq!(game.to_move(), player);
    game.act(Action::Resign(player), 2_000).unwrap();
    let Status::Over(end) = game.status() else {
        panic!("over")
    };
    assert_eq!(end.reason, EndReason::Resigned(player));
    assert_eq!(end.winner, Some(other(player)));
    assert!(matches!(game.turns().last().unwrap().event, Event::Resign));
    assert_eq!(game.time_used(player), 1_000 + 2_000);
    let back = Game::from_record(&game.record()).unwrap();
    assert_eq!(back.status(), game.status());
    assert_eq!(game.act(Action::Pass, 0), Err(GameError::Over));
}

#[test]
fn a_challenge_is_decided_within_twenty_seconds_or_a_minute_more_after_hold() {
    let mut game = challenge_game(6);
    let player = game.to_move();
    give(&mut game, player, "1+1=3[10]05");
    play(&mut game, "8F", "1+1=3").unwrap();
    assert_eq!(
        game.challenge_time_left(0, false),
        Some(CHALLENGE_WINDOW_MS)
    );
    assert_eq!(game.challenge_time_left(15_000, false), Some(5_000));
    assert_eq!(game.challenge_refusal_at(19_999, false), None);
    assert_eq!(
        game.challenge_refusal_at(20_000, false),
        Some(GameError::ChallengeTooLate)
    );
    assert_eq!(game.challenge_time_left(30_000, true), Some(50_000));
    assert_eq!(game.challenge_refusal_at(79_000, true), None);
    assert_eq!(
        game.challenge_refusal_at(80_000, true),
        Some(GameError::ChallengeTooLate)
    );
    // Nothing to challenge: no window at all.
    let fresh = challenge_game(6);
    assert_eq!(fresh.challenge_time_left(0, false), None);
    assert_eq!(
        checked_game(6).challenge_refusal_at(0, false),
        Some(GameError::NoChallengeInCheckedMode)
    );
}

#[test]
fn a_friendly_game_takes_back_its_last_move_and_no_other_game_does() {
    let mut game = checked_game(6);
    assert_eq!(game.undo_refusal(), Some(GameError::NothingToUndo));
    game.act(Action::Pass, 500).unwrap();
    let player = game.to_move();
    let before = game.clone();
    // An exchange changes the rack and the bag: both come back.
    let tiles = game.rack(player)[..3].to_vec();
    game.act(Action::Exchange(tiles), 1_000).unwrap();
    assert_ne!(game.rack(player), before.rack(player));
    assert_eq!(game.undo_refusal(), None);
    let undone = game.without_last_action().unwrap();
    assert_eq!(undone.to_move(), player);
    assert_eq!(undone.turns().len(), 1);
    assert_eq!(undone.rack(player), before.rack(player));
    assert_eq!(undone.bag(), before.bag());
    assert_eq!(undone.time_used(player), before.time_used(player));

    let mut timed = Game::new(GameConfig {
        clock: ClockConfig::tournament(),
        ..GameConfig::casual(TileSetId::Standard, 6)
    });
    timed.act(Action::Pass, 0).unwrap();
    assert_eq!(timed.undo_refusal(), Some(GameError::UndoNotFriendly));
    assert!(timed.without_last_action().is_none());
    let mut challenge = challenge_game(6);
    challenge.act(Action::Pass, 0).unwrap();
    assert_eq!(challenge.undo_refusal(), Some(GameError::UndoNotFriendly));
}

#[test]
fn each_move_adds_its_increment_before_the_penalty_counts() {
    // Seed 003's online format: 25 minutes, 5 seconds added a move.
    let clock = ClockConfig {
        total_ms: Some(25 * MINUTE_MS),
        increment_ms: 5_000,
        penalty_per_minute: 10,
        ..ClockConfig::default()
    };
    assert_eq!(clock.allowance(0), Some(25 * MINUTE_MS));
    assert_eq!(clock.allowance(12), Some(26 * MINUTE_MS));
    // 25:30 used over six moves (25:30 allowed): nothing yet; a second more
    // begins a minute over.
    assert_eq!(clock.penalty_after(25 * MINUTE_MS + 30_000, 6), 0);
    assert_eq!(clock.penalty_after(25 * MINUTE_MS + 30_001, 6), 10);
    assert_eq!(clock.penalty_after(27 * MINUTE_MS, 6), 20);
    // Without an increment it is the tournament's reckoning.
    let tournament = ClockConfig::tournament();
    assert_eq!(
        tournament.penalty_after(23 * MINUTE_MS, 40),
        tournament.penalty(23 * MINUTE_MS)
    );
    assert_eq!(tournament.penalty(22 * MINUTE_MS + 1), 10);
}

#[test]
fn the_end_moves_rack_points_by_how_the_game_ended() {
    // Side 1 goes out with 13 points left on side 0's rack: +26 to side 1.
    assert_eq!(EndReason::OutPlay(1).rack_adjustments([13, 0]), [0, 26]);
    assert_eq!(EndReason::OutPlay(0).rack_adjustments([0, 7]), [14, 0]);
    // Six scoreless turns: each side loses its own rack, not doubled.
    assert_eq!(EndReason::Scoreless.rack_adjustments([5, 9]), [-5, -9]);
    // A forfeit or a resignation moves nothing.
    assert_eq!(EndReason::Resigned(0).rack_adjustments([5, 9]), [0, 0]);
    assert_eq!(EndReason::TimeForfeit(1).rack_adjustments([5, 9]), [0, 0]);
}

#[test]
fn a_game_with_an_increment_counts_each_sides_moves_before_its_penalty() {
    // One minute a side, 30 seconds a move: the slow side passes four
    // times (the last at once), using 2:20 in all against 1:00 + 4 × 0:30
    // allowed. (Seven passes end a game from the start: the opening one
    // is not counted.)
    let clock = ClockConfig {
        total_ms: Some(MINUTE_MS),
        increment_ms: 30_000,
        penalty_per_minute: 10,
        ..ClockConfig::default()
    };
    let mut game = Game::new(GameConfig {
        clock: clock.clone(),
        ..GameConfig::casual(TileSetId::Standard, 9)
    });
    let slow = game.to_move();
    for turn in 0..7 {
        let elapsed = if turn % 2 == 0 && turn < 6 {
            140_000 / 3 + 1
        } else {
            0
        };
        game.act(Action::Pass, elapsed).unwrap();
    }
    assert!(game.is_over());
    assert_eq!(game.moves_made(slow), 4);
    let penalties = |game: &Game| {
        game.turns()
            .iter()
            .filter(|t| matches!(t.event, Event::TimePenalty { .. }))
            .count()
    };
    assert_eq!(penalties(&game), 0, "2:20 used of 3:00 allowed");
    // Without the increment the same time is over by a minute and more.
    let mut game = Game::new(GameConfig {
        clock: ClockConfig {
            increment_ms: 0,
            ..clock
        },
        ..GameConfig::casual(TileSetId::Standard, 9)
    });
    for turn in 0..7 {
        let elapsed = if turn % 2 == 0 && turn < 6 {
            140_000 / 3 + 1
        } else {
            0
        };
        game.act(Action::Pass, elapsed).unwrap();
    }
    let penalty = game
        .turns()
        .iter()
        .find(|t| matches!(t.event, Event::TimePenalty { .. }))
        .unwrap();
    assert_eq!(penalty.score, -20);
}

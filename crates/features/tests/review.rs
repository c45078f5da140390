//! The review of a game agrees with the players that made it and with the
//! list of every legal play.

#[path = "../../ai/tests/common/mod.rs"]
mod common;

use krada_ai::leave::for_tiles;
use krada_ai::movegen::all_moves;
use krada_ai::player::equity_of;
use krada_ai::player::{Level, Player};
use krada_ai::position::Position;
use krada_ai::selfplay::play_game;
use krada_engine::game::{Event, Game};
use krada_engine::gcg::{Gcg, replay};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileSet, TileSetId};
use krada_features::review::{Played, gcg_moments, record_moments, review_moment, summarise};

fn players(set: &TileSet) -> [Player<'static>; 2] {
    [
        Player::new(Level::Hard, set),
        Player::new(Level::Greedy, set),
    ]
}

fn amath_game(seed: u64) -> Game {
    let set = Rules::for_tiles(TileSetId::Standard).tiles;
    play_game(TileSetId::Standard, None, seed, players(&set))
}

#[test]
fn every_move_of_a_record_is_seen_from_the_rack_it_was_played_from() {
    let game = amath_game(3);
    let moments = record_moments(&game.record(), None).unwrap();
    let moves = game
        .turns()
        .iter()
        .filter(|t| {
            matches!(
                t.event,
                Event::Play { .. } | Event::Exchange { .. } | Event::Pass
            )
        })
        .count();
    assert_eq!(moments.len(), moves);
    for moment in &moments {
        let turn = &game.turns()[moment.index];
        assert_eq!(moment.side, turn.side);
        assert_eq!(moment.position.rack, turn.rack);
        assert_eq!(
            moment.played.score(),
            turn.score,
            "turn {}",
            moment.index + 1
        );
    }
}

#[test]
fn the_greedy_side_never_loses_points_and_the_hard_side_plays_its_first_choice() {
    let game = amath_game(7);
    let moments = record_moments(&game.record(), None).unwrap();
    let reviews: Vec<_> = moments.iter().map(|m| review_moment(m, 5)).collect();
    let mut hard_plays = 0;
    for (moment, review) in moments.iter().zip(&reviews) {
        let Played::Play { .. } = moment.played else {
            continue;
        };
        if moment.side == 1 {
            // Greedy plays the top score.
            assert_eq!(review.points_lost(), 0, "turn {}", moment.index + 1);
        } else if moment.position.bag_len > 0 {
            // Hard plays the best equity (the endgame search aside).
            assert_eq!(review.rank, 1, "turn {}: {review:?}", moment.index + 1);
            assert!(review.equity_lost() < 1e-3);
            hard_plays += 1;
        }
    }
    assert!(hard_plays > 5, "the game had plays to check");
    let sides = summarise(&reviews, 8);
    assert_eq!(sides[1].points_lost, 0);
    assert_eq!(sides[0].moves + sides[1].moves, reviews.len());
    let lost: u32 = reviews
        .iter()
        .filter(|r| r.side == 0)
        .map(|r| r.points_lost())
        .sum();
    assert_eq!(sides[0].points_lost, lost);
}

#[test]
fn the_rank_counts_every_legal_play_valued_higher() {
    let game = amath_game(11);
    let moments = record_moments(&game.record(), None).unwrap();
    for moment in moments.iter().step_by(4).take(5) {
        let review = review_moment(moment, 5);
        let position = &moment.position;
        let rules = position.rules();
        let every = all_moves(&rules, &position.board(), &position.rack);
        assert_eq!(review.plays, every.len());
        assert_eq!(
            review.top_score,
            every.iter().map(|m| m.score).max().unwrap_or(0)
        );
        // The best plays listed are in order, none twice.
        assert!(review.best.windows(2).all(|w| w[0].equity >= w[1].equity));
        for (i, a) in review.best.iter().enumerate() {
            for b in &review.best[..i] {
                let squares = |p: &krada_features::review::ReviewedPlay| {
                    let mut s: Vec<_> = p.placements.iter().map(|x| (x.pos, x.face)).collect();
                    s.sort();
                    s
                };
                assert!(
                    squares(a) != squares(b) || a.equity != b.equity,
                    "{a:?} twice"
                );
            }
        }
        let Some(best) = review.best_equity() else {
            // No play and no exchange: the pass was the only move.
            assert_eq!((review.rank, review.plays), (1, 0));
            continue;
        };
        assert!(review.equity <= best + 1e-3, "{review:?}");
        assert_eq!(review.rank == 1, review.equity >= best - 1e-4, "{review:?}");
        let higher = every
            .iter()
            .filter(|m| equity_of(position, for_tiles(&rules.tiles), m) > review.equity + 1e-4)
            .count();
        let exchange = review
            .exchange
            .as_ref()
            .is_some_and(|(_, e)| *e > review.equity + 1e-4) as usize;
        assert_eq!(review.rank, 1 + higher + exchange);
    }
}

#[test]
fn a_bingo_left_on_the_rack_is_a_big_miss() {
    // Eight tiles that make an equation on the empty board.
    let position = Position::from_text("tiles standard\nrack 18=4+7+7\n").unwrap();
    let rules = position.rules();
    let moves = all_moves(&rules, &position.board(), &position.rack);
    let small = moves
        .iter()
        .filter(|m| m.placements.len() < 8)
        .min_by_key(|m| m.score)
        .expect("a short play");
    assert!(
        moves.iter().any(|m| m.placements.len() == 8),
        "a bingo exists"
    );
    let moment = krada_features::review::Moment {
        index: 0,
        side: 0,
        position: position.clone(),
        played: Played::Play {
            placements: small.placements.to_vec(),
            score: small.score as i32,
        },
    };
    let review = review_moment(&moment, 3);
    assert!(review.best_bingo.as_ref().is_some_and(|b| b.bingo));
    assert!(review.bingo_missed(8));
    assert!(review.big_miss(8));
    assert!(review.best[0].bingo, "{:?}", review.best[0]);
    assert!(review.rank > 1);
    assert_eq!(summarise(&[review], 8)[0].bingos_missed, 1);
}

/// Issue 49: an opening exchange of the whole rack, with no play to make,
/// read "rank 2 of 0; ... big miss". No play: no rank among none, no mark.
#[test]
fn an_exchange_with_no_play_possible_is_no_miss_and_ranks_among_the_moves() {
    // Eight tiles that make no equation on the empty board.
    let position = Position::from_text("tiles standard\nrack ++++××××\nbag 90\n").unwrap();
    let rules = position.rules();
    assert!(all_moves(&rules, &position.board(), &position.rack).is_empty());
    let moment = krada_features::review::Moment {
        index: 0,
        side: 0,
        position: position.clone(),
        played: Played::Exchange {
            tiles: position.rack.clone(),
        },
    };
    let review = review_moment(&moment, 3);
    assert_eq!(review.plays, 0);
    assert!(review.exchange.is_some());
    assert_eq!(review.moves(), 1);
    assert!(!review.big_miss(8));
}

#[test]
fn a_gcg_file_is_reviewed_from_the_racks_it_gives() {
    let words = common::enable();
    let set = Rules::for_tiles(TileSetId::English).tiles;
    let game = play_game(TileSetId::English, Some(words.clone()), 5, players(&set));
    let gcg = Gcg::parse(&game.to_gcg().to_text()).unwrap();
    let steps = replay(&gcg).unwrap();
    let moments = gcg_moments(&steps, Some(words.clone()));
    let from_record = record_moments(&game.record(), Some(words)).unwrap();
    assert_eq!(moments.len(), from_record.len());
    for (a, b) in moments.iter().zip(&from_record) {
        assert_eq!(a.position.rack.len(), b.position.rack.len());
        assert_eq!(a.position.board, b.position.board);
        assert_eq!(a.played.score(), b.played.score());
        if let (Played::Play { placements: x, .. }, Played::Play { placements: y, .. }) =
            (&a.played, &b.played)
        {
            let mut x = x.clone();
            let mut y = y.clone();
            x.sort_by_key(|p| p.pos);
            y.sort_by_key(|p| p.pos);
            assert_eq!(x, y);
        }
    }
    // The same numbers whichever file the game came from.
    let a = review_moment(&moments[4], 3);
    let b = review_moment(&from_record[4], 3);
    assert_eq!(
        (a.rank, a.plays, a.top_score),
        (b.rank, b.plays, b.top_score)
    );
}

#[test]
fn the_best_plays_list_each_play_once_not_its_orders_or_its_mirror_image() {
    use krada_ai::equity::Listing;
    for seed in [3, 7, 11] {
        let game = amath_game(seed);
        let moments = record_moments(&game.record(), None).unwrap();
        // The first move is on the empty board: a play down and the same
        // play across are one play there.
        assert!(matches!(
            Listing::distinct_for(&moments[0].position),
            Listing::Distinct {
                mirrors_alike: true
            }
        ));
        for moment in moments.iter().take(4) {
            let review = review_moment(moment, 8);
            let listing = Listing::distinct_for(&moment.position);
            let keys: Vec<_> = review
                .best
                .iter()
                .map(|b| listing.key(&b.placements, b.score))
                .collect();
            let unique: std::collections::HashSet<_> = keys.iter().collect();
            assert_eq!(
                unique.len(),
                keys.len(),
                "seed {seed}, move {}",
                moment.index + 1
            );
            // Still best first.
            assert!(review.best.windows(2).all(|w| w[0].equity >= w[1].equity));
        }
    }
}

#[test]
fn a_move_played_with_one_tile_in_the_bag_is_named_by_the_draws_it_wins() {
    let at_one = |m: &&krada_features::review::Moment| {
        m.position.bag_len == 1 && matches!(m.played, Played::Play { .. })
    };
    let moments = (1..40)
        .map(|seed| record_moments(&amath_game(seed).record(), None).unwrap())
        .find(|moments| moments.iter().any(|m| at_one(&m)))
        .expect("a game with a play made with one tile in the bag");
    let at_one = moments.iter().find(at_one).expect("that play");
    let unseen: u64 = at_one.position.unseen.iter().map(|&c| u64::from(c)).sum();
    let review = review_moment(at_one, 3);
    let draws = review.draws.as_ref().expect("the bag read");
    assert_eq!(draws.best.len(), review.best.len());
    let played = draws.played.expect("a play");
    for d in draws.best.iter().chain([&played]) {
        // Every tile the opponent may draw, each as often as it is unseen.
        assert_eq!(d.of, unseen);
        assert!((0.0..=unseen as f64).contains(&d.won));
    }
    // The move played is one of the best listed: the same reading.
    if let Some(i) = review.best.iter().position(|b| {
        matches!(&at_one.played, Played::Play { placements, .. } if *placements == b.placements)
    }) {
        assert_eq!(draws.best[i], played);
    }
    // Elsewhere the bag is not read.
    let earlier = moments
        .iter()
        .find(|m| m.position.bag_len > 1)
        .expect("an earlier move");
    assert_eq!(review_moment(earlier, 3).draws, None);
}

//! Properties that must hold for any input: no tile lost or duplicated,
//! totals that add up, records that rebuild, a parser that never panics.

use crate::equation::check;
use crate::face::Face;
use crate::game::{Action, CheckMode, Game, GameConfig};
use crate::notation::parse_faces;
use crate::record::GameRecord;
use crate::test_util::find_play;
use crate::tileset::{TileId, TileSetId};
use proptest::prelude::*;

fn assert_tiles_conserved(game: &Game) {
    let mut all: Vec<TileId> = game.bag().to_vec();
    all.extend(game.rack(0).iter().chain(game.rack(1)));
    all.extend(game.board().tiles().map(|(_, p)| p.tile));
    all.sort();
    assert_eq!(
        all,
        game.rules().tiles.full_bag(),
        "tiles lost or duplicated"
    );
}

/// Plays a game of mixed moves chosen by `choices`.
fn random_game(seed: u64, challenge: bool, primary: bool, choices: &[u8]) -> Game {
    let tiles = if primary {
        TileSetId::Primary
    } else {
        TileSetId::Standard
    };
    let mut config = GameConfig::casual(tiles, seed);
    if challenge {
        config.check = CheckMode::Challenge;
    }
    let mut game = Game::new(config);
    for (i, &choice) in choices.iter().enumerate() {
        if game.is_over() {
            break;
        }
        let elapsed = choice as u64 * 1_000;
        let rack = game.rack(game.to_move()).to_vec();
        let action = match choice % 8 {
            0 if game.can_challenge() => Action::Challenge,
            1 if game.can_exchange() => {
                Action::Exchange(rack[..1 + (choice as usize / 8) % rack.len()].to_vec())
            }
            2 => Action::Pass,
            _ => match find_play(&game, seed ^ i as u64) {
                Some(play) => Action::Play(play),
                None => Action::Pass,
            },
        };
        let accepted = game.act(action.clone(), elapsed);
        assert!(
            accepted.is_ok() || matches!(action, Action::Challenge),
            "{action:?}: {accepted:?}"
        );
        if accepted.is_err() {
            game.act(Action::Pass, elapsed)
                .expect("a pass is always allowed");
        }
        assert_tiles_conserved(&game);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_tile_and_their_totals_add_up(
        seed in any::<u64>(),
        challenge in any::<bool>(),
        primary in any::<bool>(),
        choices in prop::collection::vec(any::<u8>(), 1..40),
    ) {
        let game = random_game(seed, challenge, primary, &choices);
        for side in [0u8, 1] {
            let sum: i32 = game.turns().iter().filter(|t| t.side == side).map(|t| t.score).sum();
            prop_assert_eq!(sum, game.score(side));
            if let Some(last) = game.turns().iter().rev().find(|t| t.side == side) {
                prop_assert_eq!(last.total, game.score(side));
            }
        }
        let rebuilt = GameRecord::load(&game.record().to_json()).expect("a record rebuilds");
        prop_assert_eq!(rebuilt.record(), game.record());
    }

    #[test]
    fn the_equation_checker_never_panics(faces in prop::collection::vec(0u8..26, 0..24)) {
        let faces: Vec<Face> = faces.into_iter().map(Face).collect();
        let _ = check(&faces);
    }

    #[test]
    fn the_notation_reader_never_panics(text in "\\PC{0,30}") {
        if let Ok(faces) = parse_faces(&text) {
            let _ = check(&faces);
        }
    }

    #[test]
    fn the_record_reader_never_panics(text in "\\PC{0,200}") {
        let _ = GameRecord::load(&text);
    }
}

#[test]
fn random_games_include_plays_challenges_and_endings() {
    let mut plays = 0;
    let mut withdrawn = 0;
    let mut ended = 0;
    for seed in 0..8 {
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        let choices: Vec<u8> = (0..40)
            .map(|_| rand::RngCore::next_u32(&mut rng) as u8)
            .collect();
        let game = random_game(seed, seed % 2 == 0, seed % 3 == 0, &choices);
        plays += game
            .turns()
            .iter()
            .filter(|t| matches!(t.event, crate::game::Event::Play { .. }))
            .count();
        withdrawn += game
            .turns()
            .iter()
            .filter(|t| matches!(t.event, crate::game::Event::Withdrawn))
            .count();
        ended += game.is_over() as usize;
        let rebuilt = GameRecord::load(&game.record().to_json()).expect("a record rebuilds");
        assert_eq!(rebuilt.record(), game.record());
    }
    assert!(plays > 50, "the test games play real moves: {plays}");
    assert!(withdrawn > 0, "some plays are challenged off");
    assert!(ended > 0, "some games end");
}

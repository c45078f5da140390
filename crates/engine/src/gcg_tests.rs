//! GCG written from games, read back, replayed; bad files name their line.

use super::*;
use crate::game::{Action, CheckMode, GameConfig, SideConfig};
use crate::lexicon::Lexicon;
use crate::test_util::placements;
use std::sync::Arc;

const WORDS: &str = "AT\nTA\nCAT\nCATS\nACT\nRETAINS\nQI\nXI\nOX\nAX\nTAX\nSAT\nZA\nTAXI\n";

fn give(game: &mut Game, side: u8, rack: &str) {
    game.give(side, rack);
}

fn scripted_game() -> Game {
    let config = GameConfig {
        check: CheckMode::Challenge,
        sides: [SideConfig::named("Ann Lee"), SideConfig::named("Ben")],
        lexicon: Some("test".into()),
        ..GameConfig::casual(TileSetId::English, 5)
    };
    let mut game = Game::with_lexicon(config, Some(Arc::new(Lexicon::from_list(WORDS).unwrap())));
    let a = game.to_move();
    let b = 1 - a;
    give(&mut game, a, "CATXEE?");
    let play = |game: &mut Game, at: &str, tiles: &str| {
        let moves = placements(game.rules(), game.board(), at, tiles);
        game.act(Action::Play(moves), 0).unwrap();
    };
    play(&mut game, "8G", "CAT");
    give(&mut game, b, "TCAOOUU");
    play(&mut game, "H7", "C"); // CA down: a phony
    game.act(Action::Challenge, 0).unwrap();
    give(&mut game, a, "XEE?III");
    play(&mut game, "9G", "aX"); // AX across under CAT? no: under A and T
    game
}

#[test]
fn a_game_written_as_gcg_reads_back_the_same_and_replays_its_scores() {
    let mut game = scripted_game();
    let side = game.to_move();
    let tiles = game.rack(side)[..3].to_vec();
    game.act(Action::Exchange(tiles), 0).unwrap();
    game.act(Action::Pass, 0).unwrap();
    let gcg = game.to_gcg();
    let text = gcg.to_text();
    assert!(text.starts_with("#character-encoding UTF-8\n"), "{text}");
    assert!(text.contains("#player1 "), "{text}");
    assert!(text.contains("Ann_Lee Ann Lee"), "{text}");
    assert!(text.contains(" --"), "the phony's withdrawal: {text}");
    assert!(text.contains("#incomplete"));
    let read = Gcg::parse(&text).unwrap();
    assert_eq!(read, gcg);
    assert_eq!(read.to_text(), text);
    let steps = replay(&read).unwrap();
    let last = steps.last().unwrap();
    let p1 = game.first();
    assert_eq!(last.totals, [game.score(p1), game.score(1 - p1)]);
    assert_eq!(&last.board, game.board());
}

#[test]
fn a_finished_game_writes_its_end_adjustments() {
    let mut game = scripted_game();
    for _ in 0..6 {
        if game.is_over() {
            break;
        }
        game.act(Action::Pass, 0).unwrap();
    }
    assert!(game.is_over());
    let text = game.to_gcg().to_text();
    assert!(!text.contains("#incomplete"));
    let steps = replay(&Gcg::parse(&text).unwrap()).unwrap();
    let ends: Vec<_> = steps
        .iter()
        .filter(|s| matches!(s.event.kind, GcgMove::EndRack(_)))
        .collect();
    assert_eq!(ends.len(), 2, "{text}");
    let p1 = game.first();
    assert_eq!(
        steps.last().unwrap().totals,
        [game.score(p1), game.score(1 - p1)]
    );
}

const FOREIGN: &str = "#character-encoding UTF-8
#player1 ann Ann Lee
#player2 ben Ben Ong
#title Club night
#special-pragma kept as it is
>ann: ACETTXZ 8G CAT +10 10
#note opening
>ben: AEIQRST 9F QI +17 17
>ann: ETTXZ?? H7 xAT +14 24
>ben: AERST?? -ERST +0 17
>ann: ETXZ? - +0 24
>ben: AAEEE?? 10E AA +17 34
>ann: ETXZ? -- -0 24
";

#[test]
fn a_file_from_elsewhere_replays_and_round_trips() {
    // The sixth event withdraws nothing: drop it for the round trip.
    let text: String = FOREIGN.lines().take(12).map(|l| format!("{l}\n")).collect();
    let gcg = Gcg::parse(&text).unwrap();
    assert_eq!(gcg.to_text(), text);
    assert_eq!(gcg.pragma("special-pragma"), Some("kept as it is"));
    let steps = replay(&gcg).unwrap();
    assert_eq!(steps.len(), 6);
    assert_eq!(steps[2].totals, [24, 17]);
    assert_eq!(steps[5].totals, [24, 34]);
    // xAT: the A is the board's (written as the letter, as older files do).
    assert_eq!(steps[2].placed.len(), 2);
}

fn problem(text: &str) -> GcgError {
    Gcg::parse(text)
        .and_then(|g| replay(&g).map(|_| ()))
        .unwrap_err()
}

#[test]
fn a_bad_file_names_its_line_and_fault() {
    let head = "#player1 ann Ann\n#player2 ben Ben\n";
    let e = problem(&format!("{head}>ann: ACETTXZ 8G CAT +12 12\n"));
    assert_eq!(e.line, 3);
    assert_eq!(
        e.problem,
        GcgProblem::WrongScore {
            computed: 10,
            stated: 12
        }
    );
    let e = problem(&format!(
        "{head}>ann: ACETTXZ 8G CAT +10 10\n>ben: AB 8Z AB +5 5\n"
    ));
    assert_eq!((e.line, e.problem), (4, GcgProblem::BadSquare("8Z".into())));
    let e = problem(&format!("{head}\n>cat: ACETTXZ 8G CAT +10 10\n"));
    assert_eq!(
        (e.line, e.problem),
        (4, GcgProblem::UnknownPlayer("cat".into()))
    );
    let e = problem(&format!("{head}>ann: ACETTXZ 8G CAT +10 11\n"));
    assert_eq!(
        e.problem,
        GcgProblem::WrongTotal {
            computed: 10,
            stated: 11
        }
    );
    let e = problem(&format!("{head}>ann: AEETTXZ 8G CAT +10 10\n"));
    assert_eq!(
        e.problem,
        GcgProblem::NotOnRack {
            rack: "AEETTXZ".into(),
            tile: 'C'
        }
    );
    let e = problem(&format!("{head}>ann: ACETTXZ 8A CAT +10 10\n"));
    assert!(matches!(
        e.problem,
        GcgProblem::Play(PlayError::FirstPlayMissesStar(_))
    ));
    let e = problem(&format!("{head}>ann: ACETTXZ 8G C.T +10 10\n"));
    assert!(matches!(e.problem, GcgProblem::DotOnEmpty(_)));
    let e = problem(&format!("{head}>ann ACETTXZ 8G CAT +10 10\n"));
    assert_eq!((e.line, e.problem), (3, GcgProblem::NoNick));
    let e = problem(&format!("{head}>ann: ACE 8G CAT ten 10\n"));
    assert_eq!(e.problem, GcgProblem::BadNumber("ten".into()));
    let e = problem(">ann: ACE 8G CAT +10 10\n");
    assert_eq!(e.problem, GcgProblem::NoPlayers);
    let e = problem(&format!("{head}>ann: ACETTXZ -- -0 0\n"));
    assert_eq!(e.problem, GcgProblem::NothingToWithdraw);
    let e = problem(&format!(
        "{head}>ann: ACETTXZ 8G CAT +10 10\n>ann: ETXZ (challenge) -5 5\n"
    ));
    assert_eq!((e.line, e.problem), (4, GcgProblem::BonusSubtracts));
}

#[test]
fn a_challenge_bonus_from_another_club_counts_and_round_trips() {
    let text = "#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8G CAT +10 10\n>ann: ETXZ (challenge) +5 15\n";
    let gcg = Gcg::parse(text).unwrap();
    assert_eq!(gcg.to_text(), text);
    let steps = replay(&gcg).unwrap();
    assert_eq!(steps.last().unwrap().totals, [15, 0]);
}

#[test]
fn a_lost_challenge_and_a_time_penalty_are_written_and_read_back() {
    use crate::game::{ClockConfig, MINUTE_MS};
    let config = GameConfig {
        check: CheckMode::Challenge,
        clock: ClockConfig::tournament(TileSetId::English),
        sides: [SideConfig::named("Ann"), SideConfig::named("Ben")],
        lexicon: Some("test".into()),
        ..GameConfig::casual(TileSetId::English, 6)
    };
    let mut game = Game::with_lexicon(config, Some(Arc::new(Lexicon::from_list(WORDS).unwrap())));
    let a = game.to_move();
    give(&mut game, a, "CATEEEE");
    let moves = placements(game.rules(), game.board(), "8G", "CAT");
    game.act(Action::Play(moves), 0).unwrap();
    // Ben challenges a good word (and loses his turn), having used 23 minutes.
    game.act(Action::Challenge, 23 * MINUTE_MS).unwrap();
    while !game.is_over() {
        game.act(Action::Pass, 0).unwrap();
    }
    let text = game.to_gcg().to_text();
    assert!(
        text.contains(" - +0 0\n#note #unsuccessful-challenge\n"),
        "{text}"
    );
    assert!(text.contains(" (time) -10 "), "{text}");
    let read = Gcg::parse(&text).unwrap();
    assert_eq!(read.to_text(), text);
    let steps = replay(&read).unwrap();
    assert_eq!(
        steps.last().unwrap().totals,
        [game.score(game.first()), game.score(1 - game.first())]
    );
}

/// Found by the fuzzer: a pragma ending in carriage returns and a space read
/// differently once written back.
#[test]
fn what_is_read_is_what_is_written_back_even_with_stray_blanks() {
    for text in [
        "#player1 a A\n#player2 b B\n#note x\r\r\r \n",
        "#player1 a A \t\n#player2 b B\n#odd\r \n text\r\r \n",
    ] {
        let read = Gcg::parse(text).unwrap();
        assert_eq!(Gcg::parse(&read.to_text()).unwrap(), read, "{text:?}");
    }
}

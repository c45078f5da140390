//! GCG written from games, read back, replayed; bad files name their line.

use super::*;
use crate::game::{Action, CheckMode, Game, GameConfig, SideConfig};
use crate::lexicon::Lexicon;
use crate::play::PlayError;
use crate::test_util::placements;
use crate::tileset::TileSetId;
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
        clock: ClockConfig::tournament(),
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

/// Two plays every dialect below starts from: 8G CAT (10) and 9F QI (17).
const OPENING: &str = "#player1 ann Ann Lee\n#player2 ben Ben Ong\n\
>ann: ACETTXZ 8G CAT +10 10\n>ben: AEIQRST 9F QI +17 17\n";

fn totals(text: &str) -> [i32; 2] {
    let gcg = Gcg::parse(text).unwrap();
    replay(&gcg).unwrap().last().unwrap().totals
}

/// What a file that is not Krada's own must survive: written back, it reads
/// as the same record.
fn assert_equal_record(text: &str) {
    let gcg = Gcg::parse(text).unwrap();
    assert_eq!(Gcg::parse(&gcg.to_text()).unwrap(), gcg, "{text}");
}

#[test]
fn challenge_bonus_and_time_lines_without_a_rack_are_read() {
    let text = format!("{OPENING}>ann:  (challenge) +5 15\n>ben:  (time) -10 7\n");
    assert_eq!(totals(&text), [15, 7]);
    let gcg = Gcg::parse(&text).unwrap();
    let events: Vec<_> = gcg
        .lines
        .iter()
        .filter_map(|l| match l {
            GcgLine::Event(e) => Some(e),
            _ => None,
        })
        .collect();
    assert_eq!(events[2].kind, GcgMove::ChallengeBonus);
    assert_eq!(events[2].rack, "");
    assert_eq!(events[3].kind, GcgMove::Time);
    assert_eq!(
        gcg.to_text(),
        format!("{OPENING}>ann: (challenge) +5 15\n>ben: (time) -10 7\n")
    );
    assert_equal_record(&text);
}

#[test]
fn both_end_adjustment_forms_add_up() {
    // Ann goes out; Ben holds E, T and X: 1 + 1 + 8 = 10 points.
    let naspa = format!("{OPENING}>ann: (ETX) +20 30\n");
    assert_eq!(totals(&naspa), [30, 17]);
    let wespa = format!("{OPENING}>ann: (ETX) +10 20\n>ben: ETX (ETX) -10 7\n");
    assert_eq!(totals(&wespa), [20, 7]);
    assert_equal_record(&wespa);
    // Neither once nor twice the rack: refused with both figures.
    let e = problem(&format!("{OPENING}>ann: (ETX) +15 25\n"));
    assert_eq!(
        (e.line, e.problem),
        (
            5,
            GcgProblem::WrongScore {
                computed: 20,
                stated: 15
            }
        )
    );
}

#[test]
fn text_after_the_total_is_kept_as_a_note() {
    let text = "#player1 ann Ann\n#player2 ben Ben\n\
                >ann: ACETTXZ 8G CAT +10 10 CAT, AT  \n";
    let gcg = Gcg::parse(text).unwrap();
    let GcgLine::Event(event) = &gcg.lines[2] else {
        panic!("an event");
    };
    assert_eq!((event.score, event.total), (10, 10));
    assert_eq!(event.note, "CAT, AT");
    assert!(
        gcg.to_text()
            .ends_with(">ann: ACETTXZ 8G CAT +10 10 CAT, AT\n")
    );
    assert_eq!(totals(text), [10, 0]);
    assert_equal_record(text);
}

#[test]
fn spacing_case_line_ends_and_a_byte_order_mark_do_not_matter() {
    let text = "\u{feff}#player1   ann Ann Lee\r\n#player2 ben Ben\r\n\
                >ann:   ACETTXZ   8g   CAT   +10   10\r\n\
                >ben: AEIQRST h8 .I +2 2\r\n";
    let gcg = Gcg::parse(text).unwrap();
    assert_eq!(
        gcg.players(),
        [
            Some(("ann".into(), "Ann Lee".into())),
            Some(("ben".into(), "Ben".into()))
        ]
    );
    let steps = replay(&gcg).unwrap();
    assert_eq!(steps[0].placed.len(), 3);
    assert_eq!(steps[1].placed, vec![Pos::new(8, 7)]);
    assert_eq!(steps[1].totals, [10, 2]);
    assert_equal_record(text);
    // Written back it is Krada's own spelling of the same moves.
    assert!(gcg.to_text().contains(">ann: ACETTXZ 8G CAT +10 10\n"));
    assert!(gcg.to_text().contains(">ben: AEIQRST H8 .I +2 2\n"));
}

#[test]
fn the_declared_encoding_is_honoured_and_latin1_is_the_default() {
    let undeclared = b"#player1 zoe Zo\xEB\n#player2 ben Ben\n";
    let text = decode(undeclared).unwrap();
    assert!(text.contains("Zoë"), "{text}");
    let cp1252 = decode(b"#player1 e \x80uro\n").unwrap();
    assert!(cp1252.contains("€uro"));
    let utf8 = "#character-encoding UTF-8\n#player1 zoe Zoë\n";
    assert_eq!(decode(utf8.as_bytes()).unwrap(), utf8);
    let bom = b"\xEF\xBB\xBF#player1 zoe Zo\xC3\xAB\n";
    assert!(decode(bom).unwrap().contains("Zoë"));
    let latin = b"#character-encoding ISO-8859-1\r\n#player1 zoe Zo\xEB\r\n";
    assert!(decode(latin).unwrap().contains("Zoë"));
    assert_eq!(
        decode(b"#character-encoding UTF-8\n#player1 zoe Zo\xEB\n"),
        Err(DecodeError::NotUtf8 { at: 41 })
    );
    assert_eq!(
        decode(b"#character-encoding Shift_JIS\n"),
        Err(DecodeError::Unsupported("Shift_JIS".into()))
    );
}

fn variant(text: &str) -> (usize, Variant) {
    match Gcg::parse(text) {
        Err(GcgError {
            line,
            problem: GcgProblem::OtherVariant(v),
        }) => (line, v),
        other => panic!("not refused as a variant: {other:?}"),
    }
}

#[test]
fn another_variant_is_named_before_any_move_is_read() {
    let players = "#player1 ann Ann\n#player2 ben Ben\n";
    // The pragma wins even over an unreadable move above it.
    let (line, v) = variant(&format!("{players}>ann: ??\n#lexicon OSPS49\n"));
    assert_eq!((line, v), (4, Variant::Lexicon("OSPS49".into())));
    assert_eq!(
        variant(&format!("#lexicon FRA20\n{players}")).1,
        Variant::Lexicon("FRA20".into())
    );
    assert_eq!(
        variant(&format!("{players}#board-layout SuperCrosswordGame\n")).1,
        Variant::BoardLayout("SuperCrosswordGame".into())
    );
    assert_eq!(
        variant(&format!("{players}#tile-distribution polish\n")).1,
        Variant::TileDistribution("polish".into())
    );
    assert_eq!(
        variant(&format!("{players}#player3 cy Cy\n")),
        (3, Variant::Players(3))
    );
    assert_eq!(
        variant(&format!("{players}>ann: ŁAD?ZYK 8G ŁAD +9 9\n")),
        (3, Variant::Letter("Ł".into()))
    );
    assert_eq!(
        variant(&format!("{players}>ann: [CH]AO 8G [CH]A +9 9\n")),
        (3, Variant::Letter("[CH]".into()))
    );
    // English lists, the standard board and tiles, and a club's own list.
    for pragma in [
        "#lexicon CSW21",
        "#lexicon NWL2023",
        "#lexicon ENABLE2K",
        "#lexicon club-list",
        "#board-layout CrosswordGame",
        "#tile-distribution English",
    ] {
        let text = format!("{pragma}\n{OPENING}");
        assert_eq!(totals(&text), [10, 17], "{pragma}");
    }
}

#[test]
fn two_players_with_one_nickname_are_refused() {
    let e = Gcg::parse("#player1 sam Sam A\n#player2 sam Sam B\n").unwrap_err();
    assert_eq!((e.line, e.problem), (2, GcgProblem::SameNick("sam".into())));
}

#[test]
fn a_lenient_replay_lists_each_disagreement_and_follows_the_file() {
    // Hand entered: the blank of xAT counted as 1 (15, not 14), the total
    // added up from that, then a total one off.
    let text = format!(
        "{OPENING}>ann: EETTXZ? H7 xAT +15 25\n>ben: AERST -ERST +0 18\n>ann: EETZ - +0 25\n"
    );
    let gcg = Gcg::parse(&text).unwrap();
    let refused = replay(&gcg).unwrap_err();
    assert_eq!(refused.line, 5);
    let lenient = replay_with(&gcg, Check::Lenient).unwrap();
    assert_eq!(
        lenient.warnings,
        vec![
            GcgError {
                line: 5,
                problem: GcgProblem::WrongScore {
                    computed: 14,
                    stated: 15
                }
            },
            GcgError {
                line: 6,
                problem: GcgProblem::WrongTotal {
                    computed: 17,
                    stated: 18
                }
            },
        ]
    );
    assert_eq!(lenient.steps.len(), 5);
    assert_eq!(lenient.steps.last().unwrap().totals, [25, 18]);
    // A play that does not fit the board is refused even so.
    let off = format!("{OPENING}>ann: ETTXZ 8G X +8 18\n");
    assert!(replay_with(&Gcg::parse(&off).unwrap(), Check::Lenient).is_err());
}

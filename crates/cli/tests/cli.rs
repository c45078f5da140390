//! The `krada` binary as a user runs it.

use std::process::Command;

/// Runs `krada` in an English (unset) locale.
fn krada(args: &[&str]) -> (i32, String, String) {
    krada_in(None, args)
}

/// Runs `krada` with `LANG` set to `locale` (and no other locale variable).
fn krada_in(locale: Option<&str>, args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_krada"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(locale) = locale {
        command.env("LANG", locale);
    }
    let out = command.output().expect("runs");
    (
        out.status.code().expect("exit code"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_lists_the_commands() {
    let (code, out, _) = krada(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("check"), "{out}");
}

#[test]
fn check_says_valid_and_exits_0() {
    assert_eq!(
        krada(&["check", "47-[19]-[13]=[15]=78÷[13]+9"]),
        (0, "valid\n".into(), String::new())
    );
    assert_eq!(krada(&["check", "[12]x3=36*1/1"]).0, 0);
}

#[test]
fn check_gives_the_reason_and_exits_1() {
    let (code, out, _) = krada(&["check", "7÷2=3"]);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "invalid: not true: before the = on tile 4 it makes 7/2, after it 3.\n"
    );
    let (code, out, _) = krada(&["check", "07=7"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("invalid: Tile 1: a number may not start with 0"),
        "{out}"
    );
}

#[test]
fn check_takes_an_equation_that_starts_with_a_minus() {
    assert_eq!(
        krada(&["check", "-6=4-[10]"]),
        (0, "valid\n".into(), String::new())
    );
    let (code, out, _) = krada(&["check", "-6=4-9"]);
    assert_eq!(code, 1, "{out}");
}

#[test]
fn check_exits_2_on_unreadable_input() {
    let (code, out, err) = krada(&["check", "1=a"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("unknown symbol 'a' at character 3"), "{err}");
}

mod replay {
    use super::krada;
    use krada_engine::game::{Action, Game, GameConfig};
    use krada_engine::layout::Pos;
    use krada_engine::play::Placement;
    use krada_engine::tileset::TileSetId;

    /// A short honest game: the first side plays `N=N` through the star
    /// (searching seeds for a rack that can), then both pass to the end.
    fn finished_game() -> Game {
        for seed in 0.. {
            let mut game = Game::new(GameConfig::casual(TileSetId::Standard, seed));
            let set = game.rules().tiles.clone();
            let rack = game.rack(game.to_move()).to_vec();
            let equals = set.by_label("=").unwrap();
            let pair = rack.iter().find(|&&t| {
                set.kind(t).fixed_face().is_some_and(|f| f.0 <= 20)
                    && rack.iter().filter(|&&u| u == t).count() >= 2
            });
            let (Some(&number), true) = (pair, rack.contains(&equals)) else {
                continue;
            };
            let face = set.kind(number).fixed_face().unwrap();
            let at = |name: &str| Pos::parse(name).unwrap();
            let play = vec![
                Placement {
                    pos: at("G8"),
                    tile: number,
                    face,
                },
                Placement {
                    pos: at("H8"),
                    tile: equals,
                    face: set.kind(equals).fixed_face().unwrap(),
                },
                Placement {
                    pos: at("I8"),
                    tile: number,
                    face,
                },
            ];
            game.act(Action::Play(play), 65_000).unwrap();
            while !game.is_over() {
                game.act(Action::Pass, 2_000).unwrap();
            }
            return game;
        }
        unreachable!()
    }

    #[test]
    fn prints_each_turn_and_the_final_scores() {
        let game = finished_game();
        let dir = std::env::temp_dir().join(format!("krada-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("game.json");
        std::fs::write(&file, game.record().to_json()).unwrap();
        let (code, out, err) = krada(&["replay", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), game.turns().len() + 1, "{out}");
        assert!(
            lines[0].contains("8G ") && lines[0].contains("1:05"),
            "{}",
            lines[0]
        );
        assert!(lines[1].contains("pass"), "{}", lines[1]);
        let last = lines.last().unwrap();
        assert!(
            last.starts_with(&format!("final: 1 {}, 2 {}", game.score(0), game.score(1))),
            "{last}"
        );

        let tampered = game
            .record()
            .to_json()
            .replacen("\"total\": ", "\"total\": 1", 1);
        std::fs::write(&file, tampered).unwrap();
        let (code, _, err) = krada(&["replay", file.to_str().unwrap()]);
        assert_eq!(code, 2);
        assert!(err.contains("turn 1, field total"), "{err}");

        let (code, _, err) = krada(&["replay", dir.join("missing.json").to_str().unwrap()]);
        assert_eq!(code, 2);
        assert!(err.contains("cannot read"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

mod computer {
    use super::krada;

    #[test]
    fn moves_lists_every_play_best_first() {
        let dir = std::env::temp_dir().join(format!("krada-moves-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("position.txt");
        std::fs::write(&file, "tiles standard\nrack 1=1+2\n8F 6=2~×3\n").unwrap();
        let (code, out, err) = krada(&["moves", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        let count: usize = lines[0].split_whitespace().next().unwrap().parse().unwrap();
        assert_eq!(lines.len(), count + 1);
        let scores: Vec<u32> = lines[1..]
            .iter()
            .map(|l| l.split_whitespace().nth(1).unwrap().parse().unwrap())
            .collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first");
        let (_, top, _) = krada(&["moves", file.to_str().unwrap(), "--top", "3"]);
        assert_eq!(top.lines().count(), 4);

        std::fs::write(&file, "rack 1=1\n8F 6=q").unwrap();
        let (code, _, err) = krada(&["moves", file.to_str().unwrap()]);
        assert_eq!(code, 2);
        assert!(err.contains("line 2"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn selfplay_reports_both_levels() {
        let (code, out, err) = krada(&[
            "selfplay", "--games", "2", "--seed", "5", "--a", "greedy", "--b", "medium",
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("greedy") && out.contains("medium") && out.contains("points per turn"),
            "{out}"
        );
        assert_eq!(krada(&["selfplay", "--a", "grandmaster"]).0, 2);
    }
}

mod crossword {
    use super::krada;

    /// A word list and a position of our own, written to a temporary folder.
    fn files(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("krada-cli-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let words = dir.join("words.txt");
        std::fs::write(&words, "CAT\nCATS\nAT\nTA\nACT\nSCAT\nTAT\n").unwrap();
        let position = dir.join("position.txt");
        std::fs::write(&position, "tiles english\nrack STA\n8G CAT\n").unwrap();
        (words, position)
    }

    #[test]
    fn moves_lists_word_plays_with_the_given_list() {
        let (words, position) = files("moves");
        let (code, out, err) = krada(&[
            "moves",
            position.to_str().unwrap(),
            "--lexicon",
            words.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        // CATS (+6) and SCAT (+6) at the ends, among others: all listed, best first.
        assert!(out.contains("8J S"), "{out}");
        assert!(out.contains("8F S"), "{out}");
        let count: usize = out
            .lines()
            .next()
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(count >= 2, "{out}");
    }

    #[test]
    fn a_missing_word_list_is_named() {
        let (_, position) = files("missing");
        let (code, _, err) = krada(&[
            "moves",
            position.to_str().unwrap(),
            "--lexicon",
            "/nonexistent/words.txt",
        ]);
        assert_eq!(code, 2);
        assert!(err.contains("/nonexistent/words.txt"), "{err}");
    }

    #[test]
    fn lexicon_compiles_a_list_that_moves_then_reads() {
        let (words, position) = files("compile");
        let graph = words.with_extension("dawg");
        let (code, out, err) =
            krada(&["lexicon", words.to_str().unwrap(), graph.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("7 words"), "{out}");
        let from_list = krada(&[
            "moves",
            position.to_str().unwrap(),
            "--lexicon",
            words.to_str().unwrap(),
        ]);
        let from_graph = krada(&[
            "moves",
            position.to_str().unwrap(),
            "--lexicon",
            graph.to_str().unwrap(),
        ]);
        assert_eq!(from_list, from_graph);
    }

    #[test]
    fn selfplay_and_bench_run_crossword_with_the_given_list() {
        let (words, _) = files("selfplay");
        let list = words.to_str().unwrap();
        let (code, out, err) = krada(&[
            "selfplay",
            "--crossword",
            "--games",
            "2",
            "--a",
            "hard",
            "--b",
            "easy",
            "--lexicon",
            list,
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("2 games, hard against easy"), "{out}");
        let (code, out, err) = krada(&["bench", "--crossword", "--repeat", "1", "--lexicon", list]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("word-late-2-blank"), "{out}");
        assert!(out.contains("hard move: median"), "{out}");
    }
}

/// The expert's and the leave fitting's switches do what they say.
mod switches {
    use super::krada;

    #[test]
    fn fit_chances_prints_the_spread_by_tiles_unseen_and_the_model() {
        let (code, out, err) = krada(&["fit-chances", "--games", "1", "--seed", "4"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("of 1 game (seed 4)"), "{out}");
        // The first turns of a game: 92 tiles unseen (100 less a rack).
        assert!(
            out.lines().any(|l| l.trim_start().starts_with("88–95")),
            "{out}"
        );
        let model = out.lines().last().unwrap_or_default();
        assert!(
            model.starts_with("tempo ") && model.contains("a tile unseen"),
            "{out}"
        );
    }

    #[test]
    fn a_match_is_played_in_parts_that_add_up() {
        let part = |first: &str, games: &str| {
            let (code, out, err) = krada(&[
                "selfplay",
                "--games",
                games,
                "--first-game",
                first,
                "--seed",
                "5",
                "--a",
                "greedy",
                "--b",
                "medium",
            ]);
            assert_eq!(code, 0, "{err}");
            out
        };
        let whole = part("0", "3");
        let (first, rest) = (part("0", "1"), part("1", "2"));
        assert!(
            whole.starts_with("3 games, greedy against medium"),
            "{whole}"
        );
        assert!(
            rest.starts_with("2 games (games 1–2 of the match), greedy"),
            "{rest}"
        );
        // Mean scores: the whole's is the parts' weighted by their games.
        let mean = |out: &str, line: usize| -> f64 {
            let words: Vec<&str> = out.lines().nth(line).unwrap().split_whitespace().collect();
            let at = words.iter().position(|&w| w == "score").unwrap();
            words[at + 1].parse().unwrap()
        };
        for side in 1..=2 {
            let parts = (mean(&first, side) + 2.0 * mean(&rest, side)) / 3.0;
            assert!(
                (parts - mean(&whole, side)).abs() < 0.1,
                "{first}{rest}{whole}"
            );
        }
    }

    #[test]
    fn choice_gain_prints_a_row_for_each_number_of_draws() {
        let (code, out, err) = krada(&[
            "choice-gain",
            "--games",
            "1",
            "--seed",
            "7301",
            "--draws",
            "2,8",
            "--judge",
            "2",
            "--candidates",
            "2",
            "--reply-work",
            "1",
            "--judge-work",
            "3",
            "--judge-plies",
            "4",
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("1 games of the hard level"), "{out}");
        let header = out.lines().next().unwrap_or_default();
        assert!(
            header.contains("2 plies, searches cut at 1 units")
                && header.ends_with("draws of 4 plies cut at 3"),
            "{out}"
        );
        let rows: Vec<&str> = out.lines().skip(2).collect();
        assert_eq!(rows.len(), 2, "{out}");
        // Two draws are fewer than the expert needs to leave the hard
        // level's move: it never changes it, and so gains exactly nothing.
        let first: Vec<&str> = rows[0].split_whitespace().collect();
        assert_eq!(first[0], "2", "{out}");
        assert_eq!(first[2], "0.0%", "{out}");
        assert_eq!(first[3], "+0.0000", "{out}");
        assert!(rows[1].trim_start().starts_with("8 "), "{out}");
        let moves: u32 = first[1].parse().expect("a count of moves");
        assert!(moves > 0, "{out}");
    }

    #[test]
    fn the_expert_simulates_every_candidate_when_told_to_keep_all() {
        let dir = std::env::temp_dir().join(format!("krada-cli-keepall-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let words = dir.join("words.txt");
        std::fs::write(&words, "CAT\nCATS\nAT\nTA\nACT\nSCAT\nTAT\n").unwrap();
        let run = |extra: &[&str]| {
            let mut args = vec![
                "selfplay",
                "--crossword",
                "--games",
                "2",
                "--seed",
                "3",
                "--a",
                "expert",
                "--b",
                "hard",
                "--candidates",
                "3",
                "--iterations",
                "4",
                "--lexicon",
                words.to_str().unwrap(),
            ];
            args.extend_from_slice(extra);
            krada(&args)
        };
        let (code, all, err) = run(&["--keep-all"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            all.starts_with(
                "2 games, expert (3 candidates × 4 draws, 2 plies, none dropped) against hard"
            ),
            "{all}"
        );
        let (code, dropping, err) = run(&[]);
        assert_eq!(code, 0, "{err}");
        assert!(
            dropping.starts_with("2 games, expert (3 candidates × 4 draws, 2 plies) against hard"),
            "{dropping}"
        );
        let (code, one_ply, err) = run(&["--plies", "1"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            one_ply.starts_with("2 games, expert (3 candidates × 4 draws, 1 ply) against hard"),
            "{one_ply}"
        );
        let (code, _, err) = run(&["--plies", "7"]);
        assert_eq!(code, 2, "seven plies are refused");
        assert!(err.contains("--plies"), "{err}");
        let (code, cut, err) = run(&["--reply-work", "8"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            cut.starts_with(
                "2 games, expert (3 candidates × 4 draws, 2 plies, play-out searches cut at 8 units) against hard"
            ),
            "{cut}"
        );
        let (code, never, err) = run(&["--finish-within", "0", "--by-points"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            never.starts_with(
                "2 games, expert (3 candidates × 4 draws, 2 plies, never to the game's end, by points) against hard"
            ),
            "{never}"
        );
        let (code, _, err) = run(&["--reply-work", "0"]);
        assert_eq!(code, 2, "a search with no work is refused");
        assert!(err.contains("--reply-work"), "{err}");
        let (code, reading, err) = run(&["--pre-endgame", "1"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            reading.starts_with(
                "2 games, expert (3 candidates × 4 draws, 2 plies, every draw of a bag of 1–1 read (6 plays, endgames cut at 1000 positions)) against hard"
            ),
            "{reading}"
        );
    }

    #[test]
    fn pre_endgame_gain_plays_each_position_both_ways() {
        let (code, out, err) = krada(&["pre-endgame-gain", "--games", "2", "--seed", "5"]);
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(
            lines[0].contains("positions (games of the hard level against itself from seed 5"),
            "{out}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("simulating: wins")),
            "{out}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("reading:    wins")),
            "{out}"
        );
        let (code, _, err) = krada(&["pre-endgame-gain", "--bag", "8"]);
        assert_eq!(code, 2, "a bag of eight is refused");
        assert!(err.contains("--bag"), "{err}");
    }

    #[test]
    fn leave_fitting_from_the_current_weights_starts_from_them() {
        let fresh = ["learn-leaves", "--games", "2", "--seed", "4"];
        let (code, from_nothing, err) = krada(&fresh);
        assert_eq!(code, 0, "{err}");
        assert!(
            from_nothing.starts_with("// krada learn-leaves --games 2"),
            "{from_nothing}"
        );
        let (code, from_current, err) = krada(&[&fresh[..], &["--from-current"]].concat());
        assert_eq!(code, 0, "{err}");
        assert!(
            from_current.starts_with("// krada learn-leaves --from-current --games 2"),
            "{from_current}"
        );
        // Games played with other weights give other leaves to fit.
        let table = |out: &str| out.lines().skip(1).collect::<Vec<_>>().join("\n");
        assert_ne!(table(&from_nothing), table(&from_current));
    }
}

mod gcg {
    use super::{krada, krada_in};
    use std::path::PathBuf;

    const GAME: &str = "#character-encoding UTF-8\n#player1 ann Ann Lee\n#player2 ben Ben\n\
        >ann: ACETTXZ 8G CAT +10 10\n>ben: AEIQRST 9F QI +17 17\n>ann: (ETX) +10 20\n>ben: ETX (ETX) -10 7\n";

    fn file(name: &str, bytes: &[u8]) -> String {
        let dir: PathBuf = std::env::temp_dir().join(format!("krada-gcg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    }

    #[test]
    fn a_good_file_prints_its_final_scores_and_exits_0() {
        let path = file("good.gcg", GAME.as_bytes());
        let (code, out, err) = krada(&["gcg", &path]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out, format!("{path}: Ann Lee 20 – Ben 7\n"));
    }

    #[test]
    fn a_latin1_file_without_a_declared_encoding_reads_its_names() {
        let mut bytes = b"#player1 zoe Zo\xEB\n#player2 ben Ben\n".to_vec();
        bytes.extend_from_slice(b">zoe: ACETTXZ 8G CAT +10 10\n");
        let path = file("latin1.gcg", &bytes);
        let (code, out, _) = krada(&["gcg", &path]);
        assert_eq!((code, out), (0, format!("{path}: Zoë 10 – Ben 0\n")));
    }

    #[test]
    fn a_wrong_score_is_refused_with_its_line_or_shown_when_lenient() {
        let path = file("wrong.gcg", GAME.replace("+17 17", "+18 18").as_bytes());
        let (code, out, _) = krada(&["gcg", &path]);
        assert_eq!(code, 1);
        assert_eq!(
            out,
            format!("{path}: Line 5: this scores 17, the file says 18\n")
        );
        let (code, out, _) = krada(&["gcg", "--lenient", &path]);
        assert_eq!(code, 0, "{out}");
        assert!(
            out.starts_with(&format!(
                "{path}: warning: Line 5: this scores 17, the file says 18\n"
            )),
            "{out}"
        );
        // Ben's last total, 7, is one off the file's own score now; the
        // file's figure is followed.
        assert!(
            out.contains("warning: Line 7: the total should be 8, the file says 7\n"),
            "{out}"
        );
        assert!(out.ends_with("Ann Lee 20 – Ben 7\n"), "{out}");
    }

    #[test]
    fn reasons_come_in_the_users_language() {
        let path = file("variant.gcg", format!("#lexicon OSPS49\n{GAME}").as_bytes());
        let (code, out, _) = krada_in(Some("th_TH.UTF-8"), &["gcg", &path]);
        assert_eq!(code, 1);
        assert!(out.contains("บรรทัดที่ 1:") && out.contains("OSPS49"), "{out}");
        let (_, out, _) = krada_in(Some("en_GB.UTF-8"), &["gcg", &path]);
        assert!(out.contains("Line 1: this is another game"), "{out}");
    }

    #[test]
    fn an_unreadable_file_exits_2_and_the_worst_file_decides() {
        let good = file("fine.gcg", GAME.as_bytes());
        let bad_utf8 = file("bad.gcg", b"#character-encoding UTF-8\n#player1 a \xFF\n");
        let (code, _, err) = krada(&["gcg", &good, &bad_utf8]);
        assert_eq!(code, 2);
        assert!(err.contains("byte 37"), "{err}");
        let (code, _, err) = krada(&["gcg", &good, "/no/such/file.gcg"]);
        assert_eq!(code, 2);
        assert!(err.contains("/no/such/file.gcg"), "{err}");
    }
}

mod review {
    use super::{krada, krada_in};
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;
    use krada_engine::rules::Rules;
    use krada_engine::tileset::TileSetId;
    use krada_features::review::{record_moments, review_moment, summarise};

    #[test]
    fn prints_each_move_against_the_best_plays_and_a_summary_per_player() {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Hard, &set),
            Player::new(Level::Greedy, &set),
        ];
        let game = play_game(TileSetId::Standard, None, 7, players);
        let dir = std::env::temp_dir().join(format!("krada-review-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("game.json");
        std::fs::write(&file, game.record().to_json()).unwrap();

        let (code, out, err) = krada(&["review", "--top", "3", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        // The same numbers as the library the app uses.
        let moments = record_moments(&game.record(), None).unwrap();
        let reviews: Vec<_> = moments.iter().map(|m| review_moment(m, 3)).collect();
        let move_lines: Vec<&str> = out.lines().filter(|l| l.contains(" — rack ")).collect();
        assert_eq!(move_lines.len(), reviews.len(), "{out}");
        for (line, review) in move_lines.iter().zip(&reviews) {
            assert!(
                line.starts_with(&format!("{}. {} — rack", review.index + 1, review.side + 1)),
                "{line}"
            );
            // With no play to make, the move was forced: said so, unranked.
            if review.plays == 0 {
                assert!(
                    line.ends_with("no play was possible: an exchange or a pass was the only move"),
                    "{line}"
                );
                continue;
            }
            assert!(line.contains(&format!("rank {} of", review.rank)), "{line}");
            assert!(
                line.contains(&format!(
                    "{} points and {} equity left",
                    review.points_lost(),
                    krada_text::tenths(review.equity_lost())
                )),
                "{line}"
            );
        }
        // Whole equations, board tiles included, with an `=`.
        let best: Vec<&str> = out.lines().filter(|l| l.starts_with("     1. ")).collect();
        assert!(best.iter().all(|l| l.contains('=')), "{best:?}");
        let sides = summarise(&reviews, 8);
        let summary = format!(
            "2: {} moves, 0 points and {} equity left",
            sides[1].moves,
            krada_text::tenths(sides[1].equity_lost)
        );
        assert!(out.contains(&summary), "{summary} in {out}");

        let (code, out, _) = krada_in(Some("th_TH.UTF-8"), &["review", file.to_str().unwrap()]);
        assert_eq!(code, 0);
        assert!(out.contains("แป้น") && out.contains("อันดับเฉลี่ย"), "{out}");

        std::fs::write(&file, "{ \"format\": 3 ").unwrap();
        let (code, _, err) = krada(&["review", file.to_str().unwrap()]);
        assert_eq!(code, 2);
        assert!(err.contains("line 1"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

mod puzzle {
    use super::krada;

    #[test]
    fn a_seed_prints_the_same_puzzle_whose_position_moves_reads_back() {
        let (code, out, err) = krada(&["puzzle", "--seed", "7", "--answers", "3"]);
        assert_eq!(code, 0, "{err}");
        let (_, again, _) = krada(&["puzzle", "--seed", "7", "--answers", "3"]);
        assert_eq!(out, again, "the same seed, the same puzzle");
        let (_, other, _) = krada(&["puzzle", "--seed", "8", "--answers", "3"]);
        assert_ne!(out, other);
        assert!(out.starts_with("Puzzle 7 · best · medium"), "{out}");
        // The position as a file `krada moves` reads: the same best score.
        let start = out.find("tiles standard").expect("a position file");
        let end = start + out[start..].find("\n\n").expect("its end");
        let dir = std::env::temp_dir().join(format!("krada-puzzle-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("p.txt");
        std::fs::write(&file, &out[start..end]).unwrap();
        let (code, moves, err) = krada(&["moves", "--top", "1", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        let best_score = |text: &str, prefix: &str| -> String {
            let line = text
                .lines()
                .find(|l| l.trim_start().starts_with(prefix))
                .unwrap();
            line.to_string()
        };
        let answer = best_score(&out, "1. ");
        let listed = best_score(&moves, "1. ");
        let score = answer.rsplit(' ').next().unwrap();
        assert!(
            listed.split_whitespace().nth(1) == Some(score),
            "{answer} / {listed}"
        );
        let count = out
            .lines()
            .find(|l| l.ends_with("answers, best first:"))
            .unwrap();
        let plays = moves.lines().next().unwrap();
        assert_eq!(
            count.split(' ').next().unwrap().replace(',', ""),
            plays.split(' ').next().unwrap(),
            "{count} / {plays}"
        );
        std::fs::remove_dir_all(&dir).unwrap();

        let (code, _, err) = krada(&["puzzle", "--kind", "riddle"]);
        assert_eq!(code, 2);
        assert!(
            err.contains("best, bingo, drill, close, endgame, pre-endgame, or length-2"),
            "{err}"
        );
    }
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("krada-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `krada desk new` from a players' file, with `extra` options, into `out`.
fn desk_new(
    players: &std::path::Path,
    out: &std::path::Path,
    system: &str,
    rounds: &str,
    extra: &[&str],
) -> (i32, String, String) {
    let mut args = vec![
        "desk",
        "new",
        "--players",
        players.to_str().unwrap(),
        "--system",
        system,
        "--rounds",
        rounds,
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend(extra);
    krada(&args)
}

#[test]
fn desk_runs_an_event_from_a_players_file_to_its_standings() {
    let dir = scratch("desk");
    let players = dir.join("players.csv");
    std::fs::write(
        &players,
        "\u{feff}name,school,rating\nสมชาย ใจดี,วัดสวน,1800\nAnn,St Mary,1700\nBen,วัดสวน,1600\nKit,Hill,1500\nNok,Hill,1400\n",
    )
    .unwrap();
    let event = dir.join("t.json");
    let file = event.to_str().unwrap();
    let (code, _, err) = desk_new(&players, &event, "swiss", "3", &[]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = krada(&["desk", "pair", file]);
    assert_eq!(code, 0);
    assert_eq!(out, "1\tสมชาย ใจดี\tBen\n2\tAnn\tKit\n3\tNok\tBYE\n");
    // Round 2 waits for round 1's results, and says which.
    let (code, _, err) = krada(&["desk", "pair", file]);
    assert_eq!(
        (code, err.as_str()),
        (2, "Round 1 still waits for the result of table 1, 2.\n")
    );
    let (code, _, err) = krada_in(Some("th_TH.UTF-8"), &["desk", "pair", file]);
    assert_eq!((code, err.as_str()), (2, "รอบที่ 1 ยังรอผลของโต๊ะ 1, 2\n"));
    assert_eq!(
        krada(&["desk", "result", file, "1", "1", "420", "380"]).0,
        0
    );
    let before = std::fs::read_to_string(&event).unwrap();
    for (args, said) in [
        (["1", "9", "400", "300"], "Round 1 has no table 9.\n"),
        (
            ["1", "2", "4x0", "300"],
            "“4x0” is not a score: type a whole number from 0 to 9999.\n",
        ),
        (
            ["1", "3", "400", "300"],
            "Table 3 of round 1 is a bye: it has no result to enter.\n",
        ),
    ] {
        let mut all = vec!["desk", "result", file];
        all.extend(args);
        let (code, _, err) = krada(&all);
        assert_eq!((code, err.as_str()), (2, said));
        assert_eq!(
            std::fs::read_to_string(&event).unwrap(),
            before,
            "left as it was"
        );
    }
    assert_eq!(
        krada(&["desk", "result", file, "1", "2", "no-show", "B"]).0,
        0
    );
    let (code, out, _) = krada(&["desk", "standings", file]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1\tAnn\tSt Mary\t1\t2\t+100");
    assert_eq!(lines[1], "2\tNok\tHill\t1\t2\t+100");
    assert_eq!(lines[2], "3\tสมชาย ใจดี\tวัดสวน\t1\t2\t+40");
    assert_eq!(lines.len(), 5);
    // Kit was absent in round 1: out of the event from round 2.
    let (code, out, _) = krada(&["desk", "pair", file]);
    assert_eq!(code, 0);
    assert!(!out.contains("Kit"), "{out}");
    assert_eq!(out.lines().count(), 2, "four left: two tables\n{out}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn desk_refuses_a_players_file_naming_someone_twice() {
    let dir = scratch("desk-twice");
    let players = dir.join("players.tsv");
    std::fs::write(&players, "name\tschool\nAnn\tA\nann\tB\n").unwrap();
    let out = dir.join("t.json");
    let (code, _, err) = desk_new(&players, &out, "koth", "2", &[]);
    assert_eq!((code, err.as_str()), (2, "ann is on the list twice.\n"));
    assert!(!out.exists(), "no event written");
    let (code, _, err) = krada(&["desk", "pair", out.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.starts_with("cannot read"), "{err}");
    std::fs::write(&players, "name\tschool\nAnn\tA\nBen\tB\n").unwrap();
    let (code, _, err) = desk_new(&players, &out, "koth", "2", &["--points", "1-0.5-0"]);
    assert_eq!(code, 0, "{err}");
    let file = out.to_str().unwrap();
    assert_eq!(krada(&["desk", "pair", file]).1, "1\tAnn\tBen\n");
    assert_eq!(
        krada(&["desk", "result", file, "1", "1", "300", "300"]).0,
        0
    );
    let (_, standings, _) = krada(&["desk", "standings", file]);
    assert_eq!(
        standings, "1\tAnn\tA\t1\t0.5\t+0\n2\tBen\tB\t1\t0.5\t+0\n",
        "a draw is ½ each"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

//! Puzzles are the same from the same seed, and graded against every legal
//! play.

#[path = "../../ai/tests/common/mod.rs"]
mod common;

use krada_ai::movegen::all_moves;
use krada_engine::play::Placement;
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{
    Clue, Difficulty, PuzzleKind, PuzzleSpec, daily_seed, make, read_play,
};

fn spec(seed: u64, kind: PuzzleKind, difficulty: Difficulty, tiles: TileSetId) -> PuzzleSpec {
    PuzzleSpec {
        seed,
        kind,
        difficulty,
        tiles,
    }
}

#[test]
fn a_seed_is_the_same_puzzle_every_time_and_another_seed_another() {
    let s = spec(
        1,
        PuzzleKind::BestScore,
        Difficulty::Medium,
        TileSetId::Standard,
    );
    let a = make(s, None).expect("a puzzle");
    let b = make(s, None).expect("a puzzle");
    assert_eq!(a.position, b.position);
    assert_eq!(a.answers, b.answers);
    let c = make(PuzzleSpec { seed: 2, ..s }, None).expect("a puzzle");
    assert_ne!(a.position, c.position);
}

#[test]
fn difficulty_is_how_many_plays_the_best_hides_among() {
    let mut counts = Vec::new();
    for difficulty in Difficulty::ALL {
        let p = make(
            spec(3, PuzzleKind::BestScore, difficulty, TileSetId::Standard),
            None,
        )
        .expect("a puzzle");
        let rules = p.position.rules();
        let every = all_moves(&rules, &p.position.board(), &p.position.rack);
        assert_eq!(p.answers.len(), every.len());
        counts.push(every.len());
    }
    assert!(
        counts[0] < 60 && (60..600).contains(&counts[1]) && counts[2] >= 600,
        "{counts:?}"
    );
}

#[test]
fn answers_are_graded_by_rank_among_every_legal_play() {
    let p = make(
        spec(
            4,
            PuzzleKind::BestScore,
            Difficulty::Medium,
            TileSetId::Standard,
        ),
        None,
    )
    .unwrap();
    let best = p.grade(&p.answers[0].placements);
    assert!(best.is_best());
    assert_eq!(best.distance(), 0);
    let last = p.answers.last().unwrap();
    let grade = p.grade(&last.placements);
    let higher = p.answers.iter().filter(|m| m.score > last.score).count();
    assert_eq!(grade.rank, Some(1 + higher));
    assert_eq!(grade.distance(), p.answers[0].score - last.score);
    assert_eq!(grade.answers, p.answers.len());
    // A tile on a square no play uses is not an answer.
    let mut wrong: Vec<Placement> = p.answers[0].placements.to_vec();
    wrong[0].pos = krada_engine::layout::Pos::new(0, 0);
    if !p.answers.iter().any(|m| m.placements.to_vec() == wrong) {
        assert_eq!(p.grade(&wrong).rank, None);
    }
    // The clues lead to the best play.
    let clues = p.clues();
    let first = p.answers[0].placements.iter().map(|x| x.pos).min().unwrap();
    assert_eq!(clues[0], Clue::Square(first.name()));
    assert_eq!(clues[2], Clue::Score(p.answers[0].score));
}

#[test]
fn a_bingo_puzzle_takes_only_plays_of_the_whole_rack() {
    let p = make(
        spec(5, PuzzleKind::Bingo, Difficulty::Easy, TileSetId::Standard),
        None,
    )
    .expect("a bingo puzzle");
    assert!(!p.answers.is_empty());
    assert!(p.answers.iter().all(|m| m.placements.len() == 8));
    assert!(matches!(
        p.clues()[1],
        Clue::Tiles {
            count: 8,
            bingo: true
        }
    ));
    let rules = p.position.rules();
    let short = all_moves(&rules, &p.position.board(), &p.position.rack)
        .into_iter()
        .find(|m| m.placements.len() < 8);
    if let Some(short) = short {
        assert_eq!(p.grade(&short.placements).rank, None);
    }
}

#[test]
fn the_primary_set_and_crossword_have_puzzles_too() {
    let p = make(
        spec(
            6,
            PuzzleKind::BestScore,
            Difficulty::Easy,
            TileSetId::Primary,
        ),
        None,
    )
    .expect("a primary puzzle");
    assert_eq!(p.position.tiles, TileSetId::Primary);
    let words = common::enable();
    let p = make(
        spec(
            6,
            PuzzleKind::BestScore,
            Difficulty::Medium,
            TileSetId::English,
        ),
        Some(words),
    )
    .expect("a Crossword puzzle");
    assert!(p.grade(&p.answers[0].placements).is_best());
}

#[test]
fn the_daily_puzzle_is_the_day_counted_from_new_year_2026() {
    let noon = 1_764_590_400_000.0; // 2025-12-01 12:00 UTC
    assert_eq!(daily_seed(noon), 0);
    let day = 1_796_126_400_000.0; // 2026-12-01 12:00 UTC
    assert_eq!(daily_seed(day), 334);
    assert_eq!(daily_seed(day + 11.0 * 3_600_000.0), 334);
    assert_eq!(daily_seed(day + 12.0 * 3_600_000.0), 335);
}

#[test]
fn a_drill_is_a_first_rack_whose_every_solution_uses_all_its_tiles() {
    use krada_features::puzzle::solutions;
    for difficulty in Difficulty::ALL {
        let p = make(
            spec(8, PuzzleKind::Drill, difficulty, TileSetId::Standard),
            None,
        )
        .expect("a drill");
        assert!(p.position.board.is_empty(), "the empty board");
        assert!(p.answers.iter().all(|a| a.placements.len() == 8));
        let found = solutions(&p.position, &p.answers);
        let fits = match difficulty {
            Difficulty::Easy => found.len() >= 80,
            Difficulty::Medium => (20..80).contains(&found.len()),
            Difficulty::Hard => (1..20).contains(&found.len()),
        };
        assert!(fits, "{difficulty:?}: {found:?}");
        // Each solution is an equation of the eight tiles, written once.
        assert!(found.iter().all(|(e, _)| e.contains('=')));
        let distinct: std::collections::BTreeSet<_> = found.iter().map(|(e, _)| e).collect();
        assert_eq!(distinct.len(), found.len());
        // Each names an answer that makes it (whichever tiles show its
        // faces: the line marks a blank `?` and a choice tile `~`).
        for (text, i) in &found {
            let line = krada_features::review::line_of(&p.position, &p.answers[*i].placements);
            let faces = line.replace(['?', '~'], "");
            assert!(faces.ends_with(&format!(" {text}")), "{line} / {text}");
        }
        // Any of them solves the drill.
        assert!(
            p.grade(&p.answers.last().unwrap().placements)
                .rank
                .is_some()
        );
    }
}

#[test]
fn a_closing_puzzle_takes_an_equals_and_a_number_after_an_equation() {
    use krada_engine::face::amath::{EQ, is_number};
    use krada_features::puzzle::closes;
    let p = make(
        spec(
            9,
            PuzzleKind::Close,
            Difficulty::Medium,
            TileSetId::Standard,
        ),
        None,
    )
    .expect("a closing puzzle");
    assert!((3..8).contains(&p.answers.len()), "{}", p.answers.len());
    let board = p.position.board();
    for answer in &p.answers {
        let mut tiles = answer.placements.clone();
        tiles.sort_by_key(|t| t.pos);
        assert_eq!(tiles[0].face, EQ);
        assert!(tiles[1..].iter().all(|t| is_number(t.face)));
        assert!(closes(&board, &answer.placements));
    }
    // Every closing play is among them: none left out of the full list.
    let rules = p.position.rules();
    let closing = all_moves(&rules, &board, &p.position.rack)
        .into_iter()
        .filter(|m| closes(&board, &m.placements))
        .count();
    assert_eq!(closing, p.answers.len());
    // A play that does not close is no answer.
    if let Some(other) = all_moves(&rules, &board, &p.position.rack)
        .into_iter()
        .find(|m| !closes(&board, &m.placements))
    {
        assert_eq!(p.grade(&other.placements).rank, None);
    }
    // Crossword has no equations to close.
    let words = common::enable();
    assert!(
        make(
            spec(9, PuzzleKind::Close, Difficulty::Easy, TileSetId::English),
            Some(words)
        )
        .is_none()
    );
}

#[test]
fn a_puzzle_is_measured_the_same_everywhere_and_rated_within_range() {
    use krada_features::puzzle_rating::{RATING_RANGE, measure, puzzle_rating};
    let spec = PuzzleSpec {
        seed: 2,
        kind: PuzzleKind::BestScore,
        difficulty: Difficulty::Easy,
        tiles: TileSetId::Standard,
    };
    let puzzle = make(spec, None).unwrap();
    let m = measure(&puzzle);
    assert_eq!(
        m,
        measure(&make(spec, None).unwrap()),
        "the same puzzle, the same measure"
    );
    assert_eq!(m.answers, puzzle.answers.len());
    assert_eq!(m.tiles, puzzle.answers[0].placements.len());
    assert!((1..=m.answers + 1).contains(&m.easy_rank));
    assert!((1..=m.answers + 1).contains(&m.medium_rank));
    let best = puzzle.answers[0].score;
    let second = puzzle.answers.iter().map(|a| a.score).find(|&s| s < best);
    assert_eq!(m.gap, second.map_or(0, |s| best - s));
    let rating = puzzle_rating(&m, Difficulty::Easy);
    assert!((RATING_RANGE.0..=RATING_RANGE.1).contains(&rating));
    // The level anchors it: the same measures rate higher at a higher level.
    assert_eq!(puzzle_rating(&m, Difficulty::Hard) - rating, 600.0 - 48.0);
}

/// An endgame puzzle: the bag is empty, every play is valued by the exact
/// search (what it secures by the end), the best by that value answers it,
/// and a hard one's best is not the top scorer.
#[test]
fn an_endgame_puzzle_ranks_plays_by_the_final_spread() {
    use krada_ai::endgame::solve;
    for difficulty in [Difficulty::Easy, Difficulty::Hard] {
        let p = make(
            spec(2, PuzzleKind::Endgame, difficulty, TileSetId::Standard),
            None,
        )
        .expect("an endgame puzzle");
        assert_eq!(p.position.bag_len, 0);
        let outcomes: Vec<i32> = p.answers.iter().map(|a| a.outcome.unwrap()).collect();
        assert!(outcomes.windows(2).all(|w| w[0] >= w[1]), "best first");
        let exact = solve(&p.position, p.position.scoreless, &mut || false).unwrap();
        assert_eq!(outcomes[0], exact.value, "the best is the search's value");
        let best = &p.answers[0];
        let top_score = p.answers.iter().map(|a| a.score).max().unwrap();
        match difficulty {
            Difficulty::Easy => assert_eq!(best.score, top_score),
            _ => assert!(best.score < top_score, "the top scorer is a trap"),
        }
        // Graded by what it secures: the top scorer ranks below the best.
        let top = p.answers.iter().find(|a| a.score == top_score).unwrap();
        let grade = p.grade(&top.placements);
        assert_eq!(grade.outcome, top.outcome);
        let above = outcomes
            .iter()
            .filter(|&&o| o > top.outcome.unwrap())
            .count();
        assert_eq!(grade.rank, Some(1 + above));
        assert_eq!(grade.distance() as i32, outcomes[0] - top.outcome.unwrap());
        assert!(p.grade(&best.placements).is_best());
    }
}

/// A Crossword puzzle by answer length: every answer makes a word of that
/// many letters along its line, the best of them scores most; A-Math has
/// none.
#[test]
fn a_length_puzzle_asks_for_a_word_of_that_many_letters() {
    use krada_engine::play::score;
    let words = common::enable();
    for letters in [2u8, 4, 7] {
        let p = make(
            spec(
                3,
                PuzzleKind::Length(letters),
                Difficulty::Easy,
                TileSetId::English,
            ),
            Some(words.clone()),
        )
        .expect("a length puzzle");
        let rules = p.position.rules();
        let board = p.position.board();
        for a in &p.answers {
            let lines = score(&rules, &board, &a.placements).unwrap().lines;
            assert_eq!(lines[0].faces.len(), usize::from(letters));
        }
        // Every play of that length is there.
        let all = all_moves(&rules, &board, &p.position.rack);
        let of_length = all
            .iter()
            .filter(|m| {
                let lines = score(&rules, &board, &m.placements).unwrap().lines;
                lines[0].faces.len() == usize::from(letters)
            })
            .count();
        assert_eq!(p.answers.len(), of_length);
        assert!(p.answers.windows(2).all(|w| w[0].score >= w[1].score));
    }
    let amath = spec(
        3,
        PuzzleKind::Length(4),
        Difficulty::Easy,
        TileSetId::Standard,
    );
    assert!(make(amath, None).is_none());
}

/// Kinds keep their numbers (links and seeds depend on them) and their
/// names read back.
#[test]
fn kinds_keep_their_numbers_and_names() {
    assert_eq!(PuzzleKind::BestScore.code(), 0);
    assert_eq!(PuzzleKind::Close.code(), 3);
    assert_eq!(PuzzleKind::Endgame.code(), 4);
    assert_eq!(PuzzleKind::Length(4).code(), 7);
    for kind in PuzzleKind::ALL {
        assert_eq!(PuzzleKind::parse(kind.name()), Some(kind));
    }
    assert_eq!(PuzzleKind::parse("length-4"), Some(PuzzleKind::Length(4)));
}

/// Served near a rating: the puzzle found is no farther from it than the
/// asked level's, keeps its number (issue 49: "Next puzzle" went 2 → 4), and
/// its spec (with the level it came from) makes it again.
#[test]
fn a_puzzle_near_a_rating_is_the_nearest_of_a_few_and_made_again_from_its_spec() {
    use krada_features::puzzle_rating::{make_near, measure, puzzle_rating};
    let s = spec(
        11,
        PuzzleKind::BestScore,
        Difficulty::Medium,
        TileSetId::Standard,
    );
    let first = make(s, None).unwrap();
    let first_rating = puzzle_rating(&measure(&first), s.difficulty);
    for target in [1300.0, 1700.0] {
        let (near, rating) = make_near(s, None, target).unwrap();
        assert!((rating - target).abs() <= (first_rating - target).abs());
        // The number asked for, at the level asked or the next toward it.
        assert_eq!(near.spec.seed, s.seed);
        let toward = if target > 1500.0 {
            Difficulty::Hard
        } else {
            Difficulty::Easy
        };
        assert!([s.difficulty, toward].contains(&near.spec.difficulty));
        let again = make(near.spec, None).unwrap();
        assert_eq!(again.position, near.position);
        assert_eq!(
            puzzle_rating(&measure(&again), near.spec.difficulty),
            rating
        );
    }
    // An endgame costs more to make: its first seed's puzzle, whatever the
    // rating.
    let endgame = spec(
        2,
        PuzzleKind::Endgame,
        Difficulty::Hard,
        TileSetId::Standard,
    );
    let (near, _) = make_near(endgame, None, 2500.0).unwrap();
    assert_eq!(near.spec, endgame);
}

/// Issue 49: the `+/-` tile showing `-` on a premium square was praised as
/// the best play when the `-` tile there scores more. A try is graded by
/// the tiles it lays, not by how it reads.
#[test]
fn a_play_that_reads_like_the_best_but_scores_less_is_not_the_best() {
    use krada_ai::plays::faces_on_squares;
    let (puzzle, lower) = (1..200)
        .filter_map(|seed| {
            make(
                spec(
                    seed,
                    PuzzleKind::BestScore,
                    Difficulty::Medium,
                    TileSetId::Standard,
                ),
                None,
            )
        })
        .find_map(|p| {
            let best = p.answers.first()?.clone();
            let lower = p.answers.iter().find(|a| {
                faces_on_squares(&a.placements) == faces_on_squares(&best.placements)
                    && a.score < best.score
            })?;
            let lower = lower.clone();
            Some((p, lower))
        })
        .expect("some puzzle's best play reads like a lesser one");
    let best = &puzzle.answers[0];
    assert!(puzzle.grade(&best.placements).is_best());
    let graded = puzzle.grade(&lower.placements);
    assert_eq!(graded.score, lower.score);
    assert_eq!(graded.best_score, best.score);
    assert!(!graded.is_best(), "{} read as {}", lower.score, best.score);
    assert_eq!(
        graded.rank,
        Some(
            1 + puzzle
                .answers
                .iter()
                .filter(|a| a.score > lower.score)
                .count()
        )
    );
    // The order the tiles were laid in does not matter.
    let mut reversed = lower.placements.clone();
    reversed.reverse();
    assert_eq!(puzzle.grade(&reversed), graded);
}

/// A pre-endgame puzzle (Crossword): one tile in the bag; the hard level's
/// best plays, each read over every tile the side may draw (weighted by how
/// often it is unseen), ranked by the draws they win; a hard one's best is
/// out-scored by plays that win fewer. A-Math has none (docs/rules.md's
/// pre-endgame is read too slowly there to make one on a device).
#[test]
fn a_pre_endgame_puzzle_ranks_the_plays_read_by_the_draws_they_win() {
    use krada_ai::equity::best_moves;
    use krada_ai::preendgame::{PreEndgame, weigh_these};
    let words = common::enable();
    for (seed, difficulty) in [(1, Difficulty::Easy), (2, Difficulty::Hard)] {
        let p = make(
            spec(seed, PuzzleKind::PreEndgame, difficulty, TileSetId::English),
            Some(words.clone()),
        )
        .expect("a pre-endgame puzzle");
        assert_eq!(p.position.bag_len, 1);
        let unseen: u64 = p.position.unseen.iter().map(|&n| u64::from(n)).sum();
        let draws: Vec<_> = p.answers.iter().map(|a| a.draws.unwrap()).collect();
        assert!(draws.iter().all(|d| d.of == unseen), "every unseen tile");
        assert!(draws.windows(2).all(|w| w[0].won >= w[1].won), "most first");
        assert!(draws[0].won > draws.last().unwrap().won, "a play to find");
        // The plays read are the hard level's best.
        let (rated, _) = best_moves(&p.position, p.answers.len(), &mut || false);
        for r in &rated {
            assert!(
                p.answers
                    .iter()
                    .any(|a| a.placements[..] == r.play.placements[..])
            );
        }
        // The best's draws are the reading's, play by play.
        let best = &p.answers[0];
        let alone = weigh_these(
            &p.position,
            &[(&best.placements[..], best.score)],
            PreEndgame::DEFAULT.limits,
            &mut || false,
        )
        .unwrap();
        assert_eq!(alone[0].outcome.draws_won(), draws[0]);
        // Graded by the draws won: a lower play's rank and shortfall.
        let last = p.answers.last().unwrap();
        let grade = p.grade(&last.placements);
        let above = draws
            .iter()
            .filter(|d| d.won > last.draws.unwrap().won)
            .count();
        assert_eq!(grade.rank, Some(1 + above));
        assert_eq!(grade.draws, last.draws);
        let short = grade.draws_short().unwrap();
        assert_eq!(short.won, draws[0].won - last.draws.unwrap().won);
        assert!(p.grade(&best.placements).is_best());
        // The top scorer of the plays read is best at easy, a trap at hard.
        let most = p
            .answers
            .iter()
            .filter(|a| a.draws.unwrap().won == draws[0].won);
        let best_score = most.map(|a| a.score).max().unwrap();
        let top_score = p.answers.iter().map(|a| a.score).max().unwrap();
        match difficulty {
            Difficulty::Easy => assert_eq!(best_score, top_score),
            _ => assert!(
                p.answers.iter().filter(|a| a.score > best_score).count() >= 3,
                "plays that score more win fewer draws"
            ),
        }
        // A legal play the puzzle did not read is read when laid: its
        // score, over the same draws; an illegal one is not.
        let rules = p.position.rules();
        let unread = all_moves(&rules, &p.position.board(), &p.position.rack)
            .into_iter()
            .find(|m| !p.answers.iter().any(|a| a.placements == m.placements[..]))
            .expect("more plays than the puzzle reads");
        assert_eq!(p.grade(&unread.placements).rank, None);
        let answer = read_play(&p.position, &unread.placements, &mut || false).unwrap();
        assert_eq!(answer.score, unread.score);
        assert_eq!(answer.draws.unwrap().of, unseen);
        assert_eq!(
            read_play(&p.position, &unread.placements[..0], &mut || false),
            None
        );
    }
    let amath = spec(
        1,
        PuzzleKind::PreEndgame,
        Difficulty::Easy,
        TileSetId::Standard,
    );
    assert!(make(amath, None).is_none());
}

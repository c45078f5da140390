//! A worksheet for a class: puzzles of the kinds, level and tiles a teacher
//! picks, laid out for A4 paper with an answer key. The same choices give
//! the same sheet on any device.

use krada_ai::position::Position;
use krada_engine::game::Game;
use krada_engine::layout::{CELLS, Pos, Premium};
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::face_symbol;
use krada_engine::record::GameRecord;
use krada_engine::tileset::TileSetId;
use krada_features::puzzle::{Answer, Difficulty, PuzzleKind, PuzzleSpec};
use krada_features::review::line_of;
use std::sync::Arc;

/// How many puzzles a sheet may hold.
pub const COUNTS: std::ops::RangeInclusive<usize> = 6..=24;

/// The teacher's choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorksheetForm {
    pub kinds: Vec<PuzzleKind>,
    pub level: Difficulty,
    pub tiles: TileSetId,
    pub count: usize,
    pub seed: u64,
}

impl Default for WorksheetForm {
    fn default() -> WorksheetForm {
        WorksheetForm {
            kinds: vec![PuzzleKind::BestScore],
            level: Difficulty::Easy,
            tiles: TileSetId::default(),
            count: 6,
            seed: 1,
        }
    }
}

impl WorksheetForm {
    /// The kinds the tiles allow (closing an equation is A-Math's alone),
    /// best score when none is left.
    fn kinds(&self) -> Vec<PuzzleKind> {
        let kinds: Vec<PuzzleKind> = self
            .kinds
            .iter()
            .copied()
            .filter(|&k| k.fits(self.tiles))
            .collect();
        match kinds.is_empty() {
            true => vec![PuzzleKind::BestScore],
            false => kinds,
        }
    }

    /// The count asked for, within [`COUNTS`].
    pub fn count(&self) -> usize {
        self.count.clamp(*COUNTS.start(), *COUNTS.end())
    }

    /// The `n`th puzzle to try, the kinds in turn. A seed that makes no
    /// puzzle is passed over: the sheet keeps trying the next `n`.
    pub fn spec(&self, n: usize) -> PuzzleSpec {
        let kinds = self.kinds();
        PuzzleSpec {
            seed: self.seed.wrapping_mul(1_000).wrapping_add(n as u64),
            kind: kinds[n % kinds.len()],
            difficulty: self.level,
            tiles: self.tiles,
        }
    }
}

/// One square of a printed board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Square {
    Tile(String),
    Empty(Premium),
}

/// A puzzle as the sheet prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetPuzzle {
    pub spec: PuzzleSpec,
    /// Row by row from A1.
    pub board: Vec<Square>,
    pub rack: String,
    /// The other side's tiles, known once the bag is empty (an endgame).
    pub other_rack: Option<String>,
    /// Every answer worth the best, as players write it (the same line
    /// counted once), best first: a key that lists one of several marks
    /// the others wrong.
    pub answers: Vec<String>,
    /// What the best answers score.
    pub score: u32,
    /// An endgame's: the spread the best answer secures by the end.
    pub outcome: Option<i32>,
}

impl SheetPuzzle {
    /// The puzzle the worker made (its game record and answers), as the
    /// sheet prints it; `None` when the record cannot be replayed.
    pub fn of(
        spec: PuzzleSpec,
        record_json: &str,
        answers: &[Answer],
        lexicon: Option<Arc<Lexicon>>,
    ) -> Option<SheetPuzzle> {
        let record = GameRecord::from_json(record_json).ok()?;
        let game = Game::from_record_with(&record, lexicon).ok()?;
        let position = Position::of(&game);
        let rules = game.rules();
        let board = game.board();
        let squares = (0..CELLS)
            .map(|i| {
                let pos = Pos::from_index(i);
                match board.get(pos) {
                    Some(tile) => Square::Tile(face_symbol(rules.kind, tile.face)),
                    None => Square::Empty(rules.layout.cells[i]),
                }
            })
            .collect();
        let best = answers.first()?;
        let mut seen = std::collections::BTreeSet::new();
        let tops: Vec<String> = answers
            .iter()
            .take_while(|a| a.worth() == best.worth())
            .map(|a| line_of(&position, &a.placements))
            .filter(|line| seen.insert(line.clone()))
            .collect();
        // Tiles as printed on them (`+/-`, `?`), for students.
        let labels = |side: u8| krada_text::tile_labels(&rules.tiles, game.rack(side));
        let mover = game.to_move();
        Some(SheetPuzzle {
            spec,
            board: squares,
            rack: labels(mover),
            other_rack: (game.bag_len() == 0).then(|| labels(1 - mover)),
            answers: tops,
            score: best.score,
            outcome: best.outcome,
        })
    }
}

/// How many tied answers a key lists in full; past it, a few and the count.
pub const KEY_LISTED: usize = 4;

impl SheetPuzzle {
    /// The key's line: every top answer with the score, or, when more tie
    /// than fit, `any` (the words for "any play worth {score}: {n} plays,
    /// such as") and the first few.
    pub fn key(&self, any: &str) -> String {
        let score = self.score.to_string();
        if self.answers.len() <= KEY_LISTED {
            return format!("{} — {score}", self.answers.join(" · "));
        }
        let n = self.answers.len().to_string();
        let any = any.replace("{score}", &score).replace("{n}", &n);
        format!("{any} {} …", self.answers[..KEY_LISTED - 1].join(" · "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_choices_give_the_same_puzzles_the_kinds_in_turn() {
        let form = WorksheetForm {
            kinds: vec![PuzzleKind::BestScore, PuzzleKind::Bingo],
            seed: 7,
            ..WorksheetForm::default()
        };
        let specs: Vec<PuzzleSpec> = (0..4).map(|n| form.spec(n)).collect();
        assert_eq!(
            specs,
            (0..4).map(|n| form.clone().spec(n)).collect::<Vec<_>>()
        );
        let kinds: Vec<PuzzleKind> = specs.iter().map(|s| s.kind).collect();
        assert_eq!(
            kinds,
            [
                PuzzleKind::BestScore,
                PuzzleKind::Bingo,
                PuzzleKind::BestScore,
                PuzzleKind::Bingo
            ]
        );
        let seeds: std::collections::BTreeSet<u64> = specs.iter().map(|s| s.seed).collect();
        assert_eq!(seeds.len(), 4, "each puzzle its own");
        // Another sheet number, other puzzles.
        let other = WorksheetForm {
            seed: 8,
            ..form.clone()
        };
        assert_ne!(other.spec(0).seed, form.spec(0).seed);
    }

    #[test]
    fn a_made_puzzle_prints_its_board_rack_and_best_answer() {
        let spec = WorksheetForm::default().spec(0);
        let puzzle = krada_features::puzzle::make(spec, None).expect("a puzzle");
        let json = puzzle.record.clone();
        let sheet = SheetPuzzle::of(spec, &json, &puzzle.answers, None).unwrap();
        assert_eq!(sheet.board.len(), CELLS);
        let tiles = sheet
            .board
            .iter()
            .filter(|s| matches!(s, Square::Tile(_)))
            .count();
        assert_eq!(tiles, puzzle.position.board().tiles().count());
        assert!(!sheet.rack.is_empty());
        assert_eq!(sheet.score, puzzle.answers[0].score);
        let key = sheet.key("any play worth {score}: {n} plays, such as");
        assert!(key.contains(&sheet.answers[0]), "{key}");
        // The same spec, the same sheet.
        assert_eq!(
            SheetPuzzle::of(spec, &json, &puzzle.answers, None),
            Some(sheet)
        );
    }

    #[test]
    fn a_sheet_holds_six_to_twenty_four_and_crossword_has_no_closing() {
        let mut form = WorksheetForm {
            count: 2,
            ..WorksheetForm::default()
        };
        assert_eq!(form.count(), 6);
        form.count = 40;
        assert_eq!(form.count(), 24);
        form.tiles = TileSetId::English;
        form.kinds = vec![PuzzleKind::Close];
        assert_eq!(form.spec(0).kind, PuzzleKind::BestScore);
        form.kinds = vec![PuzzleKind::Close, PuzzleKind::Drill];
        assert_eq!(form.spec(0).kind, PuzzleKind::Drill);
        // A word's length is Crossword's alone.
        form.kinds = vec![PuzzleKind::Length(4)];
        assert_eq!(form.spec(0).kind, PuzzleKind::Length(4));
        form.tiles = TileSetId::Standard;
        assert_eq!(form.spec(0).kind, PuzzleKind::BestScore);
    }

    #[test]
    fn an_endgame_prints_the_other_sides_tiles_and_the_spread_it_secures() {
        let spec = WorksheetForm {
            kinds: vec![PuzzleKind::Endgame],
            ..WorksheetForm::default()
        }
        .spec(0);
        let puzzle = krada_features::puzzle::make(spec, None).expect("an endgame");
        let sheet = SheetPuzzle::of(spec, &puzzle.record, &puzzle.answers, None).unwrap();
        let game = Game::from_record(&GameRecord::from_json(&puzzle.record).unwrap()).unwrap();
        let other = game.rack(1 - game.to_move()).len();
        let printed = sheet.other_rack.clone().expect("the other side's tiles");
        assert_eq!(printed.split(' ').count(), other);
        assert!(puzzle.answers[0].outcome.is_some());
        assert_eq!(sheet.outcome, puzzle.answers[0].outcome);
        // Before the bag is empty the other side's tiles are not known.
        let best = WorksheetForm::default().spec(0);
        let p = krada_features::puzzle::make(best, None).unwrap();
        assert_eq!(
            SheetPuzzle::of(best, &p.record, &p.answers, None)
                .unwrap()
                .other_rack,
            None
        );
    }

    /// Issue 49: of 12 puzzles, 8 had several plays of the top score and
    /// the key listed one. Every top answer is in the key, once each.
    #[test]
    fn the_key_lists_every_answer_worth_the_best() {
        let form = WorksheetForm::default();
        let (sheet, puzzle) = (0..40)
            .filter_map(|n| {
                let spec = form.spec(n);
                let puzzle = krada_features::puzzle::make(spec, None)?;
                let sheet = SheetPuzzle::of(spec, &puzzle.record, &puzzle.answers, None)?;
                Some((sheet, puzzle))
            })
            .find(|(sheet, _)| sheet.answers.len() > 1)
            .expect("a puzzle with tied answers");
        let best = puzzle.answers[0].score;
        let game = Game::from_record(&GameRecord::from_json(&puzzle.record).unwrap()).unwrap();
        let position = Position::of(&game);
        let lines: std::collections::BTreeSet<String> = puzzle
            .answers
            .iter()
            .filter(|a| a.score == best)
            .map(|a| line_of(&position, &a.placements))
            .collect();
        assert_eq!(sheet.answers.len(), lines.len());
        assert!(sheet.answers.iter().all(|a| lines.contains(a)));
        let key = sheet.key("any play worth {score}: {n} plays, such as");
        if lines.len() <= KEY_LISTED {
            assert!(lines.iter().all(|l| key.contains(l.as_str())), "{key}");
        } else {
            assert!(
                key.contains(&format!("{best}: {} plays", lines.len())),
                "{key}"
            );
        }
    }
}

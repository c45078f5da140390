//! "Find the best play": a board and a rack from a game the computer plays
//! against itself, the same for a seed on every device, and every legal
//! play ranked so an answer is graded exactly.

use krada_ai::movegen::all_moves;
use krada_ai::plays::{Move, faces_on_squares, tile_order};
use krada_ai::position::Position;
use krada_ai::selfplay::greedy_opening_with;
use krada_engine::board::Board;
use krada_engine::layout::Dir;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What the player is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PuzzleKind {
    /// The play that scores most.
    BestScore,
    /// A play of the whole rack; the best-scoring one is best.
    Bingo,
    /// A drill on the empty board: any equation (any word) that uses every
    /// tile of the rack solves it.
    Drill,
    /// A-Math: close an equation on the board with `=` and a number laid
    /// right after its end; the best-scoring such play is best.
    Close,
}

impl PuzzleKind {
    pub const ALL: [PuzzleKind; 4] = [
        PuzzleKind::BestScore,
        PuzzleKind::Bingo,
        PuzzleKind::Drill,
        PuzzleKind::Close,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::BestScore => "best",
            PuzzleKind::Bingo => "bingo",
            PuzzleKind::Drill => "drill",
            PuzzleKind::Close => "close",
        }
    }

    /// Whether only plays of the whole rack answer it.
    fn whole_rack(self) -> bool {
        matches!(self, PuzzleKind::Bingo | PuzzleKind::Drill)
    }

    pub fn parse(text: &str) -> Option<PuzzleKind> {
        PuzzleKind::ALL.into_iter().find(|k| k.name() == text)
    }
}

/// How hard a puzzle is: by how many plays the rack has on its board, the
/// haystack the best one hides in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == text)
    }

    /// The number of candidate plays (bingos, for a bingo puzzle) this
    /// difficulty takes, at least and below.
    fn plays(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (1, 60),
            Difficulty::Medium => (60, 600),
            Difficulty::Hard => (600, usize::MAX),
        }
    }

    /// For a closing puzzle, the number of closing plays: a lone one is hard
    /// to see.
    fn closings(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (8, usize::MAX),
            Difficulty::Medium => (3, 8),
            Difficulty::Hard => (1, 3),
        }
    }

    /// For a drill, the number of different solutions: many are easy to
    /// find, few are hard. (An equation's sides swapped or its terms
    /// reordered count apart, so a rack with any solution has several.)
    fn solutions(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (80, usize::MAX),
            Difficulty::Medium => (20, 80),
            Difficulty::Hard => (1, 20),
        }
    }
}

/// What makes a puzzle: the same spec is the same puzzle everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSpec {
    pub seed: u64,
    pub kind: PuzzleKind,
    pub difficulty: Difficulty,
    pub tiles: TileSetId,
}

/// A puzzle and its answers.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub spec: PuzzleSpec,
    pub position: Position,
    /// The game it comes from and after how many turns, and that game's
    /// record (JSON), which replays to the puzzle's position.
    pub game_seed: u64,
    pub turn: usize,
    pub record: String,
    /// Every play that answers the kind, best first.
    pub answers: Vec<Answer>,
}

/// A play that answers a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub placements: Vec<Placement>,
    pub score: u32,
}

/// How an answer did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grade {
    /// 1 + how many answers score more; `None` when the play does not
    /// answer the puzzle (not legal, or not a bingo in a bingo puzzle).
    pub rank: Option<usize>,
    pub answers: usize,
    pub score: u32,
    pub best_score: u32,
}

impl Grade {
    pub fn is_best(&self) -> bool {
        self.rank == Some(1)
    }

    /// Points short of the best.
    pub fn distance(&self) -> u32 {
        self.best_score.saturating_sub(self.score)
    }
}

/// A step of help, each giving away more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clue {
    /// The best play's first square, as the board names it (`H8`).
    Square(String),
    /// How many tiles the best play lays (all of them: a bingo).
    Tiles { count: usize, bingo: bool },
    /// What the best play scores.
    Score(u32),
}

/// How many games are tried before a spec is given up (none qualifies).
const GAMES: u64 = 40;

/// The puzzle of a spec, or `None` when no game from it gives one (a
/// bingo puzzle of the primary set, for instance, may not exist).
pub fn make(spec: PuzzleSpec, lexicon: Option<Arc<Lexicon>>) -> Option<Puzzle> {
    if spec.kind == PuzzleKind::Close && spec.tiles == TileSetId::English {
        return None; // words have no equation to close
    }
    // About one first rack in seven has a solution: drills look further.
    let games = match spec.kind {
        PuzzleKind::Drill => GAMES * 5,
        _ => GAMES,
    };
    for attempt in 0..games {
        let game_seed = mix(spec.seed, attempt, spec);
        // A turn between the third and the twelfth, from the seed; a drill
        // is the first rack of a game, on the empty board.
        let turn = match spec.kind {
            PuzzleKind::Drill => 0,
            _ => 2 + (game_seed % 10) as usize,
        };
        let game = greedy_opening_with(spec.tiles, lexicon.clone(), game_seed, turn);
        if game.is_over() || game.bag_len() == 0 {
            continue;
        }
        let position = Position::of(&game);
        let answers = answers(&position, spec.kind);
        let (least, below, found) = match spec.kind {
            PuzzleKind::Drill => {
                let (least, below) = spec.difficulty.solutions();
                (least, below, solutions(&position, &answers).len())
            }
            PuzzleKind::Close => {
                let (least, below) = spec.difficulty.closings();
                (least, below, answers.len())
            }
            _ => {
                let (least, below) = spec.difficulty.plays();
                (least, below, answers.len())
            }
        };
        if found >= least && found < below {
            return Some(Puzzle {
                spec,
                position,
                game_seed,
                turn,
                record: game.record().to_json(),
                answers,
            });
        }
    }
    None
}

/// Every play that answers `kind`, best score first (ties in a fixed order).
pub fn answers(position: &Position, kind: PuzzleKind) -> Vec<Answer> {
    let rules = position.rules();
    let mut plays: Vec<Move> = all_moves(&rules, &position.board(), &position.rack);
    if kind.whole_rack() {
        plays.retain(|m| m.placements.len() == rules.rack_size);
    }
    if kind == PuzzleKind::Close {
        let board = position.board();
        plays.retain(|m| rules.kind == GameKind::AMath && closes(&board, &m.placements));
    }
    plays.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| tile_order(a, b)));
    plays
        .into_iter()
        .map(|m| Answer {
            placements: m.placements.to_vec(),
            score: m.score,
        })
        .collect()
}

impl Puzzle {
    /// Grades a play laid by the player.
    pub fn grade(&self, placements: &[Placement]) -> Grade {
        grade(&self.answers, placements)
    }

    /// The clues, least given away first.
    pub fn clues(&self) -> Vec<Clue> {
        clues(&self.answers, self.position.rules().rack_size)
    }
}

/// Whether new tiles close an equation: `=` then numbers only, in one
/// unbroken run laid right after the end of a line of three tiles or more
/// on the board.
pub fn closes(board: &Board, placements: &[Placement]) -> bool {
    use krada_engine::face::amath::{EQ, is_number};
    let mut tiles = placements.to_vec();
    tiles.sort_by_key(|p| p.pos);
    let [first, rest @ ..] = tiles.as_slice() else {
        return false;
    };
    if rest.is_empty() || first.face != EQ || !rest.iter().all(|p| is_number(p.face)) {
        return false;
    }
    let dir = if tiles.iter().all(|p| p.pos.row == first.pos.row) {
        Dir::Across
    } else {
        Dir::Down
    };
    let unbroken = tiles
        .windows(2)
        .all(|w| w[0].pos.step(dir, 1) == Some(w[1].pos));
    // The tiles before it in its line: an expression or equation, three
    // tiles at least (a lone tile of a crossing line is not one).
    let mut before = 0;
    let mut at = first.pos.step(dir, -1);
    while let Some(pos) = at.filter(|&p| board.is_occupied(p)) {
        before += 1;
        at = pos.step(dir, -1);
    }
    let after_a_line = before >= 3;
    let last = tiles.last().expect("two tiles or more").pos;
    let ends_there = last.step(dir, 1).is_none_or(|p| !board.is_occupied(p));
    unbroken && after_a_line && ends_there
}

/// The different equations (or words) the answers make, as a player reads
/// them, in the answers' order, each with the index of the first answer
/// that makes it: on an empty board one equation can be laid in many
/// places, and a drill counts it once.
pub fn solutions(position: &Position, answers: &[Answer]) -> Vec<(String, usize)> {
    let rules = position.rules();
    let board = position.board();
    let mut seen = std::collections::BTreeSet::new();
    answers
        .iter()
        .enumerate()
        .filter_map(|(i, a)| {
            let scored = krada_engine::play::score(&rules, &board, &a.placements).ok()?;
            let line = scored.lines.first()?;
            let text = krada_engine::notation::display_faces(rules.kind, &line.faces);
            seen.insert(text.clone()).then_some((text, i))
        })
        .collect()
}

/// Grades a play against a puzzle's answers (best first).
pub fn grade(answers: &[Answer], placements: &[Placement]) -> Grade {
    let best_score = answers.first().map_or(0, |m| m.score);
    // Which tile (a blank or a real one) shows a face does not matter.
    let laid = faces_on_squares(placements);
    let found = answers
        .iter()
        .find(|m| faces_on_squares(&m.placements) == laid);
    match found {
        Some(play) => Grade {
            rank: Some(1 + answers.iter().filter(|m| m.score > play.score).count()),
            answers: answers.len(),
            score: play.score,
            best_score,
        },
        None => Grade {
            rank: None,
            answers: answers.len(),
            score: 0,
            best_score,
        },
    }
}

/// The clues to the best answer, least given away first.
pub fn clues(answers: &[Answer], rack_size: usize) -> Vec<Clue> {
    let Some(best) = answers.first() else {
        return Vec::new();
    };
    let first = best
        .placements
        .iter()
        .map(|p| p.pos)
        .min()
        .expect("a play lays a tile");
    vec![
        Clue::Square(first.name()),
        Clue::Tiles {
            count: best.placements.len(),
            bingo: best.placements.len() == rack_size,
        },
        Clue::Score(best.score),
    ]
}

/// The puzzle number of a day: days since 2026-01-01 (from a Unix time in
/// milliseconds), so everyone's daily puzzle is the same without a server.
pub fn daily_seed(unix_ms: f64) -> u64 {
    const START_DAY: i64 = 20_454; // 2026-01-01 in days since 1970-01-01
    let day = (unix_ms / 86_400_000.0).floor() as i64;
    (day - START_DAY).max(0) as u64
}

/// A game seed from the puzzle seed and the attempt: a fixed mix, so the
/// same spec finds the same game on any machine.
fn mix(seed: u64, attempt: u64, spec: PuzzleSpec) -> u64 {
    let kind = spec.kind as u64;
    let difficulty = spec.difficulty as u64;
    let tiles = spec.tiles as u64;
    let mut h = 0x9e37_79b9_7f4a_7c15u64;
    // Each part mixed in on its own: `seed ^ attempt` would make seed 1's
    // second game seed 2's first.
    for part in [seed, attempt, kind, difficulty, tiles] {
        h = (h ^ part).wrapping_mul(0x100_0000_01b3).rotate_left(29);
    }
    h >> 16
}

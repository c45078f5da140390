//! "Find the best play": a board and a rack from a game the computer plays
//! against itself, the same for a seed on every device, and every legal
//! play ranked so an answer is graded exactly.

use krada_ai::endgame::{Limits, Step, value_each};
use krada_ai::equity::best_moves;
use krada_ai::movegen::all_moves;
use krada_ai::plays::{Move, placement_order, same_play, tile_order};
use krada_ai::position::Position;
use krada_ai::preendgame::{DrawsWon, Outcome, PreEndgame, by_draws_won, weigh_these};
use krada_ai::selfplay::{greedy_bag_of_one, greedy_endgame, greedy_opening_with};
use krada_engine::board::Board;
use krada_engine::game::Game;
use krada_engine::layout::Dir;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_engine::rules::{GameKind, Rules};
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
    /// The bag is empty, so the other side's tiles are known: the play that
    /// ends the game best (the final spread, both sides playing best after
    /// it), found by the exact endgame search.
    Endgame,
    /// Crossword: the top-scoring play whose word (along the line it is
    /// laid in) has this many letters.
    Length(u8),
    /// One tile is left in the bag: the play that wins on the most of the
    /// draws the opponent may make after it, each endgame played out best
    /// (the pre-endgame's reading, docs/computer-player.md).
    PreEndgame,
}

/// The word lengths a puzzle may ask for.
pub const LENGTHS: std::ops::RangeInclusive<u8> = 2..=8;

const LENGTH_NAMES: [&str; 7] = [
    "length-2", "length-3", "length-4", "length-5", "length-6", "length-7", "length-8",
];

impl PuzzleKind {
    /// Every kind, in a fixed order: links number a kind by its place
    /// here, so new kinds are only ever added at the end.
    pub const ALL: [PuzzleKind; 13] = [
        PuzzleKind::BestScore,
        PuzzleKind::Bingo,
        PuzzleKind::Drill,
        PuzzleKind::Close,
        PuzzleKind::Endgame,
        PuzzleKind::Length(2),
        PuzzleKind::Length(3),
        PuzzleKind::Length(4),
        PuzzleKind::Length(5),
        PuzzleKind::Length(6),
        PuzzleKind::Length(7),
        PuzzleKind::Length(8),
        PuzzleKind::PreEndgame,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::BestScore => "best",
            PuzzleKind::Bingo => "bingo",
            PuzzleKind::Drill => "drill",
            PuzzleKind::Close => "close",
            PuzzleKind::Endgame => "endgame",
            PuzzleKind::PreEndgame => "pre-endgame",
            PuzzleKind::Length(n) => LENGTH_NAMES
                .get(usize::from(n.wrapping_sub(*LENGTHS.start())))
                .copied()
                .unwrap_or("length"),
        }
    }

    /// The kind's number: its place in [`PuzzleKind::ALL`] (for the first
    /// four, what they were numbered before there were others).
    pub fn code(self) -> u64 {
        PuzzleKind::ALL.iter().position(|&k| k == self).unwrap_or(0) as u64
    }

    /// Whether only plays of the whole rack answer it.
    fn whole_rack(self) -> bool {
        matches!(self, PuzzleKind::Bingo | PuzzleKind::Drill)
    }

    /// Whether puzzles of this kind exist for a tile set: closing an
    /// equation is A-Math's alone, a word's length Crossword's. So is the
    /// pre-endgame for now: A-Math's reading costs too much to make a
    /// puzzle on the device (an endgame of 8-tile racks generates its plays
    /// about seven times slower; docs/measurements.md, "Making a
    /// pre-endgame puzzle").
    pub fn fits(self, tiles: TileSetId) -> bool {
        let words = tiles.game().needs_words();
        match self {
            PuzzleKind::Close => !words,
            PuzzleKind::Length(_) | PuzzleKind::PreEndgame => words,
            _ => true,
        }
    }

    /// Whether a worksheet may ask for puzzles of this kind: a
    /// pre-endgame takes seconds to make, and a sheet needs a dozen.
    pub fn on_worksheets(self) -> bool {
        self != PuzzleKind::PreEndgame
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

    /// For an endgame, where the best play stands among the plays by
    /// score: the top scorer is easy to see, a quieter play that wins more
    /// by the end is not.
    fn traps(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (1, 2),
            Difficulty::Medium => (2, 4),
            Difficulty::Hard => (4, usize::MAX),
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub placements: Vec<Placement>,
    pub score: u32,
    /// An endgame's answer: the spread it secures by the game's end, which
    /// ranks it instead of its score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<i32>,
    /// A pre-endgame's answer: the draws it wins, which rank it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<DrawsWon>,
}

impl Answer {
    /// What ranks the answer: the draws it wins (in halves: a tie on a
    /// draw counts one) in a pre-endgame, its outcome by the end in an
    /// endgame, else its score.
    pub fn worth(&self) -> i32 {
        match self.draws {
            Some(d) => halves(d),
            None => self.outcome.unwrap_or(self.score as i32),
        }
    }
}

/// The draws won, counted in halves: whole numbers, as the reading counts a
/// tied draw half.
fn halves(draws: DrawsWon) -> i32 {
    (draws.won * 2.0).round() as i32
}

/// How an answer did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    /// 1 + how many answers score more; `None` when the play does not
    /// answer the puzzle (not legal, or not a bingo in a bingo puzzle).
    pub rank: Option<usize>,
    pub answers: usize,
    pub score: u32,
    pub best_score: u32,
    /// An endgame's answer: the spread it secures by the end, and the best
    /// answer's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_outcome: Option<i32>,
    /// A pre-endgame's answer: the draws it wins, and the best answer's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<DrawsWon>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_draws: Option<DrawsWon>,
}

impl Grade {
    pub fn is_best(&self) -> bool {
        self.rank == Some(1)
    }

    /// Points short of the best: of the final spread for an endgame, of
    /// the score otherwise (a pre-endgame's shortfall is in draws:
    /// [`Grade::draws_short`]).
    pub fn distance(&self) -> u32 {
        match (self.outcome, self.best_outcome) {
            (Some(mine), Some(best)) => best.saturating_sub(mine).max(0) as u32,
            _ => self.best_score.saturating_sub(self.score),
        }
    }

    /// A pre-endgame's answer: how many fewer draws it wins than the best
    /// (of the same draws).
    pub fn draws_short(&self) -> Option<DrawsWon> {
        let (mine, best) = (self.draws?, self.best_draws?);
        Some(DrawsWon {
            won: (best.won - mine.won).max(0.0),
            of: best.of,
        })
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
    if !spec.kind.fits(spec.tiles) {
        return None;
    }
    // About one first rack in seven has a solution: drills look further;
    // so do pre-endgames, of which a close game gives one in a few.
    let games = match spec.kind {
        PuzzleKind::Drill => GAMES * 5,
        PuzzleKind::PreEndgame => GAMES * 3,
        _ => GAMES,
    };
    (0..games).find_map(|attempt| {
        let game_seed = mix(spec.seed, attempt, spec);
        candidates(spec, lexicon.clone(), game_seed)
            .into_iter()
            .find_map(|(game, turn)| fitting(spec, game, game_seed, turn))
    })
}

/// The positions of the game from `game_seed` a puzzle of `spec` may be
/// set at, each with the turns played before it.
fn candidates(
    spec: PuzzleSpec,
    lexicon: Option<Arc<Lexicon>>,
    game_seed: u64,
) -> Vec<(Game, usize)> {
    match spec.kind {
        // The first rack of a game, on the empty board.
        PuzzleKind::Drill => vec![(greedy_opening_with(spec.tiles, lexicon, game_seed, 0), 0)],
        // The turns from the bag's emptying on, while both racks are full
        // enough to think about.
        PuzzleKind::Endgame => greedy_endgame(spec.tiles, lexicon, game_seed, ENDGAME_TURNS),
        // The turn one tile is left in the bag.
        PuzzleKind::PreEndgame => greedy_bag_of_one(spec.tiles, lexicon, game_seed)
            .into_iter()
            .collect(),
        // A turn between the third and the twelfth, from the seed.
        _ => {
            let turn = 2 + (game_seed % 10) as usize;
            let game = greedy_opening_with(spec.tiles, lexicon, game_seed, turn);
            match game.is_over() || game.bag_len() == 0 {
                true => Vec::new(),
                false => vec![(game, turn)],
            }
        }
    }
}

/// Endgame positions tried in one game: the turn the bag empties and the
/// next ones.
const ENDGAME_TURNS: usize = 3;

/// The game at `position` as a puzzle of `spec`, if its answers fit the
/// spec's level.
fn fitting(spec: PuzzleSpec, game: Game, game_seed: u64, turn: usize) -> Option<Puzzle> {
    let position = Position::of(&game);
    // A quick reading first: the full one costs too much to make on every
    // position tried.
    if spec.kind == PuzzleKind::PreEndgame {
        let screened = pre_endgame_answers(&position, PRE_ENDGAME_SCREEN);
        if !fits(spec, &position, &screened) {
            return None;
        }
    }
    let answers = answers(&position, spec.kind);
    fits(spec, &position, &answers).then(|| Puzzle {
        spec,
        position,
        game_seed,
        turn,
        record: game.record().to_json(),
        answers,
    })
}

/// Where a pre-endgame's best stands by score: 1 + the plays that score
/// more than any play winning the most draws (several may).
fn pre_endgame_traps(answers: &[Answer]) -> usize {
    let Some(most) = answers.first().map(Answer::worth) else {
        return 0;
    };
    let best_score = answers
        .iter()
        .filter(|a| a.worth() == most)
        .map(|a| a.score)
        .max()
        .unwrap_or(0);
    1 + answers.iter().filter(|a| a.score > best_score).count()
}

/// Whether `answers` of `position` make a puzzle of `spec`'s level.
fn fits(spec: PuzzleSpec, position: &Position, answers: &[Answer]) -> bool {
    let found = match spec.kind {
        PuzzleKind::Drill => solutions(position, answers).len(),
        PuzzleKind::Endgame => answers.first().map_or(0, |best| {
            1 + answers.iter().filter(|a| a.score > best.score).count()
        }),
        PuzzleKind::PreEndgame => pre_endgame_traps(answers),
        _ => answers.len(),
    };
    let (least, below) = match spec.kind {
        PuzzleKind::Drill => spec.difficulty.solutions(),
        PuzzleKind::Close => spec.difficulty.closings(),
        PuzzleKind::Endgame | PuzzleKind::PreEndgame => spec.difficulty.traps(),
        _ => spec.difficulty.plays(),
    };
    found >= least && found < below
}

/// Every play that answers `kind`, best first (ties in a fixed order).
pub fn answers(position: &Position, kind: PuzzleKind) -> Vec<Answer> {
    match kind {
        PuzzleKind::Endgame => return endgame_answers(position),
        PuzzleKind::PreEndgame => return pre_endgame_answers(position, PRE_ENDGAME_LIMITS),
        _ => {}
    }
    let rules = position.rules();
    let board = position.board();
    let mut plays: Vec<Move> = all_moves(&rules, &board, &position.rack);
    if kind.whole_rack() {
        plays.retain(|m| m.placements.len() == rules.rack_size);
    }
    if kind == PuzzleKind::Close {
        plays.retain(|m| rules.kind == GameKind::AMath && closes(&board, &m.placements));
    }
    if let PuzzleKind::Length(letters) = kind {
        plays.retain(|m| word_length(&rules, &board, &m.placements) == Some(letters.into()));
    }
    plays.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| tile_order(a, b)));
    plays
        .into_iter()
        .map(|m| Answer {
            placements: m.placements.to_vec(),
            score: m.score,
            outcome: None,
            draws: None,
        })
        .collect()
}

/// The length of the word a play makes along the line it is laid in.
fn word_length(rules: &Rules, board: &Board, placements: &[Placement]) -> Option<usize> {
    let scored = krada_engine::play::score(rules, board, placements).ok()?;
    scored.lines.first().map(|line| line.faces.len())
}

/// Generations the exact search may make to value every endgame play: a
/// position it cannot finish within them is not a puzzle.
const ENDGAME_NODES: u64 = 1_000;

/// Every play of an endgame with the spread it secures by the end, best
/// first; none when the search cannot value them all, or when passing
/// does better than any play (not a puzzle to set).
fn endgame_answers(position: &Position) -> Vec<Answer> {
    let Some(valued) = value_each(position, position.scoreless, ENDGAME_NODES, &mut || false)
    else {
        return Vec::new();
    };
    let pass = valued
        .iter()
        .find(|(step, _)| *step == Step::Pass)
        .map(|v| v.1);
    let mut answers: Vec<Answer> = valued
        .into_iter()
        .filter_map(|(step, value)| match step {
            Step::Play(tiles, score) => Some(Answer {
                placements: tiles.to_vec(),
                score,
                outcome: Some(value),
                draws: None,
            }),
            Step::Pass => None,
        })
        .collect();
    answers.sort_by(|a, b| {
        (b.worth(), b.score)
            .cmp(&(a.worth(), a.score))
            .then_with(|| placement_order(&a.placements, &b.placements))
    });
    let best = answers.first().map(Answer::worth);
    match (best, pass) {
        (Some(best), Some(pass)) if pass > best => Vec::new(),
        _ => answers,
    }
}

/// Each draw's endgame in a pre-endgame puzzle: the expert's reading
/// (`PreEndgame::DEFAULT`), so the puzzle teaches what the hints say.
const PRE_ENDGAME_LIMITS: Limits = PreEndgame::DEFAULT.limits;

/// The quick reading that screens a position before the full one: each
/// draw's endgame cut short early.
const PRE_ENDGAME_SCREEN: Limits = Limits {
    nodes: 20,
    ..PRE_ENDGAME_LIMITS
};

/// Plays a pre-endgame puzzle reads: the hard level's best by points and
/// tiles kept. Reading one costs an endgame for every draw (about a tenth
/// of a second each, natively), so not every legal play is read.
const PRE_ENDGAME_PLAYS: usize = 8;

/// The side to move is this close in the spread, or every draw tends to
/// go the same way and no play stands out: a cheap look before the
/// reading.
const PRE_ENDGAME_CLOSE: i32 = 40;

/// The hard level's best plays of a position with one tile in the bag,
/// each with the draws it wins, most first (then the mean final spread,
/// then the score); none when the bag does not hold one tile, the game is
/// not close, or every play wins the same draws (nothing to find).
fn pre_endgame_answers(position: &Position, limits: Limits) -> Vec<Answer> {
    if position.bag_len != 1 || position.spread.abs() > PRE_ENDGAME_CLOSE {
        return Vec::new();
    }
    let never = &mut || false;
    let (rated, _) = best_moves(position, PRE_ENDGAME_PLAYS, never);
    let these: Vec<(&[Placement], u32)> = rated
        .iter()
        .map(|r| (&r.play.placements[..], r.play.score))
        .collect();
    let Some(weighed) = weigh_these(position, &these, limits, never) else {
        return Vec::new();
    };
    let mut read: Vec<(Answer, Outcome)> = these
        .iter()
        .zip(weighed)
        .map(|(&(placements, score), w)| {
            let answer = Answer {
                placements: placements.to_vec(),
                score,
                outcome: None,
                draws: Some(w.outcome.draws_won()),
            };
            (answer, w.outcome)
        })
        .collect();
    read.sort_by(|(a, x), (b, y)| {
        by_draws_won(x, y)
            .then(b.score.cmp(&a.score))
            .then_with(|| placement_order(&a.placements, &b.placements))
    });
    let answers: Vec<Answer> = read.into_iter().map(|(a, _)| a).collect();
    let differ = answers.first().map(Answer::worth) != answers.last().map(Answer::worth);
    if differ { answers } else { Vec::new() }
}

/// A play of a pre-endgame puzzle that the puzzle did not read, read as
/// its own plays were (over every draw, the expert's limits): an answer to
/// grade it by. Reading takes a second or two, so a puzzle reads such a
/// play only when the player lays it. `None` when the play is not legal,
/// the bag does not hold one tile, or `stop` ends the work.
pub fn read_play(
    position: &Position,
    placements: &[Placement],
    stop: &mut dyn FnMut() -> bool,
) -> Option<Answer> {
    if position.bag_len != 1 {
        return None;
    }
    let score = krada_engine::play::score(&position.rules(), &position.board(), placements)
        .ok()?
        .score;
    let weighed = weigh_these(position, &[(placements, score)], PRE_ENDGAME_LIMITS, stop)?;
    Some(Answer {
        placements: placements.to_vec(),
        score,
        outcome: None,
        draws: Some(weighed.first()?.outcome.draws_won()),
    })
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
    let best = answers.first();
    let best_score = best.map_or(0, |m| m.score);
    let best_outcome = best.and_then(|m| m.outcome);
    let best_draws = best.and_then(|m| m.draws);
    // The play itself, not how it reads: the `+/-` tile showing `-` on a
    // premium square scores less than the `-` tile there (docs/rules.md).
    let found = answers
        .iter()
        .find(|m| same_play(&m.placements, placements));
    match found {
        Some(play) => Grade {
            rank: Some(1 + answers.iter().filter(|m| m.worth() > play.worth()).count()),
            answers: answers.len(),
            score: play.score,
            best_score,
            outcome: play.outcome,
            best_outcome,
            draws: play.draws,
            best_draws,
        },
        None => Grade {
            rank: None,
            answers: answers.len(),
            score: 0,
            best_score,
            outcome: None,
            best_outcome,
            draws: None,
            best_draws,
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
    let kind = spec.kind.code();
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

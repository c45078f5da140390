//! A puzzle being solved on the game screen, and the daily puzzles solved on this
//! device (for the streak).

use super::session::{PlayOptions, Session};
use super::storage::{self, Tally};
use krada::worker_protocol::MadePuzzle;
use krada_ai::plays::same_play;
use krada_engine::game::Game;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_engine::record::GameRecord;
use krada_engine::tileset::TileSetId;
use krada_features::mistakes::ExerciseRef;
use krada_features::puzzle::{
    Answer, Clue, Difficulty, Grade, PuzzleKind, PuzzleSpec, clues, grade,
};
use krada_features::rating::{Attempt, level_near};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::sync::Arc;

/// The puzzle of the game on the game screen: its answers, the player's tries and
/// how many clues were asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState {
    pub spec: PuzzleSpec,
    /// The session (game) the puzzle is laid out in.
    pub session_id: String,
    pub answers: Vec<Answer>,
    /// The puzzle's own rating (an exercise has none).
    pub rating: Option<f64>,
    pub rack_size: usize,
    pub tries: Vec<Grade>,
    pub clues_shown: usize,
    pub answers_shown: bool,
    /// Today's puzzle (solving it counts for the streak).
    pub daily: bool,
    /// When it was opened and, against the clock, when time is up
    /// (the page's monotonic clock, in milliseconds).
    pub started_ms: f64,
    pub deadline_ms: Option<f64>,
    /// A mistake of the player's own game to find again: its answers are
    /// the plays that win back half of what was lost, and any of them
    /// solves it (it moves no rating).
    pub exercise: Option<ExerciseRef>,
    /// A puzzle of a streak, and how many the streak has solved before it.
    pub streak: Option<Streak>,
    /// A play the pre-endgame puzzle did not read, being read in the worker
    /// before it is graded.
    pub reading: Option<Reading>,
}

/// A play laid and checked, waiting for its reading.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub placements: Vec<Placement>,
    /// When Play was pressed: the try counts then.
    pub at_ms: f64,
}

/// How a puzzle is opened: today's, against the clock, or the next of a
/// streak.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    pub daily: bool,
    pub timed: bool,
    pub streak: Option<Streak>,
    /// Served near the player's rating: the puzzle of the spec's level
    /// nearest it among a few seeds.
    pub near: Option<i32>,
}

/// The way on from a puzzle ([`PuzzleState::next`]).
#[derive(Clone, Debug, PartialEq)]
pub enum NextPuzzle {
    /// The exercise after this one in the book (or the first still to do).
    Exercise(ExerciseRef),
    /// A puzzle to make and open as the opening says.
    Puzzle(PuzzleSpec, Opening),
}

/// A puzzle streak: puzzles of rising level, one after another, until the
/// first one not solved at once (a try short of the best, a clue asked, the
/// answers shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Streak {
    /// Where its puzzles' numbers start (each streak its own puzzles).
    pub base: u64,
    /// Puzzles solved so far.
    pub solved: u32,
}

impl Streak {
    /// A new streak from a `random` number: its puzzles numbered from far
    /// past the daily ones, each streak its own.
    pub fn fresh(random: u64) -> Streak {
        Streak {
            base: 1_000_000 + random % 1_000_000_000,
            solved: 0,
        }
    }

    /// The puzzle after `solved` solves: the best score, three easy, three
    /// medium, then hard ones.
    pub fn spec(self, tiles: TileSetId) -> PuzzleSpec {
        let difficulty = match self.solved {
            0..3 => Difficulty::Easy,
            3..6 => Difficulty::Medium,
            _ => Difficulty::Hard,
        };
        PuzzleSpec {
            seed: self.base + self.solved as u64,
            kind: PuzzleKind::BestScore,
            difficulty,
            tiles,
        }
    }

    /// The streak once this puzzle is solved.
    pub fn next(self) -> Streak {
        Streak {
            solved: self.solved + 1,
            ..self
        }
    }
}

/// The best streaks on this device, a game each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StreakBest {
    pub amath: u32,
    pub crossword: u32,
}

impl StreakBest {
    /// The best streak with `tiles`' game.
    pub fn of(&self, tiles: TileSetId) -> u32 {
        match tiles.game().needs_words() {
            false => self.amath,
            true => self.crossword,
        }
    }

    /// A streak with `tiles`' game of `solved` so far: kept when it is the
    /// best.
    pub fn record(&mut self, tiles: TileSetId, solved: u32) -> bool {
        let best = match tiles.game().needs_words() {
            false => &mut self.amath,
            true => &mut self.crossword,
        };
        let better = solved > *best;
        *best = (*best).max(solved);
        better
    }
}

/// How long a puzzle against the clock lasts.
pub const TIMED_MS: f64 = 120_000.0;

impl PuzzleState {
    /// Grades a play and keeps the try; after the time is up, nothing.
    pub fn check(&mut self, placements: &[Placement], now_ms: f64) -> Option<Grade> {
        if self.time_up(now_ms) {
            return None;
        }
        let graded = grade(&self.answers, placements);
        self.tries.push(graded.clone());
        Some(graded)
    }

    /// Whether a play must be read before it is graded: a pre-endgame
    /// puzzle reads only the hard level's best plays, and grades any other
    /// legal play once the worker has read it the same way.
    pub fn needs_reading(&self, placements: &[Placement]) -> bool {
        self.spec.kind == PuzzleKind::PreEndgame
            && self.exercise.is_none()
            && !placements.is_empty()
            && !self
                .answers
                .iter()
                .any(|a| same_play(&a.placements, placements))
    }

    /// Play pressed on a play to read first: it waits for its reading
    /// (the last one pressed does). After the time is up, nothing.
    pub fn start_reading(&mut self, placements: &[Placement], now_ms: f64) {
        if !self.time_up(now_ms) {
            self.reading = Some(Reading {
                placements: placements.to_vec(),
                at_ms: now_ms,
            });
        }
    }

    /// The reading of `placements` is back: the play joins the answers in
    /// its place by the draws it wins, and is graded as of when Play was
    /// pressed. A reading that failed grades it as not an answer; one for
    /// a play no longer waiting is dropped.
    pub fn finish_reading(
        &mut self,
        placements: &[Placement],
        answer: Option<Answer>,
    ) -> Option<Grade> {
        let waiting = self.reading.take_if(|r| r.placements == placements)?;
        if let Some(answer) = answer
            && !self
                .answers
                .iter()
                .any(|a| same_play(&a.placements, placements))
        {
            let at = self
                .answers
                .iter()
                .position(|a| a.worth() < answer.worth())
                .unwrap_or(self.answers.len());
            self.answers.insert(at, answer);
        }
        self.check(&waiting.placements, waiting.at_ms)
    }

    /// Against the clock, unsolved and past the deadline.
    pub fn time_up(&self, now_ms: f64) -> bool {
        !self.solved() && self.deadline_ms.is_some_and(|d| now_ms >= d)
    }

    /// Milliseconds left against the clock, or spent untimed.
    pub fn clock_ms(&self, now_ms: f64) -> f64 {
        match self.deadline_ms {
            Some(d) => (d - now_ms).max(0.0),
            // The page's clock may lag the moment the puzzle was opened.
            None => (now_ms - self.started_ms).max(0.0),
        }
    }

    /// The best play found; for a drill or an exercise, any answer.
    pub fn solved(&self) -> bool {
        let any = self.spec.kind == PuzzleKind::Drill || self.exercise.is_some();
        self.tries
            .iter()
            .any(|g| g.is_best() || (any && g.rank.is_some()))
    }

    /// How the attempt ended, once it has: solved (after a clue or not),
    /// or failed (the answers shown unsolved, or out of time).
    pub fn attempt(&self, now_ms: f64) -> Option<Attempt> {
        if self.solved() {
            Some(match self.clues_shown {
                0 => Attempt::Solved,
                _ => Attempt::SolvedWithClue,
            })
        } else if self.answers_shown || self.time_up(now_ms) {
            Some(Attempt::Failed)
        } else {
            None
        }
    }

    /// A streak's puzzle not solved at once: the streak ends here.
    pub fn streak_over(&self) -> bool {
        self.streak.is_some()
            && (self.answers_shown
                || self.clues_shown > 0
                || self.tries.iter().any(|g| !g.is_best()))
    }

    /// The streak to go on with, once this puzzle is solved at once.
    pub fn streak_goes_on(&self) -> Option<Streak> {
        self.streak
            .filter(|_| self.solved() && !self.streak_over())
            .map(Streak::next)
    }

    /// What comes after this puzzle: the next exercise of the book, a new
    /// streak once one ended (`random` numbers it), the streak's next
    /// puzzle, or the next puzzle of the same kind served near the
    /// player's `rating` in its game (and timed if this one was).
    pub fn next(&self, rating: f64, random: impl FnOnce() -> u64) -> NextPuzzle {
        if let Some(at) = &self.exercise {
            return NextPuzzle::Exercise(at.clone());
        }
        if self.streak.is_some() {
            let streak = self
                .streak_goes_on()
                .unwrap_or_else(|| Streak::fresh(random()));
            let opening = Opening {
                streak: Some(streak),
                ..Opening::default()
            };
            return NextPuzzle::Puzzle(streak.spec(self.spec.tiles), opening);
        }
        let spec = PuzzleSpec {
            seed: self.spec.seed + 1,
            difficulty: level_near(rating),
            ..self.spec
        };
        let opening = Opening {
            timed: self.deadline_ms.is_some(),
            near: Some(rating.round() as i32),
            ..Opening::default()
        };
        NextPuzzle::Puzzle(spec, opening)
    }

    /// The clues given so far.
    pub fn clues(&self) -> Vec<Clue> {
        let mut all = clues(&self.answers, self.rack_size);
        all.truncate(self.clues_shown);
        all
    }

    /// Shows one more clue, while there are more.
    pub fn show_clue(&mut self) {
        if self.more_clues() {
            self.clues_shown += 1;
        }
    }

    /// Shows the answers (the puzzle is then given up).
    pub fn show_answers(&mut self) {
        self.answers_shown = true;
    }

    pub fn more_clues(&self) -> bool {
        self.clues_shown < clues(&self.answers, self.rack_size).len()
    }
}

/// The daily puzzles solved on this device, by number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyHistory {
    pub solved: BTreeSet<u64>,
}

/// The drills opened and solved on this device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrillProgress {
    pub tried: u32,
    pub solved: u32,
}

impl DrillProgress {}

impl DailyHistory {
    /// Days solved in a row up to `today` (or up to yesterday, while today's
    /// is still to do).
    pub fn streak(&self, today: u64) -> usize {
        let mut day = if self.solved.contains(&today) {
            today
        } else {
            match today.checked_sub(1) {
                Some(d) => d,
                None => return 0,
            }
        };
        let mut run = 0;
        while self.solved.contains(&day) {
            run += 1;
            match day.checked_sub(1) {
                Some(d) => day = d,
                None => break,
            }
        }
        run
    }
}

impl Tally for StreakBest {
    const KEY: &'static str = storage::PUZZLE_STREAK;
}

/// A stored history; an unreadable one starts afresh (it holds only
/// which days were solved).
impl Tally for DailyHistory {
    const KEY: &'static str = storage::DAILY;
}

impl Tally for DrillProgress {
    const KEY: &'static str = storage::DRILLS;
}

/// A puzzle the worker made, laid out on the game screen as `opening` says: its
/// game replayed with the sides named for the player (`names[0]`, "you",
/// for the side to move; names take no part in the replay), a session that
/// neither hides the racks nor offers hints, and the puzzle's state timed
/// from `now` (the page's clock), dated `wall_ms`. `None` when its record
/// does not replay (a worker of another build).
pub fn lay_out(
    made: MadePuzzle,
    opening: Opening,
    lexicon: Option<Arc<Lexicon>>,
    names: [&str; 2],
    wall_ms: f64,
    now: f64,
) -> Option<(PuzzleState, Session)> {
    // The spec it was made from: served near a rating, its seed may be a
    // later one than asked.
    let spec = made.spec;
    let mut record = GameRecord::from_json(&made.record).ok()?;
    let you = Game::from_record_with(&record, lexicon.clone())
        .ok()?
        .to_move() as usize;
    record.config.sides[you].name = names[0].into();
    record.config.sides[1 - you].name = names[1].into();
    let game = Game::from_record_with(&record, lexicon).ok()?;
    let id = format!("puzzle-{}", spec.seed);
    let options = PlayOptions {
        privacy: false,
        hints: false,
        ..PlayOptions::default()
    };
    let rack_size = game.rules().rack_size;
    let session = Session::of_game(id.clone(), wall_ms, game, options);
    let state = PuzzleState {
        spec,
        session_id: id,
        answers: made.answers,
        rating: Some(made.rating),
        rack_size,
        tries: Vec::new(),
        clues_shown: 0,
        answers_shown: false,
        daily: opening.daily,
        started_ms: now,
        deadline_ms: opening.timed.then_some(now + TIMED_MS),
        exercise: None,
        streak: opening.streak,
        reading: None,
    };
    Some((state, session))
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::tileset::TileSetId;
    use krada_features::puzzle::{Difficulty, make};
    use krada_features::rating::PuzzleRatings;

    #[test]
    fn a_made_puzzle_is_laid_out_for_the_player_to_move_without_hints() {
        let spec = PuzzleSpec {
            seed: 7,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Medium,
            tiles: TileSetId::Standard,
        };
        let puzzle = make(spec, None).expect("a puzzle");
        let made = MadePuzzle {
            spec: puzzle.spec,
            record: puzzle.record,
            answers: puzzle.answers.clone(),
            rating: 1_430.0,
        };
        let opening = Opening {
            timed: true,
            ..Opening::default()
        };
        let (state, session) =
            lay_out(made.clone(), opening, None, ["You", "Them"], 9e12, 500.0).unwrap();
        let you = session.game.to_move() as usize;
        assert_eq!(session.game.config().sides[you].name, "You");
        assert_eq!(session.game.config().sides[1 - you].name, "Them");
        assert!(!session.options.privacy && !session.options.hints);
        assert_eq!(state.session_id, format!("puzzle-{}", made.spec.seed));
        assert_eq!((state.rack_size, state.rating), (8, Some(1_430.0)));
        assert_eq!(state.answers, puzzle.answers);
        assert_eq!(
            state.deadline_ms,
            Some(500.0 + TIMED_MS),
            "timed from the page's clock"
        );
        // A record that does not replay lays nothing out.
        let broken = MadePuzzle {
            record: "{}".into(),
            ..made
        };
        assert!(lay_out(broken, Opening::default(), None, ["You", "Them"], 0.0, 0.0).is_none());
    }

    #[test]
    fn a_puzzle_streak_rises_in_level_and_keeps_its_best() {
        let levels: Vec<_> = (0..8)
            .map(|solved| Streak { base: 100, solved }.spec(TileSetId::English))
            .map(|s| (s.seed, s.difficulty))
            .collect();
        assert_eq!(levels[0], (100, Difficulty::Easy));
        assert_eq!(levels[3], (103, Difficulty::Medium));
        assert_eq!(levels[7], (107, Difficulty::Hard));
        let mut best = StreakBest::default();
        assert!(best.record(TileSetId::English, 4));
        assert!(!best.record(TileSetId::English, 2));
        assert_eq!(best.of(TileSetId::English), 4);
        assert_eq!(best.of(TileSetId::Primary), 0);
        assert!(best.record(TileSetId::Primary, 1));
        assert_eq!(
            best.of(TileSetId::Standard),
            1,
            "one best for A-Math's sets"
        );
        assert_eq!(StreakBest::from_text(Some(&best.to_text())), best);
    }

    #[test]
    fn a_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let mut history = DailyHistory::default();
        assert_eq!(history.streak(10), 0);
        history.solved.extend([7, 8, 9]);
        assert_eq!(history.streak(10), 3, "today still to do");
        history.solved.insert(10);
        assert_eq!(history.streak(10), 4);
        assert_eq!(history.streak(12), 0, "a day missed");
        let back = DailyHistory::from_text(Some(&history.to_text()));
        assert_eq!(back, history);
        assert_eq!(
            DailyHistory::from_text(Some("nonsense")),
            DailyHistory::default()
        );
    }

    /// Easy puzzle 2 against the clock, just opened.
    fn timed_puzzle() -> (krada_features::puzzle::Puzzle, PuzzleState) {
        let spec = PuzzleSpec {
            seed: 2,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Easy,
            tiles: TileSetId::Standard,
        };
        let puzzle = make(spec, None).unwrap();
        let state = PuzzleState {
            spec,
            session_id: "p".into(),
            answers: puzzle.answers.clone(),
            rating: Some(1500.0),
            rack_size: 8,
            tries: vec![],
            clues_shown: 0,
            answers_shown: false,
            daily: false,
            started_ms: 0.0,
            deadline_ms: Some(TIMED_MS),
            exercise: None,
            streak: None,
            reading: None,
        };
        (puzzle, state)
    }

    #[test]
    fn the_next_puzzle_follows_the_book_the_streak_or_the_rating() {
        let (puzzle, timed) = timed_puzzle();
        let never = || panic!("no new streak is numbered here");
        // The next puzzle: the next number, at the level of the rating,
        // timed as this one was, served near the rating.
        let NextPuzzle::Puzzle(spec, opening) = timed.next(1_849.6, never) else {
            panic!("a puzzle follows a puzzle")
        };
        assert_eq!(
            (spec.seed, spec.kind, spec.tiles),
            (3, timed.spec.kind, timed.spec.tiles)
        );
        assert_eq!(spec.difficulty, level_near(1_849.6));
        assert_ne!(
            spec.difficulty, timed.spec.difficulty,
            "the rating moves the level"
        );
        assert_eq!(
            (opening.timed, opening.near, opening.streak),
            (true, Some(1_850), None)
        );
        let untimed = PuzzleState {
            deadline_ms: None,
            ..timed.clone()
        };
        let NextPuzzle::Puzzle(_, opening) = untimed.next(1_000.0, never) else {
            panic!("a puzzle follows a puzzle")
        };
        assert!(!opening.timed);
        // An exercise: the book's next, whatever the rating.
        let at = ExerciseRef {
            key: "g".into(),
            index: 4,
        };
        let exercise = PuzzleState {
            exercise: Some(at.clone()),
            ..timed.clone()
        };
        assert_eq!(exercise.next(1_000.0, never), NextPuzzle::Exercise(at));
        // A streak solved at once goes on; one that ended starts afresh.
        let mut streak = PuzzleState {
            streak: Some(Streak {
                base: 40,
                solved: 2,
            }),
            deadline_ms: None,
            ..timed.clone()
        };
        streak.check(&puzzle.answers[0].placements, 1.0).unwrap();
        let on = Streak {
            base: 40,
            solved: 3,
        };
        let goes_on = NextPuzzle::Puzzle(
            on.spec(timed.spec.tiles),
            Opening {
                streak: Some(on),
                ..Opening::default()
            },
        );
        assert_eq!(streak.next(1_000.0, never), goes_on);
        let ended = PuzzleState {
            answers_shown: true,
            ..streak
        };
        let fresh = Streak::fresh(77);
        let NextPuzzle::Puzzle(spec, opening) = ended.next(1_000.0, || 77) else {
            panic!("a new streak")
        };
        assert_eq!(
            (spec, opening.streak),
            (fresh.spec(timed.spec.tiles), Some(fresh))
        );
        assert_eq!(fresh.solved, 0);
    }

    #[test]
    fn an_attempt_ends_solved_solved_with_a_clue_or_failed() {
        let (puzzle, fresh) = timed_puzzle();
        assert_eq!(fresh.attempt(1_000.0), None, "still going");
        assert_eq!(
            fresh.attempt(TIMED_MS),
            Some(Attempt::Failed),
            "out of time"
        );
        let mut shown = fresh.clone();
        shown.show_answers();
        assert_eq!(shown.attempt(0.0), Some(Attempt::Failed));
        let mut solved = fresh.clone();
        solved.check(&puzzle.answers[0].placements, 1_000.0);
        assert_eq!(solved.attempt(1_000.0), Some(Attempt::Solved));
        let mut clued = fresh.clone();
        clued.show_clue();
        clued.check(&puzzle.answers[0].placements, 1_000.0);
        assert_eq!(clued.attempt(TIMED_MS * 2.0), Some(Attempt::SolvedWithClue));
    }

    #[test]
    fn kept_ratings_read_back_and_an_unreadable_one_is_told_not_wiped() {
        let mut ratings = PuzzleRatings::default();
        let spec = PuzzleSpec {
            seed: 2,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Hard,
            tiles: TileSetId::English,
        };
        ratings.record(&spec, Attempt::Solved, 1.0);
        let read = crate::model::kept::read::<PuzzleRatings>;
        assert_eq!(
            read(Some(&crate::model::kept::write(&ratings))),
            Ok(ratings)
        );
        assert_eq!(read(None), Ok(PuzzleRatings::default()));
        assert_eq!(read(Some("{bad")), Err("{bad".to_string()));
    }

    #[test]
    fn tries_are_graded_and_clues_come_one_at_a_time() {
        let (puzzle, mut state) = timed_puzzle();
        let spec = state.spec;
        // Untimed, the time spent never reads below zero.
        let untimed = PuzzleState {
            deadline_ms: None,
            started_ms: 5_000.0,
            ..state.clone()
        };
        assert_eq!(untimed.clock_ms(4_000.0), 0.0);
        assert_eq!(untimed.clock_ms(6_500.0), 1_500.0);
        assert!(state.clues().is_empty() && state.more_clues());
        state.clues_shown = 3;
        assert_eq!(state.clues().len(), 3);
        assert!(!state.more_clues());
        let last = puzzle.answers.last().unwrap().placements.clone();
        let worst = state.check(&last, 1_000.0).unwrap();
        assert!(!state.solved() || worst.is_best());
        assert_eq!(state.clock_ms(1_000.0), TIMED_MS - 1_000.0);
        // Past the deadline an unsolved puzzle takes no more tries.
        if !state.solved() {
            assert!(state.time_up(TIMED_MS));
            assert_eq!(state.check(&puzzle.answers[0].placements, TIMED_MS), None);
        }
        let best = state.check(&puzzle.answers[0].placements, 2_000.0).unwrap();
        assert!(best.is_best() && state.solved());
        assert!(
            !state.time_up(TIMED_MS * 2.0),
            "a solved puzzle is not timed out"
        );
        // In a drill any solution solves it.
        let mut drill = PuzzleState {
            spec: PuzzleSpec {
                kind: PuzzleKind::Drill,
                ..spec
            },
            tries: vec![],
            ..state.clone()
        };
        let worst = drill.check(&last, 1_000.0).unwrap();
        assert!(worst.rank.is_some() && drill.solved());
        // So does any of an exercise's answers (the plays good enough).
        let mut exercise = PuzzleState {
            exercise: Some(ExerciseRef {
                key: "game".into(),
                index: 4,
            }),
            tries: vec![],
            ..state.clone()
        };
        assert!(!exercise.solved());
        exercise.check(&last, 1_000.0).unwrap();
        assert!(exercise.solved());
        // A streak goes on after a puzzle solved at once, and ends at the
        // first try short of the best.
        let streak = Streak {
            base: 40,
            solved: 2,
        };
        let mut at_once = PuzzleState {
            streak: Some(streak),
            deadline_ms: None,
            clues_shown: 0,
            tries: vec![],
            ..state.clone()
        };
        at_once.check(&puzzle.answers[0].placements, 1.0).unwrap();
        assert_eq!(
            at_once.streak_goes_on(),
            Some(Streak {
                base: 40,
                solved: 3
            })
        );
        let mut short = PuzzleState {
            tries: vec![],
            ..at_once.clone()
        };
        // A play that answers nothing, then the best.
        short.check(&[], 1.0).unwrap();
        short.check(&puzzle.answers[0].placements, 2.0).unwrap();
        assert!(short.solved() && short.streak_over());
        assert_eq!(short.streak_goes_on(), None);
        let clued = PuzzleState {
            clues_shown: 1,
            ..at_once.clone()
        };
        assert!(clued.streak_over());
        let progress = DrillProgress {
            tried: 3,
            solved: 2,
        };
        assert_eq!(
            DrillProgress::from_text(Some(&progress.to_text())),
            progress
        );
    }

    /// A pre-endgame puzzle reads the hard level's best plays only: any
    /// other legal play waits for its reading, joins the answers in its
    /// place by the draws it wins and is graded as of when Play was
    /// pressed; a reading for a play no longer waiting is dropped.
    #[test]
    fn a_pre_endgame_play_not_read_is_read_then_graded_in_its_place() {
        use krada_ai::preendgame::DrawsWon;
        let (_, timed) = timed_puzzle();
        let medium = PuzzleSpec {
            difficulty: Difficulty::Medium,
            ..timed.spec
        };
        let puzzle = make(medium, None).unwrap();
        let plays: Vec<Vec<Placement>> = puzzle.answers[..4]
            .iter()
            .map(|a| a.placements.clone())
            .collect();
        let read = |placements: &Vec<Placement>, won: f64| Answer {
            placements: placements.clone(),
            score: 10,
            outcome: None,
            draws: Some(DrawsWon { won, of: 9 }),
        };
        let mut state = PuzzleState {
            spec: PuzzleSpec {
                kind: PuzzleKind::PreEndgame,
                ..timed.spec
            },
            answers: vec![
                read(&plays[0], 7.0),
                read(&plays[1], 3.0),
                read(&plays[2], 1.0),
            ],
            ..timed
        };
        assert!(!state.needs_reading(&plays[0]), "read already");
        assert!(!state.needs_reading(&[]));
        assert!(state.needs_reading(&plays[3]));
        state.start_reading(&plays[3], 1_000.0);
        // Another reading's answer, not waited for, changes nothing.
        assert_eq!(state.finish_reading(&plays[2], None), None);
        assert!(state.tries.is_empty());
        let grade = state
            .finish_reading(&plays[3], Some(read(&plays[3], 4.5)))
            .unwrap();
        assert_eq!(grade.rank, Some(2));
        assert_eq!(grade.answers, 4);
        assert_eq!(grade.draws.unwrap().won, 4.5);
        assert_eq!(grade.draws_short().unwrap().won, 2.5);
        assert_eq!(state.answers[1].placements, plays[3], "in its place");
        assert_eq!(state.reading, None);
        assert!(!state.needs_reading(&plays[3]), "read now");
        // A reading that fails grades the play as not an answer; past the
        // clock nothing waits.
        let mut failed = PuzzleState {
            answers: state.answers[..1].to_vec(),
            tries: vec![],
            ..state.clone()
        };
        failed.start_reading(&plays[1], 1_000.0);
        assert_eq!(failed.finish_reading(&plays[1], None).unwrap().rank, None);
        failed.start_reading(&plays[1], TIMED_MS + 1.0);
        assert_eq!(failed.reading, None);
    }
}

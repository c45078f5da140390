//! A puzzle being solved at the table, and the daily puzzles solved on this
//! device (for the streak).

use krada_ai::puzzle::{Answer, Clue, Grade, PuzzleSpec, clues, grade};
use krada_engine::play::Placement;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The puzzle of the game at the table: its answers, the player's tries and
/// how many clues were asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState {
    pub spec: PuzzleSpec,
    /// The session (game) the puzzle is laid out in.
    pub session_id: String,
    pub answers: Vec<Answer>,
    pub rack_size: usize,
    pub tries: Vec<Grade>,
    pub clues_shown: usize,
    pub answers_shown: bool,
    /// Today's puzzle (solving it counts for the streak).
    pub daily: bool,
}

impl PuzzleState {
    /// Grades a play and keeps the try.
    pub fn check(&mut self, placements: &[Placement]) -> Grade {
        let graded = grade(&self.answers, placements);
        self.tries.push(graded.clone());
        graded
    }

    pub fn solved(&self) -> bool {
        self.tries.iter().any(Grade::is_best)
    }

    /// The clues given so far.
    pub fn clues(&self) -> Vec<Clue> {
        let mut all = clues(&self.answers, self.rack_size);
        all.truncate(self.clues_shown);
        all
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

pub const DAILY_KEY: &str = "krada.daily";

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

    /// A stored history; an unreadable one starts afresh (it holds only
    /// which days were solved).
    pub fn from_json(text: Option<&str>) -> DailyHistory {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("histories serialise")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::puzzle::{Difficulty, PuzzleKind, make};
    use krada_engine::tileset::TileSetId;

    #[test]
    fn a_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let mut history = DailyHistory::default();
        assert_eq!(history.streak(10), 0);
        history.solved.extend([7, 8, 9]);
        assert_eq!(history.streak(10), 3, "today still to do");
        history.solved.insert(10);
        assert_eq!(history.streak(10), 4);
        assert_eq!(history.streak(12), 0, "a day missed");
        let back = DailyHistory::from_json(Some(&history.to_json()));
        assert_eq!(back, history);
        assert_eq!(
            DailyHistory::from_json(Some("nonsense")),
            DailyHistory::default()
        );
    }

    #[test]
    fn tries_are_graded_and_clues_come_one_at_a_time() {
        let spec = PuzzleSpec {
            seed: 2,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Easy,
            tiles: TileSetId::Standard,
        };
        let puzzle = make(spec, None).unwrap();
        let mut state = PuzzleState {
            spec,
            session_id: "p".into(),
            answers: puzzle.answers.clone(),
            rack_size: 8,
            tries: vec![],
            clues_shown: 0,
            answers_shown: false,
            daily: false,
        };
        assert!(state.clues().is_empty() && state.more_clues());
        state.clues_shown = 3;
        assert_eq!(state.clues().len(), 3);
        assert!(!state.more_clues());
        let last = puzzle.answers.last().unwrap().placements.clone();
        let worst = state.check(&last);
        assert!(!state.solved() || worst.is_best());
        let best = state.check(&puzzle.answers[0].placements);
        assert!(best.is_best() && state.solved());
        assert_eq!(state.tries.len(), 2);
    }
}

//! The player's puzzle rating, per game, as Glicko-2 (the system lichess
//! rates its puzzles and players with): each attempt is a game against the
//! puzzle, won when solved, drawn when solved after a clue, lost when
//! given up or out of time. Kept on the device with its history.

use crate::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use krada_engine::rules::GameKind;
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// How an attempt at a puzzle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Attempt {
    Solved,
    SolvedWithClue,
    Failed,
}

impl Attempt {
    fn outcome(self) -> Outcomes {
        match self {
            Attempt::Solved => Outcomes::WIN,
            Attempt::SolvedWithClue => Outcomes::DRAW,
            Attempt::Failed => Outcomes::LOSS,
        }
    }
}

/// The rating a level's puzzles stand at: the three levels a few hundred
/// points apart.
pub fn level_rating(level: Difficulty) -> f64 {
    match level {
        Difficulty::Easy => 1200.0,
        Difficulty::Medium => 1500.0,
        Difficulty::Hard => 1800.0,
    }
}

/// A puzzle's strength for the player's rating: its own rating (see
/// [`crate::puzzle_rating`]), a measure, not a record of players, so with
/// a deviation kept wide.
pub fn puzzle_strength(rating: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating,
        deviation: 150.0,
        volatility: 0.06,
    }
}

/// The level whose puzzles are nearest a player of `rating`: the next
/// puzzle is served there.
pub fn level_near(rating: f64) -> Difficulty {
    let distance = |level: Difficulty| (level_rating(level) - rating).abs();
    Difficulty::ALL
        .into_iter()
        .min_by(|&a, &b| distance(a).total_cmp(&distance(b)))
        .expect("three levels")
}

/// The rating after an attempt, at a moment (ms since the epoch), with
/// the puzzle's kind and how the attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub at_ms: f64,
    pub rating: f64,
    #[serde(default)]
    pub kind: Option<PuzzleKind>,
    #[serde(default)]
    pub attempt: Option<Attempt>,
}

/// A theme's attempts: solved (with or without a clue) of tried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThemeRate {
    pub solved: u32,
    pub tried: u32,
}

/// The most one attempt moves a rating.
pub const MAX_STEP: f64 = 150.0;

/// One game's puzzle rating and how it moved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRating {
    pub rating: Glicko2Rating,
    pub history: Vec<RatingPoint>,
}

impl Default for GameRating {
    /// A new player: 1500, deviation 350, volatility 0.06 (Glickman's
    /// starting values).
    fn default() -> GameRating {
        GameRating {
            rating: Glicko2Rating::new(),
            history: Vec::new(),
        }
    }
}

impl GameRating {
    /// The rating as shown: a whole number.
    pub fn shown(&self) -> i32 {
        self.rating.rating.round() as i32
    }

    /// Still settling: its deviation is wide (over 110, lichess's line for
    /// a provisional rating), as for a new player.
    pub fn provisional(&self) -> bool {
        self.rating.deviation > 110.0
    }

    /// Moves the rating by one attempt at a puzzle of `kind` and `strength`.
    pub fn record(
        &mut self,
        kind: PuzzleKind,
        strength: Glicko2Rating,
        attempt: Attempt,
        at_ms: f64,
    ) {
        let results = [(strength, attempt.outcome())];
        let before = self.rating.rating;
        self.rating = glicko2_rating_period(&self.rating, &results, &Glicko2Config::new());
        // A new player's deviation is wide, so one give-up on an easy puzzle
        // took 418 points; the first steps are bounded, smoothly (a bigger
        // surprise still moves it more), and the deviation narrows as it
        // would. A settled rating's steps are small and barely touched.
        let step = self.rating.rating - before;
        self.rating.rating = before + MAX_STEP * (step / MAX_STEP).tanh();
        self.history.push(RatingPoint {
            at_ms,
            rating: self.rating.rating,
            kind: Some(kind),
            attempt: Some(attempt),
        });
    }

    /// Each theme's attempts, in `PuzzleKind::ALL`'s order.
    pub fn by_theme(&self) -> [(PuzzleKind, ThemeRate); PuzzleKind::ALL.len()] {
        PuzzleKind::ALL.map(|kind| {
            let mut rate = ThemeRate::default();
            let of_kind = self.history.iter().filter(|p| p.kind == Some(kind));
            for point in of_kind {
                rate.tried += 1;
                rate.solved += u32::from(point.attempt != Some(Attempt::Failed));
            }
            (kind, rate)
        })
    }
}

/// The player's puzzle ratings, one a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRatings {
    #[serde(default)]
    pub amath: GameRating,
    #[serde(default)]
    pub crossword: GameRating,
}

impl PuzzleRatings {
    pub fn of(&self, game: GameKind) -> &GameRating {
        match game {
            GameKind::AMath => &self.amath,
            GameKind::Crossword => &self.crossword,
        }
    }

    /// Moves the rating of the puzzle's game by one attempt at a puzzle of
    /// its level's rating.
    pub fn record(&mut self, spec: &PuzzleSpec, attempt: Attempt, at_ms: f64) {
        self.record_against(spec, level_rating(spec.difficulty), attempt, at_ms);
    }

    /// Moves the rating of the puzzle's game by one attempt at a puzzle
    /// rated `puzzle`.
    pub fn record_against(&mut self, spec: &PuzzleSpec, puzzle: f64, attempt: Attempt, at_ms: f64) {
        let rating = match spec.tiles.game() {
            GameKind::AMath => &mut self.amath,
            GameKind::Crossword => &mut self.crossword,
        };
        rating.record(spec.kind, puzzle_strength(puzzle), attempt, at_ms);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;
    use krada_engine::tileset::TileSetId;

    #[test]
    fn glickmans_worked_example() {
        // Glickman, "Example of the Glicko-2 system" (2013): a 1500 player,
        // deviation 200, volatility 0.06, beats a 1400 (30) and loses to a
        // 1550 (100) and a 1700 (300), τ = 0.5: 1464.06, 151.52, 0.05999.
        let player = GameRating {
            rating: Glicko2Rating {
                rating: 1500.0,
                deviation: 200.0,
                volatility: 0.06,
            },
            history: Vec::new(),
        };
        let opponent = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), Attempt::Solved.outcome()),
            (opponent(1550.0, 100.0), Attempt::Failed.outcome()),
            (opponent(1700.0, 300.0), Attempt::Failed.outcome()),
        ];
        let after = glicko2_rating_period(&player.rating, &results, &Glicko2Config::new());
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    fn spec(difficulty: Difficulty, tiles: TileSetId) -> PuzzleSpec {
        PuzzleSpec {
            seed: 1,
            kind: PuzzleKind::BestScore,
            difficulty,
            tiles,
        }
    }

    #[test]
    fn a_solve_raises_a_clue_raises_less_and_a_failure_lowers_the_games_own_rating() {
        let medium = spec(Difficulty::Medium, TileSetId::Standard);
        let moved = |attempt| {
            let mut ratings = PuzzleRatings::default();
            ratings.record(&medium, attempt, 5.0);
            ratings
        };
        let solved = moved(Attempt::Solved);
        let clue = moved(Attempt::SolvedWithClue);
        let failed = moved(Attempt::Failed);
        let start = PuzzleRatings::default().amath.shown();
        assert_eq!(start, 1500);
        assert!(solved.amath.shown() > start);
        assert_eq!(clue.amath.shown(), start, "a draw with an equal puzzle");
        assert!(failed.amath.shown() < start);
        assert_eq!(
            solved.crossword,
            GameRating::default(),
            "the other game untouched"
        );
        assert_eq!(solved.amath.history.len(), 1);
        assert!(
            PuzzleRatings::default().amath.provisional(),
            "a new player's"
        );
        let mut settled = PuzzleRatings::default();
        for n in 0..40 {
            let attempt = if n % 2 == 0 {
                Attempt::Solved
            } else {
                Attempt::Failed
            };
            settled.record(&medium, attempt, n as f64);
        }
        assert!(!settled.amath.provisional(), "{:?}", settled.amath.rating);
        assert_eq!(solved.amath.history[0].at_ms, 5.0);
        // Beating a hard puzzle counts for more than beating an easy one.
        let mut hard = PuzzleRatings::default();
        hard.record(
            &spec(Difficulty::Hard, TileSetId::English),
            Attempt::Solved,
            0.0,
        );
        let mut easy = PuzzleRatings::default();
        easy.record(
            &spec(Difficulty::Easy, TileSetId::English),
            Attempt::Solved,
            0.0,
        );
        assert!(hard.crossword.shown() > easy.crossword.shown());
        assert_eq!(hard.of(GameKind::Crossword), &hard.crossword);
        // So does a puzzle rated higher of its own, whatever its level.
        let against = |puzzle: f64| {
            let mut ratings = PuzzleRatings::default();
            ratings.record_against(&medium, puzzle, Attempt::Solved, 0.0);
            ratings.amath.shown()
        };
        assert!(against(1700.0) > against(1500.0));
        assert_eq!(against(1500.0), solved.amath.shown());
    }

    /// Issue 49: one give-up on the first easy puzzle took a new player
    /// from 1500 to 1082.
    #[test]
    fn a_new_players_first_give_up_moves_the_rating_a_bounded_step() {
        let mut ratings = PuzzleRatings::default();
        let easy = spec(Difficulty::Easy, TileSetId::Standard);
        ratings.record_against(&easy, 1_100.0, Attempt::Failed, 0.0);
        let after = ratings.of(GameKind::AMath).clone();
        let lost = 1_500.0 - after.rating.rating;
        assert!(lost > 50.0 && lost < MAX_STEP, "{lost}");
        assert!(after.rating.deviation < 350.0, "it settles still");
        // A win against a strong puzzle moves it up no further either.
        ratings.record_against(&easy, 2_400.0, Attempt::Solved, 1.0);
        let up = ratings.of(GameKind::AMath).rating.rating;
        assert!(up - after.rating.rating < MAX_STEP, "{up}");
    }

    #[test]
    fn the_next_puzzle_is_served_at_the_level_nearest_the_rating() {
        assert_eq!(level_near(1500.0), Difficulty::Medium);
        assert_eq!(level_near(1271.0), Difficulty::Easy);
        assert_eq!(level_near(900.0), Difficulty::Easy);
        assert_eq!(level_near(1700.0), Difficulty::Hard);
    }

    #[test]
    fn each_theme_counts_its_attempts_and_solves() {
        let mut ratings = PuzzleRatings::default();
        let mut spec = spec(Difficulty::Easy, TileSetId::Standard);
        ratings.record(&spec, Attempt::Solved, 0.0);
        ratings.record(&spec, Attempt::Failed, 1.0);
        spec.kind = PuzzleKind::Drill;
        ratings.record(&spec, Attempt::SolvedWithClue, 2.0);
        let themes = ratings.amath.by_theme();
        let rate = |kind| themes.iter().find(|(k, _)| *k == kind).unwrap().1;
        assert_eq!(
            rate(PuzzleKind::BestScore),
            ThemeRate {
                solved: 1,
                tried: 2
            }
        );
        assert_eq!(
            rate(PuzzleKind::Drill),
            ThemeRate {
                solved: 1,
                tried: 1
            }
        );
        assert_eq!(rate(PuzzleKind::Bingo), ThemeRate::default());
        // A history kept before themes were noted reads back.
        let old: RatingPoint = serde_json::from_str(r#"{"at_ms":1.0,"rating":1500.0}"#).unwrap();
        assert_eq!((old.kind, old.attempt), (None, None));
    }
}

//! The player's progress as the progress screen draws it — the puzzle
//! rating over time, the solved rate by theme, the daily streak as a
//! calendar — and all of it as one file to carry to another device.

use crate::model::puzzle::{DailyHistory, DrillProgress};
use crate::model::review_history::ReviewHistory;
use krada_features::rating::{GameRating, PuzzleRatings};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Everything the device keeps of the player's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub ratings: PuzzleRatings,
    pub daily: DailyHistory,
    pub drills: DrillProgress,
    /// The reviewed games' equity left a move (a file of an earlier Krada
    /// has none).
    #[serde(default)]
    pub reviews: ReviewHistory,
}

/// The file's first field, so any other file is told apart.
#[derive(Serialize, Deserialize)]
struct ProgressFile {
    krada_progress: u32,
    #[serde(flatten)]
    progress: Progress,
}

/// A chosen file that is not Krada's progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotProgress;

impl Progress {
    /// The progress as a file's text.
    pub fn export(&self) -> String {
        let file = ProgressFile {
            krada_progress: 1,
            progress: self.clone(),
        };
        serde_json::to_string_pretty(&file).expect("progress serialises")
    }

    /// Reads a file written by [`Progress::export`].
    pub fn import(text: &str) -> Result<Progress, NotProgress> {
        let file: ProgressFile = serde_json::from_str(text).map_err(|_| NotProgress)?;
        Ok(file.progress)
    }

    /// Takes in progress from another device, losing nothing of either:
    /// days solved together, the larger tallies, and for each game the
    /// rating with the longer history (the one that has moved more).
    pub fn merge(&mut self, other: Progress) {
        self.daily.solved.extend(other.daily.solved);
        self.drills.tried = self.drills.tried.max(other.drills.tried);
        self.drills.solved = self.drills.solved.max(other.drills.solved);
        self.reviews.merge(other.reviews);
        let longer = |mine: &mut GameRating, theirs: GameRating| {
            if theirs.history.len() > mine.history.len() {
                *mine = theirs;
            }
        };
        longer(&mut self.ratings.amath, other.ratings.amath);
        longer(&mut self.ratings.crossword, other.ratings.crossword);
    }
}

/// A line chart drawn in a `width` × `height` box.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// SVG polyline points, `x,y` pairs.
    pub points: String,
    /// The ratings at the bottom and top of the box.
    pub low: i32,
    pub high: i32,
}

/// The rating from 1500 through each attempt, left to right; `None`
/// before the first attempt.
pub fn rating_chart(rating: &GameRating, width: f64, height: f64) -> Option<Chart> {
    if rating.history.is_empty() {
        return None;
    }
    let values: Vec<f64> = std::iter::once(1500.0)
        .chain(rating.history.iter().map(|p| p.rating))
        .collect();
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // A box in round fifties, with room above and below the line.
    let low = ((min - 25.0) / 50.0).floor() * 50.0;
    let high = ((max + 25.0) / 50.0).ceil() * 50.0;
    let step = width / (values.len() - 1) as f64;
    let points = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let y = height * (high - v) / (high - low);
            format!("{:.1},{:.1}", i as f64 * step, y)
        })
        .collect::<Vec<_>>()
        .join(" ");
    Some(Chart {
        points,
        low: low as i32,
        high: high as i32,
    })
}

/// One day of the calendar: its daily-puzzle number, whether it was
/// solved, and whether it is still to come this week.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    pub number: u64,
    pub solved: bool,
    pub future: bool,
    /// Its date: year, month (1–12) and day of the month.
    pub date: (i64, u32, u32),
}

/// The date of daily puzzle `number`: day 0 is 2026-01-01.
pub fn date_of(number: u64) -> (i64, u32, u32) {
    civil(20_454 + number as i64)
}

/// The date `days` after 1970-01-01: year, month, day.
pub fn civil(days: i64) -> (i64, u32, u32) {
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The last `weeks` weeks up to `today`, a row a week, Monday first. Day
/// 0 of the daily puzzles is 2026-01-01, a Thursday.
pub fn calendar(today: u64, solved: &BTreeSet<u64>, weeks: u64) -> Vec<[Day; 7]> {
    let weekday = |day: u64| (day + 3) % 7;
    let last_sunday = today + (6 - weekday(today));
    // No week before the daily puzzles began.
    let weeks = weeks.min((last_sunday + 1) / 7);
    let first = last_sunday + 1 - weeks * 7;
    (0..weeks)
        .map(|w| {
            std::array::from_fn(|d| {
                let number = first + w * 7 + d as u64;
                Day {
                    number,
                    solved: solved.contains(&number),
                    future: number > today,
                    date: date_of(number),
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::tileset::TileSetId;
    use krada_features::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
    use krada_features::rating::Attempt;

    fn spec() -> PuzzleSpec {
        PuzzleSpec {
            seed: 1,
            kind: PuzzleKind::BestScore,
            difficulty: Difficulty::Medium,
            tiles: TileSetId::Standard,
        }
    }

    #[test]
    fn a_daily_puzzles_date_is_counted_from_new_year_2026() {
        assert_eq!(date_of(0), (2026, 1, 1));
        assert_eq!(date_of(31), (2026, 2, 1));
        assert_eq!(date_of(58), (2026, 2, 28));
        assert_eq!(date_of(59), (2026, 3, 1));
        assert_eq!(date_of(339), (2026, 12, 6));
        assert_eq!(date_of(365), (2027, 1, 1));
        assert_eq!(date_of(365 + 365 + 59), (2028, 2, 29));
    }

    #[test]
    fn progress_travels_as_a_file_and_another_file_is_refused() {
        let mut progress = Progress::default();
        progress.ratings.record(&spec(), Attempt::Solved, 1.0);
        progress.daily.solved.insert(12);
        progress.drills.tried = 3;
        let text = progress.export();
        assert!(text.contains("\"krada_progress\": 1"), "{text}");
        assert_eq!(Progress::import(&text), Ok(progress));
        assert_eq!(
            Progress::import("{\"tiles\":\"standard\"}"),
            Err(NotProgress)
        );
        assert_eq!(Progress::import("a game record"), Err(NotProgress));
    }

    #[test]
    fn a_merge_loses_nothing_of_either_device() {
        let mut phone = Progress::default();
        phone.daily.solved.extend([1, 2]);
        phone.drills = DrillProgress {
            tried: 5,
            solved: 1,
        };
        phone.ratings.record(&spec(), Attempt::Failed, 1.0);
        let mut laptop = Progress::default();
        laptop.daily.solved.extend([2, 3]);
        laptop.drills = DrillProgress {
            tried: 2,
            solved: 2,
        };
        for at in 0..3 {
            laptop.ratings.record(&spec(), Attempt::Solved, at as f64);
        }
        let kept = laptop.ratings.amath.clone();
        phone.merge(laptop);
        assert_eq!(phone.daily.solved, BTreeSet::from([1, 2, 3]));
        assert_eq!(
            phone.drills,
            DrillProgress {
                tried: 5,
                solved: 2
            }
        );
        assert_eq!(phone.ratings.amath, kept, "the longer history");
    }

    #[test]
    fn the_rating_chart_runs_from_1500_through_each_attempt_inside_its_box() {
        let mut rating = GameRating::default();
        assert_eq!(rating_chart(&rating, 300.0, 100.0), None);
        let mut ratings = PuzzleRatings::default();
        for attempt in [Attempt::Solved, Attempt::Solved, Attempt::Failed] {
            ratings.record(&spec(), attempt, 0.0);
        }
        rating = ratings.amath;
        let chart = rating_chart(&rating, 300.0, 100.0).unwrap();
        let points: Vec<(f64, f64)> = chart
            .points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert_eq!(points.len(), 4);
        assert_eq!(points[0].0, 0.0);
        assert_eq!(points[3].0, 300.0);
        assert!(points.iter().all(|&(_, y)| (0.0..=100.0).contains(&y)));
        // Higher ratings are drawn higher up: the first solve rises.
        assert!(points[1].1 < points[0].1);
        assert!(
            chart.low % 50 == 0 && chart.high % 50 == 0 && chart.low < 1500 && chart.high > 1500
        );
    }

    #[test]
    fn the_calendar_ends_with_this_week_monday_first() {
        // Day 0 (2026-01-01) is a Thursday: day 74 a Monday, 76 a Wednesday.
        let solved = BTreeSet::from([73, 75, 76]);
        let weeks = calendar(76, &solved, 2);
        assert_eq!(weeks.len(), 2);
        assert_eq!(weeks[1][0].number, 74);
        assert!(!weeks[1][0].solved && weeks[1][1].solved);
        assert!(weeks[1][2].solved && !weeks[1][2].future, "today");
        assert!(weeks[1][3].future);
        assert_eq!(weeks[0][6].number, 73);
        assert!(weeks[0][6].solved);
        // Before the daily puzzles began there is no week to show.
        assert_eq!(calendar(6, &solved, 5).len(), 1);
    }
}

//! How much equity the player leaves a move, game after reviewed game: the
//! progress screen's measure of play (not puzzles). Each reviewed Krada
//! game adds the moves of the sides a person played and what they lost.

use super::replay::Replay;
use super::storage::{self, Tally};
use krada_engine::rules::Rules;
use krada_features::review::summarise;
use serde::{Deserialize, Serialize};

/// One reviewed game: the person's moves reviewed and the equity they left.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedGame {
    /// The review's key for the game: the same game is one entry.
    pub key: String,
    /// When it was first reviewed (ms since 1970).
    pub at_ms: f64,
    pub moves: usize,
    pub equity_lost: f32,
}

impl ReviewedGame {
    pub fn per_move(&self) -> f32 {
        self.equity_lost / self.moves.max(1) as f32
    }
}

/// The reviewed games, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReviewHistory {
    pub games: Vec<ReviewedGame>,
}

impl ReviewHistory {
    /// Takes in a game's review as it stands (more moves reviewed replace
    /// fewer; the game keeps its first date).
    pub fn record(&mut self, game: ReviewedGame) {
        match self.games.iter_mut().find(|g| g.key == game.key) {
            Some(kept) if game.moves >= kept.moves => {
                *kept = ReviewedGame {
                    at_ms: kept.at_ms,
                    ..game
                };
            }
            Some(_) => {}
            None => self.games.push(game),
        }
    }

    /// Equity left a move over every reviewed move.
    pub fn average(&self) -> Option<f32> {
        let moves: usize = self.games.iter().map(|g| g.moves).sum();
        let lost: f32 = self.games.iter().map(|g| g.equity_lost).sum();
        (moves > 0).then(|| lost / moves as f32)
    }

    /// Another device's games taken in, each game once (the one with more
    /// moves reviewed), oldest first.
    pub fn merge(&mut self, other: ReviewHistory) {
        for game in other.games {
            self.record(game);
        }
        self.games.sort_by(|a, b| a.at_ms.total_cmp(&b.at_ms));
    }
}

/// Equity left a move, game by game, drawn in a `width` × `height` box from
/// 0 at the bottom: the points of an SVG polyline and the top's value;
/// `None` before any game is reviewed.
pub fn equity_chart(history: &ReviewHistory, width: f64, height: f64) -> Option<(String, f32)> {
    let values: Vec<f32> = history.games.iter().map(ReviewedGame::per_move).collect();
    let first = *values.first()?;
    // A box in round fives above the worst game.
    let top = (values.iter().copied().fold(first, f32::max) / 5.0)
        .ceil()
        .max(1.0)
        * 5.0;
    let step = width / (values.len().max(2) - 1) as f64;
    let points = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let y = height * (1.0 - (*v / top) as f64);
            format!("{:.1},{:.1}", i as f64 * step, y)
        })
        .collect::<Vec<_>>()
        .join(" ");
    Some((points, top))
}

impl Replay {
    /// The review of a Krada game as it stands, for the sides a person
    /// played; `None` for another source or before any of their moves is
    /// reviewed.
    pub fn reviewed_game(&self, at_ms: f64) -> Option<ReviewedGame> {
        let (_, people) = self.people()?;
        let rack_size = Rules::for_tiles(self.tiles).rack_size;
        let sides = summarise(self.reviews.iter().flatten(), rack_size);
        let (moves, lost) = sides
            .iter()
            .zip(people)
            .filter(|(_, person)| *person)
            .fold((0, 0.0), |(m, l), (s, _)| (m + s.moves, l + s.equity_lost));
        (moves > 0).then(|| ReviewedGame {
            key: self.storage_key(),
            at_ms,
            moves,
            equity_lost: lost,
        })
    }
}

/// A stored history; an unreadable one starts afresh (it is a tally the
/// reviews kept with each game can make again).
impl Tally for ReviewHistory {
    const KEY: &'static str = storage::REVIEW_HISTORY;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(key: &str, at_ms: f64, moves: usize, lost: f32) -> ReviewedGame {
        ReviewedGame {
            key: key.into(),
            at_ms,
            moves,
            equity_lost: lost,
        }
    }

    #[test]
    fn the_average_counts_every_move_and_a_game_reviewed_further_replaces_itself() {
        let mut history = ReviewHistory::default();
        assert_eq!(history.average(), None);
        history.record(game("a", 1.0, 2, 10.0));
        history.record(game("b", 2.0, 6, 6.0));
        assert_eq!(history.average(), Some(2.0));
        history.record(game("a", 9.0, 4, 12.0));
        assert_eq!(history.games.len(), 2);
        assert_eq!(history.games[0].at_ms, 1.0, "the first date kept");
        assert_eq!(history.games[0].moves, 4);
        // A review of fewer moves (another device's, say) does not undo it.
        history.record(game("a", 9.0, 1, 0.0));
        assert_eq!(history.games[0].moves, 4);
        let back = ReviewHistory::from_text(Some(&history.to_text()));
        assert_eq!(back, history);
        assert_eq!(
            ReviewHistory::from_text(Some("?")),
            ReviewHistory::default()
        );
    }

    #[test]
    fn a_merge_keeps_each_game_once_in_date_order() {
        let mut phone = ReviewHistory::default();
        phone.record(game("b", 5.0, 3, 3.0));
        let mut laptop = ReviewHistory::default();
        laptop.record(game("a", 1.0, 2, 2.0));
        laptop.record(game("b", 5.0, 8, 4.0));
        phone.merge(laptop);
        let keys: Vec<_> = phone
            .games
            .iter()
            .map(|g| (g.key.as_str(), g.moves))
            .collect();
        assert_eq!(keys, [("a", 2), ("b", 8)]);
    }

    #[test]
    fn the_chart_draws_each_game_from_zero_at_the_bottom() {
        let mut history = ReviewHistory::default();
        assert_eq!(equity_chart(&history, 300.0, 100.0), None);
        history.record(game("a", 1.0, 2, 14.0));
        history.record(game("b", 2.0, 4, 8.0));
        let (points, top) = equity_chart(&history, 300.0, 100.0).unwrap();
        assert_eq!(top, 10.0);
        assert_eq!(points, "0.0,30.0 300.0,80.0");
        // One game alone is a point at the left.
        let one = ReviewHistory {
            games: vec![game("a", 1.0, 2, 0.0)],
        };
        assert_eq!(equity_chart(&one, 300.0, 100.0).unwrap().0, "0.0,100.0");
    }
}

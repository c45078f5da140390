//! *Learn from your mistakes*: each big miss of a reviewed game (a move that
//! lost [`BIG_MISS`] equity or more, or a missed bingo) comes back as an
//! exercise — the position before it, "find a better play" — solved by a
//! play that wins back at least half of what was lost, tried until solved.
//! The exercises are kept by game, with the game's record, on the device.

use crate::puzzle::Answer;
use crate::review::{MoveReview, rated_plays};
use krada_ai::position::Position;
use krada_engine::game::{Game, Status};
use krada_engine::lexicon::Lexicon;
use krada_engine::record::GameRecord;
use krada_engine::tileset::TileSetId;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub use crate::review::BIG_MISS;

/// One move to find again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Exercise {
    /// The move's turn in its game (from 0): the position is the game's
    /// before that turn.
    pub index: usize,
    pub side: u8,
    /// The move played, as the move list writes it.
    pub played: String,
    pub played_equity: f32,
    pub best_equity: f32,
    pub solved: bool,
    /// Plays tried that did not win back enough.
    pub misses: u32,
}

impl Exercise {
    /// Equity the best play had over the move played.
    pub fn lost(&self) -> f32 {
        (self.best_equity - self.played_equity).max(0.0)
    }

    /// The equity a play must reach to solve it: half of what was lost won
    /// back.
    pub fn target(&self) -> f32 {
        self.played_equity + self.lost() / 2.0
    }
}

/// The exercises of reviewed moves: a big miss of a side a person played
/// (`players`), where some play (not only an exchange) does better enough.
/// `played_text` writes a reviewed move as the move list does.
pub fn exercises<'a>(
    reviews: impl IntoIterator<Item = &'a MoveReview>,
    rack_size: usize,
    players: [bool; 2],
    played_text: impl Fn(&MoveReview) -> String,
) -> Vec<Exercise> {
    reviews
        .into_iter()
        .filter(|r| players[r.side as usize & 1] && r.big_miss(rack_size))
        .filter_map(|r| {
            // A missed bingo worth less than the best play is still a miss
            // of the best play's equity.
            let best_play = r.best.first()?.equity;
            let exercise = Exercise {
                index: r.index,
                side: r.side,
                played: played_text(r),
                played_equity: r.equity,
                best_equity: best_play,
                solved: false,
                misses: 0,
            };
            (exercise.lost() > 0.0).then_some(exercise)
        })
        .collect()
}

/// Every play of `position` that reaches `target` (an exercise's), best
/// equity first, valued as the review values them.
pub fn better_plays(position: &Position, target: f32) -> Vec<Answer> {
    rated_plays(position)
        .into_iter()
        .filter(|r| r.equity >= target - 1e-4)
        .map(|r| Answer {
            placements: r.play.placements.to_vec(),
            score: r.play.score,
            outcome: None,
            draws: None,
        })
        .collect()
}

/// A reviewed game's exercises and what rebuilds their positions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExerciseGame {
    /// The review's key for the game: the same game is one entry.
    pub key: String,
    pub names: [String; 2],
    pub tiles: TileSetId,
    /// The game's record (JSON).
    pub record: String,
    pub exercises: Vec<Exercise>,
}

impl ExerciseGame {
    /// The game as it stood before exercise `index`'s move, or `None` when
    /// the record does not replay (a damaged save).
    pub fn game_before(&self, index: usize, lexicon: Option<Arc<Lexicon>>) -> Option<Game> {
        let record = GameRecord::from_json(&self.record).ok()?;
        let mut before = None;
        Game::from_record_observed(&record, lexicon, &mut |game, _| {
            let choosing = game.status() != Status::AwaitingChallenge;
            if before.is_none() && choosing && game.turns().len() == index {
                before = Some(game.clone());
            }
        })
        .ok()?;
        before
    }
}

/// Every game's exercises on the device, newest game first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ExerciseBook {
    pub games: Vec<ExerciseGame>,
}

/// Where an exercise is in the book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseRef {
    pub key: String,
    pub index: usize,
}

impl ExerciseBook {
    /// Takes in a game's exercises as its review stands: new misses are
    /// added, the ones already there keep how they went.
    pub fn add(&mut self, game: ExerciseGame) {
        match self.games.iter_mut().find(|g| g.key == game.key) {
            Some(kept) => {
                for exercise in game.exercises {
                    if !kept.exercises.iter().any(|e| e.index == exercise.index) {
                        kept.exercises.push(exercise);
                    }
                }
                kept.exercises.sort_by_key(|e| e.index);
            }
            None if game.exercises.is_empty() => {}
            None => self.games.insert(0, game),
        }
    }

    pub fn game(&self, key: &str) -> Option<&ExerciseGame> {
        self.games.iter().find(|g| g.key == key)
    }

    pub fn get(&self, at: &ExerciseRef) -> Option<&Exercise> {
        self.game(&at.key)?
            .exercises
            .iter()
            .find(|e| e.index == at.index)
    }

    fn get_mut(&mut self, at: &ExerciseRef) -> Option<&mut Exercise> {
        self.games
            .iter_mut()
            .find(|g| g.key == at.key)?
            .exercises
            .iter_mut()
            .find(|e| e.index == at.index)
    }

    /// A play that solved it; whether that is news.
    pub fn solve(&mut self, at: &ExerciseRef) -> bool {
        match self.get_mut(at) {
            Some(e) if !e.solved => {
                e.solved = true;
                true
            }
            _ => false,
        }
    }

    /// A play that did not win back enough.
    pub fn miss(&mut self, at: &ExerciseRef) {
        if let Some(e) = self.get_mut(at) {
            e.misses += 1;
        }
    }

    /// The exercises still to solve, newest game first, in move order.
    pub fn unsolved(&self) -> Vec<ExerciseRef> {
        self.games
            .iter()
            .flat_map(|g| {
                g.exercises
                    .iter()
                    .filter(|e| !e.solved)
                    .map(|e| ExerciseRef {
                        key: g.key.clone(),
                        index: e.index,
                    })
            })
            .collect()
    }

    /// The next one to try after `after` (or the first): the game's own
    /// next first, then the other games'.
    pub fn next_after(&self, after: Option<&ExerciseRef>) -> Option<ExerciseRef> {
        let unsolved = self.unsolved();
        let later = after.and_then(|a| {
            unsolved
                .iter()
                .find(|u| u.key == a.key && u.index > a.index)
                .cloned()
        });
        later.or_else(|| unsolved.into_iter().find(|u| Some(u) != after))
    }
}

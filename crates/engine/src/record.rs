//! The game record: every turn with its rack, move, lines, scores, totals
//! and clock time, as versioned JSON. Loading replays the moves from the
//! seed and checks every recorded field against the rules.

use crate::game::{Action, Event, Game, GameConfig, GameEnd, Status, Turn};
use crate::json_path;
use crate::lexicon::Lexicon;
use crate::tileset::TileId;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

pub const FORMAT: &str = "krada-game";
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub version: u32,
    pub config: GameConfig,
    /// The turn-order draw, round by round (a tie draws again).
    pub order_draw: Vec<[TileId; 2]>,
    pub first: u8,
    pub turns: Vec<Turn>,
    pub scores: [i32; 2],
    pub end: Option<GameEnd>,
}

/// The field of a [`RecordError`] when the text is no record at all (not
/// JSON, or JSON of another shape): a file that is not a Krada record.
pub const WHOLE_RECORD: &str = "(whole record)";

/// What is wrong with a record, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based turn, when the problem is in a turn.
    pub turn: Option<usize>,
    /// The field, as a path: `score`, `event.placements[2].pos`, `version`.
    pub field: String,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turn {
            Some(turn) => write!(f, "turn {turn}, field {}: {}", self.field, self.message),
            None => write!(f, "field {}: {}", self.field, self.message),
        }
    }
}

impl std::error::Error for RecordError {}

fn error(turn: Option<usize>, field: &str, message: impl Into<String>) -> RecordError {
    RecordError {
        turn,
        field: field.into(),
        message: message.into(),
    }
}

impl Game {
    pub fn record(&self) -> GameRecord {
        GameRecord {
            format: FORMAT.into(),
            version: VERSION,
            config: self.config().clone(),
            order_draw: self.order_draw().to_vec(),
            first: self.first(),
            turns: self.turns().to_vec(),
            scores: [self.score(0), self.score(1)],
            end: match self.status() {
                Status::Over(end) => Some(end),
                _ => None,
            },
        }
    }

    /// The actions taken so far, in order, with the clock time each took:
    /// what replays the game from its config.
    pub fn actions(&self) -> Vec<(Action, u64)> {
        let record = self.record();
        let mut actions = Vec::new();
        let replayed =
            Game::from_record_observed(&record, self.rules().lexicon.clone(), &mut |g, a| {
                let time = record.turns.get(g.turns().len()).map_or(0, |t| t.time_ms);
                actions.push((a.clone(), time));
            });
        debug_assert!(replayed.is_ok(), "a game replays from its own record");
        actions
    }

    /// The game as it was before its last action (a friendly game's undo);
    /// `None` when it may not be taken back.
    pub fn without_last_action(&self) -> Option<Game> {
        if self.undo_refusal().is_some() {
            return None;
        }
        let mut actions = self.actions();
        actions.pop()?;
        let mut game = Game::with_lexicon(self.config().clone(), self.rules().lexicon.clone());
        for (action, time) in actions {
            game.act(action, time).ok()?;
        }
        Some(game)
    }

    /// Rebuilds a game by replaying its record; any field that disagrees
    /// with the rules is reported with its turn.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        Game::from_record_with(record, None)
    }

    /// As [`Game::from_record`], judging Crossword words by `lexicon`.
    pub fn from_record_with(
        record: &GameRecord,
        lexicon: Option<Arc<Lexicon>>,
    ) -> Result<Game, RecordError> {
        Game::from_record_observed(record, lexicon, &mut |_, _| {})
    }

    /// As [`Game::from_record_with`], showing `observe` the game just before
    /// each action of the record is taken (a review looks at every position).
    pub fn from_record_observed(
        record: &GameRecord,
        lexicon: Option<Arc<Lexicon>>,
        observe: &mut dyn FnMut(&Game, &Action),
    ) -> Result<Game, RecordError> {
        if record.format != FORMAT {
            return Err(error(
                None,
                "format",
                format!("expected \"{FORMAT}\", found \"{}\"", record.format),
            ));
        }
        if record.version != VERSION {
            return Err(error(
                None,
                "version",
                format!(
                    "this Krada reads version {VERSION}, the record is version {}",
                    record.version
                ),
            ));
        }
        let mut game = Game::with_lexicon(record.config.clone(), lexicon);
        if game.order_draw() != record.order_draw.as_slice() {
            return Err(error(None, "order_draw", "does not match the seed"));
        }
        if game.first() != record.first {
            return Err(error(None, "first", "does not match the order draw"));
        }
        for (i, turn) in record.turns.iter().enumerate() {
            let n = Some(i + 1);
            if turn.side > 1 {
                return Err(error(
                    n,
                    "side",
                    format!("must be 0 or 1, found {}", turn.side),
                ));
            }
            let action = match &turn.event {
                Event::Play { placements, .. } => Some(Action::Play(placements.clone())),
                Event::Exchange { tiles } => Some(Action::Exchange(tiles.clone())),
                Event::Pass => Some(Action::Pass),
                Event::Challenge { .. } => Some(Action::Challenge),
                Event::Resign => Some(Action::Resign(turn.side)),
                // Accepting an out-play in challenge mode leaves no turn of its own.
                Event::OutBonus { .. } if game.status() == Status::AwaitingChallenge => {
                    Some(Action::Pass)
                }
                Event::Withdrawn
                | Event::OutBonus { .. }
                | Event::RackPenalty
                | Event::TimePenalty { .. } => None,
            };
            if let Some(action) = action {
                if game.turns().len() != i {
                    return Err(error(
                        n,
                        "event",
                        "a move where the rules record something else",
                    ));
                }
                // Either side may resign, whoever is to move.
                let any_side = matches!(turn.event, Event::OutBonus { .. } | Event::Resign);
                if turn.side != game.to_move() && !any_side {
                    return Err(error(
                        n,
                        "side",
                        format!("it is side {}'s turn", game.to_move()),
                    ));
                }
                observe(&game, &action);
                game.act(action, turn.time_ms)
                    .map_err(|e| error(n, "event", format!("{e:?}")))?;
            }
            let Some(rebuilt) = game.turns().get(i) else {
                return Err(error(n, "event", "the rules record no such turn here"));
            };
            compare(i + 1, rebuilt, turn)?;
        }
        if game.turns().len() > record.turns.len() {
            let missing = record.turns.len() + 1;
            return Err(error(
                Some(missing),
                "event",
                "missing: the rules record a turn here",
            ));
        }
        if [game.score(0), game.score(1)] != record.scores {
            return Err(error(
                None,
                "scores",
                format!(
                    "recorded {:?}, the turns add up to {:?}",
                    record.scores,
                    [game.score(0), game.score(1)]
                ),
            ));
        }
        let end = match game.status() {
            Status::Over(end) => Some(end),
            _ => None,
        };
        if end != record.end {
            return Err(error(
                None,
                "end",
                format!("recorded {:?}, the rules give {:?}", record.end, end),
            ));
        }
        Ok(game)
    }
}

fn compare(n: usize, rebuilt: &Turn, recorded: &Turn) -> Result<(), RecordError> {
    let mismatch = |field: &str, want: String, found: String| {
        Err(error(
            Some(n),
            field,
            format!("recorded {found}, the rules give {want}"),
        ))
    };
    if rebuilt.side != recorded.side {
        return mismatch("side", rebuilt.side.to_string(), recorded.side.to_string());
    }
    if rebuilt.rack != recorded.rack {
        return mismatch(
            "rack",
            format!("{:?}", rebuilt.rack),
            format!("{:?}", recorded.rack),
        );
    }
    if rebuilt.event != recorded.event {
        return mismatch(
            "event",
            format!("{:?}", rebuilt.event),
            format!("{:?}", recorded.event),
        );
    }
    if rebuilt.score != recorded.score {
        return mismatch(
            "score",
            rebuilt.score.to_string(),
            recorded.score.to_string(),
        );
    }
    if rebuilt.total != recorded.total {
        return mismatch(
            "total",
            rebuilt.total.to_string(),
            recorded.total.to_string(),
        );
    }
    if rebuilt.time_ms != recorded.time_ms {
        return mismatch(
            "time_ms",
            rebuilt.time_ms.to_string(),
            recorded.time_ms.to_string(),
        );
    }
    if rebuilt.drawn != recorded.drawn {
        return mismatch(
            "drawn",
            format!("{:?}", rebuilt.drawn),
            format!("{:?}", recorded.drawn),
        );
    }
    Ok(())
}

impl GameRecord {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records serialise")
    }

    /// Reads a record; a malformed one names the turn and field at fault.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        serde_json::from_str(text).map_err(|inner| {
            let offset = json_path::offset_of(text, inner.line(), inner.column());
            let path = json_path::path_at(text, offset);
            // `turns[4].score` names turn 5, field `score`.
            let turn = path
                .strip_prefix("turns[")
                .and_then(|rest| rest.split_once(']'))
                .and_then(|(index, field)| {
                    Some((
                        index.parse::<usize>().ok()? + 1,
                        field.trim_start_matches('.'),
                    ))
                });
            match turn {
                Some((turn, field)) => error(
                    Some(turn),
                    if field.is_empty() {
                        "(whole turn)"
                    } else {
                        field
                    },
                    inner.to_string(),
                ),
                None => error(
                    None,
                    if path == "." { WHOLE_RECORD } else { &path },
                    inner.to_string(),
                ),
            }
        })
    }

    /// Reads and replays a record in one step.
    pub fn load(text: &str) -> Result<Game, RecordError> {
        Game::from_record(&GameRecord::from_json(text)?)
    }
}

//! The tournament as one value: its settings, entrants and rounds, each
//! change checked before it is made (a refused change changes nothing) and
//! each correction kept in a log. Saved whole as a versioned file.

use crate::entrants::{Entrant, same_name};
use crate::pairing;
use crate::settings::{NO_SHOW_SCORE, Settings, System};
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "krada-desk";
pub const VERSION: u32 = 1;

/// One side of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Both scores as the table wrote them.
    Scores { a: u32, b: u32 },
    /// The side named did not come: the other wins with 100.
    NoShow(Side),
}

impl Outcome {
    /// The scores the standings count: a no-show is 100 to 0.
    pub fn scores(self) -> (u32, u32) {
        match self {
            Outcome::Scores { a, b } => (a, b),
            Outcome::NoShow(Side::A) => (0, NO_SHOW_SCORE),
            Outcome::NoShow(Side::B) => (NO_SHOW_SCORE, 0),
        }
    }
}

/// The highest score a game's side can be entered with.
pub const MAX_SCORE: u32 = 9999;

/// A score as typed at the desk or on the command line.
pub fn parse_score(text: &str) -> Result<u32, DeskError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&s| s <= MAX_SCORE)
        .ok_or_else(|| DeskError::NotAScore(text.trim().to_string()))
}

/// A table of a round: entrant `a` against `b`, or `a`'s bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub table: u32,
    pub a: usize,
    /// `None`: a bye, scored as a win when paired.
    pub b: Option<usize>,
    #[serde(default)]
    pub result: Option<Outcome>,
}

impl Game {
    pub fn is_bye(&self) -> bool {
        self.b.is_none()
    }

    /// Both entrants, or the one with the bye.
    pub fn entrants(&self) -> impl Iterator<Item = usize> {
        std::iter::once(self.a).chain(self.b)
    }

    /// The game is done: a bye, or a result entered.
    pub fn is_done(&self) -> bool {
        self.is_bye() || self.result.is_some()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub games: Vec<Game>,
}

/// A result changed after it was entered: which, from what, to what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    pub round: u32,
    pub table: u32,
    pub was: Option<Outcome>,
    pub now: Option<Outcome>,
}

/// Why the desk refused a change; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeskError {
    NoSuchRound(u32),
    NoSuchTable {
        round: u32,
        table: u32,
    },
    /// A bye has no result to enter.
    ByeTable {
        round: u32,
        table: u32,
    },
    /// The round's tables still waiting for a result.
    ResultsMissing {
        round: u32,
        tables: Vec<u32>,
    },
    /// Every round of the event has been paired.
    AllRoundsPaired,
    /// A round robin's entrants have all met.
    AllHaveMet,
    /// A round robin takes no entrant after its first round.
    LateForRoundRobin,
    /// Fewer than two entrants to pair.
    TooFew,
    /// The result of a round whose next round is paired would change who
    /// met whom after it.
    ChangesLaterPairing {
        round: u32,
    },
    Duplicate(String),
    NoSuchEntrant(String),
    /// A score typed that is not a whole number from 0 to 9999.
    NotAScore(String),
    /// A result code that is neither a table's QR text nor a short code.
    CodeUnreadable,
    /// A short code whose check does not match: a digit mistyped.
    CodeMistyped,
    /// A result code of another event (its name).
    CodeOtherEvent(String),
    /// A result code naming players other than the table's pair.
    CodeOtherPlayers {
        table: u32,
        code: [String; 2],
        paired: [String; 2],
    },
    /// A file of another program, or a broken one.
    NotADeskFile,
    /// A file written by a later Krada: its version named.
    LaterVersion(u32),
}

/// The whole event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub name: String,
    pub settings: Settings,
    pub entrants: Vec<Entrant>,
    pub rounds: Vec<Round>,
    #[serde(default)]
    pub log: Vec<Correction>,
}

impl Tournament {
    pub fn new(name: &str, settings: Settings, entrants: Vec<Entrant>) -> Tournament {
        Tournament {
            format: FORMAT.into(),
            version: VERSION,
            name: name.into(),
            settings,
            entrants,
            rounds: Vec::new(),
            log: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a tournament always writes")
    }

    /// Reads a saved event; a later version is refused by its number.
    pub fn from_json(text: &str) -> Result<Tournament, DeskError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let head: Head = serde_json::from_str(text).map_err(|_| DeskError::NotADeskFile)?;
        if head.format != FORMAT {
            return Err(DeskError::NotADeskFile);
        }
        if head.version > VERSION {
            return Err(DeskError::LaterVersion(head.version));
        }
        serde_json::from_str(text).map_err(|_| DeskError::NotADeskFile)
    }

    /// The round now being played (its number from 1), or 0 before any.
    pub fn current_round(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// The entrant called `name`.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.entrants.iter().position(|e| same_name(&e.name, name))
    }

    /// Adds a late entrant, paired from the next round.
    pub fn enter(&mut self, entrant: Entrant) -> Result<usize, DeskError> {
        if self.find(&entrant.name).is_some() {
            return Err(DeskError::Duplicate(entrant.name));
        }
        if self.settings.system == System::RoundRobin && !self.rounds.is_empty() {
            return Err(DeskError::LateForRoundRobin);
        }
        self.entrants.push(entrant);
        Ok(self.entrants.len() - 1)
    }

    /// Withdraws `name` from the next round on; their games stay.
    pub fn withdraw(&mut self, name: &str) -> Result<(), DeskError> {
        let at = self
            .find(name)
            .ok_or_else(|| DeskError::NoSuchEntrant(name.into()))?;
        let next = self.current_round() + 1;
        let e = &mut self.entrants[at];
        e.withdrawn_from = Some(e.withdrawn_from.map_or(next, |from| from.min(next)));
        Ok(())
    }

    /// The tables of the current round still waiting for a result.
    pub fn missing(&self) -> Vec<u32> {
        self.rounds.last().map_or_else(Vec::new, |r| {
            r.games
                .iter()
                .filter(|g| !g.is_done())
                .map(|g| g.table)
                .collect()
        })
    }

    /// Pairs the next round, once every result of this one is in.
    pub fn pair_next(&mut self) -> Result<&Round, DeskError> {
        let round = self.current_round();
        let missing = self.missing();
        if !missing.is_empty() {
            return Err(DeskError::ResultsMissing {
                round,
                tables: missing,
            });
        }
        if round >= self.settings.rounds {
            return Err(DeskError::AllRoundsPaired);
        }
        let games = pairing::pair(self)?;
        self.rounds.push(Round { games });
        Ok(self.rounds.last().expect("just paired"))
    }

    /// Enters (or corrects) the result of `table` in `round`. A result of
    /// an earlier round may change only while the rounds after it would be
    /// paired the same; a change is logged.
    pub fn set_result(
        &mut self,
        round: u32,
        table: u32,
        outcome: Option<Outcome>,
    ) -> Result<(), DeskError> {
        let at = self.game_at(round, table)?;
        let was = self.rounds[round as usize - 1].games[at].result;
        if was == outcome {
            return Ok(());
        }
        let mut changed = self.clone();
        if changed.is_no_show_in_round_one(round, was) {
            changed.set_absent_withdrawn(round, at, None);
        }
        changed.rounds[round as usize - 1].games[at].result = outcome;
        if changed.is_no_show_in_round_one(round, outcome) {
            changed.set_absent_withdrawn(round, at, Some(2));
        }
        if !changed.later_rounds_pair_the_same(round) {
            return Err(DeskError::ChangesLaterPairing { round });
        }
        if was.is_some() {
            changed.log.push(Correction {
                round,
                table,
                was,
                now: outcome,
            });
        }
        *self = changed;
        Ok(())
    }

    fn game_at(&self, round: u32, table: u32) -> Result<usize, DeskError> {
        let games = &self
            .rounds
            .get((round as usize).wrapping_sub(1))
            .ok_or(DeskError::NoSuchRound(round))?
            .games;
        let at = games
            .iter()
            .position(|g| g.table == table)
            .ok_or(DeskError::NoSuchTable { round, table })?;
        if games[at].is_bye() {
            return Err(DeskError::ByeTable { round, table });
        }
        Ok(at)
    }

    fn is_no_show_in_round_one(&self, round: u32, outcome: Option<Outcome>) -> bool {
        round == 1 && matches!(outcome, Some(Outcome::NoShow(_)))
    }

    /// One absent from round 1 has lost their place (docs/rules.md, "At a
    /// tournament"): withdrawn from round 2 (`Some(2)`); a result corrected
    /// gives it back (`None`).
    fn set_absent_withdrawn(&mut self, round: u32, at: usize, from: Option<u32>) {
        let game = &self.rounds[round as usize - 1].games[at];
        let absent = match game.result {
            Some(Outcome::NoShow(Side::A)) => Some(game.a),
            Some(Outcome::NoShow(Side::B)) => game.b,
            _ => None,
        };
        if let Some(absent) = absent {
            self.entrants[absent].withdrawn_from = from;
        }
    }

    /// Every round after `round` is paired as it would be now.
    fn later_rounds_pair_the_same(&self, round: u32) -> bool {
        (round as usize..self.rounds.len()).all(|later| {
            let mut before = self.clone();
            before.rounds.truncate(later);
            let pairs = |games: &[Game]| -> Vec<(u32, usize, Option<usize>)> {
                games.iter().map(|g| (g.table, g.a, g.b)).collect()
            };
            pairing::pair(&before)
                .is_ok_and(|games| pairs(&games) == pairs(&self.rounds[later].games))
        })
    }
}

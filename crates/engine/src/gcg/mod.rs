//! GCG, the crossword game record format: pragma lines (`#player1 …`) and
//! event lines (`>nick: RACK 8H WORD +24 24`). Krada writes its Crossword
//! games as GCG and reads GCG files from anywhere; a file read back is
//! replayed on the board move by move, every score checked.
//!
//! - [`decode`]: a file's bytes to text, by its `#character-encoding`.
//! - [`Gcg::parse`]: text to lines, refusing files of another variant.
//! - [`Gcg::to_text`] and [`Game::to_gcg`](crate::game::Game::to_gcg): writing.
//! - [`replay`] and [`replay_with`]: the board after every event.

mod decode;
mod parse;
mod replay;
mod write;

pub use decode::{DecodeError, decode};
pub use replay::{Check, ReplayStep, Replayed, replay, replay_with};
pub use write::nickname;

use crate::layout::{Dir, Pos};
use crate::play::PlayError;
use std::fmt;

/// A GCG file: its lines in order, so unknown pragmas survive a round trip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gcg {
    pub lines: Vec<GcgLine>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgLine {
    /// `#name value`.
    Pragma {
        name: String,
        value: String,
    },
    Event(GcgEvent),
    /// Text that continues a `#note` or stands alone; kept as it is.
    Text(String),
}

/// `>nick: RACK … score total [note]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgEvent {
    pub nick: String,
    /// The rack before the event; empty when the file does not give it.
    pub rack: String,
    pub kind: GcgMove,
    pub score: i32,
    pub total: i32,
    /// Whatever follows the total (Quackle lists the words a play formed
    /// there); empty when nothing does.
    pub note: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgMove {
    /// `8H WORD`: `.` marks a tile already on the board, lowercase a blank.
    Play { pos: Pos, dir: Dir, word: String },
    /// `--`: the player's last play was challenged off.
    Withdrawn,
    /// `-`.
    Pass,
    /// `-TILES`, or `-N` when only the count is known.
    Exchange(String),
    /// `(RACK)` as the rack: the opponent's tiles for going out, twice their
    /// value (NASPA) or once, the opponent losing as much on a line of
    /// their own (WESPA).
    OutBonus(String),
    /// `RACK (RACK)`: the tiles left when the game ended (or, in the WESPA
    /// form, when the opponent went out), their value taken off.
    EndRack(String),
    /// `(time)`: points lost over the clock.
    Time,
    /// `(challenge)`: points for a challenged word that stood, in files
    /// from clubs that give them (Krada's double challenge does not).
    ChallengeBonus,
}

/// What is wrong with a GCG file, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgError {
    pub line: usize,
    pub problem: GcgProblem,
}

/// Why a file is taken for another game than English Crossword for two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `#lexicon` names a word list of another language.
    Lexicon(String),
    /// `#board-layout` names another board than the standard 15×15.
    BoardLayout(String),
    /// `#tile-distribution` names other tiles than the English set.
    TileDistribution(String),
    /// A tile outside A–Z (a letter of another alphabet, or a `[CH]`-like
    /// tile of two letters).
    Letter(String),
    /// More than two players (`#player3` …).
    Players(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgProblem {
    NoPlayers,
    /// Both players have this nickname, so their moves cannot be told apart.
    SameNick(String),
    OtherVariant(Variant),
    /// An event line without `>nick:`.
    NoNick,
    BadNick(String),
    /// Fewer than a move, a score and a total.
    TooShort,
    BadNumber(String),
    BadRackInBrackets(String),
    BadExchange(String),
    BadSquare(String),
    BadWord(String),
    OffBoard(String),
    UnreadableMove(String),
    BadRack(String),
    UnknownPlayer(String),
    /// The word has `.` over an empty square.
    DotOnEmpty(Pos),
    /// The word has a letter where the board holds another.
    OtherLetter(Pos, char),
    /// The rack does not hold a tile the play uses (`?` for a blank).
    NotOnRack {
        rack: String,
        tile: char,
    },
    Play(PlayError),
    WrongScore {
        computed: i32,
        stated: i32,
    },
    /// A pass or an exchange that scores.
    ScoringPass,
    /// A time penalty that adds points.
    TimeAdds,
    /// A challenge bonus that takes points away.
    BonusSubtracts,
    NothingToWithdraw,
    WrongTotal {
        computed: i32,
        stated: i32,
    },
}

impl fmt::Display for GcgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {:?}", self.line, self.problem)
    }
}

impl std::error::Error for GcgError {}

impl Gcg {
    pub fn pragma(&self, name: &str) -> Option<&str> {
        self.lines.iter().find_map(|l| match l {
            GcgLine::Pragma { name: n, value } if n == name => Some(value.as_str()),
            _ => None,
        })
    }

    /// `(nickname, full name)` of player 1 and player 2.
    pub fn players(&self) -> [Option<(String, String)>; 2] {
        ["player1", "player2"].map(|p| self.pragma(p).and_then(player))
    }
}

/// `nick Full Name` as a pair; the nickname stands for the name when the
/// file gives none.
fn player(value: &str) -> Option<(String, String)> {
    let value = value.trim();
    let (nick, name) = value.split_once(char::is_whitespace).unwrap_or((value, ""));
    let name = name.trim();
    (!nick.is_empty()).then(|| {
        let name = if name.is_empty() { nick } else { name };
        (nick.to_string(), name.to_string())
    })
}

#[cfg(test)]
mod tests;

//! GCG, the crossword game record format: pragma lines (`#player1 …`) and
//! event lines (`>nick: RACK 8H WORD +24 24`). Krada writes its Crossword
//! games as GCG and reads GCG files from anywhere; a file read back is
//! replayed on the board move by move, every score checked.

use crate::board::{Board, Placed};
use crate::face::letters;
use crate::game::{Event, Game, Turn};
use crate::layout::{Dir, Pos};
use crate::notation::{square_name, write_rack};
use crate::play::{self, Placement, PlayError};
use crate::rules::Rules;
use crate::tileset::{TileId, TileSetId};
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

/// `>nick: RACK … score total`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgEvent {
    pub nick: String,
    /// The rack before the event; empty when the file does not give it.
    pub rack: String,
    pub kind: GcgMove,
    pub score: i32,
    pub total: i32,
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
    /// `(RACK)` as the rack: twice the opponent's tiles for going out.
    OutBonus(String),
    /// `RACK (RACK)`: the tiles left when the game ended scoreless.
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgProblem {
    ByteOrderMark,
    NoPlayers,
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

fn signed(text: &str) -> Option<i32> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    digits.parse().ok()
}

fn is_rack(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_uppercase() || c == '?')
}

fn parse_event(line: usize, text: &str) -> Result<GcgEvent, GcgError> {
    let error = |problem: GcgProblem| GcgError { line, problem };
    let (nick, rest) = text[1..]
        .split_once(':')
        .ok_or_else(|| error(GcgProblem::NoNick))?;
    let nick = nick.trim();
    if nick.is_empty() || nick.contains(char::is_whitespace) {
        return Err(error(GcgProblem::BadNick(nick.into())));
    }
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    if tokens.len() < 3 {
        return Err(error(GcgProblem::TooShort));
    }
    let (body, numbers) = tokens.split_at(tokens.len() - 2);
    let number = |t: &str| signed(t).ok_or_else(|| error(GcgProblem::BadNumber(t.into())));
    let (score, total) = (number(numbers[0])?, number(numbers[1])?);
    let bracketed = |t: &str| {
        t.strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .map(str::to_string)
    };
    let (rack, kind) = match body {
        [first] if bracketed(first).is_some_and(|r| is_rack(&r)) => (
            String::new(),
            GcgMove::OutBonus(bracketed(first).expect("bracketed")),
        ),
        [rack, "--"] => (rack.to_string(), GcgMove::Withdrawn),
        [rack, "-"] => (rack.to_string(), GcgMove::Pass),
        [rack, "(time)"] => (rack.to_string(), GcgMove::Time),
        [rack, "(challenge)"] => (rack.to_string(), GcgMove::ChallengeBonus),
        [rack, tiles] if tiles.starts_with('(') => {
            let left = bracketed(tiles)
                .filter(|r| is_rack(r))
                .ok_or_else(|| error(GcgProblem::BadRackInBrackets(tiles.to_string())))?;
            (rack.to_string(), GcgMove::EndRack(left))
        }
        [rack, tiles] if tiles.starts_with('-') => {
            let tiles = &tiles[1..];
            if !is_rack(tiles) && tiles.parse::<u8>().is_err() {
                return Err(error(GcgProblem::BadExchange(tiles.into())));
            }
            (rack.to_string(), GcgMove::Exchange(tiles.into()))
        }
        [rack, square, word] => {
            let (pos, dir) = Pos::parse_with_dir(square)
                .ok_or_else(|| error(GcgProblem::BadSquare(square.to_string())))?;
            if word.is_empty() || !word.chars().all(|c| c.is_ascii_alphabetic() || c == '.') {
                return Err(error(GcgProblem::BadWord(word.to_string())));
            }
            let end = pos.step(dir, word.chars().count() as isize - 1);
            if end.is_none() {
                return Err(error(GcgProblem::OffBoard(word.to_string())));
            }
            (
                rack.to_string(),
                GcgMove::Play {
                    pos,
                    dir,
                    word: word.to_string(),
                },
            )
        }
        _ => return Err(error(GcgProblem::UnreadableMove(body.join(" ")))),
    };
    if !rack.is_empty() && !is_rack(&rack) {
        return Err(error(GcgProblem::BadRack(rack)));
    }
    Ok(GcgEvent {
        nick: nick.into(),
        rack,
        kind,
        score,
        total,
    })
}

impl Gcg {
    /// Reads a GCG file; the first line that cannot be read is named.
    pub fn parse(text: &str) -> Result<Gcg, GcgError> {
        let mut lines = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let raw = raw.trim_end_matches('\r');
            if line == 1 && raw.starts_with('\u{feff}') {
                return Err(GcgError {
                    line,
                    problem: GcgProblem::ByteOrderMark,
                });
            }
            // Trailing blanks of a pragma mean nothing; dropping them keeps
            // what is read equal to what is written back.
            if let Some(pragma) = raw.trim_end().strip_prefix('#') {
                let (name, value) = pragma.split_once(' ').unwrap_or((pragma, ""));
                lines.push(GcgLine::Pragma {
                    name: name.into(),
                    value: value.into(),
                });
            } else if raw.starts_with('>') {
                lines.push(GcgLine::Event(parse_event(line, raw)?));
            } else {
                lines.push(GcgLine::Text(raw.into()));
            }
        }
        let gcg = Gcg { lines };
        if gcg.players().iter().any(|p| p.is_none()) {
            return Err(GcgError {
                line: 1,
                problem: GcgProblem::NoPlayers,
            });
        }
        Ok(gcg)
    }

    /// The file's text; a file read by [`Gcg::parse`] is given back as it was.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for line in &self.lines {
            match line {
                GcgLine::Pragma { name, value } if value.is_empty() => out += &format!("#{name}\n"),
                GcgLine::Pragma { name, value } => out += &format!("#{name} {value}\n"),
                GcgLine::Text(text) => out += &format!("{text}\n"),
                GcgLine::Event(e) => {
                    let body = match &e.kind {
                        GcgMove::Play { pos, dir, word } => {
                            format!("{} {} {word}", e.rack, square_name(*pos, *dir))
                        }
                        GcgMove::Withdrawn => format!("{} --", e.rack),
                        GcgMove::Pass => format!("{} -", e.rack),
                        GcgMove::Exchange(tiles) => format!("{} -{tiles}", e.rack),
                        GcgMove::OutBonus(rack) => format!("({rack})"),
                        GcgMove::EndRack(rack) => format!("{} ({rack})", e.rack),
                        GcgMove::Time => format!("{} (time)", e.rack),
                        GcgMove::ChallengeBonus => format!("{} (challenge)", e.rack),
                    };
                    let score = if e.score >= 0 {
                        format!("+{}", e.score)
                    } else {
                        e.score.to_string()
                    };
                    out += &format!(">{}: {body} {score} {}\n", e.nick, e.total);
                }
            }
        }
        out
    }

    pub fn pragma(&self, name: &str) -> Option<&str> {
        self.lines.iter().find_map(|l| match l {
            GcgLine::Pragma { name: n, value } if n == name => Some(value.as_str()),
            _ => None,
        })
    }

    /// `(nickname, full name)` of player 1 and player 2.
    pub fn players(&self) -> [Option<(String, String)>; 2] {
        ["player1", "player2"].map(|p| {
            self.pragma(p).map(|v| {
                let (nick, name) = v.split_once(' ').unwrap_or((v, v));
                (nick.to_string(), name.trim().to_string())
            })
        })
    }
}

/// A name as a GCG nickname: no spaces, never empty.
fn nickname(name: &str, fallback: &str) -> String {
    let nick: String = name
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    if nick.is_empty() {
        fallback.into()
    } else {
        nick
    }
}

fn line_word(rules: &Rules, play: &[Placement], line: &play::Line) -> String {
    line.faces
        .iter()
        .zip(&line.new)
        .enumerate()
        .map(|(i, (&face, &new))| {
            if !new {
                return '.';
            }
            let pos = line.start.step(line.dir, i as isize).expect("on board");
            let c = letters::to_char(face);
            let blank = play
                .iter()
                .find(|p| p.pos == pos)
                .is_some_and(|p| rules.tiles.kind(p.tile).blank);
            if blank { c.to_ascii_lowercase() } else { c }
        })
        .collect()
}

impl Game {
    /// The game as GCG. Player 1 is the side that moved first.
    pub fn to_gcg(&self) -> Gcg {
        let rules = self.rules();
        let first = self.first();
        let config = self.config();
        let mut nicks = [0, 1].map(|s| nickname(&config.sides[s].name, &format!("p{}", s + 1)));
        if nicks[0] == nicks[1] {
            nicks = [0, 1].map(|s| format!("{}{}", nicks[s], s + 1));
        }
        let mut lines = vec![GcgLine::Pragma {
            name: "character-encoding".into(),
            value: "UTF-8".into(),
        }];
        for (n, side) in [first, 1 - first].into_iter().enumerate() {
            lines.push(GcgLine::Pragma {
                name: format!("player{}", n + 1),
                value: format!(
                    "{} {}",
                    nicks[side as usize],
                    config.sides[side as usize].name.trim()
                ),
            });
        }
        if let Some(lexicon) = &config.lexicon {
            lines.push(GcgLine::Pragma {
                name: "lexicon".into(),
                value: lexicon.clone(),
            });
        }
        lines.push(GcgLine::Pragma {
            name: "id".into(),
            value: format!("krada {}", config.seed),
        });
        let rack_of = |turn: &Turn| write_rack(&rules.tiles, &sorted(rules, &turn.rack));
        for (index, turn) in self.turns().iter().enumerate() {
            let event = |kind: GcgMove| GcgEvent {
                nick: nicks[turn.side as usize].clone(),
                rack: rack_of(turn),
                kind,
                score: turn.score,
                total: turn.total,
            };
            match &turn.event {
                Event::Play {
                    placements,
                    lines: played,
                    ..
                } => {
                    let main = &played[0];
                    lines.push(GcgLine::Event(event(GcgMove::Play {
                        pos: main.start,
                        dir: main.dir,
                        word: line_word(rules, placements, main),
                    })));
                }
                Event::Exchange { tiles } => {
                    let tiles = write_rack(&rules.tiles, &sorted(rules, tiles));
                    lines.push(GcgLine::Event(event(GcgMove::Exchange(tiles))));
                }
                Event::Pass => lines.push(GcgLine::Event(event(GcgMove::Pass))),
                Event::Challenge { play_stands: true } => {
                    lines.push(GcgLine::Event(event(GcgMove::Pass)));
                    lines.push(GcgLine::Pragma {
                        name: "note".into(),
                        value: "#unsuccessful-challenge".into(),
                    });
                }
                // The withdrawn play's own line says it came off.
                Event::Challenge { play_stands: false } => {}
                // The play line's rack: the tiles went back to it.
                Event::Withdrawn => {
                    let rack = self.turns()[..index]
                        .iter()
                        .rev()
                        .find(|t| t.side == turn.side && matches!(t.event, Event::Play { .. }))
                        .map_or_else(|| rack_of(turn), rack_of);
                    lines.push(GcgLine::Event(GcgEvent {
                        rack,
                        ..event(GcgMove::Withdrawn)
                    }));
                }
                Event::OutBonus { opponent_rack } => {
                    let rack = write_rack(&rules.tiles, &sorted(rules, opponent_rack));
                    lines.push(GcgLine::Event(GcgEvent {
                        rack: String::new(),
                        ..event(GcgMove::OutBonus(rack))
                    }));
                }
                Event::RackPenalty => {
                    let rack = rack_of(turn);
                    lines.push(GcgLine::Event(event(GcgMove::EndRack(rack))));
                }
                Event::TimePenalty { .. } => lines.push(GcgLine::Event(event(GcgMove::Time))),
            }
        }
        if !self.is_over() {
            lines.push(GcgLine::Pragma {
                name: "incomplete".into(),
                value: String::new(),
            });
        }
        Gcg { lines }
    }
}

/// Tiles in alphabetical order, blanks last, as GCG racks are written.
fn sorted(rules: &Rules, tiles: &[TileId]) -> Vec<TileId> {
    let mut out = tiles.to_vec();
    out.sort_by_key(|&t| {
        let kind = rules.tiles.kind(t);
        (kind.blank, t.0)
    });
    out
}

/// The board and scores after one event of a replayed GCG file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The file line of the event (from 1).
    pub line: usize,
    /// Player 1 or 2 (0 or 1).
    pub player: u8,
    pub event: GcgEvent,
    pub board: Board,
    pub totals: [i32; 2],
    /// The squares this event put tiles on.
    pub placed: Vec<Pos>,
}

/// Replays a GCG file on the Crossword board: every play must fit the board
/// and score what the file says, every total must add up. Words are not
/// judged: the file may come from another word list.
pub fn replay(gcg: &Gcg) -> Result<Vec<ReplayStep>, GcgError> {
    let rules = Rules::for_tiles(TileSetId::English);
    let players = gcg.players();
    let nicks: Vec<String> = players
        .iter()
        .map(|p| p.as_ref().map(|(n, _)| n.clone()).unwrap_or_default())
        .collect();
    let mut board = Board::default();
    let mut totals = [0i32; 2];
    let mut last_play: [Vec<Pos>; 2] = [vec![], vec![]];
    let mut steps = Vec::new();
    for (index, entry) in gcg.lines.iter().enumerate() {
        let line = index + 1;
        let GcgLine::Event(event) = entry else {
            continue;
        };
        let error = |problem: GcgProblem| GcgError { line, problem };
        let player = nicks
            .iter()
            .position(|n| *n == event.nick)
            .ok_or_else(|| error(GcgProblem::UnknownPlayer(event.nick.clone())))?
            as u8;
        let p = player as usize;
        let mut placed = Vec::new();
        match &event.kind {
            GcgMove::Play { pos, dir, word } => {
                let mut new = Vec::new();
                for (i, c) in word.chars().enumerate() {
                    let at = pos.step(*dir, i as isize).expect("checked on reading");
                    let on_board = board.get(at);
                    match (c, on_board) {
                        ('.', Some(_)) => {}
                        ('.', None) => {
                            return Err(error(GcgProblem::DotOnEmpty(at)));
                        }
                        (c, Some(tile)) if letters::from_char(c) == Some(tile.face) => {}
                        (c, Some(_)) => {
                            return Err(error(GcgProblem::OtherLetter(at, c)));
                        }
                        (c, None) => {
                            let face = letters::from_char(c).expect("a letter");
                            let tile = if c.is_ascii_lowercase() {
                                rules.tiles.blank()
                            } else {
                                rules.tiles.plain_for(face)
                            }
                            .expect("English tiles");
                            new.push(Placement {
                                pos: at,
                                tile,
                                face,
                            });
                        }
                    }
                }
                if !event.rack.is_empty() {
                    let mut rack: Vec<char> = event.rack.chars().collect();
                    for p in &new {
                        let want = if rules.tiles.kind(p.tile).blank {
                            '?'
                        } else {
                            letters::to_char(p.face)
                        };
                        let i = rack.iter().position(|&c| c == want).ok_or_else(|| {
                            error(GcgProblem::NotOnRack {
                                rack: event.rack.clone(),
                                tile: want,
                            })
                        })?;
                        rack.remove(i);
                    }
                }
                let scored =
                    play::score(&rules, &board, &new).map_err(|e| error(GcgProblem::Play(e)))?;
                if scored.score as i32 != event.score {
                    return Err(error(GcgProblem::WrongScore {
                        computed: scored.score as i32,
                        stated: event.score,
                    }));
                }
                for p in &new {
                    board.set(
                        p.pos,
                        Placed {
                            tile: p.tile,
                            face: p.face,
                        },
                    );
                    placed.push(p.pos);
                }
                last_play[p] = placed.clone();
            }
            GcgMove::Withdrawn => {
                if last_play[p].is_empty() {
                    return Err(error(GcgProblem::NothingToWithdraw));
                }
                for at in std::mem::take(&mut last_play[p]) {
                    board.clear(at);
                }
            }
            GcgMove::Pass | GcgMove::Exchange(_) => {
                if event.score != 0 {
                    return Err(error(GcgProblem::ScoringPass));
                }
            }
            GcgMove::OutBonus(rack) | GcgMove::EndRack(rack) => {
                let points: i32 = rack
                    .chars()
                    .filter_map(letters::from_char)
                    .filter_map(|f| rules.tiles.plain_for(f))
                    .map(|t| rules.tiles.kind(t).points as i32)
                    .sum();
                let expected = if matches!(event.kind, GcgMove::OutBonus(_)) {
                    2 * points
                } else {
                    -points
                };
                if event.score != expected {
                    return Err(error(GcgProblem::WrongScore {
                        computed: expected,
                        stated: event.score,
                    }));
                }
            }
            GcgMove::Time => {
                if event.score > 0 {
                    return Err(error(GcgProblem::TimeAdds));
                }
            }
            GcgMove::ChallengeBonus => {
                if event.score < 0 {
                    return Err(error(GcgProblem::BonusSubtracts));
                }
            }
        }
        if !matches!(event.kind, GcgMove::Play { .. } | GcgMove::Withdrawn) {
            last_play[p].clear();
        }
        totals[p] += event.score;
        if totals[p] != event.total {
            return Err(error(GcgProblem::WrongTotal {
                computed: totals[p],
                stated: event.total,
            }));
        }
        steps.push(ReplayStep {
            line,
            player,
            event: event.clone(),
            board: board.clone(),
            totals,
            placed,
        });
    }
    Ok(steps)
}

#[cfg(test)]
#[path = "gcg_tests.rs"]
mod tests;

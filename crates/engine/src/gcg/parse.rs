//! Reading GCG text as the programs that write it do: a rack or none, runs
//! of spaces, CRLF, lowercase squares, notes after the total. A file of
//! another variant is refused up front, naming what gave it away.

use super::{Gcg, GcgError, GcgEvent, GcgLine, GcgMove, GcgProblem, Variant, player};
use crate::layout::Pos;

impl Gcg {
    /// Reads a GCG file; the first line that cannot be read is named. A
    /// byte-order mark at the start is skipped.
    pub fn parse(text: &str) -> Result<Gcg, GcgError> {
        let text = text.trim_start_matches('\u{feff}');
        check_pragmas(text)?;
        let mut lines = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let raw = raw.trim_end_matches('\r');
            if let Some((name, value)) = pragma(raw) {
                lines.push(GcgLine::Pragma {
                    name: name.into(),
                    value: value.into(),
                });
            } else if let Some(event) = raw.strip_prefix('>') {
                lines.push(GcgLine::Event(parse_event(line, event)?));
            } else {
                lines.push(GcgLine::Text(raw.into()));
            }
        }
        Ok(Gcg { lines })
    }
}

/// A pragma line's name and value (`#player1 ann Ann Lee` gives `player1`
/// and `ann Ann Lee`). Trailing blanks mean nothing; dropping them keeps
/// what is read equal to what is written back.
fn pragma(raw: &str) -> Option<(&str, &str)> {
    let pragma = raw.trim_end().strip_prefix('#')?;
    Some(pragma.split_once(' ').unwrap_or((pragma, "")))
}

/// The pragmas that say which game this is, checked before any move so a
/// file of another variant is named as such rather than failing later on
/// a score.
fn check_pragmas(text: &str) -> Result<(), GcgError> {
    let mut players: [Option<(usize, String)>; 2] = [None, None];
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let Some((name, value)) = pragma(raw) else {
            continue;
        };
        let value = value.trim();
        let other = |variant: Variant| {
            Err(GcgError {
                line,
                problem: GcgProblem::OtherVariant(variant),
            })
        };
        match name {
            "lexicon" if is_foreign_lexicon(value) => return other(Variant::Lexicon(value.into())),
            "board-layout" if !value.eq_ignore_ascii_case("CrosswordGame") => {
                return other(Variant::BoardLayout(value.into()));
            }
            "tile-distribution" if !value.eq_ignore_ascii_case("english") => {
                return other(Variant::TileDistribution(value.into()));
            }
            "player1" | "player2" => {
                let slot = usize::from(name == "player2");
                players[slot] = player(value).map(|(nick, _)| (line, nick));
            }
            _ => {
                if let Some(count) = name.strip_prefix("player").and_then(|n| n.parse().ok()) {
                    return other(Variant::Players(count));
                }
            }
        }
    }
    match players {
        [Some((_, a)), Some((line, b))] if a == b => Err(GcgError {
            line,
            problem: GcgProblem::SameNick(b),
        }),
        [Some(_), Some(_)] => Ok(()),
        _ => Err(GcgError {
            line: 1,
            problem: GcgProblem::NoPlayers,
        }),
    }
}

/// Word lists of other languages, by the prefixes their publishers use
/// (Polish OSPS, French ODS/FRA, German RD, Norwegian NSF, Catalan DISC,
/// Spanish FISE/FILE). Any other name, a club's own list included, is
/// taken for English: the letters and scores still check it.
fn is_foreign_lexicon(name: &str) -> bool {
    const FOREIGN: [&str; 8] = ["OSPS", "ODS", "FRA", "RD", "NSF", "DISC", "FISE", "FILE"];
    let upper = name.to_ascii_uppercase();
    FOREIGN.iter().any(|prefix| {
        upper
            .strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(|c: char| c.is_ascii_digit()))
    })
}

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

/// A tile that no English set has: a letter of another alphabet, or a
/// bracketed tile of two letters (`[CH]`, `[L·L]`).
fn foreign_tile(text: &str) -> Option<String> {
    if let Some(open) = text.find('[') {
        let close = text[open..].find(']').map_or(text.len(), |c| open + c + 1);
        return Some(text[open..close].to_string());
    }
    text.chars()
        .find(|c| c.is_alphabetic() && !c.is_ascii_alphabetic())
        .map(String::from)
}

/// The event's tokens, each with its byte offset, so what follows the
/// total can be kept as it was written.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    text.split_whitespace()
        .map(|t| (t.as_ptr() as usize - text.as_ptr() as usize, t))
        .collect()
}

/// How many tokens the move starting with `first` takes: a play is a
/// square and a word, everything else one token.
fn move_width(first: &str) -> usize {
    if first.starts_with(['(', '-']) { 1 } else { 2 }
}

/// Whether the event's first token is its move rather than a rack: racks
/// are letters, moves start with a bracket, a dash or a square's digit.
fn starts_with_move(first: &str) -> bool {
    first.starts_with(['(', '-']) || first.contains(|c: char| c.is_ascii_digit())
}

fn parse_event(line: usize, text: &str) -> Result<GcgEvent, GcgError> {
    let error = |problem: GcgProblem| GcgError { line, problem };
    let (nick, rest) = text
        .split_once(':')
        .ok_or_else(|| error(GcgProblem::NoNick))?;
    let nick = nick.trim();
    if nick.is_empty() || nick.contains(char::is_whitespace) {
        return Err(error(GcgProblem::BadNick(nick.into())));
    }
    let tokens = tokens(rest);
    let first = tokens.first().ok_or_else(|| error(GcgProblem::TooShort))?.1;
    let (rack, start) = if starts_with_move(first) {
        ("", 0)
    } else {
        (first, 1)
    };
    let mover = tokens
        .get(start)
        .ok_or_else(|| error(GcgProblem::TooShort))?
        .1;
    let numbers = start + move_width(mover);
    if tokens.len() < numbers + 2 {
        return Err(error(GcgProblem::TooShort));
    }
    if let Some(tile) = tokens[..numbers].iter().find_map(|t| foreign_tile(t.1)) {
        return Err(error(GcgProblem::OtherVariant(Variant::Letter(tile))));
    }
    let body: Vec<&str> = tokens[start..numbers].iter().map(|t| t.1).collect();
    let number = |t: &str| signed(t).ok_or_else(|| error(GcgProblem::BadNumber(t.into())));
    let score = number(tokens[numbers].1)?;
    let total = number(tokens[numbers + 1].1)?;
    let note = tokens
        .get(numbers + 2)
        .map_or("", |&(at, _)| rest[at..].trim_end());
    if !rack.is_empty() && !is_rack(rack) {
        return Err(error(GcgProblem::BadRack(rack.into())));
    }
    let kind = parse_move(&body, rack.is_empty()).map_err(error)?;
    Ok(GcgEvent {
        nick: nick.into(),
        rack: rack.into(),
        kind,
        score,
        total,
        note: note.into(),
    })
}

fn bracketed(text: &str) -> Option<&str> {
    text.strip_prefix('(')?.strip_suffix(')')
}

/// The move itself: `8H WORD`, `-`, `--`, `-TILES`, `(RACK)`, `(time)` or
/// `(challenge)`. `(RACK)` with no rack before it is the out-play bonus;
/// after a rack, the rack's own value taken off.
fn parse_move(body: &[&str], rackless: bool) -> Result<GcgMove, GcgProblem> {
    Ok(match body {
        ["--"] => GcgMove::Withdrawn,
        ["-"] => GcgMove::Pass,
        ["(time)"] => GcgMove::Time,
        ["(challenge)"] => GcgMove::ChallengeBonus,
        [tiles] if tiles.starts_with('(') => {
            let left = bracketed(tiles)
                .filter(|r| is_rack(r))
                .ok_or_else(|| GcgProblem::BadRackInBrackets(tiles.to_string()))?;
            if rackless {
                GcgMove::OutBonus(left.into())
            } else {
                GcgMove::EndRack(left.into())
            }
        }
        [tiles] => {
            let tiles = &tiles[1..];
            if !is_rack(tiles) && tiles.parse::<u8>().is_err() {
                return Err(GcgProblem::BadExchange(tiles.into()));
            }
            GcgMove::Exchange(tiles.into())
        }
        [square, word] => {
            let (pos, dir) = Pos::parse_with_dir(square)
                .ok_or_else(|| GcgProblem::BadSquare(square.to_string()))?;
            if word.is_empty() || !word.chars().all(|c| c.is_ascii_alphabetic() || c == '.') {
                return Err(GcgProblem::BadWord(word.to_string()));
            }
            if pos.step(dir, word.chars().count() as isize - 1).is_none() {
                return Err(GcgProblem::OffBoard(word.to_string()));
            }
            GcgMove::Play {
                pos,
                dir,
                word: word.to_string(),
            }
        }
        _ => return Err(GcgProblem::UnreadableMove(body.join(" "))),
    })
}

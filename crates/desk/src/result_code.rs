//! A finished table's result as a code the desk reads: a QR code's text
//! (the event, round, table, both names and scores) and a short code to
//! type when there is no camera (round, table, both scores and a check).

use crate::entrants::same_name;
use crate::event::{DeskError, Outcome, Tournament};
use serde::{Deserialize, Serialize};

/// What the QR code's text starts with (its JSON's first element).
pub const TAG: &str = "krada-result";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultCode {
    pub event: String,
    pub round: u32,
    pub table: u32,
    /// Side A's name and side B's as the table knew them; empty in a
    /// short code.
    pub names: [String; 2],
    pub scores: [u32; 2],
}

/// Two digits over the short code's numbers: a digit mistyped or two
/// swapped changes them (weights prime to 97).
fn check(round: u32, table: u32, scores: [u32; 2]) -> u32 {
    let weighted = u64::from(round) * 7
        + u64::from(table) * 3
        + u64::from(scores[0]) * 11
        + u64::from(scores[1]) * 13;
    (weighted % 97) as u32
}

impl ResultCode {
    /// The QR code's text: a JSON array, so any name reads back.
    pub fn qr_text(&self) -> String {
        serde_json::to_string(&(
            TAG,
            1,
            &self.event,
            self.round,
            self.table,
            &self.names[0],
            &self.names[1],
            self.scores[0],
            self.scores[1],
        ))
        .expect("a code always writes")
    }

    /// The code to type: `ROUND-TABLE-A-B-CHECK`, e.g. `3-12-412-380-57`.
    pub fn short(&self) -> String {
        let [a, b] = self.scores;
        let c = check(self.round, self.table, self.scores);
        format!("{}-{}-{a}-{b}-{c:02}", self.round, self.table)
    }

    /// Reads a QR code's text or a typed short code (spaces, dots or
    /// slashes in place of dashes too).
    pub fn parse(text: &str) -> Result<ResultCode, DeskError> {
        let text = text.trim();
        if text.starts_with('[') {
            type Qr = (String, u32, String, u32, u32, String, String, u32, u32);
            let (tag, _version, event, round, table, a, b, sa, sb): Qr =
                serde_json::from_str(text).map_err(|_| DeskError::CodeUnreadable)?;
            if tag != TAG {
                return Err(DeskError::CodeUnreadable);
            }
            return Ok(ResultCode {
                event,
                round,
                table,
                names: [a, b],
                scores: [sa, sb],
            });
        }
        let parts: Vec<u32> = text
            .split(|c: char| c == '-' || c == '.' || c == '/' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| DeskError::CodeUnreadable)?;
        let [round, table, a, b, c] = parts[..] else {
            return Err(DeskError::CodeUnreadable);
        };
        if check(round, table, [a, b]) != c {
            return Err(DeskError::CodeMistyped);
        }
        Ok(ResultCode {
            event: String::new(),
            round,
            table,
            names: [String::new(), String::new()],
            scores: [a, b],
        })
    }
}

impl Tournament {
    /// Enters a table's result from its code. A code that names its
    /// players must name the table's pair (either way round: the scores
    /// follow the names), and its event this one when both have a name.
    pub fn apply_code(&mut self, code: &ResultCode) -> Result<(), DeskError> {
        if !code.event.trim().is_empty()
            && !self.name.trim().is_empty()
            && !same_name(&code.event, &self.name)
        {
            return Err(DeskError::CodeOtherEvent(code.event.clone()));
        }
        let game = self
            .rounds
            .get((code.round as usize).wrapping_sub(1))
            .ok_or(DeskError::NoSuchRound(code.round))?
            .games
            .iter()
            .find(|g| g.table == code.table)
            .ok_or(DeskError::NoSuchTable {
                round: code.round,
                table: code.table,
            })?;
        let pair = [Some(game.a), game.b]
            .map(|e| e.map_or(String::new(), |e| self.entrants[e].name.clone()));
        let [sa, sb] = code.scores;
        let named = !code.names[0].is_empty() || !code.names[1].is_empty();
        let is = |i: usize, j: usize| same_name(&code.names[i], &pair[j]);
        let (a, b) = if !named || (is(0, 0) && is(1, 1)) {
            (sa, sb)
        } else if is(0, 1) && is(1, 0) {
            (sb, sa)
        } else {
            return Err(DeskError::CodeOtherPlayers {
                table: code.table,
                code: code.names.clone(),
                paired: pair,
            });
        };
        self.set_result(code.round, code.table, Some(Outcome::Scores { a, b }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Entrant, Settings, System};

    fn event() -> Tournament {
        let list = ["Ann", "Ben", "สมชาย ใจดี", "Kit"]
            .map(|n| Entrant {
                rating: Some(1000),
                ..Entrant::new(n, "")
            })
            .to_vec();
        let mut t = Tournament::new("Cup", Settings::new(System::Swiss, 3), list);
        t.pair_next().unwrap(); // Ann v สมชาย, Ben v Kit
        t
    }

    fn code(names: [&str; 2], scores: [u32; 2]) -> ResultCode {
        ResultCode {
            event: "cup".into(),
            round: 1,
            table: 1,
            names: names.map(String::from),
            scores,
        }
    }

    #[test]
    fn a_code_reads_back_from_its_qr_text_and_its_short_form() {
        let c = code(["Ann", "สมชาย ใจดี"], [412, 380]);
        assert_eq!(ResultCode::parse(&c.qr_text()), Ok(c.clone()));
        let short = c.short();
        assert_eq!(short, format!("1-1-412-380-{:02}", check(1, 1, [412, 380])));
        let typed = ResultCode::parse(&format!(" {} ", short.replace('-', " "))).unwrap();
        assert_eq!((typed.round, typed.table, typed.scores), (1, 1, [412, 380]));
        // A digit mistyped, or two swapped, fails the check.
        assert_eq!(
            ResultCode::parse(&short.replacen("412", "413", 1)),
            Err(DeskError::CodeMistyped)
        );
        assert_eq!(
            ResultCode::parse(&short.replacen("412-380", "380-412", 1)),
            Err(DeskError::CodeMistyped)
        );
        for bad in [
            "",
            "1-2-3",
            "hello",
            "[\"other\",1,\"\",1,1,\"a\",\"b\",1,2]",
            "[1,2",
        ] {
            assert_eq!(
                ResultCode::parse(bad),
                Err(DeskError::CodeUnreadable),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_code_enters_its_table_when_it_names_the_tables_players() {
        let mut t = event();
        let table_1 = &t.rounds[0].games[0];
        let (a, b) = (
            t.entrants[table_1.a].name.clone(),
            t.entrants[table_1.b.unwrap()].name.clone(),
        );
        // The names the other way round: the scores follow them.
        t.apply_code(&code([&b, &a], [380, 412])).unwrap();
        assert_eq!(
            t.rounds[0].games[0].result,
            Some(Outcome::Scores { a: 412, b: 380 })
        );
        // A typed code: no names to check, the table's own numbers.
        let typed = ResultCode::parse(
            &ResultCode {
                table: 2,
                ..code(["", ""], [300, 301])
            }
            .short(),
        )
        .unwrap();
        t.apply_code(&typed).unwrap();
        assert_eq!(
            t.rounds[0].games[1].result,
            Some(Outcome::Scores { a: 300, b: 301 })
        );
    }

    #[test]
    fn a_code_for_other_players_another_event_or_no_table_changes_nothing() {
        let mut t = event();
        let before = t.clone();
        assert!(matches!(
            t.apply_code(&code(["Ann", "Nobody"], [1, 2])),
            Err(DeskError::CodeOtherPlayers { table: 1, .. })
        ));
        assert_eq!(
            t.apply_code(&ResultCode {
                event: "Other Cup".into(),
                ..code(["", ""], [1, 2])
            }),
            Err(DeskError::CodeOtherEvent("Other Cup".into()))
        );
        assert_eq!(
            t.apply_code(&ResultCode {
                table: 9,
                ..code(["", ""], [1, 2])
            }),
            Err(DeskError::NoSuchTable { round: 1, table: 9 })
        );
        assert_eq!(
            t.apply_code(&ResultCode {
                round: 4,
                ..code(["", ""], [1, 2])
            }),
            Err(DeskError::NoSuchRound(4))
        );
        assert_eq!(t, before);
    }
}

//! What the players type and tap at the end of a turn and of the game,
//! before it goes on the sheet: a score on the number pad, the tiles left
//! on each rack.

use crate::model::table::sheet::{Entry, Sheet};
use crate::model::table::{PlayEntryError, Table};
use krada_engine::layout::{Dir, Pos};
use krada_engine::notation::square_name;
use krada_engine::play::{Placement, WrittenPlayError};
use krada_engine::tileset::{TileId, TileSet};
use krada_text::{Lang, Ui};

/// The highest score a turn may be written with: no play scores more.
const MOST: u32 = 999;

/// The digits typed on the number pad.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScorePad {
    pub digits: String,
}

impl ScorePad {
    /// Typed text, kept as its digits (a pasted "23 pts" is 23).
    pub fn set(&mut self, text: &str) {
        self.digits = text.chars().filter(char::is_ascii_digit).take(3).collect();
    }

    pub fn push(&mut self, digit: char) {
        if digit.is_ascii_digit() && self.digits.len() < 3 {
            self.digits.push(digit);
        }
    }

    pub fn delete(&mut self) {
        self.digits.pop();
    }

    /// The play's entry; `None` until a score is typed.
    pub fn entry(&self) -> Option<Entry> {
        let points: u32 = self.digits.parse().ok()?;
        (points <= MOST).then_some(Entry::Play(points))
    }
}

/// The tiles tapped as left on the two racks at the end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RacksLeft {
    pub racks: [Vec<TileId>; 2],
}

impl RacksLeft {
    /// Adds a tile to `side`'s rack, no more than a rack holds and the set
    /// has of it.
    pub fn add(&mut self, tiles: &TileSet, rack_size: usize, side: u8, tile: TileId) -> bool {
        let in_racks = self.racks.iter().flatten().filter(|&&t| t == tile).count();
        let rack = &mut self.racks[side as usize];
        let fits = rack.len() < rack_size && in_racks < tiles.kind(tile).count as usize;
        if fits {
            rack.push(tile);
        }
        fits
    }

    pub fn clear(&mut self, side: u8) {
        self.racks[side as usize].clear();
    }

    /// The tiles of `side`'s rack as printed, in the order tapped.
    pub fn labels(&self, tiles: &TileSet, side: u8) -> Vec<&'static str> {
        let rack = &self.racks[side as usize];
        rack.iter().map(|&t| tiles.kind(t).label).collect()
    }
}

/// What a play written on the sheet comes to, in the player's words: the
/// tiles it lays (none when it cannot go there) with its score, or why it
/// cannot go on the board.
pub fn play_verdict(
    table: &Table,
    text: &str,
    lang: Lang,
) -> (Vec<Placement>, Result<String, String>) {
    let ui = lang.ui();
    let said = |error: PlayEntryError| match error {
        PlayEntryError::Unwritten => ui.table_play_unwritten.into(),
        PlayEntryError::Written(WrittenPlayError::Square) => ui.table_play_square.into(),
        PlayEntryError::Written(WrittenPlayError::Tiles(_)) => ui.table_play_unreadable.into(),
        PlayEntryError::Written(WrittenPlayError::OffBoard) => ui.table_play_off_board.into(),
        PlayEntryError::Play(error) => lang.play_error(table.rules().kind, &error),
    };
    match table.written_play(text) {
        Ok((new, scored)) => {
            let scores = ui
                .table_play_scores
                .replace("{n}", &scored.score.to_string());
            (new, Ok(scores))
        }
        Err(error) => (Vec::new(), Err(said(error))),
    }
}

/// The written play with its start moved to `pos`, as a tap on the board
/// diagram does: a tap on the square already written turns the play's
/// direction (across, then down); the tiles written stay.
pub fn with_start(text: &str, pos: Pos) -> String {
    let text = text.trim_start();
    let (square, tiles) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let dir = match Pos::parse_with_dir(square) {
        Some((at, dir)) if at == pos => dir.other(),
        _ => Dir::Across,
    };
    let tiles = match Pos::parse_with_dir(square) {
        Some(_) => tiles.trim(),
        // No square yet: what was typed is the tiles.
        None => text.trim(),
    };
    format!("{} {tiles}", square_name(pos, dir))
}

/// How a line of the sheet reads: the score, or what the turn was.
pub fn entry_text(entry: Entry, ui: &Ui) -> String {
    match entry {
        Entry::Play(points) => points.to_string(),
        Entry::Exchange => ui.table_exchange.into(),
        Entry::Pass => ui.pass_button.into(),
        Entry::ChallengedOff => ui.table_challenged_off.into(),
        Entry::LostChallenge => ui.table_lost_challenge.into(),
    }
}

/// A written line as the paper sheet shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its place among the sheet's turns.
    pub index: usize,
    pub entry: Entry,
    pub corrected_from: Option<Entry>,
    /// The side's total after it.
    pub total: i32,
}

/// One round of the paper sheet: each side's line, if written.
pub type Round = [Option<Line>; 2];

/// The sheet as rounds, side 0's line beside side 1's, with each line's
/// index and its side's running total.
pub fn rounds(sheet: &Sheet) -> Vec<Round> {
    let totals = sheet.running_totals();
    let mut rounds: Vec<Round> = Vec::new();
    for (i, (turn, total)) in sheet.turns.iter().zip(totals).enumerate() {
        if turn.side == 0 || rounds.is_empty() {
            rounds.push([None, None]);
        }
        let round = rounds.last_mut().expect("a round was pushed");
        round[turn.side as usize] = Some(Line {
            index: i,
            entry: turn.entry,
            corrected_from: turn.corrected_from,
            total,
        });
    }
    rounds
}

/// The sheet as comma-separated lines for a spreadsheet: one a round, then
/// the result once there is one.
pub fn sheet_csv(
    names: &[String; 2],
    head: &[(&str, String)],
    sheet: &Sheet,
    result_lines: &[[String; 3]],
    ui: &Ui,
) -> String {
    let quote = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    // The event, round, table and date first, a line each.
    let mut out: String = head
        .iter()
        .map(|(label, value)| format!("{},{}\n", quote(label), quote(value)))
        .collect();
    out += &format!(
        "{},{},{},{},{}\n",
        quote(ui.table_turn),
        quote(&names[0]),
        quote(ui.table_total),
        quote(&names[1]),
        quote(ui.table_total)
    );
    for (n, round) in rounds(sheet).iter().enumerate() {
        let cells = round.map(|line| match line {
            Some(Line {
                entry,
                corrected_from,
                total,
                ..
            }) => {
                let mut text = entry_text(entry, ui);
                if let Some(was) = corrected_from {
                    text = format!(
                        "{text} ({})",
                        ui.table_was.replace("{was}", &entry_text(was, ui))
                    );
                }
                format!("{},{total}", quote(&text))
            }
            None => ",".into(),
        });
        out += &format!("{},{},{}\n", n + 1, cells[0], cells[1]);
    }
    for [what, a, b] in result_lines {
        out += &format!("{},,{a},,{b}\n", quote(what));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::tileset::TileSetId;
    use krada_text::Lang;

    #[test]
    fn the_pad_keeps_up_to_three_digits_and_reads_a_score() {
        let mut pad = ScorePad::default();
        assert_eq!(pad.entry(), None, "nothing typed is no score");
        for d in ['4', 'x', '2', '0', '7'] {
            pad.push(d);
        }
        assert_eq!(pad.digits, "420");
        pad.delete();
        assert_eq!(pad.entry(), Some(Entry::Play(42)));
        pad.set("23 pts");
        assert_eq!(pad.entry(), Some(Entry::Play(23)));
    }

    #[test]
    fn a_rack_holds_no_more_than_a_rack_nor_more_than_the_set_has() {
        let tiles = TileSet::get(TileSetId::English);
        let z = tiles.by_label("Z").unwrap();
        let a = tiles.by_label("A").unwrap();
        let mut left = RacksLeft::default();
        assert!(left.add(&tiles, 7, 0, z));
        assert!(
            !left.add(&tiles, 7, 1, z),
            "the set's one Z is on side 0's rack"
        );
        for _ in 0..6 {
            assert!(left.add(&tiles, 7, 1, a));
        }
        assert!(left.add(&tiles, 7, 1, a));
        assert!(!left.add(&tiles, 7, 1, a), "a rack holds seven");
        assert_eq!(left.labels(&tiles, 0), ["Z"]);
        left.clear(1);
        assert!(left.racks[1].is_empty());
    }

    #[test]
    fn a_written_play_says_its_score_or_what_is_wrong_in_the_players_language() {
        use crate::model::table::Signals;
        use krada_engine::game::ClockConfig;
        let t = Table::new(
            ["A".into(), "B".into()],
            TileSetId::Standard,
            ClockConfig::tournament(),
            Signals::default(),
        );
        let said = |text: &str, lang| play_verdict(&t, text, lang).1;
        let scored = said("8G 9×4=36", Lang::En).unwrap();
        assert!(scored.starts_with("This play scores "), "{scored}");
        assert_eq!(
            said("8G", Lang::En),
            Err(Lang::En.ui().table_play_unwritten.into())
        );
        assert_eq!(
            said("Q99 1=1", Lang::Th),
            Err(Lang::Th.ui().table_play_square.into())
        );
        assert_eq!(
            said("8G 1$", Lang::En),
            Err(Lang::En.ui().table_play_unreadable.into())
        );
        assert_eq!(
            said("8N 1+2=3", Lang::En),
            Err(Lang::En.ui().table_play_off_board.into())
        );
        // Not on the centre star: the rules' reason, in Thai.
        let Err(PlayEntryError::Play(error)) = t.written_play("2B 1=1") else {
            panic!("no play away from the centre")
        };
        let refused = said("2B 1=1", Lang::Th).unwrap_err();
        assert_eq!(refused, Lang::Th.play_error(t.rules().kind, &error));
    }

    #[test]
    fn a_tap_on_the_diagram_sets_the_plays_square_and_a_second_turns_it() {
        let g8 = Pos::parse("G8").unwrap();
        assert_eq!(with_start("", g8), "8G ");
        assert_eq!(with_start("9×4=36", g8), "8G 9×4=36");
        assert_eq!(with_start("8G 9×4=36", g8), "G8 9×4=36");
        assert_eq!(with_start("G8 9×4=36", g8), "8G 9×4=36");
        assert_eq!(
            with_start("8G 9×4=36", Pos::parse("H3").unwrap()),
            "3H 9×4=36"
        );
    }

    #[test]
    fn the_sheet_reads_as_rounds_and_as_a_spreadsheet() {
        let mut sheet = Sheet::default();
        for e in [Entry::Play(20), Entry::Pass, Entry::Play(7)] {
            sheet.enter(e).unwrap();
        }
        sheet.correct(2, Entry::Play(9)).unwrap();
        let rounds = rounds(&sheet);
        assert_eq!(rounds.len(), 2);
        assert_eq!(rounds[1][0].map(|l| (l.index, l.total)), Some((2, 29)));
        assert!(rounds[1][1].is_none());
        let ui = Lang::En.ui();
        let names = ["Ann".to_string(), "Ben \"B\"".to_string()];
        let head = [
            ("Event", "School cup".to_string()),
            ("Date", "2026-12-06".to_string()),
        ];
        let csv = sheet_csv(
            &names,
            &head,
            &sheet,
            &[["Final".into(), "29".into(), "0".into()]],
            ui,
        );
        let mut lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[..2],
            ["\"Event\",\"School cup\"", "\"Date\",\"2026-12-06\""]
        );
        lines.drain(..2);
        assert_eq!(
            lines[0],
            "\"Turn\",\"Ann\",\"Total\",\"Ben \"\"B\"\"\",\"Total\""
        );
        assert_eq!(lines[1], "1,\"20\",20,\"Pass\",0");
        assert_eq!(lines[2], "2,\"9 (was 7)\",29,,");
        assert_eq!(lines[3], "\"Final\",,29,,0");
    }
}

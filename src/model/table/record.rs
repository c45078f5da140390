//! A game kept at the table as a file of its own: the sheet, the clock and
//! the names, as Krada keeps them, under a format name so that the saved
//! games screen knows it from a Krada record and a GCG file. It opens in
//! the replay, move by move, whatever the game (GCG records Crossword only).

use crate::model::nav::Screen;
use crate::model::replay::{Replay, Source, Step, StepLine};
use crate::model::review_queue::ReviewQueue;
use crate::model::table::Table;
use crate::model::table::sheet::{Entry, SheetTurn};
use krada_engine::board::Board;
use krada_engine::game::{EndReason, Event};
use krada_engine::layout::Pos;
use krada_engine::play;
use krada_engine::rules::Rules;
use krada_text::Lang;
use serde::{Deserialize, Serialize};

/// The format name a table file carries.
pub const TABLE_FORMAT: &str = "krada-table";
pub const TABLE_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct TableFile {
    format: String,
    version: u32,
    table: Table,
}

/// Why a file is not a table this Krada reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableFileError {
    /// Another kind of file (a Krada record, say): not this reader's.
    NotATable,
    /// A table file of a later Krada.
    Version(u32),
    /// A table file whose contents do not read.
    Unreadable(String),
}

impl TableFileError {
    /// What is wrong, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let ui = lang.ui();
        match self {
            TableFileError::NotATable => ui.record_not_krada.into(),
            TableFileError::Version(v) => ui.table_file_later.replace("{version}", &v.to_string()),
            TableFileError::Unreadable(detail) => ui.table_file_broken.replace("{detail}", detail),
        }
    }
}

impl Table {
    /// The table as a file.
    pub fn to_file(&self) -> String {
        let file = TableFile {
            format: TABLE_FORMAT.into(),
            version: TABLE_VERSION,
            table: self.clone(),
        };
        serde_json::to_string_pretty(&file).expect("a table serialises")
    }

    /// A table file read back.
    pub fn from_file(text: &str) -> Result<Table, TableFileError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let head: Head = serde_json::from_str(text).map_err(|_| TableFileError::NotATable)?;
        if head.format != TABLE_FORMAT {
            return Err(TableFileError::NotATable);
        }
        if head.version != TABLE_VERSION {
            return Err(TableFileError::Version(head.version));
        }
        serde_json::from_str::<TableFile>(text)
            .map(|file| file.table)
            .map_err(|e| TableFileError::Unreadable(e.to_string()))
    }
}

/// Builds the replay's steps, a board and running totals kept.
struct Steps {
    rules: Rules,
    board: Board,
    totals: [i32; 2],
    steps: Vec<Step>,
}

impl Steps {
    fn push(&mut self, side: u8, event: Event, score: i32, placed: Vec<Pos>) {
        self.totals[side as usize] += score;
        self.steps.push(Step {
            side,
            line: StepLine::Krada { side, event },
            score,
            board: self.board.clone(),
            totals: self.totals,
            placed,
        });
    }

    /// A play's step: its tiles laid when they were entered, else a play
    /// known by its score alone.
    fn play(&mut self, side: u8, tiles: Option<&[play::Placement]>, score: i32) {
        let scored = tiles.and_then(|t| Some((t, play::score(&self.rules, &self.board, t).ok()?)));
        let Some((tiles, scored)) = scored else {
            let event = Event::Play {
                placements: vec![],
                lines: vec![],
                bingo: false,
            };
            return self.push(side, event, score, vec![]);
        };
        play::lay(&mut self.board, tiles);
        let event = Event::Play {
            placements: tiles.to_vec(),
            lines: scored.lines,
            bingo: scored.bingo,
        };
        self.push(side, event, score, tiles.iter().map(|p| p.pos).collect());
    }

    fn turn(&mut self, turn: &SheetTurn) {
        let side = turn.side;
        match (turn.entry, turn.corrected_from) {
            (Entry::Play(points), _) => self.play(side, turn.play.as_deref(), points as i32),
            // The play is shown as made, then taken off again.
            (Entry::ChallengedOff, from) => {
                let written = match from {
                    Some(Entry::Play(points)) => points as i32,
                    _ => 0,
                };
                let before = self.board.clone();
                self.play(side, turn.play.as_deref(), written);
                self.board = before;
                self.push(side, Event::Withdrawn, -written, vec![]);
            }
            (Entry::LostChallenge, _) => {
                self.push(side, Event::Challenge { play_stands: true }, 0, vec![])
            }
            // How many tiles went back is not entered at the table.
            (Entry::Exchange, _) => self.push(side, Event::Exchange { tiles: vec![] }, 0, vec![]),
            (Entry::Pass, _) => self.push(side, Event::Pass, 0, vec![]),
        }
    }
}

impl Replay {
    /// A game kept at the table, step by step: each line of its sheet (a
    /// play on the board where its tiles were entered) and, once finished,
    /// the racks left and the time penalties. Racks are not known at a real
    /// board, so there is nothing for the review to rank.
    pub fn of_table(name: String, table: &Table) -> Replay {
        let mut steps = Steps {
            rules: table.rules(),
            board: Board::default(),
            totals: [0, 0],
            steps: Vec::new(),
        };
        for turn in &table.sheet.turns {
            steps.turn(turn);
        }
        steps.end(table);
        Replay {
            name,
            source: Source::Table(table.to_file()),
            tiles: table.tiles,
            names: table.names.clone(),
            steps: steps.steps,
            moments: Vec::new(),
            reviews: Vec::new(),
            warnings: Vec::new(),
            start: Board::default(),
            at: 0,
            back_to: Screen::Table,
            queue: ReviewQueue::default(),
        }
    }
}

impl Steps {
    /// The end's adjustments, as Krada's own games log them.
    fn end(&mut self, table: &Table) {
        let (Some(end), Some(result)) = (&table.sheet.end, table.result()) else {
            return;
        };
        let reason = table
            .sheet
            .end_reason(&end.racks, self.rules.scoreless_turns_end);
        match reason {
            Ok(EndReason::OutPlay(side)) => {
                let opponent_rack = end.racks[1 - side as usize].clone();
                let event = Event::OutBonus { opponent_rack };
                self.push(side, event, result.racks[side as usize], vec![]);
            }
            Ok(_) => {
                for side in 0..2u8 {
                    let score = result.racks[side as usize];
                    self.push(side, Event::RackPenalty, score, vec![]);
                }
            }
            Err(_) => {}
        }
        for side in 0..2u8 {
            if result.time[side as usize] < 0 {
                // The clock stopped when the game was finished.
                let over_ms = table.clock.face(side, 0.0).over_ms();
                let event = Event::TimePenalty { over_ms };
                self.push(side, event, result.time[side as usize], vec![]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::table::Signals;
    use krada_engine::game::{ClockConfig, MINUTE_MS};
    use krada_engine::tileset::TileSetId;

    fn table(tiles: TileSetId) -> Table {
        let mut t = Table::new(
            ["Ann".into(), "Ben".into()],
            tiles,
            ClockConfig::tournament(),
            Signals::default(),
        );
        t.clock.resume(0.0);
        t
    }

    #[test]
    fn an_a_math_game_at_the_table_replays_to_its_board_and_result() {
        let mut t = table(TileSetId::Standard);
        let first = t.enter_written("8G 9×4=36").unwrap();
        t.enter(Entry::Exchange).unwrap();
        t.enter(Entry::Play(7)).unwrap();
        t.enter(Entry::Pass).unwrap();
        let racks = [vec![], vec![t.rules().tiles.by_label("5").unwrap()]];
        let over = (22 * MINUTE_MS + 30_000) as f64;
        let result = t.finish(racks, over).unwrap();
        let replay = Replay::of_table("t.json".into(), &t);
        let last = replay.steps.last().unwrap();
        assert_eq!(last.totals, result.finals);
        assert_eq!(last.board, t.sheet.board());
        assert_eq!(replay.tiles, TileSetId::Standard);
        let kind = t.rules().kind;
        let lines: Vec<String> = replay
            .steps
            .iter()
            .map(|s| s.text(Lang::En, kind))
            .collect();
        assert!(lines[0].contains("9×4=36"), "{lines:?}");
        assert_eq!(replay.steps[0].score, first as i32);
        assert_eq!(replay.steps[0].placed.len(), 6);
        // An exchange of tiles not entered, a play by its score alone.
        assert_eq!(lines[1], Lang::En.ui().exchange);
        assert_eq!(lines[2], Lang::En.ui().play_unwritten);
        assert!(replay.steps.iter().any(|s| matches!(
            &s.line,
            StepLine::Krada {
                event: Event::TimePenalty { over_ms: 30_000 },
                ..
            }
        )));
    }

    #[test]
    fn a_play_challenged_off_shows_then_leaves_the_board() {
        let mut t = table(TileSetId::English);
        t.enter_written("8G CAT").unwrap();
        // d above the A of CAT, B below it.
        t.enter_written("H7 dB").unwrap();
        t.sheet.correct(1, Entry::ChallengedOff).unwrap();
        let replay = Replay::of_table("t.json".into(), &t);
        let [cat, dab, off] = &replay.steps[..] else {
            panic!("{:?}", replay.steps);
        };
        assert_eq!(dab.placed.len(), 2);
        assert!(dab.board.is_occupied(Pos::new(6, 7)));
        assert!(!off.board.is_occupied(Pos::new(6, 7)));
        assert_eq!(off.board, cat.board);
        assert_eq!(off.totals, [cat.totals[0], 0]);
    }

    #[test]
    fn a_table_file_reads_back_and_other_files_are_told_apart() {
        let mut t = table(TileSetId::Standard);
        t.enter_written("8G 9×4=36").unwrap();
        let back = Table::from_file(&t.to_file()).unwrap();
        assert_eq!(back, t);
        let record = r#"{"format":"krada-game","version":1}"#;
        assert_eq!(Table::from_file(record), Err(TableFileError::NotATable));
        assert_eq!(Table::from_file("8G CAT"), Err(TableFileError::NotATable));
        let later = t.to_file().replace("\"version\": 1", "\"version\": 2");
        assert_eq!(Table::from_file(&later), Err(TableFileError::Version(2)));
        let said = TableFileError::Version(2).text(Lang::Th);
        assert!(said.contains('2') && !said.contains("{version}"), "{said}");
        let broken = t.to_file().replace("\"names\"", "\"nomes\"");
        assert!(matches!(
            Table::from_file(&broken),
            Err(TableFileError::Unreadable(_))
        ));
    }
}

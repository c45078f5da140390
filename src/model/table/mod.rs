//! A game on a real board: Krada as its clock and its score sheet. The
//! table is one value, kept on the device on every change, so a reload, a
//! locked phone or a closed tab loses nothing.

pub mod clock;
pub mod entry;
pub mod gcg;
pub mod record;
pub mod setup;
pub mod sheet;

pub use clock::{ChallengeState, TableClock};
pub use sheet::{Entry, Sheet, SheetError, SheetNote, SheetResult};

use crate::model::storage::{self, Kept, Store, StoreError};
use krada_desk::ResultCode;
use krada_engine::game::ClockConfig;
use krada_engine::play::{self, Placement, PlayError, ScoredPlay, WrittenPlayError};
use krada_engine::rules::{Overdraw, Rules};
use krada_engine::tileset::{TileId, TileSetId};
use krada_text::Ui;
use serde::{Deserialize, Serialize};

/// What the table tells the players besides the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signals {
    /// A short tone when a turn ends and when a side's time runs out.
    pub sound: bool,
    /// A buzz on the same moments, where the device can.
    pub vibrate: bool,
}

impl Default for Signals {
    fn default() -> Signals {
        Signals {
            sound: true,
            vibrate: true,
        }
    }
}

/// What the sheet's head names besides the players, each optional: the
/// event, its round and the table's number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableEvent {
    pub event: String,
    pub round: String,
    pub table: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    /// Side 0 moves first.
    pub names: [String; 2],
    #[serde(default)]
    pub event: TableEvent,
    /// When the table was set up (ms since the epoch): the sheet's date.
    #[serde(default)]
    pub started_ms: f64,
    /// The set played with: A-Math's standard or primary, or Crossword's.
    pub tiles: TileSetId,
    pub clock: TableClock,
    #[serde(default)]
    pub sheet: Sheet,
    #[serde(default)]
    pub signals: Signals,
}

impl Table {
    pub fn new(
        names: [String; 2],
        tiles: TileSetId,
        clock: ClockConfig,
        signals: Signals,
    ) -> Table {
        Table {
            names,
            event: TableEvent::default(),
            started_ms: 0.0,
            tiles,
            clock: TableClock::new(clock),
            sheet: Sheet::default(),
            signals,
        }
    }

    pub fn rules(&self) -> Rules {
        Rules::for_tiles(self.tiles)
    }

    /// Writes the next turn on the sheet.
    pub fn enter(&mut self, entry: Entry) -> Result<(), SheetError> {
        self.sheet.enter(entry)
    }

    /// `side` drew `excess` tiles too many, `seen` or not: the procedure
    /// the rules give (the engine's), noted on the sheet.
    pub fn overdrawn(&mut self, side: u8, excess: u8, seen: bool) -> Overdraw {
        self.sheet.notes.push(SheetNote {
            after: self.sheet.turns.len(),
            side: side & 1,
            excess,
            seen,
        });
        self.overdraw(excess, seen)
    }

    /// The procedure for tiles overdrawn in this table's game.
    pub fn overdraw(&self, excess: u8, seen: bool) -> Overdraw {
        self.rules().kind.overdraw(excess.into(), seen)
    }

    /// `side` arrived `late_ms` after the round began: its clock counts
    /// from the round's start (docs/rules.md, Crossword: the absent and
    /// the late), so the time is already used when the game starts.
    pub fn arrive_late(&mut self, side: u8, late_ms: u64) {
        self.clock.used_ms[side as usize & 1] += late_ms;
    }

    /// The game is over on the board (a side went out, or the players
    /// said so): both clocks stop at once, so the minutes spent tapping in
    /// the racks left count against nobody.
    pub fn stop_clocks(&mut self, now: f64) {
        self.clock.pause(now);
    }

    /// Ends the game at `now` with these tiles left on the racks: the clock
    /// stops and each side's time penalty goes on the sheet.
    pub fn finish(&mut self, racks: [Vec<TileId>; 2], now: f64) -> Result<SheetResult, SheetError> {
        let rules = self.rules();
        let penalties = [0, 1].map(|side| self.clock.face(side, now).penalty);
        let lost_on_time = [0u8, 1].into_iter().find(|&side| {
            let (used, moves) = (self.clock.used(side, now), self.clock.moves[side as usize]);
            self.clock.clock.forfeits(used, moves)
        });
        let result = self.sheet.finish(
            &rules.tiles,
            racks,
            penalties,
            lost_on_time,
            rules.scoreless_turns_end,
        )?;
        self.clock.pause(now);
        Ok(result)
    }

    /// The sheet's head as printed and in its file: the event's fields
    /// typed, and the date the table was set up.
    pub fn head(&self, ui: &Ui) -> Vec<(&'static str, String)> {
        let typed = [
            (ui.table_event, &self.event.event),
            (ui.table_round, &self.event.round),
            (ui.table_number, &self.event.table),
        ];
        let mut head: Vec<(&'static str, String)> = typed
            .into_iter()
            .filter(|(_, value)| !value.is_empty())
            .map(|(label, value)| (label, value.clone()))
            .collect();
        if self.started_ms > 0.0 {
            let (y, m, d) =
                crate::model::progress::civil((self.started_ms / 86_400_000.0).floor() as i64);
            head.push((ui.table_date, format!("{y}-{m:02}-{d:02}")));
        }
        head
    }

    /// Each side's time used by `now`, as the clock shows time (`m:ss`).
    pub fn time_used(&self, now: f64) -> [String; 2] {
        [0, 1].map(|side| crate::model::clock::format_used(self.clock.used(side, now)))
    }

    /// The sums, once finished.
    pub fn result(&self) -> Option<SheetResult> {
        let rules = self.rules();
        self.sheet.result(&rules.tiles, rules.scoreless_turns_end)
    }

    /// The finished game's result as the desk reads it (a QR code and a
    /// short code), when the sheet names its round and table; a score
    /// below 0 counts as 0. A game lost on time has none: its winner is not
    /// the higher score, which is all a code says.
    pub fn result_code(&self) -> Option<ResultCode> {
        let result = self.result()?;
        if result.on_time {
            return None;
        }
        let number = |text: &str| text.trim().parse::<u32>().ok().filter(|&n| n > 0);
        Some(ResultCode {
            event: self.event.event.trim().to_string(),
            round: number(&self.event.round)?,
            table: number(&self.event.table)?,
            names: self.names.clone(),
            scores: result.finals.map(|f| f.max(0) as u32),
        })
    }

    /// Where the last play's challenge stands at `now`.
    pub fn challenge_state(&self, now: f64) -> Option<ChallengeState> {
        self.clock
            .challenge_state(self.tiles.game().challenge_timing(), now)
    }

    /// The side to move calls "Hold" on the last play.
    pub fn hold(&mut self, now: f64) {
        self.clock.hold(self.tiles.game().challenge_timing(), now);
    }

    /// The side to move challenges the last play: both clocks stop.
    pub fn call_challenge(&mut self, now: f64) -> bool {
        self.clock
            .call_challenge(self.tiles.game().challenge_timing(), now)
    }

    /// The judge's verdict, entered with one tap: on the clock (who moves
    /// next) and on the sheet. A play that comes off is written as such
    /// (its score, if written, kept as what was first written); a play
    /// that stands costs the challenger a turn, written once the play's
    /// own line is.
    pub fn verdict(&mut self, stands: bool, now: f64) {
        let Some(player) = self.clock.verdict(stands, now) else {
            return;
        };
        // The play's line is the last written, or the next to write; a
        // sheet further behind is left for the players to bring up.
        let sheet = &mut self.sheet;
        let written = sheet.turns.last().is_some_and(|t| t.side == player);
        let next = sheet.next_side() == player;
        let _ = match (stands, written, next) {
            (false, true, _) => sheet.correct(sheet.turns.len() - 1, Entry::ChallengedOff),
            (false, _, true) => sheet.enter(Entry::ChallengedOff),
            (true, true, _) => sheet.enter(Entry::LostChallenge),
            _ => Ok(()),
        };
    }

    /// A play written as players write it (`8G 9×4=36`: the square, then
    /// the whole line or only the tiles it puts down), laid on the board
    /// the plays entered so far leave, and scored. Its equation or words are not judged: at the
    /// table a play stands unless challenged.
    pub fn written_play(&self, text: &str) -> Result<(Vec<Placement>, ScoredPlay), PlayEntryError> {
        if !text.trim().contains(char::is_whitespace) {
            return Err(PlayEntryError::Unwritten);
        }
        let rules = self.rules();
        let board = self.sheet.board();
        let new = play::typed_play(&rules.tiles, &board, text).map_err(PlayEntryError::Written)?;
        let scored = play::score(&rules, &board, &new).map_err(PlayEntryError::Play)?;
        Ok((new, scored))
    }

    /// Writes the next side's play from its written form; its score is
    /// the rules'.
    pub fn enter_written(&mut self, text: &str) -> Result<u32, PlayEntryError> {
        let (new, scored) = self.written_play(text)?;
        let _ = self.sheet.enter_play(scored.score, new);
        Ok(scored.score)
    }

    /// The side that went out with the last play entered, when the sheet
    /// knows (every play entered with its tiles).
    pub fn went_out(&self) -> Option<u8> {
        let rules = self.rules();
        self.sheet
            .went_out(rules.tiles.total_tiles(), rules.rack_size)
    }

    /// Whether the sheet shows the scoreless turns that end the game.
    pub fn scoreless_over(&self) -> bool {
        self.sheet.scoreless_run() >= self.rules().scoreless_turns_end
    }
}

/// Why a play written on the sheet could not go on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayEntryError {
    /// No square, or nothing after it.
    Unwritten,
    Written(WrittenPlayError),
    /// Laid, but not a legal play there.
    Play(PlayError),
}

/// The table kept on the device, if any; one that cannot be read is set
/// aside, never wiped.
pub fn load(store: &mut dyn Store) -> Kept<Table, serde_json::Error> {
    storage::read_or_aside(store, storage::TABLE, |text| serde_json::from_str(text))
}

/// Keeps `table` (or forgets it, `None`) on the device.
pub fn save(store: &mut dyn Store, table: Option<&Table>) -> Result<(), StoreError> {
    match table {
        Some(table) => storage::write_json(store, storage::TABLE, table),
        None => {
            store.remove(storage::TABLE);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::storage::memory::MemoryStore;
    use krada_engine::game::MINUTE_MS;

    fn table() -> Table {
        let names = ["Ann".into(), "Ben".into()];
        Table::new(
            names,
            TileSetId::Standard,
            ClockConfig::tournament(),
            Signals::default(),
        )
    }

    #[test]
    fn a_table_is_kept_and_one_that_cannot_be_read_is_set_aside_not_wiped() {
        let mut store = MemoryStore::default();
        assert!(matches!(load(&mut store), Kept::Nothing));
        let mut t = table();
        t.enter(Entry::Play(12)).unwrap();
        save(&mut store, Some(&t)).unwrap();
        assert!(matches!(load(&mut store), Kept::Value(kept) if kept == t));
        store.items.insert("krada.table".into(), "{damaged".into());
        assert!(matches!(load(&mut store), Kept::SetAside(_)));
        assert_eq!(
            store
                .items
                .get("krada.table.unreadable")
                .map(String::as_str),
            Some("{damaged")
        );
        assert!(matches!(load(&mut store), Kept::Nothing), "set aside once");
    }

    #[test]
    fn the_end_stops_the_clock_and_takes_each_sides_time_penalty() {
        let mut t = table();
        t.clock.resume(0.0);
        t.enter(Entry::Play(30)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        t.enter(Entry::Play(25)).unwrap();
        // Side 1 is 90 s past its 22 minutes: two minutes begun, -20.
        let now = (22 * MINUTE_MS + 1_000 + 90_000) as f64;
        let result = t.finish([vec![], vec![]], now).unwrap();
        assert_eq!(result.time, [0, -20]);
        assert_eq!(result.finals, [30, 5]);
        assert!(t.clock.running.is_none(), "the clock stops at the end");
        assert_eq!(t.result(), Some(result));
    }

    #[test]
    fn a_finished_table_with_its_round_and_table_gives_the_desk_its_result_code() {
        let mut t = table();
        t.event = TableEvent {
            event: " Cup ".into(),
            round: "2".into(),
            table: "7".into(),
        };
        t.clock.resume(0.0);
        t.enter(Entry::Play(30)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        t.enter(Entry::Play(25)).unwrap();
        assert_eq!(t.result_code(), None, "not finished");
        t.finish([vec![], vec![]], 2_000.0).unwrap();
        let code = t.result_code().unwrap();
        assert_eq!(
            code.qr_text(),
            r#"["krada-result",1,"Cup",2,7,"Ann","Ben",30,25]"#
        );
        assert_eq!(ResultCode::parse(&code.short()).unwrap().scores, [30, 25]);
        // No round or table on the sheet: nothing for the desk to place.
        let mut unnamed = t.clone();
        unnamed.event.table = "seven".into();
        assert_eq!(unnamed.result_code(), None);
    }

    /// Issue 49: going out stops both clocks; the sheet knows a side went
    /// out when every play was entered with its tiles.
    #[test]
    fn a_play_that_empties_the_rack_with_the_bag_empty_went_out() {
        let mut t = table();
        let rules = t.rules();
        let total = rules.tiles.total_tiles();
        assert_eq!(t.sheet.tile_counts(total, 8), Some(([8, 8], total - 16)));
        t.enter_written("8G 9×4=36").unwrap();
        assert_eq!(
            t.sheet.tile_counts(total, 8),
            Some(([8, 8], total - 16 - 6))
        );
        assert_eq!(t.went_out(), None);
        // A score alone: how many tiles it laid is not known.
        t.enter(Entry::Play(10)).unwrap();
        assert_eq!(t.sheet.tile_counts(total, 8), None);
        // Eight tiles a side, and a bag of six: the first play draws the
        // last six, the second (eight tiles) empties its side's rack.
        let mut sheet = Sheet::default();
        let laid = |n: usize| -> Vec<Placement> {
            (0..n)
                .map(|i| Placement {
                    pos: krada_engine::layout::Pos::new(0, i),
                    tile: krada_engine::tileset::TileId(0),
                    face: krada_engine::face::Face(0),
                })
                .collect()
        };
        sheet.enter_play(5, laid(6)).unwrap();
        assert_eq!(sheet.went_out(22, 8), None);
        sheet.enter_play(5, laid(8)).unwrap();
        assert_eq!(sheet.tile_counts(22, 8), Some(([8, 0], 0)));
        assert_eq!(sheet.went_out(22, 8), Some(1));
    }

    /// Issue 50: tiles overdrawn are put right as the game's rule says, and
    /// the sheet keeps a note of it (kept with the table).
    #[test]
    fn tiles_overdrawn_are_put_right_by_the_rule_and_noted() {
        let mut t = table();
        t.enter(Entry::Play(12)).unwrap();
        let done = t.overdrawn(1, 1, true);
        assert_eq!((done.taken, done.to_bag), (3, 1));
        assert_eq!(
            t.sheet.notes,
            vec![SheetNote {
                after: 1,
                side: 1,
                excess: 1,
                seen: true
            }]
        );
        let kept: Table = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
        assert_eq!(kept, t);
        t.tiles = TileSetId::English;
        assert_eq!(t.overdraw(2, true).taken, 2, "Crossword: the excess only");
    }

    /// Issue 50: a player 7 minutes late starts with 7 minutes used; past
    /// its 22 minutes it pays the penalty the clock's rule says.
    #[test]
    fn a_late_player_starts_with_the_minutes_missed_used() {
        let mut t = table();
        t.arrive_late(1, 7 * MINUTE_MS);
        assert_eq!(t.clock.face(1, 0.0).left_ms, Some((15 * MINUTE_MS) as i64));
        assert_eq!(t.clock.face(0, 0.0).left_ms, Some((22 * MINUTE_MS) as i64));
        t.clock.resume(0.0);
        t.clock.end_turn(0, 1_000.0);
        let over = 1_000.0 + (15 * MINUTE_MS + 30_000) as f64;
        assert_eq!(t.clock.face(1, over).penalty, 10);
    }

    /// Issue 49: the printed result and its file lacked the event, the
    /// date and the time used.
    #[test]
    fn the_sheets_head_names_the_event_typed_and_the_date() {
        let mut t = table();
        let ui = krada_text::Lang::En.ui();
        assert!(t.head(ui).is_empty());
        t.event.event = "School cup".into();
        t.event.table = "5".into();
        t.started_ms = 1_796_558_400_000.0; // 2026-12-06 12:00 UTC
        assert_eq!(
            t.head(ui),
            vec![
                ("Event", "School cup".to_string()),
                ("Table", "5".to_string()),
                ("Date", "2026-12-06".to_string())
            ]
        );
        t.clock.resume(0.0);
        t.clock.end_turn(0, 61_000.0);
        assert_eq!(t.time_used(91_000.0), ["1:01", "0:30"]);
    }

    /// Issue 49: table mode offers the new-game form's "more than 5
    /// minutes over loses" (the engine's rule); the side over loses
    /// whatever the scores.
    #[test]
    fn a_side_past_the_forfeit_limit_loses_whatever_the_scores() {
        let mut clock = ClockConfig::tournament();
        clock.forfeit_after_ms = Some(5 * MINUTE_MS);
        let mut t = Table::new(
            ["Ann".into(), "Ben".into()],
            TileSetId::Standard,
            clock.clone(),
            Signals::default(),
        );
        t.clock.resume(0.0);
        t.enter(Entry::Play(10)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        t.enter(Entry::Play(90)).unwrap();
        // Ben is six minutes over his 22.
        let now = (28 * MINUTE_MS + 1_000) as f64;
        let result = t.finish([vec![], vec![]], now).unwrap();
        assert!(result.finals[1] > result.finals[0]);
        assert_eq!(result.winner, Some(0));
        assert!(result.on_time);
        assert_eq!(t.result(), Some(result), "kept with the sheet");
        // Four minutes over: the penalty only.
        let mut t = Table::new(
            ["Ann".into(), "Ben".into()],
            TileSetId::Standard,
            clock.clone(),
            Signals::default(),
        );
        t.clock.resume(0.0);
        t.enter(Entry::Play(10)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        t.enter(Entry::Play(90)).unwrap();
        let result = t
            .finish([vec![], vec![]], (26 * MINUTE_MS + 1_000) as f64)
            .unwrap();
        assert_eq!((result.winner, result.on_time), (Some(1), false));
    }

    /// Issue 49: a side goes out with the other's clock running; the racks
    /// take three minutes to tap in. Only the time used in the game counts.
    #[test]
    fn the_racks_tapped_in_after_the_end_cost_no_time() {
        let mut t = table();
        t.clock.resume(0.0);
        t.enter(Entry::Play(30)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        t.enter(Entry::Play(25)).unwrap();
        // Side 1 has 35 s left when the game ends.
        let end = (22 * MINUTE_MS + 1_000 - 35_000) as f64;
        t.stop_clocks(end);
        let later = end + 180_000.0;
        assert_eq!(t.clock.face(1, later).left_ms, Some(35_000));
        let result = t.finish([vec![], vec![]], later).unwrap();
        assert_eq!(result.time, [0, 0]);
        assert_eq!(result.finals, [30, 25]);
    }

    #[test]
    fn a_verdict_goes_on_the_clock_and_the_sheet_with_one_tap() {
        // The play comes off after its score was written: marked as such.
        let mut t = table();
        t.clock.resume(0.0);
        t.enter(Entry::Play(30)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        assert!(t.call_challenge(5_000.0));
        t.verdict(false, 60_000.0);
        assert_eq!(t.sheet.turns[0].entry, Entry::ChallengedOff);
        assert_eq!(t.sheet.turns[0].corrected_from, Some(Entry::Play(30)));
        assert_eq!(t.clock.to_move, 1);
        // Before its score was written: written as come off.
        let mut t = table();
        t.clock.resume(0.0);
        t.clock.end_turn(0, 1_000.0);
        assert!(t.call_challenge(5_000.0));
        t.verdict(false, 60_000.0);
        assert_eq!(t.sheet.turns[0].entry, Entry::ChallengedOff);
        // A play that stands: the challenger's turn is written as lost and
        // the player moves again.
        let mut t = table();
        t.clock.resume(0.0);
        t.enter(Entry::Play(30)).unwrap();
        t.clock.end_turn(0, 1_000.0);
        assert!(t.call_challenge(5_000.0));
        t.verdict(true, 60_000.0);
        assert_eq!(t.sheet.turns[1].entry, Entry::LostChallenge);
        assert_eq!((t.clock.to_move, t.sheet.next_side()), (0, 0));
        // A sheet more than a line behind is left alone.
        let mut t = table();
        t.clock.resume(0.0);
        t.clock.end_turn(0, 1_000.0);
        t.clock.end_turn(1, 2_000.0);
        assert!(t.call_challenge(5_000.0));
        t.verdict(false, 6_000.0);
        assert!(t.sheet.turns.is_empty());
        assert_eq!(t.clock.to_move, 0);
    }

    #[test]
    fn a_play_entered_on_the_board_is_scored_by_the_rules_and_tracked() {
        let mut t = table();
        let rules = t.rules();
        // The opening covers the centre: 9×4=36 along row 8 from G.
        let score = t.enter_written("8G 9×4=36").unwrap();
        assert_eq!(Some(score), rules_score(&rules, "8G", "9×4=36"));
        assert_eq!(t.sheet.turns[0].entry, Entry::Play(score));
        // Down through the 9 on G8: the board is the plays' so far.
        let (new, _) = t.written_play("G7 1 = 1").unwrap();
        assert_eq!(new.len(), 3);
        // Away from the tiles on the board, it is no play.
        assert!(matches!(
            t.written_play("2B 1=1"),
            Err(PlayEntryError::Play(_))
        ));
        assert_eq!(t.written_play("8G"), Err(PlayEntryError::Unwritten));
        assert_eq!(
            t.written_play("Q99 1=1"),
            Err(PlayEntryError::Written(WrittenPlayError::Square))
        );
        // The tracker counts the tiles on the board as seen.
        let nine = rules.tiles.by_label("9").unwrap();
        let left = t.sheet.unseen(&rules.tiles)[nine.0 as usize].1;
        assert_eq!(left, rules.tiles.kind(nine).count - 1);
        // A play challenged off leaves the board.
        t.sheet.correct(0, Entry::ChallengedOff).unwrap();
        assert!(t.sheet.board().is_empty());
    }

    fn rules_score(rules: &Rules, at: &str, tiles: &str) -> Option<u32> {
        let board = krada_engine::board::Board::default();
        let new = play::written_play(&rules.tiles, &board, at, tiles).ok()?;
        play::score(rules, &board, &new).ok().map(|p| p.score)
    }

    #[test]
    fn a_table_of_primary_tiles_plays_by_the_primary_set() {
        let mut t = table();
        t.tiles = TileSetId::Primary;
        for _ in 0..7 {
            t.enter(Entry::Pass).unwrap();
        }
        assert!(t.scoreless_over());
        let rules = t.rules();
        let one = rules.tiles.by_label("1").unwrap();
        let result = t.finish([vec![one], vec![]], 0.0).unwrap();
        assert_eq!(result.racks, [0, 2 * rules.tiles.kind(one).points as i32]);
    }
}

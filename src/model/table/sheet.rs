//! The score sheet of a game on a real board, laid out like the paper one:
//! each turn's score as the players call it, running totals, corrections
//! marked, and at the end the rack adjustments and time penalties. The
//! rules of the end are the engine's (`EndReason::rack_adjustments`).

use krada_engine::board::Board;
use krada_engine::game::EndReason;
use krada_engine::play::{self, Placement};
use krada_engine::tileset::{TileId, TileSet};
use serde::{Deserialize, Serialize};

/// What a side did on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "points")]
pub enum Entry {
    /// A play that stands, with the score it made.
    Play(u32),
    Exchange,
    Pass,
    /// A play challenged and found wrong: its tiles came off, it scored 0.
    ChallengedOff,
    /// The turn lost for a challenge that failed.
    LostChallenge,
}

impl Entry {
    pub fn points(self) -> u32 {
        match self {
            Entry::Play(points) => points,
            _ => 0,
        }
    }
}

/// One line of the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetTurn {
    pub side: u8,
    pub entry: Entry,
    /// What was first written, when the sides agreed to change it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corrected_from: Option<Entry>,
    /// The play's tiles, when it was entered on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Vec<Placement>>,
}

impl SheetTurn {
    /// The tiles this line leaves on the board: a play entered on the board
    /// that stands.
    pub fn on_board(&self) -> Option<&[Placement]> {
        matches!(self.entry, Entry::Play(_))
            .then_some(self.play.as_deref())
            .flatten()
    }
}

/// How the game ended, entered at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetEnd {
    /// The tiles left on each rack.
    pub racks: [Vec<TileId>; 2],
    /// Each side's time penalty, from the table's clock.
    pub time_penalties: [u32; 2],
    /// The side past the clock's forfeit limit, when the players chose one:
    /// it loses whatever the scores.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lost_on_time: Option<u8>,
}

/// The sums of a finished sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetResult {
    /// What each side's turns scored.
    pub played: [i32; 2],
    /// What the racks left moved (the out-play's bonus, or each side's own).
    pub racks: [i32; 2],
    /// Points lost to the clock (negative or 0).
    pub time: [i32; 2],
    pub finals: [i32; 2],
    /// `None` for a draw.
    pub winner: Option<u8>,
    /// The winner won because the other side lost on time.
    pub on_time: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub turns: Vec<SheetTurn>,
    /// Tiles the tracker has tapped off, in the order tapped.
    #[serde(default)]
    pub seen: Vec<TileId>,
    #[serde(default)]
    pub end: Option<SheetEnd>,
    /// What happened at the table besides the turns, noted in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<SheetNote>,
}

/// One turn of a recount.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecountLine {
    pub index: usize,
    pub side: u8,
    /// The points written on the sheet.
    pub written: u32,
    /// What the rules score for the play's tiles, when they were entered.
    pub by_rules: Option<u32>,
    /// The side's total after this turn, as written.
    pub total: i32,
}

impl RecountLine {
    /// The written points differ from the rules' for the same tiles.
    pub fn differs(&self) -> bool {
        self.by_rules.is_some_and(|r| r != self.written)
    }
}

/// A note on the sheet: tiles overdrawn and put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetNote {
    /// Turns written before it.
    pub after: usize,
    /// The side that drew too many, by how many, and whether it saw them.
    pub side: u8,
    pub excess: u8,
    pub seen: bool,
}

/// Why the sheet refused a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// The game is over: its result stands as entered.
    Over,
    /// No such turn to correct.
    NoTurn,
    /// Both racks hold tiles, yet the game did not end on scoreless turns.
    NobodyOut,
}

impl Sheet {
    /// The side the next line is for: the sides alternate from side 0.
    pub fn next_side(&self) -> u8 {
        (self.turns.len() % 2) as u8
    }

    /// Writes the next side's turn.
    pub fn enter(&mut self, entry: Entry) -> Result<(), SheetError> {
        self.write(entry, None)
    }

    /// Writes the next side's play, entered on the board and scored there.
    pub fn enter_play(&mut self, points: u32, tiles: Vec<Placement>) -> Result<(), SheetError> {
        self.write(Entry::Play(points), Some(tiles))
    }

    fn write(&mut self, entry: Entry, play: Option<Vec<Placement>>) -> Result<(), SheetError> {
        if self.end.is_some() {
            return Err(SheetError::Over);
        }
        let side = self.next_side();
        self.turns.push(SheetTurn {
            side,
            entry,
            corrected_from: None,
            play,
        });
        Ok(())
    }

    /// The recount both sides may ask for at the end: each turn's written
    /// points beside what the rules score for its tiles (when they were
    /// entered on the board), and the side's total so far.
    pub fn recount(&self, rules: &krada_engine::rules::Rules) -> Vec<RecountLine> {
        let mut board = Board::default();
        let mut totals = [0i32; 2];
        self.turns
            .iter()
            .enumerate()
            .map(|(index, turn)| {
                let by_rules = turn.on_board().and_then(|tiles| {
                    let scored = play::score(rules, &board, tiles).ok()?.score;
                    play::lay(&mut board, tiles);
                    Some(scored)
                });
                let written = turn.entry.points();
                totals[turn.side as usize] += written as i32;
                RecountLine {
                    index,
                    side: turn.side,
                    written,
                    by_rules,
                    total: totals[turn.side as usize],
                }
            })
            .collect()
    }

    /// Each side's rack size and the bag's after the turns so far, known
    /// only while every play was entered with its tiles (a score alone
    /// says nothing of how many tiles were laid): racks full at the start,
    /// each play's tiles replaced from the bag while it lasts.
    pub fn tile_counts(&self, total: usize, rack_size: usize) -> Option<([usize; 2], usize)> {
        let mut racks = [rack_size; 2];
        let mut bag = total.checked_sub(2 * rack_size)?;
        for turn in &self.turns {
            match (turn.entry, turn.on_board()) {
                (Entry::Play(_), Some(tiles)) => {
                    let rack = &mut racks[turn.side as usize];
                    *rack = rack.checked_sub(tiles.len())?;
                    let drawn = tiles.len().min(bag);
                    *rack += drawn;
                    bag -= drawn;
                }
                (Entry::Play(_), None) => return None,
                // A play taken off takes its tiles back (and any drawn go
                // back to the bag); the rest leave the racks as they were.
                _ => {}
            }
        }
        Some((racks, bag))
    }

    /// The side whose last play emptied its rack with the bag empty: it
    /// went out, and the game is over on the board.
    pub fn went_out(&self, total: usize, rack_size: usize) -> Option<u8> {
        let last = self.turns.last().filter(|t| t.on_board().is_some())?;
        let (racks, bag) = self.tile_counts(total, rack_size)?;
        (bag == 0 && racks[last.side as usize] == 0).then_some(last.side)
    }

    /// The board as the plays entered on it leave it.
    pub fn board(&self) -> Board {
        let mut board = Board::default();
        for tiles in self.turns.iter().filter_map(SheetTurn::on_board) {
            play::lay(&mut board, tiles);
        }
        board
    }

    /// Changes turn `index` to `entry`, as both sides agreed; the line keeps
    /// what was first written.
    pub fn correct(&mut self, index: usize, entry: Entry) -> Result<(), SheetError> {
        if self.end.is_some() {
            return Err(SheetError::Over);
        }
        let turn = self.turns.get_mut(index).ok_or(SheetError::NoTurn)?;
        if turn.entry != entry {
            turn.corrected_from.get_or_insert(turn.entry);
            turn.entry = entry;
        }
        Ok(())
    }

    /// Each line's side total after it, in order.
    pub fn running_totals(&self) -> Vec<i32> {
        let mut totals = [0i32; 2];
        self.turns
            .iter()
            .map(|turn| {
                totals[turn.side as usize] += turn.entry.points() as i32;
                totals[turn.side as usize]
            })
            .collect()
    }

    /// What each side's turns have scored.
    pub fn played(&self) -> [i32; 2] {
        let mut totals = [0i32; 2];
        for turn in &self.turns {
            totals[turn.side as usize] += turn.entry.points() as i32;
        }
        totals
    }

    /// Turns in a row, from the latest back, that put no tile on the board,
    /// counted as the engine counts them (`krada_engine::scoreless`): a play
    /// that stands lays tiles whatever it scored.
    pub fn scoreless_run(&self) -> usize {
        use krada_engine::scoreless::{Turn, run};
        let turns: Vec<(u8, Turn)> = self
            .turns
            .iter()
            .map(|t| match t.entry {
                Entry::Play(_) => (t.side, Turn::Laid),
                _ => (t.side, Turn::NothingLaid),
            })
            .collect();
        run(&turns)
    }

    /// How a game with these racks left ended: a side with an empty rack
    /// went out; with tiles on both, it ended on scoreless turns, which
    /// the sheet must show (`scoreless_end` turns in a row).
    pub fn end_reason(
        &self,
        racks: &[Vec<TileId>; 2],
        scoreless_end: usize,
    ) -> Result<EndReason, SheetError> {
        match racks.iter().position(Vec::is_empty) {
            Some(side) => Ok(EndReason::OutPlay(side as u8)),
            None if self.scoreless_run() >= scoreless_end => Ok(EndReason::Scoreless),
            None => Err(SheetError::NobodyOut),
        }
    }

    /// Closes the sheet with the racks left and the clock's penalties.
    pub fn finish(
        &mut self,
        tiles: &TileSet,
        racks: [Vec<TileId>; 2],
        time_penalties: [u32; 2],
        lost_on_time: Option<u8>,
        scoreless_end: usize,
    ) -> Result<SheetResult, SheetError> {
        if self.end.is_some() {
            return Err(SheetError::Over);
        }
        self.end_reason(&racks, scoreless_end)?;
        self.end = Some(SheetEnd {
            racks,
            time_penalties,
            lost_on_time,
        });
        Ok(self
            .result(tiles, scoreless_end)
            .expect("a finished sheet has a result"))
    }

    /// Opens a finished sheet again, to put an entry right.
    pub fn reopen(&mut self) {
        self.end = None;
    }

    /// The sums, once the sheet is finished.
    pub fn result(&self, tiles: &TileSet, scoreless_end: usize) -> Option<SheetResult> {
        let end = self.end.as_ref()?;
        let reason = self.end_reason(&end.racks, scoreless_end).ok()?;
        let rack_points = end
            .racks
            .each_ref()
            .map(|rack| rack.iter().map(|&t| tiles.kind(t).points as i32).sum());
        let played = self.played();
        let racks = reason.rack_adjustments(rack_points);
        let time = end.time_penalties.map(|p| -(p as i32));
        let finals = [0, 1].map(|s| played[s] + racks[s] + time[s]);
        let winner = match (end.lost_on_time, finals[0].cmp(&finals[1])) {
            (Some(loser), _) => Some(1 - loser),
            (None, std::cmp::Ordering::Greater) => Some(0),
            (None, std::cmp::Ordering::Less) => Some(1),
            (None, std::cmp::Ordering::Equal) => None,
        };
        Some(SheetResult {
            played,
            racks,
            time,
            finals,
            winner,
            on_time: end.lost_on_time.is_some(),
        })
    }

    /// Tiles of `kind` seen: tapped off, or on the board from plays
    /// entered there.
    fn seen_of(&self, kind: TileId) -> usize {
        let tapped = self.seen.iter().filter(|&&t| t == kind).count();
        let played = self.turns.iter().filter_map(SheetTurn::on_board).flatten();
        tapped + played.filter(|p| p.tile == kind).count()
    }

    /// Taps a tile of `kind` off the tracker; refused when none is left.
    pub fn tap_off(&mut self, tiles: &TileSet, kind: TileId) -> bool {
        let fits = self.seen_of(kind) < tiles.kind(kind).count as usize;
        if fits {
            self.seen.push(kind);
        }
        fits
    }

    /// Puts the tile tapped off last back (a tap made by mistake).
    pub fn put_back_last(&mut self) {
        self.seen.pop();
    }

    /// Tiles of each kind not yet tapped off.
    pub fn unseen(&self, tiles: &TileSet) -> Vec<(TileId, u8)> {
        tiles
            .ids()
            .map(|id| {
                let left = (tiles.kind(id).count as usize).saturating_sub(self.seen_of(id));
                (id, left as u8)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {

    /// Issue 50: a recount sets each turn's written points beside what the
    /// rules score for its tiles; a score typed wrong stands out.
    #[test]
    fn a_recount_shows_the_written_points_beside_the_rules() {
        let rules =
            krada_engine::rules::Rules::for_tiles(krada_engine::tileset::TileSetId::Standard);
        let board = Board::default();
        let tiles = play::written_play(&rules.tiles, &board, "8G", "9×4=36").unwrap();
        let right = play::score(&rules, &board, &tiles).unwrap().score;
        let mut sheet = Sheet::default();
        sheet.enter_play(right + 5, tiles).unwrap();
        sheet.enter(Entry::Play(20)).unwrap();
        let lines = sheet.recount(&rules);
        assert_eq!(lines[0].by_rules, Some(right));
        assert!(lines[0].differs());
        assert_eq!(lines[1].by_rules, None, "a score typed alone");
        assert!(!lines[1].differs());
        assert_eq!((lines[0].total, lines[1].total), ((right + 5) as i32, 20));
    }

    use super::*;
    use krada_engine::tileset::TileSetId;

    fn sheet(entries: &[Entry]) -> Sheet {
        let mut sheet = Sheet::default();
        for &entry in entries {
            sheet.enter(entry).unwrap();
        }
        sheet
    }

    fn rack(tiles: &TileSet, labels: &[&str]) -> Vec<TileId> {
        labels.iter().map(|l| tiles.by_label(l).unwrap()).collect()
    }

    #[test]
    fn the_sides_alternate_and_the_totals_run_like_the_paper_sheet() {
        let s = sheet(&[
            Entry::Play(20),
            Entry::Play(15),
            Entry::Exchange,
            Entry::Play(31),
            Entry::Play(8),
        ]);
        let sides: Vec<u8> = s.turns.iter().map(|t| t.side).collect();
        assert_eq!(sides, [0, 1, 0, 1, 0]);
        assert_eq!(s.running_totals(), [20, 15, 20, 46, 28]);
        assert_eq!(s.played(), [28, 46]);
        assert_eq!(s.next_side(), 1);
    }

    #[test]
    fn a_correction_changes_the_totals_and_keeps_what_was_first_written() {
        let mut s = sheet(&[Entry::Play(20), Entry::Play(15), Entry::Play(9)]);
        s.correct(0, Entry::Play(26)).unwrap();
        s.correct(0, Entry::Play(25)).unwrap();
        assert_eq!(s.turns[0].entry, Entry::Play(25));
        assert_eq!(s.turns[0].corrected_from, Some(Entry::Play(20)));
        assert_eq!(s.running_totals(), [25, 15, 34]);
        assert_eq!(s.turns[1].corrected_from, None);
        assert_eq!(s.correct(9, Entry::Pass), Err(SheetError::NoTurn));
        // Unchanged, nothing is marked.
        s.correct(1, Entry::Play(15)).unwrap();
        assert_eq!(s.turns[1].corrected_from, None);
    }

    #[test]
    fn going_out_earns_twice_the_other_rack_and_the_clock_takes_its_penalty() {
        let tiles = TileSet::get(TileSetId::Standard);
        let mut s = sheet(&[Entry::Play(40), Entry::Play(30), Entry::Play(12)]);
        let left = rack(&tiles, &["7", "="]);
        let points: i32 = left.iter().map(|&t| tiles.kind(t).points as i32).sum();
        let result = s.finish(&tiles, [vec![], left], [0, 10], None, 6).unwrap();
        assert_eq!(result.played, [52, 30]);
        assert_eq!(result.racks, [2 * points, 0]);
        assert_eq!(result.time, [0, -10]);
        assert_eq!(result.finals, [52 + 2 * points, 20]);
        assert_eq!(result.winner, Some(0));
        assert_eq!(s.enter(Entry::Pass), Err(SheetError::Over), "finished");
        assert_eq!(s.result(&tiles, 6), Some(result), "kept");
    }

    #[test]
    fn six_scoreless_turns_cost_each_side_its_own_rack() {
        let tiles = TileSet::get(TileSetId::English);
        let mut s = sheet(&[Entry::Play(10), Entry::Play(12)]);
        for entry in [Entry::Pass, Entry::Exchange, Entry::ChallengedOff] {
            s.enter(entry).unwrap();
            s.enter(Entry::LostChallenge).unwrap();
        }
        assert_eq!(s.scoreless_run(), 6);
        let racks = [rack(&tiles, &["Q"]), rack(&tiles, &["A", "E"])];
        let result = s.finish(&tiles, racks, [0, 0], None, 6).unwrap();
        assert_eq!(result.racks, [-10, -2]);
        assert_eq!(result.finals, [0, 10]);
        assert_eq!(result.winner, Some(1));
    }

    #[test]
    fn tiles_on_both_racks_before_six_scoreless_turns_is_no_end() {
        let tiles = TileSet::get(TileSetId::English);
        let mut s = sheet(&[Entry::Play(10), Entry::Pass, Entry::Pass]);
        let racks = [rack(&tiles, &["Q"]), rack(&tiles, &["A"])];
        assert_eq!(
            s.finish(&tiles, racks, [0, 0], None, 6),
            Err(SheetError::NobodyOut)
        );
        assert_eq!(s.end, None);
        // Level scores are a draw.
        let mut s = sheet(&[Entry::Play(10), Entry::Play(10)]);
        let result = s.finish(&tiles, [vec![], vec![]], [0, 0], None, 6).unwrap();
        assert_eq!(result.winner, None);
    }

    #[test]
    fn the_tracker_taps_tiles_off_no_further_than_the_set_holds() {
        let tiles = TileSet::get(TileSetId::English);
        let z = tiles.by_label("Z").unwrap();
        let mut s = Sheet::default();
        let a = tiles.by_label("A").unwrap();
        assert!(s.tap_off(&tiles, z));
        assert!(!s.tap_off(&tiles, z), "one Z in the set");
        assert!(s.tap_off(&tiles, a));
        assert_eq!(s.unseen(&tiles)[z.0 as usize], (z, 0));
        assert_eq!(s.unseen(&tiles)[a.0 as usize], (a, 8));
        s.put_back_last();
        assert_eq!(s.unseen(&tiles)[a.0 as usize], (a, 9));
        s.put_back_last();
        assert_eq!(s.unseen(&tiles)[z.0 as usize], (z, 1));
        let total: u32 = s.unseen(&tiles).iter().map(|&(_, n)| n as u32).sum();
        assert_eq!(total as usize, tiles.total_tiles());
    }

    #[test]
    fn a_sheet_survives_a_reload() {
        let mut s = sheet(&[Entry::Play(20), Entry::Exchange, Entry::ChallengedOff]);
        s.correct(0, Entry::Play(21)).unwrap();
        let back: Sheet = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
    }
}

//! A Crossword game kept at the table, written as GCG (the crossword
//! players' record) so that it opens in Krada's replay and in other
//! programs. Racks are not known at a real board: the events are rackless.

use crate::model::table::Table;
use crate::model::table::sheet::{Entry, SheetTurn};
use krada_engine::board::Board;
use krada_engine::game::EndReason;
use krada_engine::gcg::{Gcg, GcgEvent, GcgLine, GcgMove, nickname};
use krada_engine::notation::write_rack;
use krada_engine::play;
use krada_engine::rules::Rules;

/// Why the sheet cannot be written as GCG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcgRefusal {
    /// GCG records Crossword only.
    NotCrossword,
    /// A play was entered by its score alone: GCG needs where it went.
    PlayWithoutTiles,
}

/// Writes events with running totals, player by player.
struct Writer {
    nicks: [String; 2],
    totals: [i32; 2],
    lines: Vec<GcgLine>,
}

impl Writer {
    fn event(&mut self, side: u8, kind: GcgMove, score: i32, rack: String) {
        self.totals[side as usize] += score;
        self.lines.push(GcgLine::Event(GcgEvent {
            nick: self.nicks[side as usize].clone(),
            rack,
            kind,
            score,
            total: self.totals[side as usize],
            note: String::new(),
        }));
    }

    fn note(&mut self, text: &str) {
        self.lines.push(GcgLine::Pragma {
            name: "note".into(),
            value: text.into(),
        });
    }
}

impl Table {
    /// The game as GCG; side 0, who moved first, is player 1.
    pub fn to_gcg(&self) -> Result<Gcg, GcgRefusal> {
        let rules = self.rules();
        if !rules.kind.needs_words() {
            return Err(GcgRefusal::NotCrossword);
        }
        let mut nicks = [0, 1].map(|s| nickname(&self.names[s], &format!("p{}", s + 1)));
        if nicks[0] == nicks[1] {
            nicks = [0, 1].map(|s| format!("{}{}", nicks[s], s + 1));
        }
        let mut lines = vec![GcgLine::Pragma {
            name: "character-encoding".into(),
            value: "UTF-8".into(),
        }];
        for (side, (nick, name)) in nicks.iter().zip(&self.names).enumerate() {
            lines.push(GcgLine::Pragma {
                name: format!("player{}", side + 1),
                value: format!("{nick} {}", name.trim()),
            });
        }
        let mut w = Writer {
            nicks,
            totals: [0, 0],
            lines,
        };
        let mut board = Board::default();
        for turn in &self.sheet.turns {
            write_turn(&rules, &mut w, &mut board, turn)?;
        }
        self.write_end(&mut w);
        Ok(Gcg { lines: w.lines })
    }

    /// The racks left and the time penalties, once the sheet is finished.
    fn write_end(&self, w: &mut Writer) {
        let (Some(end), Some(result)) = (&self.sheet.end, self.result()) else {
            w.lines.push(GcgLine::Pragma {
                name: "incomplete".into(),
                value: String::new(),
            });
            return;
        };
        let rules = self.rules();
        let racks = end.racks.each_ref().map(|r| write_rack(&rules.tiles, r));
        let reason = self.sheet.end_reason(&end.racks, rules.scoreless_turns_end);
        match reason {
            Ok(EndReason::OutPlay(side)) => {
                let other = 1 - side as usize;
                let kind = GcgMove::OutBonus(racks[other].clone());
                w.event(side, kind, result.racks[side as usize], String::new());
            }
            Ok(_) => {
                for side in 0..2u8 {
                    let rack = racks[side as usize].clone();
                    w.event(
                        side,
                        GcgMove::EndRack(rack.clone()),
                        result.racks[side as usize],
                        rack,
                    );
                }
            }
            Err(_) => {}
        }
        for side in 0..2u8 {
            if result.time[side as usize] < 0 {
                w.event(
                    side,
                    GcgMove::Time,
                    result.time[side as usize],
                    String::new(),
                );
            }
        }
    }
}

/// One line of the sheet as GCG events, the board kept up to date.
fn write_turn(
    rules: &Rules,
    w: &mut Writer,
    board: &mut Board,
    turn: &SheetTurn,
) -> Result<(), GcgRefusal> {
    let laid = match (&turn.play, turn.entry, turn.corrected_from) {
        (Some(tiles), Entry::Play(_), _)
        | (Some(tiles), Entry::ChallengedOff, Some(Entry::Play(_))) => {
            let scored =
                play::score(rules, board, tiles).map_err(|_| GcgRefusal::PlayWithoutTiles)?;
            Some((tiles, scored))
        }
        (None, Entry::Play(_), _) => return Err(GcgRefusal::PlayWithoutTiles),
        _ => None,
    };
    match (turn.entry, laid) {
        (Entry::Play(points), Some((tiles, scored))) => {
            w.event(
                turn.side,
                GcgMove::of_play(rules, tiles, &scored),
                points as i32,
                String::new(),
            );
            play::lay(board, tiles);
        }
        (Entry::ChallengedOff, Some((tiles, scored))) => {
            let points = scored.score as i32;
            w.event(
                turn.side,
                GcgMove::of_play(rules, tiles, &scored),
                points,
                String::new(),
            );
            w.event(turn.side, GcgMove::Withdrawn, -points, String::new());
        }
        (Entry::ChallengedOff, None) => {
            w.event(turn.side, GcgMove::Pass, 0, String::new());
            w.note("play challenged off (its tiles were not entered)");
        }
        (Entry::Exchange, _) => {
            // How many tiles went back is not entered at the table.
            w.event(turn.side, GcgMove::Pass, 0, String::new());
            w.note("exchange");
        }
        (Entry::LostChallenge, _) => {
            w.event(turn.side, GcgMove::Pass, 0, String::new());
            w.note("#unsuccessful-challenge");
        }
        (Entry::Pass | Entry::Play(_), _) => w.event(turn.side, GcgMove::Pass, 0, String::new()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::table::Signals;
    use krada_engine::game::ClockConfig;
    use krada_engine::game::MINUTE_MS;
    use krada_engine::gcg::replay;
    use krada_engine::tileset::TileSetId;

    fn crossword() -> Table {
        Table::new(
            ["Ann Lee".into(), "Ben".into()],
            TileSetId::English,
            ClockConfig::tournament(),
            Signals::default(),
        )
    }

    #[test]
    fn a_crossword_game_entered_play_by_play_replays_from_its_gcg() {
        let mut t = crossword();
        t.clock.resume(0.0);
        let cat = t.enter_written("8G CAT").unwrap();
        t.enter(Entry::Exchange).unwrap();
        // Ben's play through the A of CAT comes off on a challenge.
        t.enter_written("H7 dAB").unwrap();
        t.sheet.correct(2, Entry::ChallengedOff).unwrap();
        // Nothing on side 0's line: the sheet shows Ann's turn next.
        let at = t.enter_written("H7 MAT").unwrap();
        t.enter(Entry::LostChallenge).unwrap();
        let racks = [vec![], vec![t.rules().tiles.by_label("Q").unwrap()]];
        let over = (22 * MINUTE_MS + 30_000) as f64;
        t.finish(racks, over).unwrap();
        let text = t.to_gcg().unwrap().to_text();
        assert!(text.contains("#player1 Ann_Lee Ann Lee"), "{text}");
        assert!(
            text.contains(&format!(">Ann_Lee: 8G CAT +{cat} {cat}")),
            "{text}"
        );
        let gcg = Gcg::parse(&text).unwrap();
        let steps = replay(&gcg).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let last = steps.last().unwrap();
        let result = t.result().unwrap();
        assert_eq!(last.totals, result.finals, "{text}");
        assert_eq!(last.board, t.sheet.board());
        assert!(at > 0);
    }

    #[test]
    fn a_sheet_of_scores_alone_or_of_a_math_is_no_gcg() {
        let mut t = crossword();
        t.enter(Entry::Play(12)).unwrap();
        assert_eq!(t.to_gcg().unwrap_err(), GcgRefusal::PlayWithoutTiles);
        let mut t = crossword();
        t.tiles = TileSetId::Standard;
        assert_eq!(t.to_gcg().unwrap_err(), GcgRefusal::NotCrossword);
    }
}

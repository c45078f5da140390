//! A real board's game as the players set it up: the two sides, the tile
//! set, the clock (the tournament's or their own minutes and seconds a
//! move, the penalty, the forfeit), a side late at the start, the event and
//! the signals. The figures are the engine's rules (`ClockConfig`); this
//! only chooses, and starts the table.

use super::{Signals, Table, TableEvent};
use crate::model::setup::FORFEIT_MINUTES;
use krada_engine::game::{ClockConfig, MINUTE_MS};
use krada_engine::tileset::TileSetId;
use krada_features::link::TableInvite;

/// Everything the set-up screen asks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewTable {
    /// The names typed (blank: the side's number names it).
    pub names: [String; 2],
    pub tiles: TileSetId,
    pub clock: ClockChoice,
    /// A side late for the round (0 or 1), and by how many minutes.
    pub late: Option<(u8, u64)>,
    pub signals: Signals,
    pub event: TableEvent,
}

impl NewTable {
    /// The table it sets up, its clock running from `now` (ms since the
    /// epoch) for the first side; `side_name(n)` names a side left blank
    /// (`n` counted from 1).
    pub fn start(self, side_name: impl Fn(usize) -> String, now: f64) -> Table {
        let names = [0, 1].map(|k| match self.names[k].trim() {
            "" => side_name(k + 1),
            typed => typed.to_string(),
        });
        let mut table = Table::new(names, self.tiles, self.clock.config(), self.signals);
        table.event = self.event;
        table.started_ms = now;
        if let Some((side, minutes)) = self.late {
            table.arrive_late(side, minutes * MINUTE_MS);
        }
        table.clock.resume(now);
        table
    }
}

/// What the players chose for the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockChoice {
    /// The tournament's clock (the seeds'), else `minutes` and `increment_s`.
    pub tournament: bool,
    pub minutes: u64,
    /// Seconds each completed move adds.
    pub increment_s: u64,
    /// Points lost for time past, as the tournament counts them.
    pub penalty: bool,
    /// A side this far past its time loses the game.
    pub forfeit: bool,
}

impl Default for ClockChoice {
    fn default() -> ClockChoice {
        ClockChoice {
            tournament: true,
            minutes: 25,
            increment_s: 5,
            penalty: true,
            forfeit: false,
        }
    }
}

impl ClockChoice {
    /// The clock chosen, as the engine times a game.
    pub fn config(&self) -> ClockConfig {
        let tournament = ClockConfig::tournament();
        let mut clock = match self.tournament {
            true => tournament.clone(),
            false => ClockConfig {
                total_ms: Some(self.minutes.max(1) * MINUTE_MS),
                increment_ms: self.increment_s * 1000,
                ..tournament.clone()
            },
        };
        if !self.penalty {
            clock.penalty_per_minute = 0;
        }
        // The new-game form's option, the engine's rule.
        if self.forfeit {
            clock.forfeit_after_ms = Some(FORFEIT_MINUTES * MINUTE_MS);
        }
        clock
    }

    /// The tournament's minutes a side, as the set-up tells the players.
    pub fn tournament_minutes() -> u64 {
        ClockConfig::tournament().total_ms.unwrap_or(0) / MINUTE_MS
    }

    /// Points a minute past costs, as the set-up tells the players.
    pub fn penalty_per_minute() -> u32 {
        ClockConfig::tournament().penalty_per_minute
    }
}

/// What a score slip's invitation fills in: both names, the tiles when the
/// event named them, and the event, round and table.
pub fn invited(invite: &TableInvite) -> ([String; 2], Option<TileSetId>, TableEvent) {
    let event = TableEvent {
        event: invite.event.clone(),
        round: invite.round.to_string(),
        table: invite.table.to_string(),
    };
    (invite.names.clone(), invite.tiles, event)
}

/// Whether the table kept on the device stays when a score slip invites
/// the device to set up another: a finished one gives way (its sheet was
/// for the last round), a game under way never does.
pub fn keeps_table(kept: &Table, invited: bool) -> bool {
    !invited || kept.sheet.end.is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_starts_with_its_names_its_clock_running_and_a_late_side_behind() {
        let setup = NewTable {
            names: ["  Ann ".into(), " ".into()],
            tiles: TileSetId::English,
            late: Some((1, 3)),
            ..NewTable::default()
        };
        let table = setup.start(|n| format!("Side {n}"), 1_000.0);
        assert_eq!(table.names, ["Ann".to_string(), "Side 2".to_string()]);
        assert_eq!(
            (table.tiles, table.started_ms),
            (TileSetId::English, 1_000.0)
        );
        assert_eq!(
            table.clock.running,
            Some((0, 1_000.0)),
            "the first side's clock runs"
        );
        assert_eq!(
            table.clock.used(1, 1_000.0),
            3 * MINUTE_MS,
            "the late side's minutes are used"
        );
        assert_eq!(table.clock.clock, ClockConfig::tournament());
    }

    #[test]
    fn the_tournament_clock_is_the_engines_and_the_players_own_keeps_its_penalty() {
        let chosen = ClockChoice::default();
        assert_eq!(chosen.config(), ClockConfig::tournament());
        // The set-up's words take their figures from the rule.
        assert_eq!(ClockChoice::tournament_minutes(), 22);
        assert_eq!(ClockChoice::penalty_per_minute(), 10);
        let own = ClockChoice {
            tournament: false,
            minutes: 0,
            increment_s: 5,
            ..chosen
        };
        let clock = own.config();
        assert_eq!(clock.total_ms, Some(MINUTE_MS), "at least a minute");
        assert_eq!(clock.increment_ms, 5_000);
        assert_eq!(clock.penalty_per_minute, ClockChoice::penalty_per_minute());
        let lenient = ClockChoice {
            penalty: false,
            forfeit: true,
            ..own
        }
        .config();
        assert_eq!(lenient.penalty_after(10 * MINUTE_MS, 0), 0);
        assert_eq!(lenient.forfeit_after_ms, Some(FORFEIT_MINUTES * MINUTE_MS));
    }

    #[test]
    fn a_score_slips_invitation_fills_the_set_up_and_a_finished_table_gives_way() {
        let invite = TableInvite {
            tiles: Some(TileSetId::English),
            event: "Cup".into(),
            round: 3,
            table: 12,
            names: ["Ann".into(), "Ben".into()],
        };
        let (names, tiles, event) = invited(&invite);
        assert_eq!(names, ["Ann", "Ben"]);
        assert_eq!(tiles, Some(TileSetId::English));
        assert_eq!(
            (
                event.event.as_str(),
                event.round.as_str(),
                event.table.as_str()
            ),
            ("Cup", "3", "12")
        );
        let mut t = NewTable::default().start(|n| format!("Side {n}"), 0.0);
        assert!(keeps_table(&t, false));
        assert!(keeps_table(&t, true), "a game under way stays");
        t.finish([vec![], vec![]], 1_000.0).unwrap();
        assert!(
            !keeps_table(&t, true),
            "a finished one gives way to the slip"
        );
        assert!(keeps_table(&t, false));
    }
}

//! A real board's clock as the players set it up: the tournament's or
//! their own minutes and seconds a move, the penalty, the forfeit. The
//! figures are the engine's rules (`ClockConfig`); this only chooses.

use crate::model::setup::FORFEIT_MINUTES;
use krada_engine::game::{ClockConfig, MINUTE_MS};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}

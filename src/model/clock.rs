//! The chess clock's arithmetic. Times come from the browser's monotonic
//! clock (`performance.now()`), so a slow frame or a throttled background
//! tab changes only how often the clock is painted, never the time.

use krada_engine::game::ClockConfig;

/// The time the side to move has used on this turn so far.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnTimer {
    /// Time banked before the current run (e.g. before a reload or a pause).
    pub banked_ms: u64,
    /// `performance.now()` when the current run started; `None` when stopped.
    pub running_since: Option<f64>,
}

impl TurnTimer {
    pub fn elapsed(&self, now: f64) -> u64 {
        let running = self
            .running_since
            .map_or(0.0, |since| (now - since).max(0.0));
        self.banked_ms + running as u64
    }

    pub fn start(&mut self, now: f64) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }

    pub fn stop(&mut self, now: f64) {
        self.banked_ms = self.elapsed(now);
        self.running_since = None;
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }
}

/// What a clock face shows for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// Remaining time, or time over when negative.
    pub remaining_ms: i64,
    pub overtime: bool,
    /// The penalty the overtime costs so far.
    pub penalty: u32,
}

/// A side's face having used `used_ms` over `moves` completed moves (each
/// adds the clock's increment, if it has one).
pub fn face(config: &ClockConfig, used_ms: u64, moves: u32) -> Option<ClockFace> {
    let allowed = config.allowance(moves)?;
    let remaining_ms = allowed as i64 - used_ms as i64;
    Some(ClockFace {
        remaining_ms,
        overtime: remaining_ms < 0,
        penalty: config.penalty_after(used_ms, moves),
    })
}

/// `22:00`, `0:05`, `-1:30`; seconds round towards the side's favour
/// (a running clock shows 21:59 a moment after it starts).
pub fn format(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let seconds = if ms < 0 {
        (-ms).div_euclid(1000) + i64::from((-ms) % 1000 != 0)
    } else {
        ms / 1000
    };
    format!("{sign}{}:{:02}", seconds / 60, seconds % 60)
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::MINUTE_MS;

    #[test]
    fn a_timer_counts_only_while_running() {
        let mut t = TurnTimer::default();
        t.start(1_000.0);
        assert_eq!(t.elapsed(3_500.0), 2_500);
        t.stop(3_500.0);
        assert_eq!(t.elapsed(99_999.0), 2_500);
        t.start(10_000.0);
        t.start(11_000.0);
        assert_eq!(
            t.elapsed(12_000.0),
            4_500,
            "a second start does not reset the run"
        );
        assert_eq!(t.elapsed(9_000.0), 2_500, "time never runs backwards");
    }

    #[test]
    fn clock_faces_show_overtime_and_its_penalty() {
        let config = ClockConfig::tournament();
        let f = face(&config, 21 * MINUTE_MS, 0).unwrap();
        assert_eq!(
            (f.remaining_ms, f.overtime, f.penalty),
            (MINUTE_MS as i64, false, 0)
        );
        let f = face(&config, 23 * MINUTE_MS + 1, 0).unwrap();
        assert!(f.overtime);
        assert_eq!(f.penalty, 20);
        assert_eq!(face(&ClockConfig::default(), 5, 0), None);
        // Each move's increment adds to the time left.
        let online = ClockConfig {
            increment_ms: 5_000,
            ..config.clone()
        };
        assert_eq!(
            face(&online, 21 * MINUTE_MS, 12).unwrap().remaining_ms,
            2 * MINUTE_MS as i64
        );
    }

    #[test]
    fn times_are_written_minutes_and_seconds() {
        assert_eq!(format(22 * 60_000), "22:00");
        assert_eq!(format(59_999), "0:59");
        assert_eq!(format(5_000), "0:05");
        assert_eq!(format(-1), "-0:01");
        assert_eq!(format(-90_000), "-1:30");
    }
}

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

/// What a clock shows for one side — a game's here, a real board's in
/// table mode, the wall's: one model and one way of writing time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// Time left (negative: how far past its time the side is); `None`
    /// for a clock without a limit, which counts the time used.
    pub left_ms: Option<i64>,
    pub used_ms: u64,
    /// The penalty the time past costs so far (the engine's rule).
    pub penalty: u32,
}

impl ClockFace {
    pub fn overtime(&self) -> bool {
        self.left_ms.is_some_and(|left| left < 0)
    }

    /// How far past its time the side is (0 within it).
    pub fn over_ms(&self) -> u64 {
        self.left_ms.map_or(0, |left| (-left).max(0) as u64)
    }

    /// As the clock writes it: the time left counting down, else the time
    /// used counting up.
    pub fn text(&self) -> String {
        match self.left_ms {
            Some(left) => format_left(left),
            None => format_used(self.used_ms),
        }
    }
}

/// A side's face having used `used_ms` over `moves` completed moves (each
/// adds the clock's increment, if it has one).
pub fn face(config: &ClockConfig, used_ms: u64, moves: u32) -> ClockFace {
    ClockFace {
        left_ms: config
            .allowance(moves)
            .map(|allowed| allowed as i64 - used_ms as i64),
        used_ms,
        penalty: config.penalty_after(used_ms, moves),
    }
}

/// Time left as a clock counting down writes it: `22:00`, `0:05`, `-1:30`
/// past it. A second begun counts whole, both ways: `0:00` only when the
/// time is up, `-0:01` from the first moment over (as the penalty counts
/// a minute begun).
pub fn format_left(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    mm_ss(sign, ms.unsigned_abs().div_ceil(1000))
}

/// Time used as a clock counting up writes it: whole seconds passed.
pub fn format_used(ms: u64) -> String {
    mm_ss("", ms / 1000)
}

fn mm_ss(sign: &str, seconds: u64) -> String {
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
        let f = face(&config, 21 * MINUTE_MS, 0);
        assert_eq!(
            (f.left_ms, f.overtime(), f.penalty, f.text()),
            (Some(MINUTE_MS as i64), false, 0, "1:00".into())
        );
        let f = face(&config, 23 * MINUTE_MS + 1, 0);
        assert!(f.overtime());
        assert_eq!(
            (f.penalty, f.over_ms(), f.text()),
            (20, MINUTE_MS + 1, "-1:01".into())
        );
        // Without a limit the clock counts the time used.
        let untimed = face(&ClockConfig::default(), 65_500, 0);
        assert_eq!(
            (untimed.left_ms, untimed.overtime(), untimed.text()),
            (None, false, "1:05".into())
        );
        // Each move's increment adds to the time left.
        let online = ClockConfig {
            increment_ms: 5_000,
            ..config.clone()
        };
        assert_eq!(
            face(&online, 21 * MINUTE_MS, 12).left_ms,
            Some(2 * MINUTE_MS as i64)
        );
    }

    #[test]
    fn times_are_written_minutes_and_seconds() {
        // Counting down, a second begun counts: 0:00 only when time is up.
        assert_eq!(format_left(22 * 60_000), "22:00");
        assert_eq!(format_left(22 * 60_000 - 1), "22:00");
        assert_eq!(format_left(59_001), "1:00");
        assert_eq!(format_left(5_000), "0:05");
        assert_eq!(format_left(1), "0:01");
        assert_eq!(format_left(0), "0:00");
        assert_eq!(format_left(-1), "-0:01");
        assert_eq!(format_left(-90_000), "-1:30");
        // Counting up, the seconds passed.
        assert_eq!(format_used(59_999), "0:59");
        assert_eq!(format_used(60_000), "1:00");
    }
}

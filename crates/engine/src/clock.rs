//! The rules of time: the chess clock's settings and what they cost (the
//! penalty, the forfeit), and when a play may be challenged. A leaf: the
//! rules and the game both use it, it uses neither.

use serde::{Deserialize, Serialize};

/// The chess clock's settings; all times in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockConfig {
    /// Each side's time for the whole game; `None` plays without a clock.
    pub total_ms: Option<u64>,
    /// A casual limit per move instead of, or beside, the total.
    pub move_ms: Option<u64>,
    /// Points lost per started minute over `total_ms`.
    pub penalty_per_minute: u32,
    /// A side this far over `total_ms` loses the game, if set.
    pub forfeit_after_ms: Option<u64>,
    /// Time added to a side's total for each move it completes: the online
    /// format's *minutes + seconds a move* (docs/rules.md, Crossword). 0 for none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub increment_ms: u64,
}

fn is_zero(ms: &u64) -> bool {
    *ms == 0
}

pub const MINUTE_MS: u64 = 60_000;
/// The time to decide whether to challenge a play (tournament rule, docs/rules.md, A-Math: Checking plays).
pub const CHALLENGE_WINDOW_MS: u64 = 20_000;
/// What "Hold" adds to it.
pub const HOLD_MS: u64 = 60_000;

impl ClockConfig {
    /// The tournament clock of every division, the primary school's
    /// included: 22 minutes a side, −10 points per started minute over
    /// (docs/rules.md, A-Math: Clock).
    pub fn tournament() -> ClockConfig {
        ClockConfig {
            total_ms: Some(22 * MINUTE_MS),
            move_ms: None,
            penalty_per_minute: 10,
            forfeit_after_ms: None,
            increment_ms: 0,
        }
    }

    /// Points a side loses for having used `used_ms` in all.
    pub fn penalty(&self, used_ms: u64) -> u32 {
        self.penalty_after(used_ms, 0)
    }

    /// A side's time for the game once it has completed `moves` moves: the
    /// total and each move's increment; `None` without a clock.
    pub fn allowance(&self, moves: u32) -> Option<u64> {
        self.total_ms
            .map(|total| total + self.increment_ms * moves as u64)
    }

    /// Points a side loses for having used `used_ms` over `moves` moves:
    /// every minute begun past its allowance.
    pub fn penalty_after(&self, used_ms: u64, moves: u32) -> u32 {
        match self.allowance(moves) {
            Some(allowed) if used_ms > allowed => {
                let minutes = (used_ms - allowed).div_ceil(MINUTE_MS);
                self.penalty_per_minute * minutes as u32
            }
            _ => 0,
        }
    }

    /// Whether `used_ms` over `moves` moves is past the forfeit limit (the
    /// one rule a game here and a real board's table both ask).
    pub fn forfeits(&self, used_ms: u64, moves: u32) -> bool {
        matches!((self.allowance(moves), self.forfeit_after_ms), (Some(allowed), Some(grace)) if used_ms > allowed + grace)
    }
}

/// When a play may be challenged in a clocked game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeTiming {
    /// The time the side to move has to decide, from the moment the other
    /// side's clock stopped; `None`: as long as it needs.
    pub decide_ms: Option<u64>,
    /// What "Hold" adds to the time to decide.
    pub hold_adds_ms: u64,
    /// After "Hold", how long the side that played waits before drawing.
    pub hold_draw_wait_ms: Option<u64>,
}

impl ChallengeTiming {
    /// Time left to decide after `elapsed_ms`; `None` when unlimited.
    pub fn decide_left(&self, elapsed_ms: u64, held: bool) -> Option<u64> {
        let extra = if held { self.hold_adds_ms } else { 0 };
        self.decide_ms
            .map(|ms| (ms + extra).saturating_sub(elapsed_ms))
    }
}

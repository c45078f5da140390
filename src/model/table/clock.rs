//! The clock of a game on a real board: two sides' times kept from
//! timestamps (a reload, a locked phone or a closed tab loses nothing), the
//! side to move's running, the penalty it has earned past its time. The
//! rules of time are the engine's (`ClockConfig`); this keeps whose turn it
//! is and what each has used.

use crate::model::clock::{self, ClockFace};
use krada_engine::game::ClockConfig;
use krada_engine::rules::ChallengeTiming;
use serde::{Deserialize, Serialize};

/// The moments after a turn ends, while the other side may challenge.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengeWindow {
    /// The side whose play may be challenged.
    pub player: u8,
    /// When its clock stopped.
    pub since: f64,
    /// When the other side called "Hold".
    pub held_at: Option<f64>,
    /// A challenge called: both clocks stop until the verdict, and it
    /// cannot be withdrawn.
    pub called: bool,
}

/// Where a challenge stands, for the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeState {
    /// The side to move may challenge the last play: `left_ms` to decide
    /// (`None`: as long as it needs); after "Hold", `draw_wait_ms` is how
    /// long the player still waits before drawing.
    Deciding {
        player: u8,
        left_ms: Option<u64>,
        held: bool,
        draw_wait_ms: Option<u64>,
    },
    /// Called: both clocks stopped until the verdict is entered.
    Called { player: u8 },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableClock {
    pub clock: ClockConfig,
    /// Time each side has used, the running stretch not counted.
    pub used_ms: [u64; 2],
    /// Moves each side has completed (each adds the clock's increment).
    pub moves: [u32; 2],
    /// The side whose clock runs and since when (ms since the epoch);
    /// `None` while paused.
    pub running: Option<(u8, f64)>,
    /// The side to move (also while paused).
    pub to_move: u8,
    /// The last play's challenge window, while it is open.
    #[serde(default)]
    pub challenge: Option<ChallengeWindow>,
}

impl TableClock {
    /// A new table: side 0 to move, the clocks stopped until `start`.
    pub fn new(clock: ClockConfig) -> TableClock {
        TableClock {
            clock,
            used_ms: [0, 0],
            moves: [0, 0],
            running: None,
            to_move: 0,
            challenge: None,
        }
    }

    /// Runs the clock of the side to move from `now`.
    pub fn resume(&mut self, now: f64) {
        // A called challenge holds both clocks until its verdict.
        let called = self.challenge.is_some_and(|c| c.called);
        if self.running.is_none() && !called {
            self.running = Some((self.to_move, now));
        }
    }

    /// Stops the running clock at `now`, its time kept.
    pub fn pause(&mut self, now: f64) {
        if let Some((side, since)) = self.running.take() {
            self.used_ms[side as usize] += elapsed(since, now);
        }
    }

    /// `side` ends its turn at `now`: its clock stops, the other's runs. A
    /// tap on the clock of the side not to move does nothing (a knock on
    /// the table is not a turn). Paused, it only passes the turn.
    pub fn end_turn(&mut self, side: u8, now: f64) {
        let called = self.challenge.is_some_and(|c| c.called);
        if side != self.to_move || called {
            return;
        }
        self.challenge = Some(ChallengeWindow {
            player: side,
            since: now,
            held_at: None,
            called: false,
        });
        let running = self.running.is_some();
        self.pause(now);
        self.moves[side as usize] += 1;
        self.to_move = 1 - side;
        if running {
            self.resume(now);
        }
    }

    /// Where the last play's challenge stands at `now`; `None` when no
    /// challenge may be called.
    pub fn challenge_state(&self, timing: ChallengeTiming, now: f64) -> Option<ChallengeState> {
        let window = self.challenge?;
        if window.called {
            return Some(ChallengeState::Called {
                player: window.player,
            });
        }
        let left_ms = timing.decide_left(elapsed(window.since, now), window.held_at.is_some());
        let draw_wait_ms = match (window.held_at, timing.hold_draw_wait_ms) {
            (Some(held), Some(wait)) => Some(wait.saturating_sub(elapsed(held, now))),
            _ => None,
        };
        (left_ms != Some(0)).then_some(ChallengeState::Deciding {
            player: window.player,
            left_ms,
            held: window.held_at.is_some(),
            draw_wait_ms,
        })
    }

    /// The side to move calls "Hold" on the last play.
    pub fn hold(&mut self, timing: ChallengeTiming, now: f64) {
        if matches!(
            self.challenge_state(timing, now),
            Some(ChallengeState::Deciding { held: false, .. })
        ) {
            self.challenge.as_mut().expect("deciding").held_at = Some(now);
        }
    }

    /// The side to move challenges the last play: both clocks stop until
    /// the verdict. `false` when the time to decide is over.
    pub fn call_challenge(&mut self, timing: ChallengeTiming, now: f64) -> bool {
        let open = matches!(
            self.challenge_state(timing, now),
            Some(ChallengeState::Deciding { .. })
        );
        if open {
            self.pause(now);
            self.challenge.as_mut().expect("deciding").called = true;
        }
        open
    }

    /// The judge's verdict on a called challenge, at `now`: a play that
    /// stands costs the challenger its turn (the player moves again); a
    /// play that comes off leaves the turn with the challenger. The clock
    /// runs again. Returns the side that played; `None` without a call.
    pub fn verdict(&mut self, stands: bool, now: f64) -> Option<u8> {
        let window = self.challenge.filter(|c| c.called)?;
        self.challenge = None;
        if stands {
            let challenger = 1 - window.player;
            self.moves[challenger as usize] += 1;
            self.to_move = window.player;
        }
        self.resume(now);
        Some(window.player)
    }

    /// Time `side` has used by `now`.
    pub fn used(&self, side: u8, now: f64) -> u64 {
        let running = match self.running {
            Some((s, since)) if s == side => elapsed(since, now),
            _ => 0,
        };
        self.used_ms[side as usize] + running
    }

    /// What `side`'s half shows at `now` (the one clock face of
    /// `model::clock`).
    pub fn face(&self, side: u8, now: f64) -> ClockFace {
        clock::face(&self.clock, self.used(side, now), self.moves[side as usize])
    }

    /// Whether `side`'s clock runs.
    pub fn runs(&self, side: u8) -> bool {
        matches!(self.running, Some((s, _)) if s == side)
    }
}

/// Whether a side went past its time between two looks at the clock
/// (each side's "past its time" then and now): the moment the table
/// sounds, once.
pub fn newly_over(was: [bool; 2], is: [bool; 2]) -> bool {
    (0..2).any(|side| is[side] && !was[side])
}

/// Milliseconds from `since` to `now`; a clock set back counts nothing.
fn elapsed(since: f64, now: f64) -> u64 {
    (now - since).max(0.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::MINUTE_MS;

    fn table() -> TableClock {
        TableClock::new(ClockConfig::tournament())
    }

    #[test]
    fn only_the_side_to_move_uses_time_and_a_tap_hands_the_turn_over() {
        let mut t = table();
        t.resume(1_000.0);
        assert_eq!(t.used(0, 6_000.0), 5_000);
        assert_eq!(t.used(1, 6_000.0), 0);
        // A tap on the waiting side's clock is not a turn.
        t.end_turn(1, 6_000.0);
        assert_eq!(t.to_move, 0);
        t.end_turn(0, 6_000.0);
        assert_eq!((t.to_move, t.moves), (1, [1, 0]));
        assert_eq!(t.used(0, 9_000.0), 5_000);
        assert_eq!(t.used(1, 9_000.0), 3_000);
        assert!(t.runs(1) && !t.runs(0));
    }

    #[test]
    fn paused_no_clock_runs_and_the_times_survive_a_reload() {
        let mut t = table();
        t.resume(0.0);
        t.pause(10_000.0);
        assert_eq!(t.used(0, 99_000.0), 10_000);
        let saved = serde_json::to_string(&t).unwrap();
        let back: TableClock = serde_json::from_str(&saved).unwrap();
        assert_eq!(back, t);
        // Running, the time goes on while the page is away: it is kept as
        // a timestamp, not counted by ticks.
        t.resume(20_000.0);
        let back: TableClock = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
        assert_eq!(back.used(0, 80_000.0), 70_000);
    }

    #[test]
    fn the_table_sounds_once_when_a_side_goes_past_its_time() {
        assert!(newly_over([false, false], [false, true]));
        assert!(!newly_over([false, true], [false, true]), "once");
        assert!(
            !newly_over([true, false], [false, false]),
            "a clock set back is not news"
        );
        assert!(!newly_over([false, false], [false, false]));
    }

    #[test]
    fn past_its_time_a_side_counts_up_and_earns_the_engines_penalty() {
        let mut t = table();
        t.resume(0.0);
        let over = (22 * MINUTE_MS + 61_000) as f64;
        let face = t.face(0, over);
        assert_eq!(face.left_ms, Some(-61_000));
        assert_eq!(face.penalty, 20, "two minutes begun over");
        // The game's clock and the wall write it the same way.
        assert_eq!(face.text(), "-1:01");
        assert_eq!(t.face(1, over).text(), "22:00");
    }

    const AMATH: ChallengeTiming = ChallengeTiming {
        decide_ms: Some(20_000),
        hold_adds_ms: 60_000,
        hold_draw_wait_ms: None,
    };

    fn crossword() -> ChallengeTiming {
        krada_engine::tileset::TileSetId::English
            .game()
            .challenge_timing()
    }

    #[test]
    fn a_math_gives_twenty_seconds_to_challenge_and_a_minute_more_after_hold() {
        let mut t = table();
        t.resume(0.0);
        t.end_turn(0, 1_000.0);
        let deciding = |t: &TableClock, now| match t.challenge_state(AMATH, now) {
            Some(ChallengeState::Deciding { left_ms, .. }) => left_ms,
            other => panic!("{other:?}"),
        };
        assert_eq!(deciding(&t, 6_000.0), Some(15_000));
        assert_eq!(t.challenge_state(AMATH, 21_000.0), None, "too late");
        assert!(!t.call_challenge(AMATH, 21_000.0));
        t.hold(AMATH, 10_000.0);
        assert_eq!(deciding(&t, 21_000.0), Some(60_000));
        assert!(t.call_challenge(AMATH, 30_000.0));
        assert!(t.running.is_none(), "both clocks stop");
        assert_eq!(t.used(1, 99_000.0), 29_000);
        t.resume(35_000.0);
        assert!(t.running.is_none(), "nor does resuming run them");
        // A called challenge cannot be walked away from by a tap.
        t.end_turn(1, 40_000.0);
        assert_eq!(t.to_move, 1);
        assert_eq!(
            t.challenge_state(AMATH, 40_000.0),
            Some(ChallengeState::Called { player: 0 })
        );
    }

    #[test]
    fn a_play_that_stands_costs_the_challenger_its_turn() {
        let mut t = table();
        t.resume(0.0);
        t.end_turn(0, 1_000.0);
        assert!(t.call_challenge(AMATH, 2_000.0));
        assert_eq!(t.verdict(true, 50_000.0), Some(0));
        assert_eq!((t.to_move, t.moves), (0, [1, 1]));
        assert_eq!(t.running, Some((0, 50_000.0)));
        assert_eq!(t.challenge, None);
        assert_eq!(t.verdict(true, 50_000.0), None, "nothing called");
    }

    #[test]
    fn a_play_that_comes_off_leaves_the_turn_with_the_challenger() {
        let mut t = table();
        t.resume(0.0);
        t.end_turn(0, 1_000.0);
        assert!(t.call_challenge(AMATH, 2_000.0));
        t.verdict(false, 9_000.0);
        assert_eq!((t.to_move, t.moves), (1, [1, 0]));
        assert_eq!(t.running, Some((1, 9_000.0)));
    }

    #[test]
    fn in_crossword_the_challenger_takes_its_time_and_hold_makes_the_player_wait_to_draw() {
        let mut t = table();
        t.resume(0.0);
        t.end_turn(0, 0.0);
        t.hold(crossword(), 5_000.0);
        let state = t.challenge_state(crossword(), 35_000.0);
        assert_eq!(
            state,
            Some(ChallengeState::Deciding {
                player: 0,
                left_ms: None,
                held: true,
                draw_wait_ms: Some(30_000)
            })
        );
        assert!(
            t.call_challenge(crossword(), 600_000.0),
            "ten minutes on, still open"
        );
        // The next turn's end closes the window of the play before.
        let mut t = table();
        t.resume(0.0);
        t.end_turn(0, 0.0);
        t.end_turn(1, 9_000.0);
        assert!(matches!(
            t.challenge_state(crossword(), 9_000.0),
            Some(ChallengeState::Deciding { player: 1, .. })
        ));
    }

    #[test]
    fn each_move_adds_the_increment_of_the_online_format() {
        let clock = ClockConfig {
            total_ms: Some(MINUTE_MS),
            increment_ms: 10_000,
            penalty_per_minute: 10,
            ..ClockConfig::default()
        };
        let mut t = TableClock::new(clock);
        t.resume(0.0);
        t.end_turn(0, 5_000.0);
        assert_eq!(t.face(0, 5_000.0).left_ms, Some(65_000));
    }
}

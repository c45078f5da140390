//! How an event is run: its pairing system, rounds and scoring. The
//! defaults are the Thai school convention and the seed rules' figures
//! (docs/desk.md says which comes from where).

use serde::{Deserialize, Serialize};

/// How each round is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    /// Score groups from the top, top half against bottom half, no
    /// avoidable rematch.
    Swiss,
    /// 1 v 2, 3 v 4 by the standings.
    #[serde(rename = "koth")]
    KingOfTheHill,
    /// Every entrant meets every other once (Berger's rotation).
    RoundRobin,
    /// Tables in pairs: the two winners meet, the two losers meet.
    Winners,
}

impl System {
    pub const ALL: [System; 4] = [
        System::Swiss,
        System::KingOfTheHill,
        System::RoundRobin,
        System::Winners,
    ];

    /// The name the file and the command line use.
    pub fn code(self) -> &'static str {
        match self {
            System::Swiss => "swiss",
            System::KingOfTheHill => "koth",
            System::RoundRobin => "round-robin",
            System::Winners => "winners",
        }
    }

    pub fn parse(code: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// How round 1 is ordered before its top half meets its bottom half.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstRound {
    /// Highest rating first; the unrated after, in the list's order.
    #[default]
    ByRating,
    /// Drawn with the event's seed, which the director sees and can
    /// give again to draw the same.
    Drawn,
}

/// What a win and a draw are worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scale {
    /// 2, 1, 0: the Thai school convention.
    #[default]
    TwoOneZero,
    /// 1, ½, 0.
    OneHalfZero,
}

impl Scale {
    /// `halves` half-points as this scale writes them: the standings keep
    /// half-points (a win 2, a draw 1) so both scales are exact.
    pub fn write(self, halves: u32) -> String {
        match self {
            Scale::TwoOneZero => halves.to_string(),
            Scale::OneHalfZero if halves.is_multiple_of(2) => (halves / 2).to_string(),
            Scale::OneHalfZero => format!("{}.5", halves / 2),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub system: System,
    pub rounds: u32,
    #[serde(default)]
    pub first_round: FirstRound,
    #[serde(default)]
    pub scale: Scale,
    /// A game's spread counts at most this much either way.
    pub spread_cap: u32,
    /// The cap in the last round.
    pub last_spread_cap: u32,
    /// A bye counts as a win by this much.
    pub bye_spread: u32,
    /// Two entrants of one school do not meet where it can be avoided.
    #[serde(default)]
    pub avoid_same_school: bool,
    /// In the last rounds, a leader no one can catch plays the best
    /// entrant out of contention for a prize.
    #[serde(default)]
    pub gibson: bool,
    /// Places that win a prize (who is "in contention" for Gibson).
    #[serde(default = "three")]
    pub prize_places: u32,
    /// Draws round 1 when it is drawn.
    pub seed: u64,
    /// How many of a school's entrants its team score counts.
    #[serde(default = "three")]
    pub school_best: u32,
}

fn three() -> u32 {
    3
}

/// What the opponent of an absent entrant scores (docs/rules.md, "At a
/// tournament": the opponent wins with 100).
pub const NO_SHOW_SCORE: u32 = 100;

impl Settings {
    pub fn new(system: System, rounds: u32) -> Settings {
        Settings {
            system,
            rounds,
            first_round: FirstRound::ByRating,
            scale: Scale::TwoOneZero,
            spread_cap: 250,
            last_spread_cap: 200,
            bye_spread: NO_SHOW_SCORE,
            avoid_same_school: false,
            gibson: false,
            prize_places: 3,
            seed: 0,
            school_best: 3,
        }
    }

    /// The cap on a game's spread in round `round` (from 1).
    pub fn cap_in(&self, round: u32) -> u32 {
        if round == self.rounds {
            self.last_spread_cap
        } else {
            self.spread_cap
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn systems_have_one_name_each_way_and_scales_write_half_points() {
        for system in System::ALL {
            assert_eq!(System::parse(system.code()), Some(system));
            let json = serde_json::to_string(&system).unwrap();
            assert_eq!(json, format!("\"{}\"", system.code()));
        }
        assert_eq!(System::parse("dutch"), None);
        assert_eq!(Scale::TwoOneZero.write(5), "5");
        assert_eq!(Scale::OneHalfZero.write(5), "2.5");
        assert_eq!(Scale::OneHalfZero.write(4), "2");
        let s = Settings::new(System::Swiss, 7);
        assert_eq!((s.cap_in(6), s.cap_in(7)), (250, 200));
    }
}

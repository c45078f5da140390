//! The chance of winning a lead gives: what the expert weighs a play-out
//! by. The lab fits the model from games of the hard level against itself
//! (`krada fit-chances`, `krada_lab::chance_fit`).

use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSet;

/// Where a play-out left the side: the points it gained on the opponent
/// (each side's last leave valued, or the game's end scored), whether the
/// game is over, whose move it is and how many tiles its mover cannot see.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    pub gain: f32,
    pub over: bool,
    pub side_moves_next: bool,
    pub unseen: usize,
}

impl Outcome {
    /// The game ended, the side `gain` points better off.
    pub fn over(gain: f32) -> Outcome {
        Outcome {
            gain,
            over: true,
            side_moves_next: false,
            unseen: 0,
        }
    }
}

/// What a lead is worth in chances of winning, in one game: the final
/// spread is taken to be the spread now, plus the tempo of whoever moves
/// next, plus a normal spread whose variance grows with the tiles unseen.
/// Fitted from games of the hard level against itself (see docs/studies.md).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinModel {
    /// Points the side to move gains on average by the game's end.
    pub tempo: f32,
    /// The final spread's variance, per tile unseen and at none.
    pub variance_per_tile: f32,
    pub variance_base: f32,
}

/// A point of spread as a share of a won game: the chances decide, the
/// points break their ties (a game won or lost for certain still prefers
/// the larger spread).
const POINT_IN_GAMES: f64 = 0.001;

impl WinModel {
    pub const CROSSWORD: WinModel = WinModel {
        tempo: 16.0,
        variance_per_tile: 100.0,
        variance_base: 200.0,
    };
    pub const AMATH: WinModel = WinModel {
        tempo: 25.0,
        variance_per_tile: 260.0,
        variance_base: 300.0,
    };

    pub fn for_tiles(set: &TileSet) -> WinModel {
        match set.id.game() {
            GameKind::AMath => WinModel::AMATH,
            GameKind::Crossword => WinModel::CROSSWORD,
        }
    }

    /// The chance that the side (`spread` ahead before its candidate) wins
    /// after `outcome`: certain once the game is over.
    pub fn chance(&self, spread: i32, outcome: &Outcome) -> f64 {
        let lead = spread as f64 + outcome.gain as f64;
        if outcome.over {
            return match lead.total_cmp(&0.0) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
        }
        let tempo = if outcome.side_moves_next {
            self.tempo
        } else {
            -self.tempo
        } as f64;
        let sd = (self.variance_base as f64
            + self.variance_per_tile as f64 * outcome.unseen as f64)
            .sqrt();
        normal_below((lead + tempo) / sd)
    }

    /// What a play-out is worth to the expert: its chance of winning, the
    /// points breaking ties.
    pub fn value(&self, spread: i32, outcome: &Outcome) -> f64 {
        self.chance(spread, outcome) + POINT_IN_GAMES * outcome.gain as f64
    }
}

/// The standard normal distribution's chance below `z`, by the logistic
/// curve that stays within 0.01 of it.
fn normal_below(z: f64) -> f64 {
    1.0 / (1.0 + (-1.702 * z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chance_of_winning_grows_with_the_lead_and_is_certain_once_over() {
        let model = WinModel::CROSSWORD;
        let open = |gain, unseen| Outcome {
            gain,
            over: false,
            side_moves_next: false,
            unseen,
        };
        let chance = |spread, outcome: Outcome| model.chance(spread, &outcome);
        // Ahead is better than level, level better than behind.
        assert!(chance(0, open(30.0, 40)) > chance(0, open(0.0, 40)));
        assert!(chance(0, open(0.0, 40)) > chance(0, open(-30.0, 40)));
        // The spread before the candidate counts as the points it gains.
        assert_eq!(chance(20, open(10.0, 40)), chance(0, open(30.0, 40)));
        // The same lead is safer with fewer tiles left to come.
        assert!(chance(0, open(30.0, 10)) > chance(0, open(30.0, 80)));
        // The side that moves next has the tempo.
        let level = open(0.0, 40);
        let ours = Outcome {
            side_moves_next: true,
            ..level
        };
        assert!(chance(0, ours) > 0.5 && chance(0, level) < 0.5);
        // A finished game is won, drawn or lost.
        assert_eq!(chance(-10, Outcome::over(11.0)), 1.0);
        assert_eq!(chance(-10, Outcome::over(10.0)), 0.5);
        assert_eq!(chance(-10, Outcome::over(9.0)), 0.0);
        // Points break ties between certain wins.
        assert!(model.value(0, &Outcome::over(50.0)) > model.value(0, &Outcome::over(5.0)));
    }
}

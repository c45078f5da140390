//! The chance of winning a lead gives: what the expert weighs a play-out
//! by, and the fit of that model from games of the hard level against
//! itself (`krada fit-chances`, which plays the games in `selfplay`).

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
/// Fitted from games of the hard level against itself (see the README).
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
        if set.is_amath() {
            WinModel::AMATH
        } else {
            WinModel::CROSSWORD
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

/// One turn of a game as the fit sees it: the tiles the side to move could
/// not see, its lead then, and its lead when the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub unseen: usize,
    pub lead: i32,
    pub final_lead: i32,
}

/// The model that fits `turns` best: the tempo is the mean gain of the side
/// to move while tiles are left to draw (in the endgame both racks are
/// known and the search, not the model, decides); the variance grows in a
/// straight line with the tiles unseen (least squares of the squared
/// deviations).
pub fn fit(turns: &[Turn], rack_size: usize) -> WinModel {
    let drawing: Vec<&Turn> = turns.iter().filter(|t| t.unseen > rack_size).collect();
    let n = drawing.len().max(1) as f64;
    let gain = |t: &Turn| (t.final_lead - t.lead) as f64;
    let tempo = drawing.iter().map(|t| gain(t)).sum::<f64>() / n;
    let points: Vec<(f64, f64)> = turns
        .iter()
        .map(|t| (t.unseen as f64, (gain(t) - tempo).powi(2)))
        .collect();
    let m = points.len().max(1) as f64;
    let (mean_x, mean_y) = (
        points.iter().map(|p| p.0).sum::<f64>() / m,
        points.iter().map(|p| p.1).sum::<f64>() / m,
    );
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let per_tile = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    WinModel {
        tempo: tempo as f32,
        variance_per_tile: per_tile.max(0.0) as f32,
        variance_base: (mean_y - per_tile * mean_x).max(1.0) as f32,
    }
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

    #[test]
    fn the_fit_finds_the_model_the_turns_were_made_by() {
        let truth = WinModel {
            tempo: 12.0,
            variance_per_tile: 90.0,
            variance_base: 400.0,
        };
        // Each tile count once above and once below the tempo, by one
        // standard deviation of the model.
        let turns: Vec<Turn> = (8..=93)
            .flat_map(|unseen| {
                let sd = (truth.variance_base + truth.variance_per_tile * unseen as f32).sqrt();
                [1.0, -1.0].map(|sign| Turn {
                    unseen,
                    lead: 5,
                    final_lead: 5 + (truth.tempo + sign * sd).round() as i32,
                })
            })
            .collect();
        let fitted = fit(&turns, 7);
        assert!((fitted.tempo - truth.tempo).abs() < 0.5, "{fitted:?}");
        assert!(
            (fitted.variance_per_tile - truth.variance_per_tile).abs() < 3.0,
            "{fitted:?}"
        );
        assert!(
            (fitted.variance_base - truth.variance_base).abs() < 100.0,
            "{fitted:?}"
        );
    }
}

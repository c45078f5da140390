//! The fit of the expert's model of winning chances (`krada_ai::chances`)
//! from games of the hard level against itself (`krada fit-chances`).

use krada_ai::chances::WinModel;

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

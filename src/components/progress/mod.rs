//! The progress screen: the puzzle rating over time for each game, the
//! solved rate by theme, the equity left a move in reviewed games, the
//! daily puzzles as a calendar, and all of it to
//! save to a file or load from one. Nothing leaves the device otherwise.

mod calendar;
mod chart;
mod equity;
mod themes;
mod transfer;

use crate::components::puzzles::kept_ratings;
use crate::model::progress::Progress;
use crate::model::puzzle::{DailyHistory, DrillProgress};
use crate::model::review_history::ReviewHistory;
use crate::state::stored;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

/// A chart's points as dots, the last one with its value beside it: a
/// chart of one point is a dot and its figure, not an invisible line.
fn dots(points: &str, last_value: String) -> impl IntoView {
    let at: Vec<(f64, f64)> = points
        .split(' ')
        .filter_map(|pair| {
            let (x, y) = pair.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    let last = at.last().copied();
    view! {
        {at.into_iter().map(|(x, y)| view! { <circle cx=x cy=y r="3.5" class="dot" /> }).collect_view()}
        {last.map(|(x, y)| {
            // Right of the point, or left of it at the right edge.
            let (dx, anchor) = if x > 250.0 { (-7.0, "end") } else { (7.0, "start") };
            view! { <text x=x + dx y=y - 6.0 text-anchor=anchor class="value" data-testid="chart-last-value">{last_value}</text> }
        })}
    }
}

/// The progress kept on the device.
pub fn kept_progress() -> Progress {
    Progress {
        ratings: kept_ratings().0,
        daily: stored::tally::<DailyHistory>(),
        drills: stored::tally::<DrillProgress>(),
        reviews: stored::tally::<ReviewHistory>(),
    }
}

#[component]
pub fn ProgressScreen() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let progress = RwSignal::new(kept_progress());
    view! {
        <main class="progress" data-testid="progress">
            <h2>{move || ui().progress_title}</h2>
            <p>{move || ui().progress_intro}</p>
            {TileSetId::usual_sets().map(|set| view! {
                <section class="progress-game">
                    <chart::RatingChart progress set />
                    <themes::ThemeRates progress set />
                </section>
            })}
            <equity::EquityChart progress />
            <calendar::StreakCalendar progress />
            <transfer::ProgressTransfer progress />
        </main>
    }
}

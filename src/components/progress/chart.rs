//! One game's puzzle rating over its attempts, drawn as a line in SVG
//! with its range marked, readable on a phone.

use crate::model::progress::{Progress, rating_chart};
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;

#[component]
pub fn RatingChart(progress: RwSignal<Progress>, set: TileSetId) -> impl IntoView {
    let game = set.game();
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let rating = move || progress.with(|p| p.ratings.of(game).clone());
    let title = move || {
        ui().progress_rating_title
            .replace("{game}", ui().game(game).name)
    };
    let chart = move || {
        let rating = rating();
        let shown = rating.shown();
        let Some(chart) = rating_chart(&rating, WIDTH, HEIGHT) else {
            return view! { <p>{move || ui().progress_no_attempts}</p> }.into_any();
        };
        let label = ui()
            .progress_chart_label
            .replace("{n}", &rating.history.len().to_string())
            .replace("{to}", &shown.to_string());
        view! {
            <svg class="rating-chart" data-testid=format!("progress-chart-{}", game.code())
                viewBox=format!("-40 -10 {} {}", WIDTH + 50.0, HEIGHT + 20.0) role="img" aria-label=label>
                <line x1="0" y1="0" x2=WIDTH y2="0" class="grid" />
                <line x1="0" y1=HEIGHT x2=WIDTH y2=HEIGHT class="grid" />
                <text x="-6" y="4" text-anchor="end">{chart.high}</text>
                <text x="-6" y=HEIGHT + 4.0 text-anchor="end">{chart.low}</text>
                <polyline points=chart.points.clone() fill="none" class="line" />
                {super::dots(&chart.points, shown.to_string())}
            </svg>
        }
        .into_any()
    };
    view! {
        <h3>{title}" "<strong data-testid=format!("progress-rating-{}", game.code())>{move || rating().shown()}</strong></h3>
        {chart}
    }
}

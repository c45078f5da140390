//! The equity the player left a move, game after reviewed game, drawn as a
//! line from 0 (no equity left) with the average over every move.

use crate::model::progress::Progress;
use crate::model::review_history::equity_chart;
use crate::state::use_app;
use leptos::prelude::*;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 100.0;

#[component]
pub fn EquityChart(progress: RwSignal<Progress>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let average = move || progress.with(|p| p.reviews.average());
    let chart = move || {
        let drawn = progress
            .with(|p| equity_chart(&p.reviews, WIDTH, HEIGHT).map(|c| (c, p.reviews.games.len())));
        let Some(((points, top), games)) = drawn else {
            return view! { <p>{move || ui().progress_equity_none}</p> }.into_any();
        };
        let avg = average().map_or(String::new(), |a| format!("{a:.1}"));
        let last = progress.with(|p| {
            p.reviews
                .games
                .last()
                .map(|g| format!("{:.1}", g.per_move()))
                .unwrap_or_default()
        });
        let label = ui()
            .progress_equity_label
            .replace("{n}", &games.to_string())
            .replace("{avg}", &avg);
        view! {
            <svg class="rating-chart" data-testid="progress-equity-chart"
                viewBox=format!("-40 -10 {} {}", WIDTH + 50.0, HEIGHT + 20.0) role="img" aria-label=label>
                <line x1="0" y1="0" x2=WIDTH y2="0" class="grid" />
                <line x1="0" y1=HEIGHT x2=WIDTH y2=HEIGHT class="grid" />
                <text x="-6" y="4" text-anchor="end">{format!("{top:.0}")}</text>
                <text x="-6" y=HEIGHT + 4.0 text-anchor="end">"0"</text>
                <polyline points=points.clone() fill="none" class="line" />
                {super::dots(&points, last)}
            </svg>
        }
        .into_any()
    };
    view! {
        <section class="progress-equity">
            <h3>
                {move || ui().progress_equity_title}" "
                <strong data-testid="progress-equity">{move || average().map(|a| format!("{a:.1}"))}</strong>
            </h3>
            {chart}
        </section>
    }
}

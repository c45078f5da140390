//! One game's puzzles solved by theme, as bars of solved out of tried.

use crate::components::puzzles::kind_text;
use crate::model::progress::Progress;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

#[component]
pub fn ThemeRates(progress: RwSignal<Progress>, set: TileSetId) -> impl IntoView {
    let game = set.game();
    let app = use_app();
    let lang = app.lang;
    let rows = move || {
        let themes = progress.with(|p| p.ratings.of(game).by_theme());
        themes
            .into_iter()
            .filter(|(_, rate)| rate.tried > 0)
            .map(|(kind, rate)| {
                let share = 100.0 * rate.solved as f64 / rate.tried as f64;
                let text = lang
                    .get()
                    .ui()
                    .progress_theme_rate
                    .replace("{solved}", &rate.solved.to_string())
                    .replace("{tried}", &rate.tried.to_string());
                view! {
                    <li data-testid=format!("progress-theme-{}-{}", game.code(), kind.name())>
                        <span class="theme-name">{kind_text(lang.get(), kind)}</span>
                        // Drawn, not styled: the site's policy allows no inline styles.
                        <svg class="theme-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                            <rect class="track" width="100" height="10" rx="5" />
                            <rect class="done" width=format!("{share:.0}") height="10" rx="5" />
                        </svg>
                        <span class="theme-rate">{text}</span>
                    </li>
                }
            })
            .collect_view()
    };
    let any = move || progress.with(|p| !p.ratings.of(game).history.is_empty());
    view! {
        <Show when=any>
            <h4>{move || lang.get().ui().progress_themes}</h4>
        </Show>
        <ul class="theme-rates">{rows}</ul>
    }
}

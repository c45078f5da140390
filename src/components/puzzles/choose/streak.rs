//! The puzzle streak: its rule, the best streak kept for each game, and a
//! start with the tiles chosen.

use super::*;
use crate::browser;
use crate::components::TileSetPicker;
use crate::model::puzzle::{Opening, Streak, StreakBest};
use crate::state::stored;
use crate::state::use_app;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;

#[component]
pub(super) fn StreakStart(making: Making) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let tiles = RwSignal::new(TileSetId::default());
    let best = stored::tally::<StreakBest>();
    let start = move |_| {
        let streak = Streak::fresh(browser::random_u64());
        let opening = Opening {
            streak: Some(streak),
            ..Opening::default()
        };
        making.start(streak.spec(tiles.get_untracked()), opening);
    };
    view! {
        <section class="puzzle-streak-mode">
            <h3>{move || ui().puzzle_streak_title}</h3>
            <p>{move || ui().puzzle_streak_intro}</p>
            {TileSetId::usual_sets().map(|set| view! {
                <p data-testid=format!("streak-best-{}", set.game().code())>
                    {move || ui().puzzle_streak_best
                        .replace("{game}", ui().game(set.game()).name)
                        .replace("{n}", &best.of(set).to_string())}
                </p>
            })}
            <TileSetPicker test_id="streak-tiles" label=|u| u.puzzle_tiles value=tiles on_choose=Callback::new(move |t| tiles.set(t)) />
            <button data-testid="streak-start" disabled=move || making.busy.get() on:click=start>
                {move || ui().puzzle_streak_start}
            </button>
        </section>
    }
}

//! A streak's puzzle on the game screen: how many the streak has solved, or that
//! it ended and the best kept; each puzzle solved at once counts at once.

use crate::model::puzzle::StreakBest;
use crate::state::stored;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn StreakLine() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let best = RwSignal::new(stored::tally::<StreakBest>());
    // The streak so far, as it stands after this puzzle's tries.
    let standing = move || {
        app.puzzle.with(|p| {
            let p = p.as_ref()?;
            let streak = p.streak?;
            let solved = p.streak_goes_on().map_or(streak.solved, |s| s.solved);
            Some((p.spec.tiles, solved, p.streak_over()))
        })
    };
    Effect::new(move |_| {
        if let Some((game, solved, _)) = standing()
            && best.try_update(|b| b.record(game, solved)) == Some(true)
        {
            best.with_untracked(stored::set_tally);
        }
    });
    let line = move || {
        let (game, solved, over) = standing()?;
        let n = solved.to_string();
        Some(match over {
            true => ui()
                .puzzle_streak_over
                .replace("{n}", &n)
                .replace("{best}", &best.with(|b| b.of(game)).to_string()),
            false => ui().puzzle_streak_now.replace("{n}", &n),
        })
    };
    view! {
        {move || line().map(|text| view! { <p class="streak-line" data-testid="streak-count">{text}</p> })}
    }
}

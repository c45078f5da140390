//! What the coloured squares do. Beside the board where there is room; on
//! phones and short screens it moves to the score sheet (the drawer).

use super::premium_legend::PremiumLegend;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn Legend(#[prop(optional)] in_sheet: bool) -> impl IntoView {
    let app = use_app();
    let game = untrack(|| app.game_kind());
    let test_id = if in_sheet { "sheet-legend" } else { "legend" };
    let words = Signal::derive(move || app.lang.get().ui().game(game));
    view! { <PremiumLegend words in_sheet test_id /> }
}

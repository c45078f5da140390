//! What the coloured squares do. Beside the board where there is room; on
//! phones and short screens it moves to the score sheet (the drawer).

use super::*;
use crate::state::use_app;
use krada_engine::layout::Premium;
use leptos::prelude::*;

#[component]
pub fn Legend(#[prop(optional)] in_sheet: bool) -> impl IntoView {
    let app = use_app();
    let game = untrack(|| app.game_kind());
    let test_id = if in_sheet { "sheet-legend" } else { "legend" };
    view! { <PremiumLegend game lang=app.lang.into() in_sheet test_id /> }
}

/// The legend for `game` in `lang`: the game screen's and the wall's.
#[component]
pub fn PremiumLegend(
    game: GameKind,
    lang: Signal<Lang>,
    #[prop(optional)] in_sheet: bool,
    test_id: &'static str,
) -> impl IntoView {
    let items = [
        Premium::LineX3,
        Premium::LineX2,
        Premium::TileX3,
        Premium::TileX2,
    ]
    .map(|premium| {
        let code = premium_code(premium, false);
        view! {
            <li>
                <span class=format!("swatch {} {code}", game.code())></span>
                {move || lang.get().ui().game(game).premium(premium, false)}
            </li>
        }
    });
    view! {
        <ul class="legend" class:sheet-legend=in_sheet data-testid=test_id>
            {items}
        </ul>
    }
}

//! What the coloured squares do. Beside the board where there is room; on
//! phones and short screens it moves to the score sheet (the drawer).

use super::*;
use crate::state::use_app;
use krada_engine::layout::Premium;
use leptos::prelude::*;

#[component]
pub fn Legend(#[prop(optional)] in_sheet: bool) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let game = untrack(|| app.game_kind());
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
        <ul class="legend" class:sheet-legend=in_sheet data-testid=if in_sheet { "sheet-legend" } else { "legend" }>
            {items}
        </ul>
    }
}

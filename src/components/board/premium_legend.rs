//! The legend of a game's coloured squares in a language: the game
//! screen's and the wall's.

use super::premium_code;
use krada_engine::layout::Premium;
use krada_text::GameWords;
use leptos::prelude::*;

/// `words` are the game's in the language shown (they name its game too).
#[component]
pub fn PremiumLegend(
    words: Signal<GameWords>,
    #[prop(optional)] in_sheet: bool,
    test_id: &'static str,
) -> impl IntoView {
    let game = words.with_untracked(|w| w.kind.code());
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
                <span class=format!("swatch {game} {code}")></span>
                {move || words.get().premium(premium, false)}
            </li>
        }
    });
    view! {
        <ul class="legend" class:sheet-legend=in_sheet data-testid=test_id>
            {items}
        </ul>
    }
}

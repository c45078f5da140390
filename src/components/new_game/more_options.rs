//! Everything under "More options".

use super::*;
use crate::model::setup::GameForm;
use crate::state::use_app;
use clock_fields::ClockFields;
use fields::choice;
use krada_engine::game::CheckMode;
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;
use opponent::OpponentFields;
use sides::SideFields;
use table_options::TableOptions;

#[component]
pub(super) fn MoreOptions(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    view! {
        <details class="more-options" data-testid="more-options">
            <summary>{move || ui().more_options}</summary>
            <Show when=move || form.with(GameForm::offers_tile_sets)>
                <fieldset>
                    <legend>{move || ui().tile_set}</legend>
                    {choice(form, "tiles", "standard", TileSetId::Standard, field!(tiles), |u| u.tiles_standard, ui)}
                    {choice(form, "tiles", "primary", TileSetId::Primary, field!(tiles), |u| u.tiles_primary, ui)}
                </fieldset>
            </Show>
            <SideFields form side=0 />
            <SideFields form side=1 />
            <OpponentFields form />
            <fieldset>
                <legend>{move || ui().check_mode}</legend>
                {choice(form, "check", "checked", CheckMode::Checked, field!(check), |u| u.checked_mode, ui)}
                {choice(form, "check", "challenge", CheckMode::Challenge, field!(check), |u| u.challenge_mode, ui)}
            </fieldset>
            <ClockFields form />
            <TableOptions form />
        </details>
    }
}

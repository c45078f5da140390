//! A side's name and its players' names (one or two: singles or pairs).

use super::fields::text_field;
use crate::model::setup::GameForm;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn SideFields(form: RwSignal<GameForm>, side: usize) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let [name, player, partner] = match side {
        0 => [
            field!(sides[0].name),
            field!(sides[0].player),
            field!(sides[0].partner),
        ],
        _ => [
            field!(sides[1].name),
            field!(sides[1].player),
            field!(sides[1].partner),
        ],
    };
    view! {
        <fieldset class="side">
            <legend>{move || fill(ui().side_default, &[("n", &(side + 1).to_string())])}</legend>
            <label>{move || ui().side_name} {text_field(form, format!("side-{side}-name"), name)}</label>
            <label>
                {move || ui().player_names}
                {text_field(form, format!("side-{side}-player-1"), player)}
                <span class="visually-hidden">{move || ui().partner}</span>
                {text_field(form, format!("side-{side}-player-2"), partner)}
            </label>
        </fieldset>
    }
}

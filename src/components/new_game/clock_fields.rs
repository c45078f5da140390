//! The clock: none, the tournament's or custom minutes, with seconds added
//! a move (the online format of docs/rules.md, Crossword); a move limit, the penalty, forfeit
//! and pausing in a hidden tab.

use super::fields::{check_field, choice, text_field};
use crate::model::setup::{ClockChoice, GameForm};
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn ClockFields(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    view! {
        <fieldset>
            <legend>{move || ui().clock}</legend>
            {choice(form, "clock", "off", ClockChoice::Off, field!(clock), |u| u.clock_none, ui)}
            {choice(form, "clock", "22", ClockChoice::Tournament, field!(clock), |u| u.clock_22, ui)}
            {choice(form, "clock", "custom", ClockChoice::Custom, field!(clock), |u| u.clock_custom, ui)}
            <label>{move || ui().minutes} {text_field(form, "clock-minutes".into(), field!(clock_minutes))}</label>
            <label>{move || ui().table_increment} {text_field(form, "clock-increment".into(), field!(clock_increment))}</label>
            <label class="check">
                {check_field(form, "move-limit", field!(move_limit))}
                {move || ui().move_limit}
                {text_field(form, "move-minutes".into(), field!(move_minutes))}
            </label>
            <label>{move || ui().penalty_per_minute} {text_field(form, "penalty".into(), field!(penalty))}</label>
            <label class="check">{check_field(form, "forfeit", field!(forfeit))} {move || ui().forfeit_option}</label>
            <label class="check">{check_field(form, "pause-hidden", field!(pause_hidden))} {move || ui().pause_when_hidden}</label>
        </fieldset>
    }
}

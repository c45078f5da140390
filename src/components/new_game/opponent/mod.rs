//! Who plays the second side: another person here, or the computer at a
//! level (the expert with its thinking time).

mod think_time;
use super::fields::choice;
use crate::model::session::Opponent;
use crate::model::setup::GameForm;
use crate::state::use_app;
use krada_ai::player::Level;
use krada_text::Ui;
use leptos::prelude::*;
use think_time::ThinkTime;

/// What the form calls a computer level.
pub(super) fn level_name(ui: &Ui, level: Level) -> &'static str {
    match level {
        Level::Easy => ui.computer_easy,
        Level::Medium | Level::Greedy => ui.computer_medium,
        Level::Hard => ui.computer_hard,
        Level::Expert => ui.computer_expert,
    }
}

#[component]
pub(super) fn OpponentFields(form: RwSignal<GameForm>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let level = move |code, level| {
        choice(
            form,
            "opponent",
            code,
            Opponent::Computer { level },
            field!(opponent),
            match level {
                Level::Easy => |u: &Ui| level_name(u, Level::Easy),
                Level::Hard => |u: &Ui| level_name(u, Level::Hard),
                Level::Expert => |u: &Ui| level_name(u, Level::Expert),
                _ => |u: &Ui| level_name(u, Level::Medium),
            },
            ui,
        )
    };
    let expert_chosen = move || {
        form.with(|f| {
            f.opponent
                == Opponent::Computer {
                    level: Level::Expert,
                }
        })
    };
    view! {
        <fieldset>
            <legend>{move || ui().opponent}</legend>
            {choice(form, "opponent", "hotseat", Opponent::Hotseat, field!(opponent), |u| u.hotseat, ui)}
            {level("easy", Level::Easy)}
            {level("medium", Level::Medium)}
            {level("hard", Level::Hard)}
            {level("expert", Level::Expert)}
        </fieldset>
        <Show when=expert_chosen><ThinkTime form /></Show>
    }
}

//! The one-tap game against the computer, and what it will be.

use super::*;
use crate::model::session::Opponent;
use crate::model::setup::GameForm;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;
use opponent::level_name;

#[component]
pub(super) fn QuickStart(
    form: RwSignal<GameForm>,
    problem: RwSignal<Option<&'static str>>,
    /// Whether a game was started here before (else there are no "last
    /// settings" to speak of).
    remembered: bool,
) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let quick = move |_| start(app, form.get_untracked().against_computer(), problem);
    let quick_what = move || {
        let ui = ui();
        let f = form.get().against_computer();
        let game = ui.game(f.game).name;
        let level = match f.opponent {
            Opponent::Computer { level } => level_name(ui, level),
            Opponent::Hotseat => ui.computer_medium,
        };
        let words = match remembered {
            true => ui.quick_with,
            false => ui.quick_first,
        };
        fill(words, &[("game", game), ("level", level)])
    };
    view! {
        <div class="quick">
            <button type="button" class="primary" data-testid="quick-computer" on:click=quick>
                {move || ui().quick_computer}
            </button>
            <span class="quick-what" data-testid="quick-what">{quick_what}</span>
        </div>
    }
}

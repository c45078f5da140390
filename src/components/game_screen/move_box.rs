//! The move box: a move typed as the score sheet writes it, checked as it
//! is typed (a play is laid on the board, so the preview gives its score or
//! the rule it breaks) and made on Enter (`state/voice.rs`).

use crate::components::keys::answer_key;
use crate::computer::use_computer;
use crate::model::move_box::TypedMove;
use crate::state::use_app;
use crate::state::voice::BoxReading;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub fn MoveBox() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let text = RwSignal::new(String::new());
    let reading = RwSignal::new(BoxReading::Empty);
    let said = move || match reading.get() {
        BoxReading::Empty => String::new(),
        BoxReading::Problem(why) => why,
        // A play is on the board: the engine's verdict, as the preview says it.
        BoxReading::Move(TypedMove::Play(_)) => app.preview_text(),
        BoxReading::Move(TypedMove::Exchange(tiles)) => {
            format!("{} {}", ui().exchange, tiles.len())
        }
        BoxReading::Move(TypedMove::Pass) => ui().pass.into(),
    };
    let help = move || {
        let example = ui().game(app.game_kind()).move_example;
        fill(ui().move_box_help, &[("example", example)])
    };
    let computer = use_computer();
    let on_key = move |ev: web_sys::KeyboardEvent| {
        // The board's reading keys work here too (not `?`: a blank's mark).
        if answer_key(app, computer, &ev, true) {
            return;
        }
        match ev.key().as_str() {
            "Enter" => {
                ev.prevent_default();
                if app.enter_move(&text.get_untracked()) {
                    text.set(String::new());
                    reading.set(BoxReading::Empty);
                }
            }
            "Escape" => {
                text.set(String::new());
                reading.set(BoxReading::Empty);
                app.recall();
            }
            _ => {}
        }
    };
    view! {
        <div class="move-box">
            <label for="move-input">{move || ui().move_box}</label>
            <input
                id="move-input"
                data-testid="move-input"
                type="text"
                autocomplete="off"
                autocapitalize="off"
                spellcheck="false"
                aria-describedby="move-box-help move-box-said"
                prop:value=move || text.get()
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    reading.set(app.type_move(&typed));
                    text.set(typed);
                }
                on:keydown=on_key
            />
            <p id="move-box-help" class="move-box-help">{help}</p>
            <p id="move-box-said" class="move-box-said" data-testid="move-box-said">{said}</p>
        </div>
    }
}

//! The event a table's game belongs to, each field optional: printed at
//! the head of its sheet and in its file.

use crate::model::table::TableEvent;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn EventFields(event: RwSignal<TableEvent>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let fields = ["event", "round", "number"].map(|key| {
        let label = move || match key {
            "event" => ui().table_event,
            "round" => ui().table_round,
            _ => ui().table_number,
        };
        view! {
            <label>
                {label}
                <input data-testid=format!("table-event-{key}") maxlength="60"
                    value=event.with_untracked(|e| field(e, key).to_string())
                    on:input=move |ev| event.update(|e| set_field(e, key, event_target_value(&ev))) />
            </label>
        }
    });
    view! {
        <fieldset>
            <legend>{move || ui().table_event_legend}</legend>
            {fields}
        </fieldset>
    }
}

/// One of the sheet head's fields: what an invitation filled in shows
/// when the set-up opens (then the field is the player's).
fn field<'a>(event: &'a TableEvent, key: &str) -> &'a str {
    match key {
        "event" => &event.event,
        "round" => &event.round,
        _ => &event.table,
    }
}

/// One of the sheet head's fields, as typed.
fn set_field(event: &mut TableEvent, key: &str, value: String) {
    let value = value.trim().to_string();
    match key {
        "event" => event.event = value,
        "round" => event.round = value,
        _ => event.table = value,
    }
}

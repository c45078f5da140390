//! The new-game form's inputs, each bound to one field of the form.

use crate::model::setup::GameForm;
use krada_text::Ui;
use leptos::prelude::*;

/// One field of the form: how to read it and how to write it.
#[derive(Clone, Copy)]
pub(super) struct Field<T> {
    pub get: fn(&GameForm) -> T,
    pub set: fn(&mut GameForm, T),
}

/// The form's fields, each read and written through its own pair.
macro_rules! field {
    ($($path:tt)+) => {
        $crate::components::new_game::fields::Field {
            get: |f: &GameForm| f.$($path)+.clone(),
            set: |f: &mut GameForm, v| f.$($path)+ = v,
        }
    };
}

/// A radio button for one value of a form field.
pub(super) fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    form: RwSignal<GameForm>,
    name: &'static str,
    code: &'static str,
    value: T,
    field: Field<T>,
    label: fn(&Ui) -> &'static str,
    ui: impl Fn() -> &'static Ui + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <label class="choice">
            <input
                type="radio"
                name=name
                data-testid=format!("{name}-{code}")
                prop:checked=move || form.with(|f| (field.get)(f) == value)
                on:change=move |_| form.update(|f| (field.set)(f, value))
            />
            {move || label(ui())}
        </label>
    }
}

/// A text box bound to one form field.
pub(super) fn text_field(
    form: RwSignal<GameForm>,
    test_id: String,
    field: Field<String>,
) -> impl IntoView {
    view! {
        <input
            type="text"
            maxlength="40"
            data-testid=test_id
            prop:value=move || form.with(field.get)
            on:input=move |ev| form.update(|f| (field.set)(f, event_target_value(&ev)))
        />
    }
}

/// A checkbox bound to one form field.
pub(super) fn check_field(
    form: RwSignal<GameForm>,
    test_id: &'static str,
    field: Field<bool>,
) -> impl IntoView {
    view! {
        <input
            type="checkbox"
            data-testid=test_id
            prop:checked=move || form.with(field.get)
            on:change=move |ev| form.update(|f| (field.set)(f, event_target_checked(&ev)))
        />
    }
}

//! The interface language: chosen by the player, remembered between visits.

use crate::storage;
use krada_text::Lang;
use leptos::prelude::*;

/// Provides the language signal to every component below and keeps it saved.
pub fn provide_lang() -> RwSignal<Lang> {
    let saved = storage::read(storage::LANG_KEY).and_then(|tag| Lang::from_tag(&tag));
    let lang = RwSignal::new(saved.unwrap_or_default());
    Effect::new(move |_| {
        let lang = lang.get();
        storage::write(storage::LANG_KEY, lang.tag());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    provide_context(lang);
    lang
}

pub fn use_lang() -> RwSignal<Lang> {
    expect_context::<RwSignal<Lang>>()
}

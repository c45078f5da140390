//! The interface language: chosen by the player, remembered between visits.

use crate::browser;
use krada_text::Lang;
use leptos::prelude::*;

/// Provides the language signal to every component below and keeps it saved.
pub fn provide_lang() -> RwSignal<Lang> {
    let saved = browser::read_pref(browser::LANG_KEY).and_then(|tag| Lang::from_tag(&tag));
    let lang = RwSignal::new(saved.unwrap_or_default());
    Effect::new(move |_| {
        let lang = lang.get();
        browser::write_pref(browser::LANG_KEY, lang.tag());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    provide_context(lang);
    lang
}

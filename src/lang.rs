//! The interface language: the browser's at first (Thai for `th*`, else
//! English), then the player's choice, remembered between visits.

use crate::browser;
use krada_text::Lang;
use leptos::prelude::*;

/// The browser's preferred language, as Krada's.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_locale(&tag))
}

/// The language this device chose before, else the browser's.
pub fn stored_or_browser_lang() -> Lang {
    browser::read_pref(browser::LANG_KEY)
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_else(browser_lang)
}

/// Tells the browser (and screen readers) the page's language.
pub fn set_document_lang(lang: Lang) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.tag());
    }
}

/// Provides the language signal to every component below; a choice the
/// player makes is saved, the browser's guess is not.
pub fn provide_lang() -> RwSignal<Lang> {
    let lang = RwSignal::new(stored_or_browser_lang());
    Effect::new(move |first: Option<()>| {
        let lang = lang.get();
        if first.is_some() {
            browser::write_pref(browser::LANG_KEY, lang.tag());
        }
        set_document_lang(lang);
    });
    provide_context(lang);
    lang
}

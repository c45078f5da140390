//! The interface language: the browser's at first (Thai for `th*`, else
//! English), then the player's choice, remembered between visits. Each
//! language's words are a part of the page's wasm of their own, fetched
//! when first needed: a first visit fetches one language, not both.

use krada_text::{Lang, Ui};
use leptos::prelude::*;

/// Makes `lang`'s words readable (`Lang::ui`), fetching them the first time.
pub async fn load(lang: Lang) {
    if lang.ui_if_ready().is_none() {
        let ui = match lang {
            Lang::Th => thai_words().await,
            Lang::En => english_words().await,
        };
        lang.register(ui);
    }
}

#[lazy]
fn thai_words() -> &'static Ui {
    &krada_text::th::UI
}

#[lazy]
fn english_words() -> &'static Ui {
    &krada_text::en::UI
}

/// Switches to the other language once its words are here.
pub fn switch(lang: RwSignal<Lang>) {
    let next = lang.get_untracked().other();
    leptos::task::spawn_local(async move {
        load(next).await;
        lang.set(next);
    });
}

/// The browser's preferred language, as Krada's.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_locale(&tag))
}

/// The language this device chose before, else the browser's.
pub fn stored_or_browser_lang() -> Lang {
    crate::state::stored::lang()
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_else(browser_lang)
}

/// Tells the browser (and screen readers) the page's language.
pub fn set_document_lang(lang: Lang) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.tag());
    }
}

/// Provides the language signal to every component below, starting with
/// `first`, whose words are loaded (read once, before the page is drawn:
/// another tab may change the stored choice meanwhile); a choice the player
/// makes is saved, the browser's guess is not.
pub fn provide_lang(first: Lang) -> RwSignal<Lang> {
    let lang = RwSignal::new(first);
    Effect::new(move |first: Option<()>| {
        let lang = lang.get();
        if first.is_some() {
            crate::state::stored::set_lang(lang.tag());
        }
        set_document_lang(lang);
    });
    provide_context(lang);
    lang
}

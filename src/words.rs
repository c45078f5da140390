//! Crossword's word lists in the browser: ENABLE, fetched from the site as a
//! compiled word graph the first time Crossword is chosen (never part of the
//! first page load), and the player's own list, compiled here from a text
//! file and kept in storage for later visits.

use crate::browser::WebStore;
use crate::model::saves::{Store, StoreError};
use krada_engine::lexicon::{Lexicon, LexiconError};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

pub use crate::model::setup::ENABLE;
/// Where the build puts the compiled ENABLE graph (see `cargo xtask build`).
const ENABLE_URL: &str = "./lexicon/enable2k.dawg";
const OWN_NAME_KEY: &str = "krada.words.name";
const OWN_LIST_KEY: &str = "krada.words.list";

/// Where the site's list stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteList {
    NotLoaded,
    Loading,
    Ready {
        words: usize,
    },
    /// The site was built without a word list.
    Missing,
    /// The network failed or the file is damaged.
    Failed,
}

#[derive(Clone, Copy)]
pub struct Words {
    pub site: RwSignal<SiteList>,
    /// The player's own list: its name and word count.
    pub own: RwSignal<Option<(String, usize)>>,
    loaded: StoredValue<Vec<(String, Arc<Lexicon>)>>,
}

impl Words {
    /// A list already in memory.
    pub fn get(&self, name: &str) -> Option<Arc<Lexicon>> {
        self.loaded
            .with_value(|l| l.iter().find(|(n, _)| n == name).map(|(_, w)| w.clone()))
    }

    fn keep(&self, name: &str, lexicon: Arc<Lexicon>) {
        self.loaded.update_value(|l| {
            l.retain(|(n, _)| n != name);
            l.push((name.to_string(), lexicon));
        });
    }

    /// Makes the named list ready if it can be: the site's is fetched, the
    /// player's own is compiled from storage.
    pub async fn ensure(self, name: &str) -> Option<Arc<Lexicon>> {
        if let Some(found) = self.get(name) {
            return Some(found);
        }
        if name == ENABLE {
            self.site.set(SiteList::Loading);
            let state = match fetch_bytes(ENABLE_URL).await {
                Ok(Some(bytes)) => match Lexicon::from_bytes(&bytes) {
                    Ok(lexicon) => {
                        let words = lexicon.word_count();
                        self.keep(ENABLE, Arc::new(lexicon));
                        SiteList::Ready { words }
                    }
                    Err(_) => SiteList::Failed,
                },
                Ok(None) => SiteList::Missing,
                Err(()) => SiteList::Failed,
            };
            self.site.set(state);
            return self.get(ENABLE);
        }
        let stored_name = WebStore.get(OWN_NAME_KEY)?;
        if stored_name != name {
            return None;
        }
        let lexicon = Arc::new(Lexicon::from_list(&WebStore.get(OWN_LIST_KEY)?).ok()?);
        self.own.set(Some((name.to_string(), lexicon.word_count())));
        self.keep(name, lexicon.clone());
        Some(lexicon)
    }

    /// Starts fetching the site's list, unless it is there or on its way.
    pub fn load_site(self) {
        if matches!(
            self.site.get_untracked(),
            SiteList::NotLoaded | SiteList::Failed
        ) {
            leptos::task::spawn_local(async move {
                self.ensure(ENABLE).await;
            });
        }
    }

    /// Compiles the player's own list and keeps it; the list is usable even
    /// when storage refuses it (the error says it will not be kept).
    pub fn set_own(self, name: &str, text: &str) -> Result<Option<StoreError>, LexiconError> {
        let lexicon = Arc::new(Lexicon::from_list(text)?);
        let count = lexicon.word_count();
        let mut store = WebStore;
        let kept = store
            .set(OWN_LIST_KEY, text)
            .and_then(|_| store.set(OWN_NAME_KEY, name));
        self.keep(name, lexicon);
        self.own.set(Some((name.to_string(), count)));
        Ok(kept.err())
    }
}

/// The body of a same-origin file; `None` when the site has no such file.
async fn fetch_bytes(url: &str) -> Result<Option<Vec<u8>>, ()> {
    let window = web_sys::window().ok_or(())?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| ())?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| ())?;
    if response.status() == 404 {
        return Ok(None);
    }
    if !response.ok() {
        return Err(());
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(|_| ())?)
        .await
        .map_err(|_| ())?;
    Ok(Some(js_sys::Uint8Array::new(&buffer).to_vec()))
}

pub fn new_words() -> Words {
    let own = WebStore
        .get(OWN_NAME_KEY)
        .map(|name| (name, 0))
        .filter(|_| WebStore.get(OWN_LIST_KEY).is_some());
    Words {
        site: RwSignal::new(SiteList::NotLoaded),
        own: RwSignal::new(own),
        loaded: StoredValue::new(Vec::new()),
    }
}

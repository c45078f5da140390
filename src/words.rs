//! Crossword's word lists in the browser: ENABLE, fetched from the site as a
//! compiled word graph the first time Crossword is chosen (never part of the
//! first page load), and the player's own list, compiled here from a text
//! file and kept in storage for later visits. What each outcome means is
//! `model::word_lists`; this holds the lists in signals and fetches.

use crate::browser::WebStore;
use crate::model::storage::StoreError;
use crate::model::word_lists::{self, Library};
use krada_engine::lexicon::{Lexicon, LexiconError};
use krada_engine::tileset::TileSetId;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

pub use crate::model::word_lists::{ENABLE, SiteList};
/// Where the build puts the compiled ENABLE graph (see `cargo xtask build`).
const ENABLE_URL: &str = "./lexicon/enable2k.dawg";

#[derive(Clone, Copy)]
pub struct Words {
    pub site: RwSignal<SiteList>,
    /// The player's own list: its name and word count.
    pub own: RwSignal<Option<(String, usize)>>,
    loaded: StoredValue<Library>,
}

impl Words {
    /// A list already in memory.
    pub fn get(&self, name: &str) -> Option<Arc<Lexicon>> {
        self.loaded.with_value(|l| l.get(name))
    }

    /// Makes the named list ready if it can be: the site's is fetched, the
    /// player's own is compiled from storage.
    /// The site's list when `tiles` are a game judged against words
    /// (fetched if need be), none for one that is not.
    pub async fn for_tiles(self, tiles: TileSetId) -> Option<Arc<Lexicon>> {
        match tiles.needs_words() {
            true => self.ensure(ENABLE).await,
            false => None,
        }
    }

    /// [`Words::for_tiles`] with what is here now, fetching nothing.
    pub fn here_for(&self, tiles: TileSetId) -> Option<Arc<Lexicon>> {
        tiles.needs_words().then(|| self.get(ENABLE)).flatten()
    }

    pub async fn ensure(self, name: &str) -> Option<Arc<Lexicon>> {
        match self.get(name) {
            Some(found) => Some(found),
            None => fetch_or_compile(self, name.to_string()).await,
        }
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
        let (lexicon, refused) = word_lists::keep_own(&mut WebStore, name, text)?;
        let count = lexicon.word_count();
        self.loaded
            .update_value(|l| l.keep(name, Arc::new(lexicon)));
        self.own.set(Some((name.to_string(), count)));
        Ok(refused)
    }
}

/// [`Words::ensure`] for a list not in memory. The site's list is fetched
/// at once, beside the code that reads it (the game's part), not after it.
async fn fetch_or_compile(words: Words, name: String) -> Option<Arc<Lexicon>> {
    if name == ENABLE {
        words.site.set(SiteList::Loading);
        crate::parts::prefetch_game();
        let (state, list) = read_site_list(fetch_bytes(ENABLE_URL).await).await;
        if let Some(list) = list {
            words
                .loaded
                .update_value(|l| l.keep(ENABLE, Arc::new(list)));
        }
        words.site.set(state);
        return words.get(ENABLE);
    }
    let lexicon = Arc::new(read_own_list(name.clone()).await?);
    words.own.set(Some((name.clone(), lexicon.word_count())));
    words
        .loaded
        .update_value(|l| l.keep(&name, lexicon.clone()));
    Some(lexicon)
}

/// The site's list read from its bytes (code in the game's part).
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn read_site_list(fetched: Result<Option<Vec<u8>>, ()>) -> (SiteList, Option<Lexicon>) {
    word_lists::site_list(fetched)
}

/// The player's own list, compiled from storage (code in the game's part).
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn read_own_list(name: String) -> Option<Lexicon> {
    word_lists::stored_own(&WebStore, &name)
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
    Words {
        site: RwSignal::new(SiteList::NotLoaded),
        own: RwSignal::new(word_lists::stored_own_name(&WebStore).map(|name| (name, 0))),
        loaded: StoredValue::new(Library::default()),
    }
}

//! Crossword's word lists, as plain Rust: what a fetch of the site's list
//! gives, the player's own list kept in storage, and the lists in memory.
//! `src/words.rs` fetches and holds them in signals for the page.

use super::storage::{self, Store, StoreError};
use krada_engine::lexicon::{Lexicon, LexiconError};
use std::sync::Arc;

/// The name games record for the site's list.
pub const ENABLE: &str = "ENABLE2K";

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

/// What fetching the site's compiled list gave (`Ok(None)`: the site has
/// no such file; `Err`: the network failed): its state, and the list when
/// it reads.
pub fn site_list(fetched: Result<Option<Vec<u8>>, ()>) -> (SiteList, Option<Lexicon>) {
    match fetched {
        Ok(Some(bytes)) => match Lexicon::from_bytes(&bytes) {
            Ok(lexicon) => (
                SiteList::Ready {
                    words: lexicon.word_count(),
                },
                Some(lexicon),
            ),
            Err(_) => (SiteList::Failed, None),
        },
        Ok(None) => (SiteList::Missing, None),
        Err(()) => (SiteList::Failed, None),
    }
}

/// The player's own list named `name`, compiled from storage, if it is the
/// one kept there.
pub fn stored_own(store: &dyn Store, name: &str) -> Option<Lexicon> {
    if store.get(storage::WORDS_NAME)? != name {
        return None;
    }
    Lexicon::from_list(&store.get(storage::WORDS_LIST)?).ok()
}

/// The name of the player's own list in storage, if one is kept.
pub fn stored_own_name(store: &dyn Store) -> Option<String> {
    store
        .get(storage::WORDS_NAME)
        .filter(|_| store.get(storage::WORDS_LIST).is_some())
}

/// Compiles the player's own list and keeps it in storage; the list is
/// usable even when storage refuses it (the error says it is not kept).
pub fn keep_own(
    store: &mut dyn Store,
    name: &str,
    text: &str,
) -> Result<(Lexicon, Option<StoreError>), LexiconError> {
    let lexicon = Lexicon::from_list(text)?;
    let kept = store
        .set(storage::WORDS_LIST, text)
        .and_then(|_| store.set(storage::WORDS_NAME, name));
    Ok((lexicon, kept.err()))
}

/// The lists in memory, by name; a list loaded again replaces the old one.
#[derive(Default)]
pub struct Library {
    lists: Vec<(String, Arc<Lexicon>)>,
}

impl Library {
    pub fn get(&self, name: &str) -> Option<Arc<Lexicon>> {
        self.lists
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, w)| w.clone())
    }

    pub fn keep(&mut self, name: &str, lexicon: Arc<Lexicon>) {
        self.lists.retain(|(n, _)| n != name);
        self.lists.push((name.to_string(), lexicon));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::storage::memory::MemoryStore;

    #[test]
    fn the_sites_list_is_ready_missing_or_failed_by_what_the_fetch_gave() {
        let graph = Lexicon::from_list("CAT\nDOG\n").unwrap().to_bytes();
        let (state, list) = site_list(Ok(Some(graph)));
        assert_eq!(state, SiteList::Ready { words: 2 });
        assert!(list.is_some_and(|l| l.word_count() == 2));
        assert_eq!(site_list(Ok(None)).0, SiteList::Missing);
        assert_eq!(site_list(Err(())).0, SiteList::Failed);
        assert_eq!(
            site_list(Ok(Some(b"not a graph".to_vec()))).0,
            SiteList::Failed
        );
    }

    #[test]
    fn the_players_own_list_is_kept_by_name_and_a_bad_line_keeps_nothing() {
        let mut store = MemoryStore::default();
        assert!(keep_own(&mut store, "mine.txt", "CAT\nD0G\n").is_err());
        assert_eq!(stored_own_name(&store), None);
        let (list, refused) = keep_own(&mut store, "mine.txt", "CAT\nDOG\nEMU\n").unwrap();
        assert_eq!((list.word_count(), refused), (3, None));
        assert_eq!(stored_own_name(&store).as_deref(), Some("mine.txt"));
        assert_eq!(
            stored_own(&store, "mine.txt").map(|l| l.word_count()),
            Some(3)
        );
        assert!(stored_own(&store, "other.txt").is_none());
    }

    #[test]
    fn a_full_storage_still_gives_the_list_and_says_it_is_not_kept() {
        let mut store = MemoryStore {
            quota: Some(4),
            ..Default::default()
        };
        let (list, refused) = keep_own(&mut store, "mine.txt", "CAT\nDOG\n").unwrap();
        assert_eq!(list.word_count(), 2);
        assert_eq!(refused, Some(StoreError::Full));
    }

    #[test]
    fn a_list_loaded_again_replaces_the_one_in_memory() {
        let mut library = Library::default();
        assert!(library.get(ENABLE).is_none());
        library.keep("a", Arc::new(Lexicon::from_list("CAT\n").unwrap()));
        library.keep("a", Arc::new(Lexicon::from_list("CAT\nDOG\n").unwrap()));
        assert_eq!(library.get("a").map(|l| l.word_count()), Some(2));
    }
}

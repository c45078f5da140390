//! Everything the page keeps on the device (the browser's localStorage):
//! every key, what it holds, and the one way to read a kept value, write
//! it, and set aside one that cannot be read (reported, never wiped).
//! Something new to keep (a tournament, a trainer's drills) is one line in
//! [`KEYS`] and a key here; `state::stored` reads and writes it for the
//! page, and docs/architecture.md's table is checked against [`KEYS`].

use super::kept;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Key-value storage: the browser's localStorage, or a map in tests.
pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// Storage is switched off (private mode, blocked by settings).
    Unavailable,
    /// The quota is used up.
    Full,
    /// Another tab saved this game more recently.
    Overtaken,
}

/// A saved game, one key a game: `krada.game.<id>`.
pub const GAME_PREFIX: &str = "krada.game.";
/// The id of the game on the game screen.
pub const CURRENT_GAME: &str = "krada.current";
/// The new-game form as last used.
pub const FORM: &str = "krada.form";
/// The language chosen.
pub const LANG: &str = "krada.lang";
/// Projector mode, `on` or `off`.
pub const PROJECTOR: &str = "krada.projector";
/// The class session.
pub const CLASS: &str = "krada.class";
/// Whether the class screen was the one open, `on` or `off`.
pub const CLASS_SCREEN: &str = "krada.class-screen";
/// The book of mistakes turned into exercises.
pub const EXERCISES: &str = "krada.exercises";
/// Daily puzzles solved.
pub const DAILY: &str = "krada.daily";
/// Drills opened and solved.
pub const DRILLS: &str = "krada.drills";
/// Each game's puzzle rating with its history.
pub const PUZZLE_RATING: &str = "krada.puzzle-rating";
/// The best streak of each game.
pub const PUZZLE_STREAK: &str = "krada.puzzle-streak";
/// The tournament desk's event.
pub const DESK: &str = "krada.desk";
/// A replay's reviews, one key a game: `krada.review.<hash>`.
pub const REVIEW_PREFIX: &str = "krada.review.";
/// The games reviewed, by day.
pub const REVIEW_HISTORY: &str = "krada.review-history";
/// The game on a real board (clock, sheet, signals).
pub const TABLE: &str = "krada.table";
/// The view the wall window shows.
pub const WALL: &str = "krada.wall";
/// Whether the wall was ever opened on this device.
pub const WALL_ON: &str = "krada.wall-on";
/// A word list the player loaded: its words, and its name.
pub const WORDS_LIST: &str = "krada.words.list";
pub const WORDS_NAME: &str = "krada.words.name";

#[cfg(test)]
/// Every key, as docs/architecture.md's storage table names it (`<id>`
/// where one key is kept per game), and whether what cannot be read there
/// is set aside under [`aside`]'s key.
pub const KEYS: &[(&str, bool)] = &[
    ("krada.game.<id>", false),
    (CURRENT_GAME, false),
    (FORM, false),
    (LANG, false),
    (PROJECTOR, false),
    (CLASS, true),
    (CLASS_SCREEN, false),
    (DESK, true),
    (EXERCISES, true),
    (DAILY, false),
    (DRILLS, false),
    (PUZZLE_RATING, true),
    (PUZZLE_STREAK, false),
    ("krada.review.<hash>", false),
    (REVIEW_HISTORY, false),
    (TABLE, true),
    (WALL, false),
    (WALL_ON, false),
    (WORDS_LIST, false),
    (WORDS_NAME, false),
];

/// Where a value kept under `key` that cannot be read is set aside.
pub fn aside(key: &str) -> String {
    format!("{key}.unreadable")
}

/// What is kept under a key.
#[derive(Debug, PartialEq)]
pub enum Kept<T, E> {
    Nothing,
    Value(T),
    /// Kept but not readable (another version's, or damaged): moved under
    /// [`aside`]'s key, never wiped, with why it did not read.
    SetAside(E),
}

/// Reads the value kept under `key` with `parse`; one that does not parse
/// is set aside (and left where it was if setting it aside fails).
pub fn read_or_aside<T, E>(
    store: &mut dyn Store,
    key: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Kept<T, E> {
    let Some(text) = store.get(key) else {
        return Kept::Nothing;
    };
    match parse(&text) {
        Ok(value) => Kept::Value(value),
        Err(why) => {
            if store.set(&aside(key), &text).is_ok() {
                store.remove(key);
            }
            Kept::SetAside(why)
        }
    }
}

/// The JSON value kept under `key` (a new one when none is), and whether
/// one that could not be read was set aside.
pub fn read_json<T: DeserializeOwned + Default>(store: &mut dyn Store, key: &str) -> (T, bool) {
    match read_or_aside(store, key, |text| kept::read::<T>(Some(text))) {
        Kept::Nothing => (T::default(), false),
        Kept::Value(value) => (value, false),
        Kept::SetAside(_) => (T::default(), true),
    }
}

/// Keeps `value` as JSON under `key`.
pub fn write_json<T: Serialize>(
    store: &mut dyn Store,
    key: &str,
    value: &T,
) -> Result<(), StoreError> {
    store.set(key, &kept::write(value))
}

/// A tally kept as JSON that starts afresh when it cannot be read (the
/// days solved, the drills tried): nothing to set aside. A tally names its
/// key; reading and writing are the same for all.
pub trait Tally: Serialize + DeserializeOwned + Default {
    const KEY: &'static str;

    fn from_text(text: Option<&str>) -> Self {
        kept::read_or_default(text)
    }

    fn to_text(&self) -> String {
        kept::write(self)
    }
}

/// The tally kept on the device.
pub fn tally<T: Tally>(store: &dyn Store) -> T {
    T::from_text(store.get(T::KEY).as_deref())
}

/// Changes the kept tally with `change`; written only when it says it
/// changed something.
pub fn update_tally<T: Tally>(
    store: &mut dyn Store,
    change: impl FnOnce(&mut T) -> bool,
) -> Result<(), StoreError> {
    let mut value = tally::<T>(store);
    match change(&mut value) {
        true => store.set(T::KEY, &value.to_text()),
        false => Ok(()),
    }
}

/// A switch kept as `on` or `off`.
pub fn switch(store: &dyn Store, key: &str) -> bool {
    store.get(key).as_deref() == Some("on")
}

pub fn set_switch(store: &mut dyn Store, key: &str, on: bool) -> Result<(), StoreError> {
    store.set(key, if on { "on" } else { "off" })
}

#[cfg(test)]
pub mod memory {
    use super::*;
    use std::collections::BTreeMap;

    /// Storage in a map, with an optional quota to test a full store.
    #[derive(Default)]
    pub struct MemoryStore {
        pub items: BTreeMap<String, String>,
        pub quota: Option<usize>,
    }

    impl Store for MemoryStore {
        fn get(&self, key: &str) -> Option<String> {
            self.items.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
            let used: usize = self
                .items
                .iter()
                .filter(|(k, _)| *k != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if self
                .quota
                .is_some_and(|q| used + key.len() + value.len() > q)
            {
                return Err(StoreError::Full);
            }
            self.items.insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&mut self, key: &str) {
            self.items.remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.items.keys().cloned().collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::memory::MemoryStore;
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_kept_value_reads_back_and_an_unreadable_one_is_set_aside_never_wiped() {
        let mut store = MemoryStore::default();
        let value = BTreeSet::from([3u64, 5]);
        write_json(&mut store, EXERCISES, &value).unwrap();
        assert_eq!(read_json(&mut store, EXERCISES), (value, false));
        store.items.insert(EXERCISES.into(), "{damaged".into());
        assert_eq!(
            read_json::<BTreeSet<u64>>(&mut store, EXERCISES),
            (BTreeSet::new(), true)
        );
        assert_eq!(store.items["krada.exercises.unreadable"], "{damaged");
        // Said once: the next reading starts afresh, the damaged one stays aside.
        assert_eq!(
            read_json::<BTreeSet<u64>>(&mut store, EXERCISES),
            (BTreeSet::new(), false)
        );
        assert_eq!(store.items["krada.exercises.unreadable"], "{damaged");
    }

    #[test]
    fn a_value_that_cannot_be_set_aside_stays_where_it_was() {
        let mut store = MemoryStore {
            quota: Some(30),
            ..Default::default()
        };
        store.items.insert(CLASS.into(), "{damaged".into());
        let kept = read_or_aside(&mut store, CLASS, |_| Err::<(), _>("why"));
        assert_eq!(kept, Kept::SetAside("why"));
        assert_eq!(store.items[CLASS], "{damaged");
    }

    #[derive(Default, serde::Serialize, serde::Deserialize)]
    struct Count(u32);
    impl Tally for Count {
        const KEY: &'static str = DRILLS;
    }

    #[test]
    fn a_tally_starts_afresh_and_is_written_only_when_changed() {
        let mut store = MemoryStore::default();
        assert_eq!(tally::<Count>(&store).0, 0);
        update_tally::<Count>(&mut store, |c| {
            c.0 += 2;
            true
        })
        .unwrap();
        assert_eq!(tally::<Count>(&store).0, 2);
        update_tally::<Count>(&mut store, |_| false).unwrap();
        assert_eq!(store.items[DRILLS], "2");
        store.items.insert(DRILLS.into(), "x".into());
        assert_eq!(tally::<Count>(&store).0, 0);
    }

    #[test]
    fn every_key_kept_is_in_the_docs_storage_table() {
        let docs = include_str!("../../docs/architecture.md");
        let table: Vec<&str> = docs
            .lines()
            .skip_while(|l| !l.starts_with("## What is stored where"))
            .filter(|l| l.starts_with("| `krada."))
            .collect();
        assert!(
            !table.is_empty(),
            "docs/architecture.md has a storage table"
        );
        // Each key's row, and its set-aside key where there is one.
        for (key, sets_aside) in KEYS {
            let row = table.iter().find(|row| row.contains(&format!("`{key}`")));
            assert!(
                row.is_some(),
                "{key} is missing from docs/architecture.md's storage table"
            );
            if *sets_aside {
                assert!(
                    row.unwrap().contains(&format!("`{}`", aside(key))),
                    "{key}'s set-aside key is missing"
                );
            }
        }
        // And no row names a key the page no longer keeps.
        let named = |cell: &str| {
            KEYS.iter()
                .any(|(k, s)| cell == *k || (*s && cell == aside(k)))
        };
        for row in &table {
            let first = row.split('|').nth(1).unwrap_or_default();
            for cell in first.split('`').skip(1).step_by(2) {
                assert!(
                    named(cell),
                    "the docs' storage table names {cell}, which is not kept"
                );
            }
        }
    }

    #[test]
    fn every_key_named_here_is_in_the_table_of_keys() {
        let source = include_str!("storage.rs");
        let code = source.split("#[cfg(test)]\nmod tests").next().unwrap();
        for line in code.lines().filter(|l| l.starts_with("pub const ")) {
            let Some(key) = line.split('"').nth(1) else {
                continue;
            };
            let listed = KEYS
                .iter()
                .any(|(k, _)| *k == key || k.starts_with(key) && k.ends_with('>'));
            assert!(listed, "{key} is kept but not in KEYS");
        }
    }

    #[test]
    fn no_key_is_named_twice() {
        let mut names: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), KEYS.len());
    }
}

//! Saved games in the browser's storage, one key per game. A save that
//! cannot be read is listed with its error and left untouched.

use super::session::{SaveError, Session, WordSource, read_save, saved_revision};
use super::storage::{CURRENT_GAME as CURRENT_KEY, GAME_PREFIX};
use super::storage::{Store, StoreError};
use super::turn::TurnTiles;

/// One saved game as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedEntry {
    pub id: String,
    pub updated_ms: f64,
    pub summary: Result<Summary, SaveError>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub names: [String; 2],
    pub scores: [i32; 2],
    pub turns: usize,
    pub over: bool,
}

/// Saves the game, unless another tab has saved it since this one last did:
/// then nothing is written and [`StoreError::Overtaken`] says so, so that the
/// newer game is loaded rather than overwritten.
pub fn save(
    store: &mut dyn Store,
    session: &mut Session,
    turn: &TurnTiles,
    now: f64,
    wall_ms: f64,
) -> Result<(), StoreError> {
    let key = format!("{GAME_PREFIX}{}", session.id);
    let stored = store
        .get(&key)
        .and_then(|text| saved_revision(&text).ok())
        .unwrap_or(0);
    if stored > session.revision {
        return Err(StoreError::Overtaken);
    }
    session.revision = stored + 1;
    let text =
        serde_json::to_string(&session.to_save(turn, now, wall_ms)).expect("saves serialise");
    if let Err(e) = store.set(&key, &text) {
        session.revision = stored;
        return Err(e);
    }
    store.set(CURRENT_KEY, &session.id)
}

/// Whether a change to this storage key concerns the saved game `id`.
pub fn is_game_key(key: &str, id: &str) -> bool {
    key.strip_prefix(GAME_PREFIX) == Some(id)
}

/// Opens saved game `id`, with the turn's tiles it kept.
pub fn load(
    store: &dyn Store,
    id: &str,
    words: WordSource,
) -> Result<(Session, TurnTiles), SaveError> {
    let text = store
        .get(&format!("{GAME_PREFIX}{id}"))
        .ok_or_else(|| SaveError::Unreadable(format!("no saved game {id}")))?;
    Session::from_save(&text, words)
}

pub fn current(store: &dyn Store) -> Option<String> {
    store
        .get(CURRENT_KEY)
        .filter(|id| store.get(&format!("{GAME_PREFIX}{id}")).is_some())
}

pub fn delete(store: &mut dyn Store, id: &str) {
    store.remove(&format!("{GAME_PREFIX}{id}"));
    if store.get(CURRENT_KEY).as_deref() == Some(id) {
        store.remove(CURRENT_KEY);
    }
}

/// Every saved game, newest first; unreadable ones too, with their error.
pub fn list(store: &dyn Store) -> Vec<SavedEntry> {
    let mut entries: Vec<SavedEntry> = store
        .keys()
        .into_iter()
        .filter_map(|key| key.strip_prefix(GAME_PREFIX).map(str::to_string))
        .map(|id| {
            let text = store.get(&format!("{GAME_PREFIX}{id}")).unwrap_or_default();
            let updated_ms = read_save(&text).map(|s| s.updated_ms).unwrap_or(0.0);
            // A Crossword game is replayed when opened, with its word list;
            // the list shows what its record says.
            let summary = match Session::from_save(&text, &|_| None) {
                Ok((s, _)) => Ok(Summary {
                    names: [
                        s.game.config().sides[0].name.clone(),
                        s.game.config().sides[1].name.clone(),
                    ],
                    scores: [s.game.score(0), s.game.score(1)],
                    turns: s.game.turns().len(),
                    over: s.game.is_over(),
                }),
                Err(SaveError::NeedsWords(_)) => read_save(&text).map(|save| Summary {
                    names: save.record.config.sides.clone().map(|s| s.name),
                    scores: save.record.scores,
                    turns: save.record.turns.len(),
                    over: save.record.end.is_some(),
                }),
                Err(e) => Err(e),
            };
            SavedEntry {
                id,
                updated_ms,
                summary,
            }
        })
        .collect();
    entries.sort_by(|a, b| {
        b.updated_ms
            .total_cmp(&a.updated_ms)
            .then_with(|| a.id.cmp(&b.id))
    });
    entries
}

#[cfg(test)]
#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::PlayOptions;
    use crate::model::storage::memory::MemoryStore;
    use krada_engine::game::GameConfig;
    use krada_engine::tileset::TileSetId;

    fn session(id: &str) -> Session {
        Session::new(
            id.into(),
            0.0,
            GameConfig::casual(TileSetId::Standard, 1),
            PlayOptions::default(),
            None,
        )
    }

    #[test]
    fn the_turns_tiles_are_saved_beside_the_game_and_come_back_with_it() {
        let mut store = MemoryStore::default();
        let mut s = session("a");
        let mut turn = TurnTiles::default();
        turn.line_up(s.game.rack(s.game.to_move()));
        turn.move_tile(0, 3);
        turn.place(
            1,
            krada_engine::layout::Pos::CENTRE,
            turn_face(&s, &turn, 1),
        );
        save(&mut store, &mut s, &turn, 0.0, 1.0).unwrap();
        let (back, kept) = load(&store, "a", &|_| None).unwrap();
        assert_eq!(kept, turn);
        assert_eq!(back.game.rack(0), s.game.rack(0));
    }

    /// A face rack slot `slot` can show.
    fn turn_face(s: &Session, turn: &TurnTiles, slot: usize) -> krada_engine::face::Face {
        let tile = turn.tile(slot).expect("a tile there");
        s.game
            .rules()
            .tiles
            .kind(tile)
            .faces
            .iter()
            .next()
            .expect("a face")
    }

    #[test]
    fn games_are_saved_listed_resumed_and_deleted() {
        let mut store = MemoryStore::default();
        save(
            &mut store,
            &mut session("a"),
            &TurnTiles::default(),
            0.0,
            10.0,
        )
        .unwrap();
        save(
            &mut store,
            &mut session("b"),
            &TurnTiles::default(),
            0.0,
            20.0,
        )
        .unwrap();
        assert_eq!(current(&store).as_deref(), Some("b"));
        let ids: Vec<_> = list(&store).into_iter().map(|e| e.id).collect();
        assert_eq!(ids, ["b", "a"]);
        assert_eq!(load(&store, "a", &|_| None).unwrap().0.id, "a");
        delete(&mut store, "b");
        assert_eq!(current(&store), None);
        assert_eq!(list(&store).len(), 1);
    }

    #[test]
    fn an_unreadable_save_is_listed_with_its_error_and_kept() {
        let mut store = MemoryStore::default();
        save(
            &mut store,
            &mut session("good"),
            &TurnTiles::default(),
            0.0,
            1.0,
        )
        .unwrap();
        store.items.insert(
            "krada.game.bad".into(),
            "{\"format\":\"krada-save\",\"version\":1".into(),
        );
        let entries = list(&store);
        let bad = entries.iter().find(|e| e.id == "bad").unwrap();
        assert!(matches!(bad.summary, Err(SaveError::Unreadable(_))));
        assert!(
            store.items.contains_key("krada.game.bad"),
            "listing never deletes"
        );
        assert!(load(&store, "bad", &|_| None).is_err());
        assert!(
            store.items.contains_key("krada.game.bad"),
            "a failed load never deletes"
        );
    }

    #[test]
    fn a_full_store_reports_it_and_keeps_the_older_save() {
        let mut store = MemoryStore::default();
        let mut s = session("a");
        save(&mut store, &mut s, &TurnTiles::default(), 0.0, 1.0).unwrap();
        let before = store.items.get("krada.game.a").cloned();
        store.quota = Some(10);
        assert_eq!(
            save(&mut store, &mut s, &TurnTiles::default(), 0.0, 2.0),
            Err(StoreError::Full)
        );
        assert_eq!(store.items.get("krada.game.a").cloned(), before);
        store.quota = None;
        save(&mut store, &mut s, &TurnTiles::default(), 0.0, 3.0).unwrap();
        assert_eq!(s.revision, 2);
    }

    #[test]
    fn a_tab_overtaken_by_another_does_not_overwrite_the_newer_game() {
        let mut store = MemoryStore::default();
        let mut first = session("a");
        save(&mut store, &mut first, &TurnTiles::default(), 0.0, 1.0).unwrap();
        let mut second = load(&store, "a", &|_| None).unwrap().0;
        second
            .game
            .act(krada_engine::game::Action::Pass, 5)
            .unwrap();
        save(&mut store, &mut second, &TurnTiles::default(), 0.0, 2.0).unwrap();
        first.game.act(krada_engine::game::Action::Pass, 7).unwrap();
        assert_eq!(
            save(&mut store, &mut first, &TurnTiles::default(), 0.0, 3.0),
            Err(StoreError::Overtaken)
        );
        let kept = load(&store, "a", &|_| None).unwrap().0;
        assert_eq!(kept.game.turns()[0].time_ms, 5, "the newer game is kept");
        assert!(is_game_key("krada.game.a", "a") && !is_game_key("krada.game.ab", "a"));
    }

    #[test]
    fn a_saves_revision_is_read_from_its_envelope_without_its_game() {
        let mut store = MemoryStore::default();
        let mut s = session("a");
        for wall in [1.0, 2.0] {
            save(&mut store, &mut s, &TurnTiles::default(), 0.0, wall).unwrap();
        }
        let text = store.items["krada.game.a"].clone();
        assert_eq!(saved_revision(&text), Ok(2));
        assert_eq!(read_save(&text).unwrap().revision, 2);
        // The record is skipped, not built: a record this Krada cannot
        // read still has its revision counted, so it is never overwritten
        // by a tab that saved it fewer times.
        let record_at = text.find("\"record\":").unwrap();
        let broken = format!("{}\"record\":{{\"moves\":7}}}}", &text[..record_at]);
        assert!(read_save(&broken).is_err());
        assert_eq!(saved_revision(&broken), Ok(2));
        let newer = text.replace("\"version\":1,", "\"version\":9,");
        assert_eq!(saved_revision(&newer), Err(SaveError::NewerVersion(9)));
        assert!(matches!(
            saved_revision("{}"),
            Err(SaveError::Unreadable(_))
        ));
    }

    #[test]
    fn a_save_from_before_revisions_still_loads() {
        let mut store = MemoryStore::default();
        save(
            &mut store,
            &mut session("old"),
            &TurnTiles::default(),
            0.0,
            1.0,
        )
        .unwrap();
        let text = store.items["krada.game.old"].replace("\"revision\":1,", "");
        assert!(!text.contains("revision"));
        assert_eq!(saved_revision(&text), Ok(0));
        store.items.insert("krada.game.old".into(), text);
        let mut old = load(&store, "old", &|_| None).unwrap().0;
        assert_eq!(old.revision, 0);
        save(&mut store, &mut old, &TurnTiles::default(), 0.0, 2.0).unwrap();
    }
}

//! What the page keeps on this device, read and written through the one
//! storage layer (`model::storage`) on the browser's localStorage. The
//! screens ask here; none of them touches storage. A write that fails (a
//! full store, storage switched off) costs only the keeping, except where
//! a caller is told.

use crate::browser::WebStore;
use crate::model::class::ClassState;
use crate::model::desk;
use crate::model::saves::{self, SavedEntry};
use crate::model::storage::{self, Kept, Store, StoreError, Tally};
use crate::model::table::{self, Table};
use crate::model::wall::WallView;
use krada_desk::{DeskError, Tournament};
use krada_features::mistakes::ExerciseBook;
use krada_features::rating::PuzzleRatings;

/// A tally kept on the device (daily puzzles, drills, streaks, reviews).
pub fn tally<T: Tally>() -> T {
    storage::tally(&WebStore)
}

/// Changes a kept tally; `change` says whether it changed anything.
pub fn update_tally<T: Tally>(change: impl FnOnce(&mut T) -> bool) {
    let _ = storage::update_tally(&mut WebStore, change);
}

/// Keeps `value` as the tally (a progress file read back).
pub fn set_tally<T: Tally>(value: &T) {
    let _ = WebStore.set(T::KEY, &value.to_text());
}

/// The language chosen on this device, as its tag.
pub fn lang() -> Option<String> {
    WebStore.get(storage::LANG)
}

pub fn set_lang(tag: &str) {
    let _ = WebStore.set(storage::LANG, tag);
}

/// Whether projector mode is on.
pub fn projector() -> bool {
    storage::switch(&WebStore, storage::PROJECTOR)
}

pub fn set_projector(on: bool) {
    let _ = storage::set_switch(&mut WebStore, storage::PROJECTOR, on);
}

/// The new-game form as last used (its JSON).
pub fn form() -> Option<String> {
    WebStore.get(storage::FORM)
}

pub fn set_form(json: &str) {
    let _ = WebStore.set(storage::FORM, json);
}

/// The puzzle ratings, and whether ones that could not be read were set
/// aside.
pub fn ratings() -> (PuzzleRatings, bool) {
    storage::read_json(&mut WebStore, storage::PUZZLE_RATING)
}

pub fn set_ratings(ratings: &PuzzleRatings) {
    let _ = storage::write_json(&mut WebStore, storage::PUZZLE_RATING, ratings);
}

/// The book of mistakes, and whether one that could not be read was set
/// aside.
pub fn exercise_book() -> (ExerciseBook, bool) {
    storage::read_json(&mut WebStore, storage::EXERCISES)
}

pub fn set_exercise_book(book: &ExerciseBook) {
    let _ = storage::write_json(&mut WebStore, storage::EXERCISES, book);
}

/// A replay's reviews kept under its own key (`Replay::storage_key`).
pub fn reviews(key: &str) -> Option<String> {
    WebStore.get(key)
}

pub fn set_reviews(key: &str, json: &str) {
    let _ = WebStore.set(key, json);
}

/// The view the wall shows; written by the window that controls it.
pub fn wall_view() -> Option<WallView> {
    WebStore
        .get(storage::WALL)
        .and_then(|t| WallView::from_json(&t))
}

pub fn set_wall_view(view: &WallView) {
    let _ = WebStore.set(storage::WALL, &view.to_json());
}

/// Whether a change another window made to storage (its `storage` event's
/// key) is a new view for the wall.
pub fn is_wall_view(key: Option<&str>) -> bool {
    key == Some(storage::WALL)
}

/// Whether a wall was ever opened here: only then is its view kept.
pub fn wall_on() -> bool {
    WebStore.get(storage::WALL_ON).is_some()
}

pub fn set_wall_on() {
    let _ = storage::set_switch(&mut WebStore, storage::WALL_ON, true);
}

/// Whether a class session is kept (read only when there is one: its code
/// is a part of its own).
pub fn has_class() -> bool {
    WebStore.get(storage::CLASS).is_some()
}

/// The class session kept; one that cannot be read is set aside.
pub fn class() -> Kept<ClassState, String> {
    storage::read_or_aside(&mut WebStore, storage::CLASS, ClassState::from_json)
}

/// Keeps the class session (its JSON), or forgets it.
pub fn set_class(json: Option<&str>) -> Result<(), StoreError> {
    match json {
        Some(json) => WebStore.set(storage::CLASS, json),
        None => {
            WebStore.remove(storage::CLASS);
            Ok(())
        }
    }
}

/// Whether the class screen was the one open.
pub fn class_screen() -> bool {
    storage::switch(&WebStore, storage::CLASS_SCREEN)
}

pub fn set_class_screen(open: bool) {
    let _ = storage::set_switch(&mut WebStore, storage::CLASS_SCREEN, open);
}

/// The game on a real board kept here; one that cannot be read is set
/// aside.
pub fn table() -> Kept<Table, serde_json::Error> {
    table::load(&mut WebStore)
}

pub fn set_table(kept: Option<&Table>) {
    let _ = table::save(&mut WebStore, kept);
}

/// The tournament desk's event kept here; one that cannot be read is set
/// aside.
pub fn desk() -> Kept<Tournament, DeskError> {
    desk::load(&mut WebStore)
}

/// Keeps the desk's event; whether it was kept (a full store says no).
pub fn set_desk(event: Option<&Tournament>) -> bool {
    desk::save(&mut WebStore, event).is_ok()
}

/// Whether `key` is the desk's (another tab changed it).
pub fn is_desk_key(key: &str) -> bool {
    key == storage::DESK
}

/// The saved games, newest first.
pub fn saved_games() -> Vec<SavedEntry> {
    saves::list(&WebStore)
}

/// The id of the game on the game screen, if one is saved.
pub fn current_game() -> Option<String> {
    saves::current(&WebStore)
}

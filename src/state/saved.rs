//! What the saved-games screen asks of the app: deleting a save, reviewing
//! a finished one, opening a record or a GCG file. Each failure becomes a
//! notice in the player's language; nothing in storage is lost.

use super::{AppState, FileProblem, Notice};
use crate::browser::{self, WebStore};
use crate::model::files::{gcg_replay, session_of_record};
use crate::model::nav::Screen;
use crate::model::replay::Replay;
use crate::model::saves;
use crate::model::session::SaveError;
use crate::model::table::Table;
use crate::model::table::record::TableFileError;
use krada_engine::game::Game;
use krada_engine::record::GameRecord;
use leptos::prelude::*;

impl AppState {
    /// Deletes save `id`; the game on the game screen goes with it when it is that one.
    pub fn delete_saved(&self, id: &str) {
        saves::delete(&mut WebStore, id);
        if self
            .session
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.id == id))
        {
            self.session.set(None);
        }
    }

    /// Opens finished save `id` move by move with its review.
    pub fn review_saved(&self, id: String) {
        match saves::load(&WebStore, &id, &|n| self.words.get(n)) {
            Ok((session, _)) => {
                let mut replay = Replay::of_game(format!("krada-{id}.json"), &session.game);
                replay.back_to = Screen::Saved;
                self.show_replay(replay);
            }
            Err(error) => self.tell(Notice::SaveUnreadable(id, error)),
        }
    }

    /// Opens a downloaded record (`text`, `None` when the file could not be
    /// read) on the game screen, with the word list it names.
    pub async fn open_record(self, name: String, text: Option<String>) {
        let Some(text) = text else {
            return self.tell(Notice::RecordUnreadable(name, FileProblem::NotRead));
        };
        // A game kept at the table opens in the replay (its racks unknown).
        match Table::from_file(&text) {
            Ok(table) => {
                let mut replay = Replay::of_table(name, &table);
                replay.back_to = Screen::Saved;
                self.dismiss_notice();
                return self.show_replay(replay);
            }
            Err(TableFileError::NotATable) => {}
            Err(e) => return self.tell(Notice::RecordUnreadable(name, FileProblem::Table(e))),
        }
        let unreadable = |e| Notice::RecordUnreadable(name.clone(), FileProblem::Record(e));
        let record = match GameRecord::from_json(&text) {
            Ok(record) => record,
            Err(e) => return self.tell(unreadable(e)),
        };
        let lexicon = match &record.config.lexicon {
            Some(words) => match self.words.ensure(words).await {
                Some(lexicon) => Some(lexicon),
                None => {
                    let error = SaveError::NeedsWords(words.clone());
                    return self.tell(Notice::SaveUnreadable(name, error));
                }
            },
            None => None,
        };
        match Game::from_record_with(&record, lexicon) {
            Ok(game) => {
                let id = format!("{:012x}", browser::random_u64() >> 16);
                self.start(session_of_record(game, id, browser::wall_ms()));
            }
            Err(e) => self.tell(unreadable(e)),
        }
    }

    /// Opens a GCG file (`bytes`, `None` when it could not be read) in the replay.
    pub fn open_gcg(&self, name: String, bytes: Option<Vec<u8>>) {
        let Some(bytes) = bytes else {
            return self.tell(Notice::GcgUnreadable(name, FileProblem::NotRead));
        };
        match gcg_replay(name.clone(), &bytes) {
            Ok(replay) => {
                self.dismiss_notice();
                self.show_replay(replay);
            }
            Err(why) => self.tell(Notice::GcgUnreadable(name, why)),
        }
    }
}

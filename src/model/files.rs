//! Files a player opens on the saved-games screen: a Krada record becomes a
//! game on the game screen, a GCG file a replay. Plain Rust; the component reads
//! the file and shows the outcome.

use super::replay::Replay;
use super::session::{PlayOptions, Session};
use super::table::record::TableFileError;
use krada_engine::game::Game;
use krada_engine::gcg::{Check, DecodeError, Gcg, GcgError, decode, replay_with};
use krada_engine::lexicon::LexiconError;
use krada_engine::record::RecordError;
use krada_text::Lang;

/// Why a file the player opened cannot be used. Kept as the reason itself,
/// not as text, so a message on screen follows a change of language.
#[derive(Clone, Debug, PartialEq)]
pub enum FileProblem {
    /// The browser could not read the file at all.
    NotRead,
    /// Its bytes are not text of the encoding it declares.
    Encoding(DecodeError),
    /// A GCG file that does not read, with its line.
    Gcg(GcgError),
    /// A Krada record that does not read, with its field.
    Record(RecordError),
    /// A table file that does not read.
    Table(TableFileError),
    /// A word list that cannot be used.
    Words(LexiconError),
}

impl FileProblem {
    /// The file's name and what is wrong with it, in `lang`.
    pub fn text(&self, name: &str, lang: Lang) -> String {
        let why = match self {
            FileProblem::NotRead => return name.to_string(),
            FileProblem::Encoding(e) => lang.gcg_decode_error(e),
            FileProblem::Gcg(e) => lang.gcg_error(e),
            FileProblem::Record(e) => lang.record_error(e),
            FileProblem::Table(e) => e.text(lang),
            FileProblem::Words(e) => lang.lexicon_error(e),
        };
        format!("{name}: {why}")
    }
}

/// A record's game on the game screen, to go on from where it stands (a side the
/// computer played stays the computer's).
pub fn session_of_record(game: Game, id: String, created_ms: f64) -> Session {
    let options = PlayOptions::for_record(game.config());
    Session::of_game(id, created_ms, game, options)
}

/// A GCG file's replay, or why it cannot be read. The viewer opens a
/// hand-entered file whose figures disagree with the rules and lists each
/// disagreement.
pub fn gcg_replay(name: String, bytes: &[u8]) -> Result<Replay, FileProblem> {
    let text = decode(bytes).map_err(FileProblem::Encoding)?;
    let (gcg, replayed) = Gcg::parse(&text)
        .and_then(|gcg| replay_with(&gcg, Check::Lenient).map(|r| (gcg, r)))
        .map_err(FileProblem::Gcg)?;
    Ok(Replay::of_gcg(name, gcg, replayed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::GameConfig;
    use krada_engine::tileset::TileSetId;

    const GAME: &str = "#character-encoding UTF-8\n#player1 ann Ann\n#player2 bo Bo\n\
                        >ann: ACT 8G CAT +9 9\n";

    #[test]
    fn a_gcg_file_opens_as_a_replay_with_its_wrong_scores_listed() {
        let replay = gcg_replay("a.gcg".into(), GAME.as_bytes()).expect("it reads");
        assert_eq!(replay.names, ["Ann".to_string(), "Bo".to_string()]);
        assert_eq!(replay.steps.len(), 1);
        // CAT through the centre star scores 10, not the 9 written.
        assert_eq!(replay.warnings.len(), 1);
    }

    #[test]
    fn a_file_that_is_not_gcg_says_why_with_its_name_in_either_language() {
        let error = gcg_replay(
            "b.gcg".into(),
            b"#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8Z CAT +10 10\n",
        )
        .unwrap_err();
        assert!(
            matches!(&error, FileProblem::Gcg(e) if e.line == 3),
            "{error:?}"
        );
        let english = error.text("b.gcg", Lang::En);
        assert!(english.starts_with("b.gcg: Line 3"), "{english}");
        // The same problem reads in Thai when the language changes after it.
        let thai = error.text("b.gcg", Lang::Th);
        assert!(thai.starts_with("b.gcg: บรรทัดที่ 3"), "{thai}");
        let latin = gcg_replay("c.gcg".into(), b"#character-encoding UTF-8\n\xff\n");
        assert!(matches!(latin, Err(FileProblem::Encoding(_))), "{latin:?}");
    }

    #[test]
    fn a_record_resumes_at_once_with_its_computer_side_kept() {
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 3));
        let session = session_of_record(game, "x".into(), 1.0);
        assert!(!session.handover);
        assert_eq!(session.id, "x");
        assert_eq!(
            session.options,
            PlayOptions::for_record(session.game.config())
        );
    }
}

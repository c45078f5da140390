//! Files a player opens on the saved-games screen: a Krada record becomes a
//! game at the table, a GCG file a replay. Plain Rust; the component reads
//! the file and shows the outcome.

use super::replay::Replay;
use super::session::{PlayOptions, Session};
use krada_engine::game::Game;
use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use krada_text::Lang;

/// A record's game at the table, to go on from where it stands (a side the
/// computer played stays the computer's).
pub fn session_of_record(game: Game, id: String, created_ms: f64) -> Session {
    let options = PlayOptions::for_record(game.config());
    Session::of_game(id, created_ms, game, options)
}

/// A GCG file's replay, or why it cannot be read, in `lang`. The viewer
/// opens a hand-entered file whose figures disagree with the rules and
/// lists each disagreement.
pub fn gcg_replay(name: String, bytes: &[u8], lang: Lang) -> Result<Replay, String> {
    let text = decode(bytes).map_err(|e| format!("{name}: {}", lang.gcg_decode_error(&e)))?;
    let (gcg, replayed) = Gcg::parse(&text)
        .and_then(|gcg| replay_with(&gcg, Check::Lenient).map(|r| (gcg, r)))
        .map_err(|e| format!("{name}: {}", lang.gcg_error(&e)))?;
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
        let replay = gcg_replay("a.gcg".into(), GAME.as_bytes(), Lang::En).expect("it reads");
        assert_eq!(replay.names, ["Ann".to_string(), "Bo".to_string()]);
        assert_eq!(replay.steps.len(), 1);
        // CAT through the centre star scores 10, not the 9 written.
        assert_eq!(replay.warnings.len(), 1);
    }

    #[test]
    fn a_file_that_is_not_gcg_says_why_with_its_name() {
        let error = gcg_replay("b.gcg".into(), b">ann: ACT 8G CAT +10\n", Lang::En).unwrap_err();
        assert!(error.starts_with("b.gcg: "), "{error}");
        let latin = gcg_replay("c.gcg".into(), &[0xff, 0xfe, 0x00], Lang::En);
        assert!(latin.is_err());
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

//! A game in progress as the app holds it: the engine's game plus how it is
//! being played here (hand-over screen, clock pausing, the opponent).

use super::clock::TurnTimer;
use super::turn::TurnTiles;
use krada_ai::player::Level;
use krada_engine::game::{Action, CheckMode, Event, Game, GameConfig, GameError};
use krada_engine::lexicon::Lexicon;
use krada_engine::record::{GameRecord, RecordError};
use krada_text::Lang;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "type")]
pub enum Opponent {
    /// Both sides play on this device.
    #[default]
    Hotseat,
    /// The computer plays the second side.
    Computer { level: Level },
}

/// The side the computer plays in a game against it.
pub const COMPUTER_SIDE: u8 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayOptions {
    /// Hide the rack between turns behind a "pass the device" screen.
    pub privacy: bool,
    /// Stop the clock while the tab is hidden.
    pub pause_when_hidden: bool,
    pub opponent: Opponent,
    /// Whether the Hint button is offered (games saved before the setting
    /// had it, so they keep it).
    #[serde(default = "hints_were_always_on")]
    pub hints: bool,
    /// How long the expert level thinks a move, in seconds.
    #[serde(default = "default_think_seconds")]
    pub think_seconds: u32,
}

pub fn default_think_seconds() -> u32 {
    THINK_SECONDS[1]
}

/// The expert's thinking times offered, in seconds.
pub const THINK_SECONDS: [u32; 3] = [1, 3, 10];

fn hints_were_always_on() -> bool {
    true
}

impl PlayOptions {
    /// The expert's thinking time in milliseconds.
    pub fn think_ms(&self) -> u32 {
        self.think_seconds.clamp(1, 60) * 1000
    }

    /// The options for a game record loaded from a file: a side the computer
    /// played stays the computer's (its rack hidden), and the rack is shown
    /// to whoever is at the device.
    pub fn for_record(config: &GameConfig) -> PlayOptions {
        let computer = config.sides[COMPUTER_SIDE as usize]
            .computer
            .as_deref()
            .and_then(Level::parse);
        let opponent = computer.map_or(Opponent::Hotseat, |level| Opponent::Computer { level });
        PlayOptions {
            privacy: false,
            hints: opponent != Opponent::Hotseat && config.check == CheckMode::Checked,
            opponent,
            ..PlayOptions::default()
        }
    }

    pub fn computer_level(&self) -> Option<Level> {
        match self.opponent {
            Opponent::Computer { level } => Some(level),
            Opponent::Hotseat => None,
        }
    }

    /// The side whose rack this device shows: the human's against the
    /// computer, otherwise the side to move.
    pub fn viewer(&self, to_move: u8) -> u8 {
        if self.computer_level().is_some() {
            1 - COMPUTER_SIDE
        } else {
            to_move
        }
    }
}

impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            privacy: true,
            pause_when_hidden: false,
            opponent: Opponent::Hotseat,
            hints: false,
            think_seconds: default_think_seconds(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    pub id: String,
    pub created_ms: f64,
    pub game: Game,
    pub options: PlayOptions,
    pub timer: TurnTimer,
    /// Waiting for the side to move to take the device and show its rack.
    pub handover: bool,
    /// How many times this game has been saved, by any tab: a tab that
    /// finds a higher number in storage was overtaken by another tab.
    pub revision: u64,
    /// What stops the clocks beside the game: a pause, a hold.
    pub stops: ClockStops,
}

/// What stops the clocks beside the game: a pause for both sides (a bell,
/// an interruption), and a "Hold" called on the play that may be
/// challenged now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockStops {
    pub paused: bool,
    pub held: bool,
}

pub const SAVE_FORMAT: &str = "krada-save";
pub const SAVE_VERSION: u32 = 1;

/// What is written to storage: the game record plus the app's own state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub id: String,
    pub created_ms: f64,
    pub updated_ms: f64,
    pub options: PlayOptions,
    /// Clock time the side to move had used on its turn when saved.
    pub turn_elapsed_ms: u64,
    pub handover: bool,
    /// Saves before revisions were counted read as 0.
    #[serde(default)]
    pub revision: u64,
    /// Saves before the turn's tiles were kept read as a fresh rack.
    #[serde(default)]
    pub turn: TurnTiles,
    /// Saves before pauses and holds read as neither; saves before the
    /// field had its name wrote it as `table`.
    #[serde(default, alias = "table")]
    pub stops: ClockStops,
    pub record: GameRecord,
}

/// Why a save cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON, or not a Krada save; the text says where.
    Unreadable(String),
    /// Written by a newer Krada.
    NewerVersion(u32),
    /// The record inside does not replay.
    Record(RecordError),
    /// A Crossword game whose word list is not loaded (or not on this device).
    NeedsWords(String),
}

/// The word lists at hand, by name.
pub type WordSource<'a> = &'a dyn Fn(&str) -> Option<Arc<Lexicon>>;

impl Session {
    /// A link to this game: the whole game once it is over; before that
    /// only its board (the game's seed would tell what the racks hold).
    pub fn share_fragment(&self) -> String {
        use krada_features::link::{Shared, encode};
        if self.game.is_over() {
            return encode(&Shared::Game(Box::new(self.game.clone())));
        }
        let mut position = krada_ai::position::Position::of(&self.game);
        position.rack.clear();
        encode(&Shared::Position(position))
    }

    pub fn new(
        id: String,
        created_ms: f64,
        config: GameConfig,
        mut options: PlayOptions,
        lexicon: Option<Arc<Lexicon>>,
    ) -> Session {
        // Against the computer there is nobody to hide the rack from.
        if options.computer_level().is_some() {
            options.privacy = false;
        }
        let handover = options.privacy;
        Session {
            id,
            created_ms,
            game: Game::with_lexicon(config, lexicon),
            options,
            timer: TurnTimer::default(),
            handover,
            revision: 0,
            stops: ClockStops::default(),
        }
    }

    /// A game already under way (a record opened, a puzzle's position) on
    /// the game screen, shown at once: no hand-over before its first turn here.
    pub fn of_game(id: String, created_ms: f64, game: Game, options: PlayOptions) -> Session {
        let mut session = Session::new(
            id,
            created_ms,
            game.config().clone(),
            options,
            game.rules().lexicon.clone(),
        );
        session.game = game;
        session.handover = false;
        session
    }

    /// Gives the sides nobody named their names in `lang` (the language
    /// the page speaks now); whether any changed.
    pub fn speak(&mut self, lang: Lang) -> bool {
        let mut changed = false;
        for side in 0..2u8 {
            let name = &self.game.config().sides[usize::from(side)].name;
            if let Some(name) = krada_text::default_name_in(name, usize::from(side), lang) {
                self.game.rename_side(side, name);
                changed = true;
            }
        }
        changed
    }

    /// The last turn, when it laid no tile: who exchanged how many tiles
    /// (`Some(n)`) or passed (`None`). A play is marked on the board; these
    /// would pass unseen.
    pub fn last_turn_without_tiles(&self) -> Option<(u8, Option<usize>)> {
        let last = self.game.turns().last()?;
        match &last.event {
            Event::Exchange { tiles } => Some((last.side, Some(tiles.len()))),
            Event::Pass => Some((last.side, None)),
            _ => None,
        }
    }

    /// The side the person at the device plays, who resigns when Resign is
    /// pressed: against the computer, the person, even while it thinks.
    pub fn resigner(&self) -> u8 {
        self.options.viewer(self.game.to_move())
    }

    /// The side to move acts; its clock time for the turn goes with the action.
    pub fn act(&mut self, action: Action, now: f64) -> Result<(), GameError> {
        if action == Action::Challenge
            && let Some(refusal) = self.challenge_refusal(now)
        {
            return Err(refusal);
        }
        let elapsed = self.timer.elapsed(now);
        self.game.act(action, elapsed)?;
        self.timer = TurnTimer::default();
        self.stops.held = false;
        if self.game.is_over() {
            return Ok(());
        }
        // The next side's clock runs from the end of this turn, behind the
        // hand-over screen too: the board stays in view there (and on the
        // wall), so passing the device is no time to think for free
        // (docs/rules.md, Clock).
        self.handover = self.options.privacy;
        self.timer.start(now);
        Ok(())
    }

    /// Whether the clock waits for the rack to be shown: only before the
    /// first turn, when no turn has ended to start it.
    fn clock_waits(&self) -> bool {
        self.handover && self.game.turns().is_empty()
    }

    /// `side`'s clock as it reads at `now`, its running turn counted.
    pub fn clock_face(&self, side: u8, now: f64) -> super::clock::ClockFace {
        let game = &self.game;
        let running = game.to_move() == side && !game.is_over();
        let current = if running { self.timer.elapsed(now) } else { 0 };
        super::clock::face(
            &game.config().clock,
            game.time_used(side) + current,
            game.moves_made(side),
        )
    }

    /// The player is back on the game screen (tab shown again, game screen open):
    /// the clock runs again unless the first rack waits behind the
    /// hand-over screen.
    pub fn resume_clock(&mut self, now: f64) {
        if !self.clock_waits() && !self.game.is_over() && !self.stops.paused {
            self.timer.start(now);
        }
    }

    /// The next player has the device: show the rack, start the clock.
    pub fn reveal(&mut self, now: f64) {
        self.handover = false;
        if !self.game.is_over() && !self.stops.paused {
            self.timer.start(now);
        }
    }

    /// Stops both clocks until [`Session::unpause`].
    pub fn pause(&mut self, now: f64) {
        self.stops.paused = true;
        self.timer.stop(now);
    }

    pub fn unpause(&mut self, now: f64) {
        self.stops.paused = false;
        self.resume_clock(now);
    }

    /// The side to move calls "Hold": a minute more to decide on a challenge.
    pub fn hold(&mut self) {
        self.stops.held = true;
    }

    /// Why the side to move may not challenge now, its decision time
    /// counted (the engine's rule).
    pub fn challenge_refusal(&self, now: f64) -> Option<GameError> {
        self.game
            .challenge_refusal_at(self.timer.elapsed(now), self.stops.held)
    }

    /// The time left to decide on a challenge, while there is one to make.
    pub fn challenge_time_left(&self, now: f64) -> Option<u64> {
        self.game
            .challenge_time_left(self.timer.elapsed(now), self.stops.held)
    }

    /// Takes back the last move, when both sides agreed (the app asks);
    /// against the computer, back to the person's turn.
    pub fn take_back(&mut self, now: f64) -> Result<(), GameError> {
        if let Some(refusal) = self.game.undo_refusal() {
            return Err(refusal);
        }
        let mut game = self
            .game
            .without_last_action()
            .ok_or(GameError::NothingToUndo)?;
        if self.options.computer_level().is_some() {
            while game.to_move() == COMPUTER_SIDE
                && let Some(earlier) = game.without_last_action()
            {
                game = earlier;
            }
        }
        self.game = game;
        self.timer = TurnTimer::default();
        self.stops = ClockStops::default();
        self.handover = self.options.privacy;
        if !self.clock_waits() {
            self.timer.start(now);
        }
        Ok(())
    }

    /// What is saved of the game, with the turn's tiles at the device (rack
    /// order, tiles placed but not played) so a reload keeps them.
    pub fn to_save(&self, turn: &TurnTiles, now: f64, updated_ms: f64) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            id: self.id.clone(),
            created_ms: self.created_ms,
            updated_ms,
            options: self.options.clone(),
            turn_elapsed_ms: self.timer.elapsed(now),
            handover: self.handover,
            revision: self.revision,
            turn: turn.clone(),
            stops: self.stops,
            record: self.game.record(),
        }
    }

    /// Reopens a save, with the turn's tiles it kept; the clock stays
    /// stopped until the player is back (a reveal, or the first paint of the
    /// game screen).
    pub fn from_save(text: &str, words: WordSource) -> Result<(Session, TurnTiles), SaveError> {
        let save = read_save(text)?;
        let lexicon = match &save.record.config.lexicon {
            Some(name) => Some(words(name).ok_or_else(|| SaveError::NeedsWords(name.clone()))?),
            None => None,
        };
        let game = Game::from_record_with(&save.record, lexicon).map_err(SaveError::Record)?;
        let session = Session {
            id: save.id,
            created_ms: save.created_ms,
            game,
            options: save.options,
            timer: TurnTimer {
                banked_ms: save.turn_elapsed_ms,
                running_since: None,
            },
            handover: save.handover,
            revision: save.revision,
            stops: save.stops,
        };
        Ok((session, save.turn))
    }
}

/// A save's outside: what it is, which version wrote it, how many times it
/// was saved — read without building the game record inside.
#[derive(Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    #[serde(default)]
    revision: u64,
}

fn read_envelope(text: &str) -> Result<Envelope, SaveError> {
    let envelope: Envelope =
        serde_json::from_str(text).map_err(|e| SaveError::Unreadable(e.to_string()))?;
    if envelope.format != SAVE_FORMAT {
        return Err(SaveError::Unreadable(format!(
            "format \"{}\" is not \"{SAVE_FORMAT}\"",
            envelope.format
        )));
    }
    if envelope.version > SAVE_VERSION {
        return Err(SaveError::NewerVersion(envelope.version));
    }
    Ok(envelope)
}

pub fn read_save(text: &str) -> Result<SaveFile, SaveError> {
    // Check the envelope first so a newer version says so instead of
    // failing on a field it does not know.
    read_envelope(text)?;
    serde_json::from_str(text).map_err(|e| SaveError::Unreadable(e.to_string()))
}

/// How many times the save `text` was saved, without reading its game: every
/// save compares it, and a long game's record costs far more to build than
/// to skip (docs/measurements.md, "A first game").
pub fn saved_revision(text: &str) -> Result<u64, SaveError> {
    read_envelope(text).map(|e| e.revision)
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::CheckMode;
    use krada_engine::tileset::TileSetId;

    fn session(privacy: bool) -> Session {
        let options = PlayOptions {
            privacy,
            ..PlayOptions::default()
        };
        Session::new(
            "g1".into(),
            0.0,
            GameConfig::casual(TileSetId::Standard, 5),
            options,
            None,
        )
    }

    /// Issue 50: the challenge window opens at the end of the turn (seed's
    /// "20 seconds after the end of the opponent's turn"), behind the
    /// hand-over screen too, not when the next rack is shown.
    #[test]
    fn the_challenge_window_opens_when_the_turn_ends() {
        let options = PlayOptions {
            privacy: true,
            ..PlayOptions::default()
        };
        let first_play = |s: &Session| {
            let rules = s.game.rules();
            let rack = s.game.rack(s.game.to_move());
            krada_ai::movegen::all_moves(rules, s.game.board(), rack)
                .into_iter()
                .next()
        };
        let (mut s, play) = (1..)
            .find_map(|seed| {
                let config = GameConfig {
                    check: CheckMode::Challenge,
                    ..GameConfig::casual(TileSetId::Standard, seed)
                };
                let s = Session::new("c".into(), 0.0, config, options.clone(), None);
                let play = first_play(&s)?;
                Some((s, play))
            })
            .expect("some first rack has a play");
        s.reveal(0.0);
        s.act(Action::Play(play.placements.to_vec()), 1_000.0)
            .unwrap();
        assert!(s.handover);
        // The next player shows the rack 15 s later: 5 s are left.
        s.reveal(16_000.0);
        assert_eq!(s.challenge_time_left(16_000.0), Some(5_000));
    }

    /// Issue 49: the computer's exchange or pass left the screen as it was
    /// ("0–0, Player to move"): the game screen says what happened.
    #[test]
    fn an_exchange_or_a_pass_is_told_a_play_is_not() {
        let mut s = session(false);
        assert_eq!(s.last_turn_without_tiles(), None);
        let give: Vec<_> = s.game.rack(0)[..3].to_vec();
        s.act(Action::Exchange(give), 0.0).unwrap();
        assert_eq!(s.last_turn_without_tiles(), Some((0, Some(3))));
        s.act(Action::Pass, 0.0).unwrap();
        assert_eq!(s.last_turn_without_tiles(), Some((1, None)));
    }

    #[test]
    fn the_names_nobody_chose_follow_the_language_and_the_game_stays() {
        let mut s = session(false);
        let (th, en) = (Lang::Th.ui(), Lang::En.ui());
        s.game.rename_side(0, th.player_name.into());
        s.game.rename_side(1, th.computer_name.into());
        let before = s.game.clone();
        assert!(s.speak(Lang::En));
        let names = s.game.config().sides.clone().map(|side| side.name);
        assert_eq!(names, [en.player_name, en.computer_name]);
        assert_eq!(s.game.turns(), before.turns());
        assert_eq!(s.game.rack(0), before.rack(0));
        assert!(!s.speak(Lang::En), "already English");
        s.game.rename_side(0, "Nok".into());
        assert!(s.speak(Lang::Th));
        assert_eq!(s.game.config().sides[0].name, "Nok");
        assert_eq!(s.game.config().sides[1].name, th.computer_name);
    }

    #[test]
    fn a_loaded_record_keeps_the_computer_as_the_computer() {
        let mut config = GameConfig::casual(TileSetId::Standard, 5);
        config.sides[1].computer = Some("hard".into());
        let options = PlayOptions::for_record(&config);
        assert_eq!(options.opponent, Opponent::Computer { level: Level::Hard });
        assert_eq!(options.viewer(1), 0, "the computer's rack stays hidden");
        assert!(options.hints);
        let people = PlayOptions::for_record(&GameConfig::casual(TileSetId::Standard, 5));
        assert_eq!(people.opponent, Opponent::Hotseat);
        assert!(!people.privacy && !people.hints);
        config.sides[1].computer = Some("grandmaster".into());
        assert_eq!(PlayOptions::for_record(&config).opponent, Opponent::Hotseat);
    }

    #[test]
    fn a_save_from_before_the_hints_setting_keeps_its_hints() {
        let s = session(false);
        let mut save = serde_json::to_value(s.to_save(&TurnTiles::default(), 0.0, 0.0)).unwrap();
        save["options"].as_object_mut().unwrap().remove("hints");
        let back = Session::from_save(&save.to_string(), &|_| None).unwrap().0;
        assert!(back.options.hints);
    }

    #[test]
    fn a_turn_takes_its_clock_time_and_hands_over_when_private() {
        let mut s = session(true);
        assert!(s.handover);
        s.reveal(1_000.0);
        s.act(Action::Pass, 4_000.0).unwrap();
        let mover = s.game.turns()[0].side;
        assert_eq!(s.game.time_used(mover), 3_000);
        assert!(s.handover);
        // Issue 49: the next player saw the board behind the hand-over
        // screen with no clock running. It runs from the end of the turn.
        assert!(s.timer.is_running(), "the next side's clock runs at once");
        s.reveal(9_000.0);
        assert_eq!(
            s.timer.elapsed(9_000.0),
            5_000,
            "shown later, counted since"
        );

        let mut open = session(false);
        open.reveal(0.0);
        open.act(Action::Pass, 500.0).unwrap();
        assert!(!open.handover);
        assert!(open.timer.is_running());
    }

    #[test]
    fn the_first_clock_waits_for_the_first_rack_to_be_shown() {
        let mut hidden = session(true);
        hidden.resume_clock(10.0);
        assert!(
            !hidden.timer.is_running(),
            "before the first turn, behind the hand-over screen the clock waits"
        );
        let mut open = session(false);
        open.handover = false;
        open.resume_clock(10.0);
        assert_eq!(open.timer.elapsed(1_010.0), 1_000);
    }

    #[test]
    fn a_save_reopens_with_the_clock_where_it_was() {
        let mut s = session(false);
        s.reveal(0.0);
        s.act(Action::Pass, 2_000.0).unwrap();
        let text =
            serde_json::to_string(&s.to_save(&TurnTiles::default(), 9_000.0, 123.0)).unwrap();
        let back = Session::from_save(&text, &|_| None).unwrap().0;
        assert_eq!(back.game.record(), s.game.record());
        assert_eq!(back.timer.elapsed(0.0), 7_000);
        assert_eq!(back.id, "g1");
    }

    #[test]
    fn broken_saves_say_what_is_wrong() {
        assert!(matches!(
            Session::from_save("{", &|_| None),
            Err(SaveError::Unreadable(_))
        ));
        let s = session(false);
        let mut save = s.to_save(&TurnTiles::default(), 0.0, 0.0);
        save.version = 9;
        let text = serde_json::to_string(&save).unwrap();
        assert_eq!(
            Session::from_save(&text, &|_| None).unwrap_err(),
            SaveError::NewerVersion(9)
        );
        let mut save = s.to_save(&TurnTiles::default(), 0.0, 0.0);
        save.record.first = 1 - save.record.first;
        let text = serde_json::to_string(&save).unwrap();
        assert!(
            matches!(Session::from_save(&text, &|_| None), Err(SaveError::Record(e)) if e.field == "first")
        );
        let text = serde_json::to_string(&s.to_save(&TurnTiles::default(), 0.0, 0.0))
            .unwrap()
            .replace("\"handover\":false", "\"handover\":7");
        let Err(SaveError::Unreadable(message)) = Session::from_save(&text, &|_| None) else {
            panic!("bad field")
        };
        assert!(message.contains("expected a boolean"), "{message}");
    }

    #[test]
    fn a_pause_stops_both_clocks_until_resumed_and_survives_a_save() {
        let mut s = session(false);
        s.reveal(0.0);
        s.pause(5_000.0);
        assert_eq!(s.timer.elapsed(60_000.0), 5_000);
        // Coming back to the tab does not restart a paused clock.
        s.resume_clock(61_000.0);
        assert!(!s.timer.is_running());
        let back = Session::from_save(
            &serde_json::to_string(&s.to_save(&TurnTiles::default(), 61_000.0, 1.0)).unwrap(),
            &|_| None,
        )
        .unwrap()
        .0;
        assert!(back.stops.paused);
        s.unpause(70_000.0);
        assert_eq!(s.timer.elapsed(71_000.0), 6_000);
    }

    #[test]
    fn a_pause_saved_under_the_fields_old_name_still_reads() {
        let mut s = session(false);
        s.reveal(0.0);
        s.pause(5_000.0);
        let text = serde_json::to_string(&s.to_save(&TurnTiles::default(), 6_000.0, 1.0)).unwrap();
        assert!(text.contains("\"stops\":{\"paused\":true"), "{text}");
        let old = text.replace("\"stops\":", "\"table\":");
        let back = Session::from_save(&old, &|_| None).unwrap().0;
        assert!(
            back.stops.paused,
            "a save written before the rename keeps its pause"
        );
    }

    #[test]
    fn hold_gives_a_minute_more_to_challenge_and_ends_with_the_turn() {
        let config = GameConfig {
            check: CheckMode::Challenge,
            ..GameConfig::casual(TileSetId::Standard, 11)
        };
        let options = PlayOptions {
            privacy: false,
            ..PlayOptions::default()
        };
        let mut s = Session::new("c".into(), 0.0, config, options, None);
        s.handover = false;
        // A play to challenge (or not).
        let placements = krada_ai::player::best_moves(
            &krada_ai::position::Position::of(&s.game),
            1,
            &mut || false,
        )
        .0
        .first()
        .map(|r| r.play.placements.to_vec())
        .unwrap();
        s.act(Action::Play(placements), 0.0).unwrap();
        assert_eq!(s.challenge_time_left(10_000.0), Some(10_000));
        assert_eq!(
            s.challenge_refusal(25_000.0),
            Some(GameError::ChallengeTooLate)
        );
        s.hold();
        assert_eq!(s.challenge_refusal(25_000.0), None);
        assert_eq!(s.challenge_time_left(25_000.0), Some(55_000));
        s.act(Action::Pass, 30_000.0).unwrap();
        assert!(!s.stops.held, "a hold belongs to one decision");
    }

    #[test]
    fn taking_back_against_the_computer_returns_to_the_persons_turn() {
        let options = PlayOptions {
            opponent: Opponent::Computer { level: Level::Easy },
            ..PlayOptions::default()
        };
        let mut s = Session::new(
            "u".into(),
            0.0,
            GameConfig::casual(TileSetId::Standard, 5),
            options,
            None,
        );
        let person = 1 - COMPUTER_SIDE;
        if s.game.to_move() != person {
            s.act(Action::Pass, 0.0).unwrap();
        }
        s.act(Action::Pass, 0.0).unwrap();
        s.act(Action::Pass, 0.0).unwrap();
        assert_eq!(s.game.to_move(), person);
        let turns = s.game.turns().len();
        s.take_back(1.0).unwrap();
        assert_eq!(s.game.to_move(), person);
        assert_eq!(s.game.turns().len(), turns - 2);
        assert!(s.timer.is_running());
    }

    #[test]
    fn the_person_resigns_against_the_computer_even_on_its_turn() {
        let options = PlayOptions {
            opponent: Opponent::Computer {
                level: Level::Expert,
            },
            ..PlayOptions::default()
        };
        let mut s = Session::new(
            "r".into(),
            0.0,
            GameConfig::casual(TileSetId::Standard, 5),
            options,
            None,
        );
        let person = 1 - COMPUTER_SIDE;
        if s.game.to_move() == person {
            s.act(Action::Pass, 0.0).unwrap();
        }
        assert_eq!(s.game.to_move(), COMPUTER_SIDE);
        assert_eq!(s.resigner(), person);
        s.act(Action::Resign(s.resigner()), 1.0).unwrap();
        let krada_engine::game::Status::Over(end) = s.game.status() else {
            panic!("over")
        };
        assert_eq!(end.winner, Some(COMPUTER_SIDE));
        // Between two people, the side to move resigns.
        let hotseat = session(false);
        assert_eq!(hotseat.resigner(), hotseat.game.to_move());
    }
}

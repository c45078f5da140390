//! The new-game form as a plain value: what the player chose, checked and
//! turned into the engine's configuration by [`GameForm::to_config`]. The
//! last form used is kept, so "Play the computer" starts with it in one tap.

use crate::model::session::{COMPUTER_SIDE, Opponent, PlayOptions, default_think_seconds};
use crate::model::word_lists::ENABLE;
use krada_ai::player::Level;
use krada_engine::game::{CheckMode, ClockConfig, GameConfig, MINUTE_MS, SideConfig};
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use krada_text::{Ui, fill};
use serde::{Deserialize, Serialize};

/// How far over its time a side may go when the players choose a limit
/// ("a side more than 5 minutes over loses"): a game here and a table alike.
pub const FORFEIT_MINUTES: u64 = 5;
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClockChoice {
    Off,
    /// The tournament clock of every division (22 minutes a side). Forms
    /// saved when the primary set had a 20-minute clock read as this.
    #[serde(alias = "primary-tournament")]
    Tournament,
    Custom,
}

/// One side's names as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideForm {
    pub name: String,
    pub player: String,
    pub partner: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameForm {
    pub game: GameKind,
    /// A-Math's tile set (Crossword has its own).
    pub tiles: TileSetId,
    /// Crossword's word list, by name.
    pub list: String,
    pub sides: [SideForm; 2],
    pub opponent: Opponent,
    /// The expert level's thinking time a move, in seconds.
    #[serde(default = "default_think_seconds")]
    pub think_seconds: u32,
    pub check: CheckMode,
    pub clock: ClockChoice,
    pub clock_minutes: String,
    /// Seconds added to a side's time for each move (the online format of
    /// docs/rules.md, Crossword: Clock); "0" for none.
    pub clock_increment: String,
    pub move_limit: bool,
    pub move_minutes: String,
    pub penalty: String,
    pub forfeit: bool,
    pub pause_hidden: bool,
    /// Hide the rack between turns as chosen; `None` follows
    /// [`GameForm::privacy_by_default`]. (A new name: forms saved before
    /// always said `true`, which would hide the racks on a projector.)
    #[serde(rename = "privacy-choice")]
    pub privacy: Option<bool>,
    /// The device shows a projector: everyone sees the board anyway.
    #[serde(skip)]
    pub projector: bool,
    /// Hints on or off as chosen; `None` follows [`GameForm::hints_by_default`].
    pub hints: Option<bool>,
    /// Empty for a new random deal.
    pub seed: String,
}

impl Default for GameForm {
    fn default() -> Self {
        GameForm {
            game: GameKind::ALL[0],
            tiles: GameKind::ALL[0].tile_sets()[0],
            list: ENABLE.to_string(),
            sides: Default::default(),
            opponent: Opponent::Hotseat,
            think_seconds: default_think_seconds(),
            check: CheckMode::Checked,
            clock: ClockChoice::Off,
            clock_minutes: "10".into(),
            clock_increment: "0".into(),
            move_limit: false,
            move_minutes: "3".into(),
            penalty: "10".into(),
            forfeit: false,
            pause_hidden: false,
            privacy: None,
            projector: false,
            hints: None,
            seed: String::new(),
        }
    }
}

/// Which typed number cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormError {
    Minutes,
    Increment,
    Penalty,
    Seed,
}

impl FormError {
    pub fn text(self, ui: &Ui) -> &'static str {
        match self {
            FormError::Minutes => ui.bad_minutes,
            FormError::Increment => ui.bad_increment,
            FormError::Penalty => ui.bad_penalty,
            FormError::Seed => ui.bad_seed,
        }
    }
}

/// Reads the seconds added a move: a whole number up to two minutes.
fn increment_seconds(text: &str) -> Result<u64, FormError> {
    match text.trim() {
        "" => Ok(0),
        text => text
            .parse()
            .ok()
            .filter(|&s: &u64| s <= 120)
            .ok_or(FormError::Increment),
    }
}

/// Reads a number of minutes typed by the player; a fraction is allowed.
fn minutes(text: &str) -> Result<u64, FormError> {
    let value: f64 = text
        .trim()
        .replace(',', ".")
        .parse()
        .map_err(|_| FormError::Minutes)?;
    if value > 0.0 && value < 1_000.0 {
        Ok((value * MINUTE_MS as f64) as u64)
    } else {
        Err(FormError::Minutes)
    }
}

impl GameForm {
    /// The same choices for a quick game against the computer: the last
    /// level played, or medium.
    pub fn against_computer(&self) -> GameForm {
        let opponent = match self.opponent {
            Opponent::Computer { .. } => self.opponent,
            Opponent::Hotseat => Opponent::Computer {
                level: Level::Medium,
            },
        };
        GameForm {
            opponent,
            seed: String::new(),
            ..self.clone()
        }
    }

    /// Hints help a student against the computer; between two people, or
    /// when plays may be challenged, they would help one side: off.
    pub fn hints_by_default(&self) -> bool {
        self.check == CheckMode::Checked && self.opponent != Opponent::Hotseat
    }

    /// Racks hidden between turns for two people at one device, but not on
    /// a projector, where the whole room sees the board.
    pub fn privacy_by_default(&self) -> bool {
        !self.projector
    }

    pub fn privacy_on(&self) -> bool {
        self.privacy.unwrap_or_else(|| self.privacy_by_default())
    }

    pub fn hints_on(&self) -> bool {
        self.hints.unwrap_or_else(|| self.hints_by_default())
    }

    /// Whether the game offers a choice of tile sets (A-Math's standard
    /// and primary); the form keeps the last choice while another game is
    /// chosen.
    pub fn offers_tile_sets(&self) -> bool {
        self.game.tile_sets().len() > 1
    }

    /// Whether the game needs a word list chosen.
    pub fn needs_words(&self) -> bool {
        self.game.needs_words()
    }

    fn tile_set(&self) -> TileSetId {
        let sets = self.game.tile_sets();
        if sets.contains(&self.tiles) {
            self.tiles
        } else {
            sets[0]
        }
    }

    /// The game's total time a side, from the engine's tournament clocks.
    fn total_ms(&self) -> Result<Option<u64>, FormError> {
        Ok(match self.clock {
            ClockChoice::Off => None,
            ClockChoice::Tournament => ClockConfig::tournament().total_ms,
            ClockChoice::Custom => Some(minutes(&self.clock_minutes)?),
        })
    }

    fn side(&self, i: usize, ui: &Ui) -> SideConfig {
        let form = &self.sides[i];
        let computer = match self.opponent {
            Opponent::Computer { level } if i == COMPUTER_SIDE as usize => Some(level),
            _ => None,
        };
        let name = match form.name.trim() {
            "" if computer.is_some() => ui.computer_name.to_string(),
            // "Side 1" reads oddly beside "Krada (computer)".
            "" if matches!(self.opponent, Opponent::Computer { .. }) => ui.player_name.to_string(),
            "" => fill(ui.side_default, &[("n", &(i + 1).to_string())]),
            name => name.to_string(),
        };
        let players = [&form.player, &form.partner]
            .into_iter()
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty())
            .collect();
        SideConfig {
            name,
            players,
            computer: computer.map(|level| level.name().to_string()),
        }
    }

    /// The game's configuration and the game screen's options; `random_seed`
    /// deals when the form gives no seed. Sides left unnamed are named in
    /// the language of `ui`.
    pub fn to_config(
        &self,
        ui: &Ui,
        random_seed: u64,
    ) -> Result<(GameConfig, PlayOptions), FormError> {
        let total_ms = self.total_ms()?;
        let move_ms = match self.move_limit {
            true => Some(minutes(&self.move_minutes)?),
            false => None,
        };
        let penalty_per_minute = self
            .penalty
            .trim()
            .parse()
            .map_err(|_| FormError::Penalty)?;
        let seed = match self.seed.trim() {
            "" => random_seed,
            text => text.parse().map_err(|_| FormError::Seed)?,
        };
        let config = GameConfig {
            tiles: self.tile_set(),
            check: self.check,
            clock: ClockConfig {
                total_ms,
                move_ms,
                penalty_per_minute,
                forfeit_after_ms: self.forfeit.then_some(FORFEIT_MINUTES * MINUTE_MS),
                // Only the custom clock adds seconds a move: the
                // tournament's is 22 minutes and nothing else, whatever a
                // custom clock left in the field.
                increment_ms: match self.clock {
                    ClockChoice::Custom => increment_seconds(&self.clock_increment)? * 1000,
                    ClockChoice::Off | ClockChoice::Tournament => 0,
                },
            },
            sides: [self.side(0, ui), self.side(1, ui)],
            seed,
            lexicon: self.needs_words().then(|| self.list.clone()),
        };
        let options = PlayOptions {
            privacy: self.privacy_on(),
            pause_when_hidden: self.pause_hidden,
            opponent: self.opponent,
            hints: self.hints_on(),
            think_seconds: self.think_seconds,
        };
        Ok((config, options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_text::Lang;

    fn en() -> &'static Ui {
        Lang::En.ui()
    }

    #[test]
    fn the_default_form_is_a_casual_a_math_game_between_two_people() {
        let (config, options) = GameForm::default().to_config(en(), 42).unwrap();
        assert_eq!(config.tiles, TileSetId::Standard);
        assert_eq!(config.seed, 42);
        assert_eq!(config.check, CheckMode::Checked);
        assert_eq!(config.clock.total_ms, None);
        assert_eq!(config.lexicon, None);
        assert_eq!(config.sides[0].name, "Side 1");
        assert_eq!(config.sides[1].computer, None);
        assert_eq!(options.opponent, Opponent::Hotseat);
        assert!(options.privacy);
        assert!(!options.hints, "no hints between two people");
    }

    #[test]
    fn the_tournament_clocks_are_the_engines() {
        let mut form = GameForm {
            clock: ClockChoice::Tournament,
            ..GameForm::default()
        };
        let total = |form: &GameForm| form.to_config(en(), 1).unwrap().0.clock.total_ms;
        assert_eq!(total(&form), Some(22 * MINUTE_MS));
        // Issue 50: seconds left in the field by a custom clock do not
        // change the tournament's.
        form.clock_increment = "5".into();
        let clock = form.to_config(en(), 1).unwrap().0.clock;
        assert_eq!(clock, ClockConfig::tournament());
        // The primary set plays the same 22 minutes (docs/rules.md, A-Math), and so does Crossword.
        form.tiles = TileSetId::Primary;
        assert_eq!(total(&form), Some(22 * MINUTE_MS));
        form.game = GameKind::Crossword;
        assert_eq!(total(&form), Some(22 * MINUTE_MS));
        // A form saved with the old primary clock reads as the tournament's.
        let old: ClockChoice = serde_json::from_str("\"primary-tournament\"").unwrap();
        assert_eq!(old, ClockChoice::Tournament);
        assert_eq!(form.to_config(en(), 1).unwrap().0.tiles, TileSetId::English);
    }

    #[test]
    fn typed_numbers_are_checked() {
        let bad = |form: GameForm| form.to_config(en(), 1).unwrap_err();
        let custom = GameForm {
            clock: ClockChoice::Custom,
            clock_minutes: "7,5".into(),
            ..GameForm::default()
        };
        let (config, _) = custom.to_config(en(), 1).unwrap();
        assert_eq!(config.clock.total_ms, Some(7 * MINUTE_MS + MINUTE_MS / 2));
        assert_eq!(config.clock.increment_ms, 0);
        // Seed 003's online format: minutes and seconds added a move.
        let online = GameForm {
            clock_increment: " 5 ".into(),
            ..custom.clone()
        };
        assert_eq!(
            online.to_config(en(), 1).unwrap().0.clock.increment_ms,
            5_000
        );
        for typed in ["5.5", "-1", "121", "soon"] {
            let form = GameForm {
                clock_increment: typed.into(),
                ..custom.clone()
            };
            assert_eq!(bad(form), FormError::Increment, "{typed}");
        }
        // Without a clock there is nothing to add to.
        let off = GameForm {
            clock: ClockChoice::Off,
            ..online
        };
        assert_eq!(off.to_config(en(), 1).unwrap().0.clock.increment_ms, 0);
        assert_eq!(
            bad(GameForm {
                clock_minutes: "soon".into(),
                ..custom.clone()
            }),
            FormError::Minutes
        );
        assert_eq!(
            bad(GameForm {
                penalty: "ten".into(),
                ..GameForm::default()
            }),
            FormError::Penalty
        );
        assert_eq!(
            bad(GameForm {
                seed: "-3".into(),
                ..GameForm::default()
            }),
            FormError::Seed
        );
        let seeded = GameForm {
            seed: " 77 ".into(),
            ..GameForm::default()
        };
        assert_eq!(seeded.to_config(en(), 1).unwrap().0.seed, 77);
    }

    #[test]
    fn the_computer_plays_side_two_under_its_own_name_and_hints_are_on() {
        let mut form = GameForm::default();
        form.sides[0].name = "  Nok ".into();
        form.sides[0].player = "Nok".into();
        form.sides[0].partner = "Fon".into();
        let form = form.against_computer();
        assert_eq!(
            form.opponent,
            Opponent::Computer {
                level: Level::Medium
            }
        );
        let (config, options) = form.to_config(Lang::Th.ui(), 1).unwrap();
        assert_eq!(config.sides[0].name, "Nok");
        assert_eq!(config.sides[0].players, vec!["Nok", "Fon"]);
        assert_eq!(config.sides[1].name, Lang::Th.ui().computer_name);
        assert_eq!(config.sides[1].computer.as_deref(), Some("medium"));
        assert!(options.hints);
        // Left unnamed, the person is the player, not "side 1".
        let mut unnamed = form.clone();
        unnamed.sides[0].name = " ".into();
        let (config, _) = unnamed.to_config(en(), 1).unwrap();
        assert_eq!(config.sides[0].name, "Player");
        // A level chosen before is kept; the seed is dealt anew.
        let hard = GameForm {
            opponent: Opponent::Computer { level: Level::Hard },
            seed: "5".into(),
            ..GameForm::default()
        }
        .against_computer();
        assert_eq!(hard.opponent, Opponent::Computer { level: Level::Hard });
        assert_eq!(hard.seed, "");
    }

    #[test]
    fn the_experts_thinking_time_goes_with_the_game_and_old_forms_get_three_seconds() {
        let form = GameForm {
            opponent: Opponent::Computer {
                level: Level::Expert,
            },
            think_seconds: 10,
            ..GameForm::default()
        };
        let (config, options) = form.to_config(Lang::En.ui(), 1).unwrap();
        assert_eq!(config.sides[1].computer.as_deref(), Some("expert"));
        assert_eq!(options.think_ms(), 10_000);
        let mut old = serde_json::to_value(GameForm::default()).unwrap();
        old.as_object_mut().unwrap().remove("think_seconds");
        let back: GameForm = serde_json::from_value(old).unwrap();
        assert_eq!(back.think_seconds, 3);
    }

    #[test]
    fn racks_hide_between_turns_by_default_but_not_on_a_projector() {
        let mut form = GameForm::default();
        assert!(form.to_config(en(), 1).unwrap().1.privacy);
        form.projector = true;
        assert!(!form.to_config(en(), 1).unwrap().1.privacy);
        form.privacy = Some(true);
        assert!(form.to_config(en(), 1).unwrap().1.privacy);
        // A form saved before the choice had its own name reads as not chosen.
        let mut old = serde_json::to_value(GameForm::default()).unwrap();
        old["privacy"] = serde_json::Value::Bool(true);
        old.as_object_mut().unwrap().remove("privacy-choice");
        let read: GameForm = serde_json::from_value(old).unwrap();
        assert_eq!(read.privacy, None);
    }

    #[test]
    fn hints_are_off_by_default_in_challenge_mode_and_as_chosen_otherwise() {
        let mut form = GameForm::default().against_computer();
        assert!(form.hints_on());
        form.check = CheckMode::Challenge;
        assert!(!form.hints_on());
        form.hints = Some(true);
        assert!(form.to_config(en(), 1).unwrap().1.hints);
        let people = GameForm {
            hints: Some(true),
            ..GameForm::default()
        };
        assert!(people.hints_on());
    }

    #[test]
    fn a_form_kept_in_storage_reads_back_and_an_older_one_fills_in_defaults() {
        let form = GameForm {
            game: GameKind::Crossword,
            seed: "9".into(),
            ..GameForm::default()
        };
        let text = serde_json::to_string(&form).unwrap();
        assert_eq!(serde_json::from_str::<GameForm>(&text).unwrap(), form);
        let old: GameForm = serde_json::from_str(r#"{"game":"crossword"}"#).unwrap();
        assert_eq!(old.game, GameKind::Crossword);
        assert_eq!(old.penalty, "10");
    }
}

//! Every word Krada shows a player. One file per language ([`en`], [`th`]),
//! each filling the same [`Ui`] table and explaining the same rule reasons,
//! so a missing translation is a compile error rather than a blank label.

pub mod colours;
pub mod en;
pub mod review;
pub mod th;

use krada_ai::preendgame::DrawsWon;
use krada_engine::equation::EquationError;
use krada_engine::game::{Event, GameError};
use krada_engine::gcg::{DecodeError, GcgError};
use krada_engine::layout::Premium;
use krada_engine::lexicon::LexiconError;
use krada_engine::notation::{display_faces, line_text};
use krada_engine::play::PlayError;
use krada_engine::record::RecordError;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use serde::{Deserialize, Serialize};

/// Each language's words once the page has them (`register`).
#[cfg(all(target_arch = "wasm32", feature = "on-demand"))]
mod on_demand {
    use super::Ui;
    use std::sync::OnceLock;

    pub static READY: [OnceLock<&'static Ui>; 2] = [OnceLock::new(), OnceLock::new()];
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Th,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Th, Lang::En];

    /// The BCP 47 tag, for `<html lang>` and storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Th => "th",
            Lang::En => "en",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The language for a browser's or a shell's locale (`th-TH`,
    /// `th_TH.UTF-8`, `en-US` …): Thai for Thai, English for any other.
    pub fn from_locale(locale: &str) -> Lang {
        let lower = locale.trim().to_ascii_lowercase();
        let language = lower.split(['-', '_', '.', '@']).next().unwrap_or("");
        if language == "th" { Lang::Th } else { Lang::En }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Th => Lang::En,
            Lang::En => Lang::Th,
        }
    }

    /// This language's words. On the page (wasm with `on-demand`) they
    /// must have been [`Lang::register`]ed; elsewhere both are built in.
    pub fn ui(self) -> &'static Ui {
        #[cfg(all(target_arch = "wasm32", feature = "on-demand"))]
        return self
            .ui_if_ready()
            .expect("a language's words are registered before they are read");
        #[cfg(not(all(target_arch = "wasm32", feature = "on-demand")))]
        self.built_in()
    }

    /// This language's table, built into whatever names it.
    pub fn built_in(self) -> &'static Ui {
        match self {
            Lang::Th => &th::UI,
            Lang::En => &en::UI,
        }
    }

    /// This language's words, if they can be read now.
    pub fn ui_if_ready(self) -> Option<&'static Ui> {
        #[cfg(all(target_arch = "wasm32", feature = "on-demand"))]
        return on_demand::READY[self as usize].get().copied();
        #[cfg(not(all(target_arch = "wasm32", feature = "on-demand")))]
        Some(self.built_in())
    }

    /// Makes `ui` this language's words from now on (the page, which
    /// fetches each language's words when first needed).
    pub fn register(self, ui: &'static Ui) {
        #[cfg(all(target_arch = "wasm32", feature = "on-demand"))]
        let _ = on_demand::READY[self as usize].set(ui);
        #[cfg(not(all(target_arch = "wasm32", feature = "on-demand")))]
        let _ = ui;
    }

    /// What the page says when it has stopped: the notice and its button.
    /// Built in everywhere, since a page may stop before its words arrive.
    pub fn crash_words(self) -> [&'static str; 2] {
        const TH: [&str; 2] = [th::UI.crash_page, th::UI.reload];
        const EN: [&str; 2] = [en::UI.crash_page, en::UI.reload];
        match self {
            Lang::Th => TH,
            Lang::En => EN,
        }
    }

    /// Why an equation is invalid, for a player.
    pub fn equation_error(self, error: &EquationError) -> String {
        match self {
            Lang::Th => th::equation_error(error),
            Lang::En => en::equation_error(error),
        }
    }

    /// Why a placement is not a legal play.
    pub fn play_error(self, kind: GameKind, error: &PlayError) -> String {
        match self {
            Lang::Th => th::play_error(kind, error),
            Lang::En => en::play_error(kind, error),
        }
    }

    /// Why an action was refused.
    pub fn game_error(self, kind: GameKind, error: &GameError) -> String {
        match self {
            Lang::Th => th::game_error(kind, error),
            Lang::En => en::game_error(kind, error),
        }
    }

    /// What is wrong with a game record, and where.
    pub fn record_error(self, error: &RecordError) -> String {
        let ui = self.ui();
        // No record at all: say what the file should be, not what the
        // reader expected at line 1.
        if error.field == krada_engine::record::WHOLE_RECORD {
            return ui.record_not_krada.into();
        }
        let place = match error.turn {
            Some(turn) => fill(
                ui.record_turn_field,
                &[("turn", &turn.to_string()), ("field", &error.field)],
            ),
            None => fill(ui.record_field, &[("field", &error.field)]),
        };
        format!("{place}: {}", error.message)
    }

    /// A reviewed game as text (see [`review::review_report`]).
    pub fn review_report(
        self,
        names: &[String; 2],
        moments: &[krada_features::review::Moment],
        reviews: &[Option<krada_features::review::MoveReview>],
    ) -> String {
        review::review_report(self, names, moments, reviews)
    }

    /// What is wrong with a GCG file, with its line.
    pub fn gcg_error(self, error: &GcgError) -> String {
        match self {
            Lang::Th => th::gcg_error(error),
            Lang::En => en::gcg_error(error),
        }
    }

    /// A figure in a GCG file that disagrees with the rules, shown rather
    /// than refused.
    pub fn gcg_warning(self, error: &GcgError) -> String {
        match self {
            Lang::Th => format!("คำเตือน: {}", th::gcg_error(error)),
            Lang::En => format!("warning: {}", en::gcg_error(error)),
        }
    }

    /// Why a GCG file's bytes are not text.
    pub fn gcg_decode_error(self, error: &DecodeError) -> String {
        match self {
            Lang::Th => th::gcg_decode_error(error),
            Lang::En => en::gcg_decode_error(error),
        }
    }

    /// Why the tournament desk refused a change.
    pub fn desk_error(self, error: &krada_desk::DeskError) -> String {
        match self {
            Lang::Th => th::desk_error(error),
            Lang::En => en::desk_error(error),
        }
    }

    /// Why a list of entrants was not read.
    pub fn list_error(self, error: &krada_desk::ListError) -> String {
        match self {
            Lang::Th => th::list_error(error),
            Lang::En => en::list_error(error),
        }
    }

    /// What is wrong with a word list.
    pub fn lexicon_error(self, error: &LexiconError) -> String {
        // A line that is not text (a binary file) is not echoed back.
        if let LexiconError::NotAWord { text, .. } = error
            && !readable_line(text)
        {
            return self.ui().words_not_text.into();
        }
        match self {
            Lang::Th => th::lexicon_error(error),
            Lang::En => en::lexicon_error(error),
        }
    }

    /// A score-sheet line's description, without its score.
    pub fn event(self, kind: GameKind, event: &Event) -> String {
        let ui = self.ui();
        match event {
            // A play at a real board entered by its score alone.
            Event::Play { lines, .. } if lines.is_empty() => ui.play_unwritten.into(),
            Event::Play { lines, bingo, .. } => {
                let mut text = lines
                    .first()
                    .map(|l| line_text(kind, l))
                    .unwrap_or_default();
                for cross in lines.iter().skip(1) {
                    text.push_str(&format!(", {}", display_faces(kind, &cross.faces)));
                }
                if *bingo {
                    text.push_str(&format!(" ({})", ui.bingo));
                }
                text
            }
            // How many tiles went back is not entered at a real board.
            Event::Exchange { tiles } if tiles.is_empty() => ui.exchange.into(),
            Event::Exchange { tiles } => format!("{} {}", ui.exchange, tiles.len()),
            Event::Pass => ui.pass.into(),
            Event::Challenge { play_stands: true } => ui.game(kind).challenge_stands.into(),
            Event::Challenge { play_stands: false } => ui.game(kind).challenge_off.into(),
            Event::Withdrawn => ui.withdrawn.into(),
            Event::OutBonus { .. } => ui.out_bonus.into(),
            Event::RackPenalty => ui.rack_penalty.into(),
            Event::Resign => ui.resigned_event.into(),
            Event::TimePenalty { over_ms } => {
                let seconds = over_ms.div_ceil(1000);
                format!("{} +{}:{:02}", ui.time_penalty, seconds / 60, seconds % 60)
            }
        }
    }
}

/// Tiles by their labels, `= 3 +`.
pub fn tile_labels(
    set: &krada_engine::tileset::TileSet,
    tiles: &[krada_engine::tileset::TileId],
) -> String {
    tiles
        .iter()
        .map(|&t| set.kind(t).label)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A count as both languages write it: `169,266`.
/// Table numbers as a sentence lists them: `1, 2, 3`.
pub fn table_list(tables: &[u32]) -> String {
    let all: Vec<String> = tables.iter().map(u32::to_string).collect();
    all.join(", ")
}

/// A number of draws that may end in a half (a tied draw counts half):
/// `8½`, `½`, `3`.
pub fn halves(n: f64) -> String {
    let whole = n.floor() as usize;
    match (whole, n - n.floor() >= 0.5) {
        (0, true) => "½".to_string(),
        (w, true) => format!("{}½", count(w)),
        (w, false) => count(w),
    }
}

pub fn count(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The names Krada gives a side nobody named, by what the side is: each
/// language's, built in everywhere (like [`Lang::crash_words`]) so a game
/// can follow the language the page speaks whichever words are loaded.
const DEFAULT_NAMES: [[&str; 4]; 2] = [
    [
        th::UI.computer_name,
        th::UI.player_name,
        th::UI.puzzle_you,
        th::UI.puzzle_other,
    ],
    [
        en::UI.computer_name,
        en::UI.player_name,
        en::UI.puzzle_you,
        en::UI.puzzle_other,
    ],
];
/// "Side {n}" in each language, in the order of [`Lang::ALL`].
const SIDE_DEFAULT: [&str; 2] = [th::UI.side_default, en::UI.side_default];

/// `name`, given to side `side` (0 or 1) when nobody named it, in
/// `lang`: `None` when a person chose the name (or it is already `lang`'s).
pub fn default_name_in(name: &str, side: usize, lang: Lang) -> Option<String> {
    let to = lang as usize;
    let number = (side + 1).to_string();
    let fixed = DEFAULT_NAMES.iter().find_map(|names| {
        let kind = names.iter().position(|n| *n == name)?;
        Some(DEFAULT_NAMES[to][kind].to_string())
    });
    let numbered = || {
        SIDE_DEFAULT
            .iter()
            .any(|t| fill(t, &[("n", &number)]) == name)
            .then(|| fill(SIDE_DEFAULT[to], &[("n", &number)]))
    };
    fixed.or_else(numbered).filter(|new| new != name)
}

/// Fills a template's `{name}` places; the words stay in the language files.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (name, value) in values {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// Whole points with their sign: `+12`, `-5`, `+0` (a spread).
/// A score as shown on screen and paper: a true minus sign for a negative
/// one (`−18`), the sign the clocks' penalties are written with. (A file
/// for spreadsheets keeps `-18`, which they read as a number.)
pub fn score(points: i32) -> String {
    match points < 0 {
        true => format!("−{}", points.unsigned_abs()),
        false => points.to_string(),
    }
}

pub fn signed(points: i32) -> String {
    format!("{points:+}")
}

/// Points to a tenth with their sign, `+3.5`, `-2.9`: a value that rounds
/// to nothing reads `+0.0`, never `-0.0` (an equity less its parts is often
/// a hair below zero).
pub fn signed_tenths(points: f32) -> String {
    format!("{:+.1}", rounded_tenths(points))
}

/// Points to a tenth, `3.5`, `-2.9`, `0.0`: never `-0.0`.
pub fn tenths(points: f32) -> String {
    format!("{:.1}", rounded_tenths(points))
}

fn rounded_tenths(points: f32) -> f32 {
    // Adding zero turns a negative zero into a positive one.
    (points * 10.0).round() / 10.0 + 0.0
}

/// The words that differ between the two games: what a premium square is
/// called, what the face picker asks for, the game's name and its "how to
/// play". Chosen once, by [`Ui::game`]; screens never ask which game it is.
#[derive(Clone, Copy, Debug)]
pub struct GameWords {
    pub name: &'static str,
    /// The centre star's name.
    pub star: &'static str,
    /// Premium squares: the tile's (or letter's) and the line's (equation's or word's).
    pub tile_x2: &'static str,
    pub tile_x3: &'static str,
    pub line_x2: &'static str,
    pub line_x3: &'static str,
    /// A square with no premium.
    pub plain: &'static str,
    /// What the picker asks for a blank or a choice tile: a face, a letter.
    pub pick: &'static str,
    /// A challenge's verdict: the play stands, or it comes off.
    pub challenge_stands: &'static str,
    pub challenge_off: &'static str,
    /// Accepting the last play (it went out, so the game ends).
    pub accept_hint: &'static str,
    pub howto: &'static [(&'static str, &'static str)],
    pub kind: GameKind,
    /// Marks on empty premium squares besides their colour.
    pub mark_tile_x2: &'static str,
    pub mark_tile_x3: &'static str,
    pub mark_line_x2: &'static str,
    pub mark_line_x3: &'static str,
    /// A play and an exchange as the move box takes them.
    pub move_example: &'static str,
    pub exchange_example: &'static str,
    /// The colours' names, in [`colours::Colour::ALL`]'s order.
    pub colour_names: [&'static str; 7],
}

impl GameWords {
    /// A How to play text with the premium squares' colours named from the
    /// table that colours the board (`{tile_x2}`, `{tile_x3}`, `{line_x2}`,
    /// `{line_x3}`).
    pub fn with_colours(&self, text: &str) -> String {
        let name = |premium| {
            colours::premium_colour(self.kind, premium).map_or("", |c| self.colour_names[c.index()])
        };
        fill(
            text,
            &[
                ("tile_x2", name(Premium::TileX2)),
                ("tile_x3", name(Premium::TileX3)),
                ("line_x2", name(Premium::LineX2)),
                ("line_x3", name(Premium::LineX3)),
            ],
        )
    }

    /// The mark an empty square shows besides its colour (none on a plain
    /// square; the star shows ★).
    pub fn mark(&self, premium: Premium) -> &'static str {
        match premium {
            Premium::TileX2 => self.mark_tile_x2,
            Premium::TileX3 => self.mark_tile_x3,
            Premium::LineX2 => self.mark_line_x2,
            Premium::LineX3 => self.mark_line_x3,
            Premium::None => "",
        }
    }

    /// A premium square's name; the centre star has its own.
    pub fn premium(&self, premium: Premium, star: bool) -> &'static str {
        match (star, premium) {
            (true, _) => self.star,
            (_, Premium::TileX2) => self.tile_x2,
            (_, Premium::TileX3) => self.tile_x3,
            (_, Premium::LineX2) => self.line_x2,
            (_, Premium::LineX3) => self.line_x3,
            (_, Premium::None) => self.plain,
        }
    }
}

impl Ui {
    /// A tile set as a picker names it: its game, and which of the game's
    /// sets when it has more than one (`A-Math · Primary school`,
    /// `Crossword`).
    pub fn tile_set_name(&self, set: TileSetId) -> String {
        let game = self.game(set.game()).name;
        match set {
            TileSetId::Standard => format!("{game} · {}", self.tiles_standard),
            TileSetId::Primary => format!("{game} · {}", self.tiles_primary),
            TileSetId::English => game.to_string(),
        }
    }

    /// An endgame play's spread by the game's end, as an answer lists it:
    /// `+34 by the end`.
    pub fn by_the_end(&self, spread: i32) -> String {
        fill(self.puzzle_by_the_end, &[("spread", &signed(spread))])
    }

    /// What an answer is ranked by beside its score, as the answers list
    /// it: ` (wins on 5 of 8 draws)` in a pre-endgame, ` (+34 by the end)`
    /// in an endgame, nothing otherwise.
    pub fn answer_worth(&self, draws: Option<DrawsWon>, spread: Option<i32>) -> String {
        match (draws, spread) {
            (Some(draws), _) => format!(" ({})", self.draws_won(draws)),
            (None, Some(spread)) => format!(" ({})", self.by_the_end(spread)),
            (None, None) => String::new(),
        }
    }

    /// The words of game `kind`.
    pub fn game(&self, kind: GameKind) -> GameWords {
        match kind {
            GameKind::AMath => GameWords {
                name: self.game_amath,
                star: self.star,
                tile_x2: self.piece_x2,
                tile_x3: self.piece_x3,
                line_x2: self.equation_x2,
                line_x3: self.equation_x3,
                plain: self.plain_square,
                pick: self.pick_face,
                challenge_stands: self.challenge_failed,
                challenge_off: self.challenge_succeeded,
                accept_hint: self.accept_hint,
                howto: self.howto_amath,
                kind,
                mark_tile_x2: self.mark_piece_x2,
                mark_tile_x3: self.mark_piece_x3,
                mark_line_x2: self.mark_equation_x2,
                mark_line_x3: self.mark_equation_x3,
                move_example: "8G 9×4=36",
                exchange_example: "3+?",
                colour_names: self.colour_names,
            },
            GameKind::Crossword => GameWords {
                name: self.game_crossword,
                star: self.star_word,
                tile_x2: self.letter_x2,
                tile_x3: self.letter_x3,
                line_x2: self.word_x2,
                line_x3: self.word_x3,
                plain: self.plain_square,
                pick: self.pick_letter,
                challenge_stands: self.challenge_failed_word,
                challenge_off: self.challenge_succeeded_word,
                accept_hint: self.accept_hint_word,
                howto: self.howto_crossword,
                kind,
                mark_tile_x2: self.mark_letter_x2,
                mark_tile_x3: self.mark_letter_x3,
                mark_line_x2: self.mark_word_x2,
                mark_line_x3: self.mark_word_x3,
                move_example: "H8 QUIXOTIC",
                exchange_example: "QV?",
                colour_names: self.colour_names,
            },
        }
    }

    /// The `{opening}` of `hint_why` and `review_play`: what the premium
    /// squares a play opens to the opponent cost it, or nothing when it
    /// opens none.
    pub fn opening(&self, cost: f32) -> String {
        if cost > 0.0 {
            fill(self.opening_part, &[("cost", &signed_tenths(-cost))])
        } else {
            String::new()
        }
    }

    /// How many tiles the bag holds: `1 tile in the bag`, `7 tiles in the
    /// bag`.
    pub fn in_the_bag(&self, n: usize) -> String {
        match n {
            1 => self.one_tile_in_bag.to_string(),
            n => fill(self.tiles_in_bag, &[("count", &n.to_string())]),
        }
    }

    /// How many moves: `1 move`, `12 moves`.
    pub fn moves(&self, n: usize) -> String {
        match n {
            1 => self.one_move.to_string(),
            n => fill(self.moves_count, &[("count", &count(n))]),
        }
    }

    /// A pre-endgame play's draws: `wins on 8½ of 11 draws` (a tie on a
    /// draw counts half, as the reading counts it).
    pub fn draws_won(&self, draws: DrawsWon) -> String {
        fill(
            self.hint_draws,
            &[
                ("won", &halves(draws.won)),
                ("of", &count(draws.of as usize)),
            ],
        )
    }
}

/// The interface's fixed labels. Entries marked "Template" are filled with
/// [`fill`]: `{name}` stands for the value given under that name.
#[derive(Debug)]
pub struct Ui {
    /// The language's own name, shown on the switch that selects it.
    pub language_name: &'static str,
    /// The label of the switch: the other language's name.
    pub switch_language: &'static str,
    pub app_title: &'static str,
    pub tagline: &'static str,
    pub new_game: &'static str,
    pub saved_games: &'static str,
    pub current_game: &'static str,
    pub projector_mode: &'static str,
    pub close: &'static str,
    pub crash_page: &'static str,
    pub crash_computer: &'static str,
    pub reload: &'static str,
    pub menu_button: &'static str,
    pub board: &'static str,
    pub rack: &'static str,
    pub rack_empty: &'static str,
    pub rack_hidden: &'static str,
    pub rack_paused: &'static str,
    pub blank: &'static str,
    pub tentative: &'static str,
    pub last_play_mark: &'static str,
    pub how_to_play: &'static str,
    /// How to play, as (heading, text) sections, for each game.
    /// The boards' colours' names, in `colours::Colour::ALL`'s order.
    pub colour_names: [&'static str; 7],
    pub howto_amath: &'static [(&'static str, &'static str)],
    pub howto_crossword: &'static [(&'static str, &'static str)],
    pub shuffle: &'static str,
    pub clock: &'static str,
    pub clock_off: &'static str,
    /// Template: {count}.
    pub tiles_in_bag: &'static str,
    /// `tiles_in_bag` when there is one.
    pub one_tile_in_bag: &'static str,
    /// A number of moves ({count}), and `1 move`.
    pub moves_count: &'static str,
    pub one_move: &'static str,
    /// Template: {points}.
    pub overtime_penalty: &'static str,
    /// The phone's drawer button: the sheet with pause, resign, take back.
    pub sheet_and_options: &'static str,
    pub score_sheet: &'static str,
    pub no_turns: &'static str,
    pub side: &'static str,
    pub move_heading: &'static str,
    pub points: &'static str,
    pub total: &'static str,
    pub time: &'static str,
    /// Template: {count}.
    pub unseen_tiles: &'static str,
    pub game_over: &'static str,
    /// Template: {name}.
    pub winner: &'static str,
    pub draw: &'static str,
    /// Template: {name}.
    pub lost_on_time: &'static str,
    /// What the end of the game added to one side's score. Template:
    /// {name}, {what} (the sheet's words for it, with the tiles), {points}.
    pub end_adjustment: &'static str,
    pub print: &'static str,
    pub download_record: &'static str,
    pub star: &'static str,
    pub equation_x3: &'static str,
    pub equation_x2: &'static str,
    pub piece_x3: &'static str,
    pub piece_x2: &'static str,
    pub plain_square: &'static str,
    pub empty_square: &'static str,
    pub moves: &'static str,
    pub play: &'static str,
    pub recall: &'static str,
    pub pass: &'static str,
    pub pass_button: &'static str,
    pub accept: &'static str,
    /// Accepting the last play when it went out (A-Math's equation,
    /// Crossword's word).
    pub accept_hint: &'static str,
    pub accept_hint_word: &'static str,
    pub exchange_start: &'static str,
    pub exchange_confirm: &'static str,
    pub exchange_hint: &'static str,
    pub challenge: &'static str,
    pub cancel: &'static str,
    pub not_now: &'static str,
    pub place_tiles_first: &'static str,
    pub score_preview: &'static str,
    pub pick_face: &'static str,
    /// Template: {name}.
    pub pass_device: &'static str,
    /// Template: {name}.
    pub show_rack: &'static str,
    /// Template: {name}.
    /// The last turn laid nothing: `{name}` exchanged `{n}` tiles.
    pub turn_exchanged: &'static str,
    /// The last turn was `{name}`'s pass.
    pub turn_passed: &'static str,
    pub to_move: &'static str,
    /// Template: {a} {ta} {b} {tb}.
    pub order_draw_round: &'static str,
    /// Template: {name}.
    pub order_draw_starts: &'static str,
    pub tile_set: &'static str,
    pub tiles_standard: &'static str,
    pub tiles_primary: &'static str,
    /// Template: {n}.
    pub side_default: &'static str,
    pub side_name: &'static str,
    pub player_names: &'static str,
    pub partner: &'static str,
    pub opponent: &'static str,
    pub hotseat: &'static str,
    pub check_mode: &'static str,
    pub checked_mode: &'static str,
    pub challenge_mode: &'static str,
    pub clock_none: &'static str,
    pub clock_22: &'static str,
    pub clock_custom: &'static str,
    pub minutes: &'static str,
    pub move_limit: &'static str,
    pub penalty_per_minute: &'static str,
    pub forfeit_option: &'static str,
    pub pause_when_hidden: &'static str,
    pub while_playing: &'static str,
    pub privacy_option: &'static str,
    pub seed: &'static str,
    pub seed_placeholder: &'static str,
    pub start_game: &'static str,
    pub bad_minutes: &'static str,
    pub bad_increment: &'static str,
    pub bad_penalty: &'static str,
    pub bad_seed: &'static str,
    pub no_saved_games: &'static str,
    /// Template: {a} {sa} {b} {sb} {turns} {state}.
    pub saved_summary: &'static str,
    pub finished: &'static str,
    pub in_progress: &'static str,
    /// A finished saved game's button: its board as it ended.
    pub open_finished: &'static str,
    pub resume: &'static str,
    pub delete: &'static str,
    pub confirm_delete: &'static str,
    pub load_record: &'static str,
    pub save_unreadable: &'static str,
    /// Template: {version}.
    pub save_newer: &'static str,
    pub record_unreadable: &'static str,
    pub storage_full: &'static str,
    pub storage_off: &'static str,
    pub exchange: &'static str,
    /// A play known by its score alone (its tiles were not entered at the table).
    pub play_unwritten: &'static str,
    pub bingo: &'static str,
    /// A challenge's verdict in A-Math: the equation stands (the
    /// challenger loses the turn), or it comes off.
    pub challenge_failed: &'static str,
    pub challenge_succeeded: &'static str,
    /// The same in Crossword, of the word(s); docs/rules.md, Crossword announces only the
    /// verdict for the play as a whole, never which word failed.
    pub challenge_failed_word: &'static str,
    pub challenge_succeeded_word: &'static str,
    pub withdrawn: &'static str,
    pub out_bonus: &'static str,
    pub rack_penalty: &'static str,
    pub time_penalty: &'static str,
    /// Template: {turn} {field}.
    pub record_turn_field: &'static str,
    /// Template: {field}.
    pub record_field: &'static str,
    pub record_not_krada: &'static str,
    pub words_not_text: &'static str,
    pub computer_easy: &'static str,
    pub computer_medium: &'static str,
    pub computer_hard: &'static str,
    /// The person's name against the computer when the form leaves it empty.
    pub player_name: &'static str,
    pub computer_name: &'static str,
    pub computer_thinking: &'static str,
    pub computer_lost: &'static str,
    pub retry: &'static str,
    pub hint: &'static str,
    pub hint_title: &'static str,
    pub quick_computer: &'static str,
    /// The one-tap game's description on a first visit: no last settings.
    pub quick_first: &'static str,
    pub quick_with: &'static str,
    pub more_options: &'static str,
    pub hints_option: &'static str,
    pub hint_why: &'static str,
    /// The part of `hint_why` and `review_play` for a play that opens
    /// premium squares to the opponent (empty when it opens none).
    pub opening_part: &'static str,
    pub hint_nothing_kept: &'static str,
    /// A hint with the bag nearly empty: of the `{of}` tiles the opponent
    /// may draw (each counted as often as it is unseen), on how many the
    /// play wins (`{won}`, a tie counting half).
    pub hint_draws: &'static str,
    pub no_legal_play: &'static str,
    pub instead_exchange: &'static str,
    pub instead_pass: &'static str,
    pub pass_confirm: &'static str,
    pub pass_yes: &'static str,
    pub score_bar: &'static str,
    pub other_tab: &'static str,
    pub game_choice: &'static str,
    pub game_amath: &'static str,
    pub game_crossword: &'static str,
    pub word_list: &'static str,
    pub words_enable: &'static str,
    /// Shown while a screen's code is fetched (the first time it opens).
    pub screen_loading: &'static str,
    pub words_loading: &'static str,
    pub words_missing: &'static str,
    pub words_failed: &'static str,
    pub words_own: &'static str,
    pub words_upload: &'static str,
    pub words_needed: &'static str,
    pub words_for_game: &'static str,
    pub words_unreadable: &'static str,
    pub words_not_kept: &'static str,
    pub star_word: &'static str,
    pub word_x3: &'static str,
    pub word_x2: &'static str,
    pub letter_x3: &'static str,
    pub letter_x2: &'static str,
    pub pick_letter: &'static str,
    pub download_gcg: &'static str,
    pub load_gcg: &'static str,
    pub gcg_unreadable: &'static str,
    pub replay: &'static str,
    pub replay_first: &'static str,
    pub replay_prev: &'static str,
    pub replay_next: &'static str,
    pub replay_last: &'static str,
    /// A shared board without moves: `{n}` tiles on it.
    pub replay_board_only: &'static str,
    pub replay_step: &'static str,
    pub replay_start: &'static str,
    pub replay_analyse: &'static str,
    pub replay_played: &'static str,
    pub review_move: &'static str,
    /// The verdict on a move when no play could be made.
    pub review_no_play: &'static str,
    pub review_rank: &'static str,
    pub review_left: &'static str,
    pub review_exchange: &'static str,
    pub review_pass: &'static str,
    pub review_best: &'static str,
    pub review_big_miss: &'static str,
    pub review_bingo: &'static str,
    pub review_play: &'static str,
    pub review_bingo_missed: &'static str,
    pub review_summary: &'static str,
    pub review_no_racks: &'static str,
    pub review_game: &'static str,
    pub review_all: &'static str,
    pub review_progress: &'static str,
    pub review_stop: &'static str,
    pub review_slider: &'static str,
    pub review_show: &'static str,
    pub review_download: &'static str,
    pub review: &'static str,
    pub puzzle_title: &'static str,
    pub puzzle_rack: &'static str,
    pub puzzle_answers: &'static str,
    pub puzzle_none: &'static str,
    pub puzzles: &'static str,
    pub computer_expert: &'static str,
    /// The legend of the expert's thinking-time choice.
    pub think_time: &'static str,
    /// {seconds}.
    pub think_seconds: &'static str,
    /// {seconds}: time so far; {draws}: racks tried so far.
    pub expert_thinking: &'static str,
    /// {play}: the best play so far, e.g. 8G 9×4=36 — 36.
    pub expert_best: &'static str,
    pub play_now: &'static str,
    /// A score-sheet line: this side resigned.
    pub resigned_event: &'static str,
    pub resign: &'static str,
    /// {name}.
    pub resign_confirm: &'static str,
    /// {name}.
    pub resigned_result: &'static str,
    pub pause: &'static str,
    pub resume_clock: &'static str,
    pub paused: &'static str,
    pub undo: &'static str,
    /// {name}: the side that did not move.
    pub undo_confirm: &'static str,
    pub yes_agree: &'static str,
    pub no_keep: &'static str,
    pub hold: &'static str,
    /// {time}.
    pub challenge_window: &'static str,
    pub challenge_window_closed: &'static str,
    pub link_not_krada: &'static str,
    /// {version}.
    pub link_newer: &'static str,
    pub link_damaged: &'static str,
    /// {detail}.
    pub link_invalid: &'static str,
    pub link_needs_words: &'static str,
    pub share_link: &'static str,
    pub share_link_hint: &'static str,
    pub copy_link: &'static str,
    pub link_copied: &'static str,
    pub shared_position: &'static str,
    pub class_best_plays: &'static str,
    /// The menu button of class rounds.
    /// The menu entry of the judge.
    pub judge_menu: &'static str,
    /// The judge's heading.
    pub judge_title: &'static str,
    /// What the judge does.
    pub judge_intro: &'static str,
    /// The A-Math choice.
    pub judge_equation: &'static str,
    /// The Crossword choice.
    pub judge_words: &'static str,
    /// The label of the equation's field.
    pub judge_equation_label: &'static str,
    /// The label of the words' field.
    pub judge_words_label: &'static str,
    /// The button that asks for the verdict.
    pub judge_check: &'static str,
    /// An equation that stands.
    pub judge_valid: &'static str,
    /// An equation that does not.
    pub judge_invalid: &'static str,
    /// Words that stand (the verdict for the play as a whole).
    pub judge_acceptable: &'static str,
    /// Words that do not (never which word).
    pub judge_not_acceptable: &'static str,
    /// The word list judged by; `{list}` is its name.
    pub judge_word_list: &'static str,
    /// Text that is not tile notation.
    pub judge_unreadable: &'static str,
    /// The legend of the word list choice.
    pub judge_list_choice: &'static str,
    /// Words asked for with no list to judge by.
    pub judge_no_list: &'static str,
    /// While the word list is fetched.
    pub judge_loading: &'static str,
    /// The menu entry of table mode.
    pub table_menu: &'static str,
    /// Table mode's heading.
    pub table_title: &'static str,
    /// What table mode does.
    pub table_intro: &'static str,
    /// A side's name field; `{n}` is 1 or 2.
    pub table_side: &'static str,
    /// The legend of the clock choice.
    pub table_clock_legend: &'static str,
    /// The tournament clock.
    pub table_tournament: &'static str,
    /// A clock of one's own.
    pub table_custom: &'static str,
    /// Minutes a side.
    pub table_minutes: &'static str,
    /// Seconds added a move.
    pub table_increment: &'static str,
    /// The penalty's choice.
    pub table_penalty: &'static str,
    /// Starts the clock.
    pub table_start: &'static str,
    /// Stops both clocks.
    pub table_pause: &'static str,
    /// Runs the clock again.
    pub table_resume: &'static str,
    /// Leaves this table's clock for a new one.
    pub table_new: &'static str,
    /// How to end a turn.
    pub table_hint: &'static str,
    /// A kept table that cannot be read: kept, not wiped.
    pub table_unreadable: &'static str,
    pub table_game: &'static str,
    pub table_signals: &'static str,
    pub table_sound: &'static str,
    pub table_vibrate: &'static str,
    pub table_sheet: &'static str,
    pub table_show_clock: &'static str,
    pub table_score_for: &'static str,
    pub table_enter: &'static str,
    pub table_delete: &'static str,
    pub table_exchange: &'static str,
    pub table_challenged_off: &'static str,
    pub table_lost_challenge: &'static str,
    pub table_turn: &'static str,
    pub table_total: &'static str,
    pub table_was: &'static str,
    pub table_correct: &'static str,
    pub table_correct_title: &'static str,
    pub table_agree: &'static str,
    pub table_cancel: &'static str,
    pub table_score_invalid: &'static str,
    pub table_end: &'static str,
    pub table_end_intro: &'static str,
    pub table_rack_of: &'static str,
    pub table_rack_empty: &'static str,
    pub table_clear: &'static str,
    pub table_finish: &'static str,
    pub table_nobody_out: &'static str,
    pub table_scoreless_over: &'static str,
    pub table_result: &'static str,
    pub table_played: &'static str,
    pub table_racks_left: &'static str,
    pub table_time: &'static str,
    pub table_final: &'static str,
    /// The sheet's head: the event, its round and table.
    pub table_event_legend: &'static str,
    pub table_event: &'static str,
    pub table_round: &'static str,
    pub table_number: &'static str,
    pub table_date: &'static str,
    pub table_time_used: &'static str,
    pub table_signature: &'static str,
    /// The winner when the other side lost on time.
    pub table_wins_on_time: &'static str,
    /// A side late for the round, at set-up.
    pub table_late: &'static str,
    pub table_late_nobody: &'static str,
    pub table_late_minutes: &'static str,
    /// Tiles overdrawn at the table: the procedure and its note.
    pub table_overdraw: &'static str,
    pub table_overdraw_who: &'static str,
    pub table_overdraw_excess: &'static str,
    pub table_overdraw_seen: &'static str,
    pub table_overdraw_do: &'static str,
    pub table_overdraw_note: &'static str,
    pub table_overdraw_noted: &'static str,
    /// The recount at the end: each turn as written beside the rules' score.
    pub table_recount: &'static str,
    pub table_recount_intro: &'static str,
    pub table_recount_written: &'static str,
    pub table_recount_rules: &'static str,
    pub table_wins: &'static str,
    pub table_draw: &'static str,
    pub table_print: &'static str,
    pub table_download: &'static str,
    pub table_reopen: &'static str,
    pub table_result_code_typed: &'static str,
    pub table_result_code: &'static str,
    pub table_tracker: &'static str,
    pub table_tracker_hint: &'static str,
    pub table_tracker_undo: &'static str,
    pub table_unseen: &'static str,
    pub table_play_label: &'static str,
    pub table_play_scores: &'static str,
    pub table_play_unwritten: &'static str,
    pub table_play_square: &'static str,
    pub table_play_unreadable: &'static str,
    pub table_play_off_board: &'static str,
    pub table_board: &'static str,
    pub table_download_gcg: &'static str,
    /// Open a game kept at the table in the replay, move by move.
    pub table_replay: &'static str,
    /// Download a game kept at the table as Krada's own file.
    pub table_download_record: &'static str,
    /// A table file whose contents do not read ({detail}: where).
    pub table_file_broken: &'static str,
    /// A table file written by a later Krada ({version}: its format's version).
    pub table_file_later: &'static str,
    pub table_gcg_needs_plays: &'static str,
    pub table_may_challenge: &'static str,
    pub table_decide_left: &'static str,
    pub table_hold: &'static str,
    pub table_challenge: &'static str,
    pub table_held_wait: &'static str,
    pub table_challenge_called: &'static str,
    pub table_play_off: &'static str,
    pub table_play_stands: &'static str,
    pub table_new_confirm: &'static str,
    pub class_menu: &'static str,
    pub class_title: &'static str,
    pub class_intro: &'static str,
    pub class_minutes: &'static str,
    pub class_start: &'static str,
    /// {n}: the round's number.
    pub class_round_title: &'static str,
    pub class_start_countdown: &'static str,
    pub class_reveal: &'static str,
    pub class_show_next: &'static str,
    pub class_next_round: &'static str,
    pub class_entry_name: &'static str,
    pub class_entry_play: &'static str,
    pub class_add_entry: &'static str,
    pub class_entry_no_name: &'static str,
    pub class_entry_no_play: &'static str,
    pub class_entry_closed: &'static str,
    pub class_entry_replace_ask: &'static str,
    pub class_entry_replace: &'static str,
    pub class_entry_keep: &'static str,
    pub class_not_legal: &'static str,
    pub class_checking: &'static str,
    /// {score}, {rank}, {plays}.
    pub class_entry_found: &'static str,
    pub class_listing: &'static str,
    /// {plays}.
    pub class_plays_count: &'static str,
    /// A round whose rack went back for another (the history's line).
    pub class_new_rack: &'static str,
    /// The teacher's button for another rack before any entry.
    pub class_draw_again: &'static str,
    pub class_no_play: &'static str,
    /// {n}, {rack}, {best}.
    pub class_round_line: &'static str,
    /// {total}.
    pub class_best_total: &'static str,
    pub class_history: &'static str,
    pub class_standings: &'static str,
    pub class_download: &'static str,
    pub class_end: &'static str,
    pub class_over: &'static str,
    /// {names}.
    pub class_found_by: &'static str,
    /// {total}, {best}.
    pub class_total_of_best: &'static str,
    /// {detail}.
    pub class_unreadable: &'static str,
    pub class_entries: &'static str,
    pub class_game: &'static str,
    /// Opens the second window for the projector.
    pub show_on_wall: &'static str,
    pub show_on_wall_hint: &'static str,
    pub wall_waiting: &'static str,
    /// The rack a class round shows to everyone.
    pub class_rack: &'static str,
    pub qr_label: &'static str,
    pub qr_show_big: &'static str,
    pub wall_blocked: &'static str,
    pub puzzle_daily: &'static str,
    pub puzzle_streak: &'static str,
    pub worksheet_menu: &'static str,
    pub worksheet_title: &'static str,
    pub worksheet_intro: &'static str,
    pub worksheet_kinds: &'static str,
    pub worksheet_count: &'static str,
    pub worksheet_number: &'static str,
    pub worksheet_make: &'static str,
    pub worksheet_making: &'static str,
    pub worksheet_print: &'static str,
    pub worksheet_heading: &'static str,
    pub worksheet_name_line: &'static str,
    pub worksheet_find: &'static str,
    pub worksheet_rack: &'static str,
    pub worksheet_other_rack: &'static str,
    pub worksheet_answer: &'static str,
    pub worksheet_key: &'static str,
    /// The key's line when more answers tie than it lists: `{score}`, `{n}`.
    pub worksheet_key_any: &'static str,
    pub worksheet_legend: &'static str,
    pub progress_menu: &'static str,
    pub progress_title: &'static str,
    pub progress_intro: &'static str,
    /// The reviewed games' measure: equity left a move.
    pub progress_equity_title: &'static str,
    /// No game reviewed yet.
    pub progress_equity_none: &'static str,
    /// The chart's description: {n} games, {avg} the average.
    pub progress_equity_label: &'static str,
    pub progress_rating_title: &'static str,
    pub progress_no_attempts: &'static str,
    pub progress_chart_label: &'static str,
    pub progress_themes: &'static str,
    pub progress_theme_rate: &'static str,
    pub progress_calendar: &'static str,
    /// The months' short names, January first, separated by spaces.
    pub progress_months: &'static str,
    pub progress_weekdays: &'static str,
    pub progress_day_solved: &'static str,
    pub progress_day_missed: &'static str,
    pub progress_export: &'static str,
    pub progress_import: &'static str,
    pub progress_imported: &'static str,
    pub progress_not_progress: &'static str,
    pub puzzle_rating: &'static str,
    pub puzzle_rating_moved: &'static str,
    /// How the attempt that moved the rating ended.
    pub puzzle_rating_solved: &'static str,
    pub puzzle_rating_with_clue: &'static str,
    pub puzzle_rating_failed: &'static str,
    pub puzzle_rating_provisional: &'static str,
    pub puzzle_rating_history: &'static str,
    pub puzzle_rating_unreadable: &'static str,
    pub puzzle_number: &'static str,
    pub puzzle_kind: &'static str,
    pub puzzle_kind_best: &'static str,
    pub puzzle_kind_bingo: &'static str,
    pub puzzle_kind_drill: &'static str,
    pub puzzle_kind_close: &'static str,
    pub puzzle_kind_endgame: &'static str,
    pub puzzle_kind_pre_endgame: &'static str,
    pub puzzle_kind_length: &'static str,
    pub puzzle_drill_task: &'static str,
    pub puzzle_solved: &'static str,
    pub puzzle_timed: &'static str,
    pub puzzle_time_left: &'static str,
    pub puzzle_time_spent: &'static str,
    pub puzzle_time_up: &'static str,
    pub drill_progress: &'static str,
    pub puzzle_history: &'static str,
    pub puzzle_level: &'static str,
    pub puzzle_level_easy: &'static str,
    pub puzzle_level_medium: &'static str,
    pub puzzle_level_hard: &'static str,
    pub puzzle_start: &'static str,
    pub puzzle_making: &'static str,
    /// Learn from your mistakes: this game's big misses.
    pub exercises_heading: &'static str,
    /// An exercise in a list: {n} the move's number, {played} the move, {lost} the equity it lost.
    pub exercise_line: &'static str,
    /// An exercise solved.
    pub exercise_solved: &'static str,
    pub exercise_tried: &'static str,
    /// Opens an exercise at the table.
    pub exercise_try: &'static str,
    /// No big miss among the moves reviewed.
    pub exercises_none: &'static str,
    /// The puzzles screen: {count} exercises from the player's reviewed games.
    pub exercises_waiting: &'static str,
    /// Every exercise solved.
    pub exercises_all_solved: &'static str,
    /// Opens the next exercise.
    pub exercise_next: &'static str,
    /// At the table: {n} the move's number in its game.
    pub exercise_heading: &'static str,
    /// {played} the move played, {gain} the equity a play must win back, {count} how many plays do.
    pub exercise_task: &'static str,
    /// A try that solves an exercise ({score}: its points).
    pub exercise_better: &'static str,
    /// A try that does not solve an exercise.
    pub exercise_not_better: &'static str,
    /// The kept exercises could not be read and were set aside.
    pub exercises_unreadable: &'static str,
    /// The puzzle's own rating ({rating}), from what is measured on it.
    pub puzzle_own_rating: &'static str,
    /// The puzzle streak's heading.
    pub puzzle_streak_title: &'static str,
    /// What a streak is.
    pub puzzle_streak_intro: &'static str,
    /// Starts a streak.
    pub puzzle_streak_start: &'static str,
    /// The best streak kept ({game}, {n}).
    pub puzzle_streak_best: &'static str,
    /// At the table: the streak so far ({n} solved).
    pub puzzle_streak_now: &'static str,
    /// The streak ended ({n} solved, {best} the best kept).
    pub puzzle_streak_over: &'static str,
    /// A streak's puzzle at the table ({n}: its place in the streak, {kind}, {level}).
    pub puzzle_streak_heading: &'static str,
    pub puzzle_heading: &'static str,
    pub puzzle_task: &'static str,
    pub puzzle_endgame_task: &'static str,
    pub puzzle_check: &'static str,
    pub puzzle_best: &'static str,
    pub puzzle_ranked: &'static str,
    pub puzzle_endgame_best: &'static str,
    pub puzzle_endgame_ranked: &'static str,
    /// A pre-endgame puzzle ({of}: the draws, {count}: the plays read).
    pub puzzle_pre_endgame_task: &'static str,
    /// ({draws}: `wins on 7 of 8 draws`, {score}).
    pub puzzle_pre_endgame_best: &'static str,
    /// ({rank}, {count}, {draws}, {short}: how many fewer draws it wins).
    pub puzzle_pre_endgame_ranked: &'static str,
    /// A play the pre-endgame puzzle did not read, being read.
    pub puzzle_reading: &'static str,
    pub puzzle_by_the_end: &'static str,
    pub puzzle_not_answer: &'static str,
    pub puzzle_clue: &'static str,
    pub puzzle_clue_square: &'static str,
    pub puzzle_clue_tiles: &'static str,
    pub puzzle_clue_bingo: &'static str,
    pub puzzle_clue_score: &'static str,
    pub puzzle_show_answers: &'static str,
    pub puzzle_next: &'static str,
    pub puzzle_tiles: &'static str,
    pub puzzle_you: &'static str,
    pub puzzle_other: &'static str,
    pub desk_menu: &'static str,
    pub desk_title: &'static str,
    pub desk_intro: &'static str,
    pub desk_event_name: &'static str,
    pub desk_entrants: &'static str,
    pub desk_entrants_hint: &'static str,
    pub desk_load_list: &'static str,
    pub desk_system: &'static str,
    pub desk_swiss: &'static str,
    pub desk_koth: &'static str,
    pub desk_round_robin: &'static str,
    pub desk_winners: &'static str,
    pub desk_rounds: &'static str,
    pub desk_first_round: &'static str,
    pub desk_by_rating: &'static str,
    pub desk_drawn: &'static str,
    pub desk_avoid_school: &'static str,
    pub desk_gibson: &'static str,
    pub desk_create: &'static str,
    pub desk_open_file: &'static str,
    pub desk_round_of: &'static str,
    pub desk_not_paired: &'static str,
    pub desk_pair: &'static str,
    pub desk_all_paired: &'static str,
    pub desk_waiting: &'static str,
    pub desk_bye_spread: &'static str,
    pub desk_last_spread_cap: &'static str,
    pub desk_spread_cap: &'static str,
    pub desk_scale: &'static str,
    pub desk_scoring: &'static str,
    pub desk_prize_places: &'static str,
    pub desk_school_best: &'static str,
    pub desk_schools: &'static str,
    pub desk_certificate_event: &'static str,
    pub desk_place: &'static str,
    pub desk_certificate_given: &'static str,
    pub desk_certificate: &'static str,
    pub desk_slip_sign: &'static str,
    pub desk_slip_winner: &'static str,
    pub desk_find_table: &'static str,
    pub desk_print: &'static str,
    pub desk_print_certificates: &'static str,
    pub desk_print_standings: &'static str,
    pub desk_print_slips: &'static str,
    pub desk_print_pairings: &'static str,
    pub desk_print_what: &'static str,
    pub desk_print_tab: &'static str,
    pub desk_code_entered: &'static str,
    pub desk_no_camera: &'static str,
    pub desk_scan_hint: &'static str,
    pub desk_scan_stop: &'static str,
    pub desk_scan: &'static str,
    pub desk_code_enter: &'static str,
    pub desk_code: &'static str,
    pub desk_table: &'static str,
    pub desk_bye: &'static str,
    pub desk_score_for: &'static str,
    pub desk_played: &'static str,
    pub desk_absent: &'static str,
    pub desk_result_for: &'static str,
    pub desk_standings: &'static str,
    pub desk_pairings: &'static str,
    pub desk_division: &'static str,
    pub desk_rank: &'static str,
    pub desk_player: &'static str,
    pub desk_school: &'static str,
    pub desk_games: &'static str,
    pub desk_points: &'static str,
    pub desk_spread: &'static str,
    pub desk_round: &'static str,
    pub desk_table_word: &'static str,
    pub desk_score: &'static str,
    pub desk_withdraw: &'static str,
    pub desk_withdrawn: &'static str,
    pub desk_add: &'static str,
    pub desk_add_name: &'static str,
    pub desk_add_school: &'static str,
    pub desk_wall: &'static str,
    pub desk_wall_close: &'static str,
    pub desk_download: &'static str,
    pub desk_standings_csv: &'static str,
    pub desk_results_csv: &'static str,
    pub desk_new: &'static str,
    pub desk_new_confirm: &'static str,
    pub desk_unreadable: &'static str,
    pub desk_opened: &'static str,
    pub desk_corrections: &'static str,
    pub desk_correction: &'static str,
    /// The mark an empty premium square shows besides its colour, so that a
    /// colour-blind player (and a black-and-white print) tells them apart.
    pub mark_piece_x2: &'static str,
    pub mark_piece_x3: &'static str,
    pub mark_equation_x2: &'static str,
    pub mark_equation_x3: &'static str,
    pub mark_letter_x2: &'static str,
    pub mark_letter_x3: &'static str,
    pub mark_word_x2: &'static str,
    pub mark_word_x3: &'static str,
    /// The move box: a play typed as the sheet writes it.
    pub move_box: &'static str,
    /// Template: `{example}` is a play in the game's notation.
    pub move_box_help: &'static str,
    /// Why a typed move is not read.
    pub move_box_square: &'static str,
    /// Template: `{at}` a character's place, `{text}` the character.
    pub move_box_unread: &'static str,
    pub move_box_off_board: &'static str,
    /// Template: `{tiles}`.
    pub move_box_not_on_rack: &'static str,
    pub move_box_exchange_what: &'static str,
    /// The live region that says what happens in a game.
    pub said_label: &'static str,
    /// Template.
    pub said_played: &'static str,
    /// Template: `{scores}` each side's name and score.
    pub said_scores: &'static str,
    /// Template.
    pub said_one_minute: &'static str,
    /// Template.
    pub said_overtime: &'static str,
    /// Template: `{list}` the hints, best first.
    pub said_hints: &'static str,
    /// Template: `{result}`.
    pub said_game_over: &'static str,
    /// Template: the board read a row at a time.
    pub read_row: &'static str,
    /// Template.
    pub read_column: &'static str,
    /// A row or column with no tile and no premium.
    pub read_nothing: &'static str,
    /// Template.
    pub read_rack: &'static str,
    /// Template: the tentative tiles.
    pub read_placed: &'static str,
    /// Template: one side in the scores' reading.
    pub read_clock: &'static str,
    /// Template.
    pub read_last: &'static str,
    pub read_no_last: &'static str,
    /// Template.
    pub read_unseen: &'static str,
    /// The board's reading keys (the `?` key says it, How to play lists it).
    pub read_keys: &'static str,
    /// How to play's heading for the keys.
    pub read_keys_title: &'static str,
}

/// Whether a line of a file reads as text a person typed: no control
/// characters, nothing that failed to decode, not longer than any word.
fn readable_line(text: &str) -> bool {
    text.chars().count() <= 40 && !text.chars().any(|c| c.is_control() || c == '\u{FFFD}')
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_negative_score_takes_the_true_minus_sign() {
        assert_eq!(super::score(-18), "−18");
        assert_eq!(super::score(72), "72");
        assert_eq!(super::score(0), "0");
    }

    use super::*;

    #[test]
    fn a_name_nobody_chose_follows_the_language_and_a_chosen_one_stays() {
        let (th, en) = (Lang::Th.ui(), Lang::En.ui());
        let side_2 = |ui: &Ui| fill(ui.side_default, &[("n", "2")]);
        let pairs = [
            (th.computer_name, en.computer_name),
            (th.player_name, en.player_name),
            (th.puzzle_you, en.puzzle_you),
            (th.puzzle_other, en.puzzle_other),
        ];
        for (thai, english) in pairs {
            assert_eq!(default_name_in(thai, 0, Lang::En).as_deref(), Some(english));
            assert_eq!(default_name_in(english, 1, Lang::Th).as_deref(), Some(thai));
            assert_eq!(
                default_name_in(english, 0, Lang::En),
                None,
                "already English"
            );
        }
        assert_eq!(default_name_in(&side_2(th), 1, Lang::En), Some(side_2(en)));
        assert_eq!(default_name_in(&side_2(en), 1, Lang::Th), Some(side_2(th)));
        // "Side 2" on the first side was typed by someone: it stays.
        assert_eq!(default_name_in(&side_2(en), 0, Lang::Th), None);
        assert_eq!(default_name_in("Nok", 0, Lang::En), None);
    }

    #[test]
    fn crossword_verdicts_speak_of_words_and_a_maths_of_equations() {
        let stands = Event::Challenge { play_stands: true };
        let off = Event::Challenge { play_stands: false };
        for event in [&stands, &off] {
            let th_word = Lang::Th.event(GameKind::Crossword, event);
            assert!(
                th_word.contains("คำ") && !th_word.contains("สมการ"),
                "{th_word}"
            );
            assert!(Lang::Th.event(GameKind::AMath, event).contains("สมการ"));
            assert!(
                Lang::En.event(GameKind::Crossword, event).contains("word")
                    || Lang::En
                        .event(GameKind::Crossword, event)
                        .contains("not acceptable")
            );
            assert!(Lang::En.event(GameKind::AMath, event).contains("equation"));
        }
        let th = Lang::Th.ui();
        assert!(th.game(GameKind::Crossword).accept_hint.contains("คำ"));
        assert!(th.game(GameKind::AMath).accept_hint.contains("สมการ"));
    }

    #[test]
    fn each_game_has_its_own_words_for_squares_picker_and_name() {
        for lang in [Lang::Th, Lang::En] {
            let ui = lang.ui();
            let [amath, crossword] = [GameKind::AMath, GameKind::Crossword].map(|k| ui.game(k));
            assert_eq!(amath.premium(Premium::LineX3, false), ui.equation_x3);
            assert_eq!(crossword.premium(Premium::LineX3, false), ui.word_x3);
            assert_eq!(crossword.premium(Premium::TileX2, false), ui.letter_x2);
            assert_eq!(amath.premium(Premium::TileX2, true), ui.star);
            assert_eq!(crossword.premium(Premium::TileX2, true), ui.star_word);
            assert_eq!(amath.premium(Premium::None, false), ui.plain_square);
            assert_ne!(amath.pick, crossword.pick);
            assert_ne!(amath.name, crossword.name);
            assert_ne!(amath.howto, crossword.howto);
        }
    }

    #[test]
    fn a_file_that_is_no_record_or_no_text_is_named_so_not_echoed() {
        for lang in [Lang::En, Lang::Th] {
            let not_json =
                krada_engine::record::GameRecord::from_json("PK\u{3}\u{4} zip").unwrap_err();
            assert_eq!(lang.record_error(&not_json), lang.ui().record_not_krada);
            let binary = LexiconError::NotAWord {
                line: 1,
                text: "\u{1}\u{FFFD}\u{FFFD}PNG".into(),
            };
            assert_eq!(lang.lexicon_error(&binary), lang.ui().words_not_text);
            // A typing slip is shown as typed, with its line.
            let slip = LexiconError::NotAWord {
                line: 7,
                text: "CAT5".into(),
            };
            let text = lang.lexicon_error(&slip);
            assert!(text.contains("CAT5") && text.contains('7'), "{text}");
        }
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1000), "1,000");
        assert_eq!(count(169_266), "169,266");
        assert_eq!(count(1_234_567), "1,234,567");
    }
    use krada_engine::rational::Rational;

    #[test]
    fn a_play_that_opens_nothing_says_nothing_of_it_and_one_that_does_says_what_it_costs() {
        for lang in Lang::ALL {
            let ui = lang.ui();
            assert_eq!(ui.opening(0.0), "");
            let said = fill(
                ui.hint_why,
                &[("opening", &ui.opening(5.0)), ("equity", "30.0")],
            );
            assert!(said.contains("-5.0") && said.ends_with(" = 30.0"), "{said}");
        }
    }

    #[test]
    fn one_tile_in_the_bag_is_one_tile() {
        assert_eq!(Lang::En.ui().in_the_bag(1), "1 tile in the bag");
        assert_eq!(Lang::En.ui().in_the_bag(0), "0 tiles in the bag");
        assert_eq!(Lang::Th.ui().in_the_bag(7), "เบี้ยในถุง 7 ตัว");
    }

    #[test]
    fn an_answer_is_listed_with_the_draws_it_wins_or_its_spread_by_the_end() {
        let en = Lang::En.ui();
        let draws = DrawsWon { won: 5.0, of: 8 };
        assert_eq!(
            en.answer_worth(Some(draws), None),
            " (wins on 5 of 8 draws)"
        );
        assert_eq!(en.answer_worth(None, Some(34)), " (+34 by the end)");
        assert_eq!(en.answer_worth(None, None), "");
    }

    #[test]
    fn one_move_is_a_move_and_more_are_moves() {
        let en = Lang::En.ui();
        assert_eq!(en.moves(1), "1 move");
        assert_eq!(en.moves(0), "0 moves");
        assert_eq!(en.moves(12), "12 moves");
        assert_eq!(Lang::Th.ui().moves(1), "1 ตา");
    }

    #[test]
    fn draws_won_count_a_tie_as_a_half() {
        let en = Lang::En.ui();
        let draws = |won, of| DrawsWon { won, of };
        assert_eq!(en.draws_won(draws(9.0, 11)), "wins on 9 of 11 draws");
        assert_eq!(en.draws_won(draws(8.5, 11)), "wins on 8½ of 11 draws");
        assert_eq!(en.draws_won(draws(0.5, 8)), "wins on ½ of 8 draws");
        assert_eq!(en.draws_won(draws(0.0, 8)), "wins on 0 of 8 draws");
        assert_eq!(
            Lang::Th.ui().draws_won(draws(1.0, 8)),
            "ชนะ 1 จาก 8 แบบที่อาจจั่วได้"
        );
    }

    #[test]
    fn tenths_never_read_minus_zero() {
        assert_eq!(signed_tenths(88.1 - 91.0 + 2.9), "+0.0");
        assert_eq!(signed_tenths(-0.04), "+0.0");
        assert_eq!(signed_tenths(-2.94), "-2.9");
        assert_eq!(signed_tenths(3.46), "+3.5");
        assert_eq!(signed_tenths(0.0), "+0.0");
        assert_eq!(tenths(-0.04), "0.0");
        assert_eq!(tenths(-2.94), "-2.9");
        assert_eq!(tenths(41.25), "41.3");
    }

    #[test]
    fn languages_round_trip_through_their_tags() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
            assert_ne!(lang.other(), lang);
        }
        assert_eq!(Lang::from_tag("fr"), None);
    }

    #[test]
    fn how_to_play_has_the_same_sections_in_both_languages() {
        let [th, en] = [Lang::Th.ui(), Lang::En.ui()];
        for (a, b) in [
            (th.howto_amath, en.howto_amath),
            (th.howto_crossword, en.howto_crossword),
        ] {
            assert_eq!(a.len(), b.len());
            assert!(a.iter().zip(b).all(|(x, y)| x != y && !x.1.is_empty()));
        }
    }

    #[test]
    fn a_thai_locale_reads_thai_and_any_other_english() {
        for thai in ["th", "th-TH", "TH_th.UTF-8", "th_TH@calendar=buddhist"] {
            assert_eq!(Lang::from_locale(thai), Lang::Th, "{thai}");
        }
        for other in ["en-US", "en_GB.UTF-8", "C", "", "fr-FR", "thx"] {
            assert_eq!(Lang::from_locale(other), Lang::En, "{other}");
        }
    }

    #[test]
    fn every_reason_reads_differently_in_each_language_and_names_the_tile() {
        let reasons = [
            EquationError::TooShort,
            EquationError::NoEquals,
            EquationError::EqualsAtStart,
            EquationError::EqualsAtEnd,
            EquationError::OperatorAtStart { at: 2 },
            EquationError::UnaryPlus { at: 2 },
            EquationError::SignedZero { at: 2 },
            EquationError::AdjacentOperators { at: 2 },
            EquationError::OperatorAtEnd { at: 2 },
            EquationError::TooManyDigits { at: 2 },
            EquationError::LeadingZero { at: 2 },
            EquationError::JoinedBigNumber { at: 2 },
            EquationError::DivisionByZero { at: 2 },
            EquationError::TooLarge { at: 2 },
            EquationError::NotEqual {
                at: 2,
                left: Rational::int(7),
                right: Rational::new_fraction(1, 2),
            },
        ];
        let mut seen = std::collections::HashSet::new();
        for reason in &reasons {
            let en = Lang::En.equation_error(reason);
            let th = Lang::Th.equation_error(reason);
            assert_ne!(en, th);
            assert!(seen.insert(en.clone()), "two reasons read the same: {en}");
            if !matches!(
                reason,
                EquationError::TooShort
                    | EquationError::NoEquals
                    | EquationError::EqualsAtStart
                    | EquationError::EqualsAtEnd
            ) {
                assert!(
                    en.contains('3') && th.contains('3'),
                    "{en} / {th} should name tile 3"
                );
            }
        }
        let not_equal = Lang::En.equation_error(&reasons[14]);
        assert!(
            not_equal.contains("7") && not_equal.contains("1/2"),
            "{not_equal}"
        );
    }

    #[test]
    fn every_play_and_game_error_has_its_own_words_in_each_language() {
        use krada_engine::layout::{Dir, Pos};
        use krada_engine::play::Line;
        let g10 = Pos::parse("G10").unwrap();
        let line = Line {
            start: Pos::parse("F8").unwrap(),
            dir: Dir::Across,
            faces: vec![],
            new: vec![],
            score: 0,
        };
        let plays = [
            PlayError::NoTiles,
            PlayError::TooManyTiles,
            PlayError::Occupied(g10),
            PlayError::SameSquareTwice(g10),
            PlayError::FaceNotAllowed(g10),
            PlayError::NotInOneLine,
            PlayError::Gap(g10),
            PlayError::FirstPlayMissesStar(Pos::parse("H8").unwrap()),
            PlayError::NotTouching,
            PlayError::NoLine,
            PlayError::NoWordList,
            PlayError::BadEquation {
                line,
                error: EquationError::NoEquals,
            },
        ];
        let games = [
            GameError::Over,
            GameError::NotOnRack(krada_engine::tileset::TileId(0)),
            GameError::ExchangeBagTooSmall {
                in_bag: 3,
                needed: 5,
            },
            GameError::ExchangeNothing,
            GameError::NothingToChallenge,
            GameError::NoChallengeInCheckedMode,
            GameError::ChallengeOrAccept,
            GameError::OverMoveLimit,
        ];
        for lang in Lang::ALL {
            let mut seen = std::collections::HashSet::new();
            for e in &plays {
                assert!(
                    seen.insert(lang.play_error(GameKind::AMath, e)),
                    "{lang:?} {e:?}"
                );
            }
            for e in &games {
                assert!(
                    seen.insert(lang.game_error(GameKind::AMath, e)),
                    "{lang:?} {e:?}"
                );
            }
        }
        let gap = Lang::En.play_error(GameKind::AMath, &PlayError::Gap(g10));
        assert!(gap.contains("G10"), "{gap}");
        let short = Lang::Th.game_error(
            GameKind::AMath,
            &GameError::ExchangeBagTooSmall {
                in_bag: 3,
                needed: 5,
            },
        );
        assert!(short.contains('3') && short.contains('5'), "{short}");
        let bad = Lang::En.play_error(GameKind::AMath, &plays[11]);
        assert!(bad.starts_with("8F") && bad.contains("= sign"), "{bad}");
    }

    #[test]
    fn score_sheet_lines_name_the_play() {
        use krada_engine::layout::{Dir, Pos};
        use krada_engine::notation::parse_faces;
        use krada_engine::play::Line;
        let line = Line {
            start: Pos::parse("A8").unwrap(),
            dir: Dir::Across,
            faces: parse_faces("47-[19]=28").unwrap(),
            new: vec![],
            score: 0,
        };
        let event = Event::Play {
            placements: vec![],
            lines: vec![line],
            bingo: true,
        };
        assert_eq!(
            Lang::En.event(GameKind::AMath, &event),
            "8A 47-19=28 (bingo)"
        );
        assert_eq!(
            Lang::En.event(GameKind::AMath, &Event::TimePenalty { over_ms: 61_000 }),
            "time penalty +1:01"
        );
        assert_ne!(
            Lang::Th.event(GameKind::AMath, &Event::Pass),
            Lang::En.event(GameKind::AMath, &Event::Pass)
        );
    }
}

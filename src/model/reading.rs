//! The game read aloud on request, for a player who does not see the board
//! (docs/accessibility.md): a row or a column in one sentence — only the
//! tiles on it and its premium squares —, the rack, the scores and clocks,
//! the last play, the bag and the unseen tiles, and the keys themselves.

use krada_engine::face::Face;
use krada_engine::game::Game;
use krada_engine::layout::{Pos, Premium, SIZE};
use krada_engine::tileset::TileId;
use krada_text::{Lang, fill, tile_labels};

/// What a key on the board asks to hear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    Row,
    Column,
    Rack,
    Scores,
    LastPlay,
    Bag,
    Keys,
}

/// What a key on the game screen asks for besides a tile: a reading, the
/// hints, the move box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAsk {
    Read(Reading),
    Hints,
    MoveBox,
}

impl KeyAsk {
    /// What `key` asks for: Alt with a letter, found by the key's place
    /// (`code`, so `KeyR` whatever the layout writes there, Thai included),
    /// or `?`, which no game uses for a tile on the board (`typing`: in
    /// the move box, where `?` marks a blank, it is only typed).
    pub fn for_key(key: &str, code: &str, alt: bool, typing: bool) -> Option<KeyAsk> {
        if key == "?" && !alt {
            return (!typing).then_some(KeyAsk::Read(Reading::Keys));
        }
        if !alt {
            return None;
        }
        Some(match code {
            "KeyR" => KeyAsk::Read(Reading::Row),
            "KeyC" => KeyAsk::Read(Reading::Column),
            "KeyK" => KeyAsk::Read(Reading::Rack),
            "KeyS" => KeyAsk::Read(Reading::Scores),
            "KeyL" => KeyAsk::Read(Reading::LastPlay),
            "KeyB" => KeyAsk::Read(Reading::Bag),
            "KeyH" => KeyAsk::Hints,
            "KeyM" => KeyAsk::MoveBox,
            _ => return None,
        })
    }
}

/// What the reader is read from: the game as the player at the device
/// sees it.
pub struct Sight<'a> {
    pub game: &'a Game,
    /// The side whose rack this device shows.
    pub viewer: u8,
    pub cursor: Pos,
    /// The rack's tiles not on the board, and the tentative tiles placed.
    pub rack_left: Vec<TileId>,
    pub placed: Vec<(Pos, Face)>,
    /// Each side's clock as it reads, where the game is timed.
    pub clocks: [Option<String>; 2],
}

/// `reading` of `sight` in `lang`, one sentence or a few.
pub fn read(reading: Reading, sight: &Sight, lang: Lang) -> String {
    let ui = lang.ui();
    match reading {
        Reading::Row => fill(
            ui.read_row,
            &[
                ("n", &(sight.cursor.row + 1).to_string()),
                (
                    "items",
                    &line_items(sight, lang, |i| Pos::new(sight.cursor.row as usize, i)),
                ),
            ],
        ),
        Reading::Column => fill(
            ui.read_column,
            &[
                ("n", &((b'A' + sight.cursor.col) as char).to_string()),
                (
                    "items",
                    &line_items(sight, lang, |i| Pos::new(i, sight.cursor.col as usize)),
                ),
            ],
        ),
        Reading::Rack => rack_words(sight, lang),
        Reading::Scores => scores_words(sight, lang),
        Reading::LastPlay => last_play_words(sight.game, lang),
        Reading::Bag => bag_words(sight, lang),
        Reading::Keys => ui.read_keys.into(),
    }
}

/// The squares of a row or column that hold a tile or a premium, in order:
/// `G8 9, H8 ×, L8 piece ×2`.
fn line_items(sight: &Sight, lang: Lang, square: impl Fn(usize) -> Pos) -> String {
    let ui = lang.ui();
    let rules = sight.game.rules();
    let words = ui.game(rules.kind);
    let notation = rules.kind.notation();
    let items: Vec<String> = (0..SIZE)
        .map(&square)
        .filter_map(|pos| {
            let on_board = sight
                .game
                .board()
                .get(pos)
                .map(|p| notation.face_text(p.face));
            let placed = sight
                .placed
                .iter()
                .find(|(p, _)| *p == pos)
                .map(|&(_, face)| format!("{} ({})", notation.face_text(face), ui.tentative));
            let premium = rules.layout.premium(pos);
            let star = pos == rules.layout.star;
            let what = on_board.or(placed).or_else(|| {
                (star || premium != Premium::None).then(|| words.premium(premium, star).to_string())
            })?;
            Some(format!("{} {what}", pos.name()))
        })
        .collect();
    match items.is_empty() {
        true => ui.read_nothing.into(),
        false => items.join(", "),
    }
}

fn rack_words(sight: &Sight, lang: Lang) -> String {
    let ui = lang.ui();
    let set = &sight.game.rules().tiles;
    let mut text = fill(
        ui.read_rack,
        &[("tiles", &tile_labels(set, &sight.rack_left))],
    );
    if !sight.placed.is_empty() {
        let notation = sight.game.rules().kind.notation();
        let placed: Vec<String> = sight
            .placed
            .iter()
            .map(|&(pos, face)| format!("{} {}", pos.name(), notation.face_text(face)))
            .collect();
        text = format!(
            "{text} {}",
            fill(ui.read_placed, &[("tiles", &placed.join(", "))])
        );
    }
    text
}

fn scores_words(sight: &Sight, lang: Lang) -> String {
    let ui = lang.ui();
    let game = sight.game;
    (0..2u8)
        .map(|side| {
            let name = &game.config().sides[side as usize].name;
            let score = game.score(side).to_string();
            match &sight.clocks[side as usize] {
                Some(time) => fill(
                    ui.read_clock,
                    &[("name", name), ("score", &score), ("time", time)],
                ),
                None => format!("{name} {score}"),
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The last play with the sheet's words and its score.
pub fn last_play_words(game: &Game, lang: Lang) -> String {
    let ui = lang.ui();
    let Some(turn) = game.last_play().map(|i| &game.turns()[i]) else {
        return ui.read_no_last.into();
    };
    let name = &game.config().sides[turn.side as usize].name;
    let play = format!(
        "{} ({:+})",
        lang.event(game.rules().kind, &turn.event),
        turn.score
    );
    fill(ui.read_last, &[("name", name), ("move", &play)])
}

fn bag_words(sight: &Sight, lang: Lang) -> String {
    let ui = lang.ui();
    let game = sight.game;
    let set = &game.rules().tiles;
    let unseen: Vec<String> = game
        .unseen(sight.viewer)
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(kind, &n)| {
            let label = set.kinds[kind].label;
            match n {
                1 => label.to_string(),
                n => format!("{label}: {n}"),
            }
        })
        .collect();
    format!(
        "{}. {}",
        ui.in_the_bag(game.bag_len()),
        fill(ui.read_unseen, &[("tiles", &unseen.join(", "))])
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::{Level, Player};
    use krada_ai::position::Position;
    use krada_engine::game::GameConfig;
    use krada_engine::tileset::TileSetId;

    fn fresh() -> Game {
        Game::new(GameConfig::casual(TileSetId::Standard, 7))
    }

    /// An A-Math game after the first side's opening play.
    fn opened() -> Game {
        let mut game = fresh();
        let player = Player::new(Level::Greedy, &game.rules().tiles);
        let action = player.choose(&Position::of(&game), 1, &mut || false);
        game.act(action, 0).unwrap();
        assert!(game.board().tiles().next().is_some());
        game
    }

    fn sight(game: &Game, cursor: Pos) -> Sight<'_> {
        Sight {
            game,
            viewer: 1,
            cursor,
            rack_left: game.rack(1).to_vec(),
            placed: vec![],
            clocks: [Some("21:40".into()), None],
        }
    }

    #[test]
    fn alt_letters_by_their_place_and_the_question_mark() {
        let row = Some(KeyAsk::Read(Reading::Row));
        assert_eq!(KeyAsk::for_key("r", "KeyR", true, false), row);
        // A Thai layout writes another letter on the same key.
        assert_eq!(KeyAsk::for_key("พ", "KeyR", true, false), row);
        assert_eq!(KeyAsk::for_key("r", "KeyR", false, false), None);
        let keys = Some(KeyAsk::Read(Reading::Keys));
        assert_eq!(KeyAsk::for_key("?", "Slash", false, false), keys);
        assert_eq!(KeyAsk::for_key("q", "KeyQ", true, false), None);
        assert_eq!(
            KeyAsk::for_key("h", "KeyH", true, false),
            Some(KeyAsk::Hints)
        );
        assert_eq!(
            KeyAsk::for_key("m", "KeyM", true, false),
            Some(KeyAsk::MoveBox)
        );
        // In the move box the Alt keys work, and `?` is a blank's mark.
        assert_eq!(KeyAsk::for_key("r", "KeyR", true, true), row);
        assert_eq!(KeyAsk::for_key("?", "Slash", false, true), None);
    }

    #[test]
    fn a_row_says_its_tiles_and_premiums_in_order_and_nothing_else() {
        let game = opened();
        let tiles: Vec<Pos> = game.board().tiles().map(|(p, _)| p).collect();
        let row = tiles[0].row;
        let text = read(
            Reading::Row,
            &sight(&game, Pos::new(row as usize, 0)),
            Lang::En,
        );
        assert!(text.starts_with(&format!("Row {}: ", row + 1)), "{text}");
        let mut at = 0;
        for pos in (0..SIZE).map(|c| Pos::new(row as usize, c)) {
            let tile = game.board().get(pos);
            let premium = game.rules().layout.premium(pos) != Premium::None;
            let named = text.find(&format!("{} ", pos.name()));
            match tile.is_some() || premium || pos == game.rules().layout.star {
                true => {
                    let found = named.unwrap_or_else(|| panic!("{} missing: {text}", pos.name()));
                    assert!(found >= at, "{} out of order: {text}", pos.name());
                    at = found;
                }
                false => assert_eq!(named, None, "{} is plain and empty: {text}", pos.name()),
            }
        }
        // An empty row of plain squares says so.
        let plain_row = (0..SIZE).find(|&r| {
            (0..SIZE).all(|c| game.rules().layout.premium(Pos::new(r, c)) == Premium::None)
        });
        if let Some(r) = plain_row {
            let text = read(Reading::Row, &sight(&game, Pos::new(r, 0)), Lang::En);
            assert_eq!(text, format!("Row {}: nothing.", r + 1));
        }
    }

    #[test]
    fn the_column_rack_scores_last_play_and_bag_in_both_languages() {
        let game = opened();
        let (first, _) = game.board().tiles().next().unwrap();
        let s = sight(&game, first);
        let column = read(Reading::Column, &s, Lang::En);
        assert!(column.starts_with(&format!("Column {}: ", (b'A' + first.col) as char)));
        assert!(column.contains(&first.name()));
        let rack = read(Reading::Rack, &s, Lang::En);
        assert_eq!(
            rack,
            format!(
                "Your rack: {}.",
                tile_labels(&game.rules().tiles, game.rack(1))
            )
        );
        let names = &game.config().sides;
        let scores = read(Reading::Scores, &s, Lang::En);
        assert_eq!(
            scores,
            format!(
                "{} {}, clock 21:40; {} {}",
                names[0].name,
                game.score(0),
                names[1].name,
                game.score(1)
            )
        );
        let opener = game.turns()[0].side;
        let last = read(Reading::LastPlay, &s, Lang::En);
        let opening = format!("Last play, {}: ", names[opener as usize].name);
        assert!(last.starts_with(&opening), "{last}");
        assert!(
            last.ends_with(&format!("(+{}).", game.score(opener))),
            "{last}"
        );
        let bag = read(Reading::Bag, &s, Lang::En);
        assert!(bag.starts_with(&format!("{} tiles in the bag. Unseen: ", game.bag_len())));
        for reading in [
            Reading::Row,
            Reading::Rack,
            Reading::LastPlay,
            Reading::Bag,
            Reading::Keys,
        ] {
            let th = read(reading, &s, Lang::Th);
            assert_ne!(th, read(reading, &s, Lang::En), "{reading:?}");
        }
        assert_eq!(last_play_words(&fresh(), Lang::En), "No play yet.");
    }
}
